package org.snapfit.analysis.report;

/** Argument checks with messages naming the field, the value and the rule. */
final class Checks {

    private Checks() {
    }

    static void notBlank(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(field + " = \"" + value + "\"; it must not be blank");
        }
    }

    static void finite(String field, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(field + " = " + value + "; it must be finite");
        }
    }

    static void nonNegative(String field, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(field + " = " + value + "; it must be finite and >= 0");
        }
    }

    static void notNaN(String field, double value) {
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException(field + " = NaN; it must be a number (±Infinity allowed)");
        }
    }
}
