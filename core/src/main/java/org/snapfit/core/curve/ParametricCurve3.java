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

    /**
     * The period of a closed periodic curve (circle, ellipse), or 0 for a curve that is not periodic.
     *
     * @return the period in parameter units, or 0
     */
    default double period() {
        return 0;
    }

    /**
     * The parameter of the point of the curve closest to {@code p} (point inversion). The default samples the
     * domain ({@link #INVERSION_SAMPLES} points; an unbounded domain is clipped to ±{@link #INVERSION_RANGE}) and
     * refines the best sample by Newton's method on (c − p)·c' = 0; closed forms override it. Approximate: a local
     * minimum of the distance, global when the sampling separates the minima.
     *
     * @param p the point
     * @return the parameter, inside the domain
     */
    default double closestParameter(Vec3 p) {
        double a = Math.max(tMin(), -INVERSION_RANGE);
        double b = Math.min(tMax(), INVERSION_RANGE);
        double[] o = new double[9];
        double best = a;
        double bestD = Double.POSITIVE_INFINITY;
        for (int i = 0; i <= INVERSION_SAMPLES; i++) {
            double t = a + (b - a) * i / INVERSION_SAMPLES;
            evaluate(t, o);
            double d = sq(o[0] - p.x()) + sq(o[1] - p.y()) + sq(o[2] - p.z());
            if (d < bestD) {
                bestD = d;
                best = t;
            }
        }
        return closestParameter(p, best);
    }

    /**
     * Newton refinement of the closest parameter from a start value, kept inside the domain.
     *
     * @param p the point
     * @param start the start parameter
     * @return the refined parameter
     */
    default double closestParameter(Vec3 p, double start) {
        double[] o = new double[9];
        double t = start;
        for (int it = 0; it < NEWTON_ITERATIONS; it++) {
            evaluate(t, o);
            double dx = o[0] - p.x();
            double dy = o[1] - p.y();
            double dz = o[2] - p.z();
            double f = dx * o[3] + dy * o[4] + dz * o[5];
            double df = o[3] * o[3] + o[4] * o[4] + o[5] * o[5] + dx * o[6] + dy * o[7] + dz * o[8];
            if (df <= 0) {
                df = o[3] * o[3] + o[4] * o[4] + o[5] * o[5];
            }
            if (df == 0) {
                break;
            }
            double nt = Math.max(tMin(), Math.min(tMax(), t - f / df));
            if (nt == t) {
                break;
            }
            t = nt;
        }
        return t;
    }

    /** Samples of the domain used to seed the default point inversion. */
    int INVERSION_SAMPLES = 64;
    /** Newton iterations of the point inversion. */
    int NEWTON_ITERATIONS = 40;
    /** Half-width (parameter units) to which an unbounded domain is clipped when seeding the inversion. */
    double INVERSION_RANGE = 1e4;

    private static double sq(double x) {
        return x * x;
    }
}
