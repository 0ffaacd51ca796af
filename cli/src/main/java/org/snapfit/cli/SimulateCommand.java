package org.snapfit.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.cli.json.SimulationReportJson;
import org.snapfit.cli.plot.CSpacePlot;
import org.snapfit.core.io.AtomicOutput;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code snapfit simulate FILE}: the exact insertion run of a mechanism (a {@code snapfit-mechanism/1} file, a DXF
 * drawing or a sectioned STEP/STL/OBJ model, loaded as {@code analyze} loads them), printed as a
 * {@code snapfit-simulation/1} document (events with exact times, termination, forces).
 */
@Command(name = "simulate",
        header = "Run the exact sweep of a mechanism (insertion only) and print its events as JSON.",
        mixinStandardHelpOptions = true,
        description = {
            "Run the exact Donald-Pai sweep of a mechanism file (insertion only) and print its snapfit-simulation/1 JSON:",
            "every event with its exact time (polynomial + isolating interval) and decimal, the termination cause,",
            "the peak insertion force with its one-sided limit, the work and force samples."},
        footer = {
            "",
            "Examples:",
            "  snapfit simulate test-data/snapfit/s01-ramp-snap-speed2.json",
            "  snapfit simulate hook.json > report.json",
            "  snapfit simulate hook.json --cspace pictures/     (also draws each pawl's (t, u) plane as SVG)",
            "  snapfit simulate hook.json --engine face          (search only the constraints on the free face F)",
            "  snapfit simulate clip.step --section z=2.5 --velocity 0,-1 --travel 10 --stiffness 100 --friction 0.2",
            "",
            "Exit codes: 0 done (whatever the verdict, unless --check), 1 with --check: the insertion does not",
            "complete, 2 bad mechanism file (the message names file and field; a snapfit-error/1 document with",
            "--json), 3 internal error."})
public final class SimulateCommand implements Callable<Integer>, FileCommand {

    @Parameters(paramLabel = "FILE", description = {"A snapfit-mechanism/1 JSON file, a DXF drawing, or a STEP, STL or OBJ"
        + " model cut by --section."})
    private Path file;

    @CommandLine.Mixin
    private GeometryOptions geometry = new GeometryOptions();

    @Option(names = "--cspace", paramLabel = "DIR", description = {"Also draw each pawl's (t, u) plane, u = tan(θ/2):",
        "constraint curves where they apply, the trajectory and the events, as DIR/cspace-<pawl>.svg."})
    private Path cspace;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "filtered", converter = EngineConverter.class,
            description = {"The exact engine (all three give the same events and times exactly):",
                "filtered (default, fastest): the naive sweep with a box filter on its root isolations;",
                "face: first the free-space face F of each run, then only the constraints on its boundary;",
                "naive: the paper's naive sweep, every constraint at every step (an oracle)."})
    private Engine engine;

    @Option(names = Main.JSON_OPTION, description = {"The document is always JSON; with --json failures are a",
        "snapfit-error/1 document on standard error too."})
    private boolean json;

    @Option(names = "--check", description = "Exit 1 when the insertion does not complete (a jam or a stick).")
    private boolean check;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    private final Invocation invocation;

    /** Reads an engine name case-insensitively, naming the accepted values on error. */
    static final class EngineConverter implements CommandLine.ITypeConverter<Engine> {
        @Override
        public Engine convert(String value) {
            for (Engine e : Engine.values()) {
                if (e.name().equalsIgnoreCase(value)) {
                    return e;
                }
            }
            throw new CommandLine.TypeConversionException("--engine " + value + ": expected filtered, face or naive");
        }
    }

    /** Creates the command for a terminal or a script. */
    public SimulateCommand() {
        this(Invocation.CLI);
    }

    /**
     * Creates the command for a caller.
     *
     * @param invocation how it runs (cancellation)
     */
    public SimulateCommand(Invocation invocation) {
        this.invocation = invocation;
    }

    @Override
    public String inputFile() {
        return file == null ? null : file.toString();
    }

    @Override
    public Integer call() throws IOException {
        if (cspace != null && "-".equals(cspace.toString())) {
            throw CommandInputException.option("--cspace", "--cspace -: the (t, u) pictures are one file per pawl and"
                    + " cannot go to standard output; name a folder");
        }
        Mechanism m;
        try {
            m = Analysis.load(invocation.request(file, inputSize.maxBytes)
                    .withOptions(geometry.apply(AnalysisOptions.defaults()))).requireMechanism();
        } catch (AnalysisInputException e) {
            throw InputMessages.forCommandLine(e);
        }
        Supplier<SimulationResult> run = () -> Simulator.simulate(m, engine, invocation.token()::isCancelled);
        SimulationResult r = invocation.progress() ? PhaseProgress.during(spec.commandLine().getErr(), "exact run of "
                + m.pawls().size() + " pawl(s)", run) : run.get();
        if (cspace != null) {
            writePlanes(r, cspace);
        }
        String version = new Main.Version().getVersion()[0];
        spec.commandLine().getOut().print(SimulationReportJson.write(version, List.of(r)));
        spec.commandLine().getOut().flush();
        boolean complete = r.termination().cause() == TerminationCause.COMPLETE;
        return check && !complete ? Main.EXIT_CHECK_FAILED : Main.EXIT_OK;
    }

    private static void writePlanes(SimulationResult r, Path dir) {
        try {
            for (int i = 0; i < r.mechanism().pawls().size(); i++) {
                // the pawl's name made a plain file name of bounded length ("cspace-" keeps it from being "..")
                String name = r.mechanism().pawls().get(i).name().replaceAll("[^A-Za-z0-9_.-]", "_");
                name = name.substring(0, Math.min(name.length(), OutputNames.MAX_LENGTH));
                AtomicOutput.writeFile(dir.resolve("cspace-" + name + ".svg"),
                        CSpacePlot.svg(r, i).getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("--cspace " + dir + ": cannot write the pictures ("
                    + Failure.describe(e) + ")", e);
        }
    }
}
