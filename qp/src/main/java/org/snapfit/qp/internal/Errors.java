package org.snapfit.qp.internal;

/**
 * The one place that builds bad-input messages for the qp module: every message names the
 * parameter or field, prints the offending value in full and states the rule. Not exported.
 */
public final class Errors {
    private Errors() {
    }

    /**
     * A value that must be finite was not.
     *
     * @param field the field name, e.g. {@code "b[3]"}
     * @param value the value
     * @return the exception to throw
     */
    public static IllegalArgumentException notFinite(String field, double value) {
        return new IllegalArgumentException(field + " = " + value + "; it must be finite (not NaN or infinite)");
    }

    /**
     * A value that must be positive was not.
     *
     * @param field the field name
     * @param value the value
     * @param unit the unit symbol
     * @return the exception to throw
     */
    public static IllegalArgumentException notPositive(String field, double value, String unit) {
        return new IllegalArgumentException(field + " = " + value + " " + unit + "; it must be finite and > 0");
    }

    /**
     * A value that must be non-negative was not.
     *
     * @param field the field name
     * @param value the value
     * @param unit the unit symbol
     * @return the exception to throw
     */
    public static IllegalArgumentException negative(String field, double value, String unit) {
        return new IllegalArgumentException(field + " = " + value + " " + unit + "; it must be finite and >= 0");
    }

    /**
     * An index outside its range.
     *
     * @param field the field name
     * @param value the index
     * @param size the exclusive upper bound
     * @return the exception to throw
     */
    public static IllegalArgumentException indexOutOfRange(String field, int value, int size) {
        return new IllegalArgumentException(field + " = " + value + " is outside [0, " + size + ")");
    }
}
