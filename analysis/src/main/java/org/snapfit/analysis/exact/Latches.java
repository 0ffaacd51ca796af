package org.snapfit.analysis.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.analysis.report.Click;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.Latch;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.force.LimitSide;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * How each pawl of a run returns to rest after its largest deflection ({@link Latch}). Stateless.
 *
 * <p>The return is read from the exact events: the first event after the largest deflection that leaves the pawl at
 * θ = 0 ends it. If that event is a snap the pawl clicks back; otherwise it slid back along a face, and the pull-in
 * is the stretch of following pieces before it on which the pawl's share of W is negative (its spring pulls the
 * parts together), found on the exact trajectory pieces and, inside the first one, by bisection of the sign change
 * of W. The energy returned is −∫ W ds over the pull-in by composite Simpson on each piece (as the run's work).
 * Approximate: forces are evaluated numerically at points of the exact trajectory.
 */
final class Latches {

    /** Simpson sub-intervals per trajectory piece of a pull-in (even): the resolution of the run's work. */
    static final int INTERVALS_PER_PIECE = SimulationResult.WORK_INTERVALS_PER_PIECE;
    /** Bisection steps locating where the pawl's W turns negative inside a piece (each halves the bracket). */
    static final int CROSSING_BISECTION_STEPS = 60;

    private Latches() {
    }

    /**
     * The latches of a run's pawls that deflect.
     *
     * @param r the run
     * @param pawls the run's per-pawl figures (θmax and where)
     * @param events the run's events
     * @param samples the run's samples (the angle at the end)
     * @return one latch per pawl with θmax ≠ 0, in the pawls' order
     */
    static List<Latch> of(SimulationResult r, List<PawlSummary> pawls, List<ReportEvent> events,
            List<ForceSample> samples) {
        List<Latch> out = new ArrayList<>();
        for (PawlSummary p : pawls) {
            if (p.thetaMax() == 0) {
                continue;
            }
            out.add(latch(r, p, events, samples));
        }
        return out;
    }

    private static Latch latch(SimulationResult r, PawlSummary p, List<ReportEvent> events, List<ForceSample> samples) {
        List<Click> snaps = new ArrayList<>();
        ReportEvent rest = null;
        for (ReportEvent e : events) {
            if (!e.pawl().equals(p.name()) || e.s() < p.thetaMaxS()) {
                continue;
            }
            if (e.isSnap()) {
                snaps.add(Click.of(e, p.stiffness()));
            }
            if (e.thetaAfter() == 0 && (e.isSnap() || "break_contact_at_rest".equals(e.kind()))) {
                rest = e;
                break;
            }
        }
        if (rest == null) {
            double end = samples.isEmpty() ? p.thetaMax()
                    : samples.get(samples.size() - 1).theta().getOrDefault(p.name(), p.thetaMax());
            return new Latch(p.name(), p.thetaMax(), p.thetaMaxS(), Latch.Mode.STAYS_DEFLECTED, Optional.empty(), end,
                    snaps, Optional.empty());
        }
        if (rest.isSnap()) {
            return new Latch(p.name(), p.thetaMax(), p.thetaMaxS(), Latch.Mode.SNAP, Optional.of(rest.s()), 0, snaps,
                    Optional.empty());
        }
        Optional<Latch.PullIn> pullIn = pullIn(r, p, rest);
        Latch.Mode mode = snaps.isEmpty() ? Latch.Mode.PULL_IN : Latch.Mode.SNAP_AND_PULL_IN;
        if (pullIn.isEmpty()) {
            // back at rest without a pawl pulling (e.g. W never negative on the way): report it as a pull-in of zero
            // force over no distance, so the mode still says it arrived gradually
            pullIn = Optional.of(new Latch.PullIn(rest.s(), rest.s(), 0, 0, rest.s(), 0, 0));
        }
        return new Latch(p.name(), p.thetaMax(), p.thetaMaxS(), mode, Optional.of(rest.s()), 0, snaps, pullIn);
    }

    /** The pull-in before the rest event: following pieces with the pawl's W negative, back from the rest. */
    private static Optional<Latch.PullIn> pullIn(SimulationResult r, PawlSummary p, ReportEvent rest) {
        PawlTrajectory traj = r.pawls().stream().filter(x -> x.pawl().equals(p.name())).findFirst().orElseThrow();
        List<TrajectoryPiece> pieces = traj.pieces();
        // the report's events are the run's merged events in order: seq k is events().get(k - 1)
        RealAlgebraic restT = r.events().get(rest.seq() - 1).data().time();
        int last = -1;
        for (int i = 0; i < pieces.size(); i++) {
            TrajectoryPiece q = pieces.get(i);
            if (q instanceof TrajectoryPiece.Follow && q.tTo().compare(restT) == Comparison.EQUAL
                    && q.tFrom().compare(q.tTo()) == Comparison.SMALLER) {
                last = i;
            }
        }
        if (last < 0) {
            return Optional.empty();
        }
        int first = last;
        while (first >= 0 && pieces.get(first) instanceof TrajectoryPiece.Follow
                && w(r, p, mid(pieces.get(first))) < 0) {
            first--;
        }
        first++;
        if (first > last) {
            return Optional.empty();
        }
        // the pull-in starts where W turns negative in the first piece (its start, or a sign change inside it)
        TrajectoryPiece start = pieces.get(first);
        double from = start.tFrom().toDouble();
        if (wAt(r, p, start, LimitSide.RIGHT) >= 0) {
            double lo = from;
            double hi = mid(start);
            for (int k = 0; k < CROSSING_BISECTION_STEPS; k++) {
                double m = 0.5 * (lo + hi);
                if (w(r, p, m) < 0) {
                    hi = m;
                } else {
                    lo = m;
                }
            }
            from = hi;
        }
        double speed = r.mechanism().motion().speed();
        double integral = 0;
        double minW = 0;
        double minT = from;
        for (int i = first; i <= last; i++) {
            TrajectoryPiece piece = pieces.get(i);
            double a = i == first ? from : piece.tFrom().toDouble();
            double b = piece.tTo().toDouble();
            if (b <= a) {
                continue;
            }
            double h = (b - a) / INTERVALS_PER_PIECE;
            double fa = i == first && a > piece.tFrom().toDouble() ? w(r, p, a) : wAt(r, p, piece, LimitSide.RIGHT);
            double fb = wEnd(r, p, piece);
            double sum = fa + fb;
            double[] ends = {fa, fb};
            double[] endT = {a, b};
            for (int k = 0; k < 2; k++) {
                if (ends[k] < minW) {
                    minW = ends[k];
                    minT = endT[k];
                }
            }
            for (int k = 1; k < INTERVALS_PER_PIECE; k++) {
                double t = a + k * h;
                double f = w(r, p, t);
                sum += (k % 2 == 1 ? 4 : 2) * f;
                if (f < minW) {
                    minW = f;
                    minT = t;
                }
            }
            integral += sum * h / 3;
        }
        double thetaFrom = theta(r, p, from);
        double spring = 0.5 * p.stiffness() * thetaFrom * thetaFrom;
        return Optional.of(new Latch.PullIn(r.distanceAt(from), rest.s(), thetaFrom, minW, r.distanceAt(minT),
                -integral * speed, spring));
    }

    private static double mid(TrajectoryPiece piece) {
        return 0.5 * (piece.tFrom().toDouble() + piece.tTo().toDouble());
    }

    private static double w(SimulationResult r, PawlSummary p, double t) {
        return share(r.at(t).pawls(), p.name()).force().w();
    }

    private static double wAt(SimulationResult r, PawlSummary p, TrajectoryPiece piece, LimitSide side) {
        return share(r.at(side == LimitSide.LEFT ? piece.tTo() : piece.tFrom(), side).pawls(), p.name()).force().w();
    }

    private static double wEnd(SimulationResult r, PawlSummary p, TrajectoryPiece piece) {
        return wAt(r, p, piece, LimitSide.LEFT);
    }

    private static double theta(SimulationResult r, PawlSummary p, double t) {
        return share(r.at(t).pawls(), p.name()).theta();
    }

    private static PawlForce share(List<PawlForce> forces, String pawl) {
        return forces.stream().filter(f -> f.pawl().equals(pawl)).findFirst().orElseThrow(
                () -> new IllegalStateException("the run has no force for pawl \"" + pawl + "\""));
    }
}
