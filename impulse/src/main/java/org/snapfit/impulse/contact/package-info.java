/**
 * Obstacles (planar and spatial, fixed or moving), contact identities and the contact state machine of
 * Constantinescu et al., Fig. 1; the detection itself runs in the module's SI engine.
 *
 * <p><b>Semantics.</b> Bodies are {@link org.snapfit.core.geom.ConvexPolygon2} shapes; a contact is reported for
 * every vertex of one body whose signed distance to the other is at most the contact margin (0.1 mm,
 * {@link org.snapfit.impulse.sim.SimulationEngine#DEFAULT_CONTACT_MARGIN}). Each contact carries the unit normal pointing towards the
 * link it acts on, the relative normal and tangential velocities, and its collision-Jacobian rows (a self-contact
 * gives one row on each link, eqs. 12–13). Contacts are keyed by the touching vertex so a vertex sliding across
 * edges stays the same contact. Two overlapping polygons with no vertex inside the other give one edge-crossing
 * contact per boundary crossing point, with the least-penetration separating-axis normal; a polyhedron with no
 * vertex contact on an obstacle gives one edge–edge contact when the separating-axis test's best axis is the cross
 * product of two supporting edges (keys {@link org.snapfit.impulse.contact.ContactKey#edgeEdge}). Lengths mm.
 * Exactness kind: Approximate.
 */
package org.snapfit.impulse.contact;
