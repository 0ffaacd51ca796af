package org.snapfit.core.body;

import java.util.Objects;
import org.snapfit.core.geom.Vec3;

/**
 * A topological vertex at a point. Immutable; approximate.
 *
 * @param point the position (mm)
 */
public record Vertex(Vec3 point) {
    /**
     * Validates.
     *
     * @param point the position
     */
    public Vertex {
        Objects.requireNonNull(point, "point");
    }
}
