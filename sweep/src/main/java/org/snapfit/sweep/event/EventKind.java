package org.snapfit.sweep.event;

/**
 * The kinds of sweep events, with their report names (docs/formats/report.md) and Donald &amp; Pai's numbering.
 */
public enum EventKind {
    /** (i) At rest, a constraint is met. */
    TRANSLATIONAL_COLLISION("translational_collision", "i", 1),
    /** (i, dual) The followed curve returns to u = 0: the pawl is at rest again. */
    BREAK_CONTACT_AT_REST("break_contact_at_rest", "i", 2),
    /** (ii) The state moves from one constraint to another (concave corner, or a ride-down at a vertex). */
    CONSTRAINT_CHANGE("constraint_change", "ii", 3),
    /** (iv) Vertical tangency of the followed curve with free space towards rest: the pawl snaps. */
    SNAP_FREE_TANGENCY("snap_free_tangency", "iv", 4),
    /** (vi) The contact runs off a vertex and nothing blocks the rotation towards rest: the pawl snaps. */
    SNAP_FREE_FROM_VERTEX("snap_free_from_vertex", "vi", 5),
    /** (vii) Coulomb friction cannot be satisfied while sliding: the contact sticks (terminal). */
    STICKING("sticking", "vii", 6),
    /** (v) Vertical tangency with the free side behind: the pawl jams against one constraint (terminal). */
    JAM_SINGLE_CONSTRAINT("jam_single_constraint", "v", 7),
    /** (iii) The tangent cone of free space has no direction with dt &gt; 0 (terminal). */
    JAM_KINEMATIC("jam_kinematic", "iii", 8),
    /** Contact at rest with zero force begins (motion parallel to an edge). */
    GRAZING_CONTACT_BEGIN("grazing_contact_begin", "-", 0),
    /** Contact at rest with zero force ends. */
    GRAZING_CONTACT_END("grazing_contact_end", "-", 9);

    private final String wireName;
    private final String paperEvent;
    private final int priority;

    EventKind(String wireName, String paperEvent, int priority) {
        this.wireName = wireName;
        this.paperEvent = paperEvent;
        this.priority = priority;
    }

    /**
     * The name used in {@code snapfit-report/1}.
     *
     * @return e.g. {@code translational_collision}
     */
    public String wireName() {
        return wireName;
    }

    /**
     * Donald &amp; Pai's event number.
     *
     * @return "i" … "vii", or "-" for grazing contact
     */
    public String paperEvent() {
        return paperEvent;
    }

    /**
     * Rank among events at the same exact time (lower first): grazing begin, collision, contact break, constraint
     * change, snaps, stick, jams, grazing end.
     *
     * @return the rank
     */
    public int priority() {
        return priority;
    }

    /**
     * Whether the event ends the run.
     *
     * @return true for sticking and both jams
     */
    public boolean isTerminal() {
        return this == STICKING || this == JAM_SINGLE_CONSTRAINT || this == JAM_KINEMATIC;
    }
}
