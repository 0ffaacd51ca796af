package org.snapfit.cadimport.step.brep;

import java.util.List;
import java.util.Map;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.step.ap.StepUnits;
import org.snapfit.core.body.Assembly;

/**
 * What a STEP file yields: its schema, its length unit, the root products of its assembly tree (each a DAG of
 * products with bodies and placed instances), a census of entity types, and the diagnostics. Geometry is in
 * millimetres. Immutable.
 *
 * @param schema the FILE_SCHEMA name as written (empty if none)
 * @param units the units of the first representation context with units (lengths were converted to mm)
 * @param roots the root products
 * @param census entity type → number of instances (complex instances by their sorted part names)
 * @param diagnostics warnings and errors, in order
 * @param twins the exact values of the file's decimals and the entity of every feature (see {@link StepTwins})
 */
public record StepModel(String schema, StepUnits units, List<Assembly> roots, Map<String, Integer> census,
        List<Diagnostic> diagnostics, StepTwins twins) {
    /**
     * Copies.
     *
     * @param schema the schema
     * @param units the units
     * @param roots the roots
     * @param census the census
     * @param diagnostics the diagnostics
     * @param twins the exact twins
     */
    public StepModel {
        java.util.Objects.requireNonNull(twins, "twins");
        roots = List.copyOf(roots);
        census = Map.copyOf(census);
        diagnostics = List.copyOf(diagnostics);
    }
}
