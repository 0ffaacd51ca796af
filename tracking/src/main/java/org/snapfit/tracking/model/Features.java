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

    static IllegalArgumentException noParameter(String feature, int index, int dimension) {
        return new IllegalArgumentException("index = " + index + " for feature '" + feature + "'; it has "
                + dimension + " parameter(s)");
    }
}
