package org.snapfit.sweep.engine;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.TrajectoryPiece;
import org.snapfit.sweep.engine.BranchFollower.Branch;
import org.snapfit.sweep.engine.BranchFollower.Step;
import org.snapfit.sweep.engine.LocalResolution.Outcome;
import org.snapfit.sweep.engine.LocalResolution.OutcomeKind;

/**
 * The exact sweep of one pawl ([DP]: follow the current constraint, intersect it with the others), as a facade over
 * its parts, one role each:
 * <ul>
 *   <li>{@link CandidateSearch} — which constraints the searches see (pool, time index, {@link Box} filter), the
 *   next collision at rest, the contacts at a point, the snap landing;</li>
 *   <li>{@link LocalResolution} — what the pawl does at a point (snap, follow, jam), with the jam test in
 *   {@link TangentCone#admits};</li>
 *   <li>{@link BranchFollower} — the candidates along a followed branch, in exact u order, up to the first event;</li>
 *   <li>{@link EventHandlers} — the Donald–Pai events at such a point;</li>
 *   <li>{@link EventLog} — the events, pieces, warnings and end of the run.</li>
 * </ul>
 * This class runs the main loop: rest until the next collision, follow branches until the run ends. The searches
 * run over a pool of constraints: all of them ({@link Engine#NAIVE}, {@link Engine#FILTERED} with the box filter)
 * or the candidates of the free face of the run's start ({@link Engine#FACE}, {@link FacePruning}); the local tests
 * at a point always see every constraint touching there. Mutable engine state; not thread-safe; one instance per
 * pawl and run.
 */
final class PawlSweep {

    /** Upper bound on processed events, against an engine bug looping forever. */
    private static final int MAX_STEPS = 100_000;

    private final RunSpec run;
    private final EventLog log;
    private final CandidateSearch search;
    private final LocalResolution resolution;
    private final EventHandlers handlers;
    private final BranchFollower follower;

    /** A run of the default engine in a fresh context (tests). */
    PawlSweep(String pawl, int pawlIndex, CSpace cs, Rational travel, Rational mu, double speed, double kappa) {
        this(pawl, pawlIndex, cs, travel, mu, speed, kappa, Engine.FILTERED, SweepContext.create());
    }

    /**
     * @param engine which constraints the searches consider: FILTERED skips those that certainly cannot be touched
     *     in the box about to be swept before their exact roots are isolated ({@link org.snapfit.sweep.traits.Reach});
     *     NAIVE runs the plain naive engine (tests compare them); FACE first prunes to the candidates of the free
     *     face ({@link FacePruning}), then filters like FILTERED
     * @param context the caches and options of the run ({@link SweepContext})
     */
    PawlSweep(String pawl, int pawlIndex, CSpace cs, Rational travel, Rational mu, double speed, double kappa,
            Engine engine, SweepContext context) {
        this.run = new RunSpec(pawl, pawlIndex, cs, travel, mu.signum() > 0, speed, kappa, engine != Engine.NAIVE,
                context.exact());
        this.log = new EventLog(run);
        this.search = new CandidateSearch(run, engine, context.indexThreshold());
        this.resolution = new LocalResolution(run, log);
        this.handlers = new EventHandlers(run, log, search, resolution);
        this.follower = new BranchFollower(run, log, search, handlers);
    }

    List<SweepEvent> events() {
        return log.events();
    }

    List<TrajectoryPiece> pieces() {
        return log.pieces();
    }

    /** Warnings about this pawl's run (e.g. a convention that decided an ambiguous branch), in event order. */
    List<String> notes() {
        return log.notes();
    }

    TerminationCause cause() {
        return log.cause();
    }

    RealAlgebraic endTime() {
        return log.endTime();
    }

    PawlState endState() {
        return log.endState();
    }

    /** A start on a constraint (retraction from a loaded state). */
    record Start(RealAlgebraic u, Optional<Constraint> constraint) {
    }

    void run(Optional<Start> start) {
        run(start, Simulator.NEVER);
    }

    /**
     * Runs the sweep, asking {@code stop} before every step.
     *
     * @throws SweepCancelledException as soon as {@code stop} answers true
     */
    void run(Optional<Start> start, BooleanSupplier stop) {
        search.prepare(start.map(Start::u).orElse(RealAlgebraic.of(0)));
        RealAlgebraic restFrom = RealAlgebraic.of(0);
        boolean strict = false;
        Branch on = null;
        if (start.isPresent() && start.get().constraint().isPresent()) {
            Start st = start.get();
            TuPoly startCurve = st.constraint().get().curve();
            // a run starts at t = 0; on a t-independent constraint (u = c) the vertical line t = 0 defines t there
            CPoint x = new CPoint(st.u(), startCurve.isTimeFree() ? TuPoly.verticalLine(Rational.ZERO) : startCurve);
            int sigma = st.u().signOf(IntPoly.X).intValue();
            Outcome o = resolution.resolve(x, sigma, st.constraint().get(), search.contactsAt(x));
            on = handlers.startFollowing(o, x, sigma, st.constraint().get(), null);
            if (on == null) {
                return;
            }
        }
        RealAlgebraic searchFrom = restFrom;
        for (int step = 0; step < MAX_STEPS; step++) {
            if (stop.getAsBoolean()) {
                throw new SweepCancelledException(run.pawl(), step);
            }
            if (on == null) {
                Optional<Rational> tc = search.nextCollision(searchFrom, strict);
                if (tc.isEmpty()) {
                    handlers.grazing(restFrom, run.travel());
                    log.add(new TrajectoryPiece.Rest(restFrom, RealAlgebraic.of(run.travel())));
                    log.end(RealAlgebraic.of(run.travel()), PawlState.rest());
                    return;
                }
                RealAlgebraic t1 = RealAlgebraic.of(tc.get());
                CPoint x = new CPoint(RealAlgebraic.of(0), TuPoly.verticalLine(tc.get()));
                Outcome o = resolution.resolve(x, 0, null, search.contactsAt(x));
                if (o.kind() == OutcomeKind.REST) {
                    searchFrom = t1;
                    strict = true;
                    continue;
                }
                handlers.grazing(restFrom, tc.get());
                log.add(new TrajectoryPiece.Rest(restFrom, t1));
                on = handlers.startFollowing(o, x, 0, null, SweepEvent.TranslationalCollision.class);
                if (on == null) {
                    return;
                }
                continue;
            }
            Step next = follower.advance(on);
            if (next.done()) {
                return;
            }
            on = next.follow();
            if (on == null) {
                restFrom = next.restFrom();
                searchFrom = restFrom;
                strict = true;
            }
        }
        throw new SnapfitInternalError("pawl " + run.pawl() + ": more than " + MAX_STEPS + " sweep steps");
    }
}
