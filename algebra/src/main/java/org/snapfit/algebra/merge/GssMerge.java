package org.snapfit.algebra.merge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcBox;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.Crossing;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The GSS red–blue merge ({@link MergeStrategy#GSS}): the component K of f_R ∩ f_B that contains z, computed by an
 * exploration restricted to what is reachable from z, then fused into a face. Exact: every decision is a comparison
 * of rationals or the sign of an integer polynomial at a real algebraic u (kernel), never a double (doubles appear
 * only in certified {@code ArcBox} filters that skip pairs with no common point).
 *
 * <p><b>Decomposition.</b> R and B are the distinct boundary pieces of f_R and f_B. Pieces of one colour never
 * cross (they are edges of one arrangement), so the u-values of all piece ends of both colours (finite ends and
 * poles), sorted, cut the u-axis into <em>slabs</em> inside which each colour's pieces keep one vertical order: the
 * vertical decomposition of each face, coarsened to common walls (a wall through every piece end of either colour,
 * which is how "insert the other colour's end points" enters). A red slab trapezoid (between consecutive red pieces)
 * and a blue one meet in the region between max(bottoms) and min(tops); it is empty exactly where a bottom of one
 * colour lies at or above a top of the other ({@code bR ≥ tB} or {@code bB ≥ tR}), so its nonempty parts — the
 * <em>cells</em> — are the open u-intervals between consecutive crossings of those two pairs inside the slab
 * (pinches; every such crossing empties the region). Only these ≤ 2 pairs of the ≤ 4 bounding arcs are intersected
 * for a pair of trapezoids; the two envelope pairs (bR–bB, tR–tB) are intersected only inside a visited cell.
 *
 * <p><b>Restricted exploration.</b> Start at the cell containing z (point location: the slab by binary search over
 * the walls, the trapezoids by exact comparisons at z's u). A worklist then crosses the walls left and right: a
 * cell reaching its slab's right wall X passes its open segment (max bottoms(X), min tops(X)) (limits; a pole gives
 * ±∞) to the next slab, where the trapezoids of each colour meeting that segment are found by binary search and each
 * pair whose own segment at X overlaps it is a neighbour; the same to the left. Cells inside one slab are separated
 * by pieces or pinches, so this visits exactly the cells of K. GSS (1989; Sharir–Agarwal ch. 6) sweep the overlay of
 * the two vertical decompositions left to right and right to left, restricted to the part reachable from z, and
 * repeat; the worklist is the same restricted traversal going both ways until nothing new is reached.
 *
 * <p><b>Fuse and extract.</b> In each visited cell the lower envelope max(bR, bB) and the upper min(tR, tB) are
 * recorded between their switch points (both arcs when they overlap); per piece the recorded u-intervals are
 * united into maximal sub-arcs — exactly the parts of the piece on ∂K, whose ends are vertices of A(R ∪ B). Each
 * sub-arc is split where a piece of the other colour meets it (box filter, then exact {@code intersect}): those are
 * the vertices of A(R ∪ B) on it, also where an outside piece only touches ∂K. The face of z in the arrangement of
 * the split sub-arcs is K with the same edges and exact vertices as the face of z in A(R ∪ B)
 * ({@link MergeStrategy#FULL_BOUNDARIES}): a connected set containing z that avoids ∂K is inside K, and K avoids
 * every sub-arc.
 *
 * <p><b>Red–blue crossings materialised</b> (recorded in the optional log): the pinches inside the slab of each
 * visited trapezoid pair (the ends of its cells; a pinch ending only an unreached cell of a visited pair is an extra,
 * at most 8 per visited pair), the switch points inside visited cells (on ∂K), and the common points of the other
 * colour's pieces with ∂K's sub-arcs (on ∂K). No other red–blue crossing becomes a point. (The kernel isolates the
 * ≤ 4 roots of a curve pair's crossing polynomial at once and caches them; roots outside the range asked are
 * discarded, never turned into points or events.)
 *
 * <p><b>Cost, honestly.</b> The slabs are common to both colours and each visited slab sorts its spanning pieces
 * (exact rational t at a rational sample u): O(S·n log n) for S visited slabs, which is quadratic when K spans
 * the whole u-range — not the O((|R| + |B|) log) of GSS's per-colour decompositions with their own walls. The
 * crossing count is restricted as GSS's; the split step tests boxes of all other-colour pieces, O(|∂K|·n) doubles.
 * Not thread-safe (the kernel is not).
 */
final class GssMerge {
    private static final int RED = 0;
    private static final int BLUE = 1;

    private final CurveKernel kernel;
    private final CSpaceTraits traits;
    private final Optional<List<ArcPoint>> log;

    private GraphArc[][] pieces;
    private RealAlgebraic[] walls;
    /** Per colour and piece: the wall index of its lower end (−1: u → −∞) and of its upper end (walls.length: +∞). */
    private int[][] minWall;
    private int[][] maxWall;
    /** Per colour and wall: the pieces starting there, and those ending there. */
    private final List<Map<Integer, List<GraphArc>>> startsAt = List.of(new HashMap<>(), new HashMap<>());
    private final List<Map<Integer, List<GraphArc>>> endsAt = List.of(new HashMap<>(), new HashMap<>());
    private final Map<Integer, Slab> slabs = new HashMap<>();
    private final Map<GraphArc, List<RealAlgebraic[]>> onBoundary = new IdentityHashMap<>();
    private final Map<GraphArc, Integer> colourOf = new IdentityHashMap<>();
    private final Map<Long, IntPoly> differences = new HashMap<>();

    GssMerge(CurveKernel kernel, CSpaceTraits traits, Optional<List<ArcPoint>> log) {
        this.kernel = kernel;
        this.traits = traits;
        this.log = log;
    }

    /**
     * The face of z in A(R ∪ B).
     *
     * @throws IllegalArgumentException if z lies on a boundary piece of either face
     */
    FreeFace merge(FreeFace red, FreeFace blue, ArcPoint z) {
        pieces = new GraphArc[][] {distinct(red, RED), distinct(blue, BLUE)};
        walls = walls();
        indexEnds();
        Cell start = locate(z);
        Deque<Cell> work = new ArrayDeque<>();
        Set<Cell> seen = new HashSet<>();
        work.add(start);
        seen.add(start);
        while (!work.isEmpty()) {
            Cell c = work.poll();
            for (Cell n : visit(c)) {
                if (seen.add(n)) {
                    work.add(n);
                }
            }
        }
        List<GraphArc> fused = new ArrayList<>();
        for (Map.Entry<GraphArc, List<RealAlgebraic[]>> e : onBoundary.entrySet()) {
            for (GraphArc sigma : united(e.getKey(), e.getValue())) {
                fused.addAll(splitAtOtherColour(sigma, colourOf.get(e.getKey())));
            }
        }
        return FreeFace.of(new ArrangementBuilder<>(traits).addAll(fused).build(), z);
    }

    private GraphArc[] distinct(FreeFace f, int colour) {
        Set<GraphArc> s = new LinkedHashSet<>();
        for (BoundaryEdge e : f.allEdges()) {
            s.add(e.piece());
        }
        for (GraphArc a : s) {
            colourOf.put(a, colour);
        }
        return s.toArray(new GraphArc[0]);
    }

    /** The sorted distinct u-values of every finite piece end and pole of both colours. */
    private RealAlgebraic[] walls() {
        List<RealAlgebraic> all = new ArrayList<>();
        for (GraphArc[] ps : pieces) {
            for (GraphArc a : ps) {
                a.uMin().ifPresent(all::add);
                a.uMax().ifPresent(all::add);
            }
        }
        all.sort(RealAlgebraic::compareTo);
        List<RealAlgebraic> out = new ArrayList<>();
        for (RealAlgebraic u : all) {
            if (out.isEmpty() || out.get(out.size() - 1).compare(u) != Comparison.EQUAL) {
                out.add(narrowed(u));
            }
        }
        return out.toArray(new RealAlgebraic[0]);
    }

    private void indexEnds() {
        minWall = new int[2][];
        maxWall = new int[2][];
        for (int c = 0; c < 2; c++) {
            GraphArc[] ps = pieces[c];
            minWall[c] = new int[ps.length];
            maxWall[c] = new int[ps.length];
            for (int p = 0; p < ps.length; p++) {
                minWall[c][p] = ps[p].uMin().map(this::wallIndex).orElse(-1);
                maxWall[c][p] = ps[p].uMax().map(this::wallIndex).orElse(walls.length);
                if (minWall[c][p] >= 0) {
                    startsAt.get(c).computeIfAbsent(minWall[c][p], w -> new ArrayList<>()).add(ps[p]);
                }
                if (maxWall[c][p] < walls.length) {
                    endsAt.get(c).computeIfAbsent(maxWall[c][p], w -> new ArrayList<>()).add(ps[p]);
                }
            }
        }
    }

    private static List<GraphArc> at(List<Map<Integer, List<GraphArc>>> byWall, int colour, int wall) {
        return byWall.get(colour).getOrDefault(wall, List.of());
    }

    /** The index of the first wall not below u (u itself when u is a wall). */
    private int wallIndex(RealAlgebraic u) {
        int lo = 0;
        int hi = walls.length;
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (walls[m].compare(u) == Comparison.SMALLER) {
                lo = m + 1;
            } else {
                hi = m;
            }
        }
        return lo;
    }

    // ---------------------------------------------------------------------------------------------------- slabs

    /** Slab i lies between walls[i − 1] and walls[i] (null: ∓∞); each colour's spanning pieces bottom to top. */
    private final class Slab {
        final int index;
        final RealAlgebraic lo;
        final RealAlgebraic hi;
        final Rational sample;
        final GraphArc[][] order = new GraphArc[2][];
        final Map<Long, Trapezoids> pairs = new HashMap<>();

        Slab(int index) {
            this.index = index;
            this.lo = index == 0 ? null : walls[index - 1];
            this.hi = index == walls.length ? null : walls[index];
            this.sample = between(lo, hi);
            Slab left = slabs.get(index - 1);
            Slab right = slabs.get(index + 1);
            for (int c = 0; c < 2; c++) {
                if (left != null) {
                    // from the slab on the left: drop the pieces ending on the wall between, insert those starting
                    order[c] = derived(left.order[c], at(endsAt, c, index - 1), at(startsAt, c, index - 1));
                } else if (right != null) {
                    order[c] = derived(right.order[c], at(startsAt, c, index), at(endsAt, c, index));
                } else {
                    order[c] = derived(new GraphArc[0], List.of(), spanning(c));
                }
            }
        }

        /** The pieces of a colour spanning this slab (wall indices: no exact comparison). */
        private List<GraphArc> spanning(int colour) {
            List<GraphArc> in = new ArrayList<>();
            for (int p = 0; p < pieces[colour].length; p++) {
                if (minWall[colour][p] < index && maxWall[colour][p] >= index) {
                    in.add(pieces[colour][p]);
                }
            }
            return in;
        }

        /**
         * A neighbour's order without the pieces that end on the wall between, with the pieces that start there
         * inserted by binary search on exact t at this slab's rational sample (pieces of one colour never cross, so
         * the kept pieces keep their order).
         */
        private GraphArc[] derived(GraphArc[] old, List<GraphArc> drop, List<GraphArc> add) {
            Set<GraphArc> gone = Collections.newSetFromMap(new IdentityHashMap<>());
            gone.addAll(drop);
            List<GraphArc> out = new ArrayList<>(old.length + add.size());
            for (GraphArc a : old) {
                if (!gone.contains(a)) {
                    out.add(a);
                }
            }
            for (GraphArc a : add) {
                int l = 0;
                int h = out.size();
                while (l < h) {
                    int m = (l + h) >>> 1;
                    if (compareAt(out.get(m), a, sample) < 0) {
                        l = m + 1;
                    } else {
                        h = m;
                    }
                }
                out.add(l, a);
            }
            return out.toArray(new GraphArc[0]);
        }

        /** The piece below trapezoid j of a colour (null: none), and above it. */
        GraphArc bottom(int colour, int j) {
            return j == 0 ? null : order[colour][j - 1];
        }

        GraphArc top(int colour, int j) {
            return j == order[colour].length ? null : order[colour][j];
        }

        Trapezoids pair(int j, int k) {
            return pairs.computeIfAbsent(((long) j << 32) | k, key -> new Trapezoids(this, j, k));
        }
    }

    private Slab slab(int i) {
        return slabs.computeIfAbsent(i, Slab::new);
    }

    /** A red trapezoid j and a blue trapezoid k of one slab: the u-cuts of their intersection and its cells. */
    private final class Trapezoids {
        final GraphArc bR;
        final GraphArc tR;
        final GraphArc bB;
        final GraphArc tB;
        /** cuts[0] = slab.lo, then the pinches, then slab.hi (null: infinite). */
        final List<RealAlgebraic> cuts = new ArrayList<>();
        final boolean[] nonempty;

        Trapezoids(Slab s, int j, int k) {
            bR = s.bottom(RED, j);
            tR = s.top(RED, j);
            bB = s.bottom(BLUE, k);
            tB = s.top(BLUE, k);
            List<RealAlgebraic> pinches = new ArrayList<>();
            crossingsInside(bR, tB, s.lo, s.hi, pinches);
            crossingsInside(bB, tR, s.lo, s.hi, pinches);
            cuts.add(s.lo);
            cuts.addAll(sortedDistinct(pinches));
            cuts.add(s.hi);
            nonempty = new boolean[cuts.size() - 1];
            for (int i = 0; i < nonempty.length; i++) {
                Rational x = nonempty.length == 1 ? s.sample : between(cuts.get(i), cuts.get(i + 1));
                nonempty[i] = below(bR, tB, x) && below(bB, tR, x);
            }
        }
    }

    /** Whether arc a lies strictly below arc b at the rational x (an absent arc is −∞ below, +∞ above). */
    private static boolean below(GraphArc a, GraphArc b, Rational x) {
        return a == null || b == null || compareAt(a, b, x) < 0;
    }

    /** Adds the crossings (and tangencies) of two arcs' curves strictly between lo and hi; logs them. */
    private void crossingsInside(GraphArc a, GraphArc b, RealAlgebraic lo, RealAlgebraic hi, List<RealAlgebraic> out) {
        if (a == null || b == null || a.curve() == b.curve()) {
            return;
        }
        if (lo != null && hi != null) {
            // certified filter: disjoint t-enclosures over an enclosure of [lo, hi] mean no crossing there
            Interval ue = new Interval(lo.enclosure().lo(), hi.enclosure().hi());
            Interval ta = ArcBox.tEnclosure(a.curve(), ue);
            Interval tb = ta == null ? null : ArcBox.tEnclosure(b.curve(), ue);
            if (tb != null && (ta.strictlyBelow(tb) || tb.strictlyBelow(ta))) {
                return;
            }
        }
        for (Crossing x : kernel.crossings(a.curve(), b.curve())) {
            RealAlgebraic u = x.u();
            if ((lo == null || u.compare(lo) == Comparison.LARGER) && (hi == null || u.compare(hi) == Comparison.SMALLER)) {
                out.add(u);
                log.ifPresent(l -> l.add(new ArcPoint(u, a.curve())));
            }
        }
    }

    private static List<RealAlgebraic> sortedDistinct(List<RealAlgebraic> us) {
        us.sort(RealAlgebraic::compareTo);
        List<RealAlgebraic> out = new ArrayList<>();
        for (RealAlgebraic u : us) {
            if (out.isEmpty() || out.get(out.size() - 1).compare(u) != Comparison.EQUAL) {
                out.add(u);
            }
        }
        return out;
    }

    // ---------------------------------------------------------------------------------------------------- cells

    /** A cell: slab, red trapezoid j, blue trapezoid k, and the index of its u-interval among the pair's cuts. */
    private record Cell(int slab, int j, int k, int run) {
    }

    /** The cell containing z (z off every piece). */
    private Cell locate(ArcPoint z) {
        RealAlgebraic u = z.u();
        for (GraphArc[] ps : pieces) {
            for (GraphArc a : ps) {
                if (a.containsU(u) && kernel.compareAt(a.curve(), z.curve(), u) == Comparison.EQUAL) {
                    throw new IllegalArgumentException("z = " + z + " lies on the boundary piece " + a
                            + "; the merge needs z off every arc (give a FreeSide for a start in contact)");
                }
            }
        }
        int lo = wallIndex(u);
        Val zt = new Val(0, z.curve());
        if (lo < walls.length && walls[lo].compare(u) == Comparison.EQUAL) {
            // z on a wall: the cell of the slab to its right whose segment on the wall holds z
            Slab s = slab(lo + 1);
            RealAlgebraic x = walls[lo];
            int j = trapezoidAt(s, RED, x, zt);
            int k = trapezoidAt(s, BLUE, x, zt);
            return cellAt(s, j, k, 0);
        }
        Slab s = slab(lo);
        int j = countBelow(s.order[RED], z);
        int k = countBelow(s.order[BLUE], z);
        Trapezoids p = s.pair(j, k);
        for (int i = 0; i < p.nonempty.length; i++) {
            RealAlgebraic b = p.cuts.get(i + 1);
            if (b == null || u.compare(b) == Comparison.SMALLER) {
                return cellAt(s, j, k, i);
            }
        }
        throw new SnapfitInternalError("z = " + z + " lies in no cell of its slab");
    }

    private Cell cellAt(Slab s, int j, int k, int run) {
        if (!s.pair(j, k).nonempty[run]) {
            throw new SnapfitInternalError("slab " + s.index + ", trapezoids " + j + "/" + k + ", cell " + run
                    + ": expected a nonempty cell");
        }
        return new Cell(s.index, j, k, run);
    }

    private int countBelow(GraphArc[] order, ArcPoint z) {
        int n = 0;
        for (GraphArc a : order) {
            if (kernel.compareAt(a.curve(), z.curve(), z.u()) == Comparison.SMALLER) {
                n++;
            }
        }
        return n;
    }

    /** The trapezoid of a colour in slab s whose segment on its left wall x holds the finite value v. */
    private int trapezoidAt(Slab s, int colour, RealAlgebraic x, Val v) {
        GraphArc[] o = s.order[colour];
        int j = 0;
        while (j < o.length && compare(valueAt(o[j], x, false), v, x) < 0) {
            j++;
        }
        return j;
    }

    /** Records the envelopes of a cell and returns its neighbours across the slab's walls. */
    private List<Cell> visit(Cell c) {
        Slab s = slab(c.slab);
        Trapezoids p = s.pair(c.j, c.k);
        RealAlgebraic a = p.cuts.get(c.run);
        RealAlgebraic b = p.cuts.get(c.run + 1);
        recordEnvelopes(p, a, b, a == s.lo && b == s.hi ? s.sample : null);
        List<Cell> out = new ArrayList<>();
        if (c.run == p.nonempty.length - 1 && s.hi != null) {
            neighbours(p, s.hi, slab(c.slab + 1), true, out);
        }
        if (c.run == 0 && s.lo != null) {
            neighbours(p, s.lo, slab(c.slab - 1), false, out);
        }
        return out;
    }

    /**
     * The cells of the next slab (right of the wall x when {@code rightwards}, else left) whose segment on x overlaps
     * the open segment of the current pair on x.
     */
    private void neighbours(Trapezoids p, RealAlgebraic x, Slab next, boolean rightwards, List<Cell> out) {
        boolean fromLeft = rightwards; // the current slab lies left of x when moving right
        Val lo = max(valueOrInf(p.bR, x, fromLeft, -1), valueOrInf(p.bB, x, fromLeft, -1), x);
        Val hi = min(valueOrInf(p.tR, x, fromLeft, 1), valueOrInf(p.tB, x, fromLeft, 1), x);
        if (compare(lo, hi, x) >= 0) {
            return;
        }
        int[] rr = overlapping(next, RED, x, !fromLeft, lo, hi);
        int[] bb = overlapping(next, BLUE, x, !fromLeft, lo, hi);
        for (int j = rr[0]; j <= rr[1]; j++) {
            for (int k = bb[0]; k <= bb[1]; k++) {
                Val lo2 = max(lo, max(valueOrInf(next.bottom(RED, j), x, !fromLeft, -1),
                        valueOrInf(next.bottom(BLUE, k), x, !fromLeft, -1), x), x);
                Val hi2 = min(hi, min(valueOrInf(next.top(RED, j), x, !fromLeft, 1),
                        valueOrInf(next.top(BLUE, k), x, !fromLeft, 1), x), x);
                if (compare(lo2, hi2, x) < 0) {
                    Trapezoids q = next.pair(j, k);
                    out.add(cellAt(next, j, k, rightwards ? 0 : q.nonempty.length - 1));
                }
            }
        }
    }

    /**
     * The range [first, last] of trapezoids of a colour in slab s whose segment on the wall x (values from the side
     * of s: {@code fromLeft} when s lies left of x) overlaps the open segment (lo, hi); empty when first > last.
     */
    private int[] overlapping(Slab s, int colour, RealAlgebraic x, boolean fromLeft, Val lo, Val hi) {
        GraphArc[] o = s.order[colour];
        // tops are nondecreasing in j: the first trapezoid whose top lies above lo
        int a = 0;
        int b = o.length;
        while (a < b) {
            int m = (a + b) >>> 1;
            if (compare(valueAt(o[m], x, fromLeft), lo, x) > 0) {
                b = m;
            } else {
                a = m + 1;
            }
        }
        int first = a;
        int last = first;
        // bottoms are nondecreasing too: extend while the bottom lies below hi
        while (last + 1 <= o.length && compare(valueAt(o[last], x, fromLeft), hi, x) < 0) {
            last++;
        }
        return new int[] {first, last};
    }

    // ---------------------------------------------------------------------------------------------- values on walls

    /** A value on a wall: ±∞ ({@code inf} = ±1) or t of a curve (inf = 0). */
    private record Val(int inf, CSpaceCurve curve) {
    }

    /** The value of a piece on the wall x, as the limit from its slab's side (a pole end gives ±∞). */
    private static Val valueAt(GraphArc a, RealAlgebraic x, boolean fromLeft) {
        Optional<RealAlgebraic> end = fromLeft ? a.uMax() : a.uMin();
        Sign pole = fromLeft ? a.maxPoleSign() : a.minPoleSign();
        if (pole != Sign.ZERO && end.isPresent() && end.get().compare(x) == Comparison.EQUAL) {
            return new Val(pole.intValue(), null);
        }
        return new Val(0, a.curve());
    }

    private static Val valueOrInf(GraphArc a, RealAlgebraic x, boolean fromLeft, int inf) {
        return a == null ? new Val(inf, null) : valueAt(a, x, fromLeft);
    }

    private int compare(Val a, Val b, RealAlgebraic x) {
        if (a.inf != 0 || b.inf != 0) {
            return Integer.compare(a.inf, b.inf);
        }
        return compareCurves(a.curve, b.curve, x);
    }

    /**
     * The sign of t1(u) − t2(u) at a u that is a pole of neither: certified interval enclosures of both t over u's
     * enclosure ({@code ArcBox.tEnclosure}, outward-rounded) decide when disjoint; otherwise the sign of the cached
     * polynomial (a2·b1 − a1·b2)·b1·b2 at u ({@link RealAlgebraic#signOf}: certified filter, then exact).
     */
    private int compareCurves(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u) {
        CSpaceCurve r1 = c1.reduced();
        CSpaceCurve r2 = c2.reduced();
        if (r1 == r2) {
            return 0;
        }
        Interval ue = u.enclosure();
        Interval t1 = ArcBox.tEnclosure(r1, ue);
        Interval t2 = t1 == null ? null : ArcBox.tEnclosure(r2, ue);
        if (t2 != null && t1.strictlyBelow(t2)) {
            return -1;
        }
        if (t2 != null && t2.strictlyBelow(t1)) {
            return 1;
        }
        long key = ((long) r1.id() << 32) | (r2.id() & 0xffffffffL);
        IntPoly d = differences.computeIfAbsent(key,
                q -> r2.a().multiply(r1.b()).subtract(r1.a().multiply(r2.b())).multiply(r1.b()).multiply(r2.b()));
        return u.signOf(d).intValue();
    }

    /** The sign of t1(x) − t2(x) at a rational x inside both arcs' ranges: interval filter, then exact rationals. */
    private static int compareAt(GraphArc a, GraphArc b, Rational x) {
        Interval xe = Interval.enclosing(x);
        Interval t1 = ArcBox.tEnclosure(a.curve(), xe);
        Interval t2 = t1 == null ? null : ArcBox.tEnclosure(b.curve(), xe);
        if (t2 != null && t1.strictlyBelow(t2)) {
            return -1;
        }
        if (t2 != null && t2.strictlyBelow(t1)) {
            return 1;
        }
        return Integer.signum(tAt(a, x).compareTo(tAt(b, x)));
    }

    private Val max(Val a, Val b, RealAlgebraic x) {
        return compare(a, b, x) >= 0 ? a : b;
    }

    private Val min(Val a, Val b, RealAlgebraic x) {
        return compare(a, b, x) <= 0 ? a : b;
    }

    // ------------------------------------------------------------------------------------------------- envelopes

    /** Records, on (a, b), the lower envelope max(bR, bB) and the upper min(tR, tB) between their switch points. */
    private void recordEnvelopes(Trapezoids p, RealAlgebraic a, RealAlgebraic b, Rational sample) {
        envelope(p.bR, p.bB, a, b, true, sample);
        envelope(p.tR, p.tB, a, b, false, sample);
    }

    /** One envelope on (a, b); {@code sample} (or null) is a rational inside (a, b), used when nothing cuts it. */
    private void envelope(GraphArc r, GraphArc bl, RealAlgebraic a, RealAlgebraic b, boolean lower, Rational sample) {
        List<RealAlgebraic> sw = new ArrayList<>();
        crossingsInside(r, bl, a, b, sw);
        List<RealAlgebraic> cuts = new ArrayList<>();
        cuts.add(a);
        cuts.addAll(sortedDistinct(sw));
        cuts.add(b);
        for (int i = 0; i + 1 < cuts.size(); i++) {
            RealAlgebraic lo = cuts.get(i);
            RealAlgebraic hi = cuts.get(i + 1);
            if (r == null || bl == null) {
                record(r == null ? bl : r, lo, hi);
                continue;
            }
            int cmp = r.curve() == bl.curve() ? 0
                    : compareAt(r, bl, sample != null && cuts.size() == 2 ? sample : between(lo, hi));
            if (cmp == 0) {
                record(r, lo, hi);
                record(bl, lo, hi);
            } else {
                record((cmp > 0) == lower ? r : bl, lo, hi);
            }
        }
    }

    private void record(GraphArc a, RealAlgebraic lo, RealAlgebraic hi) {
        if (a != null) {
            onBoundary.computeIfAbsent(a, k -> new ArrayList<>()).add(new RealAlgebraic[] {lo, hi});
        }
    }

    /** The maximal sub-arcs of a piece covered by its recorded u-intervals (null bounds: infinite). */
    private static List<GraphArc> united(GraphArc a, List<RealAlgebraic[]> ivs) {
        ivs.sort((p, q) -> p[0] == null ? (q[0] == null ? 0 : -1) : q[0] == null ? 1 : p[0].compareTo(q[0]));
        List<GraphArc> out = new ArrayList<>();
        RealAlgebraic lo = ivs.get(0)[0];
        RealAlgebraic hi = ivs.get(0)[1];
        for (int i = 1; i < ivs.size(); i++) {
            RealAlgebraic[] iv = ivs.get(i);
            if (hi == null || iv[0] == null || iv[0].compare(hi) != Comparison.LARGER) {
                if (hi != null && (iv[1] == null || iv[1].compare(hi) == Comparison.LARGER)) {
                    hi = iv[1];
                }
            } else {
                out.add(sub(a, lo, hi));
                lo = iv[0];
                hi = iv[1];
            }
        }
        out.add(sub(a, lo, hi));
        return out;
    }

    /** The sub-arc over [lo, hi]; a bound equal to the piece's own end keeps that end (pole or finite). */
    private static GraphArc sub(GraphArc a, RealAlgebraic lo, RealAlgebraic hi) {
        Optional<RealAlgebraic> l = lo == null || a.uMin().isPresent() && a.uMin().get().compare(lo) == Comparison.EQUAL
                ? Optional.empty() : Optional.of(lo);
        Optional<RealAlgebraic> h = hi == null || a.uMax().isPresent() && a.uMax().get().compare(hi) == Comparison.EQUAL
                ? Optional.empty() : Optional.of(hi);
        return a.subArc(l, h);
    }

    /** Splits a sub-arc of ∂K at every point where a piece of the other colour meets its interior. */
    private List<GraphArc> splitAtOtherColour(GraphArc sigma, int colour) {
        List<RealAlgebraic> cuts = new ArrayList<>();
        for (GraphArc q : pieces[1 - colour]) {
            // intersect skips pairs whose certified boxes are disjoint (cached per arc)
            for (ArcPoint pt : traits.intersect(sigma, q)) {
                RealAlgebraic u = pt.u();
                if ((sigma.uMin().isEmpty() || u.compare(sigma.uMin().get()) == Comparison.LARGER)
                        && (sigma.uMax().isEmpty() || u.compare(sigma.uMax().get()) == Comparison.SMALLER)) {
                    cuts.add(u);
                    log.ifPresent(l -> l.add(pt));
                }
            }
        }
        List<RealAlgebraic> us = sortedDistinct(cuts);
        List<GraphArc> out = new ArrayList<>();
        RealAlgebraic prev = null;
        for (RealAlgebraic u : us) {
            out.add(sigma.subArc(Optional.ofNullable(prev), Optional.of(u)));
            prev = u;
        }
        out.add(sigma.subArc(Optional.ofNullable(prev), Optional.empty()));
        return out;
    }

    // ---------------------------------------------------------------------------------------------------- numbers

    /** Wall u-values are narrowed to this width once, so the floating filters decide at once (speed only): 2^-40. */
    private static final Rational WALL_WIDTH = Rational.of(java.math.BigInteger.ONE, java.math.BigInteger.ONE.shiftLeft(40));
    /** Relative enclosure width (dimensionless) above which a wall is narrowed: 2^-30. */
    private static final double WIDE = 0x1p-30;

    private static RealAlgebraic narrowed(RealAlgebraic u) {
        Interval e = u.enclosure();
        double scale = Math.max(1, Math.max(Math.abs(e.lo()), Math.abs(e.hi())));
        return e.width() > WIDE * scale ? u.refine(WALL_WIDTH) : u;
    }

    private static Rational tAt(GraphArc a, Rational u) {
        return a.curve().a().evaluate(u).divide(a.curve().b().evaluate(u)).negate();
    }

    /** A rational with a small denominator strictly between lo and hi (null: ∓∞). */
    static Rational between(RealAlgebraic lo, RealAlgebraic hi) {
        if (lo == null && hi == null) {
            return Rational.ZERO;
        }
        if (lo == null) {
            return Rational.of(hi.lower().floor().subtract(java.math.BigInteger.ONE));
        }
        if (hi == null) {
            return Rational.of(lo.upper().floor().add(java.math.BigInteger.ONE));
        }
        RealAlgebraic l = lo;
        RealAlgebraic h = hi;
        Rational width = h.upper().subtract(l.lower());
        while (l.upper().compareTo(h.lower()) >= 0) {
            width = width.multiply(Rational.HALF);
            l = l.refine(width);
            h = h.refine(width);
        }
        return SingleFaceBuilder.simpleBetween(l.upper(), h.lower());
    }
}
