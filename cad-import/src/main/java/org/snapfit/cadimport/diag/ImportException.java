package org.snapfit.cadimport.diag;

import java.util.List;

/**
 * A file could not be read into a correct result. Carries every diagnostic collected up to the failure; the
 * message is the first error, formatted with file, line, entity and field.
 */
public final class ImportException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The diagnostics (kept as an immutable list; the exception is not meant to be serialised). */
    private final transient List<Diagnostic> diagnostics;

    /**
     * Creates the exception.
     *
     * @param diagnostics all diagnostics so far; at least one should be an error
     */
    public ImportException(List<Diagnostic> diagnostics) {
        super(firstError(diagnostics));
        this.diagnostics = List.copyOf(diagnostics);
    }

    private static String firstError(List<Diagnostic> ds) {
        return ds.stream().filter(d -> d.severity() == Severity.ERROR).findFirst()
                .or(() -> ds.stream().findFirst()).map(Diagnostic::format).orElse("import failed");
    }

    /**
     * The diagnostics.
     *
     * @return all diagnostics collected, in order
     */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
