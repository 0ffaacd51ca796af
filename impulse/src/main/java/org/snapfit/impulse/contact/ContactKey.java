package org.snapfit.impulse.contact;

import java.util.Objects;
import java.util.Optional;

/**
 * The identity of a contact across steps: the link, the other body and the touching feature. Immutable.
 *
 * <p>A vertex contact names the touching vertex and its owner. An edge–edge contact (an edge crossing of two convex
 * polygons with no vertex inside the other, or crossing edges of two convex polyhedra) names the link's edge in
 * {@code vertex} (with {@code vertexOnLink = true}) and the other body's edge in {@code crossedEdge}.
 *
 * @param link the link index of body A
 * @param other the other body: an obstacle name or {@code "link " + index}
 * @param vertexOnLink whether the touching vertex belongs to the link (else to the other body)
 * @param vertex the vertex index on its owner, or the link's edge index of an edge–edge contact
 * @param crossedEdge the other body's edge index of an edge–edge contact; empty for a vertex contact
 */
public record ContactKey(int link, String other, boolean vertexOnLink, int vertex, Optional<Integer> crossedEdge) {

    /**
     * Validates the key.
     *
     * @param link the link component
     * @param other the other component
     * @param vertexOnLink the owner component
     * @param vertex the vertex (or link edge) component
     * @param crossedEdge the other body's edge of an edge–edge contact
     * @throws IllegalArgumentException if an index is negative, or an edge–edge key does not name the link's edge
     */
    public ContactKey {
        Objects.requireNonNull(other, "other");
        Objects.requireNonNull(crossedEdge, "crossedEdge");
        if (link < 0 || vertex < 0 || crossedEdge.orElse(0) < 0) {
            throw new IllegalArgumentException("contact key (link " + link + ", vertex " + vertex + ", crossedEdge "
                    + crossedEdge + "); indices must be >= 0");
        }
        if (crossedEdge.isPresent() && !vertexOnLink) {
            throw new IllegalArgumentException("contact key (link " + link + ", crossedEdge " + crossedEdge
                    + ") has vertexOnLink = false; an edge–edge key names the link's edge");
        }
    }

    /**
     * A vertex contact key.
     *
     * @param link the link index of body A
     * @param other the other body
     * @param vertexOnLink whether the vertex belongs to the link
     * @param vertex the vertex index on its owner
     * @throws IllegalArgumentException if an index is negative
     */
    public ContactKey(int link, String other, boolean vertexOnLink, int vertex) {
        this(link, other, vertexOnLink, vertex, Optional.empty());
    }

    /**
     * An edge–edge contact key.
     *
     * @param link the link index of body A
     * @param other the other body
     * @param linkEdge the link's edge index
     * @param otherEdge the other body's edge index
     * @return the key
     * @throws IllegalArgumentException if an index is negative
     */
    public static ContactKey edgeEdge(int link, String other, int linkEdge, int otherEdge) {
        return new ContactKey(link, other, true, linkEdge, Optional.of(otherEdge));
    }

    /**
     * Whether this is an edge–edge contact.
     *
     * @return true for an edge–edge key
     */
    public boolean isEdgeEdge() {
        return crossedEdge.isPresent();
    }

    @Override
    public String toString() {
        if (crossedEdge.isPresent()) {
            return "link " + link + " / " + other + " (link edge " + vertex + " × other edge " + crossedEdge.get()
                    + ")";
        }
        return "link " + link + " / " + other + " (" + (vertexOnLink ? "link" : "other") + " vertex " + vertex + ")";
    }
}
