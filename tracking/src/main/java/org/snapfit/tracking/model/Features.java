package org.snapfit.tracking.model;

/** Shared validation of feature records. */
final class Features {

    private Features() {
    }

    static void requireName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name = '" + name + "'; a feature needs a non-blank name");
        }
    }

    static void requireRange(String feature, String parameter, double lo, double hi, double min, double max) {
        if (!Double.isFinite(lo) || !Double.isFinite(hi) || !(lo < hi)) {
            throw new IllegalArgumentException("[" + parameter + "0, " + parameter + "1] = [" + lo + ", " + hi
                    + "] of feature '" + feature + "'; the bounds must be finite with " + parameter + "0 < "
                    + parameter + "1");
        }
        if (lo < min || hi > max) {
            throw new IllegalArgumentException("[" + parameter + "0, " + parameter + "1] = [" + lo + ", " + hi
                    + "] of feature '" + feature + "'; the bounds must lie in the domain [" + min + ", " + max + "]");
        }
    }

    /** Rejects a non-finite result field (the six numbers of a tracking or distance result). */
    static void requireFinite(String what, double distance, double u, double v, double r, double s,
            double projectionError) {
        finite(what, "distance", distance);
        finite(what, "u", u);
        finite(what, "v", v);
        finite(what, "r", r);
        finite(what, "s", s);
        finite(what, "projectionError", projectionError);
    }

    private static void finite(String what, String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " = " + value + "; a " + what + " is finite");
        }
    }

    static IllegalArgumentException noParameter(String feature, int index, int dimension) {
        return new IllegalArgumentException("index = " + index + " for feature '" + feature + "'; it has "
                + dimension + " parameter(s)");
    }
}
