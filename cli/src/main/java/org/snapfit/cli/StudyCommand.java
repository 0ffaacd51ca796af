package org.snapfit.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.report.Texts;
import org.snapfit.study.EngineSettings;
import org.snapfit.study.Study;
import org.snapfit.study.StudyEngine;
import org.snapfit.study.StudyOutcome;
import org.snapfit.study.StudyPlan;
import org.snapfit.study.StudySummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code snapfit study STUDY.json}: a design study — one exact analysis per sample of the study's parameter
 * distributions, on all local cores or on Apache Spark, resumable; writes samples.csv, summary.json, the charts and
 * study.html and prints the headline probabilities.
 */
@Command(name = "study",
        header = "Run a tolerance or parameter study: how often a design locks, jams or exceeds its limits.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Tolerance and parameter studies: how often does the hook self-lock, jam or exceed the allowed push",
            "when μ, stiffness, travel, hinge or the fixed parts vary? Draws the study's samples (monte-carlo, grid",
            "or latin-hypercube; exact decimals from the seed), runs the exact analysis of each, and writes",
            "samples.csv (one row per sample), summary.json (snapfit-study-summary/1: probabilities, force",
            "percentiles, Spearman sensitivities, worst samples), peak-insertion.svg, lock-vs-mu.svg and study.html.",
            "An interrupted study continues from its finished rows when run again into the same folder.",
            ""},
        footer = {
            "",
            "Examples:",
            "  snapfit study test-data/study/hook-friction-mc.json",
            "  snapfit study hook-study.json --out build/hook-study --threads 2",
            "  snapfit study hook-study.json --fresh                  (discard the folder's rows, start over)",
            "  snapfit study hook-study.json --engine spark --master 'local[2]'",
            "",
            "Parameter paths: friction, motion.travel, pawls.<name>.stiffness, pawls.<name>.hinge, obstacles.offset.",
            "Exit codes: 0 done, 2 bad input or usage (message on standard error), 3 internal error.",
            "The study format is described in docs/formats/study.md."})
public final class StudyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "STUDY", description = "A snapfit-study/1 JSON file.")
    private Path file;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder (default: snapfit-out/<study-file-stem>/); a folder with this study's rows"
                    + " resumes.")
    private Path out;

    @Option(names = "--engine", paramLabel = "NAME", defaultValue = "local",
            description = "local (this machine's cores; the default) or spark (Apache Spark, see --master).")
    private String engine;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "0",
            description = "Worker threads of the local engine (default: one per available core).")
    private int threads;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master, e.g. local[2] or spark://host:7077 (default: spark-submit's, else local[*]).")
    private String master;

    @Option(names = "--fresh", description = "Discard the output folder's rows and manifest and start over.")
    private boolean fresh;

    @Option(names = Main.JSON_OPTION, description = {"Print summary.json (snapfit-study-summary/1) on standard output"
            + " instead of the headline;", "failures as a snapfit-error/1 document on standard error. The files are"
            + " still written."})
    private boolean json;

    /** Creates the command (picocli instantiates it). */
    public StudyCommand() {
    }

    @Override
    public Integer call() {
        System.setProperty("java.awt.headless", "true");
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        if (threads < 0) {
            throw new IllegalArgumentException("--threads " + threads + ": give a count >= 1 (0: every core)");
        }
        if (out != null && "-".equals(out.toString())) {
            throw CommandInputException.option("--out", "--out -: a study writes several files (samples.csv,"
                    + " summary.json, charts, a page) and needs a folder; --json prints summary.json on standard"
                    + " output");
        }
        StudyPlan plan;
        try {
            plan = Study.plan(file);
        } catch (AnalysisInputException e) {
            throw InputMessages.forCommandLine(e);
        }
        StudyEngine eng = Study.engine(engine);
        Path dir = out != null ? out : Path.of("snapfit-out",
                OutputNames.forMechanism("", file).name());
        EngineSettings settings = new EngineSettings(threads, Optional.ofNullable(master));
        String where = isLocal(eng) ? settings.threadCount() + " thread(s)" : eng.name()
                + settings.master().map(m -> " (" + m + ")").orElse("");
        stderr.printf(Locale.ROOT, "snapfit: study of %s, %d samples (%s) on %s%n", plan.label(), plan.size(),
                plan.spec().method().text(), where);
        stderr.flush();
        StudyOutcome outcome;
        try {
            outcome = Study.run(plan, dir, eng, settings, fresh, (done, total, rate, eta) -> {
                stderr.println(progressLine(done, total, rate, eta));
                stderr.flush();
            }, CancellationToken.NONE);
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException("--out " + dir + ": " + e.getMessage(), e);
        }
        if (json) {
            try {
                stdout.print(java.nio.file.Files.readString(dir.resolve("summary.json"),
                        java.nio.charset.StandardCharsets.UTF_8));
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException("--out " + dir + ": cannot read back summary.json ("
                        + Failure.describe(e) + ")", e);
            }
        } else {
            stdout.print(summary(outcome.summary(), dir));
        }
        stdout.flush();
        return Main.EXIT_OK;
    }

    private static boolean isLocal(StudyEngine e) {
        return "local".equals(e.name());
    }

    /** One progress line: done/total, percentage, rate, ETA. */
    static String progressLine(long done, long total, double rate, double eta) {
        String head = String.format(Locale.ROOT, "snapfit: study %d/%d samples (%.1f %%)", done, total,
                100.0 * done / Math.max(1, total));
        if (done >= total) {
            return head + ", done";
        }
        if (!(rate > 0) || !Double.isFinite(eta)) {
            return head;
        }
        return head + String.format(Locale.ROOT, ", %.1f samples/s, ETA %s", rate, duration(eta));
    }

    /** A duration as {@code 45 s}, {@code 3 min 05 s} or {@code 2 h 07 min}. */
    static String duration(double seconds) {
        long s = Math.round(Math.max(0, seconds));
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60);
        }
        return String.format(Locale.ROOT, "%d h %02d min", s / 3600, (s % 3600) / 60);
    }

    /** The headline of a finished study. */
    static String summary(StudySummary s, Path dir) {
        StringBuilder b = new StringBuilder();
        Map<String, Long> c = s.counts();
        b.append(String.format(Locale.ROOT, "snapfit study: %s, %d samples (%d analysed, %d failed)%n",
                s.plan().label(), c.get("samples"), c.get("analysed"), c.get("failed")));
        for (Map.Entry<String, StudySummary.Probability> e : s.probabilities().entrySet()) {
            StudySummary.Probability p = e.getValue();
            b.append(String.format(Locale.ROOT, "  %-28s %s (%d/%d; 95%% interval %s – %s)%n", e.getKey() + ":",
                    pct(p.value()), p.k(), p.n(), pct(p.low()), pct(p.high())));
        }
        Map<String, Double> w = s.percentiles().get("peakInsertion");
        if (!w.isEmpty()) {
            b.append(String.format(Locale.ROOT, "  peak push:                   median %s N, p95 %s N, max %s N%n",
                    Texts.num(w.get("p50")), Texts.num(w.get("p95")), Texts.num(w.get("max"))));
        }
        b.append("  files:                       ").append(dir.resolve(Study.SAMPLES)).append(", summary.json,"
                + " study.html\n");
        return b.toString();
    }

    private static String pct(double p) {
        return Double.isNaN(p) ? "-" : String.format(Locale.ROOT, "%.2f %%", 100 * p);
    }
}
