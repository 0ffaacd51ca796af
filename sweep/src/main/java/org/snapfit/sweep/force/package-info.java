/**
 * Contact forces along the trajectory (docs/model.md, "Friction" and "Forces"): F = λ(n − μ s e), λ = κθ/D_s,
 * D_s = r·e + μ s (r·n); insertion force W = E·v̂ and lateral force E·(J v̂) with E = −ΣF; peaks with their
 * one-sided limit.
 *
 * <p><b>Semantics.</b> Inputs: exact configurations from the sweep. Forces are transcendental in u (θ = 2 atan u)
 * and are evaluated in double precision at the exact points: <b>Approximate</b>, about 1e-13 relative away from
 * D_s = 0; where D_s is exactly 0 (sticking, frictionless tangency jam) the force is reported as unbounded
 * (+∞). Package DAG: {@code traits}, {@code trajectory} → {@code force}.
 */
package org.snapfit.sweep.force;
