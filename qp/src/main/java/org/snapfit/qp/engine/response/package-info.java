/**
 * Engine internals, in SI units; not exported (the public, mm form is {@code org.snapfit.qp.response}).
 *
 * <p>Collision detection and constraint rows for QP-Collide: the pipeline broadphase ({@code core.index.AabbTree})
 * &rarr; narrowphase (vertex&ndash;triangle and edge&ndash;edge proximity with thicknesses) &rarr; constraint rows
 * (eqs. (11)&ndash;(15), fixed velocities &sect;4.4, strain limits eq. (17)) &rarr; solver ({@code qp.solver}).
 *
 * <p><b>Semantics.</b> Approximate (double), SI units (m, m/s, s). Obstacles are rigid and static triangle
 * meshes with a thickness &ge; 0; the deformable side is a {@link org.snapfit.qp.engine.model.SiParticleSystem} whose
 * structural springs are its edges. Detection reports every vertex&ndash;triangle pair and every edge&ndash;edge
 * pair (interior of the deformable edge) closer than the summed thicknesses plus a margin; the broadphase never
 * misses such a pair. The rows are exactly the paper's, with the derivation corrections stated on
 * {@link org.snapfit.qp.engine.response.Constraints}. Depends on {@code qp.model}, {@code qp.problem},
 * {@code core.index}, {@code core.mesh} and {@code core.geom}.
 */
package org.snapfit.qp.engine.response;
