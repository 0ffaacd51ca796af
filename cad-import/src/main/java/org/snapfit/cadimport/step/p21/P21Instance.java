package org.snapfit.cadimport.step.p21;

import java.util.List;
import java.util.Optional;

/**
 * An instance {@code #id = …;} of the DATA section with the line on which it starts. Immutable.
 *
 * @param id the instance number
 * @param line the 1-based line of the {@code #id}
 * @param parts the entity parts; one for a simple instance, several (in file order) for a complex one
 */
public record P21Instance(long id, int line, List<P21Part> parts) {
    /**
     * Validates and copies.
     *
     * @param id the instance number
     * @param line the line
     * @param parts the parts
     * @throws IllegalArgumentException if {@code parts} is empty
     */
    public P21Instance {
        parts = List.copyOf(parts);
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("instance #" + id + " has no entity part; need at least one");
        }
    }

    /**
     * Whether this is a complex instance {@code #n=(A(..) B(..))}.
     *
     * @return true for more than one part
     */
    public boolean isComplex() {
        return parts.size() > 1;
    }

    /**
     * The type of a simple instance, or the space-joined sorted types of a complex one.
     *
     * @return the type name
     */
    public String typeName() {
        if (parts.size() == 1) {
            return parts.get(0).type();
        }
        return "(" + String.join(" ", parts.stream().map(P21Part::type).sorted().toList()) + ")";
    }

    /**
     * The part of the given type.
     *
     * @param type the upper-case type name
     * @return the part, if this instance has one of that type
     */
    public Optional<P21Part> part(String type) {
        return parts.stream().filter(p -> p.type().equals(type)).findFirst();
    }

    /**
     * Whether this instance has a part of the given type.
     *
     * @param type the upper-case type name
     * @return true if present
     */
    public boolean is(String type) {
        return part(type).isPresent();
    }
}
