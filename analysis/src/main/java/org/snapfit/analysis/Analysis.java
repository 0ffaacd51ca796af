package org.snapfit.analysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.Analyzer;
import org.snapfit.analysis.engine.Monitor;
import org.snapfit.analysis.exact.BeamChecks;
import org.snapfit.analysis.exact.ExactRunEngine;
import org.snapfit.analysis.exact.MechanismViews;
import org.snapfit.analysis.exact.SampleGrid;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Warning;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.DesignIntent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;

/**
 * snapfit's analysis of a snap-fit, as a library call: the exact insertion along the mechanism's velocity and, if it
 * completes, the retraction from its final state; the verdicts (assembles; separable, or self-locking with where,
 * why and the critical μ below which it would separate); forces, work, clicks and deflections; optionally the
 * friction sweep; warnings. Stateless and thread-safe: analyses may run on several threads at once.
 *
 * <pre>{@code
 * AnalysisResult result = Analysis.run(AnalysisRequest.of(Path.of("hook_mechanism.json")));
 * boolean selfLocking = result.report().verdict().lock().isPresent();
 * double peakPush = result.peakInsertionForce();          // N
 * result.writeFiles(Path.of("out"));                        // report.json, force.csv, charts, report.html
 * }</pre>
 *
 * <p>Exactness: event times, μ values and critical-μ brackets are exact (brackets Certified by exact runs at both
 * ends); forces, work, energies and angles are Approximate (double evaluation at exact configurations). Errors: an
 * {@link AnalysisInputException} names the file, line, entity, field and parameter; a cancelled run ends with an
 * {@link org.snapfit.analysis.progress.AnalysisCancelledException}.
 */
public final class Analysis {

    private Analysis() {
    }

    /**
     * Runs an analysis without progress reports or cancellation.
     *
     * @param request the source and options
     * @return the result
     * @throws AnalysisInputException for bad input (see the class comment)
     */
    public static AnalysisResult run(AnalysisRequest request) {
        return run(request, ProgressListener.NONE, CancellationToken.NONE);
    }

    /**
     * Runs an analysis, reporting progress and stopping when the token is cancelled.
     *
     * @param request the source and options
     * @param progress receives the phases (load, runs, critical μ, μ sweep, near-lock check)
     * @param token checked between runs, sweep points and bisection steps and inside each run
     * @return the result
     * @throws AnalysisInputException for bad input: an unreadable or malformed source, a missing or invalid
     *     parameter (the message names the parameter, the exception carries it)
     * @throws org.snapfit.analysis.progress.AnalysisCancelledException if the token was cancelled
     */
    public static AnalysisResult run(AnalysisRequest request, ProgressListener progress, CancellationToken token) {
        return run(request, progress, token, SweepContext.create());
    }

    /**
     * Runs an analysis in the given sweep context: the exact sweep's caches (roots, signs, comparisons, C-spaces),
     * which a caller analysing many variants of one mechanism in turn (a design study's worker thread) keeps across
     * its analyses, so that later ones reuse what earlier ones found. Results do not depend on the context; it is
     * thread-safe, but one per thread avoids contention.
     *
     * @param request the source and options
     * @param progress receives the phases (load, runs, critical μ, μ sweep, near-lock check)
     * @param token checked between runs, sweep points and bisection steps and inside each run
     * @param context the sweep's caches, kept by the caller ({@link SweepContext#create()} for a fresh one)
     * @return the result
     * @throws AnalysisInputException for bad input (see {@link #run(AnalysisRequest, ProgressListener,
     *     CancellationToken)})
     * @throws org.snapfit.analysis.progress.AnalysisCancelledException if the token was cancelled
     */
    public static AnalysisResult run(AnalysisRequest request, ProgressListener progress, CancellationToken token,
            SweepContext context) {
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(context, "context");
        Monitor monitor = new Monitor(progress, token);
        AnalysisOptions options = request.options();
        monitor.check("loading the mechanism");
        LoadedMechanism loaded = request.source().load(options);
        Mechanism m = loaded.requireMechanism();
        monitor.report(Phase.LOAD, 1, "loaded " + loaded.label());
        SampleGrid grid = SampleGrid.parse(options.sampleStep());
        Optional<Rational> retractTime = options.retractTravel().map(t -> retractTime(t, m.motion()));
        checkSamples(grid, m.motion(), retractTime, options);
        MechanismView view = MechanismViews.of(m, loaded.label(), loaded.fallbackName(), loaded.notes(),
                MechanismViews.sourceKind(loaded.kind()), MechanismViews.units(loaded.dxf().map(d -> d.units().symbol())));
        Optional<DesignIntent> intent = options.intent().or(loaded::intent);
        ExactRunEngine engine = new ExactRunEngine(m, grid, retractTime, options.engine(), token,
                options.forceCurves(), context);
        AnalysisReport report = Analyzer.analyze(view, grid.text(), engine,
                options.analyzerOptions().withIntent(intent), monitor);
        List<BeamCheck> checks = engine.insertionResult(m.friction())
                .map(ins -> BeamChecks.of(m, ins, report.insertion())).orElse(List.of());
        List<Warning> strain = new ArrayList<>();
        for (BeamCheck c : checks) {
            if (c.exceedsPermissibleStrain()) {
                strain.add(new Warning(Warning.STRAIN_EXCEEDED, String.format(Locale.ROOT, "pawl %s: the root strain %s %%"
                        + " exceeds the resin's permissible %s %% (safety factor %s): the beam yields or breaks on"
                        + " assembly; make it longer or thinner, or choose a resin that takes more strain",
                        c.pawl(), Texts.num(100 * c.strain()), Texts.num(100 * c.permissibleStrain()),
                        Texts.num(c.safetyFactor()))));
            }
        }
        List<String> assumptions = options.retractTravel().map(t -> List.of("Retraction over " + t
                + " mm (the requested retract travel) instead of the insertion's travel.")).orElse(List.of());
        AnalysisReport full = report.with(checks, strain, assumptions, options.retractTravel());
        return new AnalysisResult(full, version(), options.muRange());
    }

    /**
     * Reads the request's source without simulating: the mechanism if every parameter is known, else the drawing's
     * layout, what is missing, and the reader's diagnostics.
     *
     * @param request the source and options (the options' parameters and reader settings apply)
     * @return what the source holds
     * @throws AnalysisInputException if the source cannot be read or is malformed
     */
    public static LoadedMechanism load(AnalysisRequest request) {
        return request.source().load(request.options());
    }

    /**
     * The snapfit version this library belongs to, as written in the reports ({@code tool.version}).
     *
     * @return the version, e.g. {@code 0.1.0-SNAPSHOT}
     * @throws UncheckedIOException if the version resource is missing (a packaging bug)
     */
    public static String version() {
        return Version.TEXT;
    }

    /** Reads the version resource once. */
    private static final class Version {
        static final String TEXT = read();

        private static String read() {
            try (InputStream in = Analysis.class.getResourceAsStream("version.properties")) {
                if (in == null) {
                    throw new UncheckedIOException(new IOException("resource version.properties is missing"));
                }
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version");
            } catch (IOException e) {
                throw new UncheckedIOException("reading version.properties failed", e);
            }
        }
    }

    /**
     * The retraction's time span for a distance of {@code text} mm: distance / |v|, exact when |v|² is the square
     * of a rational.
     *
     * @param text the distance, an exact decimal or fraction &gt; 0 (already checked by the options)
     * @param motion the mechanism's motion
     * @return the time span
     * @throws AnalysisInputException ({@link Parameter#RETRACT_TRAVEL}) if |v| is irrational
     */
    static Rational retractTime(String text, Motion motion) {
        Rational len = Rational.parse(text);
        Rational v2 = motion.speedSquared();
        BigInteger sn = v2.num().sqrt();
        BigInteger sd = v2.den().sqrt();
        if (!sn.multiply(sn).equals(v2.num()) || !sd.multiply(sd).equals(v2.den())) {
            throw AnalysisInputException.invalid(Parameter.RETRACT_TRAVEL, "= '" + text + "': the velocity's length √("
                    + v2 + ") mm per unit of t is irrational, so a distance cannot be converted to an exact time; use a"
                    + " velocity of rational length (axis-aligned, or 3-4-5)", null);
        }
        return len.divide(Rational.of(sn, sd));
    }

    /**
     * Refuses, before any run, a sample step that gives more than the options' limit of samples over the insertion
     * or the retraction. Exact: the count k·step ≤ |v|·T is compared through squares, so a travel beyond the range
     * of a double (1e4000) is refused with its real size, never as "Infinity".
     *
     * @throws AnalysisInputException ({@link Parameter#MAX_SAMPLES}) naming the step, the run, the count and the
     *     limit
     */
    private static void checkSamples(SampleGrid grid, Motion motion, Optional<Rational> retractTime,
            AnalysisOptions options) {
        long max = options.maxSamples();
        boolean retraction = retractTime.isPresent() && retractTime.get().compareTo(motion.travel()) > 0;
        Rational time = retraction ? retractTime.get() : motion.travel();
        // samples s = k·step for k = 0 … floor(|v|·T / step): more than max iff |v|²·T² >= (max·step)²
        Rational bound = grid.step().multiply(Rational.of(max));
        if (motion.speedSquared().multiply(time).multiply(time).compareTo(bound.multiply(bound)) < 0) {
            return;
        }
        MathContext mc = new MathContext(6);
        BigDecimal distance = new BigDecimal(motion.speedSquared().num()).divide(new BigDecimal(
                motion.speedSquared().den()), MathContext.DECIMAL64).sqrt(MathContext.DECIMAL64)
                .multiply(new BigDecimal(time.num()).divide(new BigDecimal(time.den()), MathContext.DECIMAL64));
        BigDecimal count = distance.divide(new BigDecimal(grid.step().num()).divide(new BigDecimal(grid.step().den()),
                MathContext.DECIMAL64), MathContext.DECIMAL64).add(BigDecimal.ONE);
        throw AnalysisInputException.invalid(Parameter.MAX_SAMPLES, "= " + max + " per run is exceeded: sample step "
                + grid.text() + " mm over the " + (retraction ? "retraction" : "insertion") + " of "
                + approx(distance, mc) + " mm gives about " + approx(count, mc) + " samples; use a larger sample"
                + " step or raise the limit", null);
    }

    /** A decimal rounded for a message: plain below 10^16, else in scientific notation ({@code 2E+4001}). */
    private static String approx(BigDecimal x, MathContext mc) {
        BigDecimal r = x.round(mc).stripTrailingZeros();
        return r.precision() - r.scale() <= 16 ? r.toPlainString() : r.toString();
    }

    /** An internal check's message "<parameter label> <detail>" as an exception naming the parameter. */
    static AnalysisInputException invalid(Parameter p, IllegalArgumentException e) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        String detail = msg.startsWith(p.label() + " ") ? msg.substring(p.label().length() + 1) : "is invalid: " + msg;
        return AnalysisInputException.invalid(p, detail, e);
    }
}
