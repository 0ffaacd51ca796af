package org.snapfit.core.body;

import java.util.List;
import java.util.Objects;

/**
 * A B-rep body: a solid (outer shell and void shells, the voids oriented inwards) or a sheet (open shells).
 * Immutable.
 *
 * @param name the name from the source file (may be empty)
 * @param shells the shells
 * @param solid whether this is a solid (closed shells bounding a volume)
 */
public record Body(String name, List<Shell> shells, boolean solid) {
    /**
     * Validates and copies.
     *
     * @param name the name
     * @param shells the shells
     * @param solid whether a solid
     */
    public Body {
        Objects.requireNonNull(name, "name");
        shells = List.copyOf(shells);
    }

    /**
     * All faces of all shells.
     *
     * @return the faces
     */
    public List<Face> faces() {
        return shells.stream().flatMap(s -> s.faces().stream()).toList();
    }
}
