package org.snapfit.cli;

import static org.snapfit.cli.ClearanceOutput.text;
import static org.snapfit.cli.ClearanceOutput.vec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.snapfit.analysis.json.Json;
import org.snapfit.cli.json.AssemblyClearanceJson;
import org.snapfit.cli.json.ClearanceJson;
import org.snapfit.cli.json.SwitchJson;
import org.snapfit.cli.plot.ClearancePlot;
import org.snapfit.core.io.AtomicOutput;
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
            + "report its clearance against every other occurrence; NAME is its instance path as the text output "
            + "lists it, or any part of it that names no other (e.g. PIN001 for TOP/PIN001/PIN_body)")
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
        InsertionPath path = PathFile.read(pathFile, inputSize.maxBytes, maxPathSteps, ClearanceParts.MAX_LENGTH_MM);
        SpatialBody a;
        SpatialBody b;
        try {
            a = ClearanceParts.part("A", partA, inputSize.maxBytes);
            b = ClearanceParts.part("B", partB, inputSize.maxBytes);
        } catch (ClearanceParts.UnsupportedFace e) {
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

    // ---- B-rep engine: two parts ----

    private Integer brepPair(String partA, String partB, InsertionPath path) throws IOException {
        BrepPart a = ClearanceParts.brepPart("A", partA, inputSize.maxBytes);
        BrepPart b = ClearanceParts.brepPart("B", partB, inputSize.maxBytes);
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

    private Integer assembly(String fileName) throws IOException {
        Path file = Path.of(fileName);
        List<ClearanceParts.Occurrence> occ = ClearanceParts.occurrences(file, inputSize.maxBytes);
        if (occ.size() < 2) {
            throw new IllegalArgumentException(file + ": holds " + occ.size() + " part occurrence(s); an assembly "
                    + "clearance needs at least two (for two separate files give both)");
        }
        List<BrepPart> bodies = new ArrayList<>();
        List<AssemblyClearanceJson.Occurrence> jsonOcc = new ArrayList<>();
        for (ClearanceParts.Occurrence o : occ) {
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
            writePlot(ClearancePlot.svg(moved.travel(), series, marks, "clearance of " + moved.occurrence()));
        }
        out.flush();
        return Main.EXIT_OK;
    }

    /**
     * The occurrence --move names: its whole instance path, or else a run of its path's segments that names no other
     * (so "PIN001" or "FIXTURE/PIN001" picks "FIXTURE/PIN001/PIN_body").
     */
    static int pick(String name, List<ClearanceParts.Occurrence> occ, Path file) {
        List<String> names = new ArrayList<>();
        for (ClearanceParts.Occurrence o : occ) {
            names.add(o.name());
        }
        int exact = names.indexOf(name);
        if (exact >= 0) {
            return exact;
        }
        String wanted = "/" + name + "/";
        List<Integer> hits = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            if (("/" + names.get(i) + "/").contains(wanted)) {
                hits.add(i);
            }
        }
        if (hits.size() == 1) {
            return hits.get(0);
        }
        if (hits.isEmpty()) {
            throw new IllegalArgumentException("--move " + name + ": no such occurrence in " + file + "; it holds "
                    + String.join(", ", names));
        }
        List<String> which = new ArrayList<>();
        for (int i : hits) {
            which.add(names.get(i));
        }
        throw new IllegalArgumentException("--move " + name + ": names " + hits.size() + " occurrences in " + file
                + " (" + String.join(", ", which) + "); give more of the instance path");
    }

    private AssemblyClearanceJson.Move moveOccurrence(Path file, List<ClearanceParts.Occurrence> occ, List<BrepPart> bodies)
            throws IOException {
        if (pathFile == null) {
            throw new IllegalArgumentException("--move " + move + ": needs --path FILE (the insertion path)");
        }
        int m = pick(move, occ, file);
        InsertionPath path = PathFile.read(pathFile, inputSize.maxBytes, maxPathSteps, ClearanceParts.MAX_LENGTH_MM);
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
        return new AssemblyClearanceJson.Move(occ.get(m).name(), path.steps(), travel, others);
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

}
