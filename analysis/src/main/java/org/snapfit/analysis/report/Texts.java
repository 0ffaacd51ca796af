package org.snapfit.analysis.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;
import java.util.OptionalDouble;
import org.snapfit.algebra.number.Rational;

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

    /**
     * The plain JSON number beside a number text of a document (the {@code …Value} convention of
     * docs/formats/README.md): the double nearest to the text's value. Exact decimals and measured texts are read by
     * {@link Double#parseDouble} (correctly rounded), fractions {@code p/q} by {@link Rational#doubleValue()}.
     *
     * @param text a number text of a document: an integer, a decimal, a fraction, {@code "+Infinity"},
     *     {@code "-Infinity"} or {@code "NaN"}
     * @return the value, or empty when it is not finite (JSON has no number for it; the text says which)
     * @throws NumberFormatException if the text is no number
     */
    public static OptionalDouble value(String text) {
        double x = text.indexOf('/') >= 0 ? Rational.parse(text).doubleValue() : Double.parseDouble(text);
        return Double.isFinite(x) ? OptionalDouble.of(x) : OptionalDouble.empty();
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

    /**
     * A contact label of the simulation in the designer's words, its exact coordinates as decimals: {@code
     * "A: obstacle vertex (2,-20) on pawl edge (5/2,-13/4)->(3/2,-13/4)"} becomes {@code "obstacle corner (2, −20) on
     * pawl face (2.5, −3.25)–(1.5, −3.25)"}. The exact label stays in {@code report.json}.
     *
     * @param label the label ({@code sweep}'s {@code Contact.label()})
     * @return the readable text (the label unchanged if it is not of that form)
     */
    public static String contact(String label) {
        String s = label.replace("A: obstacle vertex ", "obstacle corner ").replace("B: pawl vertex ", "pawl corner ")
                .replace(" on pawl edge ", " on pawl face ").replace(" on obstacle edge ", " on obstacle face ")
                .replace(")->(", ")–(");
        java.util.regex.Matcher m = POINT.matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String x = decimal(m.group(1));
            String y = decimal(m.group(2));
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement("(" + x + ", " + y + ")"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** An exact point {@code (x,y)} of a contact label. */
    private static final java.util.regex.Pattern POINT = java.util.regex.Pattern.compile(
            "\\((-?[0-9]+(?:/[0-9]+)?),(-?[0-9]+(?:/[0-9]+)?)\\)");

    private static String decimal(String exact) {
        String t = num(org.snapfit.algebra.number.Rational.parse(exact).doubleValue());
        return t.startsWith("-") ? "−" + t.substring(1) : t;
    }

    /**
     * An event kind of the simulation in plain words.
     *
     * @param kind the kind (docs/model.md names)
     * @return e.g. {@code "snaps off a corner"} for {@code snap_free_from_vertex}
     */
    public static String event(String kind) {
        return switch (kind) {
            case "translational_collision" -> "contact begins";
            case "break_contact_at_rest" -> "back at rest, contact ends";
            case "constraint_change" -> "contact moves on";
            case "jam_kinematic" -> "wedged (kinematic jam)";
            case "snap_free_tangency" -> "snaps free over the crest";
            case "jam_single_constraint" -> "jams against one contact";
            case "snap_free_from_vertex" -> "snaps off a corner";
            case "sticking" -> "sticks (friction)";
            case "grazing_contact_begin" -> "grazing contact begins";
            case "grazing_contact_end" -> "grazing contact ends";
            default -> kind.replace('_', ' ');
        };
    }
}
