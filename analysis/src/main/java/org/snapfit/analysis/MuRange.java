package org.snapfit.analysis;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;

/**
 * An inclusive range of friction coefficients {@code from:to:step}, all exact. Immutable.
 *
 * @param from the first μ
 * @param to the last μ (included when it is a whole number of steps from {@code from})
 * @param step the spacing
 */
public record MuRange(Rational from, Rational to, Rational step) {

    /** The default range: 0.1 to 0.8 by 0.05 (15 values). */
    public static final String DEFAULT_TEXT = "0.1:0.8:0.05";

    /** At most this many values in one range, so that a typo cannot start a million runs. */
    public static final int MAX_VALUES = 1000;

    /**
     * Validates.
     *
     * @param from first μ, &gt;= 0
     * @param to last μ, &gt;= from
     * @param step spacing, &gt; 0
     * @throws AnalysisInputException ({@link Parameter#MU_RANGE}) if a bound breaks its rule or the range has more
     *     than {@link #MAX_VALUES} values
     */
    public MuRange {
        if (from.signum() < 0) {
            throw bad("from = " + from + "; friction must be >= 0", null);
        }
        if (to.compareTo(from) < 0) {
            throw bad("to = " + to + " < from = " + from + "; the range must not be empty", null);
        }
        if (step.signum() <= 0) {
            throw bad("step = " + step + "; the step must be > 0", null);
        }
        Rational n = to.subtract(from).divide(step);
        if (n.compareTo(Rational.of(MAX_VALUES - 1)) > 0) {
            throw bad(from + ":" + to + ":" + step + " has more than " + MAX_VALUES + " values; use a larger step",
                    null);
        }
    }

    /**
     * Parses {@code from:to:step} with exact decimals or fractions.
     *
     * @param text the text, e.g. {@code 0.1:0.8:0.05}
     * @return the range
     * @throws AnalysisInputException ({@link Parameter#MU_RANGE}) if the text is not three numbers separated by ':'
     *     or breaks a rule
     */
    public static MuRange parse(String text) {
        String[] parts = text.split(":", -1);
        if (parts.length != 3) {
            throw bad("= \"" + text + "\"; expected FROM:TO:STEP, e.g. " + DEFAULT_TEXT, null);
        }
        try {
            return new MuRange(Rational.parse(parts[0]), Rational.parse(parts[1]), Rational.parse(parts[2]));
        } catch (NumberSyntaxException e) {
            throw bad("= \"" + text + "\": " + e.getMessage(), e);
        }
    }

    /**
     * The values from, from + step, … up to and including {@code to}.
     *
     * @return the μ values in increasing order
     */
    public List<Rational> values() {
        List<Rational> out = new ArrayList<>();
        for (Rational mu = from; mu.compareTo(to) <= 0; mu = mu.add(step)) {
            out.add(mu);
        }
        return out;
    }

    /**
     * The range as {@code from:to:step} with exact rationals (as the report's {@code muSweep.range} writes it).
     *
     * @return the text, e.g. {@code 1/10:4/5:1/20}
     */
    public String text() {
        return from + ":" + to + ":" + step;
    }

    private static AnalysisInputException bad(String detail, Throwable cause) {
        return AnalysisInputException.invalid(Parameter.MU_RANGE, detail, cause);
    }
}
