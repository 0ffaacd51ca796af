/**
 * Engine internals, in SI units; not exported (the public, mm form is {@code org.snapfit.qp.model}).
 *
 * <p>Deformable models for QP-Collide: particles with mass, springs (stiffness, damping, rest length), bending
 * springs for cables, fixed particles, gravity and drag; and their implicit Euler linearisation (Baraff and
 * Witkin) into K &Delta;v = b.
 *
 * <p><b>Semantics.</b> Approximate (double). SI units inside this package and everything built on it: metre,
 * kilogram, second, newton (the numeric scenes work in metres; convert at the boundary). Accepts masses &gt; 0,
 * stiffness and damping &ge; 0, rest lengths &gt; 0, finite positions and velocities, time steps &gt; 0; rejects
 * anything else with an {@link java.lang.IllegalArgumentException} naming the field, value and rule. K is
 * symmetric positive definite by construction (the spring Jacobian is clamped to its positive semidefinite part),
 * and banded when springs join particles with nearby indices. Depends on {@code core.geom} and {@code qp.problem}.
 */
package org.snapfit.qp.engine.model;
