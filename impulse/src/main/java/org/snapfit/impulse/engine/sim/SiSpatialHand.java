package org.snapfit.impulse.engine.sim;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.geom.Vec3;

/**
 * The user's hand in space, coupled to a free body's reference point (its centroid) by the virtual coupling of
 * Constantinescu et al. (the term J_hᵀF_h of eq. 1): F_h = K_h (x_h − x) + B_h (v_h − v), with the hand point x_h
 * moving along a polyline at constant speed from its first point and resting at its last. Immutable; SI units.
 *
 * @param path the polyline (m), at least two points, consecutive points distinct
 * @param speed the hand's speed along the path (m/s), {@code > 0}
 * @param stiffness K_h (N/m), {@code > 0}
 * @param damping B_h (N·s/m), {@code >= 0}
 */
public record SiSpatialHand(List<Vec3> path, double speed, double stiffness, double damping) {

    /**
     * Validates the hand.
     *
     * @param path the path component
     * @param speed the speed component
     * @param stiffness the stiffness component
     * @param damping the damping component
     * @throws IllegalArgumentException if the path has fewer than two points or repeats a point, or a gain or the
     *     speed is out of range (the message names it)
     */
    public SiSpatialHand {
        path = List.copyOf(Objects.requireNonNull(path, "path"));
        check(path, speed, stiffness, damping, "m");
    }

    /**
     * Checks a hand's parameters.
     *
     * @param path the path
     * @param speed the speed
     * @param stiffness the stiffness
     * @param damping the damping
     * @param lengthUnit the length unit's symbol for the message ({@code "m"} in the engine, {@code "mm"} in the
     *     public API)
     * @throws IllegalArgumentException if the path has fewer than two points or repeats a point, or a gain or the
     *     speed is out of range (the message names it)
     */
    public static void check(List<Vec3> path, double speed, double stiffness, double damping, String lengthUnit) {
        if (path.size() < 2) {
            throw new IllegalArgumentException("hand path has " + path.size() + " points; it needs at least 2");
        }
        for (int i = 1; i < path.size(); i++) {
            if (!(path.get(i).subtract(path.get(i - 1)).norm() > 0)) {
                throw new IllegalArgumentException("hand path[" + i + "] = " + path.get(i) + " repeats path[" + (i - 1)
                        + "]; consecutive points must differ");
            }
        }
        if (!(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("hand speed = " + speed + " " + lengthUnit
                    + "/s; it must be finite and > 0");
        }
        if (!(stiffness > 0) || Double.isInfinite(stiffness) || !(damping >= 0) || Double.isInfinite(damping)) {
            throw new IllegalArgumentException("hand gains (" + stiffness + " N/" + lengthUnit + ", " + damping
                    + " N·s/" + lengthUnit + "); the stiffness must be finite and > 0, the damping finite and >= 0");
        }
    }

    /**
     * The total length of the path.
     *
     * @return the length (m)
     */
    public double length() {
        double s = 0;
        for (int i = 1; i < path.size(); i++) {
            s += path.get(i).subtract(path.get(i - 1)).norm();
        }
        return s;
    }

    /**
     * The time the hand reaches the end of its path.
     *
     * @return length / speed (s)
     */
    public double duration() {
        return length() / speed;
    }

    /**
     * The hand point at a time.
     *
     * @param t the time (s); before 0 the first point, after {@link #duration()} the last
     * @return x_h(t) (m)
     */
    public Vec3 position(double t) {
        double s = Math.max(0, t) * speed;
        int i = PolylineWalk.segment(path.size(), this::segmentLength, s, true);
        if (i == 0) {
            return path.get(path.size() - 1);
        }
        Vec3 a = path.get(i - 1);
        Vec3 d = path.get(i).subtract(a);
        return a.add(d.scale(PolylineWalk.into(this::segmentLength, s, i) / d.norm()));
    }

    /**
     * The hand's velocity at a time.
     *
     * @param t the time (s)
     * @return v_h(t) (m/s): speed along the current segment, zero before 0 and after the end
     */
    public Vec3 velocity(double t) {
        if (t < 0) {
            return Vec3.ZERO;
        }
        int i = PolylineWalk.segment(path.size(), this::segmentLength, t * speed, false);
        if (i == 0) {
            return Vec3.ZERO;
        }
        Vec3 d = path.get(i).subtract(path.get(i - 1));
        return d.scale(speed / d.norm());
    }

    private double segmentLength(int i) {
        return path.get(i).subtract(path.get(i - 1)).norm();
    }

    /**
     * The coupling force on the body.
     *
     * @param point the body's reference point (m)
     * @param pointVelocity its velocity (m/s)
     * @param t the time (s)
     * @return F_h (N)
     */
    public Vec3 force(Vec3 point, Vec3 pointVelocity, double t) {
        return position(t).subtract(point).scale(stiffness).add(velocity(t).subtract(pointVelocity).scale(damping));
    }
}
