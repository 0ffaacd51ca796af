package org.snapfit.impulse.solver;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

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
 *       rounding-error bound of {@code RefinementGates.choleskyStepNegligible} shows that the unrefined impulses can neither raise
 *       the kinetic energy (the energy the impact dissipates counts) nor move Newton's law beyond
 *       {@link #REFINE_NEWTON_BOUND} (see there); on the pseudo-inverse path when the a-posteriori bound of
 *       {@code RefinementGates.residualStepNegligible} (computed residual, which also sees the truncation of the rank decision) shows
 *       the same.</li>
 * </ul>
 * For every size up to {@code FixedSizeKernels.MAX_DOF} = 12 these operations run as generated straight-line code
 * ({@code FixedSizeKernels}: same operations, other summation orders, the Cholesky pivot chain of LDLᵀ with the
 * square root beside it); the loop versions serve larger sizes and a D that is not exactly mirrored or whose pivots
 * are not positive and finite (they screen and report). The decisions and error bounds below do not depend on the
 * summation order.
 * <p>Passivity (appendix, eqs. 19–20 and 23): with Lᵀq̇ = Lᵀq̇₀ − (1 + e) P Lᵀq̇₀ for the orthogonal projector P onto
 * the kept range, 2 KE = |(I − P) Lᵀq̇₀|² + e² |P Lᵀq̇₀|² ≤ 2 KE₀ for every e ∈ [0, 1], whatever the rank decision.
 *
 * <p><b>Size.</b> About 650 lines, kept together on purpose. The roles that stand alone are already out: the argument
 * checks and bad-input messages ({@code EngineInputs}), the factorisation and solves of the collision matrix A with
 * its rank decision ({@code CollisionMatrixSolver}), the refinement gates' error bounds ({@code RefinementGates}),
 * the loop kernels ({@code DenseKernels}) and the generated straight-line kernels. What remains is one pipeline whose
 * steps share the preallocated workspaces (L, W, y, x, z, g) and are fused for speed: L and W = L⁻¹J_cᵀ in one
 * left-looking pass, b from the same W, the impulses and the energy after in one loop. Cutting it into classes would
 * hand those arrays across class boundaries on the per-collision hot path (JMH "Passive impulses",
 * {@code docs/BENCHMARKS.md}) without making any step separately usable.
 */
public final class ImpulseSolverEngine {

    /** Relative asymmetry |D_ij − D_ji| ≤ this × max(|D_ij|, |D_ji|) accepted in the inertia (dimensionless). */
    public static final double SYMMETRY_TOLERANCE = 1e-12;
    /**
     * The refinement step is skipped on the Cholesky path only if the unrefined impulses provably cannot raise the
     * kinetic energy by more than this, relative (dimensionless; ten times below the 1e-12 passivity margin that the
     * tests check): the bound 2 (1 + e) E on their energy error (see {@code RefinementGates.choleskyStepNegligible}) must be at most
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
    private final int maxDof;
    private final int maxContacts;
    private final double rankTolerance;
    private final double[] l;
    private final double[] invL;
    private final double[] dg;
    private final double[] w;
    private final double[] a;
    private final double[] b;
    private final double[] x;
    private final double[] z;
    private final double[] y;
    private final double[] g;
    private final boolean choleskyEnabled;
    private final boolean cholKernels;
    private final boolean triKernels;
    private final boolean gramKernels;
    private final boolean forceBasic;
    private final CollisionMatrixSolver matrix;
    private boolean lastRefined;
    private boolean lastBasic;
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
        this(maxDof, maxContacts, rankTolerance, Options.DEFAULT);
    }

    /**
     * Creates an engine with workspaces for problems up to the given size and the given path options.
     *
     * @param maxDof the largest number of degrees of freedom d, {@code >= 1}
     * @param maxContacts the largest number of colliding contacts c, {@code >= 1}
     * @param rankTolerance the relative rank tolerance (dimensionless), in (0, 1)
     * @param options which paths and kernels to use ({@link Options#DEFAULT} in production)
     * @throws IllegalArgumentException if a size is below 1 or the tolerance is outside (0, 1)
     */
    public ImpulseSolverEngine(int maxDof, int maxContacts, double rankTolerance, Options options) {
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
        this.b = new double[maxContacts];
        this.x = new double[maxContacts];
        this.z = new double[maxDof];
        this.y = new double[maxDof];
        this.g = new double[maxContacts];
        this.choleskyEnabled = options.choleskyPath();
        this.cholKernels = options.kernels().contains(KernelFamily.CHOLESKY);
        this.triKernels = options.kernels().contains(KernelFamily.TRIANGULAR);
        this.gramKernels = options.kernels().contains(KernelFamily.GRAM);
        this.forceBasic = options.alwaysBasicFallback();
        this.matrix = new CollisionMatrixSolver(maxContacts, rankTolerance, cholKernels, triKernels, gramKernels, a);
    }

    /** The families of generated straight-line kernels, each of which can be switched off for an A/B comparison. */
    public enum KernelFamily {
        /** {@code FixedCholeskyKernels}: Cholesky factors of D, of the collision matrix A and of M = I + KᵀK. */
        CHOLESKY,
        /** {@code FixedTriangularKernels}: forward and back substitutions with those factors. */
        TRIANGULAR,
        /** {@code FixedGramKernels}: the Gram products A = WWᵀ, Wᵀp, I + KᵀK and the refinement residual. */
        GRAM
    }

    /**
     * Which paths and kernels an engine uses. The default takes the Cholesky fast path at full rank, every family of
     * straight-line kernels up to their size, and the basic-solution fallback only when the minimum-norm impulses
     * would gain energy; the other settings serve tests that compare the paths with each other (same decisions,
     * same error bounds, other operations) and the benchmarks that measure each kernel family against its loop.
     *
     * @param choleskyPath false sends every resolution through the pseudo-inverse path
     * @param kernels the kernel families used up to their size; the loop versions replace the others
     * @param alwaysBasicFallback true makes every rank-deficient resolution take the basic-solution fallback
     */
    public record Options(boolean choleskyPath, Set<KernelFamily> kernels, boolean alwaysBasicFallback) {
        /** The production setting: Cholesky path, every straight-line kernel family, fallback only when needed. */
        public static final Options DEFAULT = new Options(true, true, false);

        /**
         * Copies the family set.
         *
         * @param choleskyPath false sends every resolution through the pseudo-inverse path
         * @param kernels the kernel families used
         * @param alwaysBasicFallback true makes every rank-deficient resolution take the basic-solution fallback
         */
        public Options {
            EnumSet<KernelFamily> copy = EnumSet.noneOf(KernelFamily.class);
            copy.addAll(kernels);
            kernels = Collections.unmodifiableSet(copy);
        }

        /**
         * Options with every kernel family or none.
         *
         * @param choleskyPath false sends every resolution through the pseudo-inverse path
         * @param straightLineKernels false uses the loop versions at every size
         * @param alwaysBasicFallback true makes every rank-deficient resolution take the basic-solution fallback
         */
        public Options(boolean choleskyPath, boolean straightLineKernels, boolean alwaysBasicFallback) {
            this(choleskyPath, straightLineKernels ? EnumSet.allOf(KernelFamily.class)
                    : EnumSet.noneOf(KernelFamily.class), alwaysBasicFallback);
        }

        /**
         * These options without one kernel family (its loop versions instead).
         *
         * @param family the family to switch off
         * @return the options
         */
        public Options without(KernelFamily family) {
            EnumSet<KernelFamily> rest = EnumSet.noneOf(KernelFamily.class);
            rest.addAll(kernels);
            rest.remove(family);
            return new Options(choleskyPath, rest, alwaysBasicFallback);
        }
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
        EngineInputs.check(maxDof, maxContacts, inertia, jacobian, velocity, d, c, restitution, impulsesOut, velocityOut);
        factorInertia(inertia, jacobian, velocity, d, c);
        // y0 = Lᵀ q̇₀, so 2 KE₀ = |y0|²
        double ke0 = triKernels && d <= FixedSizeKernels.MAX_DOF
                ? FixedTriangularKernels.lowerTransposed(d, l, velocity, y) : lowerTransposed(velocity, d);
        if (!(ke0 <= Double.MAX_VALUE)) {
            EngineInputs.rejectNonFinite(inertia, jacobian, velocity, d, c, "kinetic energy q̇₀ᵀ D q̇₀ = " + ke0);
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
            EngineInputs.rejectNonFinite(inertia, jacobian, velocity, d, c, "trace of J_c D⁻¹ J_cᵀ = " + traceA);
        }
        int rank = matrix.factor(c);
        lastRank = rank;
        if (choleskyEnabled && rank == c) {
            lastPath = InversePath.CHOLESKY;
            matrix.solveFullRank(c, b, x);
            if (!RefinementGates.choleskyStepNegligible(d, c, traceA, ke0, restitution, x, b, a, matrix.factor(), matrix.permutation())) {
                refine(d, c);
            }
        } else {
            lastPath = InversePath.PSEUDO_INVERSE;
            if (rank > 0) {
                matrix.rangeBasis(c, rank);
            }
            matrix.applyPseudoInverse(c, rank, b, x);
            if (!RefinementGates.residualStepNegligible(d, c, traceA, ke0, restitution, x, b, a, g, gramKernels)) {
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
            matrix.basicSolution(c, rank, b, x);
            ke = applyImpulses(d, c, restitution, impulsesOut);
            lastBasic = true;
        }
        lastKeAfter = ke / 2;
        CollisionMatrixSolver.solveTransposed(triKernels, l, invL, d, d, z);
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
        if (gramKernels && d <= FixedSizeKernels.MAX_DOF) {
            return FixedGramKernels.transposedTimes(d, w, c, impulsesOut, z, y);
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

    /** Row r of W = L⁻¹ J_cᵀ (w_r = L⁻¹ J_rᵀ, offset ra in both arrays) by the loop forward substitution. */
    private void forwardRow(int d, double[] jacobian, int ra) {
        for (int j = 0; j < d; j++) {
            int rj = j * d;
            double s = jacobian[ra + j];
            for (int k = 0; k < j; k++) {
                s -= l[rj + k] * w[ra + k];
            }
            w[ra + j] = s * invL[j];
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
        if (cholKernels && FixedCholeskyKernels.factor(d, inertia, l, invL)) {
            // exactly mirrored D with positive finite pivots (the usual case): straight-line kernels, two rows of W
            // per call (an odd last row is passed twice)
            for (int i = 0; i < c; i += 2) {
                int ra = i * d;
                if (triKernels) {
                    FixedTriangularKernels.forward(d, l, invL, jacobian, ra, i + 1 < c ? ra + d : ra, w);
                } else {
                    forwardRow(d, jacobian, ra);
                    if (i + 1 < c) {
                        forwardRow(d, jacobian, ra + d);
                    }
                }
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
            bad |= DenseKernels.asymmetric(t10, inertia[rj + j + 1]);
            for (int k = 0; k < j; k++) {
                t10 -= l[rj1 + k] * l[rj + k];
            }
            double l10 = t10 * inv0;
            l[rj1 + j] = l10;
            double inv1 = takePivot(dg[j + 1] - l10 * l10, j + 1, inertia, jacobian, velocity, d, c);
            bad |= DenseKernels.columnPair(inertia, l, l, dg, true, d, j + 2, d, j, inv0, inv1, l10);
            DenseKernels.columnPair(jacobian, w, l, null, false, d, 0, c, j, inv0, inv1, l10);
        }
        if (j < d) {
            // odd d: the last column alone (no rows of L below it)
            substitutionColumn(jacobian, d, c, j, takePivot(dg[j], j, inertia, jacobian, velocity, d, c));
        }
        if (bad) {
            EngineInputs.rejectNonFinite(inertia, jacobian, velocity, d, c, "inertia D");
        }
    }

    /** Pivot s of column j of L: stores l_jj = √s and 1/√s (returned), or rejects D as not positive definite. */
    private double takePivot(double s, int j, double[] inertia, double[] jacobian, double[] velocity, int d, int c) {
        if (!(s > 0)) {
            EngineInputs.rejectNotPositiveDefinite(inertia, jacobian, velocity, d, c, j, s, l);
        }
        double ljj = Math.sqrt(s);
        double inv = 1 / ljj;
        l[j * d + j] = ljj;
        invL[j] = inv;
        return inv;
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

    /**
     * A = WᵀW (lower triangle of a, stride c) and b = Wᵀ y0 from the W of {@code factorInertia}, register-blocked
     * 2 × 2 (two rows × two columns of A): four independent chains of fused multiply–adds sharing four loads. Odd sizes
     * repeat the last index and skip its stores.
     *
     * @return tr A
     */
    private double formCollisionMatrix(int d, int c) {
        if (gramKernels && d <= FixedSizeKernels.MAX_DOF) {
            return FixedGramKernels.gramLower(d, w, c, a, y, b);
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
            matrix.solveFullRank(c, g, g);
        } else {
            matrix.applyPseudoInverse(c, lastRank, g, g);
        }
        for (int j = 0; j < c; j++) {
            x[j] += g[j];
        }
    }
}
