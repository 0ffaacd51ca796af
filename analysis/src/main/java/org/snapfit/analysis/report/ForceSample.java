package org.snapfit.analysis.report;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.snapfit.core.check.Require;

/**
 * The force state at one point of a run. Immutable. {@code s} is Exact text for the regular grid (a multiple of
 * the sample step) and the event's decimal for event sides; the other values are Approximate.
 *
 * @param s the travelled distance as text (exact {@code k·step}, or an event's decimal)
 * @param sValue the same distance as a double, mm
 * @param t the time
 * @param w the insertion force W = E·v̂, N (may be ±Infinity at an unbounded one-sided limit)
 * @param lateral the lateral force E·(J v̂), N
 * @param theta the angle per pawl, rad, in the mechanism's pawl order
 * @param pawlW each pawl's contribution to W, N, in the mechanism's pawl order
 * @param limit whether this is a regular point or one side of an event
 */
public record ForceSample(String s, double sValue, double t, double w, double lateral, Map<String, Double> theta,
        Map<String, Double> pawlW, Limit limit) {

    /**
     * Validates and copies the maps (keeping their order).
     *
     * @param s the distance text, not blank
     * @param sValue the distance, finite and not negative
     * @param t the time, finite and not negative
     * @param w the insertion force, not NaN
     * @param lateral the lateral force, not NaN
     * @param theta angles per pawl
     * @param pawlW W per pawl
     * @param limit the side
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public ForceSample {
        Require.notBlank("s", s);
        Require.nonNegative("sValue", sValue);
        Require.nonNegative("t", t);
        Require.notNaN("W", w);
        Require.notNaN("lateral", lateral);
        theta = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(theta, "theta")));
        pawlW = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(pawlW, "pawlW")));
        Objects.requireNonNull(limit, "limit");
    }
}
