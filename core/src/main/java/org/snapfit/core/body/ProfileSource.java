package org.snapfit.core.body;

import java.util.Objects;

/**
 * Where a profile element came from in its source file: file, line, entity and layer. Immutable and thread-safe.
 *
 * @param file the file name as the user gave it
 * @param line the 1-based line of the entity's first group (0 if unknown)
 * @param entity the entity, e.g. {@code "LWPOLYLINE #2A"}, or a chain such as {@code "LINE #61 + ARC #64"}
 * @param layer the layer name as spelled in the file
 */
public record ProfileSource(String file, int line, String entity, String layer) {

    /**
     * Validates.
     *
     * @param file the file name
     * @param line the line, {@code >= 0}
     * @param entity the entity text (may be empty)
     * @param layer the layer name (may be empty)
     * @throws IllegalArgumentException if {@code line < 0}
     * @throws NullPointerException if a text is null
     */
    public ProfileSource {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(layer, "layer");
        if (line < 0) {
            throw new IllegalArgumentException("profile source line = " + line + "; must be >= 0");
        }
    }

    /**
     * Text such as {@code hook.dxf:123 LWPOLYLINE #2A on layer PAWL-1}.
     *
     * @return a one-line description for messages
     */
    public String describe() {
        return file + ":" + line + " " + entity + " on layer " + layer;
    }
}
