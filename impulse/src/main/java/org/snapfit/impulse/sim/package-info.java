/**
 * Fixed-step simulation of a planar proxy with the force model of Constantinescu et al.: impulses at collision
 * states (eq. 15), penalty and friction forces during continuous contact (eqs. 3–4), integration of eq. (5).
 *
 * <p><b>Semantics.</b> The engine is mutable (one per thread); each step returns an immutable
 * {@link org.snapfit.impulse.sim.StepResult}: contacts with their state, impulses, forces, kinetic energy before
 * and after the collision, and the inverse path taken. Integration is semi-implicit Euler with a fixed step
 * (q̇ ← q̇ + Δt D⁻¹Q, q ← q + Δt q̇). Obstacles are kinematic and treated as fixed during a collision (the paper's
 * local model), so collision resolution is passive for the proxy. Units SI. Exactness kind: Approximate.
 */
package org.snapfit.impulse.sim;
