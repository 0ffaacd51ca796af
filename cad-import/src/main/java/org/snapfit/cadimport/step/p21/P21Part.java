package org.snapfit.cadimport.step.p21;

import java.util.List;
import java.util.Objects;

/**
 * One entity of an instance: its type name and its parameters. A simple instance has one part; a complex instance
 * {@code #n=(A(..) B(..))} has one per listed type. Immutable.
 *
 * @param type the upper-case entity type name
 * @param params the parameters in order
 */
public record P21Part(String type, List<P21Value> params) {
    /**
     * Validates and copies.
     *
     * @param type the entity type name
     * @param params the parameters
     */
    public P21Part {
        Objects.requireNonNull(type, "type");
        params = List.copyOf(params);
    }
}
