package org.snapfit.impulse.engine.contact;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.contact.Contact;
import org.snapfit.impulse.contact.ContactKey;

/**
 * One contact found in a step, with what the dynamics need. Immutable and thread-safe (arrays are copied in and
 * out); SI units.
 *
 * @param key the identity across steps
 * @param contact the geometric contact seen from the link (normal points towards the link)
 * @param link the link that carries it (body A)
 * @param otherLink the second link of a self-contact, if any (its normal is the opposite one)
 * @param normalVelocity relative normal velocity v_n = (v_A − v_B)·n (m/s); negative means approaching
 * @param tangentialVelocity relative tangential velocity v_t = (v_A − v_B)·t with t = n rotated by +90° (m/s)
 * @param jacobianRows the collision-Jacobian rows: n ᵀJ_A, and for a self-contact also (−n)ᵀJ_B (eqs. 12–13)
 * @param forceJacobian the 2 × d Jacobian mapping a force on A at the point (and its reaction on B) to
 *     generalised forces: J_A, or J_A − J_B for a self-contact
 */
public record DetectedContact(ContactKey key, Contact contact, int link, Optional<Integer> otherLink,
        double normalVelocity, double tangentialVelocity, List<double[]> jacobianRows, double[][] forceJacobian) {

    /**
     * Validates the contact.
     *
     * @param key the key component
     * @param contact the contact component
     * @param link the link component
     * @param otherLink the other-link component
     * @param normalVelocity the normal-velocity component
     * @param tangentialVelocity the tangential-velocity component
     * @param jacobianRows the rows component
     * @param forceJacobian the force-Jacobian component
     * @throws IllegalArgumentException if a velocity is not finite or the force Jacobian does not have two rows
     */
    public DetectedContact {
        if (forceJacobian.length != 2) {
            throw new IllegalArgumentException("contact " + key + " forceJacobian has " + forceJacobian.length
                    + " rows; it needs 2 (x and y)");
        }
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(contact, "contact");
        Objects.requireNonNull(otherLink, "otherLink");
        jacobianRows = jacobianRows.stream().map(double[]::clone).toList();
        forceJacobian = new double[][] {forceJacobian[0].clone(), forceJacobian[1].clone()};
        if (!Double.isFinite(normalVelocity) || !Double.isFinite(tangentialVelocity)) {
            throw new IllegalArgumentException("contact " + key + " velocity (" + normalVelocity + ", "
                    + tangentialVelocity + ") is not finite");
        }
    }

    /**
     * The collision-Jacobian rows.
     *
     * @return fresh copies of the rows
     */
    @Override
    public List<double[]> jacobianRows() {
        return jacobianRows.stream().map(double[]::clone).toList();
    }

    /**
     * The 2 × d force Jacobian.
     *
     * @return a fresh copy
     */
    @Override
    public double[][] forceJacobian() {
        return new double[][] {forceJacobian[0].clone(), forceJacobian[1].clone()};
    }

    /**
     * Whether this is a contact between two links of the proxy.
     *
     * @return whether {@link #otherLink()} is present
     */
    public boolean isSelfContact() {
        return otherLink.isPresent();
    }
}
