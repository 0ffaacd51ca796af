package org.snapfit.impulse.engine.sim;

import java.util.Objects;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;

/**
 * One contact in a step result. Immutable; SI units.
 *
 * @param key the contact's identity
 * @param state its state in this step (Fig. 1)
 * @param contact point, normal (towards the link), signed distance
 * @param normalVelocity relative normal velocity before any impulse (m/s)
 * @param tangentialVelocity relative tangential velocity before any impulse (m/s)
 * @param force the penalty + friction force on the link (N); zero for a colliding contact
 */
public record SiContactReport(ContactKey key, ContactState state, Contact contact, double normalVelocity,
        double tangentialVelocity, Vec2 force) {

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
    public SiContactReport {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(contact, "contact");
        Objects.requireNonNull(force, "force");
    }
}
