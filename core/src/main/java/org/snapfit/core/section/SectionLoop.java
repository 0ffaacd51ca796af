package org.snapfit.core.section;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Face;
import org.snapfit.core.geom.ExactPoint2;

/**
 * One closed loop of a section, in section coordinates (mm), counter-clockwise for an outer boundary and clockwise
 * for a hole (seen from the side the plane's normal points to). Immutable.
 *
 * <p>Exact when {@link #approximated()} is false: every vertex is then the exact intersection of the plane with a
 * straight edge whose ends the file gives exactly. Otherwise some vertices lie on curves and were rounded, and
 * every point of the true section curve lies within {@link #errorBound()} of the polygon.
 *
 * @param vertices the vertices in order, the closing edge implied; at least 3, consecutive ones distinct
 * @param approximated whether any vertex was computed in floating point
 * @param errorBound the largest distance between the true section and the polygon (mm); 0 when exact
 * @param faces the faces the loop runs across, in order of first use
 * @param circle the exact circle when the loop is one whole circle (a pin cut across its axis), else empty
 */
public record SectionLoop(List<ExactPoint2> vertices, boolean approximated, double errorBound, List<Face> faces,
        Optional<Circle> circle) {

    /**
     * Validates and copies.
     *
     * @param vertices the vertices
     * @param approximated the flag
     * @param errorBound the bound
     * @param faces the faces
     * @param circle the circle
     * @throws IllegalArgumentException if there are fewer than 3 vertices
     */
    public SectionLoop {
        vertices = List.copyOf(vertices);
        faces = List.copyOf(faces);
        Objects.requireNonNull(circle, "circle");
        if (vertices.size() < 3) {
            throw new IllegalArgumentException("section loop has " + vertices.size() + " vertices; need at least 3");
        }
    }

    /**
     * Twice the signed area (shoelace), exact: positive for counter-clockwise loops.
     *
     * @return the doubled signed area (mm²)
     */
    public Rational doubleSignedArea() {
        Rational s = Rational.ZERO;
        for (int i = 0; i < vertices.size(); i++) {
            s = s.add(vertices.get(i).cross(vertices.get((i + 1) % vertices.size())));
        }
        return s;
    }

    /**
     * A whole circle of a section.
     *
     * @param centre the centre (section coordinates, mm)
     * @param radius the radius (mm)
     * @param exact whether centre and radius are exact (else rounded to the chord rule's grid)
     */
    public record Circle(ExactPoint2 centre, Rational radius, boolean exact) {
        /**
         * Validates.
         *
         * @param centre the centre
         * @param radius the radius
         * @param exact the flag
         */
        public Circle {
            Objects.requireNonNull(centre, "centre");
            Objects.requireNonNull(radius, "radius");
        }
    }
}
