package org.snapfit.impulse.sim;

import java.util.Objects;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.geom.Vec3;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;

/**
 * One contact of a body in space in one step, in mm, s, N.
 *
 * @param key the contact's identity
 * @param state its state in this step (Fig. 1)
 * @param contact point (mm), normal (towards the body), signed distance (mm)
 * @param normalVelocity relative normal velocity before any impulse (mm/s)
 * @param tangentialVelocity relative tangential velocity before any impulse (mm/s)
 * @param force the penalty + friction force on the body (N); zero unless the contact is continuous
 */
public record SpatialContactReport(ContactKey key, ContactState state, Contact contact, double normalVelocity,
        Vec3 tangentialVelocity, Vec3 force) {

    /**
     * Validates the report.
     *
     * @param key the key component
     * @param state the state component
     * @param contact the contact component
     * @param normalVelocity the normal-velocity component
     * @param tangentialVelocity the tangential-velocity component
     * @param force the force component
     */
    public SpatialContactReport {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(contact, "contact");
        Objects.requireNonNull(tangentialVelocity, "tangentialVelocity");
        Objects.requireNonNull(force, "force");
    }
}
