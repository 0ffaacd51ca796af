package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A closed boundary loop of a face: a cycle of oriented edges, or a single vertex (STEP VERTEX_LOOP, e.g. a cone's
 * apex). The face lies to the left of the loop seen from the side the face normal points to. Immutable.
 *
 * @param edges the oriented edges in order (empty for a vertex loop)
 * @param vertex the vertex of a vertex loop
 */
public record Loop(List<OrientedEdge> edges, Optional<Vertex> vertex) {
    /**
     * Validates and copies.
     *
     * @param edges the edges
     * @param vertex the vertex of a vertex loop
     * @throws IllegalArgumentException if the loop has neither edges nor a vertex
     */
    public Loop {
        edges = List.copyOf(edges);
        if (edges.isEmpty() && vertex.isEmpty()) {
            throw new IllegalArgumentException("loop has no edges and no vertex; a loop needs one of them");
        }
    }

    /**
     * A loop of edges.
     *
     * @param edges the oriented edges
     * @return the loop
     */
    public static Loop of(List<OrientedEdge> edges) {
        return new Loop(edges, Optional.empty());
    }

    /**
     * The same loop run the other way.
     *
     * @return the reversed loop
     */
    public Loop reversed() {
        List<OrientedEdge> r = new ArrayList<>();
        for (OrientedEdge e : edges) {
            r.add(e.reversed());
        }
        Collections.reverse(r);
        return new Loop(r, vertex);
    }
}
