package org.snapfit.sweep.contact;

import org.snapfit.core.geom.ExactPoint2;

/**
 * Which vertex touches which edge, in world coordinates of the mechanism file at t = 0 (pawl at rest). Immutable.
 *
 * @param kind A (obstacle vertex on pawl edge) or B (pawl vertex on obstacle edge)
 * @param pawl the pawl's name
 * @param obstacle the obstacle's name
 * @param vertex the touching vertex (world, t = 0)
 * @param edgeFrom the edge's start, counter-clockwise order of its body (world, t = 0)
 * @param edgeTo the edge's end
 */
public record VertexEdgeContact(ContactKind kind, String pawl, String obstacle, ExactPoint2 vertex, ExactPoint2 edgeFrom,
        ExactPoint2 edgeTo) {

    /**
     * The text used in reports, e.g. {@code B: pawl vertex (7,7/4) on obstacle edge (12,5/2)->(15/2,1)}.
     *
     * @return the label
     */
    public String label() {
        String v = kind == ContactKind.B ? "pawl vertex " : "obstacle vertex ";
        String e = kind == ContactKind.B ? " on obstacle edge " : " on pawl edge ";
        return kind + ": " + v + fmt(vertex) + e + fmt(edgeFrom) + "->" + fmt(edgeTo);
    }

    private static String fmt(ExactPoint2 p) {
        return "(" + p.x() + "," + p.y() + ")";
    }
}
