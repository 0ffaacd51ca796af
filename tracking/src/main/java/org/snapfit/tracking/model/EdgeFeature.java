package org.snapfit.tracking.model;

/**
 * A boundary curve (edge) of a surface patch, as a one-parameter feature in body coordinates: the patch with one
 * parameter held at a bound of its box, the other free. Immutable.
 *
 * @param name name used in messages
 * @param patch the patch whose side this is
 * @param side which side of the patch's parameter box
 */
public record EdgeFeature(String name, PatchFeature patch, Side side) implements ParametricFeature {

    /** A side of a patch's parameter box. */
    public enum Side {
        /** u = u0 (the free parameter is v). */
        U0,
        /** u = u1 (the free parameter is v). */
        U1,
        /** v = v0 (the free parameter is u). */
        V0,
        /** v = v1 (the free parameter is u). */
        V1;

        /**
         * Whether u is the held parameter.
         *
         * @return true for U0 and U1
         */
        public boolean holdsU() {
            return this == U0 || this == U1;
        }

        /**
         * Whether the held parameter sits at its upper bound.
         *
         * @return true for U1 and V1
         */
        public boolean atUpper() {
            return this == U1 || this == V1;
        }
    }

    /**
     * Validates the feature.
     *
     * @param name name used in messages, not blank
     * @param patch the patch, not null
     * @param side the side, not null
     * @throws IllegalArgumentException if the name is blank or the patch or side is null
     */
    public EdgeFeature {
        Features.requireName(name);
        if (patch == null || side == null) {
            throw new IllegalArgumentException("patch/side of edge '" + name + "' is null; an edge needs both");
        }
    }

    /**
     * The value of the held parameter.
     *
     * @return u0, u1, v0 or v1 of the patch
     */
    public double held() {
        return switch (side) {
            case U0 -> patch.u0();
            case U1 -> patch.u1();
            case V0 -> patch.v0();
            default -> patch.v1();
        };
    }

    /**
     * The patch parameters (u, v) of the edge point at t.
     *
     * @param t the edge parameter
     * @return {u, v}
     */
    public double[] patchParameters(double t) {
        return side.holdsU() ? new double[] {held(), t} : new double[] {t, held()};
    }

    @Override
    public int dimension() {
        return 1;
    }

    @Override
    public double lower(int index) {
        if (index != 0) {
            throw Features.noParameter(name, index, 1);
        }
        return side.holdsU() ? patch.v0() : patch.u0();
    }

    @Override
    public double upper(int index) {
        if (index != 0) {
            throw Features.noParameter(name, index, 1);
        }
        return side.holdsU() ? patch.v1() : patch.u1();
    }

    @Override
    public void evaluate(double p0, double p1, double[] out) {
        if (side.holdsU()) {
            patch.evaluate(held(), p0, out);
            // d/dt = Sv, d²/dt² = Svv (layout: S, Su, Sv, Suu, Suv, Svv)
            System.arraycopy(out, 6, out, 3, 3);
            System.arraycopy(out, 15, out, 9, 3);
        } else {
            patch.evaluate(p0, held(), out);
        }
        java.util.Arrays.fill(out, 6, 9, 0);
        java.util.Arrays.fill(out, 12, EVALUATION_LENGTH, 0);
    }
}
