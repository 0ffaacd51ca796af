package org.snapfit.core.body;

import java.util.List;
import java.util.Objects;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * A closed planar outline: a polygon given by its vertices in order (either orientation), the closing edge from
 * the last vertex back to the first implied. Immutable and thread-safe.
 *
 * <p>Exact when {@link #approximated()} is false (straight geometry read from decimal text). When true, some
 * vertices were produced by polygonising a curve (arc, bulge, circle, ellipse, spline) within a chord tolerance:
 * the polygon is then Approximate, each edge lying within that tolerance of the curve it replaces.
 *
 * @param vertices the vertices, at least 3, consecutive ones (cyclically) distinct, first not repeated at the end
 * @param approximated whether any curve was polygonised to build it
 * @param source where it came from
 */
public record ProfileOutline(List<ExactPoint2> vertices, boolean approximated, ProfileSource source) {

    /**
     * Validates and freezes the vertex list.
     *
     * @param vertices the vertices
     * @param approximated whether curves were polygonised
     * @param source the source
     * @throws IllegalArgumentException if there are fewer than 3 vertices or two cyclically consecutive vertices
     *     are equal
     */
    public ProfileOutline {
        Objects.requireNonNull(source, "source");
        vertices = List.copyOf(vertices);
        if (vertices.size() < 3) {
            throw new IllegalArgumentException("outline vertices has " + vertices.size() + " points ("
                    + source.describe() + "); a closed outline needs at least 3");
        }
        for (int i = 0; i < vertices.size(); i++) {
            int j = (i + 1) % vertices.size();
            if (vertices.get(i).equals(vertices.get(j))) {
                throw new IllegalArgumentException("outline vertices[" + j + "] = " + vertices.get(j) + " repeats vertices["
                        + i + "] (" + source.describe() + "); consecutive outline vertices must be distinct");
            }
        }
    }

    /**
     * Twice the signed area (shoelace formula), exact: positive for counter-clockwise order.
     *
     * @return the exact doubled signed area
     */
    public Rational doubleSignedArea() {
        Rational s = Rational.ZERO;
        for (int i = 0; i < vertices.size(); i++) {
            s = s.add(vertices.get(i).cross(vertices.get((i + 1) % vertices.size())));
        }
        return s;
    }
}
