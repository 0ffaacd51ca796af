package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.Roots;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * Follows one branch of a constraint curve a(u) + t·b(u) = 0 from its current point to the first point where it may
 * end ([DP]: intersect the followed curve with the others). Parametrised by u, every candidate is a root of one
 * integer polynomial restricted to the curve: the other constraints (those the box filter of the branch's box lets
 * through, {@link CandidateSearch}), the followed constraint's markers, rest u = 0, the end of travel, vertical
 * tangencies, poles, and with friction D_s and v·r. Candidates are visited in u order (exact, lazily:
 * {@link ExactOrder}), simultaneous ones together; the first group at which a trigger fires goes to
 * {@link EventHandlers#handle}. A t-independent constraint (b ≡ 0) is a horizontal branch u = c. Confined to the
 * pawl's sweep.
 */
final class BranchFollower {

    /** Why the branch stopped at a point. */
    enum Trigger { CROSS, MARKER, REST, TRAVEL, TANGENCY, STICK, SLIP, POLE }

    /**
     * The followed branch.
     *
     * @param c the constraint followed
     * @param p the current point
     * @param dir the u-direction of motion (0 on a horizontal branch)
     * @param sigma the side σ of rest (sign of u)
     * @param slip the slip sign on the branch
     */
    record Branch(Constraint c, CPoint p, int dir, int sigma, int slip) {
    }

    /**
     * The result of advancing along a branch: a new branch, or rest from a time, or the end.
     *
     * @param follow the branch to follow next, or null
     * @param restFrom the time the pawl rests from, or null
     * @param done whether the run ended
     */
    record Step(Branch follow, RealAlgebraic restFrom, boolean done) {
        /** The run ended. */
        static final Step DONE = new Step(null, null, true);

        static Step follow(Branch b) {
            return new Step(b, null, false);
        }

        static Step restFrom(RealAlgebraic t) {
            return new Step(null, t, false);
        }
    }

    /** A candidate event root on the branch. */
    private record Cand(RealAlgebraic u, Trigger trigger, Constraint other, TuPoly marker) {
    }

    /** A candidate event on a horizontal branch: the point (u = c, t on the reference curve). */
    private record HCand(CPoint p, Trigger trigger, Constraint other) {
    }

    private final RunSpec run;
    private final EventLog log;
    private final CandidateSearch search;
    private final EventHandlers handlers;

    BranchFollower(RunSpec run, EventLog log, CandidateSearch search, EventHandlers handlers) {
        this.run = run;
        this.log = log;
        this.search = search;
        this.handlers = handlers;
    }

    /** Advances along f to its next event (see the class comment). */
    Step advance(Branch f) {
        if (f.c().curve().isTimeFree()) {
            return advanceHorizontal(f);
        }
        Constraint c = f.c();
        TuPoly cur = c.curve();
        RealAlgebraic u0 = f.p().u();
        List<Cand> local = new ArrayList<>();
        for (TuPoly m : c.markers()) {
            addRoots(local, m.restrictedTo(cur, run.exact()), Trigger.MARKER, null, m, u0, f.dir());
        }
        addRoots(local, TuPoly.restLine().restrictedTo(cur, run.exact()), Trigger.REST, null, null, u0, f.dir());
        addRoots(local, TuPoly.verticalLine(run.travel()).restrictedTo(cur,
                run.exact()), Trigger.TRAVEL, null, null, u0, f.dir());
        IntPoly slope = verticalTangents(cur);
        addRoots(local, slope, Trigger.TANGENCY, null, null, u0, f.dir());
        addRoots(local, cur.b(), Trigger.POLE, null, null, u0, f.dir());
        TuPoly dS = c.frictionDenominator(f.slip());
        if (run.friction()) {
            addRoots(local, dS.restrictedTo(cur, run.exact()), Trigger.STICK, null, dS, u0, f.dir());
            addRoots(local, c.slip().restrictedTo(cur, run.exact()), Trigger.SLIP, null, null, u0, f.dir());
        }
        Box box = run.prefilter() ? branchBox(f, local) : Box.ALL;
        List<Cand> cands = new ArrayList<>();
        List<Constraint> same = new ArrayList<>();
        for (Constraint k : search.near(box, false)) {
            if (k != c && box.mayTouch(k)) {
                IntPoly n = k.curve().restrictedTo(cur, run.exact());
                if (n.isZero()) {
                    same.add(k);
                }
                addRoots(cands, n, Trigger.CROSS, k, null, u0, f.dir());
            }
        }
        cands.addAll(local);
        int d = f.dir();
        // candidate points in u order (direction d), equal ones grouped; sorted exactly only as far as consumed
        ExactOrder<Cand> order = new ExactOrder<>(cands, Cand::u, d);
        for (List<Cand> group = order.nextGroup(); group != null; group = order.nextGroup()) {
            RealAlgebraic r = group.get(0).u();
            Set<Trigger> trig = EnumSet.noneOf(Trigger.class);
            for (Cand k : group) {
                if (k.trigger() == Trigger.POLE) {
                    // t -> +infinity on this branch: the end of travel came first (it was not found: internal error)
                    throw new SnapfitInternalError("pawl " + run.pawl() + ": branch of " + c.contact().label()
                            + " reaches a pole");
                }
            }
            CPoint x = new CPoint(r, cur);
            List<Constraint> contacts = new ArrayList<>();
            contacts.add(c);
            for (Constraint k : same) {
                // same curve (collinear edges): touching only if the vertex is on this edge too
                if (LocalResolution.onEdgeAt(k, x)) {
                    contacts.add(k);
                }
            }
            for (Cand k : group) {
                if (k.trigger() == Trigger.CROSS && LocalResolution.onEdgeAt(k.other(), x)) {
                    contacts.add(k.other());
                }
                trig.add(k.trigger());
            }
            contacts = search.withUnpooled(x, contacts, k -> k.curve().restrictedTo(cur).isZero());
            Set<Trigger> fired = EnumSet.noneOf(Trigger.class);
            if (trig.contains(Trigger.REST) && x.u().signOf(IntPoly.X) == Sign.ZERO) {
                fired.add(Trigger.REST);
            }
            if (!TangentCone.admits(x, c, d, contacts)) {
                fired.add(Trigger.CROSS);
                if (!x.timeIncreasesAlong(cur, d)) {
                    fired.add(Trigger.TANGENCY);
                }
            }
            if (trig.contains(Trigger.TRAVEL)) {
                fired.add(Trigger.TRAVEL);
            }
            if (trig.contains(Trigger.STICK) && !LocalResolution.slides(c, x, d, f.sigma(), f.slip())) {
                fired.add(Trigger.STICK);
            }
            if (trig.contains(Trigger.SLIP) && LocalResolution.slipSign(c, x, d) != f.slip()) {
                fired.add(Trigger.SLIP);
            }
            if (!fired.isEmpty()) {
                return handlers.handle(f, x, fired, contacts);
            }
        }
        // no event: u runs to infinity on this branch, |theta| -> pi
        RealAlgebraic tEnd = RealAlgebraic.of(Rational.of(cur.a().coeff(2).negate(), cur.b().coeff(2)));
        log.add(new TrajectoryPiece.Follow(c, f.p().t(), tEnd, u0, u0, f.slip()));
        log.terminate(TerminationCause.ROTATION_LIMIT, tEnd, new PawlState(u0, Optional.of(c.contact())));
        return Step.DONE;
    }

    /** Adds the event where g (linear in t at fixed u) vanishes after x, if g.b(u) ≠ 0 there. */
    private static void addHorizontal(List<HCand> out, CPoint x, TuPoly g, Trigger tr, Constraint other) {
        if (x.u().signOf(g.b()) == Sign.ZERO) {
            return;
        }
        CPoint p = new CPoint(x.u(), g);
        if (p.t().compare(x.t()) == Comparison.LARGER) {
            out.add(new HCand(p, tr, other));
        }
    }

    /**
     * Advances along a t-independent constraint (b ≡ 0): u stays at the root c of a(u), t increases, θ̇ = 0.
     * Events: crossings with other constraints at u = c, the constraint's markers (linear in t at fixed u), slip
     * reversal, end of travel. The friction denominator depends on u only here (checked at entry).
     */
    private Step advanceHorizontal(Branch f) {
        Constraint c = f.c();
        CPoint x0 = onOwnPolynomial(f.p(), c.curve().a());
        List<HCand> cands = new ArrayList<>();
        List<Constraint> same = new ArrayList<>();
        // t runs from x0 to at most the end of travel at the fixed u
        Box box = run.prefilter() ? Box.around(x0.t(), x0.u(), x0.u()).include(RealAlgebraic.of(run.travel()))
                : Box.ALL;
        for (Constraint k : search.near(box, false)) {
            if (k == c || !box.mayTouch(k)) {
                continue;
            }
            if (x0.u().signOf(k.curve().b()) == Sign.ZERO) {
                if (x0.u().signOf(k.curve().a()) == Sign.ZERO) {
                    same.add(k);
                }
                continue;
            }
            addHorizontal(cands, x0, k.curve(), Trigger.CROSS, k);
        }
        for (TuPoly m : c.markers()) {
            addHorizontal(cands, x0, m, Trigger.MARKER, null);
        }
        addHorizontal(cands, x0, TuPoly.verticalLine(run.travel()), Trigger.TRAVEL, null);
        if (run.friction()) {
            addHorizontal(cands, x0, c.slip(), Trigger.SLIP, null);
        }
        cands.sort((p, q) -> p.p().t().compareTo(q.p().t()));
        int i = 0;
        while (i < cands.size()) {
            int jEnd = i;
            RealAlgebraic ti = cands.get(i).p().t();
            while (jEnd < cands.size() && cands.get(jEnd).p().t().compare(ti) == Comparison.EQUAL) {
                jEnd++;
            }
            CPoint x = cands.get(i).p();
            List<Constraint> contacts = new ArrayList<>();
            contacts.add(c);
            for (Constraint k : same) {
                // same curve (collinear edges): touching only if the vertex is on this edge too
                if (LocalResolution.onEdgeAt(k, x)) {
                    contacts.add(k);
                }
            }
            Set<Trigger> trig = EnumSet.noneOf(Trigger.class);
            for (HCand k : cands.subList(i, jEnd)) {
                if (k.trigger() == Trigger.CROSS && LocalResolution.onEdgeAt(k.other(), x)) {
                    contacts.add(k.other());
                }
                trig.add(k.trigger());
            }
            contacts = search.withUnpooled(x, contacts, k -> x.u().signOf(k.curve().b()) == Sign.ZERO);
            Set<Trigger> fired = EnumSet.noneOf(Trigger.class);
            if (!TangentCone.admitsHorizontal(x, c, contacts)) {
                fired.add(Trigger.CROSS);
            }
            if (trig.contains(Trigger.TRAVEL)) {
                fired.add(Trigger.TRAVEL);
            }
            if (trig.contains(Trigger.SLIP) && LocalResolution.slipSign(c, x, 0) != f.slip()) {
                fired.add(Trigger.SLIP);
            }
            if (!fired.isEmpty()) {
                return handlers.handle(f, x, fired, contacts);
            }
            i = jEnd;
        }
        throw new SnapfitInternalError("pawl " + run.pawl() + ": horizontal branch of " + c.contact().label()
                + " has no end before the end of travel");
    }

    /**
     * The same point with u re-expressed as a root of a (degree ≤ 2): the kernel's closed forms for rationals and
     * quadratic irrationals then replace resultant-based arithmetic along the horizontal branch (u found as a
     * crossing carries a higher-degree, non-minimal polynomial).
     */
    private CPoint onOwnPolynomial(CPoint x, IntPoly a) {
        for (RealAlgebraic r : Roots.of(a, run.exact())) {
            if (r.compare(x.u()) == Comparison.EQUAL) {
                return x.withU(r);
            }
        }
        return x;
    }

    /**
     * The box of (t, θ) that the branch can sweep in this advance, or {@link Box#ALL} when it is not bounded. The
     * branch certainly stops at the first of its own candidates (in the direction of motion) that ends it whatever
     * the other constraints do: the rest line, the end of travel, a pole, or an applicability marker of the
     * followed constraint that turns negative just past its root (the contact leaves its edge or corner). On
     * [u0, that root], t = −a(u)/b(u) is continuous and monotone between the vertical tangencies, so its range is
     * spanned by the values at the two ends and at the tangencies between them.
     */
    private static Box branchBox(Branch f, List<Cand> local) {
        int d = f.dir();
        TuPoly cur = f.c().curve();
        // the local candidates in u order up to the first that certainly stops the branch (sorted lazily)
        List<Cand> ord = new ArrayList<>();
        ExactOrder<Cand> order = new ExactOrder<>(local, Cand::u, d);
        RealAlgebraic lim = null;
        while (lim == null) {
            List<Cand> group = order.nextGroup();
            if (group == null) {
                break;
            }
            for (Cand k : group) {
                ord.add(k);
                Trigger tr = k.trigger();
                if (tr == Trigger.REST || tr == Trigger.TRAVEL || tr == Trigger.POLE || (tr == Trigger.MARKER
                        && new CPoint(k.u(), cur).signPastAlong(k.marker(), cur, d) == Sign.NEGATIVE)) {
                    lim = k.u();
                    break;
                }
            }
        }
        if (lim == null || ord.get(0).trigger() == Trigger.POLE) {
            return Box.ALL;
        }
        Box box = Box.around(f.p().t(), f.p().u(), lim).includeTimeOn(lim, cur);
        for (Cand k : ord) {
            if (k.u() == lim) {
                break;
            }
            if (k.trigger() == Trigger.TANGENCY) {
                box = box.includeTimeOn(k.u(), cur);
            }
        }
        return box;
    }

    /** a'b − ab': its roots are the vertical tangencies dt/du = 0 of the curve a + t b = 0. */
    private static IntPoly verticalTangents(TuPoly g) {
        IntPoly left = g.a().derivative().multiply(g.b());
        IntPoly right = g.a().multiply(g.b().derivative());
        return left.subtract(right);
    }

    private void addRoots(List<Cand> out, IntPoly n, Trigger tr, Constraint other, TuPoly marker, RealAlgebraic u0,
            int d) {
        if (n.isZero() || n.degree() < 1) {
            return;
        }
        for (RealAlgebraic rv : Roots.of(n, run.exact())) {
            Comparison cmp = rv.compare(u0);
            if ((d > 0 && cmp == Comparison.LARGER) || (d < 0 && cmp == Comparison.SMALLER)) {
                out.add(new Cand(rv, tr, other, marker));
            }
        }
    }
}
