package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.LoadedMechanism;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.section.SectionImport;
import org.snapfit.cadimport.section.SectionReader;
import org.snapfit.cadimport.section.SectionRequest;
import org.snapfit.cadimport.section.SectionedPart;
import org.snapfit.cli.json.ValidateJson;
import org.snapfit.cli.plot.SectionDrawing;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.io.AtomicOutput;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.sweep.model.LayerRoles;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.model.ProfileLayout;
import org.snapfit.sweep.model.ProfileMechanisms;
import org.snapfit.sweep.model.SectionMechanismSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code snapfit validate FILE}: reads a drawing or mechanism file and prints what it found (pawls, hinges,
 * obstacles, units, motion, friction, missing parameters, warnings) without simulating. Exit 0 when the file is
 * readable (even if parameters are still missing), 2 with diagnostics on standard error when it is not.
 */
@Command(name = "validate",
        header = "Check a drawing, a sectioned CAD model or a mechanism file without simulating it.",
        description = {"Check a DXF drawing, a STEP/STL/OBJ model cut by --section, or a mechanism JSON without",
            "simulating: list the pawls (layer or part PAWL-n, hinge on HINGE-n or beam centre line on BEAM-n),",
            "obstacles (OBSTACLE, OBSTACLE-*; for 3D models any other part), root (ROOT), motion (DIRECTION line or",
            "--velocity/--travel), units, friction and stiffness, what is still missing, and every warning of the",
            "reader. For a 3D model it also lists every part with its role and exactness and draws the sectioned",
            "profiles as SVG."},
        footer = {"", "Examples:",
            "  snapfit validate test-data/dxf/simple_hook_r2000.dxf",
            "  snapfit validate hook.dxf --friction 0.3 --stiffness 150",
            "  snapfit validate hook.dxf --stiffness PAWL-1=150 --stiffness PAWL-2=90 --chord-tolerance 0.005 --json",
            "  snapfit validate hook-mechanism.json     (a snapfit-mechanism/1 file; \"geometry\": {\"dxf\": \"hook.dxf\"})",
            "  snapfit validate clip.step --section z=2.5            (writes snapfit-out/clip/section.svg)",
            "  snapfit validate clip.json --svg /tmp/clip.svg      (\"geometry\": {\"step\": \"clip.step\", \"section\": \"z=2.5\"})",
            "",
            "Layer names are case-insensitive and may use '-' or '_' (PAWL-1 = PAWL_1).",
            "Exit codes: 0 read (see 'missing' for what analyze still needs), 2 bad input, 3 internal error."},
        mixinStandardHelpOptions = true)
public final class ValidateCommand implements Callable<Integer>, FileCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "A .dxf drawing, a .step/.stp/.stl/.obj model (with"
            + " --section) or a snapfit-mechanism/1 .json file")
    private Path file;

    @Option(names = "--svg", paramLabel = "FILE", description = "Where to draw a 3D model's sectioned profiles"
            + " (default: snapfit-out/<name>/section.svg)")
    private Path svg;

    @Mixin
    private GeometryOptions geometry = new GeometryOptions();

    @Option(names = "--json", description = "Print the snapfit-validate/1 JSON document instead of text")
    private boolean json;

    @Spec
    private CommandSpec spec;

    @Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    private final Invocation invocation;

    /** Creates the command for a terminal or a script (picocli instantiates it). */
    public ValidateCommand() {
        this(Invocation.CLI);
    }

    /**
     * Creates the command for a caller.
     *
     * @param invocation how it runs (an inline mechanism document)
     */
    public ValidateCommand(Invocation invocation) {
        this.invocation = invocation;
    }

    @Override
    public String inputFile() {
        return file == null ? null : file.toString();
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        AnalysisOptions options = geometry.apply(AnalysisOptions.defaults());
        LoadedMechanism loaded;
        try {
            loaded = Analysis.load(invocation.request(file, inputSize.maxBytes).withOptions(options));
        } catch (AnalysisInputException e) {
            drawAnyway(options, err);
            throw InputMessages.forCommandLine(e);
        }
        Optional<Path> picture = Optional.empty();
        if (loaded.section().isPresent()) {
            picture = Optional.of(draw(loaded.section().get(), loaded.roles(), loaded.layout(),
                    loaded.mechanism().map(m -> m.motion().velocity()).or(() -> loaded.parameters().velocity())));
        }
        ValidateJson.Builder doc = describe(loaded, picture);
        if (json) {
            out.print(doc.write());
        } else {
            text(loaded, out, picture);
        }
        out.flush();
        return Main.EXIT_OK;
    }

    /** Where the section picture goes: --svg, else snapfit-out/<stem>/section.svg. */
    private Path svgPath() {
        return svg != null ? svg : Path.of(AnalyzeCommand.DEFAULT_ROOT, OutputNames.forMechanism("", file).name(),
                "section.svg");
    }

    private Path draw(SectionImport s, LayerRoles roles, Optional<ProfileLayout> layout, Optional<ExactPoint2> v) {
        Path p = svgPath();
        try {
            AtomicOutput.writeFile(p, SectionDrawing.svg(s.file() + " cut by " + s.plane().describe(), s.profiles(),
                    roles, layout, v).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException("--svg " + p + ": cannot write the picture (" + e.getMessage() + ")", e);
        }
        return p;
    }

    /**
     * After a layout error (no pawl part, a hinge missing) on a 3D model, the section alone is still drawn, so the
     * user can see what the plane cuts and how the parts are named.
     */
    private void drawAnyway(AnalysisOptions options, PrintWriter err) {
        try {
            Path model = file;
            Optional<SectionPlane> plane = options.section();
            java.util.Set<String> names = new java.util.HashSet<>(options.parts().keySet());
            if (!file.toString().toLowerCase(Locale.ROOT).matches(".*\\.(step|stp|p21|stl|obj)")) {
                String text = InputFiles.readUtf8(file, inputSize.maxBytes);
                if (!SectionMechanismSpec.namesSection(text)) {
                    return;
                }
                SectionMechanismSpec spec = SectionMechanismSpec.parse(text, file);
                model = spec.geometry();
                plane = plane.or(() -> Optional.of(spec.plane()));
                names.addAll(spec.parts().keySet());
            }
            if (plane.isEmpty()) {
                return;
            }
            SectionImport s = SectionReader.read(model, SectionRequest.of(plane.get()).withPartNames(names)
                    .withMaxInputBytes(inputSize.maxBytes));
            Path p = draw(s, LayerRoles.parts(options.parts()), Optional.empty(), Optional.empty());
            err.println("snapfit validate: the sectioned profiles are drawn in " + p);
        } catch (IOException | RuntimeException e) {
            // best effort only: the error above is what matters
        }
    }

    private static List<String> coords(ExactPoint3 p) {
        return List.of(p.x().toString(), p.y().toString(), p.z().toString());
    }

    private ValidateJson.Builder describe(LoadedMechanism l, Optional<Path> picture) {
        ValidateJson.Builder b = ValidateJson.builder(file.toString(), l.kind());
        l.section().ifPresent(s -> {
            for (SectionedPart p : s.parts()) {
                b.part(p.name(), p.occurrence(), l.roles().roleOf(p.name()).kind().name().toLowerCase(Locale.ROOT),
                        p.bodies(), p.loops(), p.outlines(), p.exact(), p.errorBound(), p.entities());
            }
            b.section(s.file(), s.format(), coords(s.plane().origin()), coords(s.plane().normal()),
                    coords(s.plane().xAxis()), picture.map(Path::toString).orElse(null));
            s.diagnostics().forEach(x -> b.diagnostic(x.severity().name().toLowerCase(Locale.ROOT), x.line(),
                    x.entity(), x.field(), x.message()));
        });
        l.dxf().ifPresent(d -> {
            b.dxf(d.version(), d.units().symbol(), d.unitsFromHeader());
            d.diagnostics().forEach(x -> b.diagnostic(x.severity().name().toLowerCase(Locale.ROOT), x.line(), x.entity(),
                    x.field(), x.message()));
        });
        if (l.layout().isPresent()) {
            ProfileLayout lay = l.layout().get();
            for (ProfileLayout.LayoutPawl p : lay.pawls()) {
                b.pawl(p.name(), point(p.hinge()), p.hingeSource().describe(), p.shape().size(), vertices(p.shape()),
                        stiffness(l, p).map(Object::toString));
            }
            lay.obstacles().forEach(o -> b.obstacle(o.name(), o.shape().size(), vertices(o.shape())));
            b.rootOutlines(lay.rootShape().size()).approximated(lay.approximated());
            lay.warnings().forEach(b::warning);
            motion(l).ifPresent(m -> b.motion(point(m.velocity()), m.travel().toString()));
            l.parameters().friction().ifPresent(f -> b.friction(f.toString()));
            l.missing().stream().map(InputMessages::missing).forEach(b::missing);
        }
        l.mechanism().ifPresent(m -> {
            if (l.layout().isEmpty()) {
                for (Pawl p : m.pawls()) {
                    b.pawl(p.name(), point(p.hinge()), "", p.shape().size(), vertices(p.shape()),
                            Optional.of(p.stiffness().toString()));
                }
                m.obstacles().forEach(o -> b.obstacle(o.name(), o.shape().size(), vertices(o.shape())));
                b.rootOutlines(m.rootShape().size()).motion(point(m.motion().velocity()), m.motion().travel().toString())
                        .friction(m.friction().toString());
            }
            m.warnings().forEach(b::warning);
        });
        return b;
    }

    /** A drawing pawl's κ: given, or for a beam pawl the model's once the mechanism could be built. */
    private static Optional<org.snapfit.algebra.number.Rational> stiffness(LoadedMechanism l,
            ProfileLayout.LayoutPawl p) {
        if (p.beam().isEmpty()) {
            return l.parameters().stiffnessFor(p.name());
        }
        return l.mechanism().map(m -> m.pawl(p.name()).stiffness());
    }

    private static Optional<Motion> motion(LoadedMechanism l) {
        if (l.mechanism().isPresent()) {
            return Optional.of(l.mechanism().get().motion());
        }
        try {
            return Optional.of(ProfileMechanisms.motion(l.layout().orElseThrow(), l.parameters()));
        } catch (MechanismException e) {
            return Optional.empty();
        }
    }

    private void text(LoadedMechanism l, PrintWriter out, Optional<Path> picture) {
        out.println("snapfit validate: " + file);
        if (l.section().isPresent()) {
            SectionImport s = l.section().get();
            out.println("  model      " + s.format().toUpperCase(Locale.ROOT) + " " + s.file()
                    + (l.kind().startsWith("mechanism+") ? ", named by a mechanism JSON" : ""));
            out.println("  section    " + s.plane().describe() + " (x = xAxis, y = normal × xAxis; mm)");
            out.println("  parts      " + s.parts().size());
            for (SectionedPart p : s.parts()) {
                out.println("    " + p.name() + " (" + p.occurrence() + "): " + l.roles().roleOf(p.name()).kind().name()
                        .toLowerCase(Locale.ROOT) + ", " + (p.isCut() ? p.loops() + " loop(s), " + (p.exact() ? "exact"
                        : "approximated within " + p.errorBound() + " mm") : "not cut by the plane"));
            }
            picture.ifPresent(p -> out.println("  picture    " + p));
        } else if (l.dxf().isPresent()) {
            DxfImport d = l.dxf().get();
            out.println("  drawing    DXF " + (d.version().isEmpty() ? "(no $ACADVER)" : d.version()) + ", units "
                    + d.units().symbol() + (d.unitsFromHeader() ? " ($INSUNITS)" : " (assumed)")
                    + (l.kind().equals("mechanism+dxf") ? ", named by a mechanism JSON" : ""));
        } else {
            out.println("  mechanism  snapfit-mechanism/1, name \"" + l.mechanism().map(Mechanism::name).orElse("") + "\"");
        }
        if (l.layout().isPresent()) {
            ProfileLayout lay = l.layout().get();
            out.println("  pawls      " + lay.pawls().size());
            for (ProfileLayout.LayoutPawl p : lay.pawls()) {
                if (p.beam().isPresent()) {
                    ProfileLayout.BeamLine bl = p.beam().get();
                    out.println("    " + p.name() + ": beam centre line " + bl.root() + " -> " + bl.tip() + " ("
                            + bl.source().entity() + ", line " + bl.source().line() + "), thickness " + bl.thickness()
                            + bl.tipThickness().map(t -> " -> " + t).orElse("") + " mm measured, pivot " + p.hinge()
                            + ", " + outlines(p.shape().size()) + ", stiffness " + stiffness(l, p)
                            .map(k -> k + " N·mm/rad from the beam model").orElse("from the beam model once its width"
                                    + " and resin are given"));
                    continue;
                }
                out.println("    " + p.name() + ": hinge " + p.hinge() + " (" + p.hingeSource().entity()
                        + (p.hingeSource().line() > 0 ? ", line " + p.hingeSource().line() : "") + "), "
                        + outlines(p.shape().size()) + ", stiffness "
                        + l.parameters().stiffnessFor(p.name()).map(k -> k + " N·mm/rad").orElse("not given"));
            }
            out.println("  obstacles  " + lay.obstacles().size() + obstacleList(lay.obstacles()));
            out.println("  root       " + outlines(lay.rootShape().size()));
            out.println("  motion     " + motion(l).map(ValidateCommand::motionText).orElse("not given")
                    + lay.direction().map(dl -> " (DIRECTION " + dl.source().entity() + ", line " + dl.source().line()
                    + ")").orElse(""));
            out.println("  friction   " + l.parameters().friction().map(Object::toString).orElse("not given"));
            if (l.dxf().isPresent()) {
                out.println("  geometry   " + (lay.approximated() ? "curves polygonised within "
                        + l.dxf().get().diagnostics().stream().filter(x -> x.message().contains("polygonised"))
                        .findFirst().map(x -> x.message().replaceFirst(".* within ", "")).orElse("the chord tolerance")
                        : "exact (straight geometry only)"));
            } else {
                out.println("  geometry   " + (lay.approximated() ? "curves polygonised (see the parts above)"
                        : "exact (every section vertex from the file's decimals)"));
            }
        } else {
            Mechanism m = l.mechanism().orElseThrow();
            out.println("  pawls      " + m.pawls().size());
            for (Pawl p : m.pawls()) {
                out.println("    " + p.name() + ": hinge " + p.hinge() + ", " + outlines(p.shape().size())
                        + ", stiffness " + p.stiffness() + " N·mm/rad");
            }
            out.println("  obstacles  " + m.obstacles().size() + obstacleList(m.obstacles()));
            out.println("  motion     " + motionText(m.motion()));
            out.println("  friction   " + m.friction());
        }
        List<String> missing = l.missing().stream().map(InputMessages::missing).toList();
        out.println("  status     " + (missing.isEmpty() ? "ready for analyze" : "missing: " + String.join("; ", missing)));
        List<String> warnings = new java.util.ArrayList<>();
        l.layout().ifPresent(lay -> warnings.addAll(lay.warnings()));
        l.mechanism().ifPresent(m -> warnings.addAll(m.warnings()));
        l.dxf().ifPresent(d -> d.diagnostics().stream().filter(x -> x.severity() == Severity.WARNING)
                .forEach(x -> warnings.add(x.format())));
        l.section().ifPresent(d -> d.diagnostics().stream().filter(x -> x.severity() == Severity.WARNING)
                .forEach(x -> warnings.add(x.format())));
        out.println("  warnings   " + (warnings.isEmpty() ? "none" : warnings.size()));
        warnings.forEach(w -> out.println("    " + w));
    }

    private static List<String> point(ExactPoint2 p) {
        return List.of(p.x().toString(), p.y().toString());
    }

    private static int vertices(List<ExactPolygon2> shape) {
        return shape.stream().mapToInt(ExactPolygon2::size).sum();
    }

    private static String outlines(int n) {
        return n + (n == 1 ? " outline" : " outlines");
    }

    private static String obstacleList(List<Obstacle> os) {
        return os.isEmpty() ? "" : ": " + String.join(", ", os.stream().map(o -> o.name() + " ("
                + outlines(o.shape().size()) + ")").toList());
    }

    private static String motionText(Motion m) {
        ExactPoint2 v = m.velocity();
        return "velocity " + v + ", travel " + m.travel() + " (t in [0, " + m.travel() + "], s = |v| t, |v| = "
                + m.speed() + ")";
    }
}
