package org.snapfit.cadimport.diag;

import java.util.ArrayList;
import java.util.List;

/**
 * The diagnostics a reader collected while reading one file: a builder while reading, then frozen with
 * {@link #freeze()}. Not thread-safe while collecting.
 */
public final class ImportReport {
    private final String file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    /**
     * Starts an empty report.
     *
     * @param file the file name as the user gave it
     */
    public ImportReport(String file) {
        this.file = file;
    }

    /**
     * The file this report is about.
     *
     * @return the file name
     */
    public String file() {
        return file;
    }

    /**
     * Adds a diagnostic for this report's file.
     *
     * @param line the 1-based line, or 0
     * @param entity the entity, or ""
     * @param field the field, or ""
     * @param severity the severity
     * @param message the message
     * @return the diagnostic added
     */
    public Diagnostic add(int line, String entity, String field, Severity severity, String message) {
        Diagnostic d = new Diagnostic(file, line, entity, field, severity, message);
        diagnostics.add(d);
        return d;
    }

    /**
     * Adds an error and throws: for input that makes a correct result impossible.
     *
     * @param line the 1-based line, or 0
     * @param entity the entity, or ""
     * @param field the field, or ""
     * @param message the message
     * @return never returns (declared so callers can write {@code throw report.fail(...)})
     * @throws ImportException always, with every diagnostic so far
     */
    public ImportException fail(int line, String entity, String field, String message) {
        add(line, entity, field, Severity.ERROR, message);
        throw new ImportException(diagnostics);
    }

    /**
     * Whether an error was reported.
     *
     * @return true if any diagnostic is an error
     */
    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    /**
     * The diagnostics so far, as an immutable copy.
     *
     * @return the diagnostics in order
     */
    public List<Diagnostic> freeze() {
        return List.copyOf(diagnostics);
    }
}
