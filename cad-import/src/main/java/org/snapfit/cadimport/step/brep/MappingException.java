package org.snapfit.cadimport.step.brep;

/** Internal: one entity could not be mapped (wrong arity, type mismatch, bad value); caught per item. */
final class MappingException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int line;
    final long id;
    final String field;

    MappingException(int line, long id, String field, String message) {
        super(message, null, false, false);
        this.line = line;
        this.id = id;
        this.field = field;
    }
}
