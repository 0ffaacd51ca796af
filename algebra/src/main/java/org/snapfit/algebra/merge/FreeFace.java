package org.snapfit.algebra.merge;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.arrangement.Location;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * The face F of an arrangement of C-space arcs that contains a start point z: its boundary cycles as sequences of
 * {@link BoundaryEdge}s with exact algebraic end points (outer cycle first, empty when F's outer boundary lies at
 * infinity; then one cycle per hole), whether it is unbounded, and the queries a sweep in t needs. The face lies to
 * the left of every boundary edge's direction (see {@link BoundaryEdge}). z lies in F's interior: a start on a curve
 * is rejected when the face is built. Immutable.
 */
public final class FreeFace {
    private final List<List<BoundaryEdge>> cycles;
    private final boolean unbounded;
    private final ArcPoint start;

    private FreeFace(List<List<BoundaryEdge>> cycles, boolean unbounded, ArcPoint start) {
        List<List<BoundaryEdge>> c = new ArrayList<>();
        for (List<BoundaryEdge> cyc : cycles) {
            c.add(List.copyOf(cyc));
        }
        this.cycles = Collections.unmodifiableList(c);
        this.unbounded = unbounded;
        this.start = start;
    }

    /**
     * Extracts the face of an arrangement that contains a point.
     *
     * @param arrangement the arrangement (of graph arcs)
     * @param start the start point
     * @return the face containing start
     * @throws IllegalArgumentException if start lies on an edge or a vertex of the arrangement
     */
    public static FreeFace of(Arrangement<GraphArc, ArcPoint> arrangement, ArcPoint start) {
        Location loc = arrangement.locate(start);
        if (!(loc instanceof Location.InFace in)) {
            throw new IllegalArgumentException("start " + start + " lies on a constraint curve (" + loc
                    + "); the free face is defined for a start off every curve");
        }
        int face = in.face();
        List<List<BoundaryEdge>> cycles = new ArrayList<>();
        for (List<Integer> cyc : arrangement.faceCycles(face)) {
            List<BoundaryEdge> edges = new ArrayList<>();
            for (int h : cyc) {
                int e = h / 2;
                GraphArc arc = arrangement.edgeCurve(e);
                Optional<RealAlgebraic> lo = arrangement.edgeLeftVertex(e).map(v -> arrangement.vertexPoint(v).u());
                Optional<RealAlgebraic> hi = arrangement.edgeRightVertex(e).map(v -> arrangement.vertexPoint(v).u());
                edges.add(new BoundaryEdge(arc.subArc(lo, hi), h % 2 == 0));
            }
            cycles.add(edges);
        }
        return new FreeFace(cycles, arrangement.summary(face).unbounded(), start);
    }

    /** This face with more hole cycles (the restricted merge's untouched holes). */
    FreeFace withExtraHoles(List<List<BoundaryEdge>> extra) {
        List<List<BoundaryEdge>> all = new ArrayList<>(cycles);
        all.addAll(extra);
        return new FreeFace(all, unbounded, start);
    }

    /**
     * The boundary cycles: outer first (empty when at infinity), then the holes.
     *
     * @return the cycles
     */
    public List<List<BoundaryEdge>> cycles() {
        return cycles;
    }

    /**
     * The outer boundary cycle.
     *
     * @return its edges, empty when the outer boundary lies at infinity
     */
    public List<BoundaryEdge> outer() {
        return cycles.get(0);
    }

    /**
     * The hole cycles.
     *
     * @return one list of edges per hole
     */
    public List<List<BoundaryEdge>> holes() {
        return cycles.subList(1, cycles.size());
    }

    /**
     * Whether F is unbounded.
     *
     * @return true if unbounded
     */
    public boolean isUnbounded() {
        return unbounded;
    }

    /**
     * The start point, which lies in F's interior.
     *
     * @return the start
     */
    public ArcPoint start() {
        return start;
    }

    /**
     * The size of F counted like CGAL.
     *
     * @return the summary
     */
    public FaceSummary summary() {
        int holeEdges = 0;
        for (List<BoundaryEdge> h : holes()) {
            holeEdges += h.size();
        }
        return new FaceSummary(unbounded, outer().size(), holes().size(), holeEdges);
    }

    /**
     * Every boundary edge once per side on which F lies (an edge with F on both sides appears twice).
     *
     * @return all edges of all cycles
     */
    public List<BoundaryEdge> allEdges() {
        List<BoundaryEdge> all = new ArrayList<>();
        for (List<BoundaryEdge> c : cycles) {
            all.addAll(c);
        }
        return all;
    }

    /**
     * Whether two faces have exactly the same boundary: the same number of holes, the same outer cycle and the same
     * hole edges as multisets of (arc, direction), with exact arc equality (same curve, equal algebraic bounds).
     *
     * @param other another face
     * @return true when the boundaries are equal
     */
    public boolean sameBoundaryAs(FreeFace other) {
        return unbounded == other.unbounded && holes().size() == other.holes().size()
                && sameMultiset(outer(), other.outer()) && sameMultiset(allEdges(), other.allEdges());
    }

    /** Exact multiset equality of (arc, direction): grouped by curve id and direction, then matched by equals. */
    private static boolean sameMultiset(List<BoundaryEdge> xs, List<BoundaryEdge> ys) {
        if (xs.size() != ys.size()) {
            return false;
        }
        java.util.Map<String, List<GraphArc>> groups = new java.util.HashMap<>();
        for (BoundaryEdge e : ys) {
            groups.computeIfAbsent(e.piece().curve().id() + "|" + e.forward(), g -> new ArrayList<>()).add(e.piece());
        }
        for (BoundaryEdge e : xs) {
            List<GraphArc> g = groups.get(e.piece().curve().id() + "|" + e.forward());
            if (g == null || !g.remove(e.piece())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The u-values where boundary edges of F meet the vertical line t = t0 of the sweep (in the sweep's frame, t
     * horizontal): for each edge, the roots of a(u) + t0·b(u) inside its u-range.
     *
     * @param kernel the kernel owning the curves
     * @param t0 the sweep position
     * @return the hits, increasing in u (an edge met twice appears twice)
     */
    public List<Hit> hitsAt(CurveKernel kernel, Rational t0) {
        List<Hit> out = new ArrayList<>();
        for (BoundaryEdge e : allEdges()) {
            CSpaceCurve c = e.piece().curve();
            IntPoly p = c.a().multiply(IntPoly.of(t0.den())).add(c.b().multiply(IntPoly.of(t0.num())));
            if (p.isZero() || p.degree() < 1) {
                continue;
            }
            for (RealRoot rr : RealAlgebraic.rootsOf(p)) {
                if (rr.value().signOf(c.b()) != Sign.ZERO && e.piece().containsU(rr.value())) {
                    out.add(new Hit(e, rr.value()));
                }
            }
        }
        out.sort((x, y) -> x.u().compareTo(y.u()));
        return out;
    }

    /**
     * The boundary edge directly above (larger u) a point on the vertical line t = t0 of the sweep.
     *
     * @param kernel the kernel
     * @param t0 the sweep position
     * @param u the point's u
     * @return the nearest hit with u' &gt; u, or empty when F is unbounded upwards there
     */
    public Optional<Hit> arcAbove(CurveKernel kernel, Rational t0, RealAlgebraic u) {
        for (Hit h : hitsAt(kernel, t0)) {
            if (h.u().compare(u) == Comparison.LARGER) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /**
     * The boundary edge directly below (smaller u) a point on the vertical line t = t0 of the sweep.
     *
     * @param kernel the kernel
     * @param t0 the sweep position
     * @param u the point's u
     * @return the nearest hit with u' &lt; u, or empty when F is unbounded downwards there
     */
    public Optional<Hit> arcBelow(CurveKernel kernel, Rational t0, RealAlgebraic u) {
        Optional<Hit> best = Optional.empty();
        for (Hit h : hitsAt(kernel, t0)) {
            if (h.u().compare(u) == Comparison.SMALLER) {
                best = Optional.of(h);
            }
        }
        return best;
    }

    /**
     * The next boundary event to the right (increasing t) when moving along a boundary edge from u: the first
     * point, in the direction along the edge in which t increases, where the edge ends at a vertex or turns back in
     * t (a vertical tangency of odd multiplicity).
     *
     * @param kernel the kernel
     * @param edge a boundary edge
     * @param u a u inside the edge's range
     * @return the u of the event, or empty when t increases to infinity along the edge
     */
    public static Optional<RealAlgebraic> nextEventRight(CurveKernel kernel, BoundaryEdge edge, RealAlgebraic u) {
        GraphArc a = edge.piece();
        CSpaceCurve c = a.curve();
        // dt/du = -(a'b - ab')/b^2: t increases with u where -(a'b - ab') > 0
        IntPoly w = c.a().derivative().multiply(c.b()).subtract(c.a().multiply(c.b().derivative())).negate();
        boolean increasingU = w.isZero() || CurveKernel.signRightOf(w, u) == Sign.POSITIVE;
        if (w.isZero()) {
            return Optional.empty(); // t constant along the edge: no event in +t
        }
        Optional<RealAlgebraic> best = increasingU ? a.uMax() : a.uMin();
        if (best.isPresent() && (increasingU ? a.maxPoleSign() : a.minPoleSign()) != Sign.ZERO) {
            best = Optional.empty();
        }
        for (RealRoot rr : kernel.verticalTangencies(c)) {
            RealAlgebraic x = rr.value();
            if (rr.multiplicity() % 2 == 0 || !a.containsU(x)) {
                continue;
            }
            Comparison cmp = x.compare(u);
            if (increasingU && cmp == Comparison.LARGER && (best.isEmpty() || x.compare(best.get()) == Comparison.SMALLER)) {
                best = Optional.of(x);
            } else if (!increasingU && cmp == Comparison.SMALLER
                    && (best.isEmpty() || x.compare(best.get()) == Comparison.LARGER)) {
                best = Optional.of(x);
            }
        }
        return best;
    }

    /**
     * Where a boundary edge meets a vertical line of the sweep.
     *
     * @param edge the boundary edge
     * @param u the u-value of the meeting point
     */
    public record Hit(BoundaryEdge edge, RealAlgebraic u) {
        /**
         * Validates the hit.
         *
         * @param edge the edge, not null
         * @param u the u-value, not null
         * @throws IllegalArgumentException if either is null
         */
        public Hit {
            if (edge == null || u == null) {
                throw new IllegalArgumentException("edge = " + edge + ", u = " + u + "; a hit needs both");
            }
        }
    }
}
