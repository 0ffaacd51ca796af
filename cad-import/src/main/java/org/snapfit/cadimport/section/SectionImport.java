package org.snapfit.cadimport.section;

import java.util.List;
import java.util.Objects;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.section.SectionPlane;

/**
 * A file cut by a plane. Immutable.
 *
 * @param file the file name as the user gave it
 * @param format {@code "step"}, {@code "stl"} or {@code "obj"}
 * @param plane the cutting plane
 * @param profiles one layer per part (named by the part), in section coordinates (mm)
 * @param parts the parts, in the order of the profile set's layers
 * @param diagnostics every diagnostic of reading and cutting (no errors: errors end the reading)
 */
public record SectionImport(String file, String format, SectionPlane plane, ProfileSet profiles,
        List<SectionedPart> parts, List<Diagnostic> diagnostics) {

    /**
     * Validates and copies.
     *
     * @param file the file
     * @param format the format
     * @param plane the plane
     * @param profiles the profiles
     * @param parts the parts
     * @param diagnostics the diagnostics
     */
    public SectionImport {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(plane, "plane");
        Objects.requireNonNull(profiles, "profiles");
        parts = List.copyOf(parts);
        diagnostics = List.copyOf(diagnostics);
    }
}
