package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.cli.json.ClearanceJson;
import org.snapfit.cli.plot.ClearancePlot;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.SurfaceKind;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.clearance.ClearanceCheck;
import org.snapfit.tracking.clearance.ClearanceReport;
import org.snapfit.tracking.clearance.ClearanceSample;
import org.snapfit.tracking.clearance.InsertionPath;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.PosedSurface;
import org.snapfit.tracking.model.SpatialBody;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapfit clearance}: the minimum clearance between two convex parts while part A moves along a rigid
 * insertion path ({@code snapfit-path/1}), tracked on the exact surfaces (docs/formats/path.md).
 */
@Command(name = "clearance",
        mixinStandardHelpOptions = true,
        description = {
            "Track the minimum distance between two convex parts while part A moves along a rigid insertion path,",
            "and report the minimum clearance, where it occurs (step, travel, witness points, feature pair) and the",
            "first contact. Distances are computed on the exact surfaces (patches, not meshes).",
            "A part is a STEP file whose faces are whole spheres or untrimmed B-spline patches forming one convex",
            "body (FILE@K picks the K-th body, from 0, of a file with several; bodies are taken at their placement),",
            "or a built-in shape centred at its origin: sphere:R or ellipsoid:A,B,C (semi-axes along x, y, z).",
            "Lengths are millimetres. A part that is not convex is refused with a message naming the patch."},
        footer = {
            "",
            "Path file (moves part A; B stays at pose b, identity if absent; from = to gives one static query):",
            "  {\"format\": \"snapfit-path/1\",",
            "   \"from\": {\"translation\": [x, y, z], \"rotation\": [w, x, y, z]},",
            "   \"to\":   {\"translation\": [x, y, z], \"rotation\": [w, x, y, z]},",
            "   \"steps\": N, \"b\": {\"translation\": [...], \"rotation\": [...]}}",
            "A pose rotates the part about its own origin by the unit quaternion, then translates it; A moves",
            "linearly in translation and by slerp in rotation.",
            "",
            "Examples:",
            "  snapfit clearance sphere:1 sphere:1.5 --path path.json",
            "  snapfit clearance ellipsoid:3,2,1 part.step --path path.json --json --plot clearance.svg",
            "",
            "Exit codes: 0 done (also when the parts touch), 2 bad input (message names the file and field,",
            "or the non-convex patch), 3 internal error."})
public final class ClearanceCommand implements Callable<Integer> {

    /** Relative tolerance (dimensionless) on a one-face sphere's area for it to count as the whole sphere. */
    static final double WHOLE_SPHERE_AREA = 1e-9;


    /** Format name of the path file. */
    static final String PATH_FORMAT = "snapfit-path/1";

    /** Format name of the JSON output. */
    static final String OUTPUT_FORMAT = "snapfit-clearance/1";

    /** Largest deviation of a path quaternion's norm from 1. */
    static final Tolerance UNIT_QUATERNION = Tolerance.of("unitQuaternion", 1e-6, Unit.DIMENSIONLESS);

    @Parameters(index = "0", paramLabel = "A", description = "the moving part: STEP file[@K], sphere:R or ellipsoid:A,B,C")
    private String partA;

    @Parameters(index = "1", paramLabel = "B", description = "the fixed part: STEP file[@K], sphere:R or ellipsoid:A,B,C")
    private String partB;

    @Option(names = "--path", required = true, paramLabel = "FILE", description = "the insertion path (snapfit-path/1)")
    private Path pathFile;

    @Option(names = "--json", description = "print a JSON document (snapfit-clearance/1) instead of text")
    private boolean json;

    @Option(names = "--plot", paramLabel = "FILE", description = "write the clearance-travel chart as SVG to FILE")
    private Path plot;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command (picocli instantiates it). */
    public ClearanceCommand() {
    }

    @Override
    public Integer call() throws IOException {
        SpatialBody a = part("A", partA);
        SpatialBody b = part("B", partB);
        InsertionPath path = readPath(pathFile);
        ClearanceReport report = ClearanceCheck.run(a, b, path);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            out.println(m.writeValueAsString(toJson(report)));
        } else {
            printText(out, report);
        }
        if (plot != null) {
            Files.writeString(plot, ClearancePlot.svg(report, "clearance of " + partA + " against " + partB),
                    StandardCharsets.UTF_8);
        }
        out.flush();
        return Main.EXIT_OK;
    }

    // ---- parts ----

    static SpatialBody part(String label, String spec) throws IOException {
        String lower = spec.toLowerCase(Locale.ROOT);
        if (lower.startsWith("sphere:")) {
            double[] r = numbers(label, spec, spec.substring("sphere:".length()), 1);
            return SpatialBody.sphere(label, r[0]);
        }
        if (lower.startsWith("ellipsoid:")) {
            double[] r = numbers(label, spec, spec.substring("ellipsoid:".length()), 3);
            return SpatialBody.ellipsoid(label, r[0], r[1], r[2]);
        }
        int at = spec.lastIndexOf('@');
        int index = -1;
        String fileName = spec;
        if (at > 0 && spec.substring(at + 1).matches("[0-9]{1,9}")) {
            index = Integer.parseInt(spec.substring(at + 1));
            fileName = spec.substring(0, at);
        }
        Path file = Path.of(fileName);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("part " + label + " = '" + spec + "': no such file, and not sphere:R or "
                    + "ellipsoid:A,B,C");
        }
        return stepPart(label, file, index);
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
            if (!(r[i] > 0) || !Double.isFinite(r[i])) {
                throw new IllegalArgumentException("part " + label + " = '" + spec + "': size " + r[i]
                        + " must be finite and > 0 (mm)");
            }
        }
        return r;
    }

    private static SpatialBody stepPart(String label, Path file, int index) throws IOException {
        ImportReport report = new ImportReport(file.toString());
        StepModel model = StepReader.read(file, report);
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
                throw new IllegalArgumentException(file + ": face " + i + " is a " + s.kind().key()
                        + (s.kind() == SurfaceKind.SPHERE ? " with boundary loops (trimmed)" : "")
                        + "; clearance supports whole spheres and untrimmed B-spline patches");
            }
        }
        return SpatialBody.of(label, patches);
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

    // ---- path ----

    static InsertionPath readPath(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--path " + file + ": no such file");
        }
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + ": not JSON (line " + e.getLocation().getLineNr() + "): "
                    + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(file + ": the path must be a JSON object");
        }
        String format = root.path("format").asText("");
        if (!PATH_FORMAT.equals(format)) {
            throw new IllegalArgumentException(file + ": field 'format' = '" + format + "'; must be '" + PATH_FORMAT
                    + "'");
        }
        Pose3 from = pose(file, root, "from", true);
        Pose3 to = pose(file, root, "to", true);
        Pose3 b = pose(file, root, "b", false);
        JsonNode steps = root.get("steps");
        int n;
        if (steps == null) {
            if (!from.equals(to)) {
                throw new IllegalArgumentException(file + ": field 'steps' is missing; required unless from = to");
            }
            n = 1;
        } else if (!steps.canConvertToInt() || !steps.isIntegralNumber() || steps.asInt() < 1
                || steps.asInt() > InsertionPath.MAX_STEPS) {
            throw new IllegalArgumentException(file + ": field 'steps' = " + steps + "; must be an integer in [1, "
                    + InsertionPath.MAX_STEPS + "]");
        } else {
            n = steps.asInt();
        }
        return new InsertionPath(from, to, n, b);
    }

    private static Pose3 pose(Path file, JsonNode root, String field, boolean required) {
        JsonNode p = root.get(field);
        if (p == null) {
            if (required) {
                throw new IllegalArgumentException(file + ": field '" + field + "' is missing");
            }
            return Pose3.IDENTITY;
        }
        if (!p.isObject()) {
            throw new IllegalArgumentException(file + ": field '" + field + "' must be an object with translation "
                    + "and rotation");
        }
        double[] t = array(file, p, field + ".translation", "translation", 3, new double[] {0, 0, 0});
        double[] q = array(file, p, field + ".rotation", "rotation", 4, new double[] {1, 0, 0, 0});
        double norm = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        if (!(Math.abs(norm - 1) <= UNIT_QUATERNION.value())) {
            throw new IllegalArgumentException(file + ": field '" + field + ".rotation' has norm " + norm
                    + "; must be a unit quaternion [w, x, y, z] (" + UNIT_QUATERNION + ")");
        }
        return Pose3.of(new Quaternion(q[0], q[1], q[2], q[3]), Vec3.of(t[0], t[1], t[2]));
    }

    private static double[] array(Path file, JsonNode pose, String label, String key, int size, double[] dflt) {
        JsonNode a = pose.get(key);
        if (a == null) {
            return dflt;
        }
        if (!a.isArray() || a.size() != size) {
            throw new IllegalArgumentException(file + ": field '" + label + "' must be an array of " + size
                    + " numbers");
        }
        double[] r = new double[size];
        for (int i = 0; i < size; i++) {
            if (!a.get(i).isNumber() || !Double.isFinite(a.get(i).asDouble())) {
                throw new IllegalArgumentException(file + ": field '" + label + "[" + i + "]' = " + a.get(i)
                        + "; must be a finite number");
            }
            r[i] = a.get(i).asDouble();
        }
        return r;
    }

    // ---- output ----

    private ClearanceJson toJson(ClearanceReport r) {
        List<ClearanceJson.Sample> samples = new ArrayList<>();
        for (ClearanceSample s : r.samples()) {
            DistanceResult d = s.result();
            samples.add(new ClearanceJson.Sample(s.step(), s.travel(), s.clearance(), d.contact().name(),
                    vec(d.witnessA()), vec(d.witnessB()), new ClearanceJson.Features(d.nameA(), d.nameB())));
        }
        ClearanceSample min = r.minimum();
        DistanceResult d = min.result();
        return new ClearanceJson(OUTPUT_FORMAT, partA, partB, "mm", min.clearance(), min.step(), min.travel(),
                vec(d.witnessA()), vec(d.witnessB()), new ClearanceJson.Features(d.nameA(), d.nameB()),
                r.firstContact().map(ClearanceSample::step).orElse(null), samples);
    }

    private static List<Double> vec(Vec3 v) {
        return List.of(v.x(), v.y(), v.z());
    }

    private void printText(PrintWriter out, ClearanceReport r) {
        ClearanceSample min = r.minimum();
        DistanceResult d = min.result();
        out.println("clearance of " + partA + " moving against " + partB + " over " + r.samples().size()
                + " pose(s):");
        out.printf(Locale.ROOT, "  minimum clearance %.12g mm at step %d (travel %.6g mm)%n", min.clearance(),
                min.step(), min.travel());
        out.println("  witness A " + text(d.witnessA()) + " on " + d.nameA());
        out.println("  witness B " + text(d.witnessB()) + " on " + d.nameB());
        if (r.firstContact().isPresent()) {
            ClearanceSample c = r.firstContact().get();
            out.printf(Locale.ROOT, "  first contact at step %d (travel %.6g mm): %s%n", c.step(), c.travel(),
                    c.result().contact().name().toLowerCase(Locale.ROOT));
        } else {
            out.println("  no contact along the path");
        }
    }

    private static String text(Vec3 v) {
        return String.format(Locale.ROOT, "(%.9g, %.9g, %.9g)", v.x(), v.y(), v.z());
    }
}
