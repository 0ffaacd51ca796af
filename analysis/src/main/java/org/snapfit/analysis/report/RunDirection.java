package org.snapfit.analysis.report;

/** The direction of a run: insertion along the mechanism's velocity, or retraction with it reversed. */
public enum RunDirection {
    /** Along the mechanism's velocity. */
    INSERTION,
    /** Against it, from the final state of the insertion. */
    RETRACTION;

    /**
     * The lower-case name used in the report.
     *
     * @return {@code "insertion"} or {@code "retraction"}
     */
    public String text() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
