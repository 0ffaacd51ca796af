package org.snapfit.cadimport.step.brep;

import java.util.Objects;

/**
 * Where a B-rep feature came from in a STEP file: its instance number, entity type and line. Immutable.
 *
 * @param id the instance number ({@code #id})
 * @param type the entity type, e.g. {@code ADVANCED_FACE}
 * @param line the 1-based line of the instance
 */
public record EntityRef(long id, String type, int line) {

    /**
     * Validates.
     *
     * @param id the number
     * @param type the type
     * @param line the line
     */
    public EntityRef {
        Objects.requireNonNull(type, "type");
    }

    /**
     * Text such as {@code ADVANCED_FACE #17}.
     *
     * @return the description
     */
    public String describe() {
        return type + " #" + id;
    }
}
