package org.snapfit.cadimport.dxf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Chains open pieces (LINE, ARC, open polylines) of one layer into closed loops.
 *
 * <p><b>Topology.</b> Which ends meet is found through a spatial hash over the piece ends (in double: square cells
 * at least twice the query half-width, so each end looks into at most four cells and is compared only with the few
 * ends near it; O(n) expected for n pieces, not the O(n²) pairwise search). Each candidate pair is then decided
 * exactly: the ends join when their distance is at most the chain tolerance, squared distance against the squared
 * tolerance in rationals. A floating filter skips candidates that are certainly farther apart: each coordinate's
 * {@code doubleValue} has relative error at most 2^-53, so a floating difference larger than the tolerance by
 * {@link #FILTER_MARGIN} times the coordinate size is certainly larger in exact terms; the query box is widened by
 * the same margin, so it never misses a pair that joins exactly. Ends that join (transitively) form one node; each
 * piece is an edge between the nodes of its two ends.
 *
 * <p><b>Rings.</b> Chains are walked in file order: from the first unused piece forwards, then backwards, taking at
 * each node the unused piece that comes first in the file; a node where more than two ends meet is a branch,
 * reported once. A chain whose two ends reach the same node is a loop. The vertices stay the file's exact ones: a
 * joint keeps the end of the chain built so far (the next piece's first vertex is dropped) and a loop keeps its
 * first vertex.
 */
final class LoopChainer {

    /** Relative margin of the floating filter (dimensionless, far above 2 * 2^-53). */
    static final double FILTER_MARGIN = 1e-12;

    /**
     * Smallest hash cell relative to the largest coordinate (dimensionless): keeps cell indices within a long even
     * for a zero chain tolerance.
     */
    static final double CELL_RESOLUTION = 0x1p-40;

    /** An open piece: vertices, whether approximated, the entity labels and the first line. */
    record Piece(List<ExactPoint2> vertices, boolean approximated, String entities, int line) {
        ExactPoint2 start() {
            return vertices.get(0);
        }

        ExactPoint2 end() {
            return vertices.get(vertices.size() - 1);
        }
    }

    /** The outcome: closed loops (vertices without repeated closing vertex), pieces left open, branch points. */
    record Result(List<Piece> loops, List<Piece> open, List<String> branches) {
    }

    private final double tol;
    private final Rational tol2;

    LoopChainer(double tolerance) {
        this.tol = tolerance;
        Rational t = Rational.fromDouble(tolerance);
        this.tol2 = t.multiply(t);
    }

    /** Whether two points are within the chain tolerance (Exact; the floating filter only skips far pairs). */
    boolean near(ExactPoint2 p, ExactPoint2 q) {
        return near(p, q, p.x().doubleValue(), p.y().doubleValue(), q.x().doubleValue(), q.y().doubleValue());
    }

    private boolean near(ExactPoint2 p, ExactPoint2 q, double px, double py, double qx, double qy) {
        if (certainlyFar(px, qx) || certainlyFar(py, qy)) {
            return false;
        }
        if (p.equals(q)) {
            return true;
        }
        Rational dx = p.x().subtract(q.x());
        Rational dy = p.y().subtract(q.y());
        return dx.multiply(dx).add(dy.multiply(dy)).compareTo(tol2) <= 0;
    }

    private boolean certainlyFar(double x, double y) {
        return Math.abs(x - y) > slack(x, y);
    }

    /** How far apart two floating coordinates may be while their exact values are within the tolerance. */
    private double slack(double x, double y) {
        return tol + FILTER_MARGIN * (Math.abs(x) + Math.abs(y)) + Double.MIN_NORMAL;
    }

    Result chain(List<Piece> pieces) {
        int n = pieces.size();
        int ends = 2 * n;
        ExactPoint2[] point = new ExactPoint2[ends];
        double[] xs = new double[ends];
        double[] ys = new double[ends];
        for (int i = 0; i < n; i++) {
            point[2 * i] = pieces.get(i).start();
            point[2 * i + 1] = pieces.get(i).end();
        }
        for (int e = 0; e < ends; e++) {
            xs[e] = point[e].x().doubleValue();
            ys[e] = point[e].y().doubleValue();
        }
        int[] node = joinEnds(point, xs, ys);
        int[][] incident = incidence(node);
        List<Piece> loops = new ArrayList<>();
        List<Piece> open = new ArrayList<>();
        List<String> branches = new ArrayList<>();
        for (int[] at : incident) {
            if (at.length > 2) {
                branches.add(point[at[0]] + " (" + at.length + " pieces meet there)");
            }
        }
        boolean[] used = new boolean[n];
        int[] cursor = new int[incident.length];
        for (int i = 0; i < n; i++) {
            if (!used[i]) {
                walk(pieces, i, node, incident, cursor, used, loops, open);
            }
        }
        return new Result(loops, open, branches);
    }

    /** Follows the chain through piece {@code first}: forwards, then backwards; adds it to loops or open. */
    private static void walk(List<Piece> pieces, int first, int[] node, int[][] incident, int[] cursor, boolean[] used,
            List<Piece> loops, List<Piece> open) {
        used[first] = true;
        Piece p0 = pieces.get(first);
        List<ExactPoint2> forward = new ArrayList<>(p0.vertices());
        StringBuilder names = new StringBuilder(p0.entities());
        boolean approx = p0.approximated();
        int startNode = node[2 * first];
        int endNode = node[2 * first + 1];
        List<List<ExactPoint2>> backward = new ArrayList<>();
        boolean closed = false;
        // forwards from the end
        while (true) {
            if (endNode == startNode && forward.size() >= 3) {
                closed = true;
                break;
            }
            int e = nextEnd(endNode, incident, cursor, used);
            if (e < 0) {
                break;
            }
            Piece q = pieces.get(e / 2);
            used[e / 2] = true;
            List<ExactPoint2> v = oriented(q, e % 2 == 0);
            forward.addAll(v.subList(1, v.size()));
            endNode = node[e ^ 1];
            names.append(" + ").append(q.entities());
            approx |= q.approximated();
        }
        // backwards from the start (pieces oriented to end at the chain's start)
        while (!closed) {
            int e = nextEnd(startNode, incident, cursor, used);
            if (e < 0) {
                break;
            }
            Piece q = pieces.get(e / 2);
            used[e / 2] = true;
            List<ExactPoint2> v = oriented(q, e % 2 == 1);
            backward.add(v.subList(0, v.size() - 1));
            startNode = node[e ^ 1];
            names.append(" + ").append(q.entities());
            approx |= q.approximated();
            if (startNode == endNode) {
                closed = true;
            }
        }
        List<ExactPoint2> verts = new ArrayList<>();
        for (int k = backward.size() - 1; k >= 0; k--) {
            verts.addAll(backward.get(k));
        }
        verts.addAll(forward);
        if (closed) {
            verts.remove(verts.size() - 1);
        }
        dedupe(verts, closed);
        if (closed && verts.size() >= 3) {
            loops.add(new Piece(verts, approx, names.toString(), p0.line()));
        } else if (verts.size() >= 2) {
            open.add(new Piece(verts, approx, names.toString(), p0.line()));
        }
    }

    /** The piece's vertices, reversed when {@code asIs} is false. */
    private static List<ExactPoint2> oriented(Piece q, boolean asIs) {
        if (asIs) {
            return q.vertices();
        }
        List<ExactPoint2> r = new ArrayList<>(q.vertices());
        Collections.reverse(r);
        return r;
    }

    /** The first end at this node (file order) whose piece is unused, or -1. */
    private static int nextEnd(int at, int[][] incident, int[] cursor, boolean[] used) {
        int[] list = incident[at];
        while (cursor[at] < list.length) {
            int e = list[cursor[at]];
            if (!used[e / 2]) {
                return e;
            }
            cursor[at]++;
        }
        return -1;
    }

    /** Groups the ends that join (union-find over the exact decisions); returns each end's node number. */
    private int[] joinEnds(ExactPoint2[] point, double[] xs, double[] ys) {
        int ends = point.length;
        int[] parent = new int[ends];
        for (int e = 0; e < ends; e++) {
            parent[e] = e;
        }
        // spatial hash: square cells at least twice the widest query half-width, so a query box meets <= 4 cells
        double window = 0;
        double extent = 0;
        for (int e = 0; e < ends; e++) {
            window = Math.max(window, Math.max(queryHalfWidth(xs[e]), queryHalfWidth(ys[e])));
            extent = Math.max(extent, Math.max(Math.abs(xs[e]), Math.abs(ys[e])));
        }
        double cell = Math.max(2 * window, Math.max(extent * CELL_RESOLUTION, Double.MIN_NORMAL));
        Map<Cell, int[]> grid = new HashMap<>();
        for (int e = 0; e < ends; e++) {
            Cell c = new Cell((long) Math.floor(xs[e] / cell), (long) Math.floor(ys[e] / cell));
            int[] list = grid.get(c);
            if (list == null) {
                list = new int[] {0, -1, -1, -1};
                grid.put(c, list);
            }
            if (list[0] + 1 == list.length) {
                list = Arrays.copyOf(list, 2 * list.length);
                grid.put(c, list);
            }
            list[++list[0]] = e;
        }
        for (int e = 0; e < ends; e++) {
            double x = xs[e];
            double y = ys[e];
            double wx = queryHalfWidth(x);
            double wy = queryHalfWidth(y);
            long cx0 = (long) Math.floor((x - wx) / cell);
            long cx1 = (long) Math.floor((x + wx) / cell);
            long cy0 = (long) Math.floor((y - wy) / cell);
            long cy1 = (long) Math.floor((y + wy) / cell);
            for (long cx = cx0; cx <= cx1; cx++) {
                for (long cy = cy0; cy <= cy1; cy++) {
                    int[] list = grid.get(new Cell(cx, cy));
                    if (list == null) {
                        continue;
                    }
                    for (int k = 1; k <= list[0]; k++) {
                        int f = list[k];
                        if (f > e && find(parent, f) != find(parent, e) && near(point[e], point[f], x, y, xs[f], ys[f])) {
                            parent[find(parent, f)] = find(parent, e);
                        }
                    }
                }
            }
        }
        int[] node = new int[ends];
        int[] number = new int[ends];
        Arrays.fill(number, -1);
        int count = 0;
        for (int e = 0; e < ends; e++) {
            int r = find(parent, e);
            if (number[r] < 0) {
                number[r] = count++;
            }
            node[e] = number[r];
        }
        return node;
    }

    /** Half-width of the box around a coordinate that holds every coordinate exactly within the tolerance of it. */
    private double queryHalfWidth(double x) {
        return slack(x, x) + 2 * FILTER_MARGIN * tol;
    }

    /** A cell of the spatial hash. */
    private record Cell(long x, long y) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Cell c && c.x == x && c.y == y;
        }

        @Override
        public int hashCode() {
            // grid cells are small consecutive integers: mix them (golden-ratio multiply) so HashMap buckets spread
            return Long.hashCode((x * 0x9E3779B97F4A7C15L) ^ (y * 0xC2B2AE3D27D4EB4FL + 0x165667B19E3779F9L));
        }
    }

    private static int find(int[] parent, int e) {
        int r = e;
        while (parent[r] != r) {
            r = parent[r];
        }
        int c = e;
        while (parent[c] != r) {
            int next = parent[c];
            parent[c] = r;
            c = next;
        }
        return r;
    }

    /** For each node, its ends in file order. */
    private static int[][] incidence(int[] node) {
        int nodes = 0;
        for (int v : node) {
            nodes = Math.max(nodes, v + 1);
        }
        int[] size = new int[nodes];
        for (int v : node) {
            size[v]++;
        }
        int[][] out = new int[nodes][];
        for (int v = 0; v < nodes; v++) {
            out[v] = new int[size[v]];
        }
        int[] fill = new int[nodes];
        for (int e = 0; e < node.length; e++) {
            out[node[e]][fill[node[e]]++] = e;
        }
        return out;
    }

    /** Removes consecutive repeated vertices (and, for a loop, a last vertex equal to the first). */
    static void dedupe(List<ExactPoint2> verts, boolean closed) {
        for (int i = verts.size() - 1; i > 0; i--) {
            if (verts.get(i).equals(verts.get(i - 1))) {
                verts.remove(i);
            }
        }
        while (closed && verts.size() > 1 && verts.get(verts.size() - 1).equals(verts.get(0))) {
            verts.remove(verts.size() - 1);
        }
    }
}
