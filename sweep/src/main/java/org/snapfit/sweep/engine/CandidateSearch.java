package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.Roots;
import org.snapfit.sweep.traits.TuPoly;

/**
 * Which constraints a pawl's searches look at, and the searches that need no local resolution: the pool (every
 * constraint, or the candidates of the free face of the run's start for {@link Engine#FACE}, {@link FacePruning}),
 * narrowed by the time index ({@link ConstraintIndex}) and the box filter ({@link Box}); the next collision at rest;
 * the contacts at a point; and the snap landing (the first curve in the way of a vertical move). Mutable only while
 * {@link #prepare} runs; confined to the pawl's sweep.
 */
final class CandidateSearch {

    /**
     * Margin on bucket ends, relative to the index's scale (dimensionless): the bucket of a time is computed in
     * doubles, so a time within a few ulps of a bucket end may land in the next bucket; 10⁻⁹ covers that with a
     * factor above 10⁶.
     */
    private static final double BUCKET_MARGIN_RELATIVE = 1e-9;

    private final RunSpec run;
    private final boolean face;
    private final int indexThreshold;
    /** The constraints the searches run over: all of them, or the candidates of the free face ({@link Engine#FACE}). */
    private List<Constraint> pool;
    /** Membership in the pool by constraint id, when the pool is not every constraint (else null). */
    private boolean[] inPool;
    /** The constraints indexed by their possible contact times (filtered engines on large C-spaces), else null. */
    private ConstraintIndex index;

    CandidateSearch(RunSpec run, Engine engine, int indexThreshold) {
        this.run = run;
        this.face = engine == Engine.FACE;
        this.indexThreshold = indexThreshold;
        this.pool = run.cs().constraints();
    }

    /** Builds the pool of a run starting at u0 (the free face's candidates for FACE) and the time index. */
    void prepare(RealAlgebraic u0) {
        List<Constraint> all = run.cs().constraints();
        if (face) {
            pool = FacePruning.prune(run.cs(), run.travel(), u0, run.exact()).pool();
            inPool = new boolean[all.size()];
            for (Constraint c : pool) {
                inPool[c.id()] = true;
            }
        }
        if (run.prefilter() && all.size() >= indexThreshold) {
            index = ConstraintIndex.of(all);
        }
    }

    /** The box of one time and the angles between two values of u, or {@link Box#ALL} without the filter. */
    Box box(RealAlgebraic t, RealAlgebraic ua, RealAlgebraic ub) {
        return run.prefilter() ? Box.around(t, ua, ub) : Box.ALL;
    }

    /**
     * The constraints a search in the box must consider, in id order: the pool (or every constraint), narrowed by
     * the time index when there is one and the box is bounded. Those left out cannot be touched in the box's times
     * ({@link ConstraintIndex}), so the box filter would have skipped them anyway.
     */
    List<Constraint> near(Box box, boolean everyConstraint) {
        List<Constraint> base = everyConstraint ? run.cs().constraints() : pool;
        if (index == null || box == Box.ALL) {
            return base;
        }
        List<Constraint> q = index.query(box.t1(), box.t2(), everyConstraint ? null : inPool);
        return q == null ? base : q;
    }

    /** The first collision at rest after {@code from} (strictly after when {@code strict}), within the travel. */
    Optional<Rational> nextCollision(RealAlgebraic from, boolean strict) {
        Rational best = null;
        Box box = run.prefilter() ? Box.around(from, RealAlgebraic.of(0), RealAlgebraic.of(0))
                .include(RealAlgebraic.of(run.travel())) : Box.ALL;
        if (index != null && box != Box.ALL && Double.isFinite(box.t1())) {
            // walk the buckets forward in t; a constraint first met in a later bucket cannot be touched before its
            // start, so once the best time lies (with a margin for the bucket arithmetic) before the end of the
            // buckets walked, no later one can improve it (the minimum does not depend on the visiting order)
            index.newPass();
            for (int i : index.always()) {
                best = collisionCandidate(index.get(i), box, from, strict, best);
            }
            double margin = BUCKET_MARGIN_RELATIVE * index.scale();
            for (int b = index.bucketOf(box.t1()); b < index.bucketCount(); b++) {
                for (int i : index.bucket(b)) {
                    if (index.firstSeen(i) && (inPool == null || inPool[i])) {
                        best = collisionCandidate(index.get(i), box, from, strict, best);
                    }
                }
                double end = index.bucketEnd(b);
                if (end - margin > box.t2() || (best != null && best.doubleValue() < end - margin)) {
                    break;
                }
            }
            return Optional.ofNullable(best);
        }
        for (Constraint c : pool) {
            best = collisionCandidate(c, box, from, strict, best);
        }
        return Optional.ofNullable(best);
    }

    /** The collision time of c at rest if it is before best (and after from, within travel, on c's edge), else best. */
    private Rational collisionCandidate(Constraint c, Box box, RealAlgebraic from, boolean strict, Rational best) {
        if (!box.mayTouch(c)) {
            return best;
        }
        Optional<Rational> approach = c.restApproachTime();
        if (approach.isEmpty()) {
            return best;
        }
        Rational tc = approach.get();
        Comparison cmp = from.compare(tc);
        if (cmp == Comparison.LARGER || (strict && cmp == Comparison.EQUAL)) {
            return best;
        }
        if (tc.compareTo(run.travel()) > 0 || (best != null && tc.compareTo(best) >= 0)) {
            return best;
        }
        CPoint x = new CPoint(RealAlgebraic.of(0), TuPoly.verticalLine(tc));
        return LocalResolution.onEdgeAt(c, x) ? tc : best;
    }

    /** Every constraint whose vertex lies on its (closed) edge at x. */
    List<Constraint> contactsAt(CPoint x) {
        List<Constraint> out = new ArrayList<>();
        Box box = box(x.t(), x.u(), x.u());
        for (Constraint c : near(box, true)) {
            if (box.mayTouch(c) && x.sign(c.curve()) == Sign.ZERO && LocalResolution.onEdgeAt(c, x)) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * The contacts at a point of a followed branch as the plain engine lists them: with a pruned pool
     * ({@link Engine#FACE}) the constraints outside it that touch at x are added, so that the local tests see
     * every contact. Order as the plain engine builds it: the followed constraint, then those with the same curve,
     * then the crossing ones, each group in id order.
     */
    List<Constraint> withUnpooled(CPoint x, List<Constraint> contacts, Predicate<Constraint> sameCurve) {
        if (inPool == null) {
            return contacts;
        }
        List<Constraint> extra = new ArrayList<>();
        for (Constraint k : contactsAt(x)) {
            if (!inPool[k.id()] && k != contacts.get(0)) {
                extra.add(k);
            }
        }
        if (extra.isEmpty()) {
            return contacts;
        }
        List<Constraint> same = new ArrayList<>();
        List<Constraint> cross = new ArrayList<>();
        for (Constraint k : TangentCone.concat(contacts.subList(1, contacts.size()), extra)) {
            (sameCurve.test(k) ? same : cross).add(k);
        }
        same.sort(Comparator.comparingInt(Constraint::id));
        cross.sort(Comparator.comparingInt(Constraint::id));
        List<Constraint> out = new ArrayList<>();
        out.add(contacts.get(0));
        out.addAll(same);
        out.addAll(cross);
        return out;
    }

    /**
     * Where a snap from x (vertical move towards rest, u on side {@code sigma}) lands: the first point on the way
     * where a constraint blocks the move, or empty when the pawl reaches rest. The landing u's of a curve a + t·b
     * at the snap time t (polynomial m) are the roots of Σ m_j (−a)^j b^(n−j), kept when the curve's time there
     * equals t exactly; the landing point then carries the snap's own time.
     *
     * @param x the snap's start
     * @param sigma the side of rest (sign of u at x)
     * @return the landing point and the constraint there, or empty
     */
    Optional<Landing> landing(CPoint x, int sigma) {
        RealAlgebraic t = x.t();
        IntPoly mt = t.polynomial();
        CPoint best = null;
        Constraint bestC = null;
        Box box = box(t, x.u(), RealAlgebraic.of(0));
        double[] tHull = run.prefilter() ? Box.hull(t) : null;
        for (Constraint k : near(box, false)) {
            if (!box.mayTouch(k)) {
                continue;
            }
            TuPoly g = k.curve();
            if (g.b().isZero()) {
                // a t-independent constraint u = c (an edge parallel to the motion): the landing point (t, c) has
                // the snap's time, which no curve through it defines — an explicit-time point
                for (RealAlgebraic r : Roots.of(g.a(), run.exact())) {
                    if (r.signOf(IntPoly.X).intValue() != sigma || r.compare(x.u()).intValue() != -sigma
                            || best != null && r.compare(best.u()).intValue() != sigma) {
                        continue;
                    }
                    CPoint xr = CPoint.atTime(r, t);
                    if (xr.signPastVertical(g, -sigma) != Sign.NEGATIVE || !LocalResolution.onEdgeAt(k, xr)) {
                        continue;
                    }
                    if (TangentCone.penetrates(contactsAt(xr), TangentCone.vertical(xr, -sigma))) {
                        best = xr;
                        bestC = k;
                    }
                }
                continue;
            }
            IntPoly l = IntPoly.ZERO;
            int n = mt.degree();
            IntPoly minusA = g.a().negate();
            for (int j = 0; j <= n; j++) {
                l = l.add(minusA.pow(j).multiply(g.b().pow(n - j)).scale(mt.coeff(j)));
            }
            if (l.isZero()) {
                continue;
            }
            for (RealAlgebraic r : Roots.of(l, run.exact())) {
                if (r.signOf(IntPoly.X).intValue() != sigma || r.compare(x.u()).intValue() != -sigma) {
                    continue;
                }
                if (r.signOf(g.b()) == Sign.ZERO) {
                    continue;
                }
                if (best != null && r.compare(best.u()).intValue() != sigma) {
                    continue; // not nearer the start of the snap than the landing found so far: no need to test it
                }
                if (run.prefilter() && Box.certainlyNotAtTime(r, g, tHull)) {
                    continue; // a root of l at another time (l's roots are every u with t^j-conjugate times)
                }
                CPoint xr = new CPoint(r, g);
                if (xr.signPastVertical(g, -sigma) != Sign.NEGATIVE || !LocalResolution.onEdgeAt(k, xr)
                        || xr.t().compare(t) != Comparison.EQUAL) {
                    continue;
                }
                if (TangentCone.penetrates(contactsAt(xr), TangentCone.vertical(xr, -sigma))) {
                    best = xr.withTime(t);
                    bestC = k;
                }
            }
        }
        return best == null ? Optional.empty() : Optional.of(new Landing(best, bestC));
    }

    /**
     * A snap's landing.
     *
     * @param point where the pawl lands
     * @param constraint the constraint it lands on
     */
    record Landing(CPoint point, Constraint constraint) {
    }
}
