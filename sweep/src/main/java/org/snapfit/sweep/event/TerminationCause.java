package org.snapfit.sweep.event;

/** Why a run ended (docs/model.md, "The sweep"). */
public enum TerminationCause {
    /** The travel was completed. */
    COMPLETE("complete"),
    /** A pawl jammed: no free direction with dt &gt; 0 (iii). */
    JAM_KINEMATIC("jam_kinematic"),
    /** A pawl jammed at a vertical tangency of one constraint (v). */
    JAM_SINGLE_CONSTRAINT("jam_single_constraint"),
    /** A contact stuck by friction (vii). */
    STICK_FRICTION("stick_friction"),
    /** A pawl would rotate by |θ| = π. */
    ROTATION_LIMIT("rotation_limit");

    private final String wireName;

    TerminationCause(String wireName) {
        this.wireName = wireName;
    }

    /**
     * The name used in {@code snapfit-report/1}.
     *
     * @return e.g. {@code stick_friction}
     */
    public String wireName() {
        return wireName;
    }
}
