package org.snapfit.algebra.arrangement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.SnapfitInternalError;

/**
 * Builds the full arrangement of x-monotone curves (the test oracle of the free-space face). Mutable engine: add
 * curves, then call {@link #build()} once, which returns an immutable {@link Arrangement}.
 *
 * <p>Algorithm ({@link #build()}): a lazy Bentley–Ottmann sweep finds every common point — two curves are
 * intersected ({@link ArrangementTraits#intersect}) only when they first become neighbours on the sweep line; each
 * curve is split at the event points it passes through; equal points become one vertex (exact lexicographic
 * comparison); pieces that coincide (overlaps) become one edge; the half-edges around each vertex are ordered by
 * the traits' {@code compareYAtXRight}/{@code compareYAtXLeft}; unbounded ends are joined by fictitious edges in
 * their cyclic order at infinity; face cycles are traced; each connected component that does not reach infinity
 * becomes a hole of the face directly below its lexicographically smallest vertex, read off the sweep status at
 * that vertex's event. Cost: O((n + k) log n) predicate calls for n curves and k event points, plus O(n + k)
 * pair intersections (the status is an array list, so insertions also move O(n) references per event). A
 * package-private eager path (all x-overlapping pairs intersected, holes placed by an O(C·(V+E)) scan) is kept
 * as an independent oracle for tests.
 *
 * <p>Vertical curves ({@link ArrangementTraits#isVertical}) get the standard Bentley–Ottmann treatment: they never
 * enter the status; all of them over one x share one event, after the pole ends that end there and before the points
 * there, where each meets the contiguous block of status curves whose y lies in its y-range (binary search from its
 * lower end); those common points and its finite ends become point events, and its split points are all event points
 * on its closed segment.
 *
 * <p>Not thread-safe. <b>Exactness:</b> as exact as the traits.
 *
 * @param <C> the curve type
 * @param <P> the point type
 *
 * <p><b>Size.</b> Above 600 lines on purpose: the lazy sweep (its inner {@code IntersectionSweep}), the splitting of
 * curves at event points, the DCEL construction, the hole placement and the eager oracle path share the builder's
 * curve, event and split tables; they are one algorithm in the order {@link #build()} runs it.
 */
public final class ArrangementBuilder<C, P> {
    private final ArrangementTraits<C, P> traits;
    private final List<C> curves = new ArrayList<>();
    private boolean built;

    /**
     * Creates an empty builder.
     *
     * @param traits the geometric traits that answer every predicate
     */
    public ArrangementBuilder(ArrangementTraits<C, P> traits) {
        this.traits = traits;
    }

    /**
     * Adds one x-monotone curve.
     *
     * @param curve the curve
     * @return this builder
     * @throws IllegalStateException if {@link #build()} was already called
     */
    public ArrangementBuilder<C, P> add(C curve) {
        if (built) {
            throw new IllegalStateException("add(curve) after build(); an ArrangementBuilder builds once");
        }
        curves.add(curve);
        return this;
    }

    /**
     * Adds x-monotone curves.
     *
     * @param more the curves
     * @return this builder
     * @throws IllegalStateException if {@link #build()} was already called
     */
    public ArrangementBuilder<C, P> addAll(Iterable<? extends C> more) {
        for (C c : more) {
            add(c);
        }
        return this;
    }

    /**
     * Builds the arrangement of all curves added so far.
     *
     * @return the arrangement
     * @throws IllegalStateException if called twice
     */
    public Arrangement<C, P> build() {
        startBuild();
        SweepResult<P> sweep = new IntersectionSweep().run();
        // vertex ids in order of first appearance along the curves (the numbering of the eager path), read off the
        // event indices: each curve's events are already in xy order and distinct, so no point is compared again
        int[] vertexOfEvent = new int[sweep.eventPoints().size()];
        Arrays.fill(vertexOfEvent, -1);
        List<P> vertexPoints = new ArrayList<>();
        List<List<Integer>> curveVertices = new ArrayList<>(curves.size());
        for (int[] events : sweep.splits()) {
            List<Integer> ids = new ArrayList<>(events.length);
            for (int j : events) {
                if (vertexOfEvent[j] < 0) {
                    vertexOfEvent[j] = vertexPoints.size();
                    vertexPoints.add(sweep.eventPoints().get(j));
                }
                ids.add(vertexOfEvent[j]);
            }
            curveVertices.add(ids);
        }
        return fromVertices(vertexPoints, curveVertices, Optional.of(sweep), vertexOfEvent);
    }

    /**
     * The eager path kept as a second, independent oracle: every pair of curves whose closed x-ranges overlap is
     * intersected, and holes are placed by a scan of all edges and vertices. Same result as {@link #build()}.
     *
     * @return the arrangement
     * @throws IllegalStateException if called twice
     */
    Arrangement<C, P> buildEager() {
        startBuild();
        List<List<P>> splits = eagerSplits();
        Comparator<P> xy = (p, q) -> traits.compareXY(p, q).intValue();
        TreeMap<P, Integer> vertexIds = new TreeMap<>(xy);
        List<List<Integer>> curveVertices = new ArrayList<>(curves.size());
        for (List<P> s : splits) {
            s.sort(xy);
            List<Integer> ids = new ArrayList<>();
            P last = null;
            for (P p : s) {
                if (last != null && traits.compareXY(last, p) == Comparison.EQUAL) {
                    continue;
                }
                last = p;
                Integer id = vertexIds.get(p);
                if (id == null) {
                    id = vertexIds.size();
                    vertexIds.put(p, id);
                }
                ids.add(id);
            }
            curveVertices.add(ids);
        }
        List<P> vertexPoints = new ArrayList<>(vertexIds.size());
        for (int k = 0; k < vertexIds.size(); k++) {
            vertexPoints.add(null);
        }
        for (Map.Entry<P, Integer> e : vertexIds.entrySet()) {
            vertexPoints.set(e.getValue(), e.getKey());
        }
        return fromVertices(vertexPoints, curveVertices, Optional.empty(), new int[0]);
    }

    private void startBuild() {
        if (built) {
            throw new IllegalStateException("build() called twice; an ArrangementBuilder builds once");
        }
        built = true;
    }

    private List<List<P>> eagerSplits() {
        int n = curves.size();
        List<List<P>> splits = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            List<P> s = new ArrayList<>();
            C c = curves.get(i);
            for (ArcEnd end : ArcEnd.values()) {
                if (traits.boundary(c, end).isEmpty()) {
                    s.add(traits.endPoint(c, end));
                }
            }
            splits.add(s);
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (!xRangesMayOverlap(curves.get(i), curves.get(j))) {
                    continue;
                }
                List<P> common = traits.intersect(curves.get(i), curves.get(j));
                splits.get(i).addAll(common);
                splits.get(j).addAll(common);
            }
        }
        return splits;
    }

    /** The arrangement from each curve's vertex ids in xy order (its finite ends and the points it passes). */
    private Arrangement<C, P> fromVertices(List<P> vertexPoints, List<List<Integer>> curveVertices,
            Optional<SweepResult<P>> sweep, int[] vertexOfEvent) {
        int n = curves.size();
        List<Piece<C>> pieces = new ArrayList<>();
        int[] firstPiece = new int[n];
        for (int i = 0; i < n; i++) {
            C c = curves.get(i);
            firstPiece[i] = pieces.size();
            List<Integer> ids = curveVertices.get(i);
            boolean minOpen = traits.boundary(c, ArcEnd.MIN).isPresent();
            boolean maxOpen = traits.boundary(c, ArcEnd.MAX).isPresent();
            if (ids.isEmpty()) {
                if (!minOpen || !maxOpen) {
                    throw new SnapfitInternalError("curve " + c + " has a finite end but no vertex");
                }
                pieces.add(new Piece<>(c, -1, -1));
                continue;
            }
            if (minOpen) {
                pieces.add(new Piece<>(c, -1, ids.get(0)));
            }
            for (int k = 0; k + 1 < ids.size(); k++) {
                pieces.add(new Piece<>(c, ids.get(k), ids.get(k + 1)));
            }
            if (maxOpen) {
                pieces.add(new Piece<>(c, ids.get(ids.size() - 1), -1));
            }
        }
        int[] edgeOfPiece = new int[pieces.size()];
        Optional<IntUnaryOperator> below = sweep.map(sw -> belowOracle(sw, vertexOfEvent, vertexPoints, firstPiece,
                curveVertices, edgeOfPiece));
        return assemble(vertexPoints, pieces, edgeOfPiece, below);
    }

    /**
     * Hole placement from the sweep: for a vertex v, what lies directly below it (vertex code −2 − w, edge e ≥ 0,
     * or −1 for nothing), read off the status at v's event: the curve just below v on the sweep line and the event
     * point just below v on the same vertical line, whichever is higher; the curve's edge there is the piece of it
     * whose open x-range holds x(v) (it has no vertex at x(v), else that vertex would be the higher event point).
     */
    private IntUnaryOperator belowOracle(SweepResult<P> sw, int[] vertexOfEvent, List<P> vertexPoints,
            int[] firstPiece, List<List<Integer>> curveVertices, int[] edgeOfPiece) {
        int[] eventOfVertex = new int[vertexPoints.size()];
        Arrays.fill(eventOfVertex, -1);
        for (int j = 0; j < vertexOfEvent.length; j++) {
            if (vertexOfEvent[j] >= 0) {
                eventOfVertex[vertexOfEvent[j]] = j;
            }
        }
        return v -> {
            int j = eventOfVertex[v];
            if (j < 0) {
                throw new SnapfitInternalError("vertex " + v + " was no event of the sweep");
            }
            P p = vertexPoints.get(v);
            int cb = sw.curveBelow()[j];
            int pb = sw.pointBelow()[j];
            if (pb >= 0) {
                P q = sw.eventPoints().get(pb);
                if (cb < 0 || traits.compareYAtX(q, curves.get(cb)) != Comparison.SMALLER) {
                    return -2 - vertexOfEvent[pb];
                }
            }
            if (cb < 0) {
                return -1;
            }
            List<Integer> ids = curveVertices.get(cb);
            int lo = 0;
            int hi = ids.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (traits.compareX(vertexPoints.get(ids.get(mid)), p) == Comparison.SMALLER) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            boolean minOpen = traits.boundary(curves.get(cb), ArcEnd.MIN).isPresent();
            int piece = firstPiece[cb] + (ids.isEmpty() || minOpen ? lo : lo - 1);
            return edgeOfPiece[piece];
        };
    }

    private boolean xRangesMayOverlap(C a, C b) {
        return !endBeforeStart(a, b) && !endBeforeStart(b, a);
    }

    /** True when the MAX end of a lies strictly left of the MIN end of b (decided conservatively). */
    private boolean endBeforeStart(C a, C b) {
        Optional<BoundarySide> aMax = traits.boundary(a, ArcEnd.MAX);
        Optional<BoundarySide> bMin = traits.boundary(b, ArcEnd.MIN);
        if (aMax.isEmpty()) {
            return traits.compareXToEnd(traits.endPoint(a, ArcEnd.MAX), b, ArcEnd.MIN) == Comparison.SMALLER;
        }
        if (bMin.isEmpty()) {
            return traits.compareXToEnd(traits.endPoint(b, ArcEnd.MIN), a, ArcEnd.MAX) == Comparison.LARGER;
        }
        return false;
    }

    private Arrangement<C, P> assemble(List<P> vertexPoints, List<Piece<C>> allPieces, int[] edgeOfPiece,
            Optional<IntUnaryOperator> below) {
        int nv = vertexPoints.size();
        // group pieces by their left vertex (right-going) and right vertex (left-going), dedup overlaps
        List<List<Integer>> right = new ArrayList<>(nv);
        List<List<Integer>> left = new ArrayList<>(nv);
        for (int v = 0; v < nv; v++) {
            right.add(new ArrayList<>());
            left.add(new ArrayList<>());
        }
        boolean[] dead = new boolean[allPieces.size()];
        int[] keeper = new int[allPieces.size()];
        for (int k = 0; k < keeper.length; k++) {
            keeper[k] = k;
        }
        int[] multiplicity = new int[allPieces.size()];
        Arrays.fill(multiplicity, 1);
        for (int k = 0; k < allPieces.size(); k++) {
            Piece<C> pc = allPieces.get(k);
            if (pc.left >= 0) {
                right.get(pc.left).add(k);
            } else if (pc.right >= 0) {
                left.get(pc.right).add(k);
            }
        }
        for (int v = 0; v < nv; v++) {
            P p = vertexPoints.get(v);
            dedup(right.get(v), allPieces, dead, keeper, multiplicity, (a, b) -> traits.compareYAtXRight(a, b, p));
            dedup(left.get(v), allPieces, dead, keeper, multiplicity, (a, b) -> traits.compareYAtXLeft(a, b, p));
        }
        List<Integer> fullyOpen = new ArrayList<>();
        for (int k = 0; k < allPieces.size(); k++) {
            if (allPieces.get(k).left < 0 && allPieces.get(k).right < 0) {
                fullyOpen.add(k);
            }
        }
        for (int a = 0; a < fullyOpen.size(); a++) {
            for (int b = a + 1; b < fullyOpen.size(); b++) {
                int ka = fullyOpen.get(a);
                int kb = fullyOpen.get(b);
                if (dead[ka] || dead[kb]) {
                    continue;
                }
                C ca = allPieces.get(ka).curve;
                C cb = allPieces.get(kb).curve;
                if (traits.boundary(ca, ArcEnd.MIN).equals(traits.boundary(cb, ArcEnd.MIN))
                        && traits.compareEndsOnBoundary(ca, ArcEnd.MIN, cb, ArcEnd.MIN) == Comparison.EQUAL) {
                    dead[kb] = true;
                    keeper[kb] = ka;
                    multiplicity[ka] += multiplicity[kb];
                }
            }
        }
        List<Piece<C>> pieces = new ArrayList<>();
        List<Integer> mult = new ArrayList<>();
        for (int k = 0; k < allPieces.size(); k++) {
            if (!dead[k]) {
                edgeOfPiece[k] = pieces.size();
                pieces.add(allPieces.get(k));
                mult.add(multiplicity[k]);
            }
        }
        for (int k = 0; k < allPieces.size(); k++) {
            int r = k;
            while (keeper[r] != r) {
                r = keeper[r];
            }
            edgeOfPiece[k] = edgeOfPiece[r];
        }
        int ne = pieces.size();
        // unbounded ends, in counter-clockwise order around infinity
        List<int[]> ends = new ArrayList<>(); // {edge, arcEnd ordinal}
        for (int e = 0; e < ne; e++) {
            if (pieces.get(e).left < 0) {
                ends.add(new int[] {e, ArcEnd.MIN.ordinal()});
            }
            if (pieces.get(e).right < 0) {
                ends.add(new int[] {e, ArcEnd.MAX.ordinal()});
            }
        }
        ends.sort((x, y) -> compareCyclic(pieces, x, y));
        int k = ends.size();
        int nvAll = nv + k;
        int nh = 2 * (ne + k);
        int[] origin = new int[nh];
        for (int e = 0; e < ne; e++) {
            origin[2 * e] = pieces.get(e).left;
            origin[2 * e + 1] = pieces.get(e).right;
        }
        for (int i = 0; i < k; i++) {
            int[] end = ends.get(i);
            int e = end[0];
            if (end[1] == ArcEnd.MIN.ordinal()) {
                origin[2 * e] = nv + i;
            } else {
                origin[2 * e + 1] = nv + i;
            }
            int f = ne + i;
            origin[2 * f] = nv + i;
            origin[2 * f + 1] = nv + (i + 1) % k;
        }
        // rotation (counter-clockwise list of outgoing half-edges) per vertex
        int[][] rotation = new int[nvAll][];
        int[] rightCount = new int[nvAll];
        List<List<Integer>> outRight = new ArrayList<>(nv);
        List<List<Integer>> outLeft = new ArrayList<>(nv);
        for (int v = 0; v < nv; v++) {
            outRight.add(new ArrayList<>());
            outLeft.add(new ArrayList<>());
        }
        for (int e = 0; e < ne; e++) {
            if (pieces.get(e).left >= 0) {
                outRight.get(pieces.get(e).left).add(e);
            }
            if (pieces.get(e).right >= 0) {
                outLeft.get(pieces.get(e).right).add(e);
            }
        }
        for (int v = 0; v < nv; v++) {
            P p = vertexPoints.get(v);
            List<Integer> r = outRight.get(v);
            List<Integer> l = outLeft.get(v);
            r.sort((a, b) -> traits.compareYAtXRight(pieces.get(a).curve, pieces.get(b).curve, p).intValue());
            l.sort((a, b) -> traits.compareYAtXLeft(pieces.get(b).curve, pieces.get(a).curve, p).intValue());
            int[] rot = new int[r.size() + l.size()];
            int idx = 0;
            for (int e : r) {
                rot[idx++] = 2 * e;
            }
            for (int e : l) {
                rot[idx++] = 2 * e + 1;
            }
            rotation[v] = rot;
            rightCount[v] = r.size();
        }
        for (int i = 0; i < k; i++) {
            int[] end = ends.get(i);
            int inward = end[1] == ArcEnd.MIN.ordinal() ? 2 * end[0] : 2 * end[0] + 1;
            int toNext = 2 * (ne + i);
            int toPrev = 2 * (ne + (i - 1 + k) % k) + 1;
            rotation[nv + i] = new int[] {toPrev, toNext, inward};
        }
        int[] rotIndex = new int[nh];
        for (int v = 0; v < nvAll; v++) {
            for (int i = 0; i < rotation[v].length; i++) {
                int h = rotation[v][i];
                if (origin[h] != v) {
                    throw new SnapfitInternalError("half-edge " + h + " in the rotation of vertex " + v
                            + " starts at " + origin[h]);
                }
                rotIndex[h] = i;
            }
        }
        int[] next = new int[nh];
        for (int h = 0; h < nh; h++) {
            int t = h ^ 1;
            int target = origin[t];
            int[] rot = rotation[target];
            next[h] = rot[(rotIndex[t] - 1 + rot.length) % rot.length];
        }
        List<C> edgeCurves = new ArrayList<>(ne);
        int[] edgeLeft = new int[ne];
        int[] edgeRight = new int[ne];
        int[] edgeMult = new int[ne];
        for (int e = 0; e < ne; e++) {
            edgeCurves.add(pieces.get(e).curve);
            edgeLeft[e] = pieces.get(e).left;
            edgeRight[e] = pieces.get(e).right;
            edgeMult[e] = mult.get(e);
        }
        List<ArcEnd> infiniteEnd = new ArrayList<>(k);
        int[] infiniteEdge = new int[k];
        for (int i = 0; i < k; i++) {
            infiniteEdge[i] = ends.get(i)[0];
            infiniteEnd.add(ArcEnd.values()[ends.get(i)[1]]);
        }
        return Arrangement.create(traits, vertexPoints, edgeCurves, edgeLeft, edgeRight, edgeMult, infiniteEdge,
                infiniteEnd, origin, next, rotation, rightCount, below);
    }

    private interface CurveOrder<C> {
        Comparison compare(C a, C b);
    }

    private void dedup(List<Integer> group, List<Piece<C>> pieces, boolean[] dead, int[] keeper, int[] mult,
            CurveOrder<C> order) {
        if (group.size() < 2) {
            return;
        }
        group.sort((a, b) -> order.compare(pieces.get(a).curve, pieces.get(b).curve).intValue());
        int keep = group.get(0);
        for (int i = 1; i < group.size(); i++) {
            int k = group.get(i);
            if (order.compare(pieces.get(keep).curve, pieces.get(k).curve) == Comparison.EQUAL) {
                Piece<C> a = pieces.get(keep);
                Piece<C> b = pieces.get(k);
                if (a.left != b.left || a.right != b.right) {
                    throw new SnapfitInternalError("overlapping pieces " + a + " and " + b + " end at different vertices");
                }
                dead[k] = true;
                keeper[k] = keep;
                mult[keep] += mult[k];
            } else {
                keep = k;
            }
        }
    }

    private static int sideRank(BoundarySide s) {
        switch (s) {
            case RIGHT: return 0;
            case TOP: return 1;
            case LEFT: return 2;
            case BOTTOM: return 3;
            default: throw new SnapfitInternalError("unknown side " + s);
        }
    }

    private int compareCyclic(List<Piece<C>> pieces, int[] x, int[] y) {
        C cx = pieces.get(x[0]).curve;
        C cy = pieces.get(y[0]).curve;
        ArcEnd ex = ArcEnd.values()[x[1]];
        ArcEnd ey = ArcEnd.values()[y[1]];
        BoundarySide sx = traits.boundary(cx, ex).orElseThrow();
        BoundarySide sy = traits.boundary(cy, ey).orElseThrow();
        if (sx != sy) {
            return Integer.compare(sideRank(sx), sideRank(sy));
        }
        int c = traits.compareEndsOnBoundary(cx, ex, cy, ey).intValue();
        // counter-clockwise: RIGHT by increasing y, TOP by decreasing x, LEFT by decreasing y, BOTTOM increasing x
        return sx == BoundarySide.RIGHT || sx == BoundarySide.BOTTOM ? c : -c;
    }

    /**
     * What the sweep found: every curve's split points as indices into the event points, in xy order (its finite
     * ends and every event point it passes through),
     * and for each event point the curve directly below it on the sweep line and the event point just below it on
     * the same vertical line (for hole placement).
     */
    private record SweepResult<P>(List<int[]> splits, List<P> eventPoints, int[] curveBelow, int[] pointBelow) {
    }

    /**
     * An event: the MAX ends at a pole (kind 0), a finite point (kind 1), the MIN ends at a pole (kind 2), or the
     * vertical curves at one x ({@link IntersectionSweep#VERTICAL}, processed before every point at that x).
     */
    private record Event<C, P>(int kind, P point, C curve, ArcEnd end) {
    }

    /** The curves starting and ending at one event. */
    private static final class EventData {
        private final List<Integer> starts = new ArrayList<>(2);
        private final List<Integer> ends = new ArrayList<>(2);
        /** Curves known to pass through the point: the two curves of each intersection that found it. */
        private int[] through = new int[4];
        private int throughCount;

        private void addThrough(int curve) {
            if (!passesThrough(curve)) {
                if (throughCount == through.length) {
                    through = Arrays.copyOf(through, 2 * throughCount);
                }
                through[throughCount++] = curve;
            }
        }

        private boolean passesThrough(int curve) {
            for (int k = 0; k < throughCount; k++) {
                if (through[k] == curve) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * The lazy Bentley–Ottmann sweep (left to right in x, bottom to top at equal x). The status is the list of
     * curves crossing the sweep line, bottom to top just right of the last event; two curves are intersected (all
     * their common points at once, {@link ArrangementTraits#intersect}) only the first time they become neighbours
     * in it, and their common points right of the current event enter the queue. At a point event the curves
     * through it form one block of the status, found by binary search with {@code compareYAtX}; the block is
     * replaced by the curves leaving the point to the right, ordered by {@code compareYAtXRight}. Correctness is
     * the classical argument: just left of a common point q of two curves, every curve between them passes through
     * q, so some pair of curves through q is adjacent since the last event before q and was intersected, which put
     * q in the queue. Ends at a pole (TOP/BOTTOM) are removed before every point over that x and inserted after.
     */
    private final class IntersectionSweep {
        private final int n = curves.size();
        private final List<List<Integer>> splits = new ArrayList<>(n);
        /** Kind of the event of the vertical curves at one x: after the pole MAX ends, before the points there. */
        private static final int VERTICAL = 3;
        private final TreeMap<Event<C, P>, EventData> queue = new TreeMap<>(this::compareEvents);
        private final List<Integer> verticals = new ArrayList<>();
        private final List<Integer> status = new ArrayList<>();
        private final LongHashSet tested = new LongHashSet();
        private final List<P> eventPoints = new ArrayList<>();
        private final List<Integer> curveBelow = new ArrayList<>();
        private final List<Integer> pointBelow = new ArrayList<>();
        private Event<C, P> current;

        SweepResult<P> run() {
            List<Integer> fromLeft = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                splits.add(new ArrayList<>(2));
                C c = curves.get(i);
                if (traits.isVertical(c)) {
                    registerVertical(i, c);
                    continue;
                }
                Optional<BoundarySide> lo = traits.boundary(c, ArcEnd.MIN);
                if (lo.isEmpty()) {
                    data(new Event<>(1, traits.endPoint(c, ArcEnd.MIN), null, null)).starts.add(i);
                } else if (lo.get() == BoundarySide.LEFT) {
                    fromLeft.add(i);
                } else {
                    data(new Event<>(2, null, c, ArcEnd.MIN)).starts.add(i);
                }
                Optional<BoundarySide> hi = traits.boundary(c, ArcEnd.MAX);
                if (hi.isEmpty()) {
                    data(new Event<>(1, traits.endPoint(c, ArcEnd.MAX), null, null)).ends.add(i);
                } else if (hi.get() != BoundarySide.RIGHT) {
                    data(new Event<>(0, null, c, ArcEnd.MAX)).ends.add(i);
                }
            }
            fromLeft.sort((a, b) -> traits.compareEndsOnBoundary(curves.get(a), ArcEnd.MIN, curves.get(b), ArcEnd.MIN)
                    .intValue());
            status.addAll(fromLeft);
            for (int k = 0; k + 1 < status.size(); k++) {
                test(k);
            }
            P lastPoint = null;
            int lastPointIndex = -1;
            while (!queue.isEmpty()) {
                Map.Entry<Event<C, P>, EventData> entry = queue.pollFirstEntry();
                current = entry.getKey();
                EventData d = entry.getValue();
                if (current.kind() == 0) {
                    removePoleEnds(d.ends);
                } else if (current.kind() == 2) {
                    insertPoleStarts(d.starts);
                } else if (current.kind() == VERTICAL) {
                    queryVerticals(d.starts);
                } else {
                    P p = current.point();
                    boolean sameX = lastPoint != null && traits.compareX(lastPoint, p) == Comparison.EQUAL;
                    handlePoint(p, d, sameX ? lastPointIndex : -1);
                    lastPoint = p;
                    lastPointIndex = eventPoints.size() - 1;
                }
            }
            for (int i : verticals) {
                splits.set(i, eventsOnVertical(curves.get(i)));
            }
            int[] below = curveBelow.stream().mapToInt(Integer::intValue).toArray();
            int[] pBelow = pointBelow.stream().mapToInt(Integer::intValue).toArray();
            List<int[]> events = new ArrayList<>(n);
            for (List<Integer> l : splits) {
                events.add(l.stream().mapToInt(Integer::intValue).toArray());
            }
            return new SweepResult<>(events, eventPoints, below, pBelow);
        }

        private EventData data(Event<C, P> e) {
            return queue.computeIfAbsent(e, k -> new EventData());
        }

        private int compareEvents(Event<C, P> a, Event<C, P> b) {
            if (a.kind() == VERTICAL) {
                return compareVerticalEvent(a, b);
            }
            if (b.kind() == VERTICAL) {
                return -compareVerticalEvent(b, a);
            }
            if (a.kind() == 1 && b.kind() == 1) {
                return traits.compareXY(a.point(), b.point()).intValue();
            }
            if (a.kind() == 1) {
                return traits.compareXToEnd(a.point(), b.curve(), b.end()).intValue();
            }
            if (b.kind() == 1) {
                return -traits.compareXToEnd(b.point(), a.curve(), a.end()).intValue();
            }
            int c = traits.compareXOfEnds(a.curve(), a.end(), b.curve(), b.end()).intValue();
            return c != 0 ? c : Integer.compare(a.kind(), b.kind());
        }

        /**
         * Order of the vertical event a and any event b: by x; at equal x after the pole MAX ends and before the
         * points and the pole MIN ends (all vertical curves at one x share one event).
         */
        private int compareVerticalEvent(Event<C, P> a, Event<C, P> b) {
            if (b.kind() == VERTICAL) {
                return traits.compareXOfEnds(a.curve(), ArcEnd.MIN, b.curve(), ArcEnd.MIN).intValue();
            }
            if (b.kind() == 1) {
                int c = -traits.compareXToEnd(b.point(), a.curve(), ArcEnd.MIN).intValue();
                return c != 0 ? c : -1;
            }
            int c = traits.compareXOfEnds(a.curve(), ArcEnd.MIN, b.curve(), b.end()).intValue();
            return c != 0 ? c : b.kind() == 0 ? 1 : -1;
        }

        /**
         * A vertical curve never enters the status: it shares one event per x with the other vertical curves there,
         * and its finite ends are point events (so they become vertices even where no other curve passes).
         */
        private void registerVertical(int i, C c) {
            verticals.add(i);
            data(new Event<>(VERTICAL, null, c, ArcEnd.MIN)).starts.add(i);
            for (ArcEnd e : ArcEnd.values()) {
                if (traits.boundary(c, e).isEmpty()) {
                    data(new Event<>(1, traits.endPoint(c, e), null, null));
                }
            }
        }

        /**
         * The Bentley–Ottmann step for vertical segments at x0: before any point over x0 the status holds exactly
         * the curves that cross the vertical line x = x0 at a finite point and were not started there (pole ends at
         * x0 are already removed; curves starting at a finite point over x0 start at an event anyway). Each vertical
         * curve meets those of them whose y at x0 lies in its closed y-range — a contiguous block of the status,
         * found by binary search from its lower end — and the common points are queued as point events.
         */
        private void queryVerticals(List<Integer> vs) {
            for (int i : vs) {
                C v = curves.get(i);
                int lo = 0;
                if (traits.boundary(v, ArcEnd.MIN).isEmpty()) {
                    P bottom = traits.endPoint(v, ArcEnd.MIN);
                    int hi = status.size();
                    while (lo < hi) {
                        int mid = (lo + hi) >>> 1;
                        if (traits.compareYAtX(bottom, curves.get(status.get(mid))) == Comparison.LARGER) {
                            lo = mid + 1;
                        } else {
                            hi = mid;
                        }
                    }
                }
                Optional<P> top = traits.boundary(v, ArcEnd.MAX).isEmpty() ? Optional.of(traits.endPoint(v, ArcEnd.MAX))
                        : Optional.empty();
                for (int k = lo; k < status.size(); k++) {
                    int s = status.get(k);
                    if (top.isPresent() && traits.compareYAtX(top.get(), curves.get(s)) == Comparison.SMALLER) {
                        break;
                    }
                    for (P q : traits.intersect(v, curves.get(s))) {
                        // the curve is found through the point by the exact block search at the event
                        data(new Event<>(1, q, null, null));
                    }
                }
            }
        }

        /**
         * The split points of a vertical curve: every event point on its closed segment (they are consecutive in
         * the xy-sorted event list: all points over x0 whose y lies in its y-range).
         */
        private List<Integer> eventsOnVertical(C v) {
            int lo = 0;
            int hi = eventPoints.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                P p = eventPoints.get(mid);
                Comparison x = traits.compareXToEnd(p, v, ArcEnd.MIN);
                if (x == Comparison.SMALLER || x == Comparison.EQUAL && traits.compareYAtX(p, v) == Comparison.SMALLER) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            List<Integer> out = new ArrayList<>();
            for (int j = lo; j < eventPoints.size(); j++) {
                P p = eventPoints.get(j);
                if (traits.compareXToEnd(p, v, ArcEnd.MIN) != Comparison.EQUAL
                        || traits.compareYAtX(p, v) != Comparison.EQUAL) {
                    break;
                }
                out.add(j);
            }
            return out;
        }

        /** Intersects status[k] and status[k + 1] if they were never intersected; queues common points ahead. */
        private void test(int k) {
            if (k < 0 || k + 1 >= status.size()) {
                return;
            }
            int a = status.get(k);
            int b = status.get(k + 1);
            long key = a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
            if (!tested.add(key)) {
                return;
            }
            for (P q : traits.intersect(curves.get(a), curves.get(b))) {
                Event<C, P> e = new Event<>(1, q, null, null);
                if (current == null || compareEvents(e, current) > 0) {
                    EventData d = data(e);
                    d.addThrough(a);
                    d.addThrough(b);
                }
            }
        }

        private void removePoleEnds(List<Integer> ends) {
            for (int i : ends) {
                int k = status.indexOf(i);
                if (k < 0) {
                    throw new SnapfitInternalError("curve " + curves.get(i) + " ends at a pole but is not on the sweep line");
                }
                status.remove(k);
                test(k - 1);
            }
        }

        private void insertPoleStarts(List<Integer> starts) {
            List<Integer> top = new ArrayList<>();
            List<Integer> bottom = new ArrayList<>();
            for (int i : starts) {
                BoundarySide side = traits.boundary(curves.get(i), ArcEnd.MIN).orElseThrow();
                (side == BoundarySide.TOP ? top : bottom).add(i);
            }
            // on TOP a higher curve compares LARGER along the side, on BOTTOM SMALLER (compareEndsOnBoundary)
            top.sort((a, b) -> traits.compareEndsOnBoundary(curves.get(a), ArcEnd.MIN, curves.get(b), ArcEnd.MIN)
                    .intValue());
            bottom.sort((a, b) -> traits.compareEndsOnBoundary(curves.get(b), ArcEnd.MIN, curves.get(a), ArcEnd.MIN)
                    .intValue());
            status.addAll(0, bottom);
            for (int k = 0; k < bottom.size(); k++) {
                test(k);
            }
            int first = status.size();
            status.addAll(top);
            for (int k = first - 1; k + 1 < status.size(); k++) {
                test(k);
            }
        }

        /**
         * compareYAtX of the event point and a status curve; EQUAL without a predicate for a curve known to pass
         * through it (it ends there, or an intersection with it found the point — exact facts).
         */
        private Comparison compareAt(P p, EventData d, int curve) {
            if (d.passesThrough(curve) || endsAt(d, curve)) {
                return Comparison.EQUAL;
            }
            return traits.compareYAtX(p, curves.get(curve));
        }

        /** Whether the curve ends at the event (no boxing: the list is short). */
        private boolean endsAt(EventData d, int curve) {
            for (int i = 0; i < d.ends.size(); i++) {
                if (d.ends.get(i) == curve) {
                    return true;
                }
            }
            return false;
        }

        private void handlePoint(P p, EventData d, int pointBelowIndex) {
            int lo = 0;
            int hi = status.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (compareAt(p, d, status.get(mid)) == Comparison.LARGER) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            int end = lo;
            while (end < status.size() && compareAt(p, d, status.get(end)) == Comparison.EQUAL) {
                end++;
            }
            int event = eventPoints.size();
            eventPoints.add(p);
            curveBelow.add(lo > 0 ? status.get(lo - 1) : -1);
            pointBelow.add(pointBelowIndex);
            List<Integer> block = status.subList(lo, end);
            List<Integer> leaving = new ArrayList<>(block.size() + d.starts.size());
            for (int i : block) {
                splits.get(i).add(event);
                if (!d.ends.contains(i)) {
                    leaving.add(i);
                }
            }
            for (int i : d.ends) {
                if (!block.contains(i)) {
                    throw new SnapfitInternalError("curve " + curves.get(i) + " ends at " + p
                            + " but is not on the sweep line there");
                }
            }
            for (int i : d.starts) {
                splits.get(i).add(event);
                leaving.add(i);
            }
            leaving.sort((a, b) -> traits.compareYAtXRight(curves.get(a), curves.get(b), p).intValue());
            block.clear();
            status.addAll(lo, leaving);
            if (leaving.isEmpty()) {
                test(lo - 1);
                return;
            }
            for (int k = lo - 1; k < lo + leaving.size(); k++) {
                test(k);
            }
        }
    }

    /** One maximal piece of a curve between two vertices (-1 = the curve's unbounded end). */
    private record Piece<C>(C curve, int left, int right) {
    }
}
