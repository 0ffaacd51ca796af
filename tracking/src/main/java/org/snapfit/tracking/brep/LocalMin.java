package org.snapfit.tracking.brep;

import org.snapfit.core.linalg.IndexedCholesky;

/**
 * Closest points of two features (vertex, edge or face geometry, each placed by a rotation matrix and translation):
 * minimises f(x) = ½|P_A(x_A) − P_B(x_B)|² over the features' parameter boxes by Newton's method with the exact
 * Hessian (JᵀJ plus the residual times the second derivatives), a Levenberg shift where the Hessian is not positive
 * definite, bound constraints by an active set (a parameter at a bound whose gradient pushes outwards is held) and
 * a backtracking step on f. Converges quadratically to a non-degenerate local minimum. Not thread-safe: one
 * instance per thread (its buffers are reused).
 */
final class LocalMin {

    /** Newton iterations at most per solve. */
    static final int MAX_ITERATIONS = 60;
    /**
     * Relative step (dimensionless, of the parameter box width) below which the iteration has converged: far below
     * what moves a point by 1e-12 mm on parts of ordinary size.
     */
    static final double STEP_TOLERANCE = 1e-14;
    /**
     * Relative decrease of f (dimensionless) below which a Newton step counts as rounding noise: a few units in the
     * last place of f.
     */
    static final double ROUNDING = 1e-15;
    /**
     * Largest polishing step (fraction of the box width, dimensionless) taken although f does not decrease (it may
     * rise by rounding): √{@link #ROUNDING}, the parameter error {@link #solve} can leave at a well-conditioned
     * minimum.
     */
    static final double POLISH_NOISE_STEP = 3e-8;
    /** Halvings of a step that does not decrease f before the iteration stops. */
    static final int MAX_HALVINGS = 40;
    /**
     * First Levenberg shift, relative to the largest free diagonal entry of the Hessian (dimensionless); multiplied
     * by 10 until the shifted Hessian factors.
     */
    static final double LEVENBERG_START = 1e-10;
    /** Shift attempts at most. */
    static final int MAX_SHIFTS = 60;

    private final double[] ea = new double[Geometry.LENGTH];
    private final double[] eb = new double[Geometry.LENGTH];
    private final double[] wa = new double[Geometry.LENGTH];
    private final double[] wb = new double[Geometry.LENGTH];
    private final double[] grad = new double[4];
    private final double[] hess = new double[16];
    private final double[] fac = new double[16];
    private final double[] step = new double[4];
    private final double[] trial = new double[4];
    private final double[] lo = new double[4];
    private final double[] hi = new double[4];
    private final double[] period = new double[4];
    private final double[] start = new double[4];
    private final boolean[] held = new boolean[4];
    private final int[] free = new int[4];
    private final double[] pointA = new double[3];
    private final double[] pointB = new double[3];

    /** Pose of A and of B: rotation (row-major 3×3) then translation, {r00..r22, tx, ty, tz}. */
    private double[] ra;
    private double[] rb;
    /** Dimensions of the features of the last evaluation. */
    private int dimA;
    private int dimB;

    /**
     * Solves from x (updated in place: A's parameters first, then B's).
     *
     * @param a feature A in its part frame
     * @param poseA A's rotation (9) and translation (3) into the world, as {r00..r22, tx, ty, tz}
     * @param b feature B
     * @param poseB B's placement, same layout
     * @param x start parameters, overwritten with the solution
     * @return the distance |P_A − P_B| at the solution (mm)
     */
    double solve(Geometry a, double[] poseA, Geometry b, double[] poseB, double[] x) {
        int n = setUp(a, poseA, b, poseB);
        int na = a.dim();
        for (int i = 0; i < n; i++) {
            x[i] = Math.min(hi[i], Math.max(lo[i], x[i]));
        }
        double f = value(a, b, na, x);
        // whether the last evaluation (pointA, pointB) was at x
        boolean atX = true;
        for (int it = 0; it < MAX_ITERATIONS && n > 0; it++) {
            gradientAndHessian(na, n);
            int m = freeSet(x, n);
            if (m == 0) {
                break;
            }
            newtonStep(m, n);
            double predicted = 0;
            double full = 0;
            for (int i = 0; i < n; i++) {
                predicted -= grad[i] * step[i];
                double t = Math.min(hi[i], Math.max(lo[i], x[i] + step[i]));
                full = Math.max(full, Math.abs(t - x[i]) / width(i));
            }
            if (full < STEP_TOLERANCE || predicted <= ROUNDING * f) {
                // the Newton step moves nothing or promises no decrease above rounding: converged
                break;
            }
            double scale = 1;
            boolean moved = false;
            double largest = 0;
            for (int h = 0; h < MAX_HALVINGS; h++) {
                largest = 0;
                for (int i = 0; i < n; i++) {
                    trial[i] = Math.min(hi[i], Math.max(lo[i], x[i] + scale * step[i]));
                    largest = Math.max(largest, Math.abs(trial[i] - x[i]) / width(i));
                }
                double ft = value(a, b, na, trial);
                atX = false;
                if (ft < f) {
                    System.arraycopy(trial, 0, x, 0, n);
                    moved = true;
                    atX = true;
                    f = ft;
                    break;
                }
                if (ft == f) {
                    // no decrease at rounding level: converged (a parameter drifting along a pole changes nothing)
                    break;
                }
                scale *= 0.5;
            }
            if (!moved || largest < STEP_TOLERANCE) {
                break;
            }
        }
        for (int i = 0; i < n; i++) {
            if (period[i] > 0) {
                double wrapped = start[i] + ((x[i] - start[i]) % period[i] + period[i]) % period[i];
                atX &= wrapped == x[i];
                x[i] = wrapped;
            }
        }
        if (!atX) {
            // the points at the solution (the last evaluation was a rejected step, or the parameters wrapped)
            value(a, b, na, x);
        }
        return Math.sqrt(2 * f);
    }

    /**
     * Continues from a solution of {@link #solve} (same features and poses) with plain Newton steps on the free
     * parameters — no test on the predicted decrease, so a minimum that {@link #solve} left once that fell to
     * rounding is sharpened until the step is below {@code tolerance} of each box width (or after {@code
     * iterations} steps, or at a step that raises f, unless it is within rounding and at most
     * {@link #POLISH_NOISE_STEP} long). Decisions that hang on where a parameter
     * lies relative to its bound (an edge's end) are then made on the converged point.
     *
     * @param a feature A
     * @param poseA A's placement
     * @param b feature B
     * @param poseB B's placement
     * @param x the solution, overwritten with the polished one
     * @param tolerance step size (fraction of each box width, dimensionless) at which to stop
     * @param iterations steps at most
     * @return the distance at the polished point (mm)
     */
    double polish(Geometry a, double[] poseA, Geometry b, double[] poseB, double[] x, double tolerance,
            int iterations) {
        int n = setUp(a, poseA, b, poseB);
        int na = a.dim();
        double f = value(a, b, na, x);
        for (int it = 0; it < iterations && n > 0; it++) {
            gradientAndHessian(na, n);
            int m = freeSet(x, n);
            if (m == 0) {
                break;
            }
            newtonStep(m, n);
            double largest = 0;
            for (int i = 0; i < n; i++) {
                trial[i] = Math.min(hi[i], Math.max(lo[i], x[i] + step[i]));
                largest = Math.max(largest, Math.abs(trial[i] - x[i]) / width(i));
            }
            double ft = value(a, b, na, trial);
            // a sharpening step inside rounding noise is taken; a larger one only if it decreases f (in a nearly
            // flat valley Newton's step is long and may climb by rounding amounts)
            if (ft > f && !(ft <= f * (1 + ROUNDING) && largest <= POLISH_NOISE_STEP)) {
                break;
            }
            System.arraycopy(trial, 0, x, 0, n);
            f = ft;
            if (largest <= tolerance) {
                break;
            }
        }
        value(a, b, na, x);
        return Math.sqrt(2 * f);
    }

    /**
     * Takes the poses and the two features' parameter boxes: lo, hi and period per parameter (a whole period wraps,
     * so its box ends are no boundary) and start = the box's lower end before that.
     *
     * @return the number of parameters
     */
    private int setUp(Geometry a, double[] poseA, Geometry b, double[] poseB) {
        ra = poseA;
        rb = poseB;
        int na = a.dim();
        int n = na + b.dim();
        for (int i = 0; i < n; i++) {
            lo[i] = i < na ? a.lo(i) : b.lo(i - na);
            hi[i] = i < na ? a.hi(i) : b.hi(i - na);
            period[i] = i < na ? a.period(i) : b.period(i - na);
            start[i] = lo[i];
            if (period[i] > 0) {
                lo[i] = Double.NEGATIVE_INFINITY;
                hi[i] = Double.POSITIVE_INFINITY;
            }
        }
        return n;
    }

    /**
     * The parameters free to move at x: not held at a box end by a gradient pointing out of the box (held[] is
     * set, free[] lists the others).
     *
     * @return how many are free
     */
    private int freeSet(double[] x, int n) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            held[i] = (x[i] <= lo[i] && grad[i] > 0) || (x[i] >= hi[i] && grad[i] < 0);
            if (!held[i]) {
                free[m++] = i;
            }
        }
        return m;
    }

    /** Width of parameter i's box for the relative step test (a wrapping parameter: 1). */
    private double width(int i) {
        double w = hi[i] - lo[i];
        return Double.isFinite(w) ? Math.max(w, Double.MIN_NORMAL) : 1;
    }

    /** World point of A at the last evaluation. */
    double[] pointA() {
        return pointA;
    }

    /** World point of B at the last evaluation. */
    double[] pointB() {
        return pointB;
    }

    private double value(Geometry a, Geometry b, int na, double[] x) {
        a.evaluate(x, 0, ea);
        b.evaluate(x, na, eb);
        PosedPart.transform(ra, ea, wa);
        PosedPart.transform(rb, eb, wb);
        dimA = a.dim();
        dimB = b.dim();
        pointA[0] = wa[0];
        pointA[1] = wa[1];
        pointA[2] = wa[2];
        pointB[0] = wb[0];
        pointB[1] = wb[1];
        pointB[2] = wb[2];
        double dx = wa[0] - wb[0];
        double dy = wa[1] - wb[1];
        double dz = wa[2] - wb[2];
        return 0.5 * (dx * dx + dy * dy + dz * dz);
    }

    /**
     * Rotates the derivatives that the dimension uses (only where the Newton step needs them: a trial point's value
     * needs the point alone).
     */
    private static void placeDerivatives(double[] r, double[] in, double[] out, int dim) {
        int vectors = dim == 0 ? 1 : dim == 1 ? 4 : 6;
        for (int k = 1; k < vectors; k++) {
            int o = k * 3;
            if (dim == 1 && k == 2) {
                o = 9;
            } else if (dim == 1 && k == 3) {
                break;
            }
            PosedPart.rotate(r, in, o, out);
        }
    }

    /** Gradient and Hessian of f at the last evaluated point (wa, wb). */
    private void gradientAndHessian(int na, int n) {
        placeDerivatives(ra, ea, wa, dimA);
        placeDerivatives(rb, eb, wb, dimB);
        double rx = wa[0] - wb[0];
        double ry = wa[1] - wb[1];
        double rz = wa[2] - wb[2];
        for (int i = 0; i < n; i++) {
            double[] wi = i < na ? wa : wb;
            int oi = 3 + 3 * (i < na ? i : i - na);
            double si = i < na ? 1 : -1;
            grad[i] = si * (rx * wi[oi] + ry * wi[oi + 1] + rz * wi[oi + 2]);
            for (int j = 0; j <= i; j++) {
                double[] wj = j < na ? wa : wb;
                int oj = 3 + 3 * (j < na ? j : j - na);
                double sj = j < na ? 1 : -1;
                double hij = si * sj * (wi[oi] * wj[oj] + wi[oi + 1] * wj[oj + 1] + wi[oi + 2] * wj[oj + 2]);
                boolean sameA = i < na && j < na;
                boolean sameB = i >= na && j >= na;
                if (sameA || sameB) {
                    int li = sameA ? i : i - na;
                    int lj = sameA ? j : j - na;
                    int o = secondOffset(Math.min(li, lj), Math.max(li, lj));
                    hij += si * (rx * wi[o] + ry * wi[o + 1] + rz * wi[o + 2]);
                }
                hess[i * 4 + j] = hij;
                hess[j * 4 + i] = hij;
            }
        }
    }

    private static int secondOffset(int i, int j) {
        return i == 0 ? (j == 0 ? 9 : 12) : 15;
    }

    /** The Newton step on the free parameters (held ones get 0), Levenberg-shifted until positive definite. */
    private void newtonStep(int m, int n) {
        double diag = 0;
        for (int k = 0; k < m; k++) {
            diag = Math.max(diag, Math.abs(hess[free[k] * 5]));
        }
        double shift = 0;
        for (int attempt = 0; attempt < MAX_SHIFTS; attempt++) {
            if (IndexedCholesky.factor(hess, 4, free, m, shift, fac)) {
                break;
            }
            shift = shift == 0 ? Math.max(diag, Double.MIN_NORMAL) * LEVENBERG_START : shift * 10;
        }
        for (int i = 0; i < n; i++) {
            step[i] = 0;
        }
        IndexedCholesky.solve(fac, 4, m, grad, free, step);
        for (int k = 0; k < m; k++) {
            step[free[k]] = -step[free[k]];
        }
    }
}
