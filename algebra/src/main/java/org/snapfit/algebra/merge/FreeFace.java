package org.snapfit.algebra.merge;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.arrangement.Location;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcTraits;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.cspace.HorizontalArc;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * The face F of an arrangement of C-space arcs that contains a start point z: its boundary cycles as sequences of
 * {@link BoundaryEdge}s with exact algebraic end points (outer cycle first, empty when F's outer boundary lies at
 * infinity; then one cycle per hole), whether it is unbounded, and the queries a sweep in t needs. The face lies to
 * the left of every boundary edge's direction (see {@link BoundaryEdge}). z lies in F's interior
 * ({@link StartLocation#INTERIOR}) or, for a start in contact, on a constraint curve ({@link StartLocation#ON_EDGE},
 * {@link StartLocation#ON_VERTEX}); then F is the face on the given {@link FreeSide} of z along the sweep line
 * t = t0, and z lies on F's boundary. Immutable.
 *
 * <p><b>Size.</b> Above 600 lines on purpose: the face's boundary cycles and every query a sweep asks of them (edges,
 * cycles, the arcs above and below a point, hits along a vertical line) read one immutable representation built once
 * from the arrangement.
 */
public final class FreeFace {
    private final List<List<BoundaryEdge>> cycles;
    /** The full cycles, vertical edges (horizontal arcs) included; the graph edges alone are {@link #cycles}. */
    private final List<List<FaceEdge>> edgeCycles;
    private final boolean unbounded;
    private final ArcPoint start;
    private final StartLocation location;
    private final Optional<FreeSide> side;

    private FreeFace(List<List<BoundaryEdge>> cycles, boolean unbounded, ArcPoint start, StartLocation location,
            Optional<FreeSide> side) {
        List<List<BoundaryEdge>> c = new ArrayList<>();
        for (List<BoundaryEdge> cyc : cycles) {
            c.add(List.copyOf(cyc));
        }
        this.cycles = Collections.unmodifiableList(c);
        List<List<FaceEdge>> f = new ArrayList<>();
        for (List<BoundaryEdge> cyc : c) {
            f.add(List.copyOf(cyc));
        }
        this.edgeCycles = Collections.unmodifiableList(f);
        this.unbounded = unbounded;
        this.start = start;
        this.location = location;
        this.side = side;
    }

    /** A face whose cycles may hold vertical edges; {@link #cycles} keeps the graph edges of each cycle. */
    private FreeFace(boolean unbounded, List<List<FaceEdge>> full, ArcPoint start, StartLocation location,
            Optional<FreeSide> side) {
        List<List<BoundaryEdge>> c = new ArrayList<>();
        List<List<FaceEdge>> f = new ArrayList<>();
        for (List<FaceEdge> cyc : full) {
            List<BoundaryEdge> graphOnly = new ArrayList<>();
            for (FaceEdge e : cyc) {
                if (e instanceof BoundaryEdge b) {
                    graphOnly.add(b);
                }
            }
            c.add(List.copyOf(graphOnly));
            f.add(List.copyOf(cyc));
        }
        this.cycles = Collections.unmodifiableList(c);
        this.edgeCycles = Collections.unmodifiableList(f);
        this.unbounded = unbounded;
        this.start = start;
        this.location = location;
        this.side = side;
    }

    /**
     * Extracts the face of an arrangement that contains a point.
     *
     * @param arrangement the arrangement (of graph arcs)
     * @param start the start point
     * @return the face containing start
     * @throws IllegalArgumentException if start lies on an edge or a vertex of the arrangement (give a
     *     {@link FreeSide} then: {@link #of(Arrangement, ArcPoint, FreeSide)})
     */
    public static FreeFace of(Arrangement<GraphArc, ArcPoint> arrangement, ArcPoint start) {
        StartFace f = startFace(arrangement, start, Optional.empty(), () -> start);
        return extract(arrangement, f.face(), start, f.where(), f.side());
    }

    /**
     * Extracts the face of an arrangement that a start point lies in or, for a start on a curve, the face on the
     * given side of it along the sweep line t = t0 (see {@link FreeSide}).
     *
     * @param arrangement the arrangement (of graph arcs, built with {@code CSpaceTraits})
     * @param start the start point
     * @param side the free side, used only when start lies on a curve
     * @return the face
     * @throws IllegalArgumentException if start lies on a curve and an arc of constant t = t0 runs from it along the
     *     sweep line on that side, or if the arrangement was not built with {@code CSpaceTraits}
     */
    public static FreeFace of(Arrangement<GraphArc, ArcPoint> arrangement, ArcPoint start, FreeSide side) {
        StartFace f = startFace(arrangement, start, Optional.of(side), () -> {
            if (!(arrangement.traits() instanceof CSpaceTraits traits)) {
                throw new IllegalArgumentException("arrangement traits = " + arrangement.traits()
                        + "; a start on a curve needs an arrangement built with CSpaceTraits");
            }
            List<GraphArc> arcs = new ArrayList<>();
            for (int e = 0; e < arrangement.edgeCount(); e++) {
                arcs.add(arrangement.edgeCurve(e));
            }
            return SweepLine.besideStart(traits.kernel(), arcs, start, side);
        });
        return extract(arrangement, f.face(), start, f.where(), f.side());
    }

    /** The face of a start (or of the point beside it on its free side) and where the start lies. */
    private record StartFace(int face, StartLocation where, Optional<FreeSide> side) {
    }

    /**
     * The face containing start when it lies in a face; otherwise, when a side is given, the face of the point
     * beside it (computed only then), else an {@code IllegalArgumentException}.
     */
    private static <C> StartFace startFace(Arrangement<C, ArcPoint> arrangement, ArcPoint start,
            Optional<FreeSide> side, Supplier<ArcPoint> beside) {
        Location loc = arrangement.locate(start);
        if (loc instanceof Location.InFace in) {
            return new StartFace(in.face(), StartLocation.INTERIOR, Optional.empty());
        }
        if (side.isEmpty()) {
            throw new IllegalArgumentException("start " + start + " lies on a constraint curve (" + loc
                    + "); a start in contact needs its free side (FreeSide.LARGER_U or SMALLER_U along the sweep line)");
        }
        ArcPoint b = beside.get();
        Location in = arrangement.locate(b);
        if (!(in instanceof Location.InFace f)) {
            throw new SnapfitInternalError("the point " + b + " beside start " + start + " lies on " + in);
        }
        return new StartFace(f.face(), loc instanceof Location.OnVertex ? StartLocation.ON_VERTEX : StartLocation.ON_EDGE,
                side);
    }

    private static FreeFace extract(Arrangement<GraphArc, ArcPoint> arrangement, int face, ArcPoint start,
            StartLocation where, Optional<FreeSide> side) {
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
        return new FreeFace(cycles, arrangement.summary(face).unbounded(), start, where, side);
    }

    /**
     * Extracts the face that contains a point from an arrangement of arcs of every kind, horizontal arcs of
     * t-independent constraints included ({@link ArcTraits}: vertical segments in CGAL's frame): the oracle of
     * {@link ArcFaceBuilder}. Vertical boundary edges become {@link VerticalEdge}s in {@link #edgeCycles()}.
     *
     * @param arrangement the arrangement, built with {@link ArcTraits}
     * @param start the start point
     * @return the face containing start
     * @throws IllegalArgumentException if start lies on an edge or a vertex (give a {@link FreeSide} then)
     */
    public static FreeFace ofArcs(Arrangement<Arc, ArcPoint> arrangement, ArcPoint start) {
        StartFace f = startFace(arrangement, start, Optional.empty(), () -> start);
        return extractArcs(arrangement, f.face(), start, f.where(), f.side());
    }

    /**
     * Like {@link #of(Arrangement, ArcPoint, FreeSide)} for an arrangement with horizontal arcs: for a start on a
     * graph arc or on a horizontal arc (the line u = u0 through it), the face entered from it along the sweep line
     * t = t0 on the given side. A horizontal arc crosses the sweep line at one point and never runs along it, so
     * on a horizontal arc alone either side is always well defined.
     *
     * @param arrangement the arrangement, built with {@link ArcTraits}
     * @param start the start point
     * @param side the free side, used only when start lies on an arc
     * @return the face
     * @throws IllegalArgumentException if the arrangement was not built with {@link ArcTraits}, or start lies on a
     *     curve and an arc of constant t = t0 runs from it along the sweep line on that side
     */
    public static FreeFace ofArcs(Arrangement<Arc, ArcPoint> arrangement, ArcPoint start, FreeSide side) {
        StartFace f = startFace(arrangement, start, Optional.of(side), () -> {
            if (!(arrangement.traits() instanceof ArcTraits traits)) {
                throw new IllegalArgumentException("arrangement traits = " + arrangement.traits()
                        + "; a start on a curve needs an arrangement built with ArcTraits");
            }
            List<GraphArc> arcs = new ArrayList<>();
            List<RealAlgebraic> walls = new ArrayList<>();
            for (int e = 0; e < arrangement.edgeCount(); e++) {
                Arc a = arrangement.edgeCurve(e);
                if (a instanceof GraphArc g) {
                    arcs.add(g);
                } else {
                    walls.add(((HorizontalArc) a).u());
                }
            }
            return SweepLine.besideStart(traits.graphTraits().kernel(), arcs, start, side, walls);
        });
        return extractArcs(arrangement, f.face(), start, f.where(), f.side());
    }

    private static FreeFace extractArcs(Arrangement<Arc, ArcPoint> arrangement, int face, ArcPoint start,
            StartLocation where, Optional<FreeSide> side) {
        List<List<FaceEdge>> cycles = new ArrayList<>();
        for (List<Integer> cyc : arrangement.faceCycles(face)) {
            List<FaceEdge> edges = new ArrayList<>();
            for (int h : cyc) {
                int e = h / 2;
                Optional<ArcPoint> lo = arrangement.edgeLeftVertex(e).map(arrangement::vertexPoint);
                Optional<ArcPoint> hi = arrangement.edgeRightVertex(e).map(arrangement::vertexPoint);
                Arc arc = arrangement.edgeCurve(e);
                if (arc instanceof HorizontalArc v) {
                    edges.add(new VerticalEdge(v.u(), lo, hi, h % 2 == 0));
                } else {
                    edges.add(new BoundaryEdge(((GraphArc) arc).subArc(lo.map(ArcPoint::u), hi.map(ArcPoint::u)),
                            h % 2 == 0));
                }
            }
            cycles.add(edges);
        }
        return new FreeFace(arrangement.summary(face).unbounded(), cycles, start, where, side);
    }

    /** This face with another start (on its boundary) and that start's location. */
    FreeFace withStart(ArcPoint z, StartLocation where, Optional<FreeSide> freeSide) {
        return new FreeFace(cycles, unbounded, z, where, freeSide);
    }

    /** This face with more hole cycles (the restricted merge's untouched holes). */
    FreeFace withExtraHoles(List<List<BoundaryEdge>> extra) {
        List<List<BoundaryEdge>> all = new ArrayList<>(cycles);
        all.addAll(extra);
        return new FreeFace(all, unbounded, start, location, side);
    }

    /**
     * The boundary cycles: outer first (empty when at infinity), then the holes. Graph edges only: a face bounded
     * partly by horizontal arcs (t-independent constraints) has its vertical edges in {@link #edgeCycles()}, and
     * here each cycle lists its graph edges in cycle order with the vertical ones left out.
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
     * The start point: in F's interior, or on its boundary for a start on a curve (see {@link #startLocation()}).
     *
     * @return the start
     */
    public ArcPoint start() {
        return start;
    }

    /**
     * Where the start lies in the arrangement of all arcs.
     *
     * @return INTERIOR, ON_EDGE or ON_VERTEX
     */
    public StartLocation startLocation() {
        return location;
    }

    /**
     * The free side that chose F for a start on a curve.
     *
     * @return the side, empty for an interior start
     */
    public Optional<FreeSide> freeSide() {
        return side;
    }

    /**
     * The size of F counted like CGAL.
     *
     * @return the summary
     */
    public FaceSummary summary() {
        int holeEdges = 0;
        for (List<FaceEdge> h : edgeCycles.subList(1, edgeCycles.size())) {
            holeEdges += h.size();
        }
        return new FaceSummary(unbounded, edgeCycles.get(0).size(), holes().size(), holeEdges);
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
                && sameMultiset(outer(), other.outer()) && sameMultiset(allEdges(), other.allEdges())
                && sameVerticals(edgeCycles.get(0), other.edgeCycles.get(0)) && sameVerticals(allFaceEdges(),
                other.allFaceEdges());
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
     * The full boundary cycles, in order, with the vertical edges (pieces of horizontal arcs u = u0 of t-independent
     * constraints) among the graph edges: outer first (empty when at infinity), then the holes. Equal to
     * {@link #cycles()} when no horizontal arc bounds the face.
     *
     * @return the cycles
     */
    public List<List<FaceEdge>> edgeCycles() {
        return edgeCycles;
    }

    /**
     * Every edge of every full cycle, vertical edges included (an edge with F on both sides appears twice).
     *
     * @return all edges of {@link #edgeCycles()}
     */
    public List<FaceEdge> allFaceEdges() {
        List<FaceEdge> all = new ArrayList<>();
        for (List<FaceEdge> c : edgeCycles) {
            all.addAll(c);
        }
        return all;
    }

    /** Exact multiset equality of the vertical edges of two edge lists (geometric record equality). */
    private static boolean sameVerticals(List<FaceEdge> xs, List<FaceEdge> ys) {
        List<VerticalEdge> rest = new ArrayList<>();
        for (FaceEdge e : ys) {
            if (e instanceof VerticalEdge v) {
                rest.add(v);
            }
        }
        for (FaceEdge e : xs) {
            if (e instanceof VerticalEdge v && !rest.remove(v)) {
                return false;
            }
        }
        return rest.isEmpty();
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
        return hitsAt(kernel, RealAlgebraic.of(t0));
    }

    /**
     * The u-values where boundary edges of F meet the line t = t0 at an algebraic t0 (an event position of the
     * sweep), exactly: for each edge, the u in its range with t(u) = t0 ({@code SweepLine.uAt}: roots of
     * b^m·q(−a/b) for t0's defining polynomial q, each confirmed by an exact comparison of t(u) with t0). Edges of
     * constant t lying on the line are not hits (the sweep line runs along them).
     *
     * @param kernel the kernel owning the curves
     * @param t0 the sweep position
     * @return the hits, increasing in u (an edge met twice appears twice; an edge listed in two cycles twice)
     */
    public List<Hit> hitsAt(CurveKernel kernel, RealAlgebraic t0) {
        List<Hit> out = new ArrayList<>();
        java.util.Map<CSpaceCurve, List<RealAlgebraic>> perCurve = new java.util.HashMap<>();
        for (BoundaryEdge e : allEdges()) {
            CSpaceCurve c = e.piece().curve();
            for (RealAlgebraic u : perCurve.computeIfAbsent(c, x -> SweepLine.uAt(kernel, x, t0))) {
                if (e.piece().containsU(u)) {
                    out.add(new Hit(e, u));
                }
            }
        }
        out.sort((x, y) -> x.u().compare(y.u()).intValue());
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
        return arcAbove(kernel, RealAlgebraic.of(t0), u);
    }

    /**
     * The boundary edge directly above (larger u) a point on the line t = t0, at an algebraic t0.
     *
     * @param kernel the kernel
     * @param t0 the sweep position
     * @param u the point's u
     * @return the nearest hit with u' &gt; u, or empty when no boundary edge meets the line above u
     */
    public Optional<Hit> arcAbove(CurveKernel kernel, RealAlgebraic t0, RealAlgebraic u) {
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
        return arcBelow(kernel, RealAlgebraic.of(t0), u);
    }

    /**
     * The boundary edge directly below (smaller u) a point on the line t = t0, at an algebraic t0.
     *
     * @param kernel the kernel
     * @param t0 the sweep position
     * @param u the point's u
     * @return the nearest hit with u' &lt; u, or empty when no boundary edge meets the line below u
     */
    public Optional<Hit> arcBelow(CurveKernel kernel, RealAlgebraic t0, RealAlgebraic u) {
        Optional<Hit> best = Optional.empty();
        for (Hit h : hitsAt(kernel, t0)) {
            if (h.u().compare(u) == Comparison.SMALLER) {
                best = Optional.of(h);
            }
        }
        return best;
    }

    /**
     * The next boundary event to the right from a hit of the sweep line (see
     * {@link #nextEventRight(CurveKernel, BoundaryEdge, RealAlgebraic)}); the hit's u may be algebraic.
     *
     * @param kernel the kernel
     * @param hit a hit from {@link #hitsAt}
     * @return the u of the event, or empty when t increases to infinity along the edge
     */
    public static Optional<RealAlgebraic> nextEventRight(CurveKernel kernel, Hit hit) {
        return nextEventRight(kernel, hit.edge(), hit.u());
    }

    /**
     * The next boundary event to the right (increasing t) when moving along a boundary edge from u: the first
     * point, in the direction along the edge in which t increases, where the edge ends at a vertex or turns back in
     * t (a vertical tangency of odd multiplicity). u may be any real algebraic number in the edge's range (a hit of
     * the sweep line at an algebraic t, a vertex, a tangency). The direction is that of increasing t just beside u:
     * towards larger u when t increases on (u, u + ε), else towards smaller u — so at a local minimum of t (a
     * tangency where the edge turns back) the branch towards larger u is followed. Events strictly beyond u count.
     *
     * @param kernel the kernel
     * @param edge a boundary edge
     * @param u a u inside the edge's range
     * @return the u of the event, or empty when the edge runs to infinity (a pole, or u → ±∞) without an event, or
     *     has constant t
     * @throws IllegalArgumentException if t has a strict local maximum at u along the edge (no direction of
     *     increasing t)
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
        if (!increasingU && CurveKernel.signLeftOf(w, u) == Sign.POSITIVE) {
            throw new IllegalArgumentException("u = " + u + " on " + a + " is a local maximum of t; no direction"
                    + " along the edge increases t");
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
     * Where the boundary of F, vertical edges included, meets the line t = t0 of the sweep: the graph hits of
     * {@link #hitsAt(CurveKernel, RealAlgebraic)} plus every vertical edge (a horizontal arc u = u0: in the sweep's
     * frame, t horizontal, it lies across the sweep line) whose closed t-range holds t0, at u = u0. At equal u
     * (a vertex) the graph hits come first.
     *
     * @param kernel the kernel owning the curves
     * @param t0 the sweep position
     * @return the hits, increasing in u
     */
    public List<FaceHit> edgeHitsAt(CurveKernel kernel, RealAlgebraic t0) {
        List<FaceHit> out = new ArrayList<>();
        for (Hit h : hitsAt(kernel, t0)) {
            out.add(new FaceHit(h.edge(), t0, h.u()));
        }
        for (FaceEdge e : allFaceEdges()) {
            if (e instanceof VerticalEdge v && tAtMost(kernel, v.bottom(), t0) && tAtLeast(kernel, v.top(), t0)) {
                out.add(new FaceHit(v, t0, v.u()));
            }
        }
        out.sort((x, y) -> x.u().compare(y.u()).intValue()); // stable: graph hits first at equal u
        return out;
    }

    /** Whether the end's t is at most t0 (an absent lower end is at −∞). */
    private static boolean tAtMost(CurveKernel kernel, Optional<ArcPoint> end, RealAlgebraic t0) {
        return end.isEmpty() || kernel.tAt(end.get().curve(), end.get().u()).compare(t0) != Comparison.LARGER;
    }

    /** Whether the end's t is at least t0 (an absent upper end is at +∞). */
    private static boolean tAtLeast(CurveKernel kernel, Optional<ArcPoint> end, RealAlgebraic t0) {
        return end.isEmpty() || kernel.tAt(end.get().curve(), end.get().u()).compare(t0) != Comparison.SMALLER;
    }

    /**
     * The boundary edge, vertical edges included, directly above (strictly larger u) a point (u, t0) on the sweep
     * line. A query point on a vertical edge's line (u = u0) does not see that edge: only hits with u' &gt; u count.
     *
     * @param kernel the kernel
     * @param t0 the sweep position
     * @param u the point's u
     * @return the nearest hit with u' &gt; u (graph hits first at equal u'), or empty when none
     */
    public Optional<FaceHit> edgeAbove(CurveKernel kernel, RealAlgebraic t0, RealAlgebraic u) {
        for (FaceHit h : edgeHitsAt(kernel, t0)) {
            if (h.u().compare(u) == Comparison.LARGER) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    /**
     * The boundary edge, vertical edges included, directly below (strictly smaller u) a point (u, t0) on the sweep
     * line; a vertical edge on the query's own line u = u0 does not count.
     *
     * @param kernel the kernel
     * @param t0 the sweep position
     * @param u the point's u
     * @return the nearest hit with u' &lt; u (the last listed at equal u'), or empty when none
     */
    public Optional<FaceHit> edgeBelow(CurveKernel kernel, RealAlgebraic t0, RealAlgebraic u) {
        Optional<FaceHit> best = Optional.empty();
        for (FaceHit h : edgeHitsAt(kernel, t0)) {
            if (h.u().compare(u) == Comparison.SMALLER) {
                best = Optional.of(h);
            }
        }
        return best;
    }

    /**
     * The next boundary event to the right (increasing t) along the edge of a hit. For a graph edge this is
     * {@link #nextEventRight(CurveKernel, BoundaryEdge, RealAlgebraic)}. Along a vertical edge (u constant) t
     * increases upwards, so the next event is the edge's upper end, at the same u0: the answer is u0 when the upper
     * end lies strictly above t0, empty when the edge runs to t → +∞ or the hit is its upper end itself.
     *
     * @param kernel the kernel
     * @param hit a hit from {@link #edgeHitsAt}
     * @return the u of the event, or empty
     * @throws IllegalArgumentException as {@link #nextEventRight(CurveKernel, BoundaryEdge, RealAlgebraic)}
     */
    public static Optional<RealAlgebraic> nextEventRight(CurveKernel kernel, FaceHit hit) {
        if (hit.edge() instanceof BoundaryEdge b) {
            return nextEventRight(kernel, b, hit.u());
        }
        VerticalEdge v = (VerticalEdge) hit.edge();
        if (v.top().isEmpty() || tAtMost(kernel, v.top(), hit.t0())) {
            return Optional.empty();
        }
        return Optional.of(v.u());
    }

    /**
     * Where a boundary edge (graph or vertical) meets the sweep line t = t0.
     *
     * @param edge the boundary edge
     * @param t0 the sweep position
     * @param u the u-value of the meeting point (u0 for a vertical edge)
     */
    public record FaceHit(FaceEdge edge, RealAlgebraic t0, RealAlgebraic u) {
        /**
         * Validates the hit.
         *
         * @param edge the edge, not null
         * @param t0 the sweep position, not null
         * @param u the u-value, not null
         * @throws IllegalArgumentException if any is null
         */
        public FaceHit {
            if (edge == null || t0 == null || u == null) {
                throw new IllegalArgumentException("edge = " + edge + ", t0 = " + t0 + ", u = " + u
                        + "; a hit needs all three");
            }
        }
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
