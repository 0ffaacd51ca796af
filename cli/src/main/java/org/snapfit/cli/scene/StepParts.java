package org.snapfit.cli.scene;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Tessellator;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * Tessellates the parts of a STEP file (cad-import's {@link StepReader}, every occurrence placed by its assembly
 * transform, or one chosen occurrence) into one triangle mesh in mm, for the numeric scenes, with core's
 * {@link Tessellator}: every face kind the reader maps (planes, cylinders, cones, spheres, surfaces of revolution and
 * extrusion, B-spline and NURBS surfaces, offsets), trimmed by its loops, holes included; each edge sampled once, so
 * the mesh is closed across shared edges, and every face within the chord tolerance of its exact surface. A face the
 * tessellator cannot lay out in its parameter plane is refused with a message naming the occurrence, the face and
 * its surface kind. Stateless.
 */
public final class StepParts {

    private StepParts() {
    }

    /**
     * Tessellates the bodies of a read STEP model.
     *
     * @param model the model (cad-import's {@link StepReader})
     * @param file the file it was read from (for messages)
     * @param occurrence the assembly path of the one occurrence to take (as {@code snapfit inspect} lists them),
     *     or empty for every occurrence with a body
     * @param chordTolerance the largest distance in mm between a face (or edge) and its triangles (or polyline)
     * @param what how messages name the part (scene file and field)
     * @return the mesh in mm (world coordinates of the file)
     * @throws IllegalArgumentException if the model holds no body, names no such occurrence, or has a face the
     *     tessellator cannot handle (the message names it)
     */
    public static TriangleMesh mesh(StepModel model, Path file, Optional<String> occurrence, double chordTolerance,
            String what) {
        Tessellator t = new Tessellator(Tolerance.of("chordTolerance", chordTolerance, Unit.MILLIMETRE));
        List<String> paths = new ArrayList<>();
        boolean any = false;
        for (Assembly root : model.roots()) {
            for (Assembly.Placed p : root.flatten()) {
                if (p.product().bodies().isEmpty()) {
                    continue;
                }
                paths.add(p.path());
                if (occurrence.isPresent() && !occurrence.get().equals(p.path())) {
                    continue;
                }
                for (Body body : p.product().bodies()) {
                    try {
                        t.add(body, p.world(), p.path());
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException(what + " = " + file + ": " + e.getMessage()
                                + "; export the part as STL or OBJ", e);
                    }
                    any = true;
                }
            }
        }
        if (paths.isEmpty()) {
            throw new IllegalArgumentException(what + " = " + file + " holds no solid or shell body");
        }
        if (!any) {
            throw new IllegalArgumentException(what + " = " + file + ": no occurrence \"" + occurrence.orElse("")
                    + "\"; the file's occurrences: " + paths);
        }
        return t.mesh();
    }
}
