package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisResult;
import org.snapfit.analysis.MuRange;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.cli.progress.StderrProgress;
import org.snapfit.sweep.model.DesignIntent;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code snapfit analyze FILE}: the designer's main job. Runs the exact insertion and (if it completes) the
 * retraction, derives the verdict, optionally sweeps μ, writes {@code report.json}, {@code force.csv}, the charts,
 * {@code mechanism.svg} and {@code report.html} into the output folder and prints a short summary.
 */
@Command(name = "analyze",
        header = "Report whether a snap-fit assembles, the push it takes, how it latches and whether it comes apart.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Will it assemble, how hard is the push, does it click, can it be pulled apart? Runs the exact",
            "insertion along the mechanism's velocity and, if it completes, the retraction from its final state",
            "(velocity reversed, same travel or --retract-travel). Reports the peak push, work, how each pawl latches",
            "(a snap that clicks, or a pull-in), the retention: releases (with its peak pull), locks (no finite",
            "pull-out force in this model; with the critical μ below which it no longer locks) or not separated within",
            "the retract travel; for cantilever pawls (a beam and a resin instead of a hinge and κ) the root strain",
            "against the resin's permissible strain and the design guide's mating force beside the exact one. Writes",
            "report.json (snapfit-report/1), force.csv, force.svg/png, theta.svg/png, mechanism.svg and a",
            "self-contained report.html into the output folder.",
            ""},
        footer = {
            "",
            "Examples:",
            "  snapfit analyze test-data/snapfit/s01-ramp-snap-speed2.json",
            "  snapfit analyze hook.dxf --friction 0.3 --stiffness 150 --travel 10",
            "  snapfit analyze hook.json --out build/hook-report --sample-step 0.1",
            "  snapfit analyze hook.json --mu-range              (μ = 0.1 … 0.8 by 0.05)",
            "  snapfit analyze hook.json --mu-range 0.2:0.6:0.1",
            "  snapfit analyze hook.json --retract-travel 12    (pull 12 mm back instead of the insertion's travel)",
            "  snapfit analyze clip.step --section z=2.5 --velocity 0,-1 --travel 10 --stiffness 100 --friction 0.2",
            "                     (parts PAWL-1, HINGE-1 (a pin), OBSTACLE-*, ROOT by name; any other part is an obstacle)",
            "  snapfit analyze clip.step --section z=2.5 --part arm=PAWL-1 --hinge arm=1,0 --velocity 0,-1 --travel 10 ...",
            "  snapfit analyze test-data/section/s02-oblique-snap-landing.section.json   (geometry.step + geometry.section)",
            "  snapfit analyze hook.json --intent permanent     (judge the retention against the intent)",
            "  snapfit analyze beam_hook.dxf --friction 0.3 --width 4 --material PA66-GF30",
            "                                                   (a pawl drawn with its beam centre line on BEAM-1)",
            "",
            "  snapfit analyze hook.json --out -                (report.json on standard output, no files)",
            "  snapfit analyze hook.json --intent permanent --check   (exit 1 unless it locks)",
            "",
            "Units: mm, N, N·mm, rad (degrees shown beside radians). Exit codes: 0 done (whatever the verdict, unless",
            "--check), 1 with --check: the verdict contradicts the intent (a joint that does not assemble always",
            "does), 2 bad input or usage (message on standard error; a snapfit-error/1 document with --json),",
            "3 internal error. The report format is described in docs/formats/report.md."})
public final class AnalyzeCommand implements Callable<Integer>, FileCommand {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE",
            description = {"A snapfit-mechanism/1 JSON file, a DXF drawing (layers per docs/formats/dxf-layers.md), or a",
                "STEP, STL or OBJ model cut by --section (parts named by the same convention; docs/formats/mechanism.md)."})
    private Path file;

    @Mixin
    private GeometryOptions geometry = new GeometryOptions();

    @Option(names = "--out", paramLabel = "DIR",
            description = {"Output folder (default: snapfit-out/<name>/, <name> being the mechanism's name in",
                "lower-case letters, digits and hyphens, at most 64 characters). The files are written into a",
                "temporary folder beside it and moved in only when all are complete, so a failed run leaves",
                "the previous report as it was. '-' prints report.json on standard output and writes no file."})
    private Path out;

    @Option(names = Main.JSON_OPTION, description = {"Print the report (snapfit-report/1) on standard output instead of"
            + " the summary; failures as a", "snapfit-error/1 document on standard error. The files are still written."})
    private boolean json;

    @Option(names = "--check", description = {"Exit 1 when the verdict does not meet the intent (an undecided retention"
            + " fails too; without", "an intent: when it does not assemble); exit 0 when it meets it."})
    private boolean check;

    @Option(names = "--sample-step", paramLabel = "MM", defaultValue = AnalysisOptions.DEFAULT_SAMPLE_STEP,
            description = "Force samples at every multiple of this distance, exactly (default: ${DEFAULT-VALUE} mm).")
    private String sampleStep;

    @Option(names = "--mu-range", paramLabel = "FROM:TO:STEP", arity = "0..1", fallbackValue = MuRange.DEFAULT_TEXT,
            description = {"Friction sensitivity: re-run for every μ of the range and locate the critical μ",
                "values where a verdict changes (default range when no value: " + MuRange.DEFAULT_TEXT + ")."})
    private String muRange;

    @Option(names = "--retract-travel", paramLabel = "MM",
            description = {"Retraction distance, mm (default: the insertion's travel, back to the start). A longer pull",
                "goes beyond the start; the velocity's length must be rational to convert it exactly."})
    private String retractTravel;

    @Option(names = "--intent", paramLabel = "INTENT", description = "Design intent, permanent or releasable: the"
            + " retention verdict is judged against it (a lock is what a permanent latch wants and what a releasable"
            + " joint must not do); report.json says whether the verdict meets it (overrides the mechanism file's"
            + " \"intent\").")
    private String intent;

    @Option(names = "--bisection-steps", paramLabel = "N",
            defaultValue = "" + AnalysisOptions.DEFAULT_BISECTION_STEPS,
            description = "Exact runs spent locating each critical μ (default: ${DEFAULT-VALUE}).")
    private int bisectionSteps;

    @Option(names = "--max-samples", paramLabel = "N", defaultValue = "" + Limits.DEFAULT_MAX_SAMPLES,
            description = {"Refuse, before any run, a --sample-step that gives more than N force samples over the",
                "insertion or the retraction (default: ${DEFAULT-VALUE})."})
    private long maxSamples;

    @Mixin
    private Limits.InputSize inputSize = new Limits.InputSize();

    private final Invocation invocation;

    /** Creates the command for a terminal or a script (picocli instantiates it). */
    public AnalyzeCommand() {
        this(Invocation.CLI);
    }

    /**
     * Creates the command for a caller.
     *
     * @param invocation how it runs (cancellation, progress)
     */
    public AnalyzeCommand(Invocation invocation) {
        this.invocation = invocation;
    }

    @Override
    public String inputFile() {
        return file == null ? null : file.toString();
    }

    @Override
    public Integer call() throws IOException {
        System.setProperty("java.awt.headless", "true");
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        AnalysisResult result;
        try {
            AnalysisOptions options = AnalysisOptions.defaults().withSampleStep(sampleStep);
            if (muRange != null) {
                options = options.withMuRange(MuRange.parse(muRange));
            }
            options = options.withBisectionSteps(bisectionSteps);
            if (retractTravel != null) {
                options = options.withRetractTravel(retractTravel);
            }
            options = geometry.apply(options).withMaxSamples(maxSamples);
            if (intent != null) {
                options = options.withIntent(DesignIntent.parse(intent).orElseThrow(() -> new CommandInputException(
                        Failure.INVALID_PARAMETER, null, 0, "--intent", "--intent = '" + intent + "': the design"
                        + " intent is permanent or releasable")));
            }
            result = Analysis.run(invocation.request(file, inputSize.maxBytes).withOptions(options),
                    invocation.progress() ? new StderrProgress(stderr, StderrProgress.DEFAULT_DELAY_MS,
                            System::currentTimeMillis) : ProgressListener.NONE, invocation.token());
        } catch (AnalysisInputException e) {
            throw InputMessages.forCommandLine(e);
        }
        boolean toStdout = STDOUT.equals(out);
        if (!toStdout) {
            Path dir = out;
            if (dir == null) {
                OutputNames.Folder folder = OutputNames.forMechanism(result.report().mechanism().name(), file);
                dir = Path.of(DEFAULT_ROOT, folder.name());
                Path shown = dir;
                folder.note().ifPresent(n -> stderr.println("snapfit: output folder " + shown + " (" + n + ")"));
            }
            List<Path> written;
            try {
                written = result.writeFiles(dir);
            } catch (IOException e) {
                throw new CommandInputException(Failure.BAD_INPUT, dir.toString(), 0, "--out", "--out " + dir
                        + ": cannot write the report files (" + Failure.describe(e) + "); the folder's previous files"
                        + " are unchanged");
            }
            if (!json) {
                stdout.print(result.summary());
                stdout.println("  report:           " + written.get(written.size() - 1));
            }
        }
        if (json || toStdout) {
            stdout.print(result.toJson());
        }
        stdout.flush();
        return check ? checkExitCode(result.report().verdict(), stdout, stderr, json || toStdout) : Main.EXIT_OK;
    }

    /**
     * The exit code of {@code --check}: {@link Main#EXIT_CHECK_FAILED} when the verdict contradicts the intent (or,
     * without one, does not assemble), {@link Main#EXIT_OK} otherwise; in text mode the reason goes to standard error.
     */
    static int checkExitCode(Verdict v, PrintWriter stdout, PrintWriter stderr, boolean quiet) {
        boolean meets = v.intent().map(IntentCheck::meets).orElse(v.assembles());
        if (!meets && !quiet) {
            stderr.println("snapfit: check failed: " + v.intent().map(IntentCheck::reason)
                    .orElse("it does not assemble"));
            stderr.flush();
        }
        return meets ? Main.EXIT_OK : Main.EXIT_CHECK_FAILED;
    }

    /** The folder under which {@code analyze} writes without {@code --out}, relative to the working folder. */
    static final String DEFAULT_ROOT = "snapfit-out";

    /** The {@code --out} that means standard output. */
    private static final Path STDOUT = Path.of("-");
}
