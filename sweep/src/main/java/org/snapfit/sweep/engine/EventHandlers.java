package org.snapfit.sweep.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.contact.VertexEdgeContact;
import org.snapfit.sweep.event.EventData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.TrajectoryPiece;
import org.snapfit.sweep.engine.BranchFollower.Branch;
import org.snapfit.sweep.engine.BranchFollower.Step;
import org.snapfit.sweep.engine.BranchFollower.Trigger;
import org.snapfit.sweep.engine.LocalResolution.Outcome;
import org.snapfit.sweep.engine.LocalResolution.OutcomeKind;

/**
 * What happens at an event point once the branch's searches found it: the handlers of the Donald–Pai events.
 * {@link #handle} takes the triggers that fired at a point of a followed branch (crossing, rest, end of travel,
 * tangency, stick, slip reversal), asks {@link LocalResolution} what the pawl does there and records the event —
 * break contact at rest, constraint change, snap (with its landing from {@link CandidateSearch#landing}), jam,
 * sticking — in the {@link EventLog}; {@link #startFollowing} starts a branch after a collision, a change or a
 * landing; {@link #grazing} records grazing contacts along a rest piece. Confined to the pawl's sweep.
 */
final class EventHandlers {

    private final RunSpec run;
    private final EventLog log;
    private final CandidateSearch search;
    private final LocalResolution resolution;

    EventHandlers(RunSpec run, EventLog log, CandidateSearch search, LocalResolution resolution) {
        this.run = run;
        this.log = log;
        this.search = search;
        this.resolution = resolution;
    }

    /**
     * Starts following after a resolution at x (collision at rest, constraint change, landing). Records the event
     * of the given kind (collision only; other callers record their own). Returns null if the run ended.
     */
    Branch startFollowing(Outcome o, CPoint x, int sigma, Constraint before, Class<?> eventKind) {
        RealAlgebraic t = x.t();
        if (o.kind() == OutcomeKind.JAM) {
            if (eventKind == SweepEvent.TranslationalCollision.class && !o.through().isEmpty()) {
                // a jam at the first contact: the collision is still an event (as a stick at first contact is),
                // reported on the lowest-id contact through x, the others as coincident
                List<Constraint> thr = new ArrayList<>(o.through());
                thr.sort(Comparator.comparingInt(Constraint::id));
                List<VertexEdgeContact> co = new ArrayList<>();
                for (Constraint j : thr.subList(1, thr.size())) {
                    co.add(j.contact());
                }
                log.add(new SweepEvent.TranslationalCollision(log.data(t, x.u(), x.u(), null, thr.get(0), co)));
            }
            jam(x, before, o.through(), false);
            return null;
        }
        if (o.kind() != OutcomeKind.FOLLOW) {
            throw new SnapfitInternalError("startFollowing called with " + o.kind());
        }
        Constraint k = o.next();
        CPoint xk = k.curve().isTimeFree() ? x : x.withRef(k.curve());
        int sg = sigma != 0 ? sigma : o.dir();
        if (eventKind == SweepEvent.TranslationalCollision.class) {
            List<VertexEdgeContact> co = new ArrayList<>();
            for (Constraint j : o.through()) {
                if (j != k && x.sign(j.curve()) == Sign.ZERO
                        && TangentCone.restForward(x).of(j.curve()) == Sign.NEGATIVE) {
                    co.add(j.contact());
                }
            }
            log.add(new SweepEvent.TranslationalCollision(log.data(t, x.u(), x.u(), null, k, co)));
        }
        int slip = LocalResolution.slipSign(k, xk, o.dir());
        if (run.friction() && !LocalResolution.slides(k, xk, o.dir(), sg, slip)) {
            stick(xk, k, slip);
            return null;
        }
        return new Branch(k, xk, o.dir(), sg, slip);
    }

    /** The branch f stops at x, where the triggers {@code trig} fired; contacts are those touching at x. */
    Step handle(Branch f, CPoint x, Set<Trigger> trig, List<Constraint> contacts) {
        Constraint c = f.c();
        RealAlgebraic t = x.t();
        log.add(new TrajectoryPiece.Follow(c, f.p().t(), t, f.p().u(), x.u(), f.slip()));
        boolean structural = trig.contains(Trigger.CROSS) || trig.contains(Trigger.REST);
        if (!structural) {
            if (trig.contains(Trigger.STICK)) {
                stick(x, c, f.slip());
                return Step.DONE;
            }
            if (trig.contains(Trigger.TRAVEL)) {
                log.end(t, new PawlState(x.u(), Optional.of(c.contact())));
                return Step.DONE;
            }
            // slip reversal only
            int s = LocalResolution.slipSign(c, x, f.dir());
            if (!LocalResolution.slides(c, x, f.dir(), f.sigma(), s)) {
                stick(x, c, s);
                return Step.DONE;
            }
            return Step.follow(new Branch(c, x, f.dir(), f.sigma(), s));
        }
        boolean atRest = trig.contains(Trigger.REST);
        int sigma = atRest ? 0 : f.sigma();
        Outcome o = resolution.resolve(x, sigma, c, contacts);
        Step st;
        switch (o.kind()) {
            case REST:
                log.add(new SweepEvent.BreakContactAtRest(log.data(t, x.u(), x.u(), c, null, List.of())));
                st = Step.restFrom(t);
                break;
            case FOLLOW:
                if (o.next() != c) {
                    log.add(new SweepEvent.ConstraintChange(log.data(t, x.u(), x.u(), c, o.next(), List.of())));
                }
                Branch nf = startFollowing(o, x, atRest ? 0 : f.sigma(), c, null);
                st = nf == null ? Step.DONE : Step.follow(nf);
                break;
            case SNAP:
                st = snap(x, f.sigma(), c, trig.contains(Trigger.TANGENCY));
                break;
            default:
                jam(x, c, o.through(), trig.contains(Trigger.TANGENCY));
                st = Step.DONE;
                break;
        }
        if (!st.done() && trig.contains(Trigger.TRAVEL)) {
            log.end(t, st.follow() == null ? PawlState.rest()
                    : new PawlState(st.follow().p().u(), Optional.of(st.follow().c().contact())));
            if (st.follow() == null) {
                log.add(new TrajectoryPiece.Rest(t, t));
            }
            return Step.DONE;
        }
        return st;
    }

    /** A snap from x: the vertical move to rest or to the landing, its event, and the resolution at the landing. */
    private Step snap(CPoint x, int sigma, Constraint before, boolean tangency) {
        RealAlgebraic t = x.t();
        Optional<CandidateSearch.Landing> landing = search.landing(x, sigma);
        CPoint best = landing.map(CandidateSearch.Landing::point).orElse(null);
        Constraint bestC = landing.map(CandidateSearch.Landing::constraint).orElse(null);
        RealAlgebraic uAfter = best == null ? RealAlgebraic.of(0) : best.u();
        log.add(new TrajectoryPiece.Snap(t, x.u(), uAfter));
        double tb = Approx.theta(x.u());
        double ta = Approx.theta(uAfter);
        double click = 0.5 * run.kappa() * (tb * tb - ta * ta);
        EventData dd = log.data(t, x.u(), uAfter, before, bestC, List.of());
        log.add(tangency ? new SweepEvent.SnapFreeTangency(dd, click) : new SweepEvent.SnapFreeFromVertex(dd, click));
        if (best == null) {
            return Step.restFrom(t);
        }
        Outcome o = resolution.resolve(best, sigma, bestC, search.contactsAt(best));
        if (o.kind() == OutcomeKind.SNAP) {
            throw new SnapfitInternalError("pawl " + run.pawl() + ": landing point is not blocked");
        }
        Branch nf = startFollowing(o, best, sigma, bestC, null);
        return nf == null ? Step.DONE : Step.follow(nf);
    }

    /** A jam at x (single-constraint at a vertical tangency with no other contact, else kinematic): terminal. */
    void jam(CPoint x, Constraint before, List<Constraint> thr, boolean tangency) {
        RealAlgebraic t = x.t();
        List<VertexEdgeContact> co = new ArrayList<>();
        for (Constraint j : thr) {
            if (j != before) {
                co.add(j.contact());
            }
        }
        EventData dd = log.data(t, x.u(), x.u(), before, before, co);
        PawlState state = new PawlState(x.u(), before == null ? Optional.empty() : Optional.of(before.contact()));
        if (tangency && co.isEmpty()) {
            log.add(new SweepEvent.JamSingleConstraint(dd));
            log.terminate(TerminationCause.JAM_SINGLE_CONSTRAINT, t, state);
        } else {
            log.add(new SweepEvent.JamKinematic(dd));
            log.terminate(TerminationCause.JAM_KINEMATIC, t, state);
        }
    }

    /** Sticking friction at x on c: terminal. */
    private void stick(CPoint x, Constraint c, int slip) {
        RealAlgebraic t = x.t();
        log.add(new SweepEvent.Sticking(log.data(t, x.u(), x.u(), c, c, List.of()), slip));
        log.terminate(TerminationCause.STICK_FRICTION, t, new PawlState(x.u(), Optional.of(c.contact())));
    }

    /**
     * Grazing contacts on the rest piece [from, to]: a constraint with a(0) = b(0) = 0 has zero clearance at u = 0
     * for every t (a vertex sliding along an edge line parallel to the motion, without force). It touches while all
     * its markers, linear in t at u = 0, are ≥ 0: an interval of t with rational ends. Each interval of positive
     * length meeting the piece gives grazing_contact_begin at its start (or at {@code from}) and
     * grazing_contact_end at its end when that comes before {@code to}, or at {@code to} when the piece ends with
     * the pawl leaving rest before the travel is over.
     */
    void grazing(RealAlgebraic from, Rational to) {
        Box box = run.prefilter() ? Box.around(from, RealAlgebraic.of(0), RealAlgebraic.of(0))
                .include(RealAlgebraic.of(to)) : Box.ALL;
        for (Constraint c : search.near(box, false)) {
            if (!box.mayTouch(c)) {
                continue;
            }
            TuPoly g = c.curve();
            if (g.a().coeff(0).signum() != 0 || g.b().coeff(0).signum() != 0) {
                continue;
            }
            Rational lo = null;
            Rational hi = null;
            boolean empty = false;
            for (TuPoly m : c.markers()) {
                BigInteger ma = m.a().coeff(0);
                BigInteger mb = m.b().coeff(0);
                if (mb.signum() == 0) {
                    empty |= ma.signum() < 0;
                    continue;
                }
                Rational root = Rational.of(ma.negate(), mb);
                if (mb.signum() > 0) {
                    lo = lo == null ? root : lo.max(root);
                } else {
                    hi = hi == null ? root : hi.min(root);
                }
            }
            if (empty || (lo != null && hi != null && lo.compareTo(hi) >= 0)) {
                continue;
            }
            RealAlgebraic begin = lo == null || from.compare(lo) != Comparison.SMALLER ? from : RealAlgebraic.of(lo);
            Rational endAt = hi == null ? to : hi.min(to);
            if (begin.compare(endAt) != Comparison.SMALLER) {
                continue;
            }
            RealAlgebraic zero = RealAlgebraic.of(0);
            log.add(new SweepEvent.GrazingContactBegin(log.data(begin, zero, zero, null, c, List.of())));
            if (endAt.compareTo(to) < 0 || to.compareTo(run.travel()) < 0) {
                log.add(new SweepEvent.GrazingContactEnd(log.data(RealAlgebraic.of(endAt), zero, zero, c, null,
                        List.of())));
            }
        }
    }
}
