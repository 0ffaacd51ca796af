package org.snapfit.analysis.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * Number and cause texts shared by the report writers. Stateless.
 */
public final class Texts {

    /** Significant digits of numbers in human-readable text (summary, HTML, warnings). */
    public static final int HUMAN_DIGITS = 6;

    private Texts() {
    }

    /**
     * A double for humans: {@link #HUMAN_DIGITS} significant digits, plain notation where reasonable,
     * {@code +∞}/{@code −∞} for infinities.
     *
     * @param x the value
     * @return its text
     */
    public static String num(double x) {
        if (!Double.isFinite(x) || x == 0) {
            return special(x, "+∞", "−∞");
        }
        BigDecimal d = new BigDecimal(x).round(new MathContext(HUMAN_DIGITS)).stripTrailingZeros();
        int exp = d.precision() - d.scale() - 1;
        return exp < -4 || exp >= 9 ? d.toString().toLowerCase(Locale.ROOT) : d.toPlainString();
    }

    /**
     * A double for documents: the shortest decimal text that reads back to the same double ({@link
     * Double#toString}'s digits), without a trailing {@code .0}, exponent as {@code e}; {@code "+Infinity"},
     * {@code "-Infinity"}, {@code "NaN"} for the special values. Deterministic.
     *
     * @param x the value
     * @return its text
     */
    public static String exactDouble(double x) {
        if (!Double.isFinite(x) || x == 0) {
            return special(x, "+Infinity", "-Infinity");
        }
        BigDecimal d = new BigDecimal(Double.toString(x)).stripTrailingZeros();
        int exp = d.precision() - d.scale() - 1;
        return exp < -6 || exp >= 16 ? d.toString().replace("E", "e") : d.toPlainString();
    }

    private static String special(double x, String plusInf, String minusInf) {
        if (Double.isNaN(x)) {
            return "NaN";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? plusInf : minusInf;
        }
        return "0";
    }

    /**
     * A termination cause in words.
     *
     * @param cause the cause name of docs/model.md
     * @return a short phrase
     */
    public static String cause(String cause) {
        return switch (cause) {
            case "complete" -> "complete";
            case "stick_friction" -> "friction sticking";
            case "jam_kinematic" -> "kinematic jam (wedged)";
            case "jam_single_constraint" -> "jam against a single contact";
            case "rotation_limit" -> "rotation limit (|θ| would reach π)";
            default -> cause.replace('_', ' ');
        };
    }
}
