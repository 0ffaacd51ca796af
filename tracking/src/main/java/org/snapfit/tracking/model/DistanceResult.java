package org.snapfit.tracking.model;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;

/**
 * The state of a two-body distance tracker after an update. Immutable (all fields final, the event list
 * unmodifiable); never NaN.
 *
 * <p>The components are those of a record (distance, contact, witnessA, witnessB, u, v, r, s, featureA,
 * featureB, nameA, nameB, switches, projectionError, events) with value equality over them. The witness points
 * are kept as their six coordinates and built as {@link Vec3}s when asked for ({@link #witnessA()},
 * {@link #witnessB()}; equal values each time): an update of the tracker then allocates this one object only.
 */
public final class DistanceResult {

    /** Contact state of the pair. */
    public enum Contact {
        /** The bodies are apart: distance &gt; the contact tolerance. */
        SEPARATED,
        /** The witnesses coincide within the contact tolerance and neither lies inside the other body. */
        TOUCHING,
        /** The bodies overlap: a witness lies strictly inside the other body. */
        PENETRATING
    }

    private final double distance;
    private final Contact contact;
    private final double ax;
    private final double ay;
    private final double az;
    private final double bx;
    private final double by;
    private final double bz;
    private final double u;
    private final double v;
    private final double r;
    private final double s;
    private final SpatialBody.FeatureRef featureA;
    private final SpatialBody.FeatureRef featureB;
    private final String nameA;
    private final String nameB;
    private final int switches;
    private final double projectionError;
    private final List<SwitchEvent> events;

    /**
     * Validates and builds the result.
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
     * @param switches number of mode switches in this update (0 = none), ≥ 0
     * @param projectionError norm of the projection errors Ψ of the active pair (mm²), ≥ 0
     * @param events the switches of this update in order, each with its located time within the update, as many
     *     as {@code switches} (copied)
     * @throws IllegalArgumentException naming the field if a number is not finite, a count or norm negative,
     *     a component null, or the events do not number {@code switches}
     */
    public DistanceResult(double distance, Contact contact, Vec3 witnessA, Vec3 witnessB, double u, double v,
            double r, double s, SpatialBody.FeatureRef featureA, SpatialBody.FeatureRef featureB, String nameA,
            String nameB, int switches, double projectionError, List<SwitchEvent> events) {
        this(distance, contact, requireWitness(witnessA).x(), witnessA.y(), witnessA.z(),
                requireWitness(witnessB).x(), witnessB.y(), witnessB.z(), u, v, r, s, featureA, featureB, nameA,
                nameB, switches, projectionError, events);
    }

    private DistanceResult(double distance, Contact contact, double ax, double ay, double az, double bx, double by,
            double bz, double u, double v, double r, double s, SpatialBody.FeatureRef featureA,
            SpatialBody.FeatureRef featureB, String nameA, String nameB, int switches, double projectionError,
            List<SwitchEvent> events) {
        // one cheap test for the common case (a sum of finite numbers that is finite, no null, counts in range);
        // the cold check names the offending field (an overflowing sum of finite numbers passes it)
        boolean anyNull = contact == null || featureA == null || featureB == null || nameA == null || nameB == null;
        if (anyNull || !Double.isFinite(distance + u + v + r + s + projectionError + ax + ay + az + bx + by + bz)
                || switches < 0 || projectionError < 0 || events == null || events.size() != switches) {
            check(distance, u, v, r, s, projectionError, ax, ay, az, bx, by, bz, anyNull, switches, events);
        }
        this.distance = distance;
        this.contact = contact;
        this.ax = ax;
        this.ay = ay;
        this.az = az;
        this.bx = bx;
        this.by = by;
        this.bz = bz;
        this.u = u;
        this.v = v;
        this.r = r;
        this.s = s;
        this.featureA = featureA;
        this.featureB = featureB;
        this.nameA = nameA;
        this.nameB = nameB;
        this.switches = switches;
        this.projectionError = projectionError;
        this.events = switches == 0 ? List.of() : List.copyOf(events);
    }

    /** Names of the numbers passed to {@link #check}, in its order. */
    private static final String[] NUMBER_NAMES = {"distance", "u", "v", "r", "s", "projectionError", "witnessA.x",
        "witnessA.y", "witnessA.z", "witnessB.x", "witnessB.y", "witnessB.z"};

    /** The cold path of the constructor's test: throws naming the first broken rule. */
    private static void check(double distance, double u, double v, double r, double s, double projectionError,
            double ax, double ay, double az, double bx, double by, double bz, boolean anyNull, int switches,
            List<SwitchEvent> events) {
        double[] numbers = {distance, u, v, r, s, projectionError, ax, ay, az, bx, by, bz};
        for (int i = 0; i < numbers.length; i++) {
            Require.finite(NUMBER_NAMES[i], numbers[i]);
        }
        if (anyNull) {
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
    }

    private static Vec3 requireWitness(Vec3 w) {
        if (w == null) {
            throw new IllegalArgumentException("a component of the distance result is null; all are required");
        }
        return w;
    }

    /**
     * Builds a result from the witness coordinates (no {@link Vec3}s: the allocation-free path of the tracker);
     * the same rules as the constructor.
     *
     * @param distance the signed distance (mm), as in the constructor
     * @param contact the contact state
     * @param witnessA A's witness, world (mm): at least 3 values, x, y, z first (copied)
     * @param witnessB B's witness, world (mm): at least 3 values (copied)
     * @param u first parameter of A's active feature (0 if it has none)
     * @param v second parameter of A's active feature (0 if it has none)
     * @param r first parameter of B's active feature (0 if it has none)
     * @param s second parameter of B's active feature (0 if it has none)
     * @param featureA active feature of A
     * @param featureB active feature of B
     * @param nameA name of A's active feature
     * @param nameB name of B's active feature
     * @param switches the switch count, ≥ 0
     * @param projectionError the projection-error norm (mm²), ≥ 0
     * @param events the switch events, as many as {@code switches} (copied)
     * @return the result
     * @throws IllegalArgumentException naming the field as the constructor, or if a witness array is null or
     *     shorter than 3
     */
    public static DistanceResult of(double distance, Contact contact, double[] witnessA, double[] witnessB,
            double u, double v, double r, double s, SpatialBody.FeatureRef featureA, SpatialBody.FeatureRef featureB,
            String nameA, String nameB, int switches, double projectionError, List<SwitchEvent> events) {
        if (witnessA == null || witnessB == null || witnessA.length < 3 || witnessB.length < 3) {
            throw new IllegalArgumentException("witnessA/witnessB has "
                    + (witnessA == null ? "null" : witnessA.length) + "/" + (witnessB == null ? "null" : witnessB.length)
                    + " values; a witness needs x, y, z");
        }
        return new DistanceResult(distance, contact, witnessA[0], witnessA[1], witnessA[2], witnessB[0], witnessB[1],
                witnessB[2], u, v, r, s, featureA, featureB, nameA, nameB, switches, projectionError, events);
    }

    /**
     * The signed distance: |witnessA − witnessB| when separated or touching, its negative when penetrating.
     *
     * @return the distance (mm)
     */
    public double distance() {
        return distance;
    }

    /**
     * The contact state.
     *
     * @return separated, touching or penetrating
     */
    public Contact contact() {
        return contact;
    }

    /**
     * The witness point on body A.
     *
     * @return the point, world (mm)
     */
    public Vec3 witnessA() {
        return new Vec3(ax, ay, az);
    }

    /**
     * The witness point on body B.
     *
     * @return the point, world (mm)
     */
    public Vec3 witnessB() {
        return new Vec3(bx, by, bz);
    }

    /**
     * First parameter of A's active feature.
     *
     * @return u (0 if the feature has none)
     */
    public double u() {
        return u;
    }

    /**
     * Second parameter of A's active feature.
     *
     * @return v (0 if the feature has none)
     */
    public double v() {
        return v;
    }

    /**
     * First parameter of B's active feature.
     *
     * @return r (0 if the feature has none)
     */
    public double r() {
        return r;
    }

    /**
     * Second parameter of B's active feature.
     *
     * @return s (0 if the feature has none)
     */
    public double s() {
        return s;
    }

    /**
     * The active feature of A.
     *
     * @return its reference
     */
    public SpatialBody.FeatureRef featureA() {
        return featureA;
    }

    /**
     * The active feature of B.
     *
     * @return its reference
     */
    public SpatialBody.FeatureRef featureB() {
        return featureB;
    }

    /**
     * Name of A's active feature.
     *
     * @return the name
     */
    public String nameA() {
        return nameA;
    }

    /**
     * Name of B's active feature.
     *
     * @return the name
     */
    public String nameB() {
        return nameB;
    }

    /**
     * Number of mode switches in this update.
     *
     * @return the count, 0 = none
     */
    public int switches() {
        return switches;
    }

    /**
     * Norm of the projection errors Ψ of the active pair.
     *
     * @return |Ψ| (mm²)
     */
    public double projectionError() {
        return projectionError;
    }

    /**
     * The switches of this update in order, each with its located time within the update.
     *
     * @return an unmodifiable list, as many as {@link #switches()}
     */
    public List<SwitchEvent> events() {
        return events;
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

    /**
     * Value equality over all components (numbers compared as {@link Double#compare}, as a record does).
     *
     * @param o the other object
     * @return whether o is a result with the same components
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof DistanceResult)) {
            return false;
        }
        DistanceResult d = (DistanceResult) o;
        return same(distance, d.distance) && same(ax, d.ax) && same(ay, d.ay) && same(az, d.az)
                && same(bx, d.bx) && same(by, d.by) && same(bz, d.bz) && same(u, d.u) && same(v, d.v)
                && same(r, d.r) && same(s, d.s) && same(projectionError, d.projectionError)
                && switches == d.switches && contact == d.contact && featureA.equals(d.featureA)
                && featureB.equals(d.featureB) && nameA.equals(d.nameA) && nameB.equals(d.nameB)
                && events.equals(d.events);
    }

    private static boolean same(double a, double b) {
        return Double.compare(a, b) == 0;
    }

    /**
     * Hash over all components, consistent with {@link #equals}.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return Objects.hash(distance, contact, ax, ay, az, bx, by, bz, u, v, r, s, featureA, featureB, nameA, nameB,
                switches, projectionError, events);
    }

    /**
     * All components, record style.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "DistanceResult[distance=" + distance + ", contact=" + contact + ", witnessA=" + witnessA()
                + ", witnessB=" + witnessB() + ", u=" + u + ", v=" + v + ", r=" + r + ", s=" + s + ", featureA="
                + featureA + ", featureB=" + featureB + ", nameA=" + nameA + ", nameB=" + nameB + ", switches="
                + switches + ", projectionError=" + projectionError + ", events=" + events + "]";
    }
}
