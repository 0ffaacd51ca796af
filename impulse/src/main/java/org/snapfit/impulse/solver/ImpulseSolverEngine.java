package org.snapfit.impulse.solver;

import org.snapfit.impulse.internal.Dense;

/**
 * The allocation-free kernel of the passive multi-contact collision resolution of Constantinescu, Salcudean and
 * Croft, "Impulsive forces for haptic rendering of rigid contacts", eq. (15) with the dimensionally correct
 * inverse inertia of the paper's appendix, eqs. (17)–(23):
 *
 * <pre>
 *   A = J_c D⁻¹ J_cᵀ,   p = −(1 + e) A† J_c q̇₀,   q̇ = q̇₀ + D⁻¹ J_cᵀ p.
 * </pre>
 *
 * <p>Mutable (it owns preallocated flat row-major workspaces sized at construction) and not thread-safe: use one
 * engine per thread. {@link #resolve} allocates nothing. Approximate (floating point) with these documented
 * decisions:
 * <ul>
 *   <li>D is factored by Cholesky, D = L Lᵀ; a pivot that is not positive (or NaN) rejects D as not SPD.</li>
 *   <li>W = L⁻¹ J_cᵀ (d × c) by forward substitution, in the same left-looking pass as L (two columns of L and
 *       of W per pass); A is the Gram matrix WᵀW (lower triangle only), so it is symmetric positive
 *       semi-definite by construction; b = Wᵀ(Lᵀq̇₀) = J_c q̇₀ is formed from the same W.</li>
 *   <li>A is factored by Cholesky in the natural contact order while every pivot exceeds
 *       {@code rankTolerance × max_i A_ii}; at the first pivot that does not, symmetric (diagonal) pivoting takes
 *       over from that column, A ≈ P L Lᵀ Pᵀ with L c × r lower trapezoidal, stopping when the largest remaining
 *       pivot is at most {@code rankTolerance × max_i A_ii} (the rank r is the number of pivots taken).</li>
 *   <li>Fast path (r = c): two triangular solves.</li>
 *   <li>Otherwise the pseudo-inverse path: with L = [L₁; L₂] (L₁ r × r) and K = L₂ L₁⁻¹, the kept range of the
 *       truncated A is that of P [I; K] and its null space that of P [−Kᵀ; I], so the minimum-norm solution is
 *       A†b = P [I; K] M⁻¹ (L₁L₁ᵀ)⁻¹ M⁻¹ [I Kᵀ] Pᵀ b with M = I + KᵀK (symmetric positive definite, eigenvalues
 *       ≥ 1), which equals P L (LᵀL)⁻¹(LᵀL)⁻¹ Lᵀ Pᵀ b. Should the minimum-norm impulses raise the kinetic energy by
 *       more than {@link #PASSIVITY_SLACK}, the basic solution on the r pivot contacts replaces them.</li>
 *   <li>One corrected-semi-normal-equations step refines x = A†b. On the Cholesky path it is skipped when the
 *       rounding-error bound of {@code refinementNegligible} shows that the unrefined impulses can neither raise
 *       the kinetic energy (the energy the impact dissipates counts) nor move Newton's law beyond
 *       {@link #REFINE_NEWTON_BOUND} (see there); on the pseudo-inverse path when the a-posteriori bound of
 *       {@code residualNegligible} (computed residual, which also sees the truncation of the rank decision) shows
 *       the same.</li>
 * </ul>
 * For every size up to {@code FixedSizeKernels.MAX_DOF} = 12 these operations run as generated straight-line code
 * ({@code FixedSizeKernels}: same operations, other summation orders, the Cholesky pivot chain of LDLᵀ with the
 * square root beside it); the loop versions serve larger sizes and a D that is not exactly mirrored or whose pivots
 * are not positive and finite (they screen and report). The decisions and error bounds below do not depend on the
 * summation order.
 * <p>Passivity (appendix, eqs. 19–20 and 23): with Lᵀq̇ = Lᵀq̇₀ − (1 + e) P Lᵀq̇₀ for the orthogonal projector P onto
 * the kept range, 2 KE = |(I − P) Lᵀq̇₀|² + e² |P Lᵀq̇₀|² ≤ 2 KE₀ for every e ∈ [0, 1], whatever the rank decision.
 */
public final class ImpulseSolverEngine {

    /** Relative asymmetry |D_ij − D_ji| ≤ this × max(|D_ij|, |D_ji|) accepted in the inertia (dimensionless). */
    public static final double SYMMETRY_TOLERANCE = 1e-12;
    /**
     * The refinement step is skipped on the Cholesky path only if the unrefined impulses provably cannot raise the
     * kinetic energy by more than this, relative (dimensionless; ten times below the 1e-12 passivity margin that the
     * tests check): the bound 2 (1 + e) E on their energy error (see {@code refinementNegligible}) must be at most
     * this × |Lᵀq̇₀|² plus a lower bound of the energy (1 − e²) |W x|² the impact dissipates. For e = 1 (nothing
     * dissipated) that is energy conservation to this relative accuracy.
     */
    public static final double REFINE_ENERGY_BOUND = 1e-13;
    /**
     * ... and the bound on its effect on Newton's law, (1 + e) N / ‖J_c q̇₀‖, is at most this (dimensionless; ten
     * times below the 1e-10 tolerance that the tests check).
     */
    public static final double REFINE_NEWTON_BOUND = 1e-11;
    /**
     * On the pseudo-inverse path, a relative kinetic-energy gain above this (dimensionless; ten times inside the
     * 1e-12 that the tests check) makes the engine use the basic solution on the pivot contacts instead of the
     * minimum-norm one, whose velocity change is then an exact orthogonal projection (so passivity holds whatever
     * the rank decision).
     */
    public static final double PASSIVITY_SLACK = 1e-13;
    /**
     * When the natural-order factorisation of A stops at a pivot within the rank cut, the columns already formed are
     * kept (and symmetric pivoting continues from there) only if every pivot taken was at least this × max_i A_ii
     * (dimensionless); otherwise the factorisation restarts with full symmetric pivoting, so that a small but kept
     * pivot cannot make the kept factor L₁ ill-conditioned.
     */
    private static final double NATURAL_PIVOT_RATIO = 1e-3;
    /** The unit roundoff of IEEE double, u = 2⁻⁵³ (dimensionless). */
    private static final double UNIT_ROUNDOFF = 0x1.0p-53;
    /** Safety factor on the first-order residual bound (covers the O(u²) terms and the rounding of ‖L‖_F²). */
    private static final double BOUND_SAFETY = 2;

    private final int maxDof;
    private final int maxContacts;
    private final double rankTolerance;
    private final double[] l;
    private final double[] invL;
    private final double[] dg;
    private final double[] w;
    private final double[] a;
    private final double[] la;
    private final double[] invLa;
    private final double[] kf;
    private final double[] mf;
    private final double[] invM;
    private final int[] perm;
    private final double[] b;
    private final double[] x;
    private final double[] t;
    private final double[] z;
    private final double[] y;
    private final double[] g;
    private final double[] z2;
    private final double[] pivots;
    private boolean choleskyEnabled = true;
    private boolean straightKernels = true;
    private boolean lastRefined;
    private boolean identityPermutation;
    private double minNaturalPivot;
    private boolean lastBasic;
    private boolean forceBasic;
    private InversePath lastPath = InversePath.NONE;
    private int lastRank;
    private double lastKeBefore;
    private double lastKeAfter;

    /**
     * Creates an engine with workspaces for problems up to the given size.
     *
     * @param maxDof the largest number of degrees of freedom d, {@code >= 1}
     * @param maxContacts the largest number of colliding contacts c, {@code >= 1}
     * @param rankTolerance the relative rank tolerance (dimensionless), in (0, 1)
     * @throws IllegalArgumentException if a size is below 1 or the tolerance is outside (0, 1)
     */
    public ImpulseSolverEngine(int maxDof, int maxContacts, double rankTolerance) {
        if (maxDof < 1) {
            throw new IllegalArgumentException("maxDof = " + maxDof + "; it must be >= 1");
        }
        if (maxContacts < 1) {
            throw new IllegalArgumentException("maxContacts = " + maxContacts + "; it must be >= 1");
        }
        if (!(rankTolerance > 0 && rankTolerance < 1)) {
            throw new IllegalArgumentException("rankTolerance = " + rankTolerance + "; it must lie in (0, 1)");
        }
        this.maxDof = maxDof;
        this.maxContacts = maxContacts;
        this.rankTolerance = rankTolerance;
        this.l = new double[maxDof * maxDof];
        this.invL = new double[maxDof];
        this.dg = new double[maxDof];
        this.w = new double[maxContacts * maxDof];
        this.a = new double[maxContacts * maxContacts];
        this.la = new double[maxContacts * maxContacts];
        this.invLa = new double[maxContacts];
        this.kf = new double[maxContacts * maxContacts];
        this.mf = new double[maxContacts * maxContacts];
        this.invM = new double[maxContacts];
        this.perm = new int[maxContacts];
        this.b = new double[maxContacts];
        this.x = new double[maxContacts];
        this.t = new double[maxContacts];
        this.z = new double[maxDof];
        this.y = new double[maxDof];
        this.g = new double[maxContacts];
        this.z2 = new double[maxContacts];
        this.pivots = new double[maxContacts];
    }

    /**
     * Resolves one collision state (eq. 15). Inputs are read, never modified; outputs are overwritten.
     *
     * @param inertia D, row-major d × d, symmetric positive definite (kg, kg·m, kg·m² entries as the coordinates
     *     require)
     * @param jacobian J_c, row-major c × d, row i = n_iᵀ J_i (eqs. 9, 12–14)
     * @param velocity q̇₀, length ≥ d, the pre-collision generalised velocity
     * @param d the number of degrees of freedom, {@code 1 <= d <= maxDof}
     * @param c the number of colliding contacts, {@code 0 <= c <= maxContacts}
     * @param restitution e ∈ [0, 1]
     * @param impulsesOut receives p (length ≥ c)
     * @param velocityOut receives q̇ (length ≥ d)
     * @return the rank kept for A (c on the Cholesky path)
     * @throws IllegalArgumentException if a size is out of range, an array is too short, e is outside [0, 1],
     *     an input is NaN or infinite, or D is not symmetric positive definite (the message names the quantity)
     */
    public int resolve(double[] inertia, double[] jacobian, double[] velocity, int d, int c, double restitution,
            double[] impulsesOut, double[] velocityOut) {
        check(inertia, jacobian, velocity, d, c, restitution, impulsesOut, velocityOut);
        factorInertia(inertia, jacobian, velocity, d, c);
        // y0 = Lᵀ q̇₀, so 2 KE₀ = |y0|²
        double ke0 = straightKernels && d <= FixedSizeKernels.MAX_DOF
                ? FixedSizeKernels.lowerTransposed(d, l, velocity, y) : lowerTransposed(velocity, d);
        if (!(ke0 <= Double.MAX_VALUE)) {
            rejectNonFinite(inertia, jacobian, velocity, d, c, "kinetic energy q̇₀ᵀ D q̇₀ = " + ke0);
        }
        lastKeBefore = ke0 / 2;
        lastRefined = false;
        if (c == 0) {
            System.arraycopy(velocity, 0, velocityOut, 0, d);
            lastPath = InversePath.NONE;
            lastRank = 0;
            lastKeAfter = lastKeBefore;
            return 0;
        }
        double traceA = formCollisionMatrix(d, c);
        if (!(traceA <= Double.MAX_VALUE)) {
            rejectNonFinite(inertia, jacobian, velocity, d, c, "trace of J_c D⁻¹ J_cᵀ = " + traceA);
        }
        int rank = factorCollisionMatrix(c);
        lastRank = rank;
        if (choleskyEnabled && rank == c) {
            lastPath = InversePath.CHOLESKY;
            solveFullRank(c, b, x);
            if (!refinementNegligible(d, c, traceA, ke0, restitution)) {
                refine(d, c);
            }
        } else {
            lastPath = InversePath.PSEUDO_INVERSE;
            if (rank > 0) {
                rangeBasis(c, rank);
            }
            applyPseudoInverse(c, rank, b, x);
            if (!residualNegligible(d, c, traceA, ke0, restitution)) {
                refine(d, c);
            }
        }
        lastRank = rank;
        double ke = applyImpulses(d, c, restitution, impulsesOut);
        lastBasic = false;
        if (lastPath == InversePath.PSEUDO_INVERSE && rank > 0 && rank < c
                && (forceBasic || ke > ke0 * (1 + PASSIVITY_SLACK))) {
            // the truncated factorisation left W x short of an orthogonal projection of y0 (a dropped pivot near
            // the rank cut): fall back to the basic solution on the r pivot contacts, W₁x₁ = Π₁ y0 exactly
            basicSolution(c, rank);
            ke = applyImpulses(d, c, restitution, impulsesOut);
            lastBasic = true;
        }
        lastKeAfter = ke / 2;
        solveTransposed(l, invL, d, d, z);
        for (int i = 0; i < d; i++) {
            velocityOut[i] = velocity[i] + z[i];
        }
        return rank;
    }

    /** y = Lᵀ v (two entries at a time, the loop version for d above the straight-line kernels); returns |y|². */
    private double lowerTransposed(double[] velocity, int d) {
        double ke0 = 0;
        for (int i = 0; i < d; i += 2) {
            boolean pair = i + 1 < d;
            int i1 = pair ? i + 1 : i;
            double s0 = l[i * d + i] * velocity[i];
            double s1 = 0;
            for (int k = i + 1; k < d; k++) {
                double qk = velocity[k];
                int rk = k * d;
                s0 += l[rk + i] * qk;
                s1 += l[rk + i1] * qk;
            }
            y[i] = s0;
            ke0 += s0 * s0;
            if (pair) {
                y[i1] = s1;
                ke0 += s1 * s1;
            }
        }
        return ke0;
    }

    /** p = −(1 + e) x into impulsesOut, z = W p, and returns |y0 + z|² (= 2 KE after). */
    private double applyImpulses(int d, int c, double restitution, double[] impulsesOut) {
        double scale = -(1 + restitution);
        for (int i = 0; i < c; i++) {
            impulsesOut[i] = scale * x[i];
        }
        // z = W p = L⁻¹ J_cᵀ p (two entries at a time); Lᵀ q̇ = y0 + z; q̇ = q̇₀ + L⁻ᵀ z
        if (straightKernels && d <= FixedSizeKernels.MAX_DOF) {
            return FixedSizeKernels.transposedTimes(d, w, c, impulsesOut, z, y);
        }
        double ke = 0;
        for (int k = 0; k < d; k += 2) {
            boolean pair = k + 1 < d;
            int k1 = pair ? k + 1 : k;
            double s0 = 0;
            double s1 = 0;
            for (int i = 0; i < c; i++) {
                double pi = impulsesOut[i];
                int ri = i * d;
                s0 += w[ri + k] * pi;
                s1 += w[ri + k1] * pi;
            }
            z[k] = s0;
            double y0 = y[k] + s0;
            ke += y0 * y0;
            if (pair) {
                z[k1] = s1;
                double y1 = y[k1] + s1;
                ke += y1 * y1;
            }
        }
        return ke;
    }

    /** x = P [L₁₁⁻ᵀ L₁₁⁻¹ (Pᵀb)₁; 0]: the least-squares impulses on the r pivot contacts only. */
    private void basicSolution(int c, int r) {
        for (int k = 0; k < r; k++) {
            double s = b[perm[k]];
            int rk = k * c;
            for (int m = 0; m < k; m++) {
                s -= la[rk + m] * t[m];
            }
            t[k] = s / la[rk + k];
        }
        for (int k = r - 1; k >= 0; k--) {
            double s = t[k];
            for (int m = k + 1; m < r; m++) {
                s -= la[m * c + k] * t[m];
            }
            t[k] = s / la[k * c + k];
        }
        for (int i = 0; i < c; i++) {
            x[i] = 0;
        }
        for (int k = 0; k < r; k++) {
            x[perm[k]] = t[k];
        }
    }

    /**
     * Resolves one collision state like {@link #resolve} and packs the outcome into an immutable result
     * (allocates the result's arrays).
     *
     * @param inertia D, row-major d × d
     * @param jacobian J_c, row-major c × d
     * @param velocity q̇₀
     * @param d the number of degrees of freedom
     * @param c the number of rows
     * @param restitution e ∈ [0, 1]
     * @return impulses, velocity after, J_cᵀp, energies, rank and path
     * @throws IllegalArgumentException as {@link #resolve}
     */
    public CollisionResult solve(double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            double restitution) {
        double[] p = new double[c];
        double[] qd = new double[d];
        int rank = resolve(inertia, jacobian, velocity, d, c, restitution, p, qd);
        double[] jtp = new double[d];
        for (int i = 0; i < c; i++) {
            for (int k = 0; k < d; k++) {
                jtp[k] += jacobian[i * d + k] * p[i];
            }
        }
        return new CollisionResult(p, qd, jtp, lastKeBefore, lastKeAfter, rank, lastPath);
    }

    /**
     * The inverse path taken by the last {@link #resolve} call.
     *
     * @return the path, {@link InversePath#NONE} before the first call or when there were no contacts
     */
    public InversePath lastPath() {
        return lastPath;
    }

    /**
     * The rank kept by the last {@link #resolve} call.
     *
     * @return the rank, {@code 0 <= rank <= c}
     */
    public int lastRank() {
        return lastRank;
    }

    /**
     * The kinetic energy ½ q̇₀ᵀ D q̇₀ before the last resolution (J when D is in kg·m² units).
     *
     * @return the energy before
     */
    public double lastKineticEnergyBefore() {
        return lastKeBefore;
    }

    /**
     * The kinetic energy ½ q̇ᵀ D q̇ after the last resolution, computed as ½ |Lᵀq̇₀ + L⁻¹J_cᵀp|².
     *
     * @return the energy after
     */
    public double lastKineticEnergyAfter() {
        return lastKeAfter;
    }

    /**
     * Whether the last resolution ran the refinement step (skipped only when an error bound shows it cannot matter).
     *
     * @return true if it ran
     */
    public boolean lastRefined() {
        return lastRefined;
    }

    /**
     * Whether the last resolution fell back from the minimum-norm impulses to the basic solution on the r pivot
     * contacts because the former would have raised the kinetic energy by more than {@link #PASSIVITY_SLACK}.
     *
     * @return true if it fell back
     */
    public boolean lastFellBackToBasic() {
        return lastBasic;
    }

    /** Test hook: with {@code true}, every rank-deficient resolution takes the basic-solution fallback. */
    void setForceBasic(boolean force) {
        this.forceBasic = force;
    }

    /** Test hook: with {@code false}, the loop versions replace the straight-line kernels of {@link FixedSizeKernels}. */
    void setStraightKernels(boolean enabled) {
        this.straightKernels = enabled;
    }

    /** Test hook: with {@code false}, every resolution takes the pseudo-inverse path. */
    void setCholeskyEnabled(boolean enabled) {
        this.choleskyEnabled = enabled;
    }

    /**
     * Whether one refinement step provably cannot matter, from a rounding-error bound on the residual
     * g = Wᵀy0 − WᵀW x̂ of the computed solution x̂ (exact arithmetic on the computed W and y0), which is exactly
     * what the step removes. Backward errors (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed.,
     * §3.1 and Theorem 10.4), with γ_n = n u / (1 − n u):
     * <ul>
     *   <li>b̂ = fl(Wᵀy0): |b̂ − Wᵀy0| ≤ γ_d |W|ᵀ|y0|;</li>
     *   <li>Â = fl(WᵀW): |Â − WᵀW| ≤ γ_d |W|ᵀ|W|;</li>
     *   <li>Cholesky and the two triangular solves: (Â + ΔA) x̂ = b̂ with |ΔA| ≤ γ_{3c+1} |L̂||L̂ᵀ|.</li>
     * </ul>
     * So g = (Wᵀy0 − b̂) + (Â − WᵀW) x̂ + ΔA x̂ and, with σ = Σ_i |x̂_i| ‖w_i‖ (‖w_i‖² = A_ii) bounding
     * ‖|W||x̂|‖ and v = |L̂ᵀ||x̂|:
     * <pre>
     *   |x̂ᵀg| ≤ E = γ_d σ ‖y0‖ + γ_d σ² + γ_{3c+1} ‖v‖²,
     *   ‖g‖  ≤ N = √(tr A) (γ_d ‖y0‖ + γ_d σ + γ_{3c+1} ‖v‖).
     * </pre>
     * In exact arithmetic y = y0 − (1 + e) W x̂ has
     * |y|² = |y0|² − (1 − e²) |W x̂|² − 2 (1 + e) x̂ᵀg and Wᵀy + e b = (1 + e) g, so x̂ changes 2 KE by at most
     * 2 (1 + e) E beyond the exact resolution and Newton's law by (1 + e) N. Both bounds are doubled (second-order
     * terms, rounding of the bound itself). The step is skipped when
     * <ul>
     *   <li><em>passivity</em>: 2 (1 + e) E ≤ {@link #REFINE_ENERGY_BOUND} × |y0|² + (1 − e²) |W x̂|²₋, where
     *       |W x̂|²₋ = fl(x̂ᵀb̂) − 4E − γ_{3c+1} Σ|x̂_i b̂_i| ≤ |W x̂|² is a lower bound of the energy the impact
     *       dissipates: the unrefined x̂ cannot raise KE above KE₀ (1 + {@link #REFINE_ENERGY_BOUND}). For e = 1
     *       nothing is dissipated and this is the conservation test 2 (1 + e) E ≤ 1e-13 |y0|²; for e &lt; 1 the
     *       contract asks no energy accuracy beyond "never increases", and Newton's law below bounds the deviation;</li>
     *   <li><em>Newton</em>: (1 + e) N ≤ {@link #REFINE_NEWTON_BOUND} × ‖b‖.</li>
     * </ul>
     * Cost: O(c²); a first O(c) test with the lower bound σ² ≥ Σ x̂_i² A_ii of the dominant term and the upper bound
     * (1 − e²) max(0, x̂ᵀb̂) of the dissipation rejects the skip early when the step is clearly needed (the decision is
     * the same).
     */
    private boolean refinementNegligible(int d, int c, double traceA, double ke0, double e) {
        double gammaD = gamma(d);
        double gammaC = gamma(3 * c + 1);
        // O(c) pass: the lower bound Σ x_j² A_jj of σ², and x̂ᵀb̂ with Σ|x̂_j b̂_j| for the dissipation term
        double floor = 0;
        double xb = 0;
        double xbAbs = 0;
        for (int j = 0; j < c; j++) {
            double xj = x[j];
            double pj = xj * b[j];
            floor += xj * xj * a[j * c + j];
            xb += pj;
            xbAbs += Math.abs(pj);
        }
        double dissipative = 1 - e * e;
        double lossFactor = 2 * (1 + e) * BOUND_SAFETY;
        // fast fail without square roots: E ≥ γ_d Σ x_j² A_jj, and the dissipation term is at most (1 − e²) x̂ᵀb̂;
        // when these alone break the energy test the full bound would too (same decision)
        if (lossFactor * gammaD * floor > REFINE_ENERGY_BOUND * ke0 + dissipative * Math.max(xb, 0)) {
            return false;
        }
        double sigma = 0;
        double v2 = 0;
        for (int j = 0; j < c; j++) {
            sigma += Math.abs(x[j]) * Math.sqrt(a[j * c + j]);
            double vj = 0;
            for (int i = j; i < c; i++) {
                vj += Math.abs(la[i * c + j] * x[perm[i]]);
            }
            v2 += vj * vj;
        }
        double normY = Math.sqrt(ke0);
        double energy = BOUND_SAFETY * (gammaD * sigma * (normY + sigma) + gammaC * v2);
        // |W x̂|² = x̂ᵀb − x̂ᵀg ≥ fl(x̂ᵀb̂) − 2E − γ_c Σ|x̂_j b̂_j|, with 2E ≤ energy (taken twice for safety)
        double dissipation = dissipative * Math.max(0, xb - 2 * energy - gammaC * xbAbs);
        double newton = BOUND_SAFETY * Math.sqrt(traceA) * (gammaD * (normY + sigma) + gammaC * Math.sqrt(v2));
        return 2 * (1 + e) * energy <= REFINE_ENERGY_BOUND * ke0 + dissipation
                && (1 + e) * newton <= REFINE_NEWTON_BOUND * norm(b, c);
    }

    /**
     * The pseudo-inverse path's test whether one refinement step provably cannot matter, from the residual itself
     * (a posteriori, so that it also covers the truncation of the rank decision): with x̂ the computed impulses
     * (unscaled) and g = Wᵀy0 − WᵀW x̂ in exact arithmetic on the computed W and y0, y = y0 − (1 + e) W x̂ has
     * |y|² = |y0|² − (1 − e²) x̂ᵀWᵀy0 − (1 + e)² x̂ᵀg and Wᵀy + e b = (1 + e) g (Newton's law on all of R^c). The
     * engine computes ĝ = fl(b̂ − Â x̂) (Â from its lower triangle) and r̂ = fl(x̂ᵀĝ); with γ_n = n u / (1 − n u),
     * σ = Σ_i |x̂_i| √A_ii (so Σ_ij |x̂_i||A_ij||x̂_j| ≤ σ² and ‖|A||x̂|‖ ≤ √(tr A) σ for the positive semidefinite
     * A) and the errors of b̂ and Â bounded as in {@code refinementNegligible} (Higham, Accuracy and Stability of
     * Numerical Algorithms, 2nd ed., §3.1):
     * <pre>
     *   |x̂ᵀg| ≤ E = |r̂| + γ_{2c+1} (Σ_i |x̂_i||ĝ_i| + Σ_i |x̂_i b̂_i| + σ²) + γ_d σ (‖y0‖ + σ),
     *   ‖g‖  ≤ N = ‖ĝ‖ + γ_{c+1} (‖b̂‖ + √(tr A) σ) + γ_d √(tr A) (‖y0‖ + σ),
     * </pre>
     * both doubled ({@code BOUND_SAFETY}). The step is skipped when (1 + e)² E ≤ {@link #REFINE_ENERGY_BOUND} × |y0|²
     * + (1 − e²) (fl(x̂ᵀb̂) − γ_d σ ‖y0‖ − γ_c Σ_i |x̂_i b̂_i|)₊ (so KE cannot rise above KE₀ (1 + 1e-13), and for
     * e = 1 it is conserved to that accuracy) and (1 + e) N ≤ {@link #REFINE_NEWTON_BOUND} × ‖b̂‖. Cost: O(c²).
     */
    private boolean residualNegligible(int d, int c, double traceA, double ke0, double e) {
        double sigma = 0;
        double xb = 0;
        double xbAbs = 0;
        double r = 0;
        double xgAbs = 0;
        double g2 = 0;
        double b2 = 0;
        boolean kernels = straightKernels && c <= FixedSizeKernels.MAX_DOF;
        if (kernels) {
            FixedSizeKernels.residual(c, a, x, b, g);
        }
        for (int i = 0; i < c; i++) {
            int ri = i * c;
            double s;
            if (kernels) {
                s = g[i];
            } else {
                s = b[i];
                for (int j = 0; j <= i; j++) {
                    s -= a[ri + j] * x[j];
                }
                for (int j = i + 1; j < c; j++) {
                    s -= a[j * c + i] * x[j];
                }
            }
            double xi = x[i];
            double bi = b[i];
            r += xi * s;
            xgAbs += Math.abs(xi * s);
            g2 += s * s;
            b2 += bi * bi;
            sigma += Math.abs(xi) * Math.sqrt(a[ri + i]);
            double p = xi * bi;
            xb += p;
            xbAbs += Math.abs(p);
        }
        double gammaD = gamma(d);
        double normY = Math.sqrt(ke0);
        double rootTrace = Math.sqrt(traceA);
        double energy = BOUND_SAFETY * (Math.abs(r) + gamma(2 * c + 1) * (xgAbs + xbAbs + sigma * sigma)
                + gammaD * sigma * (normY + sigma));
        double dissipation = (1 - e * e) * Math.max(0, xb - gammaD * sigma * normY - gamma(c) * xbAbs);
        double normB = Math.sqrt(b2);
        double newton = BOUND_SAFETY * (Math.sqrt(g2) + gamma(c + 1) * (normB + rootTrace * sigma)
                + gammaD * rootTrace * (normY + sigma));
        return (1 + e) * (1 + e) * energy <= REFINE_ENERGY_BOUND * ke0 + dissipation
                && (1 + e) * newton <= REFINE_NEWTON_BOUND * normB;
    }

    private static double gamma(int n) {
        double nu = n * UNIT_ROUNDOFF;
        return nu / (1 - nu);
    }

    private static double norm(double[] v, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += v[i] * v[i];
        }
        return Math.sqrt(s);
    }

    private void check(double[] inertia, double[] jacobian, double[] velocity, int d, int c, double e,
            double[] pOut, double[] vOut) {
        if (d < 1 || d > maxDof) {
            throw new IllegalArgumentException("d = " + d + "; the number of degrees of freedom must lie in [1, "
                    + maxDof + "] for this engine");
        }
        if (c < 0 || c > maxContacts) {
            throw new IllegalArgumentException("c = " + c + "; the number of contacts must lie in [0, "
                    + maxContacts + "] for this engine");
        }
        if (!(e >= 0 && e <= 1)) {
            throw new IllegalArgumentException("restitution e = " + e + "; it must lie in [0, 1]");
        }
        requireLength("inertia D", inertia, d * d);
        requireLength("jacobian J_c", jacobian, c * d);
        requireLength("velocity q̇₀", velocity, d);
        requireLength("impulsesOut", pOut, c);
        requireLength("velocityOut", vOut, d);
        // The strict upper triangle of D (asymmetry, NaN or infinite entries) is screened inside the factorisation
        // (factorInertia). NaN or infinite entries of the lower triangle, of J_c or of q̇₀ make the Cholesky pivots,
        // tr A or KE₀ non-finite; those are tested where they are formed, and rejectNonFinite names the entry.
    }

    /**
     * Names the first NaN or infinite input entry or asymmetric inertia pair; if there is none, the inputs are
     * finite but the derived quantity overflowed.
     */
    private static void rejectNonFinite(double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            String derived) {
        requireFiniteInputs(inertia, jacobian, velocity, d, c);
        throw new IllegalArgumentException(derived + " overflows although every input is finite; rescale the units"
                + " of D, J_c or q̇₀");
    }

    /** Throws naming the first NaN or infinite input entry or asymmetric inertia pair, if any. */
    private static void requireFiniteInputs(double[] inertia, double[] jacobian, double[] velocity, int d, int c) {
        for (int i = 0; i < d; i++) {
            if (!Double.isFinite(velocity[i])) {
                throw new IllegalArgumentException("velocity q̇₀[" + i + "] = " + velocity[i] + "; it must be finite");
            }
            for (int k = 0; k < d; k++) {
                double dik = inertia[i * d + k];
                if (!Double.isFinite(dik)) {
                    throw new IllegalArgumentException("inertia D[" + i + "][" + k + "] = " + dik
                            + "; it must be finite");
                }
                double dki = inertia[k * d + i];
                if (Math.abs(dik - dki) > SYMMETRY_TOLERANCE * Math.max(Math.abs(dik), Math.abs(dki))) {
                    throw new IllegalArgumentException("inertia D[" + i + "][" + k + "] = " + dik + " but D[" + k
                            + "][" + i + "] = " + dki + "; the inertia must be symmetric");
                }
            }
        }
        for (int i = 0; i < c * d; i++) {
            if (!Double.isFinite(jacobian[i])) {
                throw new IllegalArgumentException("jacobian J_c[" + (i / d) + "][" + (i % d) + "] = " + jacobian[i]
                        + "; it must be finite");
            }
        }
    }

    private static void requireLength(String name, double[] array, int n) {
        if (array.length < n) {
            throw new IllegalArgumentException(name + " has length " + array.length + "; it needs at least " + n
                    + " entries");
        }
    }

    /**
     * Left-looking Cholesky D = L Lᵀ into l (lower, stride d), reciprocal diagonal into invL, fused with the forward
     * substitution W = L⁻¹ J_cᵀ (row i of w is w_iᵀ = (L⁻¹ J_iᵀ)ᵀ, stride d): columns j and j + 1 of L and of
     * every w_i are computed in the same pass ({@code columnPair}: four rows × two columns, eight independent dot
     * products), which halves the number of short inner loops, whose set-up dominates at these sizes. The pivots
     * come from a running diagonal (D_ii − Σ_{k&lt;j} L_ik², updated as each column is formed), so the next pivot
     * waits only for one product, not for a dot product.
     */
    private void factorInertia(double[] inertia, double[] jacobian, double[] velocity, int d, int c) {
        if (straightKernels && FixedSizeKernels.factor(d, inertia, l, invL)) {
            // exactly mirrored D with positive finite pivots (the usual case): straight-line kernels, two rows of W
            // per call (an odd last row is passed twice)
            for (int i = 0; i < c; i += 2) {
                int ra = i * d;
                FixedSizeKernels.forward(d, l, invL, jacobian, ra, i + 1 < c ? ra + d : ra, w);
            }
            return;
        }
        for (int i = 0; i < d; i++) {
            dg[i] = inertia[i * d + i];
        }
        boolean bad = false;
        int j = 0;
        for (; j + 1 < d; j += 2) {
            // two columns per pass: pivot j, the entry l_{j+1,j}, pivot j + 1, then both columns of every later row
            int rj = j * d;
            int rj1 = rj + d;
            double inv0 = takePivot(dg[j], j, inertia, jacobian, velocity, d, c);
            double t10 = inertia[rj1 + j];
            bad |= asymmetric(t10, inertia[rj + j + 1]);
            for (int k = 0; k < j; k++) {
                t10 -= l[rj1 + k] * l[rj + k];
            }
            double l10 = t10 * inv0;
            l[rj1 + j] = l10;
            double inv1 = takePivot(dg[j + 1] - l10 * l10, j + 1, inertia, jacobian, velocity, d, c);
            bad |= columnPair(inertia, l, l, dg, true, d, j + 2, d, j, inv0, inv1, l10);
            columnPair(jacobian, w, l, null, false, d, 0, c, j, inv0, inv1, l10);
        }
        if (j < d) {
            // odd d: the last column alone (no rows of L below it)
            substitutionColumn(jacobian, d, c, j, takePivot(dg[j], j, inertia, jacobian, velocity, d, c));
        }
        if (bad) {
            rejectNonFinite(inertia, jacobian, velocity, d, c, "inertia D");
        }
    }

    /** Pivot s of column j of L: stores l_jj = √s and 1/√s (returned), or rejects D as not positive definite. */
    private double takePivot(double s, int j, double[] inertia, double[] jacobian, double[] velocity, int d, int c) {
        if (!(s > 0)) {
            rejectNotPositiveDefinite(inertia, jacobian, velocity, d, c, j, s);
        }
        double ljj = Math.sqrt(s);
        double inv = 1 / ljj;
        l[j * d + j] = ljj;
        invL[j] = inv;
        return inv;
    }

    private void rejectNotPositiveDefinite(double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            int column, double pivot) {
        requireFiniteInputs(inertia, jacobian, velocity, d, c);
        // the message reports the pivots of a plain left-looking Cholesky (dot products), which may differ from the
        // running diagonal in the last bits; if that one succeeds, report the running-diagonal pivot
        int failed = Dense.cholesky(inertia, l, d, 0);
        throw new IllegalArgumentException("inertia D is not positive definite: Cholesky pivot "
                + (failed >= 0 ? failed : column) + " = " + (failed >= 0 ? Dense.pivot(inertia, l, d, failed) : pivot)
                + "; the configuration-space inertia must be symmetric positive definite");
    }

    /**
     * Columns j and j + 1 of rows [from, to) of a left-looking factor f (stride d) of the source m, given rows j and
     * j + 1 of the factor L in lp: with s_i0 = m_ij − Σ_{k&lt;j} f_ik l_jk and
     * s_i1 = m_i,j+1 − Σ_{k&lt;j} f_ik l_{j+1,k},
     * f_ij = s_i0 inv0 and f_i,j+1 = (s_i1 − f_ij l10) inv1, four rows at a time (eight independent accumulation
     * chains of fused multiply–adds, {@code Math.fma}, sharing the loads of rows j and j + 1 of L); unless diag is
     * null, diag_i −= f_ij² + f_i,j+1². Serves
     * the rows of L below the pair (m = D, f = lp = l, diag = the running diagonal, screen on), the forward
     * substitution W = L⁻¹ J_cᵀ (m = J_c, f = w, lp = l, no diagonal) and the Cholesky factor of A (m = a,
     * f = lp = la). With screen, returns whether a mirrored upper entry m_ji or m_j+1,i is NaN, infinite or
     * asymmetric. Past the end, rows repeat the block's first row: the same values are stored again, and their
     * diagonal updates are skipped.
     */
    private static boolean columnPair(double[] m, double[] f, double[] lp, double[] diag, boolean screen, int d, int from,
            int to, int j, double inv0, double inv1, double l10) {
        int rj = j * d;
        int rj1 = rj + d;
        boolean bad = false;
        for (int i = from; i < to; i += 4) {
            int r0 = i * d;
            int r1 = i + 1 < to ? r0 + d : r0;
            int r2 = i + 2 < to ? r0 + 2 * d : r0;
            int r3 = i + 3 < to ? r0 + 3 * d : r0;
            double a0 = m[r0 + j];
            double a1 = m[r1 + j];
            double a2 = m[r2 + j];
            double a3 = m[r3 + j];
            double b0 = m[r0 + j + 1];
            double b1 = m[r1 + j + 1];
            double b2 = m[r2 + j + 1];
            double b3 = m[r3 + j + 1];
            if (screen) {
                // the mirrored upper entries m_ji, m_j+1,i against m_ij, m_i,j+1 (asymmetry, NaN, infinity)
                int i1 = i + 1 < to ? i + 1 : i;
                int i2 = i + 2 < to ? i + 2 : i;
                int i3 = i + 3 < to ? i + 3 : i;
                double u0 = m[rj + i];
                double u1 = m[rj + i1];
                double u2 = m[rj + i2];
                double u3 = m[rj + i3];
                double v0 = m[rj1 + i];
                double v1 = m[rj1 + i1];
                double v2 = m[rj1 + i2];
                double v3 = m[rj1 + i3];
                // exactly mirrored blocks (the usual case) need no further test: an infinite pair reaches the pivots
                if (a0 != u0 | a1 != u1 | a2 != u2 | a3 != u3 | b0 != v0 | b1 != v1 | b2 != v2 | b3 != v3) {
                    bad |= asymmetric(a0, u0) | asymmetric(a1, u1) | asymmetric(a2, u2) | asymmetric(a3, u3)
                            | asymmetric(b0, v0) | asymmetric(b1, v1) | asymmetric(b2, v2) | asymmetric(b3, v3);
                }
            }
            for (int k = 0; k < j; k++) {
                double p0 = lp[rj + k];
                double p1 = lp[rj1 + k];
                double f0 = f[r0 + k];
                double f1 = f[r1 + k];
                double f2 = f[r2 + k];
                double f3 = f[r3 + k];
                a0 = Math.fma(-f0, p0, a0);
                a1 = Math.fma(-f1, p0, a1);
                a2 = Math.fma(-f2, p0, a2);
                a3 = Math.fma(-f3, p0, a3);
                b0 = Math.fma(-f0, p1, b0);
                b1 = Math.fma(-f1, p1, b1);
                b2 = Math.fma(-f2, p1, b2);
                b3 = Math.fma(-f3, p1, b3);
            }
            a0 *= inv0;
            a1 *= inv0;
            a2 *= inv0;
            a3 *= inv0;
            b0 = (b0 - a0 * l10) * inv1;
            b1 = (b1 - a1 * l10) * inv1;
            b2 = (b2 - a2 * l10) * inv1;
            b3 = (b3 - a3 * l10) * inv1;
            f[r3 + j] = a3;
            f[r3 + j + 1] = b3;
            f[r2 + j] = a2;
            f[r2 + j + 1] = b2;
            f[r1 + j] = a1;
            f[r1 + j + 1] = b1;
            f[r0 + j] = a0;
            f[r0 + j + 1] = b0;
            if (diag == null) {
                continue;
            }
            diag[i] -= a0 * a0 + b0 * b0;
            if (i + 1 < to) {
                diag[i + 1] -= a1 * a1 + b1 * b1;
            }
            if (i + 2 < to) {
                diag[i + 2] -= a2 * a2 + b2 * b2;
            }
            if (i + 3 < to) {
                diag[i + 3] -= a3 * a3 + b3 * b3;
            }
        }
        return bad;
    }

    /** Column j of W = L⁻¹ J_cᵀ alone (the last column when d is odd): w_ij = (J_ij − Σ_{k&lt;j} w_ik l_jk) inv. */
    private void substitutionColumn(double[] jacobian, int d, int c, int j, double inv) {
        int rj = j * d;
        for (int i = 0; i < c; i++) {
            int ri = i * d;
            double s = jacobian[ri + j];
            for (int k = 0; k < j; k++) {
                s -= w[ri + k] * l[rj + k];
            }
            w[ri + j] = s * inv;
        }
    }

    /** Whether an upper entry fails the symmetry rule against its lower mirror, or is NaN or infinite. */
    private static boolean asymmetric(double lower, double upper) {
        return !(Math.abs(lower - upper) <= SYMMETRY_TOLERANCE * Math.max(Math.abs(lower), Math.abs(upper)))
                | upper - upper != 0;
    }

    /**
     * A = WᵀW (lower triangle of a, stride c) and b = Wᵀ y0 from the W of {@code factorInertia}, register-blocked
     * 2 × 2 (two rows × two columns of A): four independent chains of fused multiply–adds sharing four loads. Odd sizes
     * repeat the last index and skip its stores.
     *
     * @return tr A
     */
    private double formCollisionMatrix(int d, int c) {
        if (straightKernels && d <= FixedSizeKernels.MAX_DOF) {
            return FixedSizeKernels.gramLower(d, w, c, a, y, b);
        }
        double trace = 0;
        for (int i = 0; i < c; i += 2) {
            boolean pairI = i + 1 < c;
            int ri = i * d;
            int ri1 = pairI ? ri + d : ri;
            for (int j = 0; j <= i; j += 2) {
                boolean pairJ = j + 1 < c;
                int rj = j * d;
                int rj1 = pairJ ? rj + d : rj;
                double s00 = 0;
                double s01 = 0;
                double s10 = 0;
                double s11 = 0;
                for (int k = 0; k < d; k++) {
                    double a0 = w[ri + k];
                    double a1 = w[ri1 + k];
                    double b0 = w[rj + k];
                    double b1 = w[rj1 + k];
                    s00 = Math.fma(a0, b0, s00);
                    s01 = Math.fma(a0, b1, s01);
                    s10 = Math.fma(a1, b0, s10);
                    s11 = Math.fma(a1, b1, s11);
                }
                int ai = i * c;
                a[ai + j] = s00;
                if (j < i) {
                    a[ai + j + 1] = s01;
                }
                if (pairI) {
                    a[ai + c + j] = s10;
                    if (pairJ) {
                        a[ai + c + j + 1] = s11;
                    }
                }
            }
            double b0 = 0;
            double b1 = 0;
            for (int k = 0; k < d; k++) {
                double yk = y[k];
                b0 += w[ri + k] * yk;
                b1 += w[ri1 + k] * yk;
            }
            b[i] = b0;
            trace += a[i * c + i];
            if (pairI) {
                b[i + 1] = b1;
                trace += a[(i + 1) * c + i + 1];
            }
        }
        return trace;
    }

    /** Solves (La Laᵀ) v = rhs in place with the first n columns of la (stride n = c). */
    private void choleskySolve(int n, double[] v) {
        solveLower(la, invLa, n, n, v);
        solveTransposed(la, invLa, n, n, v);
    }

    /**
     * Solves F v = rhs in place (F lower n × n, row stride, reciprocal diagonal inv) by rows, two at a time: one dot
     * product loop per pair of unknowns.
     */
    private void solveLower(double[] f, double[] inv, int n, int stride, double[] v) {
        if (straightKernels && n >= 1 && n <= FixedSizeKernels.MAX_DOF) {
            FixedSizeKernels.solveLower(n, f, inv, stride, v, 0);
        } else {
            solveLowerLoop(f, inv, n, stride, v);
        }
    }

    /** The loop version of {@code solveLower}. */
    private static void solveLowerLoop(double[] f, double[] inv, int n, int stride, double[] v) {
        int i = 0;
        for (; i + 1 < n; i += 2) {
            int r0 = i * stride;
            int r1 = r0 + stride;
            double s0 = v[i];
            double s1 = v[i + 1];
            for (int k = 0; k < i; k++) {
                double vk = v[k];
                s0 -= f[r0 + k] * vk;
                s1 -= f[r1 + k] * vk;
            }
            double v0 = s0 * inv[i];
            v[i] = v0;
            v[i + 1] = (s1 - f[r1 + i] * v0) * inv[i + 1];
        }
        if (i < n) {
            int r0 = i * stride;
            double s0 = v[i];
            for (int k = 0; k < i; k++) {
                s0 -= f[r0 + k] * v[k];
            }
            v[i] = s0 * inv[i];
        }
    }

    /**
     * Solves Fᵀ v = rhs in place (F lower n × n, row stride, reciprocal diagonal inv), column-oriented over the
     * contiguous rows of F, two unknowns per pass.
     */
    private void solveTransposed(double[] f, double[] inv, int n, int stride, double[] v) {
        if (straightKernels && n >= 1 && n <= FixedSizeKernels.MAX_DOF) {
            FixedSizeKernels.solveTransposed(n, f, inv, stride, v, 0);
        } else {
            solveTransposedLoop(f, inv, n, stride, v);
        }
    }

    /** The loop version of {@code solveTransposed}. */
    private static void solveTransposedLoop(double[] f, double[] inv, int n, int stride, double[] v) {
        int k = n - 1;
        for (; k >= 1; k -= 2) {
            int rk = k * stride;
            int rk1 = rk - stride;
            double vk = v[k] * inv[k];
            double vk1 = (v[k - 1] - f[rk + k - 1] * vk) * inv[k - 1];
            v[k] = vk;
            v[k - 1] = vk1;
            for (int i = 0; i < k - 1; i++) {
                v[i] -= f[rk + i] * vk + f[rk1 + i] * vk1;
            }
        }
        if (k == 0) {
            v[0] *= inv[0];
        }
    }

    /**
     * Factors A for the rank decision (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., §10.3):
     * P A Pᵀ ≈ L Lᵀ with L c × r in la (stride c, rows in pivot order), the permutation in perm, the reciprocal
     * diagonal in invLa and the remaining Schur-complement diagonal in t. Left-looking Cholesky in the natural contact
     * order first, two columns per pass ({@code columnPair}, pivots from the running diagonal in t), while every pivot
     * exceeds cut = rankTolerance × max_i A_ii; at the first pivot that does not, symmetric (diagonal) pivoting takes
     * over from that column ({@code pivotedFrom}) without redoing the columns already formed. It stops when the
     * largest remaining diagonal is at most the cut; the rank r is the number of pivots taken. (Each row of L has
     * Σ_k l_ik² ≤ A_ii whatever the order, so the Schur complement, hence the cut test, has the same rounding-error
     * bound with or without pivoting.)
     *
     * @return the rank r
     */
    private int factorCollisionMatrix(int c) {
        double maxDiag = 0;
        for (int i = 0; i < c; i++) {
            perm[i] = i;
            double aii = a[i * c + i];
            t[i] = aii;
            maxDiag = Math.max(maxDiag, aii);
        }
        identityPermutation = true;
        if (!(maxDiag > 0)) {
            return 0;
        }
        double cut = rankTolerance * maxDiag;
        int start = straightKernels && c <= FixedSizeKernels.MAX_DOF ? naturalColumnsKernel(c, cut)
                : naturalColumns(c, cut);
        if (start == c) {
            return c;
        }
        if (!(minNaturalPivot >= NATURAL_PIVOT_RATIO * maxDiag)) {
            // a natural pivot was small: restart with full symmetric pivoting so that the kept factor L₁ stays as
            // well conditioned as complete pivoting makes it
            for (int i = 0; i < c; i++) {
                perm[i] = i;
                t[i] = a[i * c + i];
            }
            start = 0;
        }
        return pivotedFrom(c, start, cut);
    }

    /**
     * {@code naturalColumns} with the straight-line kernel: every natural-order column is formed, those from the first
     * pivot within the cut on are discarded, and the Schur-complement diagonal of the remaining rows is formed from
     * the kept columns (t_i = A_ii − Σ_{k &lt; start} l_ik², the value the loop version's running diagonal holds).
     *
     * @return c, or the first column whose pivot is within the cut
     */
    private int naturalColumnsKernel(int c, double cut) {
        int start = FixedSizeKernels.factorLower(c, a, c, la, invLa, t, cut);
        double minPivot = Double.POSITIVE_INFINITY;
        for (int j = 0; j < start; j++) {
            minPivot = Math.min(minPivot, t[j]);
        }
        minNaturalPivot = minPivot;
        for (int i = start; i < c; i++) {
            int ri = i * c;
            double s = a[ri + i];
            for (int k = 0; k < start; k++) {
                double lik = la[ri + k];
                s -= lik * lik;
            }
            t[i] = s;
        }
        return start;
    }

    /**
     * Columns of L in the natural order, two per pass, while every pivot exceeds the cut.
     *
     * @return c, or the first column of the pair whose pivot failed (columns before it are complete, t is up to date)
     */
    private int naturalColumns(int c, double cut) {
        double minPivot = Double.POSITIVE_INFINITY;
        for (int j = 0; j < c; j += 2) {
            int rj = j * c;
            double s = t[j];
            if (!(s > cut)) {
                minNaturalPivot = minPivot;
                return j;
            }
            minPivot = Math.min(minPivot, s);
            double ljj = Math.sqrt(s);
            double inv0 = 1 / ljj;
            la[rj + j] = ljj;
            invLa[j] = inv0;
            if (j + 1 == c) {
                break;
            }
            int rj1 = rj + c;
            double t10 = a[rj1 + j];
            for (int k = 0; k < j; k++) {
                t10 -= la[rj1 + k] * la[rj + k];
            }
            double l10 = t10 * inv0;
            double s1 = t[j + 1] - l10 * l10;
            if (!(s1 > cut)) {
                minNaturalPivot = minPivot;
                return j;
            }
            minPivot = Math.min(minPivot, s1);
            la[rj1 + j] = l10;
            double ljj1 = Math.sqrt(s1);
            double inv1 = 1 / ljj1;
            la[rj1 + j + 1] = ljj1;
            invLa[j + 1] = inv1;
            columnPair(a, la, la, t, false, c, j + 2, c, j, inv0, inv1, l10);
        }
        return c;
    }

    /**
     * Continues the factorisation from column start with symmetric (diagonal) pivoting: the largest remaining
     * diagonal is the next pivot, until it is at most the cut.
     *
     * @return the rank r
     */
    private int pivotedFrom(int c, int start, double cut) {
        int rank = start;
        while (rank < c) {
            int k = rank;
            int best = k;
            for (int i = k + 1; i < c; i++) {
                if (t[i] > t[best]) {
                    best = i;
                }
            }
            double s = t[best];
            if (!(s > cut)) {
                break;
            }
            if (best != k) {
                swapRows(c, k, best);
                identityPermutation = false;
            }
            double lkk = Math.sqrt(s);
            double inv = 1 / lkk;
            int rk = k * c;
            la[rk + k] = lkk;
            invLa[k] = inv;
            int pk = perm[k];
            for (int i = k + 1; i < c; i += 2) {
                // two rows at a time; past the end, the second row repeats the first and is not stored
                boolean pair = i + 1 < c;
                int r0 = i * c;
                int r1 = pair ? r0 + c : r0;
                double s0 = symmetric(c, perm[i], pk);
                double s1 = symmetric(c, pair ? perm[i + 1] : perm[i], pk);
                for (int m = 0; m < k; m++) {
                    double lkm = la[rk + m];
                    s0 -= la[r0 + m] * lkm;
                    s1 -= la[r1 + m] * lkm;
                }
                double l0 = s0 * inv;
                la[r0 + k] = l0;
                t[i] -= l0 * l0;
                if (pair) {
                    double l1 = s1 * inv;
                    la[r1 + k] = l1;
                    t[i + 1] -= l1 * l1;
                }
            }
            rank++;
        }
        return rank;
    }

    /** A_pq from the lower triangle of a. */
    private double symmetric(int c, int p, int q) {
        return p > q ? a[p * c + q] : a[q * c + p];
    }

    /** Swaps pivot rows p and q: the computed columns of la, the remaining diagonal and the permutation. */
    private void swapRows(int c, int p, int q) {
        int tp = perm[p];
        perm[p] = perm[q];
        perm[q] = tp;
        double td = t[p];
        t[p] = t[q];
        t[q] = td;
        int rp = p * c;
        int rq = q * c;
        for (int j = 0; j < p; j++) {
            double tmp = la[rp + j];
            la[rp + j] = la[rq + j];
            la[rq + j] = tmp;
        }
    }

    /** out = A⁻¹ rhs = P (L Lᵀ)⁻¹ Pᵀ rhs at full rank (rhs and out may be the same array). */
    private void solveFullRank(int c, double[] rhs, double[] out) {
        if (identityPermutation) {
            if (out != rhs) {
                System.arraycopy(rhs, 0, out, 0, c);
            }
            choleskySolve(c, out);
            return;
        }
        for (int i = 0; i < c; i++) {
            z2[i] = rhs[perm[i]];
        }
        choleskySolve(c, z2);
        for (int i = 0; i < c; i++) {
            out[perm[i]] = z2[i];
        }
    }

    /**
     * The kept range of the truncated factorisation PᵀAP ≈ [L₁; L₂][L₁; L₂]ᵀ (L₁ r × r lower triangular, L₂
     * (c − r) × r) is that of P [I; K] with K = L₂ L₁⁻¹, and its null space that of P [−Kᵀ; I]. So the minimum-norm
     * solution of the truncated system is x = P [I; K] M⁻¹ (L₁L₁ᵀ)⁻¹ M⁻¹ [I Kᵀ] Pᵀ b with M = I + KᵀK
     * (= P L (LᵀL)⁻² Lᵀ Pᵀ b for L = [I; K] L₁, as LᵀL = L₁ᵀ M L₁). M is symmetric positive definite with every
     * eigenvalue ≥ 1, so its Cholesky factor is perfectly conditioned. Stores K in rows r..c−1 of kf and the
     * Cholesky factor of M in mf (both stride c), 1 / diag in invM.
     */
    private void rangeBasis(int c, int r) {
        // row i of K: k_i L₁ = l_i, i.e. L₁ᵀ k_iᵀ = l_iᵀ (back substitution, columns r − 1 down to 0)
        boolean kernels = straightKernels && r <= FixedSizeKernels.MAX_DOF;
        for (int i = r; i < c; i++) {
            int ri = i * c;
            if (kernels) {
                System.arraycopy(la, ri, kf, ri, r);
                FixedSizeKernels.solveTransposed(r, la, invLa, c, kf, ri);
                continue;
            }
            for (int j = r - 1; j >= 0; j--) {
                double s = la[ri + j];
                for (int m = j + 1; m < r; m++) {
                    s -= kf[ri + m] * la[m * c + j];
                }
                kf[ri + j] = s * invLa[j];
            }
        }
        // M = I + KᵀK (lower triangle) and its Cholesky factor in place, column by column (every pivot ≥ 1)
        if (kernels) {
            FixedSizeKernels.identityPlusGram(r, kf, r, c, c, mf);
            FixedSizeKernels.factorLower(r, mf, c, mf, invM, pivots, 0);
            return;
        }
        for (int j = 0; j < r; j++) {
            int rj = j * c;
            for (int k = 0; k <= j; k++) {
                double s = j == k ? 1 : 0;
                for (int i = r; i < c; i++) {
                    s += kf[i * c + j] * kf[i * c + k];
                }
                for (int m = 0; m < k; m++) {
                    s -= mf[rj + m] * mf[k * c + m];
                }
                if (k < j) {
                    mf[rj + k] = s * invM[k];
                } else {
                    double mjj = Math.sqrt(s);
                    mf[rj + j] = mjj;
                    invM[j] = 1 / mjj;
                }
            }
        }
    }

    /**
     * out = A† rhs = P [I; K] M⁻¹ (L₁L₁ᵀ)⁻¹ M⁻¹ [I Kᵀ] Pᵀ rhs with the factors of {@code factorCollisionMatrix} and
     * {@code rangeBasis} (rank r; rhs and out may be the same array).
     */
    private void applyPseudoInverse(int c, int r, double[] rhs, double[] out) {
        if (r == 0) {
            for (int i = 0; i < c; i++) {
                out[i] = 0;
            }
            return;
        }
        for (int i = 0; i < c; i++) {
            t[i] = rhs[perm[i]];
        }
        boolean kernels = straightKernels && r <= FixedSizeKernels.MAX_DOF;
        // u = [I Kᵀ] t
        if (kernels) {
            FixedSizeKernels.rowsTransposedTimes(r, kf, r, c, c, t, z2);
        }
        for (int j = kernels ? r : 0; j < r; j++) {
            double s = t[j];
            for (int i = r; i < c; i++) {
                s += kf[i * c + j] * t[i];
            }
            z2[j] = s;
        }
        solveLower(mf, invM, r, c, z2);
        solveTransposed(mf, invM, r, c, z2);
        solveLower(la, invLa, r, c, z2);
        solveTransposed(la, invLa, r, c, z2);
        solveLower(mf, invM, r, c, z2);
        solveTransposed(mf, invM, r, c, z2);
        for (int j = 0; j < r; j++) {
            out[perm[j]] = z2[j];
        }
        if (kernels) {
            FixedSizeKernels.rowsTimes(r, kf, r, c, c, z2, t);
            for (int i = r; i < c; i++) {
                out[perm[i]] = t[i];
            }
            return;
        }
        for (int i = r; i < c; i++) {
            int ri = i * c;
            double s = 0;
            for (int j = 0; j < r; j++) {
                s += kf[ri + j] * z2[j];
            }
            out[perm[i]] = s;
        }
    }
    /**
     * One step of the corrected semi-normal equations (Björck, Numerical Methods for Least Squares Problems,
     * §2.5.4): with s = Lᵀq̇₀ − W x, x += A† Wᵀ s. It brings the projection W x to the accuracy of a QR-based one
     * for the conditioning met in practice, which keeps e = 1 energy conservation near the rounding level.
     */
    private void refine(int d, int c) {
        lastRefined = true;
        for (int k = 0; k < d; k += 2) {
            boolean pair = k + 1 < d;
            int k1 = pair ? k + 1 : k;
            double s0 = y[k];
            double s1 = y[k1];
            for (int i = 0; i < c; i++) {
                double xi = x[i];
                int ri = i * d;
                s0 -= w[ri + k] * xi;
                s1 -= w[ri + k1] * xi;
            }
            z[k] = s0;
            z[k1] = s1;
        }
        int i = 0;
        for (; i + 3 < c; i += 4) {
            int r0 = i * d;
            int r1 = r0 + d;
            int r2 = r1 + d;
            int r3 = r2 + d;
            double s0 = 0;
            double s1 = 0;
            double s2 = 0;
            double s3 = 0;
            for (int k = 0; k < d; k++) {
                double zk = z[k];
                s0 += w[r0 + k] * zk;
                s1 += w[r1 + k] * zk;
                s2 += w[r2 + k] * zk;
                s3 += w[r3 + k] * zk;
            }
            g[i] = s0;
            g[i + 1] = s1;
            g[i + 2] = s2;
            g[i + 3] = s3;
        }
        for (; i < c; i++) {
            int ri = i * d;
            double s = 0;
            for (int k = 0; k < d; k++) {
                s += w[ri + k] * z[k];
            }
            g[i] = s;
        }
        if (lastPath == InversePath.CHOLESKY) {
            solveFullRank(c, g, g);
        } else {
            applyPseudoInverse(c, lastRank, g, g);
        }
        for (int j = 0; j < c; j++) {
            x[j] += g[j];
        }
    }
}
