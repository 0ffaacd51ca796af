package org.snapfit.sweep.force;

/** Which one-sided value a force at an event time is (docs/model.md: a peak before a snap is a left limit). */
public enum LimitSide {
    /** The limit from earlier times. */
    LEFT("left"),
    /** The value at the time itself (the force is continuous there). */
    AT("at"),
    /** The limit from later times. */
    RIGHT("right");

    private final String wireName;

    LimitSide(String wireName) {
        this.wireName = wireName;
    }

    /**
     * The name used in reports.
     *
     * @return "left", "at" or "right"
     */
    public String wireName() {
        return wireName;
    }
}
