package org.snapfit.algebra.arrangement;

/**
 * Where a point lies in an arrangement: on a vertex, on an edge, or inside a face. Indices refer to
 * {@link Arrangement#vertexPoint(int)}, {@link Arrangement#edgeCurve(int)} and {@link Arrangement#summary(int)}.
 */
public sealed interface Location {
    /**
     * The point is a vertex.
     *
     * @param vertex the vertex index
     */
    record OnVertex(int vertex) implements Location {
    }

    /**
     * The point lies in the relative interior of an edge.
     *
     * @param edge the edge index
     */
    record OnEdge(int edge) implements Location {
    }

    /**
     * The point lies in the interior of a face.
     *
     * @param face the face index
     */
    record InFace(int face) implements Location {
    }
}
