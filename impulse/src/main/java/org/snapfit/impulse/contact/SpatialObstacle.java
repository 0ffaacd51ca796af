package org.snapfit.impulse.contact;

import java.util.Objects;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;

/**
 * A named convex polyhedral obstacle in space, translating with a constant velocity from a start pose (zero for a
 * fixed obstacle). Immutable; lengths in mm (the module's public unit; the engine works on an SI copy).
 *
 * @param name a name for reports
 * @param shape the shape in the obstacle frame (mm)
 * @param start the pose at t = 0
 * @param velocity the constant translational velocity (mm/s)
 */
public record SpatialObstacle(String name, ConvexPolyhedron3 shape, Pose3 start, Vec3 velocity) {

    /**
     * Validates the obstacle.
     *
     * @param name the name component
     * @param shape the shape component
     * @param start the start component
     * @param velocity the velocity component
     * @throws IllegalArgumentException if the name is blank
     */
    public SpatialObstacle {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(velocity, "velocity");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("obstacle name is blank; give every obstacle a name");
        }
    }

    /**
     * The shape placed at a time.
     *
     * @param t the time (s)
     * @return the world-frame polyhedron
     */
    public ConvexPolyhedron3 shapeAt(double t) {
        return shape.transformed(Pose3.of(start.rotation(), start.translation().add(velocity.scale(t))));
    }
}
