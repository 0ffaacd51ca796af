/**
 * Configuration-space dynamics of the proxy (Constantinescu et al., eq. 1): inertia D(q), Coriolis and centripetal
 * terms B(q, q̇), gravity G(q), and point Jacobians for free rigid bodies in the plane and in space and for planar
 * serial linkages with revolute joints.
 *
 * <p><b>Semantics.</b> Units are SI (m, kg, s, N, rad) as in the numeric scenes. Every system checks the length
 * and finiteness of q and q̇ and rejects bad input with an {@code IllegalArgumentException} naming the quantity.
 * D(q) is symmetric positive definite for valid parameters; B(q, q̇) = Σ_k (m_k J_kᵀ J̇_k q̇ + spatial gyroscopic
 * terms), so that D q̈ + B + G = Q is Lagrange's equation. Exactness kind: Approximate (double). Depends on
 * {@code core.geom}, {@code core.transform}.
 */
package org.snapfit.impulse.model;
