/**
 * The rigid obstacles of QP-Collide: named triangle meshes with a thickness.
 *
 * <p><b>Semantics.</b> Approximate (double); meshes and thicknesses in mm. Obstacles are rigid and static; the
 * engine builds their broadphase trees (in SI) when a scene or engine is made from them. Rejects a blank name or a
 * negative or non-finite thickness with an {@link java.lang.IllegalArgumentException}. Depends on
 * {@code core.mesh}.
 */
package org.snapfit.qp.response;
