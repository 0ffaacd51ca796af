package org.snapfit.cadimport.diag;

import java.util.Objects;
import java.util.Optional;

/**
 * One message from a reader about its input file. Immutable.
 *
 * @param file the file name as the user gave it
 * @param line the 1-based line number, or 0 when not applicable (binary files)
 * @param entity the entity: a STEP {@code #id}, a DXF handle or entity type, an STL facet index; empty if none
 * @param field the field or group code concerned; empty if none
 * @param severity how serious it is
 * @param message what is wrong and what the rule is
 */
public record Diagnostic(String file, int line, String entity, String field, Severity severity, String message) {

    /**
     * Validates.
     *
     * @param file the file name
     * @param line the line, {@code >= 0}
     * @param entity the entity, never null (use "")
     * @param field the field, never null (use "")
     * @param severity the severity
     * @param message the message
     * @throws IllegalArgumentException if line is negative
     */
    public Diagnostic {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        if (line < 0) {
            throw new IllegalArgumentException("diagnostic line = " + line + "; must be >= 0");
        }
    }

    /**
     * The entity, if any.
     *
     * @return the entity or empty
     */
    public Optional<String> entityName() {
        return entity.isEmpty() ? Optional.empty() : Optional.of(entity);
    }

    /**
     * One line for a terminal: {@code file:line: severity: entity field: message}.
     *
     * @return the formatted diagnostic
     */
    public String format() {
        StringBuilder b = new StringBuilder(file);
        if (line > 0) {
            b.append(':').append(line);
        }
        b.append(": ").append(severity.name().toLowerCase(java.util.Locale.ROOT)).append(": ");
        if (!entity.isEmpty()) {
            b.append(entity).append(' ');
        }
        if (!field.isEmpty()) {
            b.append('[').append(field).append("] ");
        }
        return b.append(message).toString();
    }
}
