package org.snapfit.analysis.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.RunEngine;
import org.snapfit.analysis.engine.RunOutcome;
import org.snapfit.analysis.progress.AnalysisCancelledException;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.parallel.DaemonPool;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.engine.SweepCancelledException;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.Mechanism;

/**
 * The exact runs of one mechanism: {@code Simulator.simulate} for the insertion and, when it completes, the
 * retraction from its final per-pawl states with the velocity reversed over the same travel (or a given retraction
 * span). Results are cached per μ (bisections revisit their ends); {@link #prefetch} computes several on parallel
 * threads. Verdict runs are also shared through the sweep context with the engines of mechanisms that differ only in
 * their pawls' stiffness (a design study's samples: the runs at μ = 0 and at the stick-threshold probes repeat from
 * sample to sample); the exact sweep does not read κ, and the shared reports name each mechanism's own stiffness. Deterministic: a run's result does not depend on which thread computed it or when. A cancelled token
 * ends every run that starts after the cancellation with an
 * {@link org.snapfit.analysis.progress.AnalysisCancelledException}; nothing is cached for it.
 */
public final class ExactRunEngine implements RunEngine {

    private final Mechanism mechanism;
    private final SampleGrid grid;
    private final Map<Rational, RunOutcome> cache = new ConcurrentHashMap<>();
    private final Map<Rational, RunOutcome> peakCache = new ConcurrentHashMap<>();
    private final Map<Rational, RunOutcome> verdictCache = new ConcurrentHashMap<>();
    private final Map<Rational, List<SimulationResult>> paths = new ConcurrentHashMap<>();
    /** Verdict runs taken from the context's shared runs ({@link SharedVerdicts}): their paths are another's. */
    private final Map<Rational, SharedVerdicts.Run> borrowed = new ConcurrentHashMap<>();
    private final Optional<Rational> retractTime;
    private final Engine engine;
    private final CancellationToken token;
    /** The sweep's caches, shared by every run of this mechanism (and of the caller's other engines, if given). */
    private final SweepContext sweepContext;
    private final boolean forceCurves;

    /**
     * Creates the engine.
     *
     * @param mechanism the mechanism (its friction is the default μ)
     * @param grid the sample positions
     */
    public ExactRunEngine(Mechanism mechanism, SampleGrid grid) {
        this(mechanism, grid, Optional.empty());
    }

    /**
     * Creates the engine with a retraction time span of its own.
     *
     * @param mechanism the mechanism (its friction is the default μ)
     * @param grid the sample positions
     * @param retractTime the retraction's time span (t units, &gt; 0); empty for the insertion's travel
     * @throws IllegalArgumentException if retractTime is not positive
     */
    public ExactRunEngine(Mechanism mechanism, SampleGrid grid, Optional<Rational> retractTime) {
        this(mechanism, grid, retractTime, Simulator.DEFAULT_ENGINE, CancellationToken.NONE);
    }

    /**
     * Creates the engine with a retraction span, a sweep engine and a cancellation token of its own.
     *
     * @param mechanism the mechanism (its friction is the default μ)
     * @param grid the sample positions
     * @param retractTime the retraction's time span (t units, &gt; 0); empty for the insertion's travel
     * @param engine the sweep engine (every engine gives the same exact runs)
     * @param token checked before every run
     * @throws IllegalArgumentException if retractTime is not positive
     */
    public ExactRunEngine(Mechanism mechanism, SampleGrid grid, Optional<Rational> retractTime, Engine engine,
            CancellationToken token) {
        this(mechanism, grid, retractTime, engine, token, true);
    }

    /**
     * Creates the engine with a retraction span, a sweep engine, a cancellation token and a choice of detail.
     *
     * @param mechanism the mechanism (its friction is the default μ)
     * @param grid the sample positions
     * @param retractTime the retraction's time span (t units, &gt; 0); empty for the insertion's travel
     * @param engine the sweep engine (every engine gives the same exact runs)
     * @param token checked before every run
     * @param forceCurves false: {@link #run} gives {@link #peakRun}'s reports (events, terminations, peaks; no
     *     samples or work)
     * @throws IllegalArgumentException if retractTime is not positive
     */
    public ExactRunEngine(Mechanism mechanism, SampleGrid grid, Optional<Rational> retractTime, Engine engine,
            CancellationToken token, boolean forceCurves) {
        this(mechanism, grid, retractTime, engine, token, forceCurves, SweepContext.create());
    }

    /**
     * Creates the engine with a retraction span, a sweep engine, a cancellation token, a choice of detail and the
     * sweep's caches to run in: a caller analysing many mechanisms of the same shape one after another (a design
     * study's worker) passes one context to all of them, so that later analyses reuse the roots, signs and
     * comparisons earlier ones found. Results do not depend on the context.
     *
     * @param mechanism the mechanism (its friction is the default μ)
     * @param grid the sample positions
     * @param retractTime the retraction's time span (t units, &gt; 0); empty for the insertion's travel
     * @param engine the sweep engine (every engine gives the same exact runs)
     * @param token checked before every run
     * @param forceCurves false: {@link #run} gives {@link #peakRun}'s reports (events, terminations, peaks; no
     *     samples or work)
     * @param context the sweep's caches, shared with the caller's other engines (thread-safe)
     * @throws IllegalArgumentException if retractTime is not positive
     */
    public ExactRunEngine(Mechanism mechanism, SampleGrid grid, Optional<Rational> retractTime, Engine engine,
            CancellationToken token, boolean forceCurves, SweepContext context) {
        this.sweepContext = Objects.requireNonNull(context, "context");
        this.forceCurves = forceCurves;
        this.engine = Objects.requireNonNull(engine, "engine");
        this.token = Objects.requireNonNull(token, "token");
        this.mechanism = Objects.requireNonNull(mechanism, "mechanism");
        this.grid = Objects.requireNonNull(grid, "grid");
        this.retractTime = Objects.requireNonNull(retractTime, "retractTime");
        if (retractTime.isPresent() && retractTime.get().signum() <= 0) {
            throw new IllegalArgumentException("retractTime = " + retractTime.get() + "; the retraction span must be > 0");
        }
    }

    @Override
    public Rational friction() {
        return mechanism.friction();
    }

    @Override
    public RunOutcome run(Rational mu) {
        check(mu);
        if (!forceCurves) {
            return peakRun(mu);
        }
        return cache.computeIfAbsent(mu, m -> compute(m, Detail.FULL));
    }

    /**
     * The runs with events, terminations and force peaks, no samples or work: a point of the friction sweep.
     *
     * @param mu the friction coefficient, &gt;= 0
     * @return the runs
     * @throws IllegalArgumentException if {@code mu < 0}
     */
    @Override
    public RunOutcome peakRun(Rational mu) {
        check(mu);
        RunOutcome full = cache.get(mu);
        return full != null ? full : peakCache.computeIfAbsent(mu, m -> compute(m, Detail.PEAK));
    }

    /**
     * Computes the missing {@link #peakRun} results on parallel threads; results are the same as computing them
     * one by one.
     *
     * @param mus the friction coefficients, each &gt;= 0
     * @throws IllegalArgumentException if some {@code mu < 0}
     */
    @Override
    public void prefetchPeaks(List<Rational> mus) {
        prefetch(List.of(), mus, List.of());
    }

    /**
     * The runs without samples, peaks and work (terminations and events only), for bisection steps.
     *
     * @param mu the friction coefficient, &gt;= 0
     * @return the runs
     * @throws IllegalArgumentException if {@code mu < 0}
     */
    @Override
    public RunOutcome verdictRun(Rational mu) {
        check(mu);
        RunOutcome full = cache.get(mu);
        if (full != null) {
            return full;
        }
        RunOutcome peaks = peakCache.get(mu);
        return peaks != null ? peaks : verdictCache.computeIfAbsent(mu, m -> compute(m, Detail.VERDICT));
    }

    /**
     * The least μ above {@code mu} at which a sliding contact of the runs at {@code mu} would stick
     * ({@link SimulationResult#stickThreshold}), from the insertion and, if run, the retraction. Approximate: a
     * proposal that bisections confirm with exact runs.
     *
     * @param mu the friction coefficient of the runs, &gt;= 0
     * @return the proposal, or empty if no contact of these runs can stick
     * @throws IllegalArgumentException if {@code mu < 0}
     */
    @Override
    public OptionalDouble stickThreshold(Rational mu) {
        verdictRun(mu);
        SharedVerdicts.Run shared = borrowed.get(mu);
        return shared != null ? shared.hint() : SharedVerdicts.hintOf(paths.get(mu), mu);
    }

    /**
     * Computes the missing runs on parallel threads; results are the same as computing
     * them one by one. A failure is rethrown as thrown (the first μ of the list first).
     *
     * @param mus the friction coefficients, each &gt;= 0
     * @param forces true for full runs, false for verdict runs
     * @throws IllegalArgumentException if some {@code mu < 0}
     */
    @Override
    public void prefetch(List<Rational> mus, boolean forces) {
        prefetch(forces ? mus : List.of(), forces ? List.of() : mus);
    }

    /**
     * Computes the missing full runs and verdict runs together on parallel threads;
     * results are the same as computing them one by one. A failure is rethrown as thrown (full runs first).
     *
     * @param full friction coefficients for full runs, each &gt;= 0
     * @param verdictOnly friction coefficients for verdict runs, each &gt;= 0
     * @throws IllegalArgumentException if some {@code mu < 0}
     */
    @Override
    public void prefetch(List<Rational> full, List<Rational> verdictOnly) {
        prefetch(full, List.of(), verdictOnly);
    }

    /**
     * Computes the missing full and verdict runs on parallel threads and, as soon as the verdict run at {@code from}
     * is done, the verdict runs {@code then} proposes from its stick threshold; waits for all. Results are the same
     * as computing them one by one. A failure of a listed run is rethrown; a proposed run that fails is left
     * uncached (the caller meets the failure only if it asks for that run).
     *
     * @param full friction coefficients for full runs, each &gt;= 0
     * @param verdictOnly friction coefficients for verdict runs, each &gt;= 0
     * @param from the μ whose stick threshold proposes more runs (its verdict run is computed too)
     * @param then the proposed friction coefficients given that threshold
     * @throws IllegalArgumentException if some μ is negative
     */
    @Override
    public void prefetch(List<Rational> full, List<Rational> verdictOnly, Rational from,
            Function<OptionalDouble, List<Rational>> then) {
        for (Rational mu : full) {
            check(mu);
        }
        for (Rational mu : verdictOnly) {
            check(mu);
        }
        check(from);
        Queue<Future<?>> pending = new ConcurrentLinkedQueue<>();
        Set<Rational> started = ConcurrentHashMap.newKeySet();
        Detail fullDetail = forceCurves ? Detail.FULL : Detail.PEAK;
        for (Rational mu : full) {
            if (!cached(mu, fullDetail) && started.add(mu)) {
                pending.add(POOL.submit(() -> cacheOf(fullDetail).putIfAbsent(mu, compute(mu, fullDetail))));
            }
        }
        List<Rational> verdicts = new ArrayList<>(verdictOnly);
        if (!verdicts.contains(from)) {
            verdicts.add(from);
        }
        for (Rational mu : verdicts) {
            if (mu.equals(from)) {
                pending.add(POOL.submit(() -> {
                    verdictRun(from);
                    for (Rational q : then.apply(stickThreshold(from))) {
                        if (q.signum() >= 0 && !cached(q, Detail.VERDICT) && started.add(q)) {
                            pending.add(POOL.submit(() -> speculate(q)));
                        }
                    }
                    return null;
                }));
            } else if (!cached(mu, Detail.VERDICT) && started.add(mu)) {
                pending.add(POOL.submit(() -> verdictCache.putIfAbsent(mu, compute(mu, Detail.VERDICT))));
            }
        }
        for (Future<?> f = pending.poll(); f != null; f = pending.poll()) {
            POOL.await(f);
        }
    }

    /** Whether a verdict (or more detailed) result for mu is cached (for tests). */
    boolean hasVerdict(Rational mu) {
        return cached(mu, Detail.VERDICT);
    }

    /** A proposed verdict run: cached when it succeeds, left out when it fails. */
    private Object speculate(Rational mu) {
        try {
            verdictCache.putIfAbsent(mu, compute(mu, Detail.VERDICT));
        } catch (RuntimeException e) {
            // speculative: the caller recomputes the run (and meets the failure) only if it needs it
            paths.remove(mu);
        }
        return null;
    }

    /** How much of a run's report is computed. */
    private enum Detail { FULL, PEAK, VERDICT }

    private static void check(Rational mu) {
        if (mu.signum() < 0) {
            throw new IllegalArgumentException("mu = " + mu + "; friction must be >= 0");
        }
    }

    /** Whether a result at least as detailed as {@code d} is cached for mu. */
    private boolean cached(Rational mu, Detail d) {
        return cache.containsKey(mu) || d != Detail.FULL && peakCache.containsKey(mu)
                || d == Detail.VERDICT && verdictCache.containsKey(mu);
    }

    private Map<Rational, RunOutcome> cacheOf(Detail d) {
        return d == Detail.FULL ? cache : d == Detail.PEAK ? peakCache : verdictCache;
    }

    /** Computes the missing runs of the three kinds together on the pool (full runs first). */
    private void prefetch(List<Rational> fullRuns, List<Rational> peakRuns, List<Rational> verdictOnly) {
        // without force curves a full run is a peak run (run() answers from the peak cache)
        List<Rational> full = forceCurves ? fullRuns : List.of();
        List<Rational> peaks = forceCurves ? peakRuns : java.util.stream.Stream.concat(fullRuns.stream(),
                peakRuns.stream()).toList();
        List<Rational> todo = new java.util.ArrayList<>();
        List<Detail> kinds = new java.util.ArrayList<>();
        List<List<Rational>> lists = List.of(full, peaks, verdictOnly);
        for (Detail d : Detail.values()) {
            for (Rational mu : lists.get(d.ordinal())) {
                check(mu);
                if (!cached(mu, d) && !todo.contains(mu)) {
                    todo.add(mu);
                    kinds.add(d);
                }
            }
        }
        if (todo.size() < 2) {
            return;
        }
        List<java.util.concurrent.Callable<RunOutcome>> tasks = new java.util.ArrayList<>();
        for (int i = 0; i < todo.size(); i++) {
            Rational mu = todo.get(i);
            Detail d = kinds.get(i);
            tasks.add(() -> compute(mu, d));
        }
        List<RunOutcome> done = POOL.invokeAll(tasks);
        for (int i = 0; i < todo.size(); i++) {
            cacheOf(kinds.get(i)).putIfAbsent(todo.get(i), done.get(i));
        }
    }

    /** Threads for {@link #prefetch} (their own pool: each run sweeps its pawls on the sweep's pool). */
    private static final DaemonPool POOL = new DaemonPool("snapfit-exact-run");

    private RunOutcome compute(Rational mu, Detail detail) {
        token.throwIfCancelled("insertion at mu = " + mu);
        Optional<SharedVerdicts> shared = detail == Detail.VERDICT ? SharedVerdicts.of(sweepContext) : Optional.empty();
        Optional<SharedVerdicts.Key> key = shared.isPresent()
                ? SharedVerdicts.key(mechanism, mu, retractTime, engine) : Optional.empty();
        if (key.isEmpty()) {
            return computeNow(mu, detail);
        }
        Optional<SharedVerdicts.Run> known = shared.get().get(key.get());
        if (known.isPresent()) {
            borrowed.put(mu, known.get());
            return known.get().outcomeFor(mechanism);
        }
        RunOutcome o = computeNow(mu, detail);
        borrowed.put(mu, shared.get().putIfAbsent(key.get(), new SharedVerdicts.Run(o, paths.get(mu), mu)));
        return o;
    }

    /** Runs the insertion and, when it completes, the retraction at mu (their paths kept in {@link #paths}). */
    private RunOutcome computeNow(Rational mu, Detail detail) {
        Mechanism m = mu.equals(mechanism.friction()) ? mechanism : new Mechanism(mechanism.name(), mu,
                mechanism.motion(), mechanism.pawls(), mechanism.obstacles(), mechanism.rootShape());
        SimulationResult ins;
        try {
            ins = Simulator.simulate(m, engine, sweepContext, token::isCancelled);
        } catch (SweepCancelledException e) {
            throw cancelled("insertion at mu = " + mu, e);
        }
        paths.put(mu, List.of(ins));
        RunReport insertion = report(ins, detail);
        if (!insertion.termination().isComplete()) {
            return new RunOutcome(insertion, Optional.empty());
        }
        Rational travel = m.motion().travel();
        token.throwIfCancelled("retraction at mu = " + mu);
        SimulationResult ret;
        try {
            ret = Simulator.simulate(m, Direction.RETRACTION, ins.finalStates(), travel, retractTime.orElse(travel),
                    engine, sweepContext, token::isCancelled);
        } catch (SweepCancelledException e) {
            throw cancelled("retraction at mu = " + mu, e);
        }
        paths.put(mu, List.of(ins, ret));
        RunReport retraction = report(ret, detail);
        Optional<String> held = retraction.termination().isComplete() ? stillHeld(m, ret) : Optional.empty();
        return new RunOutcome(insertion, Optional.of(retraction), held);
    }

    /**
     * Why a completed retraction has not separated the parts, if it has not: a pawl still deflected at the end, or
     * an obstacle still in the way of the pawls (at rest) further along the pull ({@link Mechanism#obstacleAlong}).
     * Exact.
     */
    private Optional<String> stillHeld(Mechanism m, SimulationResult ret) {
        for (int i = 0; i < m.pawls().size(); i++) {
            if (ret.finalStates().get(i).u().compare(Rational.ZERO) != Comparison.EQUAL) {
                return Optional.of(String.format(java.util.Locale.ROOT, "pawl %s is still deflected at the end of the"
                        + " pull (θ = %s°)", m.pawls().get(i).name(),
                        Texts.num(Math.toDegrees(2 * Math.atan(ret.finalStates().get(i).u().toDouble())))));
            }
        }
        return clearance();
    }

    /** The obstacle still ahead of the pawls at rest at the retraction's end (the same for every μ), computed once. */
    private Optional<String> clearance() {
        Optional<String> c = clearance;
        if (c == null) {
            Rational travel = mechanism.motion().travel();
            ExactPoint2 v = mechanism.motion().velocity();
            ExactPoint2 offset = v.scale(travel.subtract(retractTime.orElse(travel)));
            c = mechanism.obstacleAlong(offset, v.scale(Rational.MINUS_ONE))
                    .map(who -> who + " further along the pull: the pull has not cleared the hook");
            clearance = c;
        }
        return c;
    }

    /** The memo of {@link #clearance()}; null until computed (a racing second computation gives the same value). */
    private volatile Optional<String> clearance;

    /**
     * The exact insertion run at a friction coefficient, once computed by this engine (by {@link #run} or another
     * kind of run; not a verdict run taken from another mechanism's engine in the same sweep context).
     *
     * @param mu the friction coefficient
     * @return the run, if it has been computed
     */
    public Optional<SimulationResult> insertionResult(Rational mu) {
        return Optional.ofNullable(paths.get(mu)).map(l -> l.get(0));
    }

    private static AnalysisCancelledException cancelled(String where, SweepCancelledException cause) {
        AnalysisCancelledException e = new AnalysisCancelledException(where);
        e.initCause(cause);
        return e;
    }

    private RunReport report(SimulationResult r, Detail detail) {
        return switch (detail) {
            case FULL -> RunReports.from(r, grid);
            case PEAK -> RunReports.peakOnly(r);
            default -> RunReports.verdictOnly(r);
        };
    }
}
