/**
 * Deformable models for QP-Collide in the toolkit's units: particles with mass, springs (stiffness, damping, rest
 * length), bending springs for cables, fixed particles, gravity and drag.
 *
 * <p><b>Semantics.</b> Approximate (double). Units mm, kg, s, N: positions and rest lengths in mm, velocities in
 * mm/s, gravity in mm/s&sup2;, masses in kg, stiffness (structural and bending, both axial) in N/mm, damping in
 * N&middot;s/mm, drag in 1/s. The engine converts to SI once when a scene or engine is made
 * ({@code org.snapfit.qp.step}). Accepts masses &gt; 0, stiffness and damping &ge; 0, rest lengths &gt; 0, finite
 * positions and velocities; rejects anything else with an {@link java.lang.IllegalArgumentException} naming the
 * field, value, unit and rule. Depends on {@code core.geom}.
 */
package org.snapfit.qp.model;
