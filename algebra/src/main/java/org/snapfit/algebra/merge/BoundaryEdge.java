package org.snapfit.algebra.merge;

import org.snapfit.algebra.cspace.GraphArc;

/**
 * One edge on a boundary cycle of a {@link FreeFace}: a maximal piece of a constraint graph between two vertices of
 * the arrangement (or a vertex and infinity), and the direction in which the cycle runs along it. The face lies to
 * the left of the direction of travel in CGAL's frame (u horizontal, t vertical): on the side of larger t when the
 * cycle runs towards larger u ({@code forward}), of smaller t otherwise. Immutable.
 *
 * @param piece the edge as an arc with exact u-bounds
 * @param forward whether the cycle runs along it in increasing u
 */
public record BoundaryEdge(GraphArc piece, boolean forward) implements FaceEdge {
    /**
     * Validates the edge.
     *
     * @param piece the arc, not null
     * @param forward the direction
     * @throws IllegalArgumentException if piece is null
     */
    public BoundaryEdge {
        if (piece == null) {
            throw new IllegalArgumentException("piece = null; a boundary edge needs an arc");
        }
    }

    /**
     * Which side of the edge (in t at fixed u) is free.
     *
     * @return {@code true} when the face lies at larger t than the edge (locally), {@code false} at smaller t
     */
    public boolean freeAtLargerT() {
        return forward;
    }
}
