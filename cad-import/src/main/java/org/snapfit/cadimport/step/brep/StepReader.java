package org.snapfit.cadimport.step.brep;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.ap.StepGraph;
import org.snapfit.cadimport.step.p21.P21File;
import org.snapfit.cadimport.step.p21.P21Parser;

/**
 * Maps a STEP file (AP203, AP214, AP242) to core B-rep bodies and an assembly tree. The entities it understands
 * are listed in {@code cad-import/README-step.md}; every other entity reached from a shape is skipped with a
 * warning naming its {@code #id} and line. A wrong arity or a parameter of the wrong type is an error naming the
 * line, {@code #id} and field, and the solid containing it is skipped. Each reading runs its own stages (product
 * structure, topology, geometry, sharing one entity decoder), so the static entry points are thread-safe.
 */
public final class StepReader {
    /**
     * Direction ratios whose magnitude is at most this fraction of the largest ratio of the same DIRECTION are read
     * as 0 for the exact twins (dimensionless): rounding noise such as {@code 2.22044604925E-16} for cos 90°, far
     * below the 12 significant digits CAD systems write.
     */
    public static final double DIRECTION_NOISE = 1e-14;

    /** Deepest chain of geometry references followed (SURFACE_CURVE, TRIMMED_CURVE, OFFSET_SURFACE, …). */
    public static final int MAX_GEOMETRY_DEPTH = 64;

    private StepReader() {
    }

    /**
     * Reads a STEP file.
     *
     * @param file the file
     * @param report receives diagnostics
     * @return the model
     * @throws IOException if the file cannot be read
     * @throws ImportException if the Part 21 syntax is broken (diagnostic with line)
     */
    public static StepModel read(Path file, ImportReport report) throws IOException {
        return read(file, report, StepOptions.defaults());
    }

    /**
     * Reads a STEP file within budgets.
     *
     * @param file the file
     * @param report receives diagnostics
     * @param options the budgets (occurrences, nesting depth)
     * @return the model
     * @throws IOException if the file cannot be read
     * @throws ImportException if the Part 21 syntax is broken, or the product structure exceeds a budget (the
     *     message names the limit and how to raise it)
     */
    public static StepModel read(Path file, ImportReport report, StepOptions options) throws IOException {
        return map(P21Parser.parse(file, report), report, options);
    }

    /**
     * Reads a STEP file of at most {@code maxBytes} bytes within budgets.
     *
     * @param file the file
     * @param report receives diagnostics
     * @param options the budgets (occurrences, nesting depth)
     * @param maxBytes the largest file accepted, bytes, {@code >= 0}
     * @return the model
     * @throws IOException if the file cannot be read, or is larger than {@code maxBytes} (an
     *     {@link org.snapfit.core.io.InputFileException} naming the file, its size and the limit)
     * @throws ImportException if the Part 21 syntax is broken, or the product structure exceeds a budget
     */
    public static StepModel read(Path file, ImportReport report, StepOptions options, long maxBytes)
            throws IOException {
        return map(P21Parser.parse(file, report, maxBytes), report, options);
    }

    /**
     * Reads STEP text.
     *
     * @param text the text
     * @param report receives diagnostics
     * @return the model
     * @throws IOException if reading fails
     * @throws ImportException if the Part 21 syntax is broken (diagnostic with line)
     */
    public static StepModel read(Reader text, ImportReport report) throws IOException {
        return map(P21Parser.parse(text, report), report);
    }

    /**
     * Maps a parsed file.
     *
     * @param file the parsed file
     * @param report receives diagnostics
     * @return the model
     */
    public static StepModel map(P21File file, ImportReport report) {
        return map(file, report, StepOptions.defaults());
    }

    /**
     * Maps a parsed file within budgets.
     *
     * @param file the parsed file
     * @param report receives diagnostics
     * @param options the budgets
     * @return the model
     * @throws ImportException if the product structure exceeds a budget
     */
    public static StepModel map(P21File file, ImportReport report, StepOptions options) {
        StepGraph g = StepGraph.of(file, report);
        try {
            return new StepAssemblies(new StepEntities.Context(g, report, options)).run();
        } catch (MappingException e) {
            throw report.fail(e.line, "#" + e.id, e.field, e.getMessage());
        } catch (RuntimeException e) {
            if (e instanceof ImportException ie) {
                throw ie;
            }
            throw report.fail(0, "", "", "the product structure cannot be mapped: " + e);
        }
    }

}
