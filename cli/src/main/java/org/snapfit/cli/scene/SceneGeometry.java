package org.snapfit.cli.scene;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.mesh.MeshReader;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.transform.Pose3;

/**
 * Reads the parts a scene names and places them: STL and OBJ meshes through cad-import's {@link MeshReader}, with
 * its diagnostics passed on; the importer's warnings and an open or non-manifold mesh become warnings (contacts are
 * still found on its triangles). STEP parts go through {@link StepParts} (every face within the chord tolerance of its
 * exact surface). Stateless.
 */
public final class SceneGeometry {

    private SceneGeometry() {
    }

    /**
     * Reads a part's mesh (STL, OBJ, or a STEP file tessellated by {@link StepParts}) and applies a pose; coordinates
     * stay in mm.
     *
     * @param file the STL, OBJ or STEP file
     * @param occurrence for STEP, the assembly path of the one occurrence to take (empty: every occurrence)
     * @param chordTolerance for STEP, the chord tolerance of its faces and edges in mm
     * @param pose the placement (translation in mm)
     * @param what how the messages name the part: the scene file and its field
     * @param warnings receives the warnings, one line each
     * @return the placed mesh in mm
     * @throws IllegalArgumentException for a malformed or empty part, or a STEP face the tessellator cannot handle
     */
    public static TriangleMesh placedMesh(java.nio.file.Path file, Optional<String> occurrence, double chordTolerance,
            Pose3 pose, String what, Consumer<String> warnings) {
        String lower = file.getFileName().toString().toLowerCase(Locale.ROOT);
        TriangleMesh mesh;
        if (lower.endsWith(".step") || lower.endsWith(".stp")) {
            StepModel model = imported(file, what, warnings, r -> StepReader.read(file, r));
            mesh = StepParts.mesh(model, file, occurrence, chordTolerance, what);
        } else {
            mesh = imported(file, what, warnings, r -> MeshReader.read(file, r));
        }
        if (mesh.triangleCount() == 0) {
            throw new IllegalArgumentException(what + " = " + file + " holds no triangles");
        }
        if (!mesh.isWatertight()) {
            warnings.accept("warning: " + what + " = " + file + " is not a closed manifold mesh (open or non-manifold edges);"
                    + " contacts are still found on its triangles, but its inside is not defined");
        }
        List<Vec3> v = new ArrayList<>(mesh.vertexCount());
        for (int i = 0; i < mesh.vertexCount(); i++) {
            v.add(pose.apply(mesh.vertex(i)));
        }
        List<int[]> t = new ArrayList<>(mesh.triangleCount());
        for (int i = 0; i < mesh.triangleCount(); i++) {
            t.add(new int[] {mesh.corner(i, 0), mesh.corner(i, 1), mesh.corner(i, 2)});
        }
        return TriangleMesh.of(v, t);
    }

    /** One cad-import reader call. */
    @FunctionalInterface
    private interface Reading<T> {
        /**
         * Reads.
         *
         * @param report receives the diagnostics
         * @return what was read
         * @throws IOException if the file cannot be read
         */
        T read(ImportReport report) throws IOException;
    }

    /**
     * Runs a cad-import reader: its errors become one {@link IllegalArgumentException} naming the scene field and
     * the reader's diagnostics (file, line, entity), its warnings go to the warnings sink.
     */
    private static <T> T imported(java.nio.file.Path file, String what, Consumer<String> warnings, Reading<T> reading) {
        ImportReport report = new ImportReport(file.toString());
        T result;
        try {
            result = reading.read(report);
        } catch (ImportException e) {
            StringBuilder sb = new StringBuilder();
            for (Diagnostic d : e.diagnostics()) {
                sb.append(sb.length() == 0 ? "" : "; ").append(d.format());
            }
            throw new IllegalArgumentException(what + ": " + sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Diagnostic d : report.freeze()) {
            if (d.severity() == Severity.WARNING) {
                warnings.accept(d.format());
            }
        }
        return result;
    }
}
