package org.snapfit.sweep.model;

import java.util.Optional;

/**
 * Bad mechanism input: the message names the file (when known), the pawl or obstacle, the field, the offending
 * value and the rule, e.g. {@code s01.json: pawls[0] "P1".stiffness = "-1": stiffness must be > 0}.
 */
public final class MechanismException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The field path such as {@code pawls[0] "P1".stiffness}; kept as text for callers that locate it. */
    private final String field;

    /**
     * Creates the exception.
     *
     * @param field the field path (e.g. {@code pawls[0] "P1".stiffness}), or empty for the whole document
     * @param message the full message (already naming file, field, value and rule)
     */
    public MechanismException(String field, String message) {
        super(message);
        this.field = field;
    }

    /**
     * Creates the exception with its cause (e.g. the file that could not be read).
     *
     * @param field the field path, or empty for the whole document
     * @param message the full message (already naming file, field, value and rule)
     * @param cause what went wrong underneath
     */
    public MechanismException(String field, String message, Throwable cause) {
        super(message, cause);
        this.field = field;
    }

    /**
     * The field path the error is about.
     *
     * @return the path, or empty when the error concerns the whole document
     */
    public Optional<String> field() {
        return field.isEmpty() ? Optional.empty() : Optional.of(field);
    }
}
