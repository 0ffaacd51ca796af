package org.snapfit.tracking.model;

import org.snapfit.core.check.Require;

/** Shared validation of feature records. */
final class Features {

    private Features() {
    }

    static void requireName(String name) {
        Require.notBlank("feature name", name);
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

    /** Rejects a non-finite result field (the six numbers of a tracking result). */
    static void requireFinite(double distance, double u, double v, double r, double s, double projectionError) {
        Require.finite("distance", distance);
        Require.finite("u", u);
        Require.finite("v", v);
        Require.finite("r", r);
        Require.finite("s", s);
        Require.finite("projectionError", projectionError);
    }

    static IllegalArgumentException noParameter(String feature, int index, int dimension) {
        return new IllegalArgumentException("index = " + index + " for feature '" + feature + "'; it has "
                + dimension + " parameter(s)");
    }
}
