package org.snapfit.analysis.exact;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;

/**
 * The sample positions s = k·step, exact, with their text: decimal if the step was given as a decimal
 * ({@code 0.05 → "0.35"}), the canonical fraction otherwise. Immutable.
 */
public final class SampleGrid {

    /** The default sample step, mm. */
    public static final String DEFAULT_STEP = "0.05";

    /**
     * The default limit on grid points per run (count), so that a tiny step cannot exhaust memory; the analysis
     * checks its limit ({@code AnalysisOptions.maxSamples()}) before any run.
     */
    public static final long MAX_POINTS = 1_000_000;

    private final Rational step;
    private final BigDecimal decimalStep;
    private final String text;

    private SampleGrid(Rational step, BigDecimal decimalStep, String text) {
        this.step = step;
        this.decimalStep = decimalStep;
        this.text = text;
    }

    /**
     * Parses a step: exact decimal or fraction, &gt; 0.
     *
     * @param text the step text, mm
     * @return the grid
     * @throws IllegalArgumentException if the text is not a number or not &gt; 0
     */
    public static SampleGrid parse(String text) {
        Rational r;
        try {
            r = Rational.parse(text);
        } catch (NumberSyntaxException e) {
            throw new IllegalArgumentException("sample step = \"" + text + "\": " + e.getMessage(), e);
        }
        if (r.signum() <= 0) {
            throw new IllegalArgumentException("sample step = \"" + text + "\"; the step must be > 0");
        }
        BigDecimal d = null;
        try {
            d = new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            d = null; // a fraction: positions are written as fractions
        }
        return new SampleGrid(r, d, text.strip());
    }

    /**
     * The step as given.
     *
     * @return the text
     */
    public String text() {
        return text;
    }

    /**
     * The exact step.
     *
     * @return the step, mm
     */
    public Rational step() {
        return step;
    }

    /**
     * The grid positions k·step with 0 &lt;= k·step &lt;= end.
     *
     * @param end the last position, mm (a double: the run's end distance)
     * @return exact positions with their texts, in increasing order (the caller has checked the count against its
     *     limit)
     */
    public List<Point> upTo(double end) {
        double n = Math.floor(end / step.doubleValue());
        List<Point> out = new ArrayList<>();
        for (long k = 0; k <= (long) n; k++) {
            Rational s = step.multiply(Rational.of(k));
            if (s.doubleValue() > end) {
                break;
            }
            String t = decimalStep != null
                    ? plain(decimalStep.multiply(BigDecimal.valueOf(k)))
                    : s.toString();
            out.add(new Point(s, t));
        }
        return out;
    }

    private static String plain(BigDecimal d) {
        BigDecimal z = d.stripTrailingZeros();
        return z.signum() == 0 ? "0" : z.toPlainString();
    }

    /**
     * One grid position.
     *
     * @param s the exact position, mm
     * @param text its text for the report
     */
    public record Point(Rational s, String text) {
    }
}
