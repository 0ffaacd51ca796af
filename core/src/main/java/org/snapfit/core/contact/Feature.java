package org.snapfit.core.contact;

import java.util.Objects;

/**
 * A boundary feature of a body, named by its kind and its index in the body's own numbering (vertex i, edge i
 * from vertex i to vertex i + 1, face i). Immutable and thread-safe.
 *
 * @param kind the feature kind
 * @param index the index, {@code >= 0}
 */
public record Feature(FeatureKind kind, int index) {

    /**
     * Validates the feature.
     *
     * @param kind the kind component
     * @param index the index component
     * @throws IllegalArgumentException if the index is negative (the message names it)
     */
    public Feature {
        Objects.requireNonNull(kind, "kind");
        if (index < 0) {
            throw new IllegalArgumentException("feature index = " + index + "; a feature index must be >= 0");
        }
    }

    /**
     * Creates a feature.
     *
     * @param kind the kind
     * @param index the index, {@code >= 0}
     * @return the feature
     * @throws IllegalArgumentException if the index is negative
     */
    public static Feature of(FeatureKind kind, int index) {
        return new Feature(kind, index);
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + index;
    }
}
