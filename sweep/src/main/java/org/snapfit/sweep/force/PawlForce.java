package org.snapfit.sweep.force;

import java.util.Optional;
import org.snapfit.sweep.contact.VertexEdgeContact;

/**
 * One pawl's state and contact force at one time. Immutable; approximate.
 *
 * @param pawl the pawl's name
 * @param theta θ (rad)
 * @param contact the contact carrying the pawl (empty at rest or after the run ended)
 * @param force the contact force (ContactForce.NONE without contact)
 */
public record PawlForce(String pawl, double theta, Optional<VertexEdgeContact> contact, ContactForce force) {
}
