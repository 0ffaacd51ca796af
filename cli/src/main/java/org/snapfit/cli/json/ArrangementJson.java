package org.snapfit.cli.json;

import com.fasterxml.jackson.annotation.JsonInclude;
/**
 * JSON document of {@code snapfit arrangement} (docs/formats/arrangement.md): the number of curves read, the size of the face
 * containing the query point (CGAL's conventions), the wall-clock seconds of the computation, and with
 * {@code --full} the counts of the full arrangement. Keys in declaration order; {@code full} is null (and omitted by a mapper that skips nulls) without {@code --full}.
 *
 * @param format always {@link #FORMAT}
 * @param curves the number of curves read
 * @param point the query point as exact text {@code [t, u]}
 * @param face the size of the face containing the point
 * @param full the full arrangement's counts, or null when not requested
 * @param seconds wall-clock seconds of the computation (measured, approximate)
 */
@com.fasterxml.jackson.annotation.JsonPropertyOrder({"format", "curves", "point", "pointValue", "start", "side", "face",
    "full", "seconds"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ArrangementJson(String format, int curves, java.util.List<String> point, String start, String side, Face face, Full full,
        double seconds) {

    /**
     * Validates the document.
     *
     * @param format always {@link #FORMAT}
     * @param curves at least 0
     * @param point the query point [t, u]
     * @param start where the point lies: "interior", "on_edge" or "on_vertex"
     * @param side the free side given for a point on a curve ("larger-u"/"smaller-u"), or null
     * @param face the face
     * @param full counts or null
     * @param seconds at least 0
     */
    public ArrangementJson {
        point = java.util.List.copyOf(point);
    }

    /** The document format. */
    public static final String FORMAT = "snapfit-arrangement/1";

    /**
     * The query point as plain numbers.
     *
     * @return [t, u] as the nearest doubles
     */
    @com.fasterxml.jackson.annotation.JsonProperty("pointValue")
    public java.util.List<Double> pointValue() {
        return NumberValues.of(point);
    }

    /**
     * The face containing the query point.
     *
     * @param unbounded whether it is unbounded
     * @param outerHalfEdges real half-edges on its outer boundary (0 when at infinity)
     * @param holes the number of holes
     * @param holeHalfEdges the half-edges around the holes
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Face(boolean unbounded, int outerHalfEdges, int holes, int holeHalfEdges) {
    }

    /**
     * The full arrangement's counts.
     *
     * @param vertices finite vertices
     * @param edges edges
     * @param faces faces
     * @param unboundedFaces unbounded faces
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Full(int vertices, int edges, int faces, int unboundedFaces) {
    }
}
