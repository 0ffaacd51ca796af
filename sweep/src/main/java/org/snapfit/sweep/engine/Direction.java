package org.snapfit.sweep.engine;

/** Which way the root moves in a run. */
public enum Direction {
    /** Along the mechanism's velocity, from t = 0. */
    INSERTION("insertion"),
    /** Against the velocity, from a given time back towards t = 0 (W &gt; 0 is then the pull). */
    RETRACTION("retraction");

    private final String wireName;

    Direction(String wireName) {
        this.wireName = wireName;
    }

    /**
     * The name used in {@code snapfit-report/1}.
     *
     * @return "insertion" or "retraction"
     */
    public String wireName() {
        return wireName;
    }
}
