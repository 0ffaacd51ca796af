package org.snapfit.algebra.cspace;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.arrangement.ArcEnd;
import org.snapfit.algebra.arrangement.ArrangementTraits;
import org.snapfit.algebra.arrangement.BoundarySide;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Exact arrangement traits for graph arcs in CGAL's frame (x = u horizontal, y = t vertical), after CGAL's
 * {@code Arr_rational_function_traits_2}: arcs are x-monotone between poles, ends at poles lie on the
 * {@code TOP}/{@code BOTTOM} boundary, ends at u → ±∞ on {@code LEFT}/{@code RIGHT}. Every answer is the sign of an
 * integer polynomial at a real algebraic u (via the {@link CurveKernel}). Degenerate cases: overlapping arcs (same
 * reduced curve) compare {@code EQUAL} beside a common point, and their common points are the finite ends of the
 * overlap; tangencies are common points like crossings. Not thread-safe (the kernel is not).
 *
 * <p><b>Cost and filters.</b> The order predicates never isolate crossings: they take the sign of the cached
 * difference polynomial (a2·b1 − a1·b2)·b1·b2 at u ({@link RealAlgebraic#signOf}: certified Horner filter, then
 * exact), or of its first non-vanishing derivative beside u. Only {@link #intersect} isolates the crossings of a
 * pair (cached in the kernel), and only when the certified bounding boxes of the two arcs ({@code ArcBox}:
 * outward-rounded enclosures of the ends and the stationary points) meet: disjoint boxes prove there is no common
 * point. End points are built once per arc.
 */
public final class CSpaceTraits implements ArrangementTraits<GraphArc, ArcPoint> {
    /**
     * Width (in u, dimensionless) to which a crossing's isolating interval is narrowed when it becomes an arrangement
     * point: 2^-40, so that the floating filters of later predicates on it usually decide at the first try. Affects
     * speed only, never an answer.
     */
    static final Rational POINT_WIDTH = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(40));

    /** Relative width (dimensionless) above which a u's enclosure is narrowed before filtering: 2^-30. */
    static final double WIDE_ENCLOSURE = 0x1p-30;

    private final CurveKernel kernel;
    private final Map<Long, IntPoly> differences = new HashMap<>();
    private final Map<IntPoly, IntPoly> derivatives = new IdentityHashMap<>();
    private final Map<GraphArc, ArcPoint[]> ends = new IdentityHashMap<>();

    /**
     * Traits over one kernel.
     *
     * @param kernel the kernel that owns every curve passed in
     */
    public CSpaceTraits(CurveKernel kernel) {
        this.kernel = kernel;
    }

    /**
     * The kernel.
     *
     * @return the kernel
     */
    public CurveKernel kernel() {
        return kernel;
    }

    @Override
    public Comparison compareX(ArcPoint p, ArcPoint q) {
        return p.u().compare(q.u());
    }

    @Override
    public Comparison compareXY(ArcPoint p, ArcPoint q) {
        Comparison c = p.u().compare(q.u());
        return c != Comparison.EQUAL ? c : compareCurves(p.curve(), q.curve(), p.u());
    }

    /** The order of two t-values from certified enclosures (null: unknown) when they are disjoint. */
    private static Optional<Comparison> filtered(Interval t1, Interval t2) {
        if (t1 != null && t2 != null) {
            if (t1.strictlyBelow(t2)) {
                return Optional.of(Comparison.SMALLER);
            }
            if (t2.strictlyBelow(t1)) {
                return Optional.of(Comparison.LARGER);
            }
        }
        return Optional.empty();
    }

    /**
     * Sign of t1 − t2 at u for reduced curves. Filter: disjoint interval enclosures of t1 and t2 over u's
     * enclosure ({@link ArcBox#tEnclosure}, outward-rounded, see there for the bound; cached per curve for the last
     * enclosure, since the sweep meets thousands of events on one vertical line) decide; otherwise the sign of
     * the cached difference polynomial at u (certified Horner filter, then exact). No crossing isolation.
     * Precondition (callers guarantee it): u is a pole of neither curve.
     */
    private Comparison compareCurves(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u) {
        CSpaceCurve r1 = c1.reduced();
        CSpaceCurve r2 = c2.reduced();
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        Interval ue = narrowed(u).enclosure();
        return filtered(r1.tEnclosure(ue), r2.tEnclosure(ue)).orElseGet(() -> exactOrder(r1, r2, u));
    }

    /** Sign of t1 − t2 at u for distinct reduced curves, exactly: the cached difference polynomial's sign. */
    private Comparison exactOrder(CSpaceCurve r1, CSpaceCurve r2, RealAlgebraic u) {
        Comparison cmp = Comparison.of(u.signOf(difference(r1, r2)).intValue());
        return r1.id() < r2.id() ? cmp : cmp.reverse();
    }

    private Comparison compareNear(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u, boolean left) {
        CSpaceCurve r1 = c1.reduced();
        CSpaceCurve r2 = c2.reduced();
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        IntPoly d = difference(r1, r2);
        Sign s = left ? CurveKernel.signLeftOf(d, u) : CurveKernel.signRightOf(d, u);
        Comparison cmp = Comparison.of(s.intValue());
        return r1.id() < r2.id() ? cmp : cmp.reverse();
    }

    /**
     * u itself, its cached isolating interval narrowed once to {@link #POINT_WIDTH} when its double enclosure is
     * wider than {@link #WIDE_ENCLOSURE} (relative to max(1, |u|)), so the floating filters of this and later calls
     * decide at once instead of refining a local copy every time. Speed only: the value is unchanged.
     */
    private static RealAlgebraic narrowed(RealAlgebraic u) {
        Interval e = u.enclosure();
        double scale = Math.max(1, Math.max(Math.abs(e.lo()), Math.abs(e.hi())));
        if (e.width() > WIDE_ENCLOSURE * scale) {
            u.refine(POINT_WIDTH);
        }
        return u;
    }

    /**
     * (a2·b1 − a1·b2)·b1·b2 for the curve with the smaller id as curve 1: its sign at a u that is a pole of neither
     * is the sign of t1(u) − t2(u). Cached per pair; non-zero for distinct reduced curves (hash-consing).
     */
    private IntPoly difference(CSpaceCurve r1, CSpaceCurve r2) {
        CSpaceCurve f = r1.id() < r2.id() ? r1 : r2;
        CSpaceCurve s = f == r1 ? r2 : r1;
        long key = CurveKernel.pairKey(f, s);
        IntPoly d = differences.get(key);
        if (d == null) {
            d = IntPoly.productDifference(s.a(), f.b(), f.a(), s.b()).multiply(f.b()).multiply(s.b());
            differences.put(key, d);
        }
        return d;
    }

    @Override
    public Optional<BoundarySide> boundary(GraphArc c, ArcEnd end) {
        Optional<RealAlgebraic> bound = end == ArcEnd.MIN ? c.uMin() : c.uMax();
        if (bound.isEmpty()) {
            return Optional.of(end == ArcEnd.MIN ? BoundarySide.LEFT : BoundarySide.RIGHT);
        }
        Sign pole = end == ArcEnd.MIN ? c.minPoleSign() : c.maxPoleSign();
        if (pole == Sign.ZERO) {
            return Optional.empty();
        }
        return Optional.of(pole == Sign.POSITIVE ? BoundarySide.TOP : BoundarySide.BOTTOM);
    }

    @Override
    public ArcPoint endPoint(GraphArc c, ArcEnd end) {
        if (boundary(c, end).isPresent()) {
            throw new IllegalArgumentException("end " + end + " of " + c + " is unbounded; it has no finite point");
        }
        ArcPoint[] e = ends.computeIfAbsent(c, k -> new ArcPoint[2]);
        int i = end.ordinal();
        if (e[i] == null) {
            e[i] = new ArcPoint(end == ArcEnd.MIN ? c.uMin().orElseThrow() : c.uMax().orElseThrow(), c.curve());
        }
        return e[i];
    }

    @Override
    public Comparison compareXToEnd(ArcPoint p, GraphArc c, ArcEnd end) {
        Optional<RealAlgebraic> bound = end == ArcEnd.MIN ? c.uMin() : c.uMax();
        if (bound.isEmpty()) {
            return end == ArcEnd.MIN ? Comparison.LARGER : Comparison.SMALLER;
        }
        Comparison cmp = p.u().compare(bound.get());
        Sign pole = end == ArcEnd.MIN ? c.minPoleSign() : c.maxPoleSign();
        if (cmp == Comparison.EQUAL && pole != Sign.ZERO) {
            return end == ArcEnd.MIN ? Comparison.SMALLER : Comparison.LARGER;
        }
        return cmp;
    }

    @Override
    public Comparison compareYAtX(ArcPoint p, GraphArc c) {
        return compareCurves(p.curve(), c.curve(), p.u());
    }

    @Override
    public Comparison compareCurvesAtX(GraphArc c1, GraphArc c2, ArcPoint p) {
        return compareCurves(c1.curve(), c2.curve(), p.u());
    }

    @Override
    public Comparison compareYAtXRight(GraphArc c1, GraphArc c2, ArcPoint p) {
        return compareThrough(c1.curve(), c2.curve(), p.u(), false);
    }

    @Override
    public Comparison compareYAtXLeft(GraphArc c1, GraphArc c2, ArcPoint p) {
        return compareThrough(c1.curve(), c2.curve(), p.u(), true);
    }

    /**
     * Order beside u of two curves that both pass through the point over u (the traits' contract for
     * compareYAtXRight/Left): the difference polynomial d vanishes at u, so the order just right of u is the sign of
     * d′(u) when that is non-zero (just left: its negation). First filter: the certified interval sign of
     * t1′(u) − t2′(u), which has the sign of d′(u) there ({@link ArcBox#slopeDifferenceSign}; no polynomial is
     * built); then d′(u) through {@link RealAlgebraic#signOf} (certified filter, then exact); only when d′(u) = 0
     * (a tangency) the general {@link #compareNear} decides.
     */
    private Comparison compareThrough(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u, boolean left) {
        CSpaceCurve r1 = c1.reduced();
        CSpaceCurve r2 = c2.reduced();
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        Optional<Sign> f = ArcBox.slopeDifferenceSign(r1, r2, narrowed(u).enclosure());
        if (f.isPresent()) {
            // d′(u) = (t1′(u) − t2′(u))·b1²·b2² at a common point, with d oriented as r1 − r2 here
            return Comparison.of((left ? f.get().negate() : f.get()).intValue());
        }
        IntPoly d = difference(r1, r2);
        IntPoly d1 = derivatives.computeIfAbsent(d, IntPoly::derivative);
        Sign s = narrowed(u).signOf(d1);
        if (s == Sign.ZERO) {
            return compareNear(c1, c2, u, left);
        }
        Comparison cmp = Comparison.of((left ? s.negate() : s).intValue());
        return r1.id() < r2.id() ? cmp : cmp.reverse();
    }

    @Override
    public Comparison compareEndsOnBoundary(GraphArc c1, ArcEnd end1, GraphArc c2, ArcEnd end2) {
        BoundarySide side = boundary(c1, end1).orElseThrow();
        if (side == BoundarySide.LEFT || side == BoundarySide.RIGHT) {
            return compareAtInfinity(c1.curve(), c2.curve(), side == BoundarySide.RIGHT);
        }
        RealAlgebraic u1 = (end1 == ArcEnd.MIN ? c1.uMin() : c1.uMax()).orElseThrow();
        RealAlgebraic u2 = (end2 == ArcEnd.MIN ? c2.uMin() : c2.uMax()).orElseThrow();
        Comparison cmp = u1.compare(u2);
        if (cmp != Comparison.EQUAL) {
            return cmp;
        }
        if (end1 != end2) {
            // at the same pole, an end approached from the left (MAX end) lies left of one approached from the right
            return end1 == ArcEnd.MAX ? Comparison.SMALLER : Comparison.LARGER;
        }
        Comparison f = compareNear(c1.curve(), c2.curve(), u1, end1 == ArcEnd.MAX);
        // TOP from the right and BOTTOM from the left: the higher curve lies further right; otherwise further left
        boolean same = (side == BoundarySide.TOP) == (end1 == ArcEnd.MIN);
        return same ? f : f.reverse();
    }

    private Comparison compareAtInfinity(CSpaceCurve c1, CSpaceCurve c2, boolean towardsPlus) {
        CSpaceCurve r1 = c1.reduced();
        CSpaceCurve r2 = c2.reduced();
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        IntPoly d = difference(r1, r2);
        int s = d.leadingCoeff().signum();
        if (!towardsPlus && d.degree() % 2 == 1) {
            s = -s;
        }
        Comparison cmp = Comparison.of(s);
        return r1.id() < r2.id() ? cmp : cmp.reverse();
    }

    /**
     * Compares the x-coordinates (u) of two arc ends, finite or at a pole; ends at u → ±∞ compare as ∓∞ / ±∞.
     *
     * @param c1 an arc
     * @param end1 an end of c1
     * @param c2 an arc
     * @param end2 an end of c2
     * @return the order of the two ends' u; {@code EQUAL} when both lie over the same u (or at the same infinity)
     */
    @Override
    public Comparison compareXOfEnds(GraphArc c1, ArcEnd end1, GraphArc c2, ArcEnd end2) {
        return compareBounds(end1 == ArcEnd.MIN ? c1.uMin() : c1.uMax(), end1, end2 == ArcEnd.MIN ? c2.uMin() : c2.uMax(),
                end2);
    }

    /** The order of two ends' u: a present bound by value; an empty one at −∞ (MIN end) or +∞ (MAX end). */
    static Comparison compareBounds(Optional<RealAlgebraic> b1, ArcEnd end1, Optional<RealAlgebraic> b2, ArcEnd end2) {
        if (b1.isPresent() && b2.isPresent()) {
            return b1.get().compare(b2.get());
        }
        int r1 = b1.isPresent() ? 0 : end1 == ArcEnd.MIN ? -1 : 1;
        int r2 = b2.isPresent() ? 0 : end2 == ArcEnd.MIN ? -1 : 1;
        return Comparison.of(Integer.compare(r1, r2));
    }

    /**
     * All common points of two arcs; skipped (empty) when their certified boxes are disjoint.
     *
     * @param c1 an arc
     * @param c2 an arc
     * @return the common points
     */
    @Override
    public List<ArcPoint> intersect(GraphArc c1, GraphArc c2) {
        List<ArcPoint> out = new ArrayList<>();
        if (box(c1).disjoint(box(c2))) {
            return out;
        }
        if (c1.curve() == c2.curve()) {
            addFiniteEndsInside(c1, c2, out);
            addFiniteEndsInside(c2, c1, out);
            return out;
        }
        for (Crossing x : kernel.crossings(c1.curve(), c2.curve())) {
            if (c1.containsU(x.u()) && c2.containsU(x.u())) {
                // narrow the kernel's cached root once, so later filters on this point decide at once
                out.add(new ArcPoint(x.u().refine(POINT_WIDTH), c1.curve()));
            }
        }
        return out;
    }

    private ArcBox box(GraphArc c) {
        return c.box(kernel);
    }

    private void addFiniteEndsInside(GraphArc a, GraphArc b, List<ArcPoint> out) {
        for (ArcEnd e : ArcEnd.values()) {
            if (boundary(a, e).isEmpty()) {
                ArcPoint p = endPoint(a, e);
                if (b.containsU(p.u())) {
                    out.add(p);
                }
            }
        }
    }
}
