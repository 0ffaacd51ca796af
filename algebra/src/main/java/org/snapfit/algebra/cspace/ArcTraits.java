package org.snapfit.algebra.cspace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.arrangement.ArcEnd;
import org.snapfit.algebra.arrangement.ArrangementTraits;
import org.snapfit.algebra.arrangement.BoundarySide;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Exact arrangement traits for every kind of C-space arc in CGAL's frame (x = u horizontal, y = t vertical): the
 * graph arcs of {@link CSpaceTraits} (to which every question about two graph arcs is delegated unchanged) plus the
 * {@link HorizontalArc}s of t-independent constraints, which in this frame are <em>vertical</em> segments, rays or
 * lines x = u0 (u0 a real algebraic root of a) with y from tMin (or −∞) to tMax (or +∞). CGAL's
 * {@code Arr_rational_function_traits_2} cannot represent them; these traits follow the conventions of CGAL's
 * traits that do support vertical curves ({@link ArrangementTraits#isVertical}): the lower end is {@code MIN}, an
 * unbounded lower (upper) end lies on {@code BOTTOM} ({@code TOP}) at u0, between the pole ends approached from the
 * left of u0 and those approached from the right.
 *
 * <p>Points stay {@link ArcPoint}s: a finite end (u0, t) of a horizontal arc is the point over u0 on the constant
 * curve t' = t (hash-consed by the kernel), a common point with a graph arc is the point over u0 on that arc's
 * curve. Every answer is the sign of an integer polynomial at a real algebraic u (the comparisons of a point's t
 * with a rational bound go through {@link CSpaceTraits#compareXY}). Not thread-safe (the kernel is not).
 */
public final class ArcTraits implements ArrangementTraits<Arc, ArcPoint> {
    private final CSpaceTraits graph;
    private final Map<Rational, CSpaceCurve> constants = new HashMap<>();
    private final Map<HorizontalArc, ArcPoint[]> ends = new IdentityHashMap<>();

    /**
     * Traits over one kernel.
     *
     * @param kernel the kernel that owns every curve passed in
     */
    public ArcTraits(CurveKernel kernel) {
        this.graph = new CSpaceTraits(kernel);
    }

    /**
     * The traits for graph arcs that answer every question about two graph arcs.
     *
     * @return the graph-arc traits (same kernel)
     */
    public CSpaceTraits graphTraits() {
        return graph;
    }

    /**
     * The point (u, t) for a rational t, as an {@link ArcPoint} on the constant curve t' = t.
     *
     * @param u the u-coordinate
     * @param t the t-coordinate
     * @return the point
     */
    public ArcPoint point(RealAlgebraic u, Rational t) {
        return new ArcPoint(u, constant(t));
    }

    private CSpaceCurve constant(Rational t) {
        return constants.computeIfAbsent(t, k -> graph.kernel().curve(new Rational[] {k},
                new Rational[] {Rational.MINUS_ONE}));
    }

    @Override
    public boolean isVertical(Arc c) {
        return c instanceof HorizontalArc;
    }

    @Override
    public Comparison compareX(ArcPoint p, ArcPoint q) {
        return graph.compareX(p, q);
    }

    @Override
    public Comparison compareXY(ArcPoint p, ArcPoint q) {
        return graph.compareXY(p, q);
    }

    @Override
    public Optional<BoundarySide> boundary(Arc c, ArcEnd end) {
        if (c instanceof HorizontalArc h) {
            Optional<Rational> bound = end == ArcEnd.MIN ? h.tMin() : h.tMax();
            return bound.isPresent() ? Optional.empty()
                    : Optional.of(end == ArcEnd.MIN ? BoundarySide.BOTTOM : BoundarySide.TOP);
        }
        return graph.boundary((GraphArc) c, end);
    }

    @Override
    public ArcPoint endPoint(Arc c, ArcEnd end) {
        if (c instanceof HorizontalArc h) {
            Optional<Rational> bound = end == ArcEnd.MIN ? h.tMin() : h.tMax();
            if (bound.isEmpty()) {
                throw new IllegalArgumentException("end " + end + " of " + h + " is unbounded; it has no finite point");
            }
            ArcPoint[] e = ends.computeIfAbsent(h, k -> new ArcPoint[2]);
            int i = end.ordinal();
            if (e[i] == null) {
                e[i] = point(h.u(), bound.get());
            }
            return e[i];
        }
        return graph.endPoint((GraphArc) c, end);
    }

    @Override
    public Comparison compareXToEnd(ArcPoint p, Arc c, ArcEnd end) {
        if (c instanceof HorizontalArc h) {
            return p.u().compare(h.u());
        }
        return graph.compareXToEnd(p, (GraphArc) c, end);
    }

    @Override
    public Comparison compareYAtX(ArcPoint p, Arc c) {
        if (c instanceof HorizontalArc h) {
            if (h.tMin().isPresent() && compareT(p, h.tMin().get()) == Comparison.SMALLER) {
                return Comparison.SMALLER;
            }
            if (h.tMax().isPresent() && compareT(p, h.tMax().get()) == Comparison.LARGER) {
                return Comparison.LARGER;
            }
            return Comparison.EQUAL;
        }
        return graph.compareYAtX(p, (GraphArc) c);
    }

    /** The order of p's t and a rational t at p's u (exact, through the graph traits' filtered comparison). */
    private Comparison compareT(ArcPoint p, Rational t) {
        return graph.compareXY(p, new ArcPoint(p.u(), constant(t)));
    }

    /**
     * Compares two arcs on the vertical line through p; both must be graph arcs (a vertical arc has no single y).
     *
     * @param c1 a graph arc defined at x(p)
     * @param c2 a graph arc defined at x(p)
     * @param p the point giving the x-coordinate
     * @return the order of c1's t relative to c2's t at u(p)
     * @throws IllegalArgumentException if c1 or c2 is a horizontal (vertical in this frame) arc
     */
    @Override
    public Comparison compareCurvesAtX(Arc c1, Arc c2, ArcPoint p) {
        for (Arc c : List.of(c1, c2)) {
            if (c instanceof HorizontalArc) {
                throw new IllegalArgumentException("arc " + c + " is vertical in the (u, t) frame; it has no single t "
                        + "at u = " + p.u());
            }
        }
        return graph.compareCurvesAtX((GraphArc) c1, (GraphArc) c2, p);
    }

    @Override
    public Comparison compareYAtXRight(Arc c1, Arc c2, ArcPoint p) {
        // a vertical arc leaving p upwards lies above every arc leaving p to the right
        return c1 instanceof GraphArc g1 && c2 instanceof GraphArc g2 ? graph.compareYAtXRight(g1, g2, p)
                : verticalFirst(c1, c2).reverse();
    }

    @Override
    public Comparison compareYAtXLeft(Arc c1, Arc c2, ArcPoint p) {
        // a vertical arc arriving at p from below lies below every arc arriving from the left
        return c1 instanceof GraphArc g1 && c2 instanceof GraphArc g2 ? graph.compareYAtXLeft(g1, g2, p)
                : verticalFirst(c1, c2);
    }

    /** EQUAL for two vertical arcs, else SMALLER when c1 is the vertical one. */
    private static Comparison verticalFirst(Arc c1, Arc c2) {
        boolean v1 = c1 instanceof HorizontalArc;
        return v1 == c2 instanceof HorizontalArc ? Comparison.EQUAL : v1 ? Comparison.SMALLER : Comparison.LARGER;
    }

    @Override
    public Comparison compareEndsOnBoundary(Arc c1, ArcEnd end1, Arc c2, ArcEnd end2) {
        if (c1 instanceof GraphArc g1 && c2 instanceof GraphArc g2) {
            return graph.compareEndsOnBoundary(g1, end1, g2, end2);
        }
        // both ends on TOP or both on BOTTOM (a vertical arc has no end on LEFT/RIGHT): ordered by increasing u
        Comparison cmp = xOfEnd(c1, end1).orElseThrow().compare(xOfEnd(c2, end2).orElseThrow());
        if (cmp != Comparison.EQUAL) {
            return cmp;
        }
        if (c1 instanceof HorizontalArc && c2 instanceof HorizontalArc) {
            return Comparison.EQUAL;
        }
        // at the same u0: pole ends approached from the left (MAX), then the vertical arc, then those from the right
        if (c1 instanceof HorizontalArc) {
            return end2 == ArcEnd.MAX ? Comparison.LARGER : Comparison.SMALLER;
        }
        return end1 == ArcEnd.MAX ? Comparison.SMALLER : Comparison.LARGER;
    }

    /** The u of an end: u0 for a horizontal arc, the bound for a graph arc, empty at u → ±∞. */
    private static Optional<RealAlgebraic> xOfEnd(Arc c, ArcEnd end) {
        if (c instanceof HorizontalArc h) {
            return Optional.of(h.u());
        }
        GraphArc g = (GraphArc) c;
        return end == ArcEnd.MIN ? g.uMin() : g.uMax();
    }

    @Override
    public Comparison compareXOfEnds(Arc c1, ArcEnd end1, Arc c2, ArcEnd end2) {
        return CSpaceTraits.compareBounds(xOfEnd(c1, end1), end1, xOfEnd(c2, end2), end2);
    }

    /**
     * All common points of two arcs: {@link CSpaceTraits#intersect} for two graph arcs; for a horizontal arc and a
     * graph arc the point over u0 on the graph when the graph is defined at u0 (not a pole, inside its u-range) and
     * its t there lies in the horizontal arc's closed t-range; for two horizontal arcs on the same line the finite
     * ends of each that lie on the other (the ends of the overlap, or the common end point).
     *
     * @param c1 an arc
     * @param c2 an arc
     * @return the common points
     */
    @Override
    public List<ArcPoint> intersect(Arc c1, Arc c2) {
        if (c1 instanceof GraphArc g1 && c2 instanceof GraphArc g2) {
            return graph.intersect(g1, g2);
        }
        List<ArcPoint> out = new ArrayList<>();
        if (c1 instanceof HorizontalArc h1 && c2 instanceof HorizontalArc h2) {
            if (h1.u().compare(h2.u()) == Comparison.EQUAL) {
                addEndsOn(h1, h2, out);
                addEndsOn(h2, h1, out);
            }
            return out;
        }
        HorizontalArc h = c1 instanceof HorizontalArc a ? a : (HorizontalArc) c2;
        GraphArc g = c1 instanceof GraphArc a ? a : (GraphArc) c2;
        if (g.containsU(h.u())) {
            ArcPoint q = new ArcPoint(h.u(), g.curve());
            if (compareYAtX(q, h) == Comparison.EQUAL) {
                out.add(q);
            }
        }
        return out;
    }

    private void addEndsOn(HorizontalArc a, HorizontalArc b, List<ArcPoint> out) {
        for (ArcEnd e : ArcEnd.values()) {
            if (boundary(a, e).isEmpty()) {
                ArcPoint p = endPoint(a, e);
                if (compareYAtX(p, b) == Comparison.EQUAL) {
                    out.add(p);
                }
            }
        }
    }
}
