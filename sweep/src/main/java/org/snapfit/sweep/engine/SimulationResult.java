package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.RunTermination;
import org.snapfit.sweep.force.ContactForce;
import org.snapfit.sweep.force.ForceModel;
import org.snapfit.sweep.force.ForcePeak;
import org.snapfit.sweep.force.RootForces;
import org.snapfit.sweep.force.LimitSide;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * The result of one run (docs/model.md): per pawl the trajectory and events, all events merged in the documented
 * order ({@link SweepEvent#ORDER}), the termination, the final exact state, and a force evaluator. Immutable
 * (the evaluator caches derived numbers internally; thread-safe for reading after construction is not promised
 * for the cache: use one result per thread). Times and configurations Exact; forces Approximate.
 */
public final class SimulationResult {

    /** Samples per trajectory piece used by {@link #peak()} before the local refinement. */
    public static final int PEAK_SAMPLES_PER_PIECE = 600;
    /** Simpson sub-intervals per trajectory piece used by {@link #work()} (even). */
    public static final int WORK_INTERVALS_PER_PIECE = 600;
    /** Golden-section steps refining an interior peak (each shrinks the bracket by 0.618). */
    private static final int GOLDEN_STEPS = 80;

    private final Mechanism mechanism;
    private final Direction direction;
    private final List<PawlTrajectory> pawls;
    private final List<SweepEvent> events;
    private final RunTermination termination;
    private final List<PawlState> finalStates;
    private final List<ExactPoint2> hinges;
    private final ExactPoint2 velocity;
    private final Map<TrajectoryPiece, Boolean> unboundedEnd = new HashMap<>();
    /** Per pawl: hinge x, hinge y at t = 0 of the run, stiffness (doubles for the force model). */
    private final double[][] pawlNumbers;
    private final double vx;
    private final double vy;
    private final double mu;
    private final List<String> warnings;

    SimulationResult(Mechanism mechanism, Direction direction, List<PawlTrajectory> pawls, List<SweepEvent> events,
            RunTermination termination, List<PawlState> finalStates, List<ExactPoint2> hinges, ExactPoint2 velocity,
            List<String> runNotes) {
        this.mechanism = mechanism;
        List<String> w = new ArrayList<>(mechanism.warnings());
        w.addAll(runNotes);
        this.warnings = List.copyOf(w);
        this.direction = direction;
        this.pawls = List.copyOf(pawls);
        this.events = List.copyOf(events);
        this.termination = termination;
        this.finalStates = List.copyOf(finalStates);
        this.hinges = List.copyOf(hinges);
        this.velocity = velocity;
        this.pawlNumbers = new double[this.hinges.size()][];
        for (int i = 0; i < pawlNumbers.length; i++) {
            pawlNumbers[i] = new double[] {this.hinges.get(i).x().doubleValue(), this.hinges.get(i).y().doubleValue(),
                mechanism.pawls().get(i).stiffness().doubleValue()};
        }
        this.vx = velocity.x().doubleValue();
        this.vy = velocity.y().doubleValue();
        this.mu = mechanism.friction().doubleValue();
    }

    /**
     * The mechanism simulated.
     *
     * @return the mechanism
     */
    public Mechanism mechanism() {
        return mechanism;
    }

    /**
     * Insertion or retraction.
     *
     * @return the direction
     */
    public Direction direction() {
        return direction;
    }

    /**
     * Per pawl: trajectory pieces and events (pieces end at the run's termination).
     *
     * @return one entry per pawl, in mechanism order
     */
    public List<PawlTrajectory> pawls() {
        return pawls;
    }

    /**
     * Every event of every pawl up to the termination, in the documented total order.
     *
     * @return the events
     */
    public List<SweepEvent> events() {
        return events;
    }

    /**
     * How the run ended.
     *
     * @return the termination
     */
    public RunTermination termination() {
        return termination;
    }

    /**
     * The exact state of each pawl at the termination (start state for a retraction run).
     *
     * @return one state per pawl
     */
    public List<PawlState> finalStates() {
        return finalStates;
    }

    /**
     * The mechanism's warnings (e.g. a hinge outside its pawl), then the run's own (e.g. a branch chosen by
     * convention where the pawl could deflect either way).
     *
     * @return the warnings
     */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * The travelled distance at time t.
     *
     * @param t the time
     * @return s = |v| t (mm)
     */
    public double distanceAt(double t) {
        return mechanism.motion().speed() * t;
    }

    /**
     * The forces at time t (the value at t; at an event time the value of the piece starting there).
     *
     * @param t a time in [0, termination t]
     * @return the sample
     */
    public RootForces at(double t) {
        return sample(t, null, LimitSide.AT);
    }

    /**
     * The forces at an exact time, as a one-sided limit.
     *
     * @param t the exact time (typically an event time)
     * @param side LEFT (from earlier times), AT or RIGHT (from later times)
     * @return the sample
     */
    public RootForces at(RealAlgebraic t, LimitSide side) {
        return sample(Approx.of(t), t, side);
    }

    /**
     * Forces at t = 0, step, 2·step, … up to the termination (inclusive of the end).
     *
     * @param step the time step, &gt; 0
     * @return the samples
     * @throws IllegalArgumentException if step ≤ 0 or not finite
     */
    public List<RootForces> samples(double step) {
        if (!(step > 0) || Double.isInfinite(step)) {
            throw new IllegalArgumentException("step = " + step + ": the sampling step must be > 0 and finite");
        }
        double end = Approx.of(termination.time());
        List<RootForces> out = new ArrayList<>();
        long n = (long) Math.floor(end / step);
        for (long i = 0; i <= n; i++) {
            out.add(at(i * step));
        }
        if (n * step < end) {
            out.add(at(termination.time(), LimitSide.LEFT));
        }
        return out;
    }

    /**
     * The peak insertion force: the maximum of W over every piece (600 samples per piece, refined by golden
     * section), including each piece's one-sided end values; a maximum at a piece end followed by an event is a
     * LEFT limit, at a piece start after an event a RIGHT limit, elsewhere AT.
     *
     * @return the peak (W may be +∞ at a stick or a frictionless tangency jam)
     */
    public ForcePeak peak() {
        RootForces best = at(0);
        double end = Approx.of(termination.time());
        for (PawlTrajectory p : pawls) {
            for (TrajectoryPiece piece : p.pieces()) {
                if (!(piece instanceof TrajectoryPiece.Follow)) {
                    continue;
                }
                double a = Approx.of(piece.tFrom());
                double b = Math.min(Approx.of(piece.tTo()), end);
                RootForces r = at(piece.tFrom(), LimitSide.RIGHT);
                best = r.w() > best.w() ? r : best;
                boolean endIsRunEnd = piece.tTo().compare(termination.time()) != Comparison.SMALLER;
                RealAlgebraic te = endIsRunEnd ? termination.time() : piece.tTo();
                boolean eventAtEnd = events.stream().anyMatch(e -> e.data().time().compare(te) == Comparison.EQUAL);
                RootForces l = at(te, !eventAtEnd ? LimitSide.AT : LimitSide.LEFT);
                best = l.w() > best.w() ? l : best;
                double h = (b - a) / PEAK_SAMPLES_PER_PIECE;
                int bi = -1;
                double bw = Double.NEGATIVE_INFINITY;
                for (int i = 1; i < PEAK_SAMPLES_PER_PIECE; i++) {
                    double w = totalW(a + i * h);
                    if (w > bw) {
                        bw = w;
                        bi = i;
                    }
                }
                if (bi > 0 && bw > best.w()) {
                    best = golden(a + (bi - 1) * h, a + (bi + 1) * h);
                }
            }
        }
        PawlForce top = null;
        for (PawlForce pf : best.pawls()) {
            if (pf.contact().isPresent() && (top == null || pf.force().w() > top.force().w())) {
                top = pf;
            }
        }
        return new ForcePeak(best, top == null ? Optional.empty() : Optional.of(top.pawl()),
                top == null ? Optional.empty() : top.contact());
    }

    /**
     * The smallest friction coefficient above {@code above} at which some sliding contact on this run's path would
     * stick: at a point of a following piece, the force denominator D_s = r·e + μ s (r·n) vanishes at
     * μ* = −(r·e)/(s r·n); this is the least μ* &gt; {@code above} over the path (samples, then golden-section
     * refinement around the best sample). Approximate, and only a proposal: the path is the same for every μ up
     * to the first stick (friction decides whether the pawl moves, not where), so a run at a μ just above the value
     * sticks and one just below does not — callers confirm both with exact runs before they rely on it.
     *
     * @param above only thresholds strictly above this μ count (the μ of this run)
     * @return the least threshold, or empty if no contact of the path can stick
     */
    public java.util.OptionalDouble stickThreshold(double above) {
        double best = Double.POSITIVE_INFINITY;
        double end = Approx.of(termination.time());
        for (PawlTrajectory p : pawls) {
            for (TrajectoryPiece piece : p.pieces()) {
                if (!(piece instanceof TrajectoryPiece.Follow f) || f.constraint().curve().isTimeFree()) {
                    continue;
                }
                double a = Approx.of(piece.tFrom());
                double b = Math.min(Approx.of(piece.tTo()), end);
                if (b <= a) {
                    continue;
                }
                double h = (b - a) / PEAK_SAMPLES_PER_PIECE;
                int bi = -1;
                double bm = Double.POSITIVE_INFINITY;
                for (int i = 0; i <= PEAK_SAMPLES_PER_PIECE; i++) {
                    double m = stickMu(p, f, a + i * h, above);
                    if (m < bm) {
                        bm = m;
                        bi = i;
                    }
                }
                if (bi >= 0) {
                    double lo = a + Math.max(0, bi - 1) * h;
                    double hi = a + Math.min(PEAK_SAMPLES_PER_PIECE, bi + 1) * h;
                    double gr = (Math.sqrt(5) - 1) / 2;
                    for (int i = 0; i < GOLDEN_STEPS; i++) {
                        double x1 = hi - gr * (hi - lo);
                        double x2 = lo + gr * (hi - lo);
                        if (stickMu(p, f, x1, above) < stickMu(p, f, x2, above)) {
                            hi = x2;
                        } else {
                            lo = x1;
                        }
                    }
                    bm = Math.min(bm, stickMu(p, f, 0.5 * (lo + hi), above));
                    best = Math.min(best, bm);
                }
            }
        }
        return Double.isFinite(best) ? java.util.OptionalDouble.of(best) : java.util.OptionalDouble.empty();
    }

    /** μ* at time t of a following piece (+∞ when the contact cannot stick there for μ above {@code above}). */
    private double stickMu(PawlTrajectory p, TrajectoryPiece.Follow f, double t, double above) {
        double theta = 2 * Math.atan(f.uAt(t));
        double hx = pawlNumbers[p.pawlIndex()][0];
        double hy = pawlNumbers[p.pawlIndex()][1];
        double d0 = ForceModel.contactForce(f.constraint().geometry(), hx, hy, vx, vy, 1, 0, t, theta, f.slipSign(),
                false).denominator();
        double d1 = ForceModel.contactForce(f.constraint().geometry(), hx, hy, vx, vy, 1, 1, t, theta, f.slipSign(),
                false).denominator();
        double m = -d0 / (d1 - d0);
        return m > above && Double.isFinite(m) ? m : Double.POSITIVE_INFINITY;
    }

    private RootForces golden(double lo, double hi) {
        double g = (Math.sqrt(5) - 1) / 2;
        double x1 = hi - g * (hi - lo);
        double x2 = lo + g * (hi - lo);
        double f1 = totalW(x1);
        double f2 = totalW(x2);
        for (int i = 0; i < GOLDEN_STEPS; i++) {
            if (f1 < f2) {
                lo = x1;
                x1 = x2;
                f1 = f2;
                x2 = lo + g * (hi - lo);
                f2 = totalW(x2);
            } else {
                hi = x2;
                x2 = x1;
                f2 = f1;
                x1 = hi - g * (hi - lo);
                f1 = totalW(x1);
            }
        }
        return at(0.5 * (lo + hi));
    }

    /**
     * The work of the root, ∫ W ds with s = |v| t, by composite Simpson on each following piece (W is smooth
     * inside a piece; zero at rest).
     *
     * @return the work in N·mm (+∞ if W is unbounded at a piece end)
     */
    public double work() {
        double sum = 0;
        double end = Approx.of(termination.time());
        for (PawlTrajectory p : pawls) {
            for (TrajectoryPiece piece : p.pieces()) {
                if (!(piece instanceof TrajectoryPiece.Follow)) {
                    continue;
                }
                double a = Approx.of(piece.tFrom());
                double b = Math.min(Approx.of(piece.tTo()), end);
                if (b <= a) {
                    continue;
                }
                int n = WORK_INTERVALS_PER_PIECE;
                double h = (b - a) / n;
                double s = pawlForce(p, piece, a, piece.tFrom(), LimitSide.RIGHT).force().w()
                        + pawlForce(p, piece, b, piece.tTo(), LimitSide.LEFT).force().w();
                for (int i = 1; i < n; i++) {
                    s += (i % 2 == 1 ? 4 : 2) * pawlForce(p, piece, a + i * h, null, LimitSide.AT).force().w();
                }
                sum += s * h / 3;
            }
        }
        return sum * mechanism.motion().speed();
    }

    /** W at a double time: {@code at(t).w()} without building the sample (the peak search's inner loop). */
    private double totalW(double t) {
        double w = 0;
        for (PawlTrajectory p : pawls) {
            TrajectoryPiece piece = find(p, t, null, LimitSide.AT);
            if (piece instanceof TrajectoryPiece.Follow) {
                w += pawlForce(p, piece, t, null, LimitSide.AT).force().w();
            }
        }
        return w;
    }

    private RootForces sample(double t, RealAlgebraic exact, LimitSide side) {
        List<PawlForce> pf = new ArrayList<>();
        double w = 0;
        double lat = 0;
        for (PawlTrajectory p : pawls) {
            TrajectoryPiece piece = find(p, t, exact, side);
            PawlForce f = pawlForce(p, piece, t, exact, side);
            pf.add(f);
            w += f.force().w();
            lat += f.force().lateral();
        }
        return new RootForces(t, distanceAt(t), side, w, lat, pf);
    }

    private TrajectoryPiece find(PawlTrajectory p, double t, RealAlgebraic exact, LimitSide side) {
        List<TrajectoryPiece> ps = p.pieces();
        if (exact != null) {
            if (side == LimitSide.LEFT) {
                for (TrajectoryPiece q : ps) {
                    if (q.tTo().compare(exact) == Comparison.EQUAL && q.tFrom().compare(q.tTo()) == Comparison.SMALLER) {
                        return q;
                    }
                }
            }
            TrajectoryPiece last = ps.get(ps.size() - 1);
            for (TrajectoryPiece q : ps) {
                if (q.tFrom().compare(exact) != Comparison.LARGER && q.tTo().compare(exact) == Comparison.LARGER) {
                    return q;
                }
                if (side != LimitSide.RIGHT && q.tFrom().compare(exact) != Comparison.LARGER
                        && q.tTo().compare(exact) == Comparison.EQUAL && !(q instanceof TrajectoryPiece.Snap)) {
                    last = q;
                }
            }
            return last;
        }
        for (TrajectoryPiece q : ps) {
            if (!(q instanceof TrajectoryPiece.Snap) && Approx.of(q.tFrom()) <= t && t < Approx.of(q.tTo())) {
                return q;
            }
        }
        for (int i = ps.size() - 1; i >= 0; i--) {
            if (!(ps.get(i) instanceof TrajectoryPiece.Snap)) {
                return ps.get(i);
            }
        }
        return ps.get(ps.size() - 1);
    }

    private PawlForce pawlForce(PawlTrajectory p, TrajectoryPiece piece, double t, RealAlgebraic exact,
            LimitSide side) {
        if (!(piece instanceof TrajectoryPiece.Follow)) {
            return new PawlForce(p.pawl(), 0, Optional.empty(), ContactForce.NONE);
        }
        TrajectoryPiece.Follow f = (TrajectoryPiece.Follow) piece;
        double u;
        boolean unbounded = false;
        if (exact != null && f.tTo().compare(exact) == Comparison.EQUAL) {
            u = Approx.of(f.uTo());
            unbounded = unboundedEnd.computeIfAbsent(piece, k -> frictionDenominatorVanishesAtEnd(f));
        } else if (exact != null && f.tFrom().compare(exact) == Comparison.EQUAL) {
            u = Approx.of(f.uFrom());
        } else {
            u = f.uAt(t);
        }
        double theta = 2 * Math.atan(u);
        double[] pn = pawlNumbers[p.pawlIndex()];
        ContactForce cf = ForceModel.contactForce(f.constraint().geometry(), pn[0], pn[1], vx, vy, pn[2], mu, t, theta,
                f.slipSign(), unbounded);
        return new PawlForce(p.pawl(), theta, Optional.of(f.constraint().contact()), cf);
    }

    /**
     * Whether the friction denominator vanishes at the end of a piece. On a t-independent constraint (b ≡ 0, u
     * fixed) the point's t is not defined by the curve; the denominator is then evaluated at the end time.
     */
    private static boolean frictionDenominatorVanishesAtEnd(TrajectoryPiece.Follow f) {
        TuPoly d = f.constraint().frictionDenominator(f.slipSign());
        if (!f.constraint().curve().isTimeFree()) {
            return new CPoint(f.uTo(), f.constraint().curve()).sign(d) == Sign.ZERO;
        }
        // d(t, u) = a(u) + t b(u) at u = uTo and the exact end time t
        if (f.uTo().signOf(d.b()) == Sign.ZERO) {
            return f.uTo().signOf(d.a()) == Sign.ZERO;
        }
        return new CPoint(f.uTo(), d).t().compare(f.tTo()) == Comparison.EQUAL;
    }
}
