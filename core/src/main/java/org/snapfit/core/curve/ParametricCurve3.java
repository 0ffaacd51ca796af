package org.snapfit.core.curve;

import org.snapfit.core.geom.Vec3;

/**
 * A parametric curve in 3D, c : [tMin, tMax] → R³, twice differentiable on its domain. Implementations are
 * immutable and thread-safe; approximate.
 */
public interface ParametricCurve3 {

    /**
     * Start of the parameter domain.
     *
     * @return tMin
     */
    double tMin();

    /**
     * End of the parameter domain.
     *
     * @return tMax, {@code >= tMin}
     */
    double tMax();

    /**
     * Allocation-free evaluation for hot loops: writes c, c', c'' as 9 doubles (x, y, z each) into {@code out}.
     *
     * @param t the parameter
     * @param out an array of length at least 9
     */
    void evaluate(double t, double[] out);

    /**
     * The point c(t).
     *
     * @param t the parameter
     * @return the point
     */
    default Vec3 point(double t) {
        double[] o = new double[9];
        evaluate(t, o);
        return new Vec3(o[0], o[1], o[2]);
    }

    /**
     * The point and its first two derivatives.
     *
     * @param t the parameter
     * @return c(t), c'(t), c''(t)
     */
    default CurveDerivatives3 derivatives(double t) {
        double[] o = new double[9];
        evaluate(t, o);
        return new CurveDerivatives3(new Vec3(o[0], o[1], o[2]), new Vec3(o[3], o[4], o[5]),
                new Vec3(o[6], o[7], o[8]));
    }
}
