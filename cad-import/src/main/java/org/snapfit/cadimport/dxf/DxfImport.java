package org.snapfit.cadimport.dxf;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.core.body.ProfileSet;

/**
 * What {@link DxfReader} found in one DXF file. Immutable.
 *
 * @param profiles the planar profiles per layer, in millimetres
 * @param version the {@code $ACADVER} value (e.g. {@code AC1009} for R12), or {@code ""} if the header has none
 * @param units the units the coordinates were read in
 * @param unitsFromHeader whether {@code units} came from {@code $INSUNITS} (false: assumed)
 * @param tableLayers the layer names of the LAYER table, in file order
 * @param modelSpaceCounts the number of model-space entities per type (before expanding blocks), sorted by type
 * @param diagnostics every diagnostic (information and warnings; no errors, which throw)
 */
public record DxfImport(ProfileSet profiles, String version, DxfUnits units, boolean unitsFromHeader,
        List<String> tableLayers, Map<String, Integer> modelSpaceCounts, List<Diagnostic> diagnostics) {

    /**
     * Freezes the collections.
     *
     * @param profiles the profiles
     * @param version the version
     * @param units the units
     * @param unitsFromHeader whether from the header
     * @param tableLayers the layer table
     * @param modelSpaceCounts the entity census
     * @param diagnostics the diagnostics
     * @throws NullPointerException if an argument is null
     */
    public DxfImport {
        Objects.requireNonNull(profiles, "profiles");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(units, "units");
        tableLayers = List.copyOf(tableLayers);
        modelSpaceCounts = Collections.unmodifiableMap(new TreeMap<>(modelSpaceCounts));
        diagnostics = List.copyOf(diagnostics);
    }
}
