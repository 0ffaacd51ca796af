package org.snapfit.tracking.model;

import java.util.List;
import java.util.OptionalDouble;

import org.snapfit.core.geom.Vec3;

/**
 * The state of a two-body distance tracker after an update. Immutable; never NaN.
 *
 * @param distance signed distance (mm): |witnessA − witnessB| when separated or touching; its negative when
 *     {@link Contact#PENETRATING} (then |distance| is the gap of the tracked stationary witness pair — the
 *     penetration depth for two spheres, an estimate otherwise — and not a clearance)
 * @param contact separated, touching or penetrating
 * @param witnessA witness point on body A, world (mm)
 * @param witnessB witness point on body B, world (mm)
 * @param u first parameter of A's active feature (0 if it has none)
 * @param v second parameter of A's active feature (0 if it has none)
 * @param r first parameter of B's active feature (0 if it has none)
 * @param s second parameter of B's active feature (0 if it has none)
 * @param featureA active feature of A
 * @param featureB active feature of B
 * @param nameA name of A's active feature
 * @param nameB name of B's active feature
 * @param switches number of mode switches in this update (0 = none)
 * @param projectionError norm of the projection errors Ψ of the active pair (mm²)
 * @param events the switches of this update in order, each with its located time within the update
 */
public record DistanceResult(double distance, Contact contact, Vec3 witnessA, Vec3 witnessB, double u, double v,
        double r, double s, SpatialBody.FeatureRef featureA, SpatialBody.FeatureRef featureB, String nameA,
        String nameB, int switches, double projectionError, List<SwitchEvent> events) {

    /** Contact state of the pair. */
    public enum Contact {
        /** The bodies are apart: distance &gt; the contact tolerance. */
        SEPARATED,
        /** The witnesses coincide within the contact tolerance and neither lies inside the other body. */
        TOUCHING,
        /** The bodies overlap: a witness lies strictly inside the other body. */
        PENETRATING
    }

    /**
     * Validates the result.
     *
     * @param distance the signed distance
     * @param contact the contact state
     * @param witnessA witness on A
     * @param witnessB witness on B
     * @param u first parameter of A
     * @param v second parameter of A
     * @param r first parameter of B
     * @param s second parameter of B
     * @param featureA active feature of A
     * @param featureB active feature of B
     * @param nameA its name
     * @param nameB its name
     * @param switches the switch count, ≥ 0
     * @param projectionError the projection-error norm, ≥ 0
     * @param events the switch events, as many as {@code switches} (copied)
     * @throws IllegalArgumentException naming the field if a number is not finite, a count or norm negative,
     *     a component null, or the events do not number {@code switches}
     */
    public DistanceResult {
        Features.requireFinite("distance result", distance, u, v, r, s, projectionError);
        if (contact == null || witnessA == null || witnessB == null || featureA == null || featureB == null
                || nameA == null || nameB == null) {
            throw new IllegalArgumentException("a component of the distance result is null; all are required");
        }
        if (switches < 0 || projectionError < 0) {
            throw new IllegalArgumentException("switches = " + switches + ", projectionError = " + projectionError
                    + "; both must be >= 0");
        }
        if (events == null || events.size() != switches) {
            throw new IllegalArgumentException("events has " + (events == null ? "null" : events.size())
                    + " entries; switches = " + switches + " needs as many");
        }
        events = events.isEmpty() ? List.of() : List.copyOf(events);
    }

    /**
     * Whether a mode switch happened in this update.
     *
     * @return switches &gt; 0
     */
    public boolean switched() {
        return switches > 0;
    }

    /**
     * Offset within the update of its first mode switch, located by root finding (see
     * {@link org.snapfit.tracking.model.SwitchEvent}).
     *
     * @return the time (s) of the first switch, empty if none happened
     */
    public OptionalDouble switchTime() {
        return events.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(events.get(0).time());
    }

    /**
     * Whether the bodies overlap.
     *
     * @return contact == PENETRATING
     */
    public boolean penetrating() {
        return contact == Contact.PENETRATING;
    }
}
