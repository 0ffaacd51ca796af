package org.snapfit.sweep.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What the designer wants of the joint once it is assembled: a latch that never comes apart, or one that can be
 * pulled apart with a finite force. The analysis colours its retention verdict by it and says whether the verdict
 * meets it. Immutable.
 */
public enum DesignIntent {
    /** A permanent latch: a lock (no finite pull-out force) is the goal. */
    PERMANENT,
    /** A releasable joint: the parts must come apart with a finite pull. */
    RELEASABLE;

    /**
     * The name as files and the command line write it.
     *
     * @return {@code permanent} or {@code releasable}
     */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Reads a name, case-insensitively.
     *
     * @param text {@code permanent} or {@code releasable}
     * @return the intent, or empty for any other text
     */
    public static Optional<DesignIntent> parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(v -> v.text().equals(t)).findFirst();
    }
}
