package org.snapfit.impulse.sim;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.engine.sim.PolylineWalk;

/**
 * A planar hand target moving along a polyline at constant speed from its first point and resting at its last (the
 * planar form of {@link SpatialHand}'s path). Immutable; lengths in mm (the module's public unit; the engine works
 * on an SI copy).
 *
 * @param path the polyline (mm), at least two points, consecutive points distinct
 * @param speed the speed along it (mm/s), {@code > 0}
 */
public record HandPolyline(List<Vec2> path, double speed) implements HandTarget {

    /**
     * Validates the path.
     *
     * @param path the path component
     * @param speed the speed component
     * @throws IllegalArgumentException if the path has fewer than two points or repeats a point, or the speed is not
     *     finite and positive (the message names it)
     */
    public HandPolyline {
        path = List.copyOf(Objects.requireNonNull(path, "path"));
        if (path.size() < 2) {
            throw new IllegalArgumentException("hand path has " + path.size() + " points; it needs at least 2");
        }
        for (int i = 1; i < path.size(); i++) {
            if (!(path.get(i).subtract(path.get(i - 1)).norm() > 0)) {
                throw new IllegalArgumentException("hand path[" + i + "] = " + path.get(i) + " repeats path[" + (i - 1)
                        + "]; consecutive points must differ");
            }
        }
        Require.positive("hand speed (mm/s)", speed);
    }

    /**
     * The position at a time: before 0 the first point, after the end the last.
     *
     * @param t the time (s)
     * @return the position (mm)
     */
    @Override
    public Vec2 position(double t) {
        double s = Math.max(0, t) * speed;
        int i = PolylineWalk.segment(path.size(), this::segmentLength, s, true);
        if (i == 0) {
            return path.get(path.size() - 1);
        }
        Vec2 a = path.get(i - 1);
        Vec2 d = path.get(i).subtract(a);
        return a.add(d.scale(PolylineWalk.into(this::segmentLength, s, i) / d.norm()));
    }

    /**
     * The velocity at a time: the speed along the current segment, zero before 0 and after the end.
     *
     * @param t the time (s)
     * @return the velocity (mm/s)
     */
    @Override
    public Vec2 velocity(double t) {
        if (t < 0) {
            return Vec2.ZERO;
        }
        int i = PolylineWalk.segment(path.size(), this::segmentLength, t * speed, false);
        if (i == 0) {
            return Vec2.ZERO;
        }
        Vec2 d = path.get(i).subtract(path.get(i - 1));
        return d.scale(speed / d.norm());
    }

    private double segmentLength(int i) {
        return path.get(i).subtract(path.get(i - 1)).norm();
    }
}
