/**
 * Passive simultaneous collision resolution (Constantinescu, Salcudean, Croft, "Impulsive forces for haptic
 * rendering of rigid contacts", eq. 15 with the appendix's (J_c D⁻¹ J_cᵀ)†).
 *
 * <p><b>Semantics.</b> Accepts a symmetric positive definite inertia D (d × d), a collision Jacobian J_c (c × d,
 * any rank, c may exceed d), a finite velocity q̇₀ and e ∈ [0, 1]; anything else is rejected with an
 * {@code IllegalArgumentException} naming the quantity. Guarantees: kinetic energy does not increase; for e = 1
 * it is conserved; J_c q̇ = −e J_c q̇₀ on the kept range of J_c D⁻¹ J_cᵀ; the rank decision uses the documented
 * relative {@code rankTolerance} ({@link org.snapfit.impulse.solver.ImpulseSolver#DEFAULT_RANK_TOLERANCE}).
 * Exactness kind: Approximate (double), with passivity structural (a projector form) rather than tolerance-based:
 * at full rank the update is the exact projector form; on the redundant (pivoted-Cholesky, minimum-norm
 * solution on the kept range) path an energy check falls back to the basic solution on the pivot contacts, an exact projector, if
 * the minimum-norm impulses would gain more than {@code ImpulseSolverEngine.PASSIVITY_SLACK}.
 * Pure mathematics: unit-free (any consistent units; the module's engine calls it in SI, where p is in N&middot;s).
 * Depends on {@code core.tolerance} only.
 */
package org.snapfit.impulse.solver;
