package org.snapfit.core.body;

import java.util.Objects;

/**
 * An edge used in a loop, along (forward) or against its curve's parameter. Immutable.
 *
 * @param edge the edge
 * @param forward true if the loop runs from the edge's start to its end
 */
public record OrientedEdge(Edge edge, boolean forward) {
    /**
     * Validates.
     *
     * @param edge the edge
     * @param forward the orientation
     */
    public OrientedEdge {
        Objects.requireNonNull(edge, "edge");
    }

    /**
     * The vertex where the loop enters this edge.
     *
     * @return start if forward, else end
     */
    public Vertex first() {
        return forward ? edge.start() : edge.end();
    }

    /**
     * The vertex where the loop leaves this edge.
     *
     * @return end if forward, else start
     */
    public Vertex last() {
        return forward ? edge.end() : edge.start();
    }

    /**
     * The same edge used the other way.
     *
     * @return the reversed use
     */
    public OrientedEdge reversed() {
        return new OrientedEdge(edge, !forward);
    }
}
