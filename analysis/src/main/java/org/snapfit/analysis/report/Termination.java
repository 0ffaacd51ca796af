package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * How a run ended. Immutable; the time is Exact, {@code s} Approximate.
 *
 * @param cause {@code complete}, {@code jam_kinematic}, {@code jam_single_constraint}, {@code stick_friction} or
 *     {@code rotation_limit}
 * @param t the exact end time
 * @param s the travelled distance at the end, mm
 * @param pawl the pawl whose terminal event stopped the run (empty for {@code complete})
 * @param contact the contact that jams or sticks (empty for {@code complete})
 */
public record Termination(String cause, ExactTime t, double s, Optional<String> pawl, Optional<String> contact) {

    /** The cause of a run that reached the end of its travel. */
    public static final String COMPLETE = "complete";
    /** The cause of a run stopped by friction (sticking, paper event vii). */
    public static final String STICK = "stick_friction";

    /**
     * Validates.
     *
     * @param cause the cause, not blank
     * @param t the exact time
     * @param s the distance, finite, not negative
     * @param pawl the terminal pawl, if any
     * @param contact the terminal contact, if any
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public Termination {
        Require.notBlank("cause", cause);
        Objects.requireNonNull(t, "t");
        Require.nonNegative("s", s);
        Objects.requireNonNull(pawl, "pawl");
        Objects.requireNonNull(contact, "contact");
    }

    /**
     * Whether the run reached the end of its travel.
     *
     * @return true for {@code complete}
     */
    public boolean isComplete() {
        return COMPLETE.equals(cause);
    }
}
