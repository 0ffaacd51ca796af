package org.snapfit.core.surface;

import java.util.Objects;
import org.snapfit.core.check.Require;

/**
 * The offset S(u, v) = B(u, v) + δ N(u, v) of a base surface B along its unit normal N. First derivatives are
 * exact (Weingarten: N_u = (n_u − (n_u·N) N)/|n| with n = B_u × B_v); second derivatives are central differences of
 * the first with step {@link #DIFFERENCE_STEP} (parameter units), so they are approximate to O(step²). Immutable;
 * approximate. Undefined where the base is degenerate (B_u × B_v = 0).
 *
 * @param base the base surface
 * @param distance δ (mm), positive along the base's natural normal
 */
public record OffsetSurface(ParametricSurface base, double distance) implements WrappedSurface {
    /** Step (parameter units) of the central differences used for the second derivatives. */
    public static final double DIFFERENCE_STEP = 1e-5;

    /**
     * Validates.
     *
     * @param base the base
     * @param distance the offset distance
     * @throws IllegalArgumentException if the distance is not finite
     */
    public OffsetSurface {
        Objects.requireNonNull(base, "base");
        Require.finite("offset distance", distance);
    }

    /**
     * The offset of a surface by δ, with an offset base flattened: the offset by δ of the offset of B by δ₀ is the
     * offset of B by δ₀ + δ (where the inner offset is regular, 1 + δ₀κ &gt; 0 for both principal curvatures κ of B,
     * its unit normal is B's), as OCCT reads such data too; so bounds and closed forms of B apply.
     *
     * @param base the base surface
     * @param distance δ (mm)
     * @return the offset surface
     * @throws IllegalArgumentException if the (summed) distance is not finite
     */
    public static OffsetSurface of(ParametricSurface base, double distance) {
        if (base instanceof OffsetSurface inner) {
            return new OffsetSurface(inner.base(), inner.distance() + distance);
        }
        return new OffsetSurface(base, distance);
    }

    @Override
    public SurfaceKind kind() {
        return SurfaceKind.OFFSET;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        first(u, v, out);
        double h = DIFFERENCE_STEP;
        double[] a = new double[9];
        double[] b = new double[9];
        first(u + h, v, a);
        first(u - h, v, b);
        for (int k = 0; k < 3; k++) {
            out[9 + k] = (a[3 + k] - b[3 + k]) / (2 * h);
            out[12 + k] = (a[6 + k] - b[6 + k]) / (2 * h);
        }
        first(u, v + h, a);
        first(u, v - h, b);
        for (int k = 0; k < 3; k++) {
            out[12 + k] = (out[12 + k] + (a[3 + k] - b[3 + k]) / (2 * h)) / 2;
            out[15 + k] = (a[6 + k] - b[6 + k]) / (2 * h);
        }
    }

    /** Writes S, Su, Sv (9 doubles). */
    private void first(double u, double v, double[] out) {
        double[] o = new double[18];
        base.evaluate(u, v, o);
        double[] n = cross(o, 3, o, 6);
        double len = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        if (len == 0) {
            throw new IllegalArgumentException("offset surface undefined at (u, v) = (" + u + ", " + v
                    + "): the base normal vanishes");
        }
        double[] nu = add(cross(o, 9, o, 6), cross(o, 3, o, 12));
        double[] nv = add(cross(o, 12, o, 6), cross(o, 3, o, 15));
        for (int k = 0; k < 3; k++) {
            n[k] /= len;
        }
        double pu = nu[0] * n[0] + nu[1] * n[1] + nu[2] * n[2];
        double pv = nv[0] * n[0] + nv[1] * n[1] + nv[2] * n[2];
        for (int k = 0; k < 3; k++) {
            out[k] = o[k] + distance * n[k];
            out[3 + k] = o[3 + k] + distance * (nu[k] - pu * n[k]) / len;
            out[6 + k] = o[6 + k] + distance * (nv[k] - pv * n[k]) / len;
        }
    }

    private static double[] cross(double[] a, int i, double[] b, int j) {
        return new double[] {a[i + 1] * b[j + 2] - a[i + 2] * b[j + 1], a[i + 2] * b[j] - a[i] * b[j + 2],
            a[i] * b[j + 1] - a[i + 1] * b[j]};
    }

    private static double[] add(double[] a, double[] b) {
        return new double[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }
}
