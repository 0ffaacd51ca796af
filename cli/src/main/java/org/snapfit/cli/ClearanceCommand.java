package org.snapfit.cli;

import static org.snapfit.cli.ClearanceOutput.text;
import static org.snapfit.cli.ClearanceOutput.vec;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.snapfit.analysis.json.Json;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.cli.json.AssemblyClearanceJson;
import org.snapfit.cli.json.ClearanceJson;
import org.snapfit.cli.json.SwitchJson;
import org.snapfit.cli.plot.ClearancePlot;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.Shell;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.AtomicOutput;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.PosedSurface;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.SurfaceKind;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.brep.BrepDistance;
import org.snapfit.tracking.brep.BrepPart;
import org.snapfit.tracking.brep.BrepPath;
import org.snapfit.tracking.brep.BrepSwitch;
import org.snapfit.tracking.brep.BrepResult;
import org.snapfit.tracking.brep.Relation;
import org.snapfit.tracking.clearance.ClearanceCheck;
import org.snapfit.tracking.clearance.ClearanceReport;
import org.snapfit.tracking.clearance.InsertionPath;
import org.snapfit.tracking.model.EllipsoidSurface;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.SpatialBody;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapfit clearance}: the minimum clearance between two parts while part A moves along a rigid insertion
 * path ({@code snapfit-path/1}, docs/formats/path.md), or between every pair of occurrences of a STEP assembly
 * (optionally one of them moving along a path), on the exact surfaces.
 */
@Command(name = "clearance",
        header = "Find the minimum clearance between CAD parts on their exact surfaces, at rest or along a path.",
        mixinStandardHelpOptions = true,
        description = {
            "Minimum clearance between CAD parts on their exact surfaces (not meshes).",
            "Two parts A B with --path: A moves along a rigid insertion path; reports the minimum clearance, where it",
            "occurs (step, travel, witness points, feature pair) and the first contact. A part is a STEP file (FILE@K",
            "picks the K-th body, from 0; bodies are taken at their placement) or a built-in shape centred at its",
            "origin: sphere:R or ellipsoid:A,B,C (semi-axes along x, y, z). Parts of whole spheres or untrimmed",
            "B-spline patches forming one convex body are tracked by the convex patch tracker; every other part",
            "(planes, cylinders, cones, tori, revolution/extrusion/offset/B-spline faces, trimmed, convex or not) by",
            "the B-rep engine, which treats each face as a piece under a broad phase of bounding boxes and sample",
            "spheres and gives the true minimum distance between the solids' boundaries (the text output says how",
            "each part was treated) and how the solids lie: apart, in contact or interpenetrating (boundaries touch",
            "or cross: distance 0), or one wholly inside the other (distance 0, the boundary gap stated).",
            "One STEP assembly: the minimum distance between every pair of part occurrences as placed, named by",
            "their instance paths in the CAD tree; with --move NAME --path FILE that occurrence moves along the path",
            "and its clearance against every other occurrence is reported (minimum, where, first contact).",
            "Lengths are millimetres."},
        footer = {
            "",
            "Path file (moves part A, or the --move occurrence on top of its placement; B stays at pose b, identity",
            "if absent; from = to gives one static query):",
            "  {\"format\": \"snapfit-path/1\",",
            "   \"from\": {\"translation\": [x, y, z], \"rotation\": [w, x, y, z]},",
            "   \"to\":   {\"translation\": [x, y, z], \"rotation\": [w, x, y, z]},",
            "   \"steps\": N, \"b\": {\"translation\": [...], \"rotation\": [...]}}",
            "A pose rotates the part about its own origin by the unit quaternion, then translates it; A moves",
            "linearly in translation and by slerp in rotation.",
            "",
            "JSON: snapfit-clearance/1 for two parts, snapfit-clearance-assembly/1 for an assembly",
            "({format, file, unit, occurrences, pairs: [{a, b, distance, relation, boundaryDistance, pointA,",
            "pointB, featureA, featureB}], move}); see docs/formats/tool-documents.md. A B-rep sample's contact is",
            "SEPARATED, TOUCHING, A_INSIDE_B or B_INSIDE_A; relation is separate, contact, a-inside-b or b-inside-a.",
            "Features are faceK / edgeK / vertexK of a body, or a patch name.",
            "Along a path the B-rep engine also locates the instants inside each step at which the closest",
            "feature pair changes (switches: step, fraction of the step, travel, from, to, cause boundary or",
            "closer); text lists them, the chart marks them with dashed lines.",
            "",
            "Examples:",
            "  snapfit clearance sphere:1 sphere:1.5 --path path.json",
            "  snapfit clearance ellipsoid:3,2,1 part.step --path path.json --json --plot clearance.svg",
            "  snapfit clearance assembly.step --json",
            "  snapfit clearance assembly.step --move TOP/PIN001/PIN_body --path path.json --plot clearance.svg",
            "",
            "Exit codes: 0 done (also when the parts touch), 2 bad input (message names the file and field,",
            "or the occurrence), 3 internal error."})
public final class ClearanceCommand implements Callable<Integer> {

    /** Relative tolerance (dimensionless) on a one-face sphere's area for it to count as the whole sphere. */
    static final double WHOLE_SPHERE_AREA = 1e-9;

    /**
     * Largest magnitude of a length in a part spec or a path, mm: beyond it the tracker's squared distances leave
     * the range of a double (a translation of 1.8e308 made a tracking parameter NaN).
     */
    static final double MAX_LENGTH_MM = 1e12;

    /** Smallest size of a built-in part (sphere radius, ellipsoid semi-axis), mm. */
    static final double MIN_SIZE_MM = 1e-9;

    /** Format name of the assembly JSON output. */
    static final String ASSEMBLY_FORMAT = "snapfit-clearance-assembly/1";

    /** Format name of the JSON output. */
    static final String OUTPUT_FORMAT = "snapfit-clearance/1";

    @Parameters(arity = "1..2", paramLabel = "PART", description = {"two parts A (moving) and B (fixed): STEP "
        + "file[@K], sphere:R or ellipsoid:A,B,C;", "or one STEP assembly: every pair of part occurrences"})
    private List<String> parts = new ArrayList<>();

    @Option(names = "--path", paramLabel = "FILE", description = "the insertion path (snapfit-path/1); required "
            + "with two parts and with --move")
    private Path pathFile;

    @Option(names = "--move", paramLabel = "NAME", description = "assembly: move this occurrence along --path and "
            + "report its clearance against every other occurrence")
    private String move;

    @Option(names = "--json", description = "print a JSON document (snapfit-clearance/1) instead of text")
    private boolean json;

    @Option(names = "--plot", paramLabel = "FILE", description = "write the clearance-travel chart as SVG to FILE")
    private Path plot;

    @Option(names = "--max-path-steps", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_PATH_STEPS,
            description = "Refuse a path of more than N steps (default: ${DEFAULT-VALUE}).")
    private int maxPathSteps;

    @CommandLine.Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command (picocli instantiates it). */
    public ClearanceCommand() {
    }

    @Override
    public Integer call() throws IOException {
        if (plot != null && "-".equals(plot.toString())) {
            throw CommandInputException.option("--plot", "--plot -: the chart cannot share standard output with the"
                    + " result; name a file");
        }
        if (parts.size() == 1) {
            return assembly(parts.get(0));
        }
        if (move != null) {
            throw new IllegalArgumentException("--move " + move + ": goes with one assembly file, not two parts");
        }
        if (pathFile == null) {
            throw new IllegalArgumentException("--path is required with two parts (A moves along it)");
        }
        String partA = parts.get(0);
        String partB = parts.get(1);
        InsertionPath path = PathFile.read(pathFile, inputSize.maxBytes, maxPathSteps, MAX_LENGTH_MM);
        SpatialBody a;
        SpatialBody b;
        try {
            a = part("A", partA, inputSize.maxBytes);
            b = part("B", partB, inputSize.maxBytes);
        } catch (UnsupportedFace e) {
            // trimmed faces, other surface kinds or a part that is not convex: the B-rep distance engine
            return brepPair(partA, partB, path);
        }
        ClearanceReport report = PhaseProgress.during(spec.commandLine().getErr(), "clearance along " + path.steps()
                + " path steps", () -> ClearanceCheck.run(a, b, path));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.writer().writeValueAsString(ClearanceOutput.toJson(report, partA, partB)));
        } else {
            ClearanceOutput.printText(out, report, partA, partB);
        }
        if (plot != null) {
            writePlot(ClearancePlot.svg(report, "clearance of " + partA + " against " + partB));
        }
        out.flush();
        return Main.EXIT_OK;
    }

    /** A STEP face the convex patch tracker does not take; the B-rep engine takes the part instead. */
    static final class UnsupportedFace extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        UnsupportedFace(String message) {
            super(message);
        }
    }

    // ---- B-rep engine: two parts ----

    private Integer brepPair(String partA, String partB, InsertionPath path) throws IOException {
        BrepPart a = brepPart("A", partA, inputSize.maxBytes);
        BrepPart b = brepPart("B", partB, inputSize.maxBytes);
        BrepPath r = PhaseProgress.during(spec.commandLine().getErr(), "clearance along " + path.steps()
                + " path steps", () -> BrepPath.run(new BrepDistance(a, b), path, Pose3.IDENTITY, path.poseB()));
        PrintWriter out = spec.commandLine().getOut();
        List<Double> travel = new ArrayList<>();
        List<Double> clearance = new ArrayList<>();
        List<ClearanceJson.Sample> samples = new ArrayList<>();
        for (int i = 0; i < r.samples().size(); i++) {
            BrepResult s = r.samples().get(i);
            travel.add(path.travel(i));
            clearance.add(s.distance());
            samples.add(new ClearanceJson.Sample(i, path.travel(i), s.distance(),
                    contactState(s), vec(s.pointA()),
                    vec(s.pointB()), new ClearanceJson.Features(s.featureA(), s.featureB())));
        }
        BrepResult min = r.minimum();
        List<SwitchJson> switches = switches(r, path);
        if (json) {
            out.println(Json.writer().writeValueAsString(new ClearanceJson(OUTPUT_FORMAT, partA, partB, "mm", min.distance(),
                    r.minimumStep(), path.travel(r.minimumStep()), vec(min.pointA()), vec(min.pointB()),
                    new ClearanceJson.Features(min.featureA(), min.featureB()), r.firstContactStep().orElse(null),
                    samples, switches)));
        } else {
            out.println("clearance of " + partA + " moving against " + partB + " over " + r.samples().size()
                    + " pose(s):");
            out.println("  A: " + a.treatment());
            out.println("  B: " + b.treatment());
            out.printf(Locale.ROOT, "  minimum clearance %.12g mm at step %d (travel %.6g mm)%n", min.distance(),
                    r.minimumStep(), path.travel(r.minimumStep()));
            out.println("  witness A " + text(min.pointA()) + " on " + min.featureA());
            out.println("  witness B " + text(min.pointB()) + " on " + min.featureB());
            if (min.relation() != Relation.SEPARATE) {
                out.println("  at the minimum " + describe(min, partA, partB));
            }
            out.println(r.firstContactStep().map(k -> String.format(Locale.ROOT,
                    "  first contact at step %d (travel %.6g mm)", k, path.travel(k)))
                    .orElse("  no contact along the path"));
            printSwitches(out, "  ", switches);
        }
        if (plot != null) {
            writePlot(ClearancePlot.svg(travel, java.util.Map.of(partB, clearance), switchTravel(switches),
                    "clearance of " + partA + " against " + partB));
        }
        out.flush();
        return Main.EXIT_OK;
    }

    /** A sample's {@code contact}: SEPARATED, TOUCHING (boundaries meet or cross), A_INSIDE_B or B_INSIDE_A. */
    private static String contactState(BrepResult r) {
        return switch (r.relation()) {
            case SEPARATE -> "SEPARATED";
            case CONTACT -> "TOUCHING";
            case A_INSIDE_B -> "A_INSIDE_B";
            case B_INSIDE_A -> "B_INSIDE_A";
        };
    }

    /** "parts … lie wholly inside …" with the boundary gap, or the contact phrase. */
    private static String describe(BrepResult r, String a, String b) {
        String s = r.relation().describe(a, b);
        return r.relation() == Relation.CONTACT ? s
                : String.format(Locale.ROOT, "%s (boundaries %.9g mm apart)", s, r.boundaryDistance());
    }

    /** The text-table note of a pair's relation: empty when apart. */
    private static String relationNote(String relation, double boundary) {
        return switch (relation) {
            case "contact" -> "  (in contact or interpenetrating)";
            case "a-inside-b" -> String.format(Locale.ROOT, "  (first lies wholly inside second, boundaries %.9g mm "
                    + "apart)", boundary);
            case "b-inside-a" -> String.format(Locale.ROOT, "  (second lies wholly inside first, boundaries %.9g mm "
                    + "apart)", boundary);
            default -> "";
        };
    }

    private static BrepPart brepPart(String label, String spec, long maxBytes) throws IOException {
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
    private static String fileOf(String spec) {
        return indexOf(spec) < 0 ? spec : spec.substring(0, spec.lastIndexOf('@'));
    }

    /** K of a part spec FILE@K, or -1 without one. */
    private static int indexOf(String spec) {
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

    private Integer assembly(String fileName) throws IOException {
        Path file = Path.of(fileName);
        List<Occurrence> occ = occurrences(file, inputSize.maxBytes);
        if (occ.size() < 2) {
            throw new IllegalArgumentException(file + ": holds " + occ.size() + " part occurrence(s); an assembly "
                    + "clearance needs at least two (for two separate files give both)");
        }
        List<BrepPart> bodies = new ArrayList<>();
        List<AssemblyClearanceJson.Occurrence> jsonOcc = new ArrayList<>();
        for (Occurrence o : occ) {
            BrepPart p = BrepPart.of(o.name(), o.body(), Pose3.IDENTITY);
            bodies.add(p);
            jsonOcc.add(new AssemblyClearanceJson.Occurrence(o.name(), o.product(), p.faceCount(), p.treatment()));
        }
        List<AssemblyClearanceJson.Pair> pairs = new ArrayList<>();
        for (int i = 0; i < occ.size(); i++) {
            for (int j = i + 1; j < occ.size(); j++) {
                BrepResult r = new BrepDistance(bodies.get(i), bodies.get(j)).at(occ.get(i).world(),
                        occ.get(j).world());
                pairs.add(new AssemblyClearanceJson.Pair(occ.get(i).name(), occ.get(j).name(), r.distance(),
                        r.relation().key(), r.boundaryDistance(), vec(r.pointA()), vec(r.pointB()), r.featureA(),
                        r.featureB()));
            }
        }
        AssemblyClearanceJson.Move moved = null;
        if (move != null) {
            moved = moveOccurrence(file, occ, bodies);
        } else if (pathFile != null) {
            throw new IllegalArgumentException("--path " + pathFile + ": with an assembly, name the moving "
                    + "occurrence with --move NAME");
        }
        AssemblyClearanceJson doc = new AssemblyClearanceJson(ASSEMBLY_FORMAT, fileName, "mm", jsonOcc, pairs, moved);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.writer().writeValueAsString(doc));
        } else {
            printAssembly(out, doc);
        }
        if (plot != null) {
            if (moved == null) {
                throw new IllegalArgumentException("--plot " + plot + ": the chart is of a path; give --move and "
                        + "--path");
            }
            java.util.Map<String, List<Double>> series = new java.util.LinkedHashMap<>();
            List<Double> marks = new ArrayList<>();
            for (AssemblyClearanceJson.Other o : moved.others()) {
                series.put(o.name(), o.clearance());
                marks.addAll(switchTravel(o.switches()));
            }
            writePlot(ClearancePlot.svg(moved.travel(), series, marks, "clearance of " + move));
        }
        out.flush();
        return Main.EXIT_OK;
    }

    private AssemblyClearanceJson.Move moveOccurrence(Path file, List<Occurrence> occ, List<BrepPart> bodies)
            throws IOException {
        if (pathFile == null) {
            throw new IllegalArgumentException("--move " + move + ": needs --path FILE (the insertion path)");
        }
        int m = -1;
        for (int i = 0; i < occ.size(); i++) {
            if (occ.get(i).name().equals(move)) {
                m = i;
            }
        }
        if (m < 0) {
            List<String> names = new ArrayList<>();
            for (Occurrence o : occ) {
                names.add(o.name());
            }
            throw new IllegalArgumentException("--move " + move + ": no such occurrence in " + file + "; it holds "
                    + String.join(", ", names));
        }
        InsertionPath path = PathFile.read(pathFile, inputSize.maxBytes, maxPathSteps, MAX_LENGTH_MM);
        List<Double> travel = new ArrayList<>();
        for (int i = 0; i < path.sampleCount(); i++) {
            travel.add(path.travel(i));
        }
        List<AssemblyClearanceJson.Other> others = new ArrayList<>();
        for (int j = 0; j < occ.size(); j++) {
            if (j == m) {
                continue;
            }
            BrepPath r = BrepPath.run(new BrepDistance(bodies.get(m), bodies.get(j)), path, occ.get(m).world(),
                    occ.get(j).world());
            List<Double> c = new ArrayList<>();
            for (BrepResult s : r.samples()) {
                c.add(s.distance());
            }
            BrepResult min = r.minimum();
            others.add(new AssemblyClearanceJson.Other(occ.get(j).name(), min.distance(), min.relation().key(),
                    r.minimumStep(),
                    path.travel(r.minimumStep()), vec(min.pointA()), vec(min.pointB()), min.featureA(),
                    min.featureB(), r.firstContactStep().orElse(null), c, switches(r, path)));
        }
        return new AssemblyClearanceJson.Move(move, path.steps(), travel, others);
    }

    private static void printAssembly(PrintWriter out, AssemblyClearanceJson doc) {
        out.println("clearance in " + doc.file() + " (" + doc.occurrences().size() + " part occurrences):");
        for (AssemblyClearanceJson.Occurrence o : doc.occurrences()) {
            out.println("  " + o.name() + ": " + o.treatment());
        }
        out.println("pairs as placed (mm):");
        for (AssemblyClearanceJson.Pair p : doc.pairs()) {
            out.printf(Locale.ROOT, "  %-28s %-28s %14.9f  %s / %s%s%n", p.a(), p.b(), p.distance(), p.featureA(),
                    p.featureB(), relationNote(p.relation(), p.boundaryDistance()));
        }
        if (doc.move() != null) {
            out.println(doc.move().occurrence() + " along the path (" + (doc.move().steps() + 1) + " poses):");
            for (AssemblyClearanceJson.Other o : doc.move().others()) {
                out.printf(Locale.ROOT, "  vs %-28s minimum %.9f mm at step %d (travel %.6g mm), %s / %s; %s%n",
                        o.name(), o.minClearance(), o.atStep(), o.atTravel(), o.featureA(), o.featureB(),
                        o.firstContactStep() == null ? "no contact" : "first contact at step " + o.firstContactStep());
                printSwitches(out, "    ", o.switches());
            }
        }
    }

    /** The located switches of a path run as JSON entries (travel interpolated inside the step). */
    private static List<SwitchJson> switches(BrepPath r, InsertionPath path) {
        List<SwitchJson> out = new ArrayList<>();
        for (BrepSwitch w : r.switches()) {
            double t0 = path.travel(w.step() - 1);
            double travel = t0 + w.fraction() * (path.travel(w.step()) - t0);
            out.add(new SwitchJson(w.step(), w.fraction(), travel, new ClearanceJson.Features(w.fromA(), w.fromB()),
                    new ClearanceJson.Features(w.toA(), w.toB()), w.cause(), w.distance(), vec(w.pointA()),
                    vec(w.pointB())));
        }
        return out;
    }

    /** The travel of each switch, for the chart's markers. */
    private static List<Double> switchTravel(List<SwitchJson> switches) {
        List<Double> out = new ArrayList<>();
        for (SwitchJson w : switches) {
            out.add(w.travel());
        }
        return out;
    }

    /** One line per located switch: where, the pairs before and after, why. */
    private static void printSwitches(PrintWriter out, String indent, List<SwitchJson> switches) {
        if (switches.isEmpty()) {
            out.println(indent + "closest feature pair: no change located along the path");
            return;
        }
        out.println(indent + "closest feature pair changes (" + switches.size() + "):");
        for (SwitchJson w : switches) {
            out.printf(Locale.ROOT, "%s  step %d + %.9f (travel %.6g mm, %.9f mm): %s / %s -> %s / %s (%s)%n",
                    indent, w.step() - 1, w.fraction(), w.travel(), w.distance(), w.from().a(), w.from().b(),
                    w.to().a(), w.to().b(), w.cause());
        }
    }

    /** Writes the chart of --plot into place atomically (its folder is created if missing). */
    private void writePlot(String svg) {
        try {
            AtomicOutput.writeFile(plot, svg.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException("--plot " + plot + ": cannot write the chart (" + Failure.describe(e)
                    + ")", e);
        }
    }

    /** Reads a STEP file through the bounded reader (a regular file of at most maxBytes bytes). */
    private static StepModel readStep(Path file, ImportReport report, long maxBytes) throws IOException {
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
