package org.snapfit.tracking.tracker;

import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.linalg.Ldlt4;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.ParametricFeature;

/**
 * The projection system of one feature pair (the maths of {@link FeaturePairTracker}, whose Javadoc derives it): at
 * parameters x and offset τ of an update, the world witnesses f, h, the projection errors Ψ, the matrix M (or, for
 * a patch–patch pair, H = diag(I, −I)·M and its L·D·Lᵀ factor), the motion term b, and the parameter velocity
 * w = M⁻¹(−KΨ − b) with saturation (a parameter at a bound whose velocity points out is held and the system
 * re-solved on the others), the gradient fallback where H is not numerically positive definite, and the velocity
 * cap {@link FeaturePairTracker#MAX_STEP_FRACTION}. The bodies' motion over the update and the term b are its
 * {@link PairMotion}.
 * Mutable; not thread-safe; allocation-free.
 *
 * <p>The geometry of the last evaluation is cached: the feature evaluations by parameters, and the witnesses, Ψ and
 * M of the end of one update for the start of the next ({@link #keepGeometry}), where only b is recomputed.
 */
final class ProjectionSystem {

    private ParametricFeature featureA;
    private ParametricFeature featureB;
    private final double gain;
    int na;
    int n;
    final double[] lo = new double[4];
    final double[] hi = new double[4];
    final double[] invWidth = new double[4];

    /** Both bodies' motion over the current update, their stage poses and the motion term b. */
    final PairMotion motion;
    private final double[] la = new double[ParametricFeature.EVALUATION_LENGTH];
    private final double[] lb = new double[ParametricFeature.EVALUATION_LENGTH];
    final double[] ga = new double[ParametricFeature.EVALUATION_LENGTH];
    final double[] gb = new double[ParametricFeature.EVALUATION_LENGTH];
    final double[] dr = new double[3];
    // patch–patch scratch: curvature terms of A (0–2) and B (3–5)
    private final double[] curv = new double[6];
    final double[] psi = new double[4];
    private final double[] mm = new double[16];
    private final double[] bb = new double[4];
    private final double[] work = new double[16];
    private final double[] workRhs = new double[4];
    private final double[] chol = new double[16];
    private final double[] sol = new double[4];
    final boolean[] held = new boolean[4];
    private final int[] free = new int[4];
    int heldCount;
    /** H = diag(I, −I)·M of a patch–patch pair and its L·D·Lᵀ factor (from patchPatchGeometry). */
    private final Ldlt4 h4 = new Ldlt4();
    private final double[] xGeometry = new double[4];
    private boolean geometryAtStart;
    private double evalA0 = Double.NaN;
    private double evalA1 = Double.NaN;
    private double evalB0 = Double.NaN;
    private double evalB1 = Double.NaN;

    /**
     * A system for a pair at the given poses (features set by {@link #setFeatures}).
     *
     * @param gain the gain K (1/s)
     * @param poseA initial pose of A
     * @param poseB initial pose of B
     */
    ProjectionSystem(double gain, Pose3 poseA, Pose3 poseB) {
        this.gain = gain;
        this.motion = new PairMotion(poseA, poseB);
    }

    /** Sets the features (bounds are set by {@link #setBounds}); forgets the cached evaluations. */
    void setFeatures(ParametricFeature a, ParametricFeature b) {
        this.featureA = a;
        this.featureB = b;
        this.na = a.dimension();
        this.n = na + b.dimension();
        for (int i = 0; i < 4; i++) {
            lo[i] = 0;
            hi[i] = 0;
            invWidth[i] = 0;
        }
        evalA0 = Double.NaN;
        evalA1 = Double.NaN;
        evalB0 = Double.NaN;
        evalB1 = Double.NaN;
        geometryAtStart = false;
    }

    /** The box of parameter slot {@code at} from a feature's parameter i. */
    void setBounds(ParametricFeature f, int i, int at) {
        lo[at] = f.lower(i);
        hi[at] = f.upper(i);
        invWidth[at] = 1 / (f.upper(i) - f.lower(i));
    }

    ParametricFeature featureA() {
        return featureA;
    }

    ParametricFeature featureB() {
        return featureB;
    }

    /** The evaluation just made is the start of the next update's (see {@link #derivativeGeneral}). */
    void keepGeometry(double[] x) {
        xGeometry[0] = x[0];
        xGeometry[1] = x[1];
        xGeometry[2] = x[2];
        xGeometry[3] = x[3];
        geometryAtStart = true;
    }

    /** Forgets the start-of-update cache (the state moved elsewhere). */
    void dropGeometry() {
        geometryAtStart = false;
    }

    /** The witnesses and projection errors of the last evaluation are finite, or an internal error. */
    void checkFinite() {
        double sum = dr[0] + dr[1] + dr[2];
        if (n == 4) {
            sum += psi[0] + psi[1] + psi[2] + psi[3];
        } else {
            for (int i = 0; i < n; i++) {
                sum += psi[i];
            }
        }
        if (!Double.isFinite(sum)) {
            throw new SnapfitInternalError("non-finite distance for features '" + featureA.name() + "' and '"
                    + featureB.name() + "'");
        }
    }

    /** SnapfitInternalError for a parameter that became non-finite. */
    SnapfitInternalError nonFinite(int i, double value) {
        return new SnapfitInternalError("tracking parameter " + i + " became " + value + " for features '"
                + featureA.name() + "' and '" + featureB.name() + "'");
    }

    /**
     * Norm of the projection errors over the parameters not held.
     *
     * @return |Ψ| (mm²)
     */
    double projectionError() {
        if (heldCount == 0 && n == 4) {
            return Math.sqrt(psi[0] * psi[0] + psi[1] * psi[1] + psi[2] * psi[2] + psi[3] * psi[3]);
        }
        double norm = 0;
        for (int i = 0; i < n; i++) {
            if (!held[i]) {
                norm += psi[i] * psi[i];
            }
        }
        return Math.sqrt(norm);
    }

    /** world = the point p + R·local[0..2] and the five derivative vectors R·local[3..17]. */
    private static void toWorld(double[] r, double[] p, double[] local, double[] world) {
        for (int k = 0; k < 6; k++) {
            int o = 3 * k;
            double lx = local[o];
            double ly = local[o + 1];
            double lz = local[o + 2];
            world[o] = r[0] * lx + r[1] * ly + r[2] * lz;
            world[o + 1] = r[3] * lx + r[4] * ly + r[5] * lz;
            world[o + 2] = r[6] * lx + r[7] * ly + r[8] * lz;
        }
        world[0] += p[0];
        world[1] += p[1];
        world[2] += p[2];
    }

    // ---- dynamics ----

    private static double dot(double[] a, int ia, double[] b, int ib) {
        return a[ia] * b[ib] + a[ia + 1] * b[ib + 1] + a[ia + 2] * b[ib + 2];
    }

    /** The right-hand side in general: any dimensions, parameters possibly at (or a stage beyond) a bound. */
    void derivativeGeneral(double tau, double[] xs, double[] dx, double capLength) {
        if (tau == 0 && geometryAtStart && sameAsGeometry(xs)) {
            // the previous update ended at these parameters and at the poses now stored as the start: the
            // witnesses, Ψ and M evaluated there stand (up to rounding of the stage pose at dt against the stored
            // pose); only the motion term b depends on the new velocities
            motion.term(ga, gb, na, n, bb);
        } else {
            geometryAtStart = false;
            geometry(tau, xs);
            motion.term(ga, gb, na, n, bb);
        }
        for (int i = 0; i < n; i++) {
            held[i] = false;
        }
        heldCount = 0;
        if (n == 4 && strictlyInside(xs)) {
            // patch–patch with no parameter at a bound: nothing can be held, one unrolled solve
            solve4();
        } else {
            solveSaturated(xs);
        }
        double largest = 0;
        for (int i = 0; i < n; i++) {
            dx[i] = held[i] ? 0 : sol[i];
            largest = Math.max(largest, Math.abs(dx[i]) * capLength / (hi[i] - lo[i]));
        }
        if (largest > FeaturePairTracker.MAX_STEP_FRACTION) {
            double f = FeaturePairTracker.MAX_STEP_FRACTION / largest;
            for (int i = 0; i < n; i++) {
                dx[i] *= f;
            }
        }
    }

    /**
     * The right-hand side of a patch–patch pair with every parameter strictly inside its box (the common case):
     * no stage outside, nothing held, the unrolled solve; the same numbers as the general path.
     */
    void derivativeInside4(double tau, double[] xs, double[] dx, double capLength) {
        if (!(tau == 0 && geometryAtStart && xs[0] == xGeometry[0] && xs[1] == xGeometry[1]
                && xs[2] == xGeometry[2] && xs[3] == xGeometry[3])) {
            // else: cached geometry of the previous update's end (see derivativeGeneral)
            geometryAtStart = false;
            geometry(tau, xs);
        }
        motion.term4(ga, gb, bb);
        held[0] = false;
        held[1] = false;
        held[2] = false;
        held[3] = false;
        heldCount = 0;
        solve4();
        double s0 = sol[0];
        double s1 = sol[1];
        double s2 = sol[2];
        double s3 = sol[3];
        double largest = Math.max(Math.max(Math.abs(s0) * invWidth[0], Math.abs(s1) * invWidth[1]),
                Math.max(Math.abs(s2) * invWidth[2], Math.abs(s3) * invWidth[3])) * capLength;
        double f = largest > FeaturePairTracker.MAX_STEP_FRACTION ? FeaturePairTracker.MAX_STEP_FRACTION / largest : 1;
        dx[0] = s0 * f;
        dx[1] = s1 * f;
        dx[2] = s2 * f;
        dx[3] = s3 * f;
    }

    boolean strictlyInside(double[] xs) {
        return xs[0] > lo[0] && xs[0] < hi[0] && xs[1] > lo[1] && xs[1] < hi[1]
                && xs[2] > lo[2] && xs[2] < hi[2] && xs[3] > lo[3] && xs[3] < hi[3];
    }

    /** The saturation loop: solve, hold the parameters at a bound whose velocity points out, re-solve. */
    private void solveSaturated(double[] xs) {
        if (n == 4) {
            h4.signedRows(mm);
        }
        for (int round = 0; round <= n; round++) {
            solve();
            boolean changed = false;
            for (int i = 0; i < n; i++) {
                if (!held[i] && ((xs[i] <= lo[i] && sol[i] < 0) || (xs[i] >= hi[i] && sol[i] > 0))) {
                    held[i] = true;
                    heldCount++;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
    }

    /** The geometry at the end of an update with no parameter at a bound (nothing held; no solve needed). */
    void endGeometry(double tau, double[] xs) {
        geometry(tau, xs);
        for (int i = 0; i < n; i++) {
            held[i] = false;
        }
        heldCount = 0;
    }

    /** Stage poses at τ, feature evaluations (cached), world witnesses, ΔR, Ψ and M at parameters xs. */
    private void geometry(double tau, double[] xs) {
        PairMotion m = motion;
        m.stage(tau);
        evaluateFeatures(xs);
        if (n == 4) {
            patchPatchGeometry();
        } else {
            generalGeometry();
        }
    }

    /** Local evaluations of both features at xs (cached: skipped for parameters already evaluated). */
    private void evaluateFeatures(double[] xs) {
        // features are immutable: re-evaluate only when the parameters changed (the end state of one update is
        // the start state of the next)
        double a0 = param(xs, 0, na > 0);
        double a1 = param(xs, 1, na > 1);
        if (a0 != evalA0 || a1 != evalA1) {
            featureA.evaluate(a0, a1, la);
            evalA0 = a0;
            evalA1 = a1;
        }
        double b0 = param(xs, na, n > na);
        double b1 = param(xs, na + 1, n > na + 1);
        if (b0 != evalB0 || b1 != evalB1) {
            featureB.evaluate(b0, b1, lb);
            evalB0 = b0;
            evalB1 = b1;
        }
    }

    /** World witnesses, ΔR, Ψ and M of a pair other than patch–patch (generic loops). */
    private void generalGeometry() {
        toWorld(motion.ra, motion.pa, la, ga);
        toWorld(motion.rb, motion.pb, lb, gb);
        dr[0] = ga[0] - gb[0];
        dr[1] = ga[1] - gb[1];
        dr[2] = ga[2] - gb[2];
        for (int i = 0; i < n; i++) {
            boolean rowA = i < na;
            double[] gi = rowA ? ga : gb;
            int ti = 3 + 3 * (rowA ? i : i - na);
            psi[i] = dot(dr, 0, gi, ti);
            for (int k = 0; k < n; k++) {
                boolean colA = k < na;
                double[] gk = colA ? ga : gb;
                int tk = 3 + 3 * (colA ? k : k - na);
                double value = (colA ? 1 : -1) * dot(gk, tk, gi, ti);
                if (rowA == colA) {
                    int ii = rowA ? i : i - na;
                    int kk = colA ? k : k - na;
                    value += dot(dr, 0, gi, 9 + 3 * (ii + kk));
                }
                mm[4 * i + k] = value;
            }
        }
    }

    /**
     * World witnesses, ΔR, Ψ and H = diag(I, −I)·M of a patch–patch pair, unrolled: the ten entries of the
     * symmetric H (the Hessian of ½|ΔR|² in (u, v, r, s)) are computed once each. Only the points and first
     * derivatives are rotated into the world (into {@link #ga} and {@link #gb}, entries 0–8); the curvature terms
     * ΔR·f_ik = (R_Aᵀ ΔR)·f̂_ik are taken in each body's frame (one rotation of ΔR instead of three of the second
     * derivatives). M itself is written only when the general solve needs it ({@code Ldlt4.signedRows}).
     */
    private void patchPatchGeometry() {
        PairMotion m = motion;
        pointAndTangents(m.ra, m.pa, la, ga);
        pointAndTangents(m.rb, m.pb, lb, gb);
        double[] f = ga;
        double[] g = gb;
        double dx = f[0] - g[0];
        double dy = f[1] - g[1];
        double dz = f[2] - g[2];
        dr[0] = dx;
        dr[1] = dy;
        dr[2] = dz;
        psi[0] = dx * f[3] + dy * f[4] + dz * f[5];
        psi[1] = dx * f[6] + dy * f[7] + dz * f[8];
        psi[2] = dx * g[3] + dy * g[4] + dz * g[5];
        psi[3] = dx * g[6] + dy * g[7] + dz * g[8];
        h4.gram(ga, gb);
        curvature(m.ra, la, dx, dy, dz, curv, 0);
        curvature(m.rb, lb, dx, dy, dz, curv, 3);
        h4.addCurvature(curv);
    }

    /**
     * The curvature terms of one body: out[at..at+2] = (a·l_uu, a·l_uv, a·l_vv) with a = Rᵀ(dx, dy, dz), ΔR in the
     * body's frame, and l the local evaluation (second derivatives at 9–17).
     */
    private static void curvature(double[] r, double[] l, double dx, double dy, double dz, double[] out, int at) {
        double ax = r[0] * dx + r[3] * dy + r[6] * dz;
        double ay = r[1] * dx + r[4] * dy + r[7] * dz;
        double az = r[2] * dx + r[5] * dy + r[8] * dz;
        out[at] = ax * l[9] + ay * l[10] + az * l[11];
        out[at + 1] = ax * l[12] + ay * l[13] + az * l[14];
        out[at + 2] = ax * l[15] + ay * l[16] + az * l[17];
    }

    /** world[0..8] = the point p + R·local[0..2] and the two first derivatives R·local[3..8] (unrolled). */
    private static void pointAndTangents(double[] r, double[] p, double[] local, double[] world) {
        double r0 = r[0];
        double r1 = r[1];
        double r2 = r[2];
        double r3 = r[3];
        double r4 = r[4];
        double r5 = r[5];
        double r6 = r[6];
        double r7 = r[7];
        double r8 = r[8];
        double x = local[0];
        double y = local[1];
        double z = local[2];
        world[0] = r0 * x + r1 * y + r2 * z + p[0];
        world[1] = r3 * x + r4 * y + r5 * z + p[1];
        world[2] = r6 * x + r7 * y + r8 * z + p[2];
        for (int o = 3; o <= 6; o += 3) {
            x = local[o];
            y = local[o + 1];
            z = local[o + 2];
            world[o] = r0 * x + r1 * y + r2 * z;
            world[o + 1] = r3 * x + r4 * y + r5 * z;
            world[o + 2] = r6 * x + r7 * y + r8 * z;
        }
    }

    /**
     * The patch–patch solve with no parameter held, unrolled: H = L·D·Lᵀ (no square roots; its pivots D are the
     * squared diagonal of the Cholesky factor, tested as in {@link #hessianPositiveDefinite}, gradient fallback
     * when the test fails), then H w = diag(I, −I)(−KΨ − b).
     */
    private void solve4() {
        double scale = h4.scale();
        if (!h4.factor(FeaturePairTracker.SINGULAR_PIVOT_RATIO * scale)) {
            for (int i = 0; i < 4; i++) {
                free[i] = i;
            }
            gradientFallback(4, scale);
            return;
        }
        h4.solve(-gain * psi[0] - bb[0], -gain * psi[1] - bb[1], gain * psi[2] + bb[2], gain * psi[3] + bb[3],
                sol);
    }

    private boolean sameAsGeometry(double[] xs) {
        for (int i = 0; i < n; i++) {
            if (xs[i] != xGeometry[i]) {
                return false;
            }
        }
        return true;
    }

    private static double param(double[] xs, int index, boolean present) {
        return present ? xs[index] : 0;
    }

    /** Solves M w = −KΨ − b on the free parameters into sol (held ones 0) through the Cholesky factor of H. */
    private void solve() {
        int m = 0;
        for (int i = 0; i < n; i++) {
            sol[i] = 0;
            if (!held[i]) {
                free[m++] = i;
            }
        }
        double scale = 0;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < m; c++) {
                double value = mm[4 * free[r] + free[c]];
                work[4 * r + c] = value;
                scale = Math.max(scale, Math.abs(value));
            }
            workRhs[r] = -gain * psi[free[r]] - bb[free[r]];
        }
        if (m == 0) {
            return;
        }
        if (!hessianPositiveDefinite(m, scale)) {
            gradientFallback(m, scale);
            return;
        }
        // M = S·H with S = diag(±1) (B rows negated) and H = L·Lᵀ from the test above: w = H⁻¹·S·rhs by one
        // forward and one back substitution (no second factorisation)
        for (int r = 0; r < m; r++) {
            double y = (free[r] < na ? 1 : -1) * workRhs[r];
            for (int k = 0; k < r; k++) {
                y -= chol[4 * r + k] * workRhs[k];
            }
            workRhs[r] = y / chol[4 * r + r];
        }
        for (int r = m - 1; r >= 0; r--) {
            double w = workRhs[r];
            for (int k = r + 1; k < m; k++) {
                w -= chol[4 * k + r] * workRhs[k];
            }
            workRhs[r] = w / chol[4 * r + r];
        }
        for (int r = 0; r < m; r++) {
            sol[free[r]] = workRhs[r];
        }
    }

    /**
     * Cholesky test of H = diag(±1)·M on the free block (rows of B parameters negated): H is the Hessian of
     * ½|ΔR|², so a failure means the linearised step would not descend (e.g. it would head for a farthest point).
     */
    private boolean hessianPositiveDefinite(int m, double scale) {
        for (int r = 0; r < m; r++) {
            double sign = free[r] < na ? 1 : -1;
            for (int c = 0; c < m; c++) {
                chol[4 * r + c] = sign * work[4 * r + c];
            }
        }
        for (int j = 0; j < m; j++) {
            double d = chol[4 * j + j];
            for (int k = 0; k < j; k++) {
                d -= chol[4 * j + k] * chol[4 * j + k];
            }
            if (!(d > FeaturePairTracker.SINGULAR_PIVOT_RATIO * scale)) {
                return false;
            }
            double l = Math.sqrt(d);
            chol[4 * j + j] = l;
            for (int i = j + 1; i < m; i++) {
                // symmetric in exact arithmetic; use the mean of the two triangles against rounding
                double e = 0.5 * (chol[4 * i + j] + chol[4 * j + i]);
                for (int k = 0; k < j; k++) {
                    e -= chol[4 * i + k] * chol[4 * j + k];
                }
                chol[4 * i + j] = e / l;
            }
        }
        return true;
    }

    /** Gradient descent on ½|ΔR|²: ∂/∂(A param) = Ψ, ∂/∂(B param) = −Ψ. */
    private void gradientFallback(int m, double scale) {
        double rate = scale > 0 ? gain / scale : 0;
        for (int r = 0; r < m; r++) {
            int i = free[r];
            sol[i] = (i < na ? -rate : rate) * psi[i];
        }
    }
}
