package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * A force peak: the largest value of a force along a run, with where it happens. Immutable, Approximate.
 *
 * @param w the insertion force there, N (+Infinity for an unbounded one-sided limit)
 * @param lateral the lateral force there, N (NaN when undefined: 0·∞ at an unbounded one-sided limit)
 * @param t the time
 * @param s the travelled distance, mm
 * @param limit whether the peak is a one-sided limit at an event
 * @param pawl the pawl carrying most of it, if any pawl is in contact
 * @param contact the contact carrying it, if known
 */
public record Peak(double w, double lateral, double t, double s, Limit limit, Optional<String> pawl,
        Optional<String> contact) {

    /**
     * Validates.
     *
     * @param w the force, not NaN
     * @param lateral the lateral force (NaN when undefined)
     * @param t the time, finite, not negative
     * @param s the distance, finite, not negative
     * @param limit the side
     * @param pawl the pawl, if any
     * @param contact the contact, if any
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public Peak {
        Require.notNaN("W", w);
        Require.nonNegative("t", t);
        Require.nonNegative("s", s);
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(pawl, "pawl");
        Objects.requireNonNull(contact, "contact");
    }

    /**
     * The peak of a run with no contact at all: zero force at the start.
     *
     * @return a zero peak at s = 0
     */
    public static Peak none() {
        return new Peak(0, 0, 0, 0, Limit.AT, Optional.empty(), Optional.empty());
    }
}
