package org.snapfit.analysis.report;

/**
 * Which side of an event a force value belongs to: a one-sided limit just before ({@code LEFT}), just after
 * ({@code RIGHT}) or the value at a regular point ({@code AT}).
 */
public enum Limit {
    /** The limit from smaller travel. */
    LEFT,
    /** The value at the point itself. */
    AT,
    /** The limit from larger travel. */
    RIGHT;

    /**
     * The lower-case name used in the report.
     *
     * @return {@code "left"}, {@code "at"} or {@code "right"}
     */
    public String text() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
