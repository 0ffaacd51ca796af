package org.snapfit.core.curve;

import org.snapfit.core.geom.Vec2;

/**
 * A parametric curve in the plane, c : [tMin, tMax] → R², twice differentiable on its domain. Implementations
 * are immutable and thread-safe; approximate.
 */
public interface ParametricCurve2 {

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
     * Allocation-free evaluation for hot loops: writes c, c', c'' as 6 doubles (x, y each) into {@code out}.
     *
     * @param t the parameter
     * @param out an array of length at least 6
     */
    void evaluate(double t, double[] out);

    /**
     * The point c(t).
     *
     * @param t the parameter
     * @return the point
     */
    default Vec2 point(double t) {
        double[] o = new double[6];
        evaluate(t, o);
        return new Vec2(o[0], o[1]);
    }
}
