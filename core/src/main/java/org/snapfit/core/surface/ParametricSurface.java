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

    /**
     * The kind of surface, for reports (surface-type census).
     *
     * @return the kind; {@link SurfaceKind#OTHER} unless overridden
     */
    default SurfaceKind kind() {
        return SurfaceKind.OTHER;
    }

    /**
     * The period in u of a surface closed in u (cylinder, cone, sphere, torus, revolution), or 0.
     *
     * @return the period, or 0 if not periodic in u
     */
    default double uPeriod() {
        return 0;
    }

    /**
     * The period in v of a surface closed in v (torus), or 0.
     *
     * @return the period, or 0 if not periodic in v
     */
    default double vPeriod() {
        return 0;
    }

    /**
     * The parameters of the point of the surface closest to {@code p} (point inversion). The default samples a
     * {@link #INVERSION_GRID}² grid of the domain (unbounded directions clipped to ±{@link #INVERSION_RANGE}) and
     * refines the best sample with {@link #closestParameter(Vec3, double, double)}; unless that answer lies within
     * {@link #ON_SURFACE} of {@code p}, it also runs Newton searches with a halving line search from up to
     * {@link #INVERSION_STARTS} other local minima of the sampled distance, and again from the opposite side of the
     * parameter box wherever a search stopped on a side (a seam of a surface closed along that side), keeping an
     * answer only if it is nearer by more than {@link #ON_SURFACE}. Periodic parameters are returned reduced into
     * [min, min + period]. Analytic surfaces override it with closed forms. Approximate: the nearest of the local
     * minima found; for a point on the surface, a parameter whose point lies within {@link #ON_SURFACE} of it (up
     * to rounding at degenerate points such as poles and axes).
     *
     * @param p the point
     * @return the parameters
     */
    default Uv closestParameter(Vec3 p) {
        return PointInversion.closest(this, p);
    }

    /**
     * Newton refinement (with a Gauss–Newton fallback where the Hessian is not positive definite) of the closest
     * parameters from a start point, kept inside the domain in non-periodic directions.
     *
     * @param p the point
     * @param u0 start u
     * @param v0 start v
     * @return the refined parameters
     */
    default Uv closestParameter(Vec3 p, double u0, double v0) {
        double[] o = new double[18];
        double u = u0;
        double v = v0;
        double[] step = new double[2];
        for (int it = 0; it < NEWTON_ITERATIONS; it++) {
            evaluate(u, v, o);
            if (!PointInversion.newtonStep(o, p, step, false)) {
                break;
            }
            double du = step[0];
            double dv = step[1];
            double nu = uPeriod() > 0 ? u - du : Math.max(uMin(), Math.min(uMax(), u - du));
            double nv = vPeriod() > 0 ? v - dv : Math.max(vMin(), Math.min(vMax(), v - dv));
            boolean done = Math.abs(nu - u) <= CONVERGED * (1 + Math.abs(u))
                    && Math.abs(nv - v) <= CONVERGED * (1 + Math.abs(v));
            u = nu;
            v = nv;
            if (done) {
                break;
            }
        }
        return new Uv(u, v);
    }

    /**
     * One Newton step of point inversion: the step (du, dv) on the squared distance from (px, py, pz) to the
     * surface at an evaluation {@code o} (the 18 values {@link #evaluate} writes), with Gauss–Newton's matrix where
     * the Hessian is not positive definite; the step is to be subtracted from (u, v). The one implementation behind
     * {@link #closestParameter(Vec3, double, double)}, for callers that keep their own iteration (bounds, stopping
     * rule) without allocating. Approximate.
     *
     * @param o the surface's values at the current parameters (at least 18)
     * @param px the point's x (mm)
     * @param py the point's y (mm)
     * @param pz the point's z (mm)
     * @param step receives (du, dv) in its first two places; may be {@code o} itself (every value of {@code o} is
     *     read before the step is written), so a caller needs no scratch array
     * @return false where both matrices are singular (no step)
     */
    static boolean inversionStep(double[] o, double px, double py, double pz, double[] step) {
        return PointInversion.newtonStep(o, px, py, pz, step, false);
    }

    /** Relative parameter step (dimensionless) below which Newton's method stops. */
    double CONVERGED = 1e-15;
    /** Grid size per direction used to seed the default point inversion. */
    int INVERSION_GRID = 24;
    /** Newton iterations of the point inversion. */
    int NEWTON_ITERATIONS = 40;
    /** Half-width (parameter units) to which an unbounded domain is clipped when seeding the inversion. */
    double INVERSION_RANGE = 1e4;
    /**
     * Distance (mm) within which the first answer of the global point inversion counts as lying on the surface (no
     * further searches), and by which another local minimum must be nearer to replace the current answer.
     */
    double ON_SURFACE = 1e-9;
    /** Most local minima of the sampled distance from which the global point inversion starts further searches. */
    int INVERSION_STARTS = 8;
    /** Most halvings of a Newton step in the line search of the global point inversion (step 2^-k, k at most this). */
    int LINE_SEARCH_HALVINGS = 30;
}
