package org.snapfit.impulse.model;

/** Message factory and checks for bad input in the model package: each names the field, the value and the rule. */
final class Checks {

    private Checks() {
    }

    static double[] vector(String name, double[] v, int n) {
        if (v.length != n) {
            throw new IllegalArgumentException(name + " has " + v.length + " entries; it needs " + n);
        }
        for (int i = 0; i < n; i++) {
            if (!Double.isFinite(v[i])) {
                throw new IllegalArgumentException(name + "[" + i + "] = " + v[i] + "; it must be finite");
            }
        }
        return v;
    }

    static double positive(String name, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " = " + value + "; it must be positive and finite");
        }
        return value;
    }

    static double nonNegative(String name, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " = " + value + "; it must be finite and >= 0");
        }
        return value;
    }

    static int index(String name, int value, int size) {
        if (value < 0 || value >= size) {
            throw new IllegalArgumentException(name + " = " + value + "; it must lie in [0, " + (size - 1) + "]");
        }
        return value;
    }
}
