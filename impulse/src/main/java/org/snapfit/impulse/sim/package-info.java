/**
 * Fixed-step simulation of a planar proxy ({@link org.snapfit.impulse.sim.SimulationEngine}) or of a free rigid body
 * in space ({@link org.snapfit.impulse.sim.SpatialSimulationEngine}) with the force model of Constantinescu et al.:
 * impulses at collision states (eq. 15), penalty and friction forces during continuous contact (eqs. 3–4),
 * integration of eq. (5); the hand's virtual coupling.
 *
 * <p><b>Semantics.</b> Units mm, kg, s, N (energies mJ = N&middot;mm); the engine behind these types runs in SI.
 * An engine is mutable (one per thread); each step returns an immutable
 * {@link org.snapfit.impulse.sim.StepResult} (or {@link org.snapfit.impulse.sim.SpatialStepResult}): contacts with
 * their state, impulses, forces, kinetic energy before and after the collision, and the inverse path taken.
 * Integration is semi-implicit Euler with a fixed step (q̇ ← q̇ + Δt D⁻¹Q, q ← q + Δt q̇; a quaternion by the
 * exponential map). Obstacles are kinematic and treated as fixed during a collision (the paper's local model), so
 * collision resolution is passive for the proxy. Integration is explicit in the contact forces: stable only while
 * c Δt + k Δt² / 2 &lt; 2 for every contact mode (damping c, stiffness k per unit inertia; stick friction counts as
 * damping μ F_n / v_threshold). Exactness kind: Approximate.
 */
package org.snapfit.impulse.sim;
