package org.snapfit.core.surface;

import org.snapfit.core.geom.Vec3;

/**
 * A parametric surface S : [uMin, uMax] × [vMin, vMax] → R³, twice differentiable on its domain.
 * Implementations are immutable and thread-safe; approximate.
 */
public interface ParametricSurface {

    /**
     * Start of the u domain.
     *
     * @return uMin (may be negative infinity)
     */
    double uMin();

    /**
     * End of the u domain.
     *
     * @return uMax (may be positive infinity)
     */
    double uMax();

    /**
     * Start of the v domain.
     *
     * @return vMin (may be negative infinity)
     */
    double vMin();

    /**
     * End of the v domain.
     *
     * @return vMax (may be positive infinity)
     */
    double vMax();

    /**
     * Allocation-free evaluation for hot loops: writes S, Su, Sv, Suu, Suv, Svv as 18 doubles (x, y, z each, in
     * that order) into {@code out}.
     *
     * @param u the first parameter
     * @param v the second parameter
     * @param out an array of length at least 18
     */
    void evaluate(double u, double v, double[] out);

    /**
     * The point S(u, v).
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return the point
     */
    default Vec3 point(double u, double v) {
        double[] o = new double[18];
        evaluate(u, v, o);
        return new Vec3(o[0], o[1], o[2]);
    }

    /**
     * The point and its partial derivatives up to order two.
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return the derivatives
     */
    default SurfaceDerivatives derivatives(double u, double v) {
        double[] o = new double[18];
        evaluate(u, v, o);
        return new SurfaceDerivatives(new Vec3(o[0], o[1], o[2]), new Vec3(o[3], o[4], o[5]),
                new Vec3(o[6], o[7], o[8]), new Vec3(o[9], o[10], o[11]), new Vec3(o[12], o[13], o[14]),
                new Vec3(o[15], o[16], o[17]));
    }

    /**
     * The unit normal Su × Sv / |Su × Sv| (the surface's natural orientation; a B-rep face may flip it).
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return the unit normal
     * @throws IllegalArgumentException at a degenerate point where Su × Sv = 0, naming (u, v)
     */
    default Vec3 normal(double u, double v) {
        SurfaceDerivatives d = derivatives(u, v);
        Vec3 n = d.su().cross(d.sv());
        if (n.norm() == 0) {
            throw new IllegalArgumentException("surface normal undefined at (u, v) = (" + u + ", " + v
                    + "): Su × Sv = 0");
        }
        return n.normalize();
    }
}
