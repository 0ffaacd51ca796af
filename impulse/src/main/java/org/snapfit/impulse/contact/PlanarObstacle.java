package org.snapfit.impulse.contact;

import java.util.Objects;
import org.snapfit.core.geom.ConvexPolygon2;

/**
 * A named convex obstacle with a prescribed motion. Immutable and thread-safe; lengths in mm (the module's public
 * unit; the engine works on an SI copy).
 *
 * @param name a name for reports
 * @param shape the shape in the obstacle's frame (mm)
 * @param motion its motion
 */
public record PlanarObstacle(String name, ConvexPolygon2 shape, ObstacleMotion motion) {

    /**
     * Validates the obstacle.
     *
     * @param name the name component
     * @param shape the shape component
     * @param motion the motion component
     * @throws IllegalArgumentException if the name is blank
     */
    public PlanarObstacle {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(motion, "motion");
        if (name.isBlank()) {
            throw new IllegalArgumentException("obstacle name is blank; give every obstacle a name");
        }
    }

    /**
     * The shape placed at a time.
     *
     * @param t the time (s)
     * @return the world-frame polygon
     */
    public ConvexPolygon2 shapeAt(double t) {
        var p = motion.pose(t);
        return shape.transformed(p.angle(), p.translation());
    }
}
