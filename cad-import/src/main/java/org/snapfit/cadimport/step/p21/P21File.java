package org.snapfit.cadimport.step.p21;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A parsed ISO 10303-21 file: its header and its DATA instances by number. Immutable.
 *
 * @param schemas the FILE_SCHEMA names as written (any case)
 * @param header the header entities (FILE_DESCRIPTION, FILE_NAME, FILE_SCHEMA, …)
 * @param instances the DATA instances by id, in file order
 */
public record P21File(List<String> schemas, List<P21Part> header, Map<Long, P21Instance> instances) {
    /**
     * Copies the lists; the map is wrapped unmodifiable (insertion order kept).
     *
     * @param schemas the schema names
     * @param header the header entities
     * @param instances the instances
     */
    public P21File {
        schemas = List.copyOf(schemas);
        header = List.copyOf(header);
        instances = Collections.unmodifiableMap(instances);
    }

    /**
     * The instance with the given id.
     *
     * @param id the instance number
     * @return the instance, if present
     */
    public Optional<P21Instance> get(long id) {
        return Optional.ofNullable(instances.get(id));
    }
}
