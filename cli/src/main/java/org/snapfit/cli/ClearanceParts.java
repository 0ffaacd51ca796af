package org.snapfit.cli;

import static org.snapfit.cli.ClearanceOutput.text;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.Shell;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.PosedSurface;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.SurfaceKind;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.brep.BrepPart;
import org.snapfit.tracking.model.EllipsoidSurface;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.SpatialBody;

/**
 * The parts of {@code snapfit clearance}: the part specs ({@code sphere:R}, {@code ellipsoid:A,B,C}, {@code
 * FILE[@K]}) read for the convex patch tracker ({@link #part}) or for the B-rep engine ({@link #brepPart}), and the
 * body occurrences of a STEP assembly ({@link #occurrences}), each file through the bounded reader. Stateless.
 */
final class ClearanceParts {

    private ClearanceParts() {
    }

    /** Relative tolerance (dimensionless) on a one-face sphere's area for it to count as the whole sphere. */
    static final double WHOLE_SPHERE_AREA = 1e-9;

    /**
     * Largest magnitude of a length in a part spec or a path, mm: beyond it the tracker's squared distances leave
     * the range of a double (a translation of 1.8e308 made a tracking parameter NaN).
     */
    static final double MAX_LENGTH_MM = 1e12;

    /** Smallest size of a built-in part (sphere radius, ellipsoid semi-axis), mm. */
    static final double MIN_SIZE_MM = 1e-9;

    /** A STEP face the convex patch tracker does not take; the B-rep engine takes the part instead. */
    static final class UnsupportedFace extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        UnsupportedFace(String message) {
            super(message);
        }
    }

    static BrepPart brepPart(String label, String spec, long maxBytes) throws IOException {
        String lower = spec.toLowerCase(Locale.ROOT);
        if (lower.startsWith("sphere:") || lower.startsWith("ellipsoid:")) {
            boolean sphere = lower.startsWith("sphere:");
            double[] r = numbers(label, spec, spec.substring(spec.indexOf(':') + 1), sphere ? 1 : 3);
            ParametricSurface s = sphere ? new SphericalSurface(Frame3.WORLD, r[0])
                    : new EllipsoidSurface(Vec3.ZERO, r[0], r[1], r[2]);
            // one face without loops: the whole closed surface
            Body body = new Body(spec, List.of(new Shell(List.of(new Face(s, true, List.of())), true)), true);
            return BrepPart.of(label, body, Pose3.IDENTITY);
        }
        String fileName = fileOf(spec);
        int index = indexOf(spec);
        List<Occurrence> occ = occurrences(Path.of(fileName), maxBytes);
        if (index >= occ.size() || (index < 0 && occ.size() != 1)) {
            throw new IllegalArgumentException(fileName + ": holds " + occ.size() + " bodies"
                    + (index >= 0 ? ", no body @" + index : "; pick one with FILE@K (K from 0)"));
        }
        Occurrence o = occ.get(Math.max(index, 0));
        return BrepPart.of(label, o.body(), o.world());
    }

    /** The file of a part spec FILE[@K]. */
    static String fileOf(String spec) {
        return indexOf(spec) < 0 ? spec : spec.substring(0, spec.lastIndexOf('@'));
    }

    /** K of a part spec FILE@K, or -1 without one. */
    static int indexOf(String spec) {
        int at = spec.lastIndexOf('@');
        return at > 0 && spec.substring(at + 1).matches("[0-9]{1,9}") ? Integer.parseInt(spec.substring(at + 1)) : -1;
    }

    // ---- assemblies ----

    /** A body in the assembly tree with its occurrence name and world placement. */
    record Occurrence(String name, String product, Body body, Pose3 world) {
    }

    /**
     * Every body occurrence of a STEP file, named by its occurrence path in the tree ({@link Assembly#flatten()}:
     * instance names where the file gives them, else product names; a product holding several bodies adds the body
     * name, and a name that still repeats gets {@code #2}, {@code #3}, …).
     */
    static List<Occurrence> occurrences(Path file, long maxBytes) throws IOException {
        StepModel model = readStep(file, new ImportReport(file.toString()), maxBytes);
        List<Occurrence> out = new ArrayList<>();
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        for (Assembly root : model.roots()) {
            for (Assembly.Placed p : root.flatten()) {
                List<Body> bodies = p.product().bodies();
                for (Body body : bodies) {
                    String name = bodies.size() == 1 ? p.path() : p.path() + "/" + body.name();
                    int n = seen.merge(name, 1, Integer::sum);
                    out.add(new Occurrence(n == 1 ? name : name + "#" + n, p.product().name(), body, p.world()));
                }
            }
        }
        return out;
    }

    /** Reads a STEP file through the bounded reader (a regular file of at most maxBytes bytes). */
    static StepModel readStep(Path file, ImportReport report, long maxBytes) throws IOException {
        try (Reader text = new InputStreamReader(InputFiles.open(file, maxBytes), StandardCharsets.UTF_8)) {
            return StepReader.read(text, report);
        }
    }

    // ---- parts ----

    static SpatialBody part(String label, String spec) throws IOException {
        return part(label, spec, InputFiles.DEFAULT_MAX_BYTES);
    }

    static SpatialBody part(String label, String spec, long maxBytes) throws IOException {
        String lower = spec.toLowerCase(Locale.ROOT);
        if (lower.startsWith("sphere:")) {
            double[] r = numbers(label, spec, spec.substring("sphere:".length()), 1);
            return SpatialBody.sphere(label, r[0]);
        }
        if (lower.startsWith("ellipsoid:")) {
            double[] r = numbers(label, spec, spec.substring("ellipsoid:".length()), 3);
            return SpatialBody.ellipsoid(label, r[0], r[1], r[2]);
        }
        String fileName = fileOf(spec);
        int index = indexOf(spec);
        Path file = Path.of(fileName);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("part " + label + " = '" + spec + "': no such file, and not sphere:R or "
                    + "ellipsoid:A,B,C");
        }
        return stepPart(label, file, index, maxBytes);
    }

    private static double[] numbers(String label, String spec, String text, int count) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new IllegalArgumentException("part " + label + " = '" + spec + "': expected " + count
                    + " number(s) after the colon, got " + parts.length);
        }
        double[] r = new double[count];
        for (int i = 0; i < count; i++) {
            try {
                r[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("part " + label + " = '" + spec + "': '" + parts[i]
                        + "' is not a number", e);
            }
            if (!(r[i] >= MIN_SIZE_MM && r[i] <= MAX_LENGTH_MM)) {
                throw new IllegalArgumentException("part " + label + " = '" + spec + "': size " + r[i]
                        + " must lie in [" + MIN_SIZE_MM + ", " + MAX_LENGTH_MM + "] mm");
            }
        }
        return r;
    }

    private static SpatialBody stepPart(String label, Path file, int index, long maxBytes) throws IOException {
        ImportReport report = new ImportReport(file.toString());
        StepModel model = readStep(file, report, maxBytes);
        List<Body> bodies = new ArrayList<>();
        List<Pose3> placements = new ArrayList<>();
        for (Assembly root : model.roots()) {
            for (Assembly.Placed p : root.flatten()) {
                for (Body body : p.product().bodies()) {
                    bodies.add(body);
                    placements.add(p.world());
                }
            }
        }
        if (index >= bodies.size() || (index < 0 && bodies.size() != 1)) {
            throw new IllegalArgumentException(file + ": holds " + bodies.size() + " bod" + (bodies.size() == 1 ? "y"
                    : "ies") + (index >= 0 ? ", no body @" + index : "; pick one with FILE@K (K from 0)")
                    + "; clearance needs one convex body per part");
        }
        int chosen = Math.max(index, 0);
        List<PatchFeature> patches = new ArrayList<>();
        List<Face> faces = bodies.get(chosen).faces();
        for (int i = 0; i < faces.size(); i++) {
            ParametricSurface s = new PosedSurface(faces.get(i).surface(), placements.get(chosen));
            String name = file.getFileName() + ":face" + i;
            // a whole sphere: a spherical face without loops, or the only face of its body with the whole sphere's area
            // (CAD writers bound a full sphere by its seam and poles)
            boolean whole = faces.get(i).loops().isEmpty()
                    || (faces.size() == 1 && wholeSphereArea(bodies.get(chosen), faces.get(i).surface()));
            if (s.kind() == SurfaceKind.SPHERE && whole) {
                double q = Math.PI / 2;
                for (int k = 0; k < 4; k++) {
                    patches.add(new PatchFeature(name + ".o" + k, s, k * q, (k + 1) * q, 0, q));
                    patches.add(new PatchFeature(name + ".o" + (k + 4), s, k * q, (k + 1) * q, -q, 0));
                }
            } else if (s.kind() == SurfaceKind.BSPLINE) {
                patches.add(new PatchFeature(name, s, s.uMin(), s.uMax(), s.vMin(), s.vMax()));
            } else {
                throw new UnsupportedFace(file + ": face " + i + " is a " + s.kind().key()
                        + (s.kind() == SurfaceKind.SPHERE ? " with boundary loops (trimmed)" : "")
                        + "; the convex patch tracker takes whole spheres and untrimmed B-spline patches");
            }
        }
        try {
            return SpatialBody.of(label, patches);
        } catch (IllegalArgumentException e) {
            throw new UnsupportedFace(e.getMessage());
        }
    }

    /**
     * Whether a one-face body on a sphere has the area 4πr² of the whole sphere, to {@link #WHOLE_SPHERE_AREA}
     * relative (Gauss–Legendre face integration; a trimmed cap misses by far more).
     */
    private static boolean wholeSphereArea(Body body, ParametricSurface surface) {
        if (!(surface instanceof SphericalSurface sphere)) {
            return false;
        }
        double full = 4 * Math.PI * sphere.radius() * sphere.radius();
        return Math.abs(FaceIntegrator.properties(body).area() - full) <= WHOLE_SPHERE_AREA * full;
    }
}
