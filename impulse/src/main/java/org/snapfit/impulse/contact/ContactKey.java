package org.snapfit.impulse.contact;

import java.util.Objects;

/**
 * The identity of a contact across steps: the link, the other body and the touching vertex. Immutable.
 *
 * @param link the link index of body A
 * @param other the other body: an obstacle name or {@code "link " + index}
 * @param vertexOnLink whether the touching vertex belongs to the link (else to the other body)
 * @param vertex the vertex index on its owner
 */
public record ContactKey(int link, String other, boolean vertexOnLink, int vertex) {

    /**
     * Validates the key.
     *
     * @param link the link component
     * @param other the other component
     * @param vertexOnLink the owner component
     * @param vertex the vertex component
     * @throws IllegalArgumentException if an index is negative
     */
    public ContactKey {
        Objects.requireNonNull(other, "other");
        if (link < 0 || vertex < 0) {
            throw new IllegalArgumentException("contact key (link " + link + ", vertex " + vertex
                    + "); indices must be >= 0");
        }
    }

    @Override
    public String toString() {
        return "link " + link + " / " + other + " (" + (vertexOnLink ? "link" : "other") + " vertex " + vertex + ")";
    }
}
