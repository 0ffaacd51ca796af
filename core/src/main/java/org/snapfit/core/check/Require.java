package org.snapfit.core.check;

/**
 * Argument checks with messages that name the field, give the value and state the rule (see the package
 * description for the form). Every method returns its checked argument so a check can sit in an assignment or a
 * record's compact constructor. Stateless.
 */
public final class Require {

    private Require() {
    }

    /**
     * A finite value (not NaN, not ±∞).
     *
     * @param field the field as the user knows it
     * @param value the value
     * @return {@code value}
     * @throws IllegalArgumentException if the value is NaN or infinite
     */
    public static double finite(String field, double value) {
        if (!Double.isFinite(value)) {
            throw fail(field, value, "be finite");
        }
        return value;
    }

    /**
     * A finite value strictly above zero.
     *
     * @param field the field as the user knows it
     * @param value the value
     * @return {@code value}
     * @throws IllegalArgumentException if the value is not finite or not positive
     */
    public static double positive(String field, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw fail(field, value, "be finite and > 0");
        }
        return value;
    }

    /**
     * A finite value at or above zero.
     *
     * @param field the field as the user knows it
     * @param value the value
     * @return {@code value}
     * @throws IllegalArgumentException if the value is not finite or negative
     */
    public static double nonNegative(String field, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw fail(field, value, "be finite and >= 0");
        }
        return value;
    }

    /**
     * A finite value at or above a bound.
     *
     * @param field the field as the user knows it
     * @param value the value
     * @param min the smallest value allowed (finite)
     * @return {@code value}
     * @throws IllegalArgumentException if the value is not finite or below {@code min}
     */
    public static double atLeast(String field, double value, double min) {
        if (!(value >= min) || Double.isInfinite(value)) {
            throw fail(field, value, "be finite and >= " + plain(min));
        }
        return value;
    }

    /**
     * A number: ±∞ allowed, NaN refused.
     *
     * @param field the field as the user knows it
     * @param value the value
     * @return {@code value}
     * @throws IllegalArgumentException if the value is NaN
     */
    public static double notNaN(String field, double value) {
        if (Double.isNaN(value)) {
            throw fail(field, value, "be a number (±Infinity allowed)");
        }
        return value;
    }

    /**
     * A string with at least one non-blank character.
     *
     * @param field the field as the user knows it
     * @param value the value
     * @return {@code value}
     * @throws IllegalArgumentException if the value is null or blank
     */
    public static String notBlank(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(field + " = " + (value == null ? "null" : "\"" + value + "\"")
                    + "; it must not be blank");
        }
        return value;
    }

    /**
     * Every entry finite; the message names the first entry that is not, by index.
     *
     * @param field the array's field as the user knows it
     * @param values the entries
     * @return {@code values}
     * @throws IllegalArgumentException if an entry is NaN or infinite
     */
    public static double[] allFinite(String field, double[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw fail(field + "[" + i + "]", values[i], "be finite");
            }
        }
        return values;
    }

    /**
     * Exactly {@code length} entries, every one finite.
     *
     * @param field the array's field as the user knows it
     * @param values the entries
     * @param length the number of entries required
     * @return {@code values}
     * @throws IllegalArgumentException if the length differs or an entry is NaN or infinite
     */
    public static double[] allFinite(String field, double[] values, int length) {
        if (values.length != length) {
            throw new IllegalArgumentException(field + " has " + values.length + " entries; it needs " + length);
        }
        return allFinite(field, values);
    }

    /**
     * An index into a sequence of {@code size} elements.
     *
     * @param field the field as the user knows it
     * @param value the index
     * @param size the sequence's length
     * @return {@code value}
     * @throws IllegalArgumentException if the index is outside {@code [0, size)}
     */
    public static int index(String field, int value, int size) {
        if (value < 0 || value >= size) {
            throw new IllegalArgumentException(field + " = " + value + "; it must lie in [0, " + (size - 1) + "]");
        }
        return value;
    }

    private static IllegalArgumentException fail(String field, double value, String rule) {
        return new IllegalArgumentException(field + " = " + value + "; it must " + rule);
    }

    /** A bound as a person writes it: integral values without the trailing ".0". */
    private static String plain(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
