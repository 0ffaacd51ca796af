package org.snapfit.algebra.arrangement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.SnapfitInternalError;

/**
 * An immutable planar arrangement of x-monotone curves as a doubly-connected edge list: finite vertices, vertices
 * at infinity joined by fictitious edges (CGAL's unbounded-plane topology), edges, half-edges with twin and next,
 * and faces with an outer boundary cycle (absent for the one unbounded face when no curve reaches infinity) and any
 * number of holes. Built by {@link ArrangementBuilder}.
 *
 * <p>Indexing: finite vertices are {@code 0..vertexCount()-1}; edge {@code e} has half-edges {@code 2e} (directed
 * left to right, so its left side is above the edge) and {@code 2e+1}; half-edges of index {@code >= 2*edgeCount()}
 * are fictitious. Faces are {@code 0..faceCount()-1}. Thread-safe (immutable after construction).
 *
 * @param <C> the curve type
 * @param <P> the point type
 *
 * <p><b>Size.</b> Above 600 lines on purpose: the immutable doubly-connected edge list and its queries (counts, faces,
 * point location) over one set of index arrays.
 */
public final class Arrangement<C, P> {
    private final ArrangementTraits<C, P> traits;
    private final List<P> vertexPoints;
    private final List<C> edgeCurves;
    private final int[] edgeLeft;
    private final int[] edgeRight;
    private final int[] edgeMult;
    private final int[] infiniteEdge;
    private final List<ArcEnd> infiniteEnd;
    private final int[] origin;
    private final int[] next;
    private final int[][] rotation;
    private final int[] rightCount;
    private final int[] cycleOf;
    private final List<int[]> cycles;
    private final int[] faceOfCycle;
    private final List<Face> faces;
    private final int fictitiousCycle;

    /** One face: its outer cycle (or -1) and hole cycles. */
    private record Face(int outer, List<Integer> holes, boolean unbounded) {
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    private Arrangement(ArrangementTraits<C, P> traits, List<P> vertexPoints, List<C> edgeCurves, int[] edgeLeft,
            int[] edgeRight, int[] edgeMult, int[] infiniteEdge, List<ArcEnd> infiniteEnd, int[] origin, int[] next,
            int[][] rotation, int[] rightCount, Optional<IntUnaryOperator> belowOracle) {
        this.traits = traits;
        this.vertexPoints = List.copyOf(vertexPoints);
        this.edgeCurves = List.copyOf(edgeCurves);
        this.edgeLeft = edgeLeft;
        this.edgeRight = edgeRight;
        this.edgeMult = edgeMult;
        this.infiniteEdge = infiniteEdge;
        this.infiniteEnd = List.copyOf(infiniteEnd);
        this.origin = origin;
        this.next = next;
        this.rotation = rotation;
        this.rightCount = rightCount;
        int nh = origin.length;
        cycleOf = new int[nh];
        java.util.Arrays.fill(cycleOf, -1);
        cycles = new ArrayList<>();
        for (int h = 0; h < nh; h++) {
            if (cycleOf[h] >= 0) {
                continue;
            }
            List<Integer> cyc = new ArrayList<>();
            int g = h;
            do {
                if (cycleOf[g] >= 0) {
                    throw new SnapfitInternalError("half-edge " + g + " reached twice while tracing a face cycle");
                }
                cycleOf[g] = cycles.size();
                cyc.add(g);
                g = next[g];
            } while (g != h);
            cycles.add(cyc.stream().mapToInt(Integer::intValue).toArray());
        }
        int k = infiniteEdge.length;
        int ne = edgeCurves.size();
        fictitiousCycle = k > 0 ? cycleOf[2 * ne + 1] : -1;
        // connected components (union-find over vertices)
        int nvAll = vertexPoints.size() + k;
        int[] parent = componentParents(origin, nvAll);
        int frameRoot = k > 0 ? find(parent, vertexPoints.size()) : -1;
        int nv = vertexPoints.size();
        int[] leftmost = new int[nvAll];
        java.util.Arrays.fill(leftmost, -1);
        for (int v = 0; v < nv; v++) {
            int r = find(parent, v);
            if (r == frameRoot) {
                continue;
            }
            if (leftmost[r] < 0 || traits.compareXY(vertexPoints.get(v), vertexPoints.get(leftmost[r])) == Comparison.SMALLER) {
                leftmost[r] = v;
            }
        }
        boolean[] isHoleCycle = new boolean[cycles.size()];
        List<Integer> componentOuter = new ArrayList<>();
        List<Integer> componentVertex = new ArrayList<>();
        List<Integer> lefts = new ArrayList<>();
        for (int r = 0; r < nvAll; r++) {
            if (leftmost[r] >= 0) {
                lefts.add(leftmost[r]);
            }
        }
        // components in lexicographic order of their leftmost vertex: whatever lies below one has been placed
        lefts.sort((a, b) -> traits.compareXY(vertexPoints.get(a), vertexPoints.get(b)).intValue());
        {
            for (int v : lefts) {
                if (rightCount[v] == 0) {
                    throw new SnapfitInternalError("leftmost vertex " + v + " of a bounded component has no edge to the right");
                }
                int c = cycleOf[rotation[v][rightCount[v] - 1]];
                isHoleCycle[c] = true;
                componentOuter.add(c);
                componentVertex.add(v);
            }
        }
        faceOfCycle = new int[cycles.size()];
        java.util.Arrays.fill(faceOfCycle, -1);
        List<Face> fs = new ArrayList<>();
        if (k == 0) {
            fs.add(new Face(-1, new ArrayList<>(), true));
        }
        for (int c = 0; c < cycles.size(); c++) {
            if (c == fictitiousCycle || isHoleCycle[c]) {
                continue;
            }
            boolean unb = false;
            for (int h : cycles.get(c)) {
                if (h >= 2 * ne) {
                    unb = true;
                    break;
                }
            }
            faceOfCycle[c] = fs.size();
            fs.add(new Face(c, new ArrayList<>(), unb));
        }
        this.faces = fs;
        for (int i = 0; i < componentOuter.size(); i++) {
            int v = componentVertex.get(i);
            int f = belowOracle.isPresent() ? faceOfBelow(vertexPoints.get(v), decode(belowOracle.get().applyAsInt(v)))
                    : faceAbove(vertexPoints.get(v));
            faceOfCycle[componentOuter.get(i)] = f;
            fs.get(f).holes.add(componentOuter.get(i));
        }
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    static <C, P> Arrangement<C, P> create(ArrangementTraits<C, P> traits, List<P> vertexPoints, List<C> edgeCurves,
            int[] edgeLeft, int[] edgeRight, int[] edgeMult, int[] infiniteEdge, List<ArcEnd> infiniteEnd,
            int[] origin, int[] next, int[][] rotation, int[] rightCount, Optional<IntUnaryOperator> belowOracle) {
        return new Arrangement<>(traits, vertexPoints, edgeCurves, edgeLeft, edgeRight, edgeMult, infiniteEdge,
                infiniteEnd, origin, next, rotation, rightCount, belowOracle);
    }

    /** Decodes a below code: edge e &gt;= 0, vertex w as −2 − w, nothing as −1. */
    private static Below decode(int code) {
        if (code >= 0) {
            return new Below.EdgeBelow(code);
        }
        return code == -1 ? new Below.Nothing() : new Below.VertexBelow(-2 - code);
    }

    private static int[] componentParents(int[] origin, int vertices) {
        int[] parent = new int[vertices];
        for (int v = 0; v < vertices; v++) {
            parent[v] = v;
        }
        for (int h = 0; h < origin.length; h += 2) {
            union(parent, origin[h], origin[h + 1]);
        }
        return parent;
    }

    private static int find(int[] parent, int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    private static void union(int[] parent, int a, int b) {
        int ra = find(parent, a);
        int rb = find(parent, b);
        if (ra != rb) {
            parent[ra] = rb;
        }
    }

    /** What lies directly below a point that is on no edge and no vertex. */
    private sealed interface Below {
        record EdgeBelow(int edge) implements Below {
        }

        record VertexBelow(int vertex) implements Below {
        }

        record Nothing() implements Below {
        }
    }

    private boolean inOpenXRange(P p, int e) {
        C c = edgeCurves.get(e);
        Comparison lo = edgeLeft[e] >= 0 ? traits.compareX(p, vertexPoints.get(edgeLeft[e]))
                : traits.compareXToEnd(p, c, ArcEnd.MIN);
        if (lo != Comparison.LARGER) {
            return false;
        }
        Comparison hi = edgeRight[e] >= 0 ? traits.compareX(p, vertexPoints.get(edgeRight[e]))
                : traits.compareXToEnd(p, c, ArcEnd.MAX);
        return hi == Comparison.SMALLER;
    }

    /**
     * Whether p lies in the relative interior of the vertical edge e: on its line, strictly between its vertices (an
     * unbounded end bounds nothing). Vertical edges are never "below" a point: the nearest thing below a point on
     * their line is their upper vertex (their open x-range is empty).
     */
    private boolean onVerticalEdge(P p, int e) {
        if (traits.compareXToEnd(p, edgeCurves.get(e), ArcEnd.MIN) != Comparison.EQUAL) {
            return false;
        }
        return (edgeLeft[e] < 0 || traits.compareXY(p, vertexPoints.get(edgeLeft[e])) == Comparison.LARGER)
                && (edgeRight[e] < 0 || traits.compareXY(p, vertexPoints.get(edgeRight[e])) == Comparison.SMALLER);
    }

    /** Scans everything; returns a Location if p is on a vertex/edge, else fills below. */
    private Optional<Location> scan(P p, Below[] below) {
        int bestEdge = -1;
        int bestVertex = -1;
        for (int v = 0; v < vertexPoints.size(); v++) {
            P w = vertexPoints.get(v);
            if (traits.compareX(p, w) != Comparison.EQUAL) {
                continue;
            }
            Comparison cmp = traits.compareXY(p, w);
            if (cmp == Comparison.EQUAL) {
                return Optional.of(new Location.OnVertex(v));
            }
            if (cmp == Comparison.LARGER && (bestVertex < 0
                    || traits.compareXY(w, vertexPoints.get(bestVertex)) == Comparison.LARGER)) {
                bestVertex = v;
            }
        }
        for (int e = 0; e < edgeCurves.size(); e++) {
            if (traits.isVertical(edgeCurves.get(e))) {
                if (onVerticalEdge(p, e)) {
                    return Optional.of(new Location.OnEdge(e));
                }
                continue;
            }
            if (!inOpenXRange(p, e)) {
                continue;
            }
            Comparison cmp = traits.compareYAtX(p, edgeCurves.get(e));
            if (cmp == Comparison.EQUAL) {
                return Optional.of(new Location.OnEdge(e));
            }
            if (cmp == Comparison.LARGER && (bestEdge < 0
                    || traits.compareCurvesAtX(edgeCurves.get(e), edgeCurves.get(bestEdge), p) == Comparison.LARGER)) {
                bestEdge = e;
            }
        }
        if (bestEdge >= 0 && bestVertex >= 0) {
            Comparison cmp = traits.compareYAtX(vertexPoints.get(bestVertex), edgeCurves.get(bestEdge));
            if (cmp == Comparison.EQUAL) {
                throw new SnapfitInternalError("vertex " + bestVertex + " lies inside edge " + bestEdge);
            }
            below[0] = cmp == Comparison.LARGER ? new Below.VertexBelow(bestVertex) : new Below.EdgeBelow(bestEdge);
        } else if (bestEdge >= 0) {
            below[0] = new Below.EdgeBelow(bestEdge);
        } else if (bestVertex >= 0) {
            below[0] = new Below.VertexBelow(bestVertex);
        } else {
            below[0] = new Below.Nothing();
        }
        return Optional.empty();
    }

    private int faceAbove(P p) {
        Below[] below = new Below[1];
        Optional<Location> on = scan(p, below);
        if (on.isPresent()) {
            // p is a vertex of a bounded component; scan must not see itself as "on" a vertex of another component
            if (!(on.get() instanceof Location.OnVertex)) {
                throw new SnapfitInternalError("component vertex " + p + " lies on an edge of another component");
            }
            below[0] = belowExcluding(p);
        }
        return faceOfBelow(p, below[0]);
    }

    /** Like scan, for p a vertex itself: the nearest thing strictly below p. */
    private Below belowExcluding(P p) {
        int bestEdge = -1;
        int bestVertex = -1;
        for (int v = 0; v < vertexPoints.size(); v++) {
            P w = vertexPoints.get(v);
            if (traits.compareX(p, w) == Comparison.EQUAL && traits.compareXY(p, w) == Comparison.LARGER
                    && (bestVertex < 0 || traits.compareXY(w, vertexPoints.get(bestVertex)) == Comparison.LARGER)) {
                bestVertex = v;
            }
        }
        for (int e = 0; e < edgeCurves.size(); e++) {
            if (inOpenXRange(p, e) && traits.compareYAtX(p, edgeCurves.get(e)) == Comparison.LARGER
                    && (bestEdge < 0
                    || traits.compareCurvesAtX(edgeCurves.get(e), edgeCurves.get(bestEdge), p) == Comparison.LARGER)) {
                bestEdge = e;
            }
        }
        if (bestEdge >= 0 && bestVertex >= 0) {
            return traits.compareYAtX(vertexPoints.get(bestVertex), edgeCurves.get(bestEdge)) == Comparison.LARGER
                    ? new Below.VertexBelow(bestVertex) : new Below.EdgeBelow(bestEdge);
        }
        if (bestEdge >= 0) {
            return new Below.EdgeBelow(bestEdge);
        }
        return bestVertex >= 0 ? new Below.VertexBelow(bestVertex) : new Below.Nothing();
    }

    private int faceOfBelow(P p, Below below) {
        int cycle;
        if (below instanceof Below.EdgeBelow eb) {
            cycle = cycleOf[2 * eb.edge()];
        } else if (below instanceof Below.VertexBelow vb) {
            int w = vb.vertex();
            int[] rot = rotation[w];
            cycle = rightCount[w] > 0 ? cycleOf[rot[rightCount[w] - 1]] : cycleOf[rot[rightCount[w]] ^ 1];
        } else {
            int k = infiniteEdge.length;
            if (k == 0) {
                return 0;
            }
            int idx = 0;
            for (int i = 0; i < k; i++) {
                C c = edgeCurves.get(infiniteEdge[i]);
                ArcEnd end = infiniteEnd.get(i);
                BoundarySide side = traits.boundary(c, end).orElseThrow();
                if (side != BoundarySide.BOTTOM || traits.compareXToEnd(p, c, end) == Comparison.LARGER) {
                    idx++;
                }
            }
            int f = (idx - 1 + k) % k;
            cycle = cycleOf[2 * (edgeCurves.size() + f)];
        }
        int face = faceOfCycle[cycle];
        if (face < 0) {
            throw new SnapfitInternalError("cycle " + cycle + " directly below " + p + " has no face yet");
        }
        return face;
    }

    /**
     * Locates a point.
     *
     * @param p the query point
     * @return the vertex, edge or face containing p
     */
    public Location locate(P p) {
        Below[] below = new Below[1];
        Optional<Location> on = scan(p, below);
        return on.orElseGet(() -> new Location.InFace(faceOfBelow(p, below[0])));
    }

    /**
     * The counts in CGAL's conventions.
     *
     * @return the counts
     */
    public ArrangementCounts counts() {
        int unb = 0;
        for (Face f : faces) {
            if (f.unbounded) {
                unb++;
            }
        }
        return new ArrangementCounts(vertexPoints.size(), edgeCurves.size(), faces.size(), unb);
    }

    /**
     * The size of a face in CGAL's conventions.
     *
     * @param face the face index
     * @return its summary
     * @throws IndexOutOfBoundsException if face is not a face index
     */
    public FaceSummary summary(int face) {
        Face f = faces.get(face);
        int outer = 0;
        if (f.outer >= 0) {
            for (int h : cycles.get(f.outer)) {
                if (h < 2 * edgeCurves.size()) {
                    outer++;
                }
            }
        }
        int holeHalfEdges = 0;
        for (int c : f.holes) {
            holeHalfEdges += cycles.get(c).length;
        }
        return new FaceSummary(f.unbounded, outer, f.holes.size(), holeHalfEdges);
    }

    /**
     * The number of finite vertices.
     *
     * @return the count
     */
    public int vertexCount() {
        return vertexPoints.size();
    }

    /**
     * The number of (real) edges.
     *
     * @return the count
     */
    public int edgeCount() {
        return edgeCurves.size();
    }

    /**
     * The number of faces (the fictitious face beyond infinity excluded).
     *
     * @return the count
     */
    public int faceCount() {
        return faces.size();
    }

    /**
     * The point of a finite vertex.
     *
     * @param v the vertex index
     * @return its point
     * @throws IndexOutOfBoundsException if v is not a vertex index
     */
    public P vertexPoint(int v) {
        return vertexPoints.get(v);
    }

    /**
     * A curve supporting an edge (one of them when curves overlap along it).
     *
     * @param e the edge index
     * @return the curve; the edge is the piece of it between {@link #edgeLeftVertex} and {@link #edgeRightVertex}
     * @throws IndexOutOfBoundsException if e is not an edge index
     */
    public C edgeCurve(int e) {
        return edgeCurves.get(e);
    }

    /**
     * The left end of an edge.
     *
     * @param e the edge index
     * @return the finite vertex at its left end, or empty when the edge reaches infinity there
     */
    public Optional<Integer> edgeLeftVertex(int e) {
        return edgeLeft[e] >= 0 ? Optional.of(edgeLeft[e]) : Optional.empty();
    }

    /**
     * The right end of an edge.
     *
     * @param e the edge index
     * @return the finite vertex at its right end, or empty when the edge reaches infinity there
     */
    public Optional<Integer> edgeRightVertex(int e) {
        return edgeRight[e] >= 0 ? Optional.of(edgeRight[e]) : Optional.empty();
    }

    /**
     * How many input curves run along an edge (more than 1 where curves overlap).
     *
     * @param e the edge index
     * @return the multiplicity, at least 1
     */
    public int edgeMultiplicity(int e) {
        return edgeMult[e];
    }

    /**
     * The boundary cycles of a face as lists of real half-edges (fictitious ones dropped), outer cycle first
     * (empty list when the outer boundary lies entirely at infinity or is absent), then one list per hole.
     *
     * @param face the face index
     * @return the cycles; half-edge {@code h} runs along edge {@code h/2}, left to right when h is even
     * @throws IndexOutOfBoundsException if face is not a face index
     */
    public List<List<Integer>> faceCycles(int face) {
        Face f = faces.get(face);
        List<List<Integer>> out = new ArrayList<>();
        out.add(f.outer >= 0 ? realHalfEdges(cycles.get(f.outer)) : List.of());
        for (int c : f.holes) {
            out.add(realHalfEdges(cycles.get(c)));
        }
        return Collections.unmodifiableList(out);
    }

    private List<Integer> realHalfEdges(int[] cycle) {
        List<Integer> r = new ArrayList<>();
        for (int h : cycle) {
            if (h < 2 * edgeCurves.size()) {
                r.add(h);
            }
        }
        return List.copyOf(r);
    }

    /**
     * The face on the left of a real half-edge.
     *
     * @param h a real half-edge index
     * @return the face index
     */
    public int faceOfHalfEdge(int h) {
        return faceOfCycle[cycleOf[h]];
    }

    /**
     * The traits this arrangement was built with.
     *
     * @return the traits
     */
    public ArrangementTraits<C, P> traits() {
        return traits;
    }

    /**
     * Checks the DCEL invariants: twins, next/previous closure, one face per cycle, vertex rotations sorted, edges
     * directed left to right, and Euler's formula V − E + F = 1 + C (all counted with the vertices, edges and the
     * face at infinity).
     *
     * @throws SnapfitInternalError naming the first broken invariant
     */
    public void checkInvariants() {
        int nh = origin.length;
        int ne = edgeCurves.size();
        int k = infiniteEdge.length;
        int[] prevCount = new int[nh];
        for (int h = 0; h < nh; h++) {
            prevCount[next[h]]++;
            if (origin[next[h]] != origin[h ^ 1]) {
                throw new SnapfitInternalError("next(" + h + ") does not start where " + h + " ends");
            }
            int f = faceOfCycle[cycleOf[h]];
            if (cycleOf[h] != fictitiousCycle && f < 0) {
                throw new SnapfitInternalError("half-edge " + h + " has no face");
            }
            if (f >= 0 && faceOfCycle[cycleOf[next[h]]] != f) {
                throw new SnapfitInternalError("half-edge " + h + " and its next lie in different faces");
            }
        }
        for (int h = 0; h < nh; h++) {
            if (prevCount[h] != 1) {
                throw new SnapfitInternalError("half-edge " + h + " is the next of " + prevCount[h] + " half-edges");
            }
        }
        for (int e = 0; e < ne; e++) {
            if (edgeLeft[e] >= 0 && edgeRight[e] >= 0
                    && traits.compareXY(vertexPoints.get(edgeLeft[e]), vertexPoints.get(edgeRight[e])) != Comparison.SMALLER) {
                throw new SnapfitInternalError("edge " + e + " is not directed left to right");
            }
        }
        for (int v = 0; v < vertexPoints.size(); v++) {
            P p = vertexPoints.get(v);
            int[] rot = rotation[v];
            for (int i = 0; i + 1 < rightCount[v]; i++) {
                if (traits.compareYAtXRight(edgeCurves.get(rot[i] / 2), edgeCurves.get(rot[i + 1] / 2), p)
                        != Comparison.SMALLER) {
                    throw new SnapfitInternalError("right edges at vertex " + v + " not strictly increasing");
                }
            }
            for (int i = rightCount[v]; i + 1 < rot.length; i++) {
                if (traits.compareYAtXLeft(edgeCurves.get(rot[i] / 2), edgeCurves.get(rot[i + 1] / 2), p)
                        != Comparison.LARGER) {
                    throw new SnapfitInternalError("left edges at vertex " + v + " not strictly decreasing");
                }
            }
        }
        int nvAll = vertexPoints.size() + k;
        int[] parent = componentParents(origin, nvAll);
        int components = 0;
        for (int v = 0; v < nvAll; v++) {
            if (find(parent, v) == v) {
                components++;
            }
        }
        int facesAll = faces.size() + (k > 0 ? 1 : 0);
        int euler = nvAll - (ne + k) + facesAll;
        if (euler != 1 + components) {
            throw new SnapfitInternalError("Euler: V - E + F = " + nvAll + " - " + (ne + k) + " + " + facesAll + " = "
                    + euler + " but 1 + C = " + (1 + components));
        }
    }
}
