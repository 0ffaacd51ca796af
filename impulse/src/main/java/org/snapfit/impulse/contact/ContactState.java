package org.snapfit.impulse.contact;

/**
 * The state of one contact (Constantinescu et al., Fig. 1): no contact, colliding, continuous. Immutable.
 *
 * <p>A step is a collision state when at least one <em>new</em> non-separating contact appears; then every
 * non-separating contact becomes {@link #COLLIDING} and all are resolved together. A contact present in a step
 * that is not colliding is {@link #CONTINUOUS} (penalty and friction forces act on it); a contact that disappears
 * returns to {@link #NONE}.
 */
public enum ContactState {
    /** Not in contact. */
    NONE,
    /** Resolved by an impulse in this step. */
    COLLIDING,
    /** Quasi-static contact: penalty and friction forces. */
    CONTINUOUS;

    /**
     * The transition of Fig. 1.
     *
     * @param present whether the contact is detected in this step
     * @param nonSeparating whether its relative normal velocity is below the separation threshold
     * @param collisionState whether this step is a collision state
     * @return the new state
     */
    public ContactState next(boolean present, boolean nonSeparating, boolean collisionState) {
        if (!present) {
            return NONE;
        }
        return collisionState && nonSeparating ? COLLIDING : CONTINUOUS;
    }

    /**
     * Whether a contact in this (previous) state that is present and non-separating makes the step a collision
     * state: only contacts that were not in contact before do.
     *
     * @param present whether the contact is detected now
     * @param nonSeparating whether it is approaching
     * @return {@code this == NONE && present && nonSeparating}
     */
    public boolean triggersCollision(boolean present, boolean nonSeparating) {
        return this == NONE && present && nonSeparating;
    }
}
