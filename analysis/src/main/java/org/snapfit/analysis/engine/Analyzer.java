package org.snapfit.analysis.engine;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Predicate;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Latch;
import org.snapfit.analysis.report.Lock;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.MuPoint;
import org.snapfit.analysis.report.MuSweep;
import org.snapfit.analysis.report.MuTransition;
import org.snapfit.analysis.report.Retention;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Termination;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.analysis.report.Warning;

/**
 * Turns exact runs into the designer's answer: verdict (assembles, separable, peaks, ratio, lock with its critical
 * μ), friction sweep with critical μ values, and warnings. Stateless and thread-safe; deterministic whenever the
 * {@link RunEngine} is.
 *
 * <p>Critical μ values are found by bisection over exact runs: starting from two μ values with different verdicts,
 * each step runs the midpoint and keeps the half whose ends still differ. The result is a {@link MuBracket} with
 * exact rational ends (Certified: the verdict was computed exactly at both ends). If the verdict is not monotone in
 * μ the bracket holds one of the changes. Before bisecting, the runs at the lower end propose the μ at which a
 * sliding contact of their path starts to stick ({@link RunEngine#stickThreshold}: friction decides whether the pawl
 * moves, not where, so the path is the same up to the first stick); two exact runs just below and just above the
 * proposal either confirm a bracket of relative width 2·10⁻⁹ at once or narrow the range like two bisection steps.
 * Either way every end of the result is certified by an exact run.
 */
public final class Analyzer {

    private Analyzer() {
    }

    /**
     * Analyses one mechanism.
     *
     * @param mechanism the mechanism's view (names, drawing geometry, import notes)
     * @param sampleStep the sample step used by the engine, as exact text (for the report)
     * @param engine the exact runs
     * @param options sweep and bisection settings
     * @param progress progress of sweeps and bisections
     * @return the report
     * @throws IllegalArgumentException if the engine rejects the mechanism
     */
    public static AnalysisReport analyze(MechanismView mechanism, String sampleStep, RunEngine engine,
            AnalyzerOptions options, ProgressListener progress) {
        return analyze(mechanism, sampleStep, engine, options, new Monitor(progress, CancellationToken.NONE));
    }

    /**
     * Analyses one mechanism, checking for cancellation before every run the analysis asks for.
     *
     * @param mechanism the mechanism's view (names, drawing geometry, import notes)
     * @param sampleStep the sample step used by the engine, as exact text (for the report)
     * @param engine the exact runs
     * @param options sweep and bisection settings
     * @param monitor progress of the runs, sweeps and bisections, and the cancellation token
     * @return the report
     * @throws IllegalArgumentException if the engine rejects the mechanism
     * @throws org.snapfit.analysis.progress.AnalysisCancelledException if the token is cancelled
     */
    public static AnalysisReport analyze(MechanismView mechanism, String sampleStep, RunEngine engine,
            AnalyzerOptions options, Monitor monitor) {
        Rational mu0 = engine.friction();
        monitor.check("runs at mu = " + mu0);
        if (mu0.signum() > 0 && options.bisectionSteps() > 0 && options.speculativeRuns()) {
            // speculative: the verdict run at μ = 0 is the lower end of every critical-μ search, and the one at the
            // near-lock μ is the first run of the near-lock check; computed beside the main runs they cost nothing on
            // a second core when they are needed, and spare runs when they are not
            // and the two runs that confirm the stick threshold that the μ = 0 runs propose, started as soon as those
            // are done (only when that threshold lies below μ0, i.e. when the runs at μ0 will likely stick)
            List<Rational> verdictRuns = new ArrayList<>(List.of(Rational.ZERO));
            nearLockMu(mu0, options).ifPresent(verdictRuns::add);
            engine.prefetch(List.of(mu0), verdictRuns, Rational.ZERO, hint -> hint.isPresent()
                    ? hintProbes(hint.getAsDouble()).stream()
                            .filter(q -> q.signum() > 0 && q.compareTo(mu0) < 0).toList()
                    : List.of());
        }
        RunOutcome outcome = engine.run(mu0);
        monitor.report(Phase.RUNS, 1, "insertion and retraction done (mu = " + mu0 + ")");
        Verdict verdict = verdict(outcome, engine, mu0, options, monitor);
        Optional<MuSweep> sweep = options.muValues().map(r -> sweep(engine, r, options, monitor));
        List<Warning> warnings = warnings(mechanism, outcome, verdict, engine, mu0, options, monitor);
        List<RunReport> runs = new ArrayList<>();
        runs.add(outcome.insertion());
        outcome.retraction().ifPresent(runs::add);
        return new AnalysisReport(mechanism, sampleStep, runs, verdict, sweep, warnings,
                AnalysisReport.MODEL_ASSUMPTIONS);
    }

    /**
     * The verdict for the runs at the mechanism's μ, with critical μ brackets for friction locks.
     *
     * @param outcome the runs at {@code mu0}
     * @param engine the engine, for the bisection runs
     * @param mu0 the mechanism's μ
     * @param options bisection settings
     * @param progress progress of the bisections
     * @return the verdict
     */
    static Verdict verdict(RunOutcome outcome, RunEngine engine, Rational mu0, AnalyzerOptions options,
            Monitor progress) {
        RunReport ins = outcome.insertion();
        Termination it = ins.termination();
        boolean assembles = it.isComplete();
        Optional<MuBracket> insMu = Optional.empty();
        if (!assembles && Termination.STICK.equals(it.cause())) {
            insMu = critical(engine, Rational.ZERO, mu0, Analyzer::assembles, options, progress, Phase.CRITICAL_MU,
                    "critical mu (insertion)");
        }
        String reason = assembles
                ? String.format(Locale.ROOT, "the insertion completes its travel (s = %s mm)%s", Texts.num(it.s()),
                        latching(ins))
                : String.format(Locale.ROOT, "the insertion stops at s = %s mm: %s of pawl %s%s", Texts.num(it.s()),
                        Texts.cause(it.cause()), it.pawl().orElse("?"),
                        it.contact().map(c -> " at " + Texts.contact(c)).orElse(""));
        double peakIns = ins.peak().w();
        Optional<Retention> retention = outcome.retention();
        Optional<IntentCheck> intent = options.intent().map(i -> IntentCheck.of(i, assembles, retention));
        if (outcome.retraction().isEmpty()) {
            return new Verdict(assembles, reason, insMu, Optional.empty(), Optional.empty(), peakIns, Optional.empty(),
                    Optional.empty(), Optional.empty(), intent);
        }
        RunReport ret = outcome.retraction().get();
        Termination rt = ret.termination();
        Optional<Double> peakRet = Optional.empty();
        Optional<Double> ratio = Optional.empty();
        Optional<Lock> lock = Optional.empty();
        String retentionReason;
        switch (retention.orElseThrow()) {
            case RELEASES -> {
                double pull = ret.peak().w();
                peakRet = Optional.of(pull);
                if (pull > 0 && Double.isFinite(pull) && Double.isFinite(peakIns)) {
                    ratio = Optional.of(peakIns / pull);
                }
                retentionReason = pull > 0
                        ? String.format(Locale.ROOT, "releases: the parts come apart with a peak pull of %s N at"
                                + " retraction s = %s mm%s", Texts.num(pull), Texts.num(ret.peak().s()),
                                ret.peak().pawl().map(x -> " (pawl " + x + ")").orElse(""))
                        : "releases: the parts come apart without any pull (nothing holds them)";
            }
            case NOT_SEPARATED -> retentionReason = String.format(Locale.ROOT, "not separated within %s mm: %s",
                    Texts.num(rt.s()), outcome.stillHeld().orElseThrow());
            default -> {
                boolean stick = Termination.STICK.equals(rt.cause());
                Optional<MuBracket> mu = stick
                        ? critical(engine, Rational.ZERO, mu0, Analyzer::unlocked, options, progress,
                                Phase.CRITICAL_MU, "critical mu (retraction)")
                        : Optional.empty();
                Lock l = new Lock(stick ? "stick" : "jam", rt.cause(), rt.s(), rt.pawl().orElse("?"), rt.contact(), mu);
                lock = Optional.of(l);
                retentionReason = lockText(l);
            }
        }
        return new Verdict(assembles, reason, insMu, retention, Optional.of(retentionReason), peakIns, peakRet, ratio,
                lock, intent);
    }

    /**
     * A lock in the designer's words: where, why, and that no finite pull-out force exists in the model.
     *
     * @param l the lock
     * @return e.g. {@code locks at retraction s = 1.17 mm (stick: friction holds pawl PAWL-1 at …) — no finite
     *     pull-out force in this model; the hook must break or deflect elastically beyond the model}
     */
    public static String lockText(Lock l) {
        String why = "stick".equals(l.cause()) ? "stick: friction holds" : "jam: the geometry wedges";
        return String.format(Locale.ROOT, "locks at retraction s = %s mm (%s pawl %s%s) — no finite pull-out force in"
                + " this model; the hook must break or deflect elastically beyond the model", Texts.num(l.s()), why,
                l.pawl(), l.contact().map(c -> " at " + Texts.contact(c)).orElse(""));
    }

    /** How the insertion's pawls latch, as a clause appended to the assembly reason ("" without latch data). */
    private static String latching(RunReport ins) {
        if (ins.latches().isEmpty()) {
            int snaps = ins.clicks().size();
            return snaps == 0 ? "" : String.format(Locale.ROOT, " with %d snap(s)", snaps);
        }
        List<String> parts = new ArrayList<>();
        for (Latch l : ins.latches()) {
            parts.add(latchText(l));
        }
        return "; " + String.join("; ", parts);
    }

    /**
     * A pawl's return to rest in the designer's words.
     *
     * @param l the latch
     * @return e.g. {@code PAWL-1 latches by pull-in at s = 6.83 mm (pull-in force 0.984 N)}
     */
    public static String latchText(Latch l) {
        return switch (l.mode()) {
            case SNAP -> String.format(Locale.ROOT, "%s snaps back to rest at s = %s mm (click %s N·mm)", l.pawl(),
                    Texts.num(l.restS().orElseThrow()), Texts.num(l.clickEnergy()));
            case PULL_IN -> String.format(Locale.ROOT, "%s latches by pull-in, back at rest at s = %s mm (pull-in"
                    + " force %s N, %s N·mm returned)", l.pawl(), Texts.num(l.restS().orElseThrow()),
                    Texts.num(-l.pullIn().orElseThrow().minW()), Texts.num(l.pullIn().get().energyReturned()));
            case SNAP_AND_PULL_IN -> String.format(Locale.ROOT, "%s snaps (click %s N·mm), then is pulled in to rest"
                    + " at s = %s mm (pull-in force %s N)", l.pawl(), Texts.num(l.clickEnergy()),
                    Texts.num(l.restS().orElseThrow()), Texts.num(-l.pullIn().orElseThrow().minW()));
            default -> String.format(Locale.ROOT, "%s stays deflected (θ = %s° at the end)", l.pawl(),
                    Texts.num(Math.toDegrees(l.endTheta())));
        };
    }

    /**
     * Runs the analysis at every μ of a range and locates each verdict change by bisection.
     *
     * @param engine the engine
     * @param mus the μ values, increasing
     * @param options bisection settings
     * @param progress progress, one step per μ value
     * @return the sweep
     */
    static MuSweep sweep(RunEngine engine, List<Rational> mus, AnalyzerOptions options, Monitor progress) {
        progress.check("mu sweep");
        engine.prefetchPeaks(mus);
        List<MuPoint> points = new ArrayList<>();
        List<RunOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < mus.size(); i++) {
            progress.check("mu sweep " + (i + 1) + "/" + mus.size());
            RunOutcome o = engine.peakRun(mus.get(i));
            outcomes.add(o);
            points.add(point(mus.get(i), o));
            progress.step(Phase.MU_SWEEP, "mu sweep", i + 1, mus.size());
        }
        List<MuTransition> transitions = new ArrayList<>();
        for (int i = 1; i < points.size(); i++) {
            MuPoint a = points.get(i - 1);
            MuPoint b = points.get(i);
            if (a.assembles() != b.assembles()) {
                bisect(engine, a.mu(), b.mu(), a.assembles(), Analyzer::assembles, options, progress, Phase.MU_SWEEP, "critical mu")
                        .ifPresent(br -> transitions.add(new MuTransition("assembles", a.assembles(), b.assembles(), br)));
            } else if (a.retention().isPresent() && b.retention().isPresent()
                    && (a.retention().get() == Retention.LOCKS) != (b.retention().get() == Retention.LOCKS)) {
                boolean below = a.retention().get() == Retention.LOCKS;
                bisect(engine, a.mu(), b.mu(), !below, Analyzer::unlocked, options, progress, Phase.MU_SWEEP,
                        "critical mu").ifPresent(br -> transitions.add(new MuTransition("locks", below, !below, br)));
            } else if (a.separable().isPresent() && b.separable().isPresent()
                    && !a.separable().equals(b.separable())) {
                boolean below = a.separable().get();
                bisect(engine, a.mu(), b.mu(), below, Analyzer::separable, options, progress, Phase.MU_SWEEP, "critical mu")
                        .ifPresent(br -> transitions.add(new MuTransition("separable", below, !below, br)));
            }
        }
        return new MuSweep(points, transitions);
    }

    private static MuPoint point(Rational mu, RunOutcome o) {
        RunReport ins = o.insertion();
        Optional<Retention> retention = o.retention();
        Optional<Double> pull = retention.filter(r -> r == Retention.RELEASES)
                .flatMap(r -> o.retraction().map(x -> x.peak().w()));
        return new MuPoint(mu, ins.termination().isComplete(), ins.termination().cause(), ins.peak().w(), retention,
                o.retraction().map(r -> r.termination().cause()), pull);
    }

    private static boolean assembles(RunOutcome o) {
        return o.insertion().termination().isComplete();
    }

    private static boolean separable(RunOutcome o) {
        return o.retention().filter(r -> r == Retention.RELEASES).isPresent();
    }

    /** Whether the retraction runs its travel without locking (it may still hold the parts at its end). */
    private static boolean unlocked(RunOutcome o) {
        return o.retraction().map(r -> r.termination().isComplete()).orElse(false);
    }

    /** Bisection between lo and hi when the predicate differs at the two ends (it is evaluated at lo first). */
    private static Optional<MuBracket> critical(RunEngine engine, Rational lo, Rational hi,
            Predicate<RunOutcome> verdict, AnalyzerOptions options, Monitor progress, Phase phase, String label) {
        progress.check(label);
        boolean atLo = verdict.test(engine.verdictRun(lo));
        progress.check(label);
        boolean atHi = verdict.test(engine.verdictRun(hi));
        if (atLo == atHi) {
            return Optional.empty();
        }
        return bisect(engine, lo, hi, atLo, verdict, options, progress, phase, label);
    }

    /**
     * Half-width, relative to the proposed value, of the bracket tried around a stick-threshold proposal
     * (dimensionless): 10⁻⁹, far wider than the proposal's error (golden-section refined double evaluation) and far
     * narrower than the 20 default bisection steps reach (2⁻²⁰ of the range).
     */
    static final double HINT_HALF_WIDTH = 1e-9;

    /**
     * A bracket at most this wide relative to the proposal (dimensionless) counts as confirmed: the two probes are
     * 2·{@link #HINT_HALF_WIDTH} apart; 3·that leaves room for their rounding to rationals.
     */
    static final double HINT_CONFIRMED_WIDTH = 3 * HINT_HALF_WIDTH;

    /** The two runs just below and above a stick-threshold proposal h (relative half-width {@link #HINT_HALF_WIDTH}). */
    private static List<Rational> hintProbes(double h) {
        return List.of(Rational.fromDouble(h * (1 - HINT_HALF_WIDTH)), Rational.fromDouble(h * (1 + HINT_HALF_WIDTH)));
    }

    private static Optional<MuBracket> bisect(RunEngine engine, Rational lo, Rational hi, boolean atLo,
            Predicate<RunOutcome> verdict, AnalyzerOptions options, Monitor progress, Phase phase, String label) {
        Rational a = lo;
        Rational b = hi;
        int n = options.bisectionSteps();
        int i = 0;
        OptionalDouble hint = n > 0 && atLo ? engine.stickThreshold(lo) : OptionalDouble.empty();
        if (hint.isPresent()) {
            // the runs at lo propose where a contact starts to stick; two exact runs just below and above it either
            // confirm a bracket of relative width 2 HINT_HALF_WIDTH or narrow [a, b] like two bisection steps
            double h = hint.getAsDouble();
            List<Rational> probes = hintProbes(h);
            if (options.speculativeRuns()) {
                engine.prefetch(probes, false);
            }
            for (Rational q : probes) {
                if (q.compareTo(a) > 0 && q.compareTo(b) < 0 && i < n) {
                    progress.check(label + " " + (i + 1) + "/" + n);
                    if (verdict.test(engine.verdictRun(q)) == atLo) {
                        a = q;
                    } else {
                        b = q;
                    }
                    i++;
                    progress.step(phase, label, i, n);
                }
            }
            if (b.subtract(a).compareTo(Rational.fromDouble(HINT_CONFIRMED_WIDTH * h)) <= 0) {
                progress.step(phase, label + ": stick threshold confirmed", n, n);
                return Optional.of(new MuBracket(a, b));
            }
        }
        for (; i < n; i++) {
            Rational mid = a.add(b).multiply(Rational.HALF);
            progress.check(label + " " + (i + 1) + "/" + n);
            if (verdict.test(engine.verdictRun(mid)) == atLo) {
                a = mid;
            } else {
                b = mid;
            }
            progress.step(phase, label, i + 1, n);
        }
        return Optional.of(new MuBracket(a, b));
    }

    /**
     * The warnings of an analysis, in a stable order: import approximations, run remarks (deduplicated),
     * unbounded forces, near-self-locking, the model's assumptions.
     */
    static List<Warning> warnings(MechanismView m, RunOutcome outcome, Verdict verdict, RunEngine engine,
            Rational mu0, AnalyzerOptions options, Monitor progress) {
        Set<Warning> out = new LinkedHashSet<>();
        for (String note : m.importNotes()) {
            out.add(new Warning(Warning.IMPORT_APPROXIMATION, note));
        }
        List<RunReport> runs = new ArrayList<>();
        runs.add(outcome.insertion());
        outcome.retraction().ifPresent(runs::add);
        for (RunReport r : runs) {
            out.addAll(r.warnings());
        }
        for (RunReport r : runs) {
            if (Double.isInfinite(r.peak().w())) {
                out.add(new Warning(Warning.UNBOUNDED_FORCE, String.format(Locale.ROOT,
                        "%s: W grows without bound as s -> %s mm (%s of pawl %s%s); the model's force is a one-sided "
                                + "limit there, a real part would deform or break first",
                        r.direction().text(), Texts.num(r.termination().s()), Texts.cause(r.termination().cause()),
                        r.termination().pawl().orElse("?"),
                        r.termination().contact().map(c -> " at " + Texts.contact(c)).orElse(""))));
            }
        }
        nearLock(outcome, verdict, engine, mu0, options, progress).ifPresent(out::add);
        highFriction(mu0, options).ifPresent(out::add);
        out.add(new Warning(Warning.MODEL, "results hold for the rigid, quasi-static, one-μ, instantaneous-snap model "
                + "(see the assumptions); real parts flex and μ varies, so treat forces near a lock with care"));
        return List.copyOf(out);
    }

    private static Optional<Warning> nearLock(RunOutcome outcome, Verdict verdict, RunEngine engine, Rational mu0,
            AnalyzerOptions options, Monitor progress) {
        if (mu0.signum() == 0 || !verdict.assembles()) {
            return Optional.empty();
        }
        Optional<Rational> near = nearLockMu(mu0, options);
        if (near.isEmpty()) {
            return Optional.empty();
        }
        Rational high = near.get();
        progress.check("near-lock check");
        RunOutcome atHigh = engine.verdictRun(high);
        if (!assembles(atHigh)) {
            return bisect(engine, mu0, high, true, Analyzer::assembles, options, progress, Phase.NEAR_LOCK, "near-lock check")
                    .map(b -> new Warning(Warning.NEAR_SELF_LOCKING, String.format(Locale.ROOT,
                            "the insertion stops (%s) at μ ≈ %s, within a factor %s of μ = %s",
                            atHigh.insertion().termination().cause(), Texts.num(b.mid()),
                            Texts.num(options.nearLockFactor()), mu0)));
        }
        if (verdict.retention().filter(r -> r != Retention.LOCKS).isPresent() && !unlocked(atHigh)) {
            return bisect(engine, mu0, high, true, Analyzer::unlocked, options, progress, Phase.NEAR_LOCK, "near-lock check")
                    .map(b -> new Warning(Warning.NEAR_SELF_LOCKING, String.format(Locale.ROOT,
                            "the retraction self-locks at μ ≈ %s, within a factor %s of μ = %s",
                            Texts.num(b.mid()), Texts.num(options.nearLockFactor()), mu0)));
        }
        return Optional.empty();
    }

    /**
     * The warning for μ &gt; 1 (the mechanism's, or the sweep's largest).
     *
     * @param mu0 the mechanism's μ
     * @param options the sweep's values
     * @return the warning, if some μ exceeds 1
     */
    static Optional<Warning> highFriction(Rational mu0, AnalyzerOptions options) {
        Rational top = options.muValues().flatMap(v -> v.stream().max(Rational::compareTo)).orElse(Rational.ZERO)
                .max(mu0);
        if (top.compareTo(Rational.ONE) <= 0) {
            return Optional.empty();
        }
        String which = mu0.compareTo(Rational.ONE) > 0 ? "μ = " + mu0 : "the friction sweep reaches μ = " + top;
        return Optional.of(new Warning(Warning.HIGH_FRICTION, which + " is above 1, far above the Coulomb coefficients of"
                + " plastics on plastics or on metal (about 0.1 to 0.8); check that μ is not a percentage or an angle"));
    }

    /** The μ of the near-lock check, nearLockFactor × μ0; empty when it equals μ0 (μ0 = 0 or factor 1). */
    private static Optional<Rational> nearLockMu(Rational mu0, AnalyzerOptions options) {
        Rational high = mu0.multiply(Rational.fromDouble(options.nearLockFactor()));
        return high.equals(mu0) ? Optional.empty() : Optional.of(high);
    }
}
