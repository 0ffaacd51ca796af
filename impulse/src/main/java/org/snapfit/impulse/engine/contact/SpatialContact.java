package org.snapfit.impulse.engine.contact;

import java.util.Objects;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.geom.Vec3;
import org.snapfit.impulse.contact.ContactKey;

/**
 * One contact of a spatial body with an obstacle. Immutable; SI units.
 *
 * @param key the identity (link 0 = the body, the obstacle's name, the touching vertex)
 * @param contact the geometric contact seen from the body (normal towards the body)
 * @param normalVelocity v_n = (v_body − v_obstacle)·n (m/s), negative when approaching
 * @param tangentialVelocity the relative velocity's component in the tangent plane (m/s)
 * @param jacobianRow the collision-Jacobian row nᵀ J (6 entries)
 */
public record SpatialContact(ContactKey key, Contact contact, double normalVelocity, Vec3 tangentialVelocity,
        double[] jacobianRow) {

    /**
     * Validates the contact.
     *
     * @param key the key component
     * @param contact the contact component
     * @param normalVelocity the normal-velocity component
     * @param tangentialVelocity the tangential-velocity component
     * @param jacobianRow the row component (copied)
     */
    public SpatialContact {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(contact, "contact");
        Objects.requireNonNull(tangentialVelocity, "tangentialVelocity");
        jacobianRow = jacobianRow.clone();
    }

    /**
     * The collision-Jacobian row nᵀ J.
     *
     * @return a copy
     */
    @Override
    public double[] jacobianRow() {
        return jacobianRow.clone();
    }
}
