package org.snapfit.core.contact;

import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;

/**
 * One contact between body A (the body that owns the contact, e.g. a moving part) and body B (e.g. an obstacle).
 * Immutable and thread-safe; approximate.
 *
 * <p>{@code point} is the witness point on A's boundary feature (planar contacts have z = 0); {@code normal} is a
 * unit vector from B towards A, the direction in which B pushes A; {@code signedDistance} is the separation along
 * the normal, negative when the bodies overlap (then {@code -signedDistance} is the penetration depth).
 *
 * @param point the contact point (length unit of the scene)
 * @param normal the unit normal from B towards A
 * @param signedDistance the signed distance, negative when penetrating
 * @param featureA the feature of A that touches
 * @param featureB the feature of B that touches
 */
public record Contact(Vec3 point, Vec3 normal, double signedDistance, Feature featureA, Feature featureB) {

    /** How far from 1 the length of a contact normal may be (dimensionless). */
    public static final double UNIT_NORMAL_TOLERANCE = 1e-9;

    /**
     * Validates the contact.
     *
     * @param point the point component
     * @param normal the normal component
     * @param signedDistance the signed distance component
     * @param featureA the feature of A
     * @param featureB the feature of B
     * @throws IllegalArgumentException if the normal is not a unit vector within {@link #UNIT_NORMAL_TOLERANCE}
     *     or the signed distance is not finite (the message names the field and value)
     */
    public Contact {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(normal, "normal");
        Objects.requireNonNull(featureA, "featureA");
        Objects.requireNonNull(featureB, "featureB");
        if (Math.abs(normal.norm() - 1) > UNIT_NORMAL_TOLERANCE) {
            throw new IllegalArgumentException("contact normal = " + normal + " has length " + normal.norm()
                    + "; a contact normal must be a unit vector");
        }
        Require.finite("contact signedDistance", signedDistance);
    }

    /**
     * Creates a planar contact (z = 0).
     *
     * @param point the contact point
     * @param normal the unit normal from B towards A
     * @param signedDistance the signed distance, negative when penetrating
     * @param featureA the feature of A
     * @param featureB the feature of B
     * @return the contact
     * @throws IllegalArgumentException if the normal is not a unit vector or the distance is not finite
     */
    public static Contact planar(Vec2 point, Vec2 normal, double signedDistance, Feature featureA, Feature featureB) {
        return new Contact(new Vec3(point.x(), point.y(), 0), new Vec3(normal.x(), normal.y(), 0), signedDistance,
                featureA, featureB);
    }

    /**
     * The point as a planar vector (drops z).
     *
     * @return (x, y) of the point
     */
    public Vec2 point2() {
        return new Vec2(point.x(), point.y());
    }

    /**
     * The normal as a planar vector (drops z).
     *
     * @return (x, y) of the normal
     */
    public Vec2 normal2() {
        return new Vec2(normal.x(), normal.y());
    }

    /**
     * The penetration depth, {@code max(0, -signedDistance)}.
     *
     * @return the depth, {@code >= 0}
     */
    public double penetration() {
        return Math.max(0, -signedDistance);
    }

    /**
     * The same contact seen from B: the normal is reversed (zero components stay +0.0) and the features are swapped; the point is kept.
     *
     * @return the mirrored contact
     */
    public Contact reversed() {
        Vec3 flipped = new Vec3(0.0 - normal.x(), 0.0 - normal.y(), 0.0 - normal.z()); // no negative zeros
        return new Contact(point, flipped, signedDistance, featureB, featureA);
    }

    /**
     * Closeness of point, normal and distance, separate from the exact {@link #equals}; features must be equal.
     *
     * @param o the other contact
     * @param tol the largest allowed difference per coordinate and in the distance
     * @return whether the contacts agree within {@code tol}
     */
    public boolean approxEquals(Contact o, Tolerance tol) {
        return featureA.equals(o.featureA) && featureB.equals(o.featureB) && point.approxEquals(o.point, tol)
                && normal.approxEquals(o.normal, tol) && tol.accepts(signedDistance, o.signedDistance);
    }
}
