package org.snapfit.algebra.arrangement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.SnapfitInternalError;

/**
 * Builds the full arrangement of x-monotone curves (the test oracle of the free-space face). Mutable engine: add
 * curves, then call {@link #build()} once, which returns an immutable {@link Arrangement}.
 *
 * <p>Algorithm: every pair of curves whose closed x-ranges overlap is intersected by the traits (eager, all-pairs
 * on x-overlapping pairs); each curve is split at its common points; equal points become one vertex (exact
 * lexicographic comparison); pieces that coincide (overlaps) become one edge; the half-edges around each vertex are
 * ordered by the traits' {@code compareYAtXRight}/{@code compareYAtXLeft}; unbounded ends are joined by fictitious
 * edges in their cyclic order at infinity; face cycles are traced; each connected component that does not reach
 * infinity becomes a hole of the face directly below its lexicographically smallest vertex. Cost: O(n²) pair tests
 * in the worst case plus O(C·(V+E)) for hole assignment (C components).
 *
 * <p>Not thread-safe. <b>Exactness:</b> as exact as the traits.
 *
 * @param <C> the curve type
 * @param <P> the point type
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
        if (built) {
            throw new IllegalStateException("build() called twice; an ArrangementBuilder builds once");
        }
        built = true;
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
        Comparator<P> xy = (p, q) -> traits.compareXY(p, q).intValue();
        TreeMap<P, Integer> vertexIds = new TreeMap<>(xy);
        List<Piece<C>> pieces = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            C c = curves.get(i);
            List<P> s = splits.get(i);
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
        List<P> vertexPoints = new ArrayList<>(vertexIds.size());
        for (int k = 0; k < vertexIds.size(); k++) {
            vertexPoints.add(null);
        }
        for (Map.Entry<P, Integer> e : vertexIds.entrySet()) {
            vertexPoints.set(e.getValue(), e.getKey());
        }
        return assemble(vertexPoints, pieces);
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

    private Arrangement<C, P> assemble(List<P> vertexPoints, List<Piece<C>> allPieces) {
        int nv = vertexPoints.size();
        // group pieces by their left vertex (right-going) and right vertex (left-going), dedup overlaps
        List<List<Integer>> right = new ArrayList<>(nv);
        List<List<Integer>> left = new ArrayList<>(nv);
        for (int v = 0; v < nv; v++) {
            right.add(new ArrayList<>());
            left.add(new ArrayList<>());
        }
        boolean[] dead = new boolean[allPieces.size()];
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
            dedup(right.get(v), allPieces, dead, multiplicity, (a, b) -> traits.compareYAtXRight(a, b, p));
            dedup(left.get(v), allPieces, dead, multiplicity, (a, b) -> traits.compareYAtXLeft(a, b, p));
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
                    multiplicity[ka] += multiplicity[kb];
                }
            }
        }
        List<Piece<C>> pieces = new ArrayList<>();
        List<Integer> mult = new ArrayList<>();
        for (int k = 0; k < allPieces.size(); k++) {
            if (!dead[k]) {
                pieces.add(allPieces.get(k));
                mult.add(multiplicity[k]);
            }
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
                infiniteEnd, origin, next, rotation, rightCount);
    }

    private interface CurveOrder<C> {
        Comparison compare(C a, C b);
    }

    private void dedup(List<Integer> group, List<Piece<C>> pieces, boolean[] dead, int[] mult, CurveOrder<C> order) {
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

    /** One maximal piece of a curve between two vertices (-1 = the curve's unbounded end). */
    private record Piece<C>(C curve, int left, int right) {
    }
}
