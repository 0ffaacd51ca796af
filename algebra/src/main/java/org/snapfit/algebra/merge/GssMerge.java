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
import java.util.TreeSet;
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
 * of rationals or the sign of an integer polynomial at a real algebraic u (kernel), never a double: doubles appear
 * only in certified, outward-rounded interval filters ({@code ArcBox} t-enclosures) whose undecided cases go exact,
 * and in picking a short dyadic sample u strictly between two certified enclosures (any sample there gives the same
 * answer).
 *
 * <p><b>Vertical decompositions.</b> R and B are the distinct boundary pieces of f_R and f_B. Pieces of one colour
 * never cross (they are edges of one arrangement), so each colour's decomposition comes from a sweep over its own
 * piece ends only (finite ends and poles): the status (pieces bottom to top) loses the pieces ending on a wall and
 * gains, by binary search on exact t at a rational u just right of it, those starting there; a trapezoid (two
 * consecutive pieces, ∓∞ for none, between two walls) closes when its pieces stop being consecutive. The walls
 * are the sorted u-values of the piece ends of both colours (one index space), so each trapezoid knows its left and
 * right wall and the trapezoids opened and closed on each wall are its neighbours there. A red and a blue trapezoid
 * meet over their common u-range in the region between max(bottoms) and min(tops); it is empty exactly where a bottom
 * of one colour lies at or above a top of the other ({@code bR ≥ tB} or {@code bB ≥ tR}), so its nonempty parts —
 * the <em>cells</em> — are the open u-intervals between consecutive crossings of those two pairs inside the range
 * (pinches; every such crossing empties the region). Only these ≤ 2 pairs of the ≤ 4 bounding arcs are intersected
 * for a pair of trapezoids; the two envelope pairs (bR–bB, tR–tB) only inside a visited cell. (The other colour's
 * piece ends enter as walls of the pair: a pair ends where either trapezoid ends.)
 *
 * <p><b>Restricted exploration.</b> Start at the cell containing z (the trapezoids of z's slab, recorded by the
 * sweeps, exact comparisons at z's u; z on a wall is located on the wall, in the trapezoids right of it). A worklist
 * then crosses the walls that end a cell, left and right: the cell's open segment on the wall (max bottoms, min
 * tops; limits, a pole gives ±∞) is compared with the segments of the trapezoids beyond it — per colour the same
 * trapezoid when it continues through the wall, else those opened (closed) on it — and every pair whose segment
 * overlaps it is a neighbour. Cells of one pair are separated by pinches and different pairs by pieces, so this visits
 * exactly the cells of K. GSS (1989; Sharir–Agarwal ch. 6) sweep the overlay of the two vertical decompositions left
 * to right and right to left, restricted to the part reachable from z, and repeat; the worklist is the same
 * restricted traversal going both ways until nothing new is reached.
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
 * <p><b>Red–blue crossings materialised</b> (recorded in the optional log): the pinches inside the common range of
 * each visited trapezoid pair (the ends of its cells; a pinch ending only an unreached cell of a visited pair is an extra,
 * at most 8 per visited pair), the switch points inside visited cells (on ∂K), and the common points of the other
 * colour's pieces with ∂K's sub-arcs (on ∂K). No other red–blue crossing becomes a point. (The kernel isolates the
 * ≤ 4 roots of a curve pair's crossing polynomial at once and caches them; roots outside the range asked are
 * discarded, never turned into points or events.)
 *
 * <p><b>Cost, honestly.</b> The sweeps: O(E·m) reference moves (the status is an array list rebuilt per event; E
 * events, m pieces of a colour) and O(n log m) filtered comparisons. The exploration visits the nonempty cells of the
 * overlay of the two decompositions inside K, each ended by a wall of either colour or a pinch, with O(1) exact
 * comparisons at a wall per neighbour candidate (the exact ones are mostly equality tests where pieces meet on the
 * wall). The split step tests all other-colour pieces' boxes per sub-arc, O(|∂K|·n) doubles. The final build is
 * the arrangement of ∂K's sub-arcs only. So the merge is output-sensitive in the crossings but not the
 * O((|R| + |B|) log) of GSS: the array-list status and the split step are quadratic in the worst case.
 * Not thread-safe (the kernel is not).
 *
 * <p><b>Size.</b> Above 600 lines on purpose: one algorithm — the two vertical decompositions and the restricted
 * exploration of their overlay — whose trapezoids, cells and worklist are private to it and meaningless outside.
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
    /** Per colour and wall: the trapezoids opened there (left wall) and closed there (right wall). */
    private final List<Map<Integer, List<Trap>>> openedAt = List.of(new HashMap<>(), new HashMap<>());
    private final List<Map<Integer, List<Trap>>> closedAt = List.of(new HashMap<>(), new HashMap<>());
    /** Per colour: the trapezoids of z's slab, bottom to top. */
    private final List<List<Trap>> zTraps = new ArrayList<>(List.of(List.of(), List.of()));
    private final Map<PairKey, Trapezoids> pairs = new HashMap<>();
    private final Map<GraphArc, List<RealAlgebraic[]>> onBoundary = new IdentityHashMap<>();
    private final Map<GraphArc, Integer> colourOf = new IdentityHashMap<>();
    private final Map<Long, IntPoly> differences = new HashMap<>();
    /** Per wall (identity) and curve: t's certified enclosure there (empty: none); per wall and curve pair: the sign. */
    private final Map<RealAlgebraic, Map<Integer, Optional<Interval>>> enclosures = new IdentityHashMap<>();
    private final Map<RealAlgebraic, Map<Long, Integer>> signs = new IdentityHashMap<>();

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
        checkOffPieces(z);
        int zSlab = slabOf(z);
        decompose(RED, zSlab);
        decompose(BLUE, zSlab);
        Cell start = locate(z, zSlab);
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

    /** Throws when z lies on a piece of either colour. */
    private void checkOffPieces(ArcPoint z) {
        RealAlgebraic u = z.u();
        for (GraphArc[] ps : pieces) {
            for (GraphArc a : ps) {
                if (a.containsU(u) && kernel.compareAt(a.curve(), z.curve(), u) == Comparison.EQUAL) {
                    throw new IllegalArgumentException("z = " + z + " lies on the boundary piece " + a
                            + "; the merge needs z off every arc (give a FreeSide for a start in contact)");
                }
            }
        }
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

    // ---------------------------------------------------------------------------------------- vertical decomposition

    /**
     * A trapezoid of one colour's vertical decomposition: between two consecutive pieces (null: ∓∞) from the wall
     * with index xl to the wall with index xr (−1 and walls.length: ∓∞). Identity is the trapezoid.
     */
    private static final class Trap {
        final GraphArc below;
        final GraphArc above;
        final int xl;
        int xr;

        Trap(GraphArc below, GraphArc above, int xl, int xr) {
            this.below = below;
            this.above = above;
            this.xl = xl;
            this.xr = xr;
        }
    }

    /**
     * Sweeps one colour's pieces left to right over its own piece ends (they never cross, so the status changes
     * only there): each wall drops the pieces ending on it and binary-inserts those starting on it (exact t at a
     * rational u just right of the wall, interval-filtered); a trapezoid closes when its two pieces stop being
     * consecutive and new ones open. Records the trapezoids opened and closed on each wall, and those of the slab
     * holding z ({@code zSlab}).
     */
    private void decompose(int c, int zSlab) {
        TreeSet<Integer> events = new TreeSet<>();
        events.addAll(startsAt.get(c).keySet());
        events.addAll(endsAt.get(c).keySet());
        List<GraphArc> left = new ArrayList<>();
        for (int p = 0; p < pieces[c].length; p++) {
            if (minWall[c][p] < 0) {
                left.add(pieces[c][p]);
            }
        }
        int firstEvent = events.isEmpty() ? walls.length : events.first();
        List<GraphArc> status = derived(List.of(), List.of(), left, between(null, walls.length == 0 ? null : walls[0]));
        List<Trap> traps = new ArrayList<>();
        for (int i = 0; i <= status.size(); i++) {
            traps.add(new Trap(i == 0 ? null : status.get(i - 1), i == status.size() ? null : status.get(i), -1,
                    walls.length));
        }
        if (zSlab <= firstEvent) {
            zTraps.set(c, traps);
        }
        for (int w : events) {
            Rational sample = between(walls[w], w + 1 < walls.length ? walls[w + 1] : null);
            List<GraphArc> next = derived(status, at(endsAt, c, w), at(startsAt, c, w), sample);
            Map<GraphArc, Trap> byBelow = new IdentityHashMap<>();
            for (Trap t : traps) {
                if (t.below != null) {
                    byBelow.put(t.below, t);
                }
            }
            Set<Trap> kept = Collections.newSetFromMap(new IdentityHashMap<>());
            List<Trap> nextTraps = new ArrayList<>(next.size() + 1);
            for (int i = 0; i <= next.size(); i++) {
                GraphArc below = i == 0 ? null : next.get(i - 1);
                GraphArc above = i == next.size() ? null : next.get(i);
                Trap old = below == null ? traps.get(0) : byBelow.get(below);
                if (old != null && old.above == above) {
                    kept.add(old);
                    nextTraps.add(old);
                } else {
                    Trap t = new Trap(below, above, w, walls.length);
                    openedAt.get(c).computeIfAbsent(w, k -> new ArrayList<>()).add(t);
                    nextTraps.add(t);
                }
            }
            for (Trap t : traps) {
                if (!kept.contains(t)) {
                    t.xr = w;
                    closedAt.get(c).computeIfAbsent(w, k -> new ArrayList<>()).add(t);
                }
            }
            status = next;
            traps = nextTraps;
            Integer after = events.higher(w);
            if (zSlab > w && zSlab <= (after == null ? walls.length : after)) {
                zTraps.set(c, traps);
            }
        }
    }

    /**
     * A status without the pieces that end on the wall, with the pieces that start there inserted by binary search
     * on t at the rational sample just right of it (pieces of one colour never cross: the kept ones keep their order).
     */
    private static List<GraphArc> derived(List<GraphArc> old, List<GraphArc> drop, List<GraphArc> add, Rational sample) {
        Set<GraphArc> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        gone.addAll(drop);
        List<GraphArc> out = new ArrayList<>(old.size() + add.size());
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
        return out;
    }

    private record PairKey(Trap red, Trap blue) {
    }

    private Trapezoids pair(Trap r, Trap b) {
        return pairs.computeIfAbsent(new PairKey(r, b), k -> new Trapezoids(r, b));
    }

    private RealAlgebraic wallOrNull(int w) {
        return w < 0 || w >= walls.length ? null : walls[w];
    }

    /** A red and a blue trapezoid: their common u-range, its cuts (pinches) and which cells are nonempty. */
    private final class Trapezoids {
        final Trap red;
        final Trap blue;
        final GraphArc bR;
        final GraphArc tR;
        final GraphArc bB;
        final GraphArc tB;
        /** Wall indices of the common range. */
        final int from;
        final int to;
        /** cuts[0] = left wall, then the pinches, then the right wall (null: infinite). */
        final List<RealAlgebraic> cuts = new ArrayList<>();
        final boolean[] nonempty;

        Trapezoids(Trap r, Trap b) {
            red = r;
            blue = b;
            bR = r.below;
            tR = r.above;
            bB = b.below;
            tB = b.above;
            from = Math.max(r.xl, b.xl);
            to = Math.min(r.xr, b.xr);
            RealAlgebraic lo = wallOrNull(from);
            RealAlgebraic hi = wallOrNull(to);
            List<RealAlgebraic> pinches = new ArrayList<>();
            crossingsInside(bR, tB, lo, hi, pinches);
            crossingsInside(bB, tR, lo, hi, pinches);
            cuts.add(lo);
            cuts.addAll(sortedDistinct(pinches));
            cuts.add(hi);
            nonempty = new boolean[cuts.size() - 1];
            for (int i = 0; i < nonempty.length; i++) {
                Rational x = between(cuts.get(i), cuts.get(i + 1));
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

    /** A cell: a red and a blue trapezoid and the index of its u-interval among the pair's cuts. */
    private record Cell(Trap red, Trap blue, int run) {
    }

    /** z's slab: between walls[i − 1] and walls[i]; for z on wall i, the slab right of it (i + 1). */
    private int slabOf(ArcPoint z) {
        int i = wallIndex(z.u());
        return i < walls.length && walls[i].compare(z.u()) == Comparison.EQUAL ? i + 1 : i;
    }

    /** The cell containing z (z off every piece), from the trapezoids of z's slab. */
    private Cell locate(ArcPoint z, int zSlab) {
        RealAlgebraic u = z.u();
        boolean onWall = zSlab > 0 && walls[zSlab - 1].compare(u) == Comparison.EQUAL;
        Val zt = new Val(0, z.curve());
        Trap[] t = new Trap[2];
        for (int c = 0; c < 2; c++) {
            for (Trap tr : zTraps.get(c)) {
                boolean above = tr.below == null || (onWall ? compare(valueAt(tr.below, u, false), zt, u) < 0
                        : compareCurves(tr.below.curve(), z.curve(), u) < 0);
                boolean under = tr.above == null || (onWall ? compare(zt, valueAt(tr.above, u, false), u) < 0
                        : compareCurves(z.curve(), tr.above.curve(), u) < 0);
                if (above && under) {
                    t[c] = tr;
                }
            }
            if (t[c] == null) {
                throw new SnapfitInternalError("z = " + z + " lies in no trapezoid of colour " + c);
            }
        }
        Trapezoids p = pair(t[RED], t[BLUE]);
        for (int i = 0; i < p.nonempty.length; i++) {
            RealAlgebraic b = p.cuts.get(i + 1);
            if (b == null || u.compare(b) == Comparison.SMALLER) {
                return cellAt(p, i);
            }
        }
        throw new SnapfitInternalError("z = " + z + " lies in no cell of its trapezoids");
    }

    private Cell cellAt(Trapezoids p, int run) {
        if (!p.nonempty[run]) {
            throw new SnapfitInternalError("trapezoids " + p.bR + " / " + p.tR + " and " + p.bB + " / " + p.tB
                    + ", cell " + run + ": expected a nonempty cell");
        }
        return new Cell(p.red, p.blue, run);
    }

    /** Records the envelopes of a cell and returns its neighbours across the walls that end it. */
    private List<Cell> visit(Cell c) {
        Trapezoids p = pair(c.red, c.blue);
        RealAlgebraic a = p.cuts.get(c.run);
        RealAlgebraic b = p.cuts.get(c.run + 1);
        recordEnvelopes(p, a, b, null);
        List<Cell> out = new ArrayList<>();
        if (c.run == p.nonempty.length - 1 && b != null) {
            neighbours(p, p.to, true, out);
        }
        if (c.run == 0 && a != null) {
            neighbours(p, p.from, false, out);
        }
        return out;
    }

    /**
     * The cells beyond wall w (right of it when {@code rightwards}) whose segment on the wall overlaps the open segment
     * of the current pair there: per colour the current trapezoid when it continues through the wall, else the
     * trapezoids of that colour opened (closed) on it.
     */
    private void neighbours(Trapezoids p, int w, boolean rightwards, List<Cell> out) {
        RealAlgebraic x = walls[w];
        boolean fromLeft = rightwards; // the current pair lies left of x when moving right
        Val lo = max(valueOrInf(p.bR, x, fromLeft, -1), valueOrInf(p.bB, x, fromLeft, -1), x);
        Val hi = min(valueOrInf(p.tR, x, fromLeft, 1), valueOrInf(p.tB, x, fromLeft, 1), x);
        if (compare(lo, hi, x) >= 0) {
            return;
        }
        List<Trap> rs = beyond(p.red, RED, w, rightwards);
        List<Trap> bs = beyond(p.blue, BLUE, w, rightwards);
        for (Trap r : rs) {
            if (!overlaps(r, x, !fromLeft, lo, hi)) {
                continue;
            }
            for (Trap b : bs) {
                Val lo2 = max(lo, max(valueOrInf(r.below, x, !fromLeft, -1), valueOrInf(b.below, x, !fromLeft, -1), x), x);
                Val hi2 = min(hi, min(valueOrInf(r.above, x, !fromLeft, 1), valueOrInf(b.above, x, !fromLeft, 1), x), x);
                if (compare(lo2, hi2, x) < 0) {
                    Trapezoids q = pair(r, b);
                    if ((rightwards ? q.from : q.to) != w) {
                        throw new SnapfitInternalError("trapezoid pair beyond wall " + w + " does not start there");
                    }
                    out.add(cellAt(q, rightwards ? 0 : q.nonempty.length - 1));
                }
            }
        }
    }

    /** The trapezoids of a colour just beyond wall w: t itself when it continues through w, else those opened (closed) on w. */
    private List<Trap> beyond(Trap t, int colour, int w, boolean rightwards) {
        if (rightwards ? t.xr > w : t.xl < w) {
            return List.of(t);
        }
        return (rightwards ? openedAt : closedAt).get(colour).getOrDefault(w, List.of());
    }

    /** Whether a trapezoid's segment on wall x (values from its side) overlaps the open segment (lo, hi). */
    private boolean overlaps(Trap t, RealAlgebraic x, boolean fromLeft, Val lo, Val hi) {
        return compare(lo, valueOrInf(t.above, x, fromLeft, 1), x) < 0 && compare(valueOrInf(t.below, x, fromLeft, -1), hi, x) < 0;
    }

    // ---------------------------------------------------------------------------------------------- values on walls

    /** A value on a wall: ±∞ ({@code inf} = ±1) or t of a curve (inf = 0). */
    private record Val(int inf, CSpaceCurve curve) {
    }

    /** The value of a piece on the wall x, as the limit from the given side (a pole end gives ±∞). */
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
        Map<Integer, Optional<Interval>> encs = enclosures.computeIfAbsent(u, k -> new HashMap<>());
        Interval ue = u.enclosure();
        Interval t1 = encs.computeIfAbsent(r1.id(), id -> Optional.ofNullable(ArcBox.tEnclosure(r1, ue))).orElse(null);
        Interval t2 = t1 == null ? null
                : encs.computeIfAbsent(r2.id(), id -> Optional.ofNullable(ArcBox.tEnclosure(r2, ue))).orElse(null);
        if (t2 != null && t1.strictlyBelow(t2)) {
            return -1;
        }
        if (t2 != null && t2.strictlyBelow(t1)) {
            return 1;
        }
        boolean swap = r1.id() > r2.id();
        CSpaceCurve f = swap ? r2 : r1;
        CSpaceCurve g = swap ? r1 : r2;
        long key = ((long) f.id() << 32) | (g.id() & 0xffffffffL);
        int sign = signs.computeIfAbsent(u, k -> new HashMap<>()).computeIfAbsent(key, q -> {
            IntPoly d = differences.computeIfAbsent(key,
                    k -> g.a().multiply(f.b()).subtract(f.a().multiply(g.b())).multiply(f.b()).multiply(g.b()));
            return u.signOf(d).intValue();
        });
        return swap ? -sign : sign;
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

    /**
     * Splits a sub-arc of ∂K at every point where a piece of the other colour meets its interior (the vertices of
     * A(R ∪ B) on it, also where an outside piece only touches ∂K): box filter, then exact {@code intersect}.
     */
    private List<GraphArc> splitAtOtherColour(GraphArc sigma, int colour) {
        List<RealAlgebraic> points = new ArrayList<>();
        for (GraphArc q : pieces[1 - colour]) {
            // intersect skips pairs whose certified boxes are disjoint (cached per arc)
            for (ArcPoint pt : traits.intersect(sigma, q)) {
                points.add(pt.u());
                if (inside(sigma, pt.u())) {
                    log.ifPresent(l -> l.add(pt));
                }
            }
        }
        return split(sigma, points);
    }

    private static boolean inside(GraphArc sigma, RealAlgebraic u) {
        return (sigma.uMin().isEmpty() || u.compare(sigma.uMin().get()) == Comparison.LARGER)
                && (sigma.uMax().isEmpty() || u.compare(sigma.uMax().get()) == Comparison.SMALLER);
    }

    /** The sub-arc cut at the given u-values that lie strictly inside it. */
    private List<GraphArc> split(GraphArc sigma, List<RealAlgebraic> points) {
        List<RealAlgebraic> cuts = new ArrayList<>();
        for (RealAlgebraic u : points) {
            if (inside(sigma, u)) {
                cuts.add(u);
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

    /** Most fractional bits tried for a dyadic sample between two walls (dimensionless; beyond: exact descent). */
    private static final int DYADIC_BITS = 60;

    /**
     * A rational with a small denominator strictly between lo and hi (null: ∓∞): a short dyadic between their
     * certified double enclosures when they are apart, else a continued-fraction descent between refined rational
     * bounds.
     */
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
        Interval le = lo.enclosure();
        Interval he = hi.enclosure();
        if (le.hi() < he.lo() && Double.isFinite(le.hi()) && Double.isFinite(he.lo())) {
            // a dyadic with few bits strictly between the certified enclosures, hence strictly between lo and hi
            double mid = le.hi() / 2 + he.lo() / 2;
            for (int k = -8; k <= DYADIC_BITS; k++) {
                double x = Math.scalb(Math.rint(Math.scalb(mid, k)), -k);
                if (le.hi() < x && x < he.lo()) {
                    return Rational.fromDouble(x);
                }
            }
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
