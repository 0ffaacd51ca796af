package org.snapfit.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.mesh.MeshReader;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.cadimport.step.p21.P21Parser;
import org.snapfit.cli.json.InspectJson;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.BoundingBox;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.MassProperties;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.transform.Pose3;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code snapfit inspect FILE [--json]}: what a STEP, STL or OBJ file holds — parts, placed instances, faces by
 * surface type, units, bounding boxes, area and volume per part, diagnostics.
 */
@Command(name = "inspect",
        header = "Show what a CAD file holds: parts, placements, faces, units, area and volume.",
        description = {
            "Show what a CAD file holds: parts, instances with placements, faces by surface type, units,",
            "bounding boxes, area and volume per part (Gauss-Legendre over the trimmed faces), and every",
            "diagnostic of the reader. Reads STEP (AP203, AP214, AP242), STL (ASCII or binary) and OBJ.",
            "Lengths are reported in the file's own unit; an STL or OBJ file is one part."},
        footer = {
            "",
            "Examples:",
            "  snapfit inspect bracket.step",
            "  snapfit inspect assembly.stp --json > assembly.json",
            "  snapfit inspect part.stl",
            "",
            "Exit codes: 0 read (warnings and per-entity errors are listed), 2 unreadable file or broken syntax,",
            "3 internal error."},
        mixinStandardHelpOptions = true)
public final class InspectCommand implements Callable<Integer>, FileCommand {
    @Parameters(index = "0", paramLabel = "FILE", description = "the STEP, STL or OBJ file")
    private Path file;

    @Option(names = "--json", description = "print the snapfit-inspect/1 JSON document instead of text")
    private boolean json;

    @Option(names = "--max-occurrences", paramLabel = "N", description = "Largest number of product occurrences a STEP"
            + " assembly may expand to (default: " + org.snapfit.cadimport.step.brep.StepOptions.DEFAULT_MAX_OCCURRENCES
            + ")")
    private Long maxOccurrences;

    @Spec
    private picocli.CommandLine.Model.CommandSpec spec;

    @picocli.CommandLine.Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    /** Creates the command (picocli instantiates it). */
    public InspectCommand() {
    }

    @Override
    public String inputFile() {
        return file == null ? null : file.toString();
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ImportReport report = new ImportReport(file.toString());
        Result r;
        try {
            r = PhaseProgress.during(err, "reading and measuring " + file, () -> {
                try {
                    return read(report);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (ImportException e) {
            if (!json) {
                // the warnings before the error; the error itself is the failure's message
                e.diagnostics().stream().filter(d -> d.severity() != Severity.ERROR)
                        .forEach(d -> err.println("snapfit: " + d.format()));
            }
            throw e;
        }
        List<InspectJson.Diag> diags = new ArrayList<>();
        for (Diagnostic d : report.freeze()) {
            diags.add(new InspectJson.Diag(d.severity().name().toLowerCase(Locale.ROOT), d.line(), d.entity(),
                    d.field().isEmpty() ? d.message() : "[" + d.field() + "] " + d.message()));
        }
        if (json) {
            out.println(InspectJson.render(file.toString(), r.schema, r.units, r.parts, r.instances, r.volume, r.area,
                    diags));
        } else {
            text(out, r, diags);
        }
        return Main.EXIT_OK;
    }

    private static void text(PrintWriter out, Result r, List<InspectJson.Diag> diags) {
        out.println("schema: " + r.schema + ", units: " + r.units);
        out.println("parts: " + r.parts.size());
        for (InspectJson.Part p : r.parts) {
            out.println("  " + p.name() + ": volume " + p.volume() + ", area " + p.area() + ", faces " + p.faces() + " "
                    + p.surfaceTypes() + ", bbox " + java.util.Arrays.toString(p.bbox()));
        }
        out.println("instances: " + r.instances.size());
        for (InspectJson.Instance i : r.instances) {
            double[][] m = i.matrix();
            out.println("  " + i.path() + " (part " + i.part() + ") at (" + m[0][3] + ", " + m[1][3] + ", " + m[2][3]
                    + "), bbox " + java.util.Arrays.toString(i.bbox()));
        }
        out.println("totals: volume " + r.volume + ", area " + r.area);
        out.println("diagnostics: " + diags.size());
        for (InspectJson.Diag d : diags) {
            out.println("  " + d.severity() + (d.line() > 0 ? " line " + d.line() : "") + " " + d.entity() + " "
                    + d.message());
        }
    }

    /** What the command reports, in file units. */
    private static final class Result {
        String schema = "";
        String units = "mm";
        final List<InspectJson.Part> parts = new ArrayList<>();
        final List<InspectJson.Instance> instances = new ArrayList<>();
        double volume;
        double area;
    }

    private Result read(ImportReport report) throws IOException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        // one bounded read (a device, a FIFO or a file above --max-input-size is refused), then the format by content
        byte[] bytes = InputFiles.readAllBytes(file, inputSize.maxBytes);
        String start = new String(bytes, 0, Math.min(bytes.length, 32), StandardCharsets.ISO_8859_1).trim()
                .toUpperCase(Locale.ROOT);
        if (start.startsWith("ISO-10303-21")) {
            org.snapfit.cadimport.step.brep.StepOptions o = org.snapfit.cadimport.step.brep.StepOptions.defaults();
            if (maxOccurrences != null) {
                if (maxOccurrences < 1) {
                    throw new IllegalArgumentException("--max-occurrences = " + maxOccurrences + "; it must be >= 1");
                }
                o = o.withMaxOccurrences(maxOccurrences);
            }
            // Part 21 text is read as UTF-8 (its own encoding of non-ASCII is \X\ escapes); a stray byte that is not
            // UTF-8 becomes U+FFFD, as in StepReader.read(Path, …)
            return step(StepReader.map(P21Parser.parse(new InputStreamReader(new ByteArrayInputStream(bytes),
                    StandardCharsets.UTF_8), report), report, o), report);
        }
        TriangleMesh m = lower.endsWith(".obj") ? MeshReader.readObj(bytes, report) : MeshReader.readStl(bytes, report);
        Result r = new Result();
        r.schema = lower.endsWith(".obj") ? "OBJ" : "STL";
        String part = name.replaceFirst("\\.[^.]*$", "");
        double[] b = m.bounds();
        r.parts.add(new InspectJson.Part(part, m.volume(), m.area(), b, m.triangleCount(), Map.of("triangle",
                m.triangleCount())));
        r.instances.add(new InspectJson.Instance(part, part, Pose3.IDENTITY.toMatrix(), b));
        r.volume = m.volume();
        r.area = m.area();
        if (!m.isWatertight()) {
            report.add(0, "", "", org.snapfit.cadimport.diag.Severity.WARNING,
                    "mesh is not watertight (some edge is not shared by exactly two oppositely oriented triangles); "
                    + "its volume is not meaningful");
        }
        return r;
    }

    private static Result step(StepModel model, ImportReport report) {
        Result r = new Result();
        r.schema = model.schema();
        r.units = model.units().lengthName();
        double s = model.units().millimetresPerUnit();
        Map<Assembly, double[]> props = new IdentityHashMap<>();
        for (Assembly root : model.roots()) {
            for (Assembly.Placed p : root.flatten()) {
                Assembly a = p.product();
                if (a.bodies().isEmpty()) {
                    continue;
                }
                double[] pr = props.get(a);
                if (pr == null) {
                    pr = measure(a, report);
                    props.put(a, pr);
                    Map<String, Integer> kinds = new TreeMap<>();
                    int faces = 0;
                    for (Body b : a.bodies()) {
                        for (Face f : b.faces()) {
                            kinds.merge(f.surface().kind().key(), 1, Integer::sum);
                            faces++;
                        }
                    }
                    r.parts.add(new InspectJson.Part(a.name(), pr[0] / (s * s * s), pr[1] / (s * s), scale(pr, 2, s),
                            faces, kinds));
                }
                BoundingBox box = new BoundingBox(new Vec3(pr[2], pr[3], pr[4]), new Vec3(pr[5], pr[6], pr[7]))
                        .transformed(p.world());
                double[][] m = p.world().toMatrix();
                for (int k = 0; k < 3; k++) {
                    m[k][3] /= s;
                }
                double[] bb = box.toArray();
                for (int k = 0; k < 6; k++) {
                    bb[k] /= s;
                }
                r.instances.add(new InspectJson.Instance(p.path(), a.name(), m, bb));
                r.volume += pr[0] / (s * s * s);
                r.area += pr[1] / (s * s);
            }
        }
        return r;
    }

    private static double[] scale(double[] pr, int from, double s) {
        double[] b = new double[6];
        for (int k = 0; k < 6; k++) {
            b[k] = pr[from + k] / s;
        }
        return b;
    }

    /** {volume, area, box(6)} of a product's bodies in mm. */
    private static double[] measure(Assembly a, ImportReport report) {
        double v = 0;
        double ar = 0;
        BoundingBox box = null;
        for (Body b : a.bodies()) {
            try {
                MassProperties mp = FaceIntegrator.properties(b);
                v += mp.volume();
                ar += mp.area();
                box = box == null ? mp.box() : box.union(mp.box());
            } catch (RuntimeException e) {
                report.add(0, b.name(), "", org.snapfit.cadimport.diag.Severity.ERROR, "body of " + a.name()
                        + " cannot be measured: " + e.getMessage());
            }
        }
        double[] out = new double[8];
        out[0] = v;
        out[1] = ar;
        if (box != null) {
            System.arraycopy(box.toArray(), 0, out, 2, 6);
        }
        return out;
    }
}
