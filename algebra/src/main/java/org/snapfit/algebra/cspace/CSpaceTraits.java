package org.snapfit.algebra.cspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.arrangement.ArcEnd;
import org.snapfit.algebra.arrangement.ArrangementTraits;
import org.snapfit.algebra.arrangement.BoundarySide;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Exact arrangement traits for graph arcs in CGAL's frame (x = u horizontal, y = t vertical), after CGAL's
 * {@code Arr_rational_function_traits_2}: arcs are x-monotone between poles, ends at poles lie on the
 * {@code TOP}/{@code BOTTOM} boundary, ends at u → ±∞ on {@code LEFT}/{@code RIGHT}. Every answer is the sign of an
 * integer polynomial at a real algebraic u (via the {@link CurveKernel}). Degenerate cases: overlapping arcs (same
 * reduced curve) compare {@code EQUAL} beside a common point, and their common points are the finite ends of the
 * overlap; tangencies are common points like crossings. Not thread-safe (the kernel is not).
 */
public final class CSpaceTraits implements ArrangementTraits<GraphArc, ArcPoint> {
    private final CurveKernel kernel;

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
        return c != Comparison.EQUAL ? c : kernel.compareAt(p.curve(), q.curve(), p.u());
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
        return new ArcPoint(end == ArcEnd.MIN ? c.uMin().orElseThrow() : c.uMax().orElseThrow(), c.curve());
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
        return kernel.compareAt(p.curve(), c.curve(), p.u());
    }

    @Override
    public Comparison compareCurvesAtX(GraphArc c1, GraphArc c2, ArcPoint p) {
        return kernel.compareAt(c1.curve(), c2.curve(), p.u());
    }

    @Override
    public Comparison compareYAtXRight(GraphArc c1, GraphArc c2, ArcPoint p) {
        return kernel.compareRightOf(c1.curve(), c2.curve(), p.u());
    }

    @Override
    public Comparison compareYAtXLeft(GraphArc c1, GraphArc c2, ArcPoint p) {
        return kernel.compareLeftOf(c1.curve(), c2.curve(), p.u());
    }

    @Override
    public Comparison compareEndsOnBoundary(GraphArc c1, ArcEnd end1, GraphArc c2, ArcEnd end2) {
        BoundarySide side = boundary(c1, end1).orElseThrow();
        if (side == BoundarySide.LEFT || side == BoundarySide.RIGHT) {
            return kernel.compareAtInfinity(c1.curve(), c2.curve(), side == BoundarySide.RIGHT);
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
        Comparison f = end1 == ArcEnd.MIN ? kernel.compareRightOf(c1.curve(), c2.curve(), u1)
                : kernel.compareLeftOf(c1.curve(), c2.curve(), u1);
        // TOP from the right and BOTTOM from the left: the higher curve lies further right; otherwise further left
        boolean same = (side == BoundarySide.TOP) == (end1 == ArcEnd.MIN);
        return same ? f : f.reverse();
    }

    @Override
    public List<ArcPoint> intersect(GraphArc c1, GraphArc c2) {
        List<ArcPoint> out = new ArrayList<>();
        if (c1.curve() == c2.curve()) {
            addFiniteEndsInside(c1, c2, out);
            addFiniteEndsInside(c2, c1, out);
            return out;
        }
        for (Crossing x : kernel.crossings(c1.curve(), c2.curve())) {
            if (c1.containsU(x.u()) && c2.containsU(x.u())) {
                out.add(new ArcPoint(x.u(), c1.curve()));
            }
        }
        return out;
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
