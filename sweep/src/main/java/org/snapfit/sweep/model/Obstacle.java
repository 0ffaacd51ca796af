package org.snapfit.sweep.model;

import java.util.List;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * A fixed obstacle: a union of simple polygons in world coordinates. Immutable, exact.
 *
 * @param name the obstacle's name (non-blank)
 * @param shape a non-empty list of simple polygons (any orientation, convex or not)
 */
public record Obstacle(String name, List<ExactPolygon2> shape) {

    /**
     * Validates the obstacle.
     *
     * @param name the obstacle's name (non-blank)
     * @param shape a non-empty list of simple polygons
     * @throws IllegalArgumentException if the name is blank or the shape is empty
     */
    public Obstacle {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name = \"" + name + "\": an obstacle needs a non-blank name");
        }
        shape = List.copyOf(shape);
        if (shape.isEmpty()) {
            throw new IllegalArgumentException("shape = []: an obstacle needs at least one polygon");
        }
    }
}
