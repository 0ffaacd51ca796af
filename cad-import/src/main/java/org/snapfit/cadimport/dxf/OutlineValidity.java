package org.snapfit.cadimport.dxf;

import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.valid.IsValidOp;
import org.locationtech.jts.operation.valid.TopologyValidationError;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Validity of a closed outline as a simple polygon, by JTS's {@link IsValidOp} on the outline's vertices rounded to
 * double (Approximate: a diagnostic for the user, not a decision; the exact polygon code that consumes the outline has
 * the last word). Finds self-intersections (edges crossing or touching, with the point), rings that collapse to fewer
 * than three distinct points in double, and non-finite coordinates. Not thread-safe (one per reading).
 */
final class OutlineValidity {

    private final GeometryFactory factory = new GeometryFactory();

    /**
     * What is wrong with the closed outline through these vertices, or empty if JTS finds it valid.
     *
     * @param ring the vertices, at least three, without a repeated closing vertex
     * @return e.g. {@code "Self-intersection at (2.0, 1.5)"}
     */
    Optional<String> problem(List<ExactPoint2> ring) {
        int n = ring.size();
        Coordinate[] c = new Coordinate[n + 1];
        for (int i = 0; i < n; i++) {
            ExactPoint2 p = ring.get(i);
            c[i] = new Coordinate(p.x().doubleValue(), p.y().doubleValue());
        }
        c[n] = c[0].copy();
        Polygon polygon = factory.createPolygon(c);
        TopologyValidationError error = new IsValidOp(polygon).getValidationError();
        if (error == null) {
            return Optional.empty();
        }
        Coordinate at = error.getCoordinate();
        String where = at == null ? "" : " at (" + at.getX() + ", " + at.getY() + ")";
        return Optional.of(error.getMessage() + where);
    }
}
