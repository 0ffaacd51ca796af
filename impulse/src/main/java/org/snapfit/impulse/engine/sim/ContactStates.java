package org.snapfit.impulse.engine.sim;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;

/**
 * The Fig. 1 state machine over all contacts of a simulation, shared by the planar and the spatial engine. Mutable;
 * internal.
 */
final class ContactStates {

    private final Map<ContactKey, ContactState> states = new HashMap<>();

    /**
     * Classifies the contacts of a step and remembers the outcome for the next step.
     *
     * @param keys the detected contacts' identities
     * @param normalVelocities their relative normal velocities (m/s), negative when approaching
     * @param threshold the separation threshold (m/s): v_n &lt; −threshold is non-separating
     * @return the new states, one per contact; the step is a collision state iff one of them is COLLIDING or
     *     {@link #lastWasCollision()}
     */
    ContactState[] advance(List<ContactKey> keys, double[] normalVelocities, double threshold) {
        int n = keys.size();
        boolean[] nonSeparating = new boolean[n];
        boolean collision = false;
        for (int i = 0; i < n; i++) {
            nonSeparating[i] = normalVelocities[i] < -threshold;
            collision |= states.getOrDefault(keys.get(i), ContactState.NONE).triggersCollision(true, nonSeparating[i]);
        }
        ContactState[] now = new ContactState[n];
        for (int i = 0; i < n; i++) {
            now[i] = states.getOrDefault(keys.get(i), ContactState.NONE).next(true, nonSeparating[i], collision);
        }
        states.clear();
        for (int i = 0; i < n; i++) {
            states.put(keys.get(i), now[i]);
        }
        lastCollision = collision;
        return now;
    }

    private boolean lastCollision;

    /**
     * Whether the last classified step was a collision state.
     *
     * @return true if a new non-separating contact appeared
     */
    boolean lastWasCollision() {
        return lastCollision;
    }
}
