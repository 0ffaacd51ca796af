package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.Roots;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.parallel.DaemonPool;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.RunTermination;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * Runs the exact Donald–Pai sweep (follow the current constraint, intersect it with the other candidate curves; the
 * candidates are every constraint, box-filtered, or those of the free face of the run's start: {@link Engine}) for
 * every pawl and combines the pawls: the root stops at the first terminal event of any pawl.
 * Stateless and thread-safe (caches live in a {@link SweepContext}: the caller's, or a fresh one per call); several
 * pawls are swept on parallel threads. Exact decisions; see
 * {@link SimulationResult} for the numeric force evaluation.
 *
 * <pre>{@code
 * Mechanism m = MechanismJson.read(Path.of("s01.json"));
 * SimulationResult r = Simulator.simulate(m);
 * r.termination().cause();          // COMPLETE
 * r.events().get(1).kind();         // SNAP_FREE_FROM_VERTEX
 * r.peak().sample().w();            // 0.01821295148928...
 * }</pre>
 */
public final class Simulator {

    private Simulator() {
    }

    /**
     * The insertion run from rest, t ∈ [0, travel].
     *
     * @param m the mechanism
     * @return the result
     */
    public static SimulationResult simulate(Mechanism m) {
        return simulate(m, DEFAULT_ENGINE);
    }

    /**
     * The engine of the overloads without an {@link Engine} argument: {@link Engine#FILTERED}, measured faster than
     * {@link Engine#FACE} on the reference cases (docs/BENCHMARKS.md, "Exact sweep").
     */
    public static final Engine DEFAULT_ENGINE = Engine.FILTERED;

    /**
     * The insertion run from rest, t ∈ [0, travel], with a chosen engine (all give the same exact result).
     *
     * @param m the mechanism
     * @param engine the engine
     * @return the result
     */
    public static SimulationResult simulate(Mechanism m, Engine engine) {
        List<PawlState> rest = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            rest.add(PawlState.rest());
        }
        return simulate(m, Direction.INSERTION, rest, m.motion().travel(), m.motion().travel(), engine);
    }

    /**
     * A run from a given state. INSERTION: the root moves with v for t ∈ [0, travel] (startTime is ignored and
     * must be the travel). RETRACTION: the root starts where it is at {@code startTime} of the insertion and moves
     * with −v for a time {@code startTime} (back to its start); times of the result count from the retraction's
     * start.
     *
     * @param m the mechanism
     * @param direction insertion or retraction
     * @param start one start state per pawl (rest, or u on a contact of that pawl)
     * @param startTime for RETRACTION the insertion time to start from, &gt; 0
     * @return the result
     * @throws IllegalArgumentException if the number of states is wrong, a state names a contact the pawl does not
     *     have, or startTime ≤ 0
     */
    public static SimulationResult simulate(Mechanism m, Direction direction, List<PawlState> start,
            Rational startTime) {
        return simulate(m, direction, start, startTime, direction == Direction.RETRACTION ? startTime : m.motion().travel());
    }

    /**
     * A run from a given state over a chosen time span. INSERTION: as {@link #simulate(Mechanism, Direction, List,
     * Rational)} (runTime must be the travel). RETRACTION: the root starts where it is at {@code startTime} of the
     * insertion and moves with −v for a time {@code runTime} — {@code runTime = startTime} brings it back to its
     * start, a longer one pulls beyond it (the obstacles stay where they are); times of the result count from the
     * retraction's start.
     *
     * @param m the mechanism
     * @param direction insertion or retraction
     * @param start one start state per pawl (rest, or u on a contact of that pawl)
     * @param startTime for RETRACTION the insertion time to start from, &gt; 0
     * @param runTime the time span of the run, &gt; 0
     * @return the result
     * @throws IllegalArgumentException if the number of states is wrong, a state names a contact the pawl does not
     *     have, startTime ≤ 0 or runTime ≤ 0
     */
    public static SimulationResult simulate(Mechanism m, Direction direction, List<PawlState> start,
            Rational startTime, Rational runTime) {
        return simulate(m, direction, start, startTime, runTime, DEFAULT_ENGINE);
    }

    /**
     * As {@link #simulate(Mechanism, Direction, List, Rational, Rational)}, with the box filter of the sweep on or
     * off (off: every constraint's roots are isolated at every step — the plain naive engine the tests compare
     * against).
     */
    static SimulationResult simulate(Mechanism m, Direction direction, List<PawlState> start, Rational startTime,
            Rational runTime, boolean prefilter) {
        return simulate(m, direction, start, startTime, runTime, prefilter ? Engine.FILTERED : Engine.NAIVE);
    }

    /**
     * As {@link #simulate(Mechanism, Direction, List, Rational, Rational)} with a chosen engine. The engines differ
     * only in which constraints their searches consider, so the exact result is the same (tests check it on the
     * reference cases and on random mechanisms).
     *
     * @param m the mechanism
     * @param direction insertion or retraction
     * @param start one start state per pawl (rest, or u on a contact of that pawl)
     * @param startTime for RETRACTION the insertion time to start from, &gt; 0
     * @param runTime the time span of the run, &gt; 0
     * @param engine the engine
     * @return the result
     * @throws IllegalArgumentException if the number of states is wrong, a state names a contact the pawl does not
     *     have, startTime ≤ 0 or runTime ≤ 0
     */
    public static SimulationResult simulate(Mechanism m, Direction direction, List<PawlState> start,
            Rational startTime, Rational runTime, Engine engine) {
        return simulate(m, direction, start, startTime, runTime, engine, NEVER);
    }

    /** A stop request that never comes: the overloads without one use it. */
    static final BooleanSupplier NEVER = () -> false;

    /**
     * The insertion run from rest with a chosen engine, stopped early on request.
     *
     * @param m the mechanism
     * @param engine the engine
     * @param stop asked before every sweep step of every pawl (cheap, thread-safe: pawls run on parallel threads);
     *     true ends the run
     * @return the result
     * @throws SweepCancelledException if {@code stop} answered true; no result exists then
     */
    public static SimulationResult simulate(Mechanism m, Engine engine, BooleanSupplier stop) {
        List<PawlState> rest = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            rest.add(PawlState.rest());
        }
        return simulate(m, Direction.INSERTION, rest, m.motion().travel(), m.motion().travel(), engine, stop);
    }

    /**
     * As {@link #simulate(Mechanism, Direction, List, Rational, Rational, Engine)}, stopped early on request: a
     * caller that may abandon a long run (a user's cancel) passes a {@code stop} that turns true.
     *
     * @param m the mechanism
     * @param direction insertion or retraction
     * @param start one start state per pawl (rest, or u on a contact of that pawl)
     * @param startTime for RETRACTION the insertion time to start from, &gt; 0
     * @param runTime the time span of the run, &gt; 0
     * @param engine the engine
     * @param stop asked before every sweep step of every pawl (cheap, thread-safe: pawls run on parallel threads);
     *     true ends the run
     * @return the result
     * @throws IllegalArgumentException if the number of states is wrong, a state names a contact the pawl does not
     *     have, startTime ≤ 0 or runTime ≤ 0
     * @throws SweepCancelledException if {@code stop} answered true; no result exists then
     */
    public static SimulationResult simulate(Mechanism m, Direction direction, List<PawlState> start,
            Rational startTime, Rational runTime, Engine engine, BooleanSupplier stop) {
        return simulate(m, direction, start, startTime, runTime, engine, SweepContext.create(), stop);
    }

    /**
     * The insertion run from rest with a chosen engine in a caller's context, stopped early on request.
     *
     * @param m the mechanism
     * @param engine the engine
     * @param context the caches shared with the caller's other runs ({@link SweepContext})
     * @param stop asked before every sweep step of every pawl (cheap, thread-safe); true ends the run
     * @return the result
     * @throws SweepCancelledException if {@code stop} answered true; no result exists then
     */
    public static SimulationResult simulate(Mechanism m, Engine engine, SweepContext context, BooleanSupplier stop) {
        List<PawlState> rest = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            rest.add(PawlState.rest());
        }
        return simulate(m, Direction.INSERTION, rest, m.motion().travel(), m.motion().travel(), engine, context, stop);
    }

    /**
     * As {@link #simulate(Mechanism, Direction, List, Rational, Rational, Engine, BooleanSupplier)} in a caller's
     * context: runs that share a {@link SweepContext} reuse each other's C-spaces, roots, exact signs and
     * comparisons (an analysis sweeping friction, a benchmark). Results do not depend on the context.
     *
     * @param m the mechanism
     * @param direction insertion or retraction
     * @param start one start state per pawl (rest, or u on a contact of that pawl)
     * @param startTime for RETRACTION the insertion time to start from, &gt; 0
     * @param runTime the time span of the run, &gt; 0
     * @param engine the engine
     * @param context the caches shared with the caller's other runs
     * @param stop asked before every sweep step of every pawl (cheap, thread-safe: pawls run on parallel threads);
     *     true ends the run
     * @return the result
     * @throws IllegalArgumentException if the number of states is wrong, a state names a contact the pawl does not
     *     have, startTime ≤ 0 or runTime ≤ 0
     * @throws SweepCancelledException if {@code stop} answered true; no result exists then
     */
    public static SimulationResult simulate(Mechanism m, Direction direction, List<PawlState> start,
            Rational startTime, Rational runTime, Engine engine, SweepContext context, BooleanSupplier stop) {
        Objects.requireNonNull(stop, "stop");
        Objects.requireNonNull(context, "context");
        if (runTime.signum() <= 0) {
            throw new IllegalArgumentException("runTime = " + runTime + ": must be > 0");
        }
        if (start.size() != m.pawls().size()) {
            throw new IllegalArgumentException("start has " + start.size() + " states; the mechanism has "
                    + m.pawls().size() + " pawls");
        }
        if (startTime.signum() <= 0) {
            throw new IllegalArgumentException("startTime = " + startTime + ": must be > 0");
        }
        ExactPoint2 v = m.motion().velocity();
        Rational travel = m.motion().travel();
        if (direction == Direction.RETRACTION) {
            travel = runTime;
        }
        ExactPoint2 vRun = direction == Direction.RETRACTION ? v.scale(Rational.MINUS_ONE) : v;
        List<Callable<PawlSweep>> makers = new ArrayList<>();
        List<Optional<PawlSweep.Start>> starts = new ArrayList<>();
        List<ExactPoint2> hinges = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            Pawl p = m.pawls().get(i);
            ExactPoint2 h0 = direction == Direction.RETRACTION ? p.hinge().add(v.scale(startTime)) : p.hinge();
            hinges.add(h0);
            PawlState st = start.get(i);
            int index = i;
            Rational runTravel = travel;
            if (st.contact().isEmpty()) {
                // built on the pawl's own thread: the C-spaces of several pawls are built in parallel
                makers.add(() -> new PawlSweep(p.name(), index, context.cspace(p, h0, vRun, m.obstacles(),
                        m.friction()), runTravel, m.friction(), m.motion().speed(), p.stiffness().doubleValue(), engine,
                        context));
                starts.add(Optional.of(new PawlSweep.Start(st.u(), Optional.empty())));
                continue;
            }
            // a start on a contact is checked here, before any pawl runs (bad input is reported first)
            CSpace cs = context.cspace(p, h0, vRun, m.obstacles(), m.friction());
            Optional<Constraint> c = cs.constraints().stream().filter(k -> k.contact().equals(st.contact().get()))
                    .findFirst();
            if (c.isEmpty()) {
                throw new IllegalArgumentException("start[" + i + "].contact = " + st.contact().get().label()
                        + ": pawl \"" + p.name() + "\" has no such contact");
            }
            makers.add(() -> new PawlSweep(p.name(), index, cs, runTravel, m.friction(), m.motion().speed(),
                    p.stiffness().doubleValue(), engine, context));
            starts.add(Optional.of(new PawlSweep.Start(st.u(), c)));
        }
        List<PawlSweep> sweeps = runAll(makers, starts, stop);
        RealAlgebraic end = RealAlgebraic.of(travel);
        TerminationCause cause = TerminationCause.COMPLETE;
        Optional<String> who = Optional.empty();
        for (PawlSweep sw : sweeps) {
            if (sw.cause() != TerminationCause.COMPLETE && sw.endTime().compare(end) != Comparison.LARGER) {
                if (cause == TerminationCause.COMPLETE || sw.endTime().compare(end) == Comparison.SMALLER) {
                    end = sw.endTime();
                    cause = sw.cause();
                    who = Optional.of(m.pawls().get(sweeps.indexOf(sw)).name());
                }
            }
        }
        List<PawlTrajectory> trajs = new ArrayList<>();
        List<SweepEvent> all = new ArrayList<>();
        List<PawlState> finals = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < sweeps.size(); i++) {
            PawlSweep sw = sweeps.get(i);
            notes.addAll(sw.notes());
            List<SweepEvent> evs = new ArrayList<>();
            for (SweepEvent e : sw.events()) {
                if (e.data().time().compare(end) != Comparison.LARGER) {
                    evs.add(e);
                }
            }
            List<TrajectoryPiece> ps = new ArrayList<>();
            for (TrajectoryPiece q : sw.pieces()) {
                if (q.tFrom().compare(end) != Comparison.LARGER) {
                    ps.add(q);
                }
            }
            trajs.add(new PawlTrajectory(m.pawls().get(i).name(), i, ps, evs));
            all.addAll(evs);
            finals.add(sw.endTime().compare(end) == Comparison.EQUAL ? sw.endState() : stateAt(ps, end, context));
        }
        all.sort(SweepEvent.ORDER);
        // the end time as reported: by its minimal polynomial (RunTermination.t(), on first use), like every event time
        RunTermination term = new RunTermination(cause, end, m.motion().speed() * Approx.of(end), who);
        return new SimulationResult(m, direction, trajs, all, term, finals, hinges, vRun, notes);
    }

    /**
     * Sweeps the pawls: each on its own (docs/model.md), so several pawls — their C-spaces built by {@code makers} and
     * their sweeps — run on parallel threads ({@link #POOL}); the results do not depend on the order. A failure is
     * rethrown as it was thrown, the lowest pawl index first.
     *
     * @return the finished sweeps, in pawl order
     */
    private static List<PawlSweep> runAll(List<Callable<PawlSweep>> makers, List<Optional<PawlSweep.Start>> starts,
            BooleanSupplier stop) {
        List<Callable<PawlSweep>> tasks = new ArrayList<>();
        for (int i = 0; i < makers.size(); i++) {
            Callable<PawlSweep> make = makers.get(i);
            Optional<PawlSweep.Start> st = starts.get(i);
            tasks.add(() -> {
                PawlSweep sw = make.call();
                sw.run(st, stop);
                return sw;
            });
        }
        return POOL.invokeAll(tasks);
    }

    /** Threads for sweeping pawls in parallel (their own pool: callers may themselves run on another pool). */
    private static final DaemonPool POOL = new DaemonPool("snapfit-pawl-sweep");

    /** The exact state on the pieces at time t (t inside the last piece). */
    private static PawlState stateAt(List<TrajectoryPiece> ps, RealAlgebraic t, SweepContext context) {
        TrajectoryPiece q = ps.get(ps.size() - 1);
        if (!(q instanceof TrajectoryPiece.Follow)) {
            return PawlState.rest();
        }
        TrajectoryPiece.Follow f = (TrajectoryPiece.Follow) q;
        return new PawlState(uOnCurveAt(f.constraint().curve(), t, f.uFrom(), f.uTo(), context),
                Optional.of(f.constraint().contact()));
    }

    /**
     * The exact u in [u1, u2] (either order) with curve(t, u) = 0 at an algebraic time t: the roots of
     * Σ m_j (−a)^j b^(n−j) (m = t's polynomial), checked by exact comparison of the time.
     */
    static RealAlgebraic uOnCurveAt(TuPoly g, RealAlgebraic t, RealAlgebraic u1, RealAlgebraic u2,
            SweepContext context) {
        IntPoly mt = t.polynomial();
        IntPoly l = IntPoly.ZERO;
        int n = mt.degree();
        for (int j = 0; j <= n; j++) {
            l = l.add(g.a().negate().pow(j).multiply(g.b().pow(n - j)).scale(mt.coeff(j)));
        }
        RealAlgebraic lo = u1.compare(u2) == Comparison.LARGER ? u2 : u1;
        RealAlgebraic hi = lo == u1 ? u2 : u1;
        for (RealAlgebraic u : Roots.of(l, context.exact())) {
            if (u.compare(lo) != Comparison.SMALLER && u.compare(hi) != Comparison.LARGER
                    && u.signOf(g.b()) != org.snapfit.algebra.number.Sign.ZERO
                    && u.rationalImage(g.a(), g.b()).compare(t) == Comparison.EQUAL) {
                return u;
            }
        }
        return u2;
    }
}
