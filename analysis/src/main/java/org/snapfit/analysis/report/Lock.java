package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * Why a retraction cannot separate the parts (self-locking). Immutable.
 *
 * @param cause {@code stick} (friction, paper event vii) or {@code jam} (kinematic or single-constraint jam)
 * @param terminationCause the run's termination cause, e.g. {@code stick_friction}
 * @param s the travelled distance of the retraction where it locks, mm
 * @param pawl the pawl that locks
 * @param contact the contact that sticks or jams, if known
 * @param criticalMu for a stick: the bracket around the μ below which the retraction no longer locks (it runs its
 *     travel; the margin), if found
 */
public record Lock(String cause, String terminationCause, double s, String pawl, Optional<String> contact,
        Optional<MuBracket> criticalMu) {

    /**
     * Validates.
     *
     * @param cause {@code stick} or {@code jam}
     * @param terminationCause the termination cause, not blank
     * @param s the distance, finite, not negative
     * @param pawl the pawl, not blank
     * @param contact the contact, if known
     * @param criticalMu the critical μ bracket, if found
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public Lock {
        if (!"stick".equals(cause) && !"jam".equals(cause)) {
            throw new IllegalArgumentException("cause = \"" + cause + "\"; a lock is caused by \"stick\" or \"jam\"");
        }
        Require.notBlank("terminationCause", terminationCause);
        Require.nonNegative("s", s);
        Require.notBlank("pawl", pawl);
        Objects.requireNonNull(contact, "contact");
        Objects.requireNonNull(criticalMu, "criticalMu");
    }
}
