package org.snapfit.core.body;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.geom.ExactPoint2;

/**
 * An open planar polyline (a LINE is a path of two vertices). Immutable and thread-safe. Exact unless
 * {@link #approximated()}, as for {@link ProfileOutline}.
 *
 * @param vertices the vertices in order, at least 2, consecutive ones distinct
 * @param approximated whether any curve was polygonised to build it
 * @param source where it came from
 */
public record ProfilePath(List<ExactPoint2> vertices, boolean approximated, ProfileSource source) {

    /**
     * Validates and freezes the vertex list.
     *
     * @param vertices the vertices
     * @param approximated whether curves were polygonised
     * @param source the source
     * @throws IllegalArgumentException if there are fewer than 2 vertices or two consecutive vertices are equal
     */
    public ProfilePath {
        Objects.requireNonNull(source, "source");
        vertices = List.copyOf(vertices);
        if (vertices.size() < 2) {
            throw new IllegalArgumentException("path vertices has " + vertices.size() + " points ("
                    + source.describe() + "); a path needs at least 2");
        }
        for (int i = 1; i < vertices.size(); i++) {
            if (vertices.get(i).equals(vertices.get(i - 1))) {
                throw new IllegalArgumentException("path vertices[" + i + "] = " + vertices.get(i) + " repeats vertices["
                        + (i - 1) + "] (" + source.describe() + "); consecutive path vertices must be distinct");
            }
        }
    }

    /**
     * The first vertex.
     *
     * @return the start point
     */
    public ExactPoint2 start() {
        return vertices.get(0);
    }

    /**
     * The last vertex.
     *
     * @return the end point
     */
    public ExactPoint2 end() {
        return vertices.get(vertices.size() - 1);
    }
}
