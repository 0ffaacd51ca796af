package org.snapfit.impulse.solver;

import java.util.Objects;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * Passive simultaneous collision resolution for a rigid body or a linkage in configuration space (Constantinescu,
 * Salcudean, Croft, eq. 15 with the appendix's D⁻¹): p = −(1 + e)(J_c D⁻¹ J_cᵀ)† J_c q̇₀. Immutable and
 * thread-safe (each call uses its own {@link ImpulseSolverEngine}; hot loops should hold an engine instead);
 * approximate.
 *
 * <p><b>Guarantee.</b> Kinetic energy never increases: KE_after ≤ KE_before (1 + a few ulps) for every
 * e ∈ [0, 1] and any contact set, redundant or not; for e = 1 it is conserved (tested to 1e-11 relative on full
 * row rank and to the rank tolerance on redundant sets). Newton's law J_c q̇ = −e J_c q̇₀ (eq. 14) holds on the
 * kept range of J_c D⁻¹ J_cᵀ.
 */
public final class ImpulseSolver {

    /**
     * The default rank tolerance: an eigenvalue λ of A = J_c D⁻¹ J_cᵀ with λ ≤ 1e-9 λ_max counts as zero, and
     * the Cholesky fast path needs every pivot above 1e-9 max_i A_ii (dimensionless, relative).
     */
    public static final Tolerance DEFAULT_RANK_TOLERANCE = Tolerance.of("rankTolerance", 1e-9, Unit.DIMENSIONLESS);

    private final Tolerance rankTolerance;

    private ImpulseSolver(Tolerance rankTolerance) {
        this.rankTolerance = rankTolerance;
    }

    /**
     * A solver with {@link #DEFAULT_RANK_TOLERANCE}.
     *
     * @return the solver
     */
    public static ImpulseSolver create() {
        return new ImpulseSolver(DEFAULT_RANK_TOLERANCE);
    }

    /**
     * A solver with another rank tolerance.
     *
     * @param rankTolerance relative (dimensionless) tolerance in (0, 1e-3]
     * @return the solver
     * @throws IllegalArgumentException if the unit is not dimensionless or the value is outside (0, 1e-3]
     */
    public static ImpulseSolver withRankTolerance(Tolerance rankTolerance) {
        Objects.requireNonNull(rankTolerance, "rankTolerance");
        if (rankTolerance.unit() != Unit.DIMENSIONLESS || !(rankTolerance.value() > 0)
                || rankTolerance.value() > MAX_RANK_TOLERANCE) {
            throw new IllegalArgumentException("rankTolerance = " + rankTolerance
                    + "; it must be a dimensionless relative tolerance in (0, " + MAX_RANK_TOLERANCE + "]");
        }
        return new ImpulseSolver(rankTolerance);
    }

    /** The largest rank tolerance accepted (dimensionless): beyond it, real contacts would be discarded. */
    public static final double MAX_RANK_TOLERANCE = 1e-3;

    /**
     * The rank tolerance in use.
     *
     * @return the tolerance
     */
    public Tolerance rankTolerance() {
        return rankTolerance;
    }

    /**
     * A fresh allocation-free engine with this solver's tolerance.
     *
     * @param maxDof the largest d it will see
     * @param maxContacts the largest c it will see
     * @return the engine
     * @throws IllegalArgumentException if a size is below 1
     */
    public ImpulseSolverEngine newEngine(int maxDof, int maxContacts) {
        return new ImpulseSolverEngine(maxDof, maxContacts, rankTolerance.value());
    }

    /**
     * Resolves one collision state.
     *
     * @param problem D, J_c, q̇₀, e
     * @return impulses, velocity after, energies, rank and path
     * @throws IllegalArgumentException if D is not symmetric positive definite (the message names D and the
     *     failing Cholesky pivot)
     */
    public CollisionResult resolve(CollisionProblem problem) {
        int d = problem.dof();
        int c = problem.contacts();
        ImpulseSolverEngine engine = newEngine(d, Math.max(1, c));
        return engine.solve(problem.inertiaFlat(), problem.jacobianFlat(), problem.velocityFlat(), d, c,
                problem.restitution());
    }

    @Override
    public String toString() {
        return "ImpulseSolver[" + rankTolerance + "]";
    }
}
