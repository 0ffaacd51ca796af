package org.snapfit.tracking.brep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.FaceDomain;

/**
 * Taylor cells of a face or an edge, the pieces of {@link CellBound}'s lower bounds, in a tree.
 *
 * <p><b>Cells.</b> The cells of a {@link BrepPart#FACE_GRID}-square grid over a face's parameter box that meet its
 * trimmed region (the cells whose centre lies in the region and every cell the boundary polygons pass through), and
 * {@link BrepPart#EDGE_SAMPLES} equal parameter intervals of an edge. Each cell keeps its centre point s, its
 * half-width steps a = S_u·h_u and b = S_v·h_v (an edge: a = C'·h_t), the unit normal n (a face) and a remainder
 * q: every point of the cell is s + α a + β b + r with |α|, |β| ≤ 1 and |r| ≤ q, where q is
 * {@link BrepPart#COVER_FACTOR} times half the largest |S_uu| h_u² + 2 |S_uv| h_u h_v + |S_vv| h_v² at 5 × 5 points
 * of the cell (Taylor's remainder, its second derivatives probed). It also keeps the spread ω of its normals (an
 * edge: of its tangents), the same factor times the largest angle probed.
 *
 * <p><b>Tree.</b> A node holds a rectangle of the grid (a run of an edge's cells), halved along each side longer
 * than {@link BrepPart#BLOCK} cells ({@link #EDGE_BLOCK} for an edge) until it holds its cells directly. A node is a
 * cell too, its Taylor step taken at its centre and its remainder derived from its grid cells' (not probed again):
 * a point of grid cell c is s + (α0 + k_u α_c) a + (β0 + k_v β_c) b plus at most |s_c − s − α0 a − β0 b| +
 * |a_c − k_u a| + |b_c − k_v b| + q_c, with α0, β0 the cell centre's parameters in the node's half-widths and
 * k_u, k_v the ratios of the half-widths; its spread is the largest angle between the normals plus the cell's.
 *
 * <p>Part frame; immutable after construction.
 */
final class TaylorCells {

    /**
     * Values per face cell: s (3), a (3), b (3), n (3; 0 where undefined), q, the centre's u and v, the normal's
     * spread ω (rad, the largest angle between n and the normal at a point of the cell; +∞ where the normal is
     * undefined, a pole) with its cosine and sine, reach |a| + |b| + q.
     */
    static final int FACE_STRIDE = 19;
    /**
     * Values per edge cell: s (3), a (3), q, the centre's t, the tangent's spread ω (rad; +∞ for the end cells,
     * which hold the vertices, where a minimum need not be a critical point) with its cosine and sine, reach |a| + q.
     */
    static final int EDGE_STRIDE = 12;
    /** Offsets in a face cell: q, the parameters, ω. */
    static final int FACE_Q = 12;
    static final int FACE_PARAM = 13;
    static final int FACE_OMEGA = 15;
    /** Offsets in an edge cell. */
    static final int EDGE_Q = 6;
    static final int EDGE_PARAM = 7;
    static final int EDGE_OMEGA = 8;
    /** Grid cells per side of a face's tree node that holds cells. */
    private static final int BLOCK = BrepPart.BLOCK;
    private static final int GRID = BrepPart.FACE_GRID;
    /**
     * Steps per cell width at which a boundary polygon is walked to find the cells it passes through (each point
     * marks the cells within half a step of it, so no cell the polygon enters is missed).
     */
    private static final int BOUNDARY_STEPS = 4;

    /** Cells of an edge's tree node that holds cells. */
    static final int EDGE_BLOCK = 4;
    /** Second-derivative probes each side of a cell's centre, per parameter. */
    private static final int PROBES = 2;

    /** {@link #FACE_STRIDE} or {@link #EDGE_STRIDE}. */
    final int stride;
    /** The cells (the tree's leaves), {@link #stride} values each (part frame), each node's contiguous. */
    final double[] cells;
    /**
     * The tree's nodes (same layout; node 0 holds the whole feature): each holds its children — nodes, or cells
     * for a node of {@link #leaves} — which are contiguous, from {@link #first} to {@link #end}.
     */
    final double[] nodes;
    final int[] first;
    final int[] end;
    final boolean[] leaves;
    /** Per node: its half-widths in the parameters (u, v; an edge: t, 0). */
    final double[] half;
    /**
     * Per cell and per node of a face: the face's boundary edges that may pass through it, bit k for the face's k-th
     * edge ({@link BrepPart#faceEdges}; bit 63 also for every later one); 0 for an edge's cells.
     */
    final long[] cellEdges;
    final long[] nodeEdges;

    private TaylorCells(int stride, double[] cells, double[] nodes, int[] first, int[] end, boolean[] leaves,
            double[] half, long[] cellEdges, long[] nodeEdges) {
        this.stride = stride;
        this.cells = cells;
        this.nodes = nodes;
        this.first = first;
        this.end = end;
        this.leaves = leaves;
        this.half = half;
        this.cellEdges = cellEdges;
        this.nodeEdges = nodeEdges;
    }

    /**
     * The number of nodes.
     *
     * @return the count
     */
    int nodeCount() {
        return first.length;
    }

    /**
     * The cells of a face and their tree.
     *
     * @param d the face's region
     * @param useEdge per edge use of the face ({@link FaceDomain#segmentUses}), the index of its edge among the
     *     face's edges
     * @return its cells
     */
    static TaylorCells face(FaceDomain d, int[] useEdge) {
        int n = GRID;
        double u0 = d.uMin();
        double v0 = d.vMin();
        double hu = (d.uMax() - u0) / n;
        double hv = (d.vMax() - v0) / n;
        boolean[][] keep = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                keep[i][j] = d.contains(u0 + hu * (i + 0.5), v0 + hv * (j + 0.5));
            }
        }
        long[][] edges = new long[n][n];
        double pu = d.surface().uPeriod();
        double pv = d.surface().vPeriod();
        for (int g = 0; g < d.polygons().size(); g++) {
            double[][] poly = d.polygons().get(g);
            int[] uses = d.segmentUses().get(g);
            for (int k = 0; k < poly.length; k++) {
                double[] p = poly[k];
                double[] q = poly[(k + 1) % poly.length];
                int use = uses[k];
                // a use not known (no edge loops to name it) stands for every edge
                long bit = use >= 0 && use < useEdge.length ? 1L << Math.min(Long.SIZE - 1, useEdge[use]) : -1L;
                int steps = (int) Math.ceil(Math.max(Math.abs(q[0] - p[0]) / hu, Math.abs(q[1] - p[1]) / hv)
                        * BOUNDARY_STEPS) + 1;
                for (int s = 0; s <= steps; s++) {
                    double u = p[0] + (q[0] - p[0]) * s / steps;
                    double v = p[1] + (q[1] - p[1]) * s / steps;
                    mark(keep, edges, bit, (u - u0) / hu, (v - v0) / hv, pu > 0 ? pu / hu : 0, pv > 0 ? pv / hv : 0);
                }
            }
        }
        // every cell of the grid (kept or not: a block's cell holds the whole block rectangle)
        double[] all = new double[n * n * FACE_STRIDE];
        double[] o = new double[Geometry.LENGTH];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                faceCell(d, u0 + hu * (i + 0.5), v0 + hv * (j + 0.5), hu / 2, hv / 2, o, all, (i * n + j) * FACE_STRIDE);
            }
        }
        // the tree, breadth first (so every node's children are contiguous): a rectangle of at most BLOCK × BLOCK
        // grid cells holds its kept cells; a larger one is halved along each side longer than BLOCK
        List<int[]> rects = new ArrayList<>();
        rects.add(new int[] {0, n, 0, n});
        double[] out = new double[n * n * FACE_STRIDE];
        List<double[]> nodes = new ArrayList<>();
        List<int[]> kids = new ArrayList<>();
        long[] cellEdges = new long[n * n];
        List<Long> nodeEdges = new ArrayList<>();
        int count = 0;
        for (int k = 0; k < rects.size(); k++) {
            int[] r = rects.get(k);
            long mask = 0;
            for (int i = r[0]; i < r[1]; i++) {
                for (int j = r[2]; j < r[3]; j++) {
                    mask |= edges[i][j];
                }
            }
            nodeEdges.add(mask);
            double nhu = hu * (r[1] - r[0]) / 2;
            double nhv = hv * (r[3] - r[2]) / 2;
            double[] node = new double[FACE_STRIDE + 2];
            faceCentre(d, u0 + hu * (r[0] + r[1]) / 2, v0 + hv * (r[2] + r[3]) / 2, nhu, nhv, o, node, 0);
            enclose(all, n, r[0], r[1], r[2], r[3], nhu, nhv, node, 0);
            node[FACE_STRIDE] = nhu;
            node[FACE_STRIDE + 1] = nhv;
            nodes.add(node);
            if (r[1] - r[0] <= BLOCK && r[3] - r[2] <= BLOCK) {
                int start = count;
                for (int i = r[0]; i < r[1]; i++) {
                    for (int j = r[2]; j < r[3]; j++) {
                        if (keep[i][j]) {
                            cellEdges[count] = edges[i][j];
                            System.arraycopy(all, (i * n + j) * FACE_STRIDE, out, count++ * FACE_STRIDE, FACE_STRIDE);
                        }
                    }
                }
                kids.add(new int[] {start, count, 1});
                continue;
            }
            int im = r[1] - r[0] > BLOCK ? (r[0] + r[1]) / 2 : r[1];
            int jm = r[3] - r[2] > BLOCK ? (r[2] + r[3]) / 2 : r[3];
            int start = rects.size();
            for (int[] c : new int[][] {{r[0], im, r[2], jm}, {im, r[1], r[2], jm}, {r[0], im, jm, r[3]},
                {im, r[1], jm, r[3]}}) {
                if (c[0] < c[1] && c[2] < c[3] && anyKept(keep, c)) {
                    rects.add(c);
                }
            }
            kids.add(new int[] {start, rects.size(), 0});
        }
        return tree(FACE_STRIDE, Arrays.copyOf(out, count * FACE_STRIDE), nodes, kids, Arrays.copyOf(cellEdges, count),
                nodeEdges.stream().mapToLong(Long::longValue).toArray());
    }

    private static boolean anyKept(boolean[][] keep, int[] r) {
        for (int i = r[0]; i < r[1]; i++) {
            for (int j = r[2]; j < r[3]; j++) {
                if (keep[i][j]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Flattens nodes (each {@code stride} values then its half-widths) and their children's ranges. */
    private static TaylorCells tree(int stride, double[] cells, List<double[]> nodes, List<int[]> kids,
            long[] cellEdges, long[] nodeEdges) {
        int m = nodes.size();
        double[] flat = new double[m * stride];
        double[] half = new double[2 * m];
        int[] first = new int[m];
        int[] end = new int[m];
        boolean[] leaves = new boolean[m];
        for (int k = 0; k < m; k++) {
            System.arraycopy(nodes.get(k), 0, flat, k * stride, stride);
            half[2 * k] = nodes.get(k)[stride];
            half[2 * k + 1] = nodes.get(k)[stride + 1];
            first[k] = kids.get(k)[0];
            end[k] = kids.get(k)[1];
            leaves[k] = kids.get(k)[2] == 1;
        }
        return new TaylorCells(stride, cells, flat, first, end, leaves, half, cellEdges, nodeEdges);
    }

    /**
     * Completes the cell at {@code at} of {@code out} (its centre, steps and normal set, half-widths hu, hv) as an
     * enclosure of the grid cells [i0, i1) × [j0, j1) of {@code all}: a point of grid cell c is s_c + α_c a_c +
     * β_c b_c + r_c, and with α0, β0 its centre's parameters in the outer cell's units and k_u, k_v the ratios of
     * the half-widths, it is s + (α0 + k_u α_c) a + (β0 + k_v β_c) b plus at most |s_c − s − α0 a − β0 b| +
     * |a_c − k_u a| + |b_c − k_v b| + q_c: the largest of these is q; the spread is the largest angle between the
     * normals plus the grid cell's spread.
     */
    private static void enclose(double[] all, int n, int i0, int i1, int j0, int j1, double hu, double hv,
            double[] out, int at) {
        double q = 0;
        double spread = 0;
        boolean normal = norm(out, at + 9) > 0;
        for (int i = i0; i < i1; i++) {
            for (int j = j0; j < j1; j++) {
                int c = (i * n + j) * FACE_STRIDE;
                double al = (all[c + FACE_PARAM] - out[at + FACE_PARAM]) / hu;
                double be = (all[c + FACE_PARAM + 1] - out[at + FACE_PARAM + 1]) / hv;
                double ku = 1.0 / (i1 - i0);
                double kv = 1.0 / (j1 - j0);
                double r = 0;
                double ra = 0;
                double rb = 0;
                for (int k = 0; k < 3; k++) {
                    double e = all[c + k] - out[at + k] - al * out[at + 3 + k] - be * out[at + 6 + k];
                    double fa = all[c + 3 + k] - ku * out[at + 3 + k];
                    double fb = all[c + 6 + k] - kv * out[at + 6 + k];
                    r += e * e;
                    ra += fa * fa;
                    rb += fb * fb;
                }
                q = Math.max(q, Math.sqrt(r) + Math.sqrt(ra) + Math.sqrt(rb) + all[c + FACE_Q]);
                double cos = all[c + 9] * out[at + 9] + all[c + 10] * out[at + 10] + all[c + 11] * out[at + 11];
                spread = normal && norm(all, c + 9) > 0
                        ? Math.max(spread, Math.acos(Math.max(-1, Math.min(1, cos))) + all[c + FACE_OMEGA])
                        : Double.POSITIVE_INFINITY;
            }
        }
        out[at + FACE_Q] = q;
        spread(out, at + FACE_OMEGA, spread);
        out[at + FACE_STRIDE - 1] = norm(out, at + 3) + norm(out, at + 6) + q;
    }

    /** A cell's centre data: S, a = S_u·hu, b = S_v·hv, the unit normal (0 where undefined), u, v. */
    private static void faceCentre(FaceDomain d, double u, double v, double hu, double hv, double[] o, double[] out,
            int at) {
        d.surface().evaluate(u, v, o);
        for (int c = 0; c < 3; c++) {
            out[at + c] = o[c];
            out[at + 3 + c] = o[3 + c] * hu;
            out[at + 6 + c] = o[6 + c] * hv;
        }
        double nx = out[at + 4] * out[at + 8] - out[at + 5] * out[at + 7];
        double ny = out[at + 5] * out[at + 6] - out[at + 3] * out[at + 8];
        double nz = out[at + 3] * out[at + 7] - out[at + 4] * out[at + 6];
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        out[at + 9] = len > 0 ? nx / len : 0;
        out[at + 10] = len > 0 ? ny / len : 0;
        out[at + 11] = len > 0 ? nz / len : 0;
        out[at + FACE_PARAM] = u;
        out[at + FACE_PARAM + 1] = v;
    }

    /**
     * Marks the cells within half a walking step of grid position (x, y) (in cells; periods in cells, 0: none) as
     * kept and as passed by the edge of {@code bit}.
     */
    private static void mark(boolean[][] keep, long[][] edges, long bit, double x, double y, double px, double py) {
        int n = keep.length;
        double m = 0.5 / BOUNDARY_STEPS;
        for (double dx = -m; dx <= m; dx += m) {
            for (double dy = -m; dy <= m; dy += m) {
                int i = index(x + dx, px, n);
                int j = index(y + dy, py, n);
                keep[i][j] = true;
                edges[i][j] |= bit;
            }
        }
    }

    private static int index(double x, double period, int n) {
        double w = x;
        if (period > 0 && (w < 0 || w >= n)) {
            w -= Math.floor(w / period) * period;
        }
        return Math.max(0, Math.min(n - 1, (int) Math.floor(w)));
    }

    /** A grid cell: its centre's Taylor data and, from probes, its remainder q and normal spread ω. */
    private static void faceCell(FaceDomain d, double u, double v, double hu, double hv, double[] o, double[] out,
            int at) {
        faceCentre(d, u, v, hu, hv, o, out, at);
        double nx = out[at + 9];
        double ny = out[at + 10];
        double nz = out[at + 11];
        double len = norm(out, at + 9);
        double worst = 0;
        double spread = 0;
        for (int i = -PROBES; i <= PROBES; i++) {
            for (int j = -PROBES; j <= PROBES; j++) {
                d.surface().evaluate(u + i * hu / PROBES, v + j * hv / PROBES, o);
                worst = Math.max(worst, norm(o, 9) * hu * hu + 2 * norm(o, 12) * hu * hv + norm(o, 15) * hv * hv);
                double mx = o[4] * o[8] - o[5] * o[7];
                double my = o[5] * o[6] - o[3] * o[8];
                double mz = o[3] * o[7] - o[4] * o[6];
                double m = Math.sqrt(mx * mx + my * my + mz * mz);
                spread = !(m > 0) || !(len > 0) ? Double.POSITIVE_INFINITY : Math.max(spread,
                        Math.acos(Math.max(-1, Math.min(1, (mx * nx + my * ny + mz * nz) / (m * len)))));
            }
        }
        out[at + 12] = BrepPart.COVER_FACTOR * worst / 2;
        spread(out, at + FACE_OMEGA, BrepPart.COVER_FACTOR * spread);
        out[at + FACE_STRIDE - 1] = norm(out, at + 3) + norm(out, at + 6) + out[at + FACE_Q];
    }

    /**
     * The cells of an edge and their tree.
     *
     * @param e the edge
     * @return its cells
     */
    static TaylorCells edge(Edge e) {
        int n = BrepPart.EDGE_SAMPLES;
        double h = (e.t1() - e.t0()) / n / 2;
        double[] out = new double[n * EDGE_STRIDE];
        double[] o = new double[Geometry.LENGTH];
        for (int i = 0; i < n; i++) {
            edgeCell(e, e.t0() + h * (2 * i + 1), h, o, out, i * EDGE_STRIDE);
            if (i == 0 || i == n - 1) {
                spread(out, i * EDGE_STRIDE + EDGE_OMEGA, Double.POSITIVE_INFINITY);
            }
        }
        // the tree, breadth first: a run of at most EDGE_BLOCK cells holds them; a longer one is halved
        List<int[]> runs = new ArrayList<>();
        runs.add(new int[] {0, n});
        List<double[]> nodes = new ArrayList<>();
        List<int[]> kids = new ArrayList<>();
        for (int k = 0; k < runs.size(); k++) {
            int[] r = runs.get(k);
            double[] node = new double[EDGE_STRIDE + 2];
            edgeCentre(e, e.t0() + h * (r[0] + r[1]), h * (r[1] - r[0]), o, node, 0);
            encloseEdge(out, r[0], r[1], h * (r[1] - r[0]), node, 0);
            node[EDGE_STRIDE] = h * (r[1] - r[0]);
            nodes.add(node);
            if (r[1] - r[0] <= EDGE_BLOCK) {
                kids.add(new int[] {r[0], r[1], 1});
                continue;
            }
            int m = (r[0] + r[1]) / 2;
            runs.add(new int[] {r[0], m});
            runs.add(new int[] {m, r[1]});
            kids.add(new int[] {runs.size() - 2, runs.size(), 0});
        }
        return tree(EDGE_STRIDE, out, nodes, kids, new long[n], new long[nodes.size()]);
    }

    /** {@link #enclose} for edge cells [c0, c1) (a block holding an end cell holds a vertex: spread +∞). */
    private static void encloseEdge(double[] cells, int c0, int c1, double h, double[] out, int at) {
        double q = 0;
        double spread = 0;
        double k = 1.0 / (c1 - c0);
        double len = norm(out, at + 3);
        for (int i = c0; i < c1; i++) {
            int c = i * EDGE_STRIDE;
            double al = (cells[c + EDGE_PARAM] - out[at + EDGE_PARAM]) / h;
            double r = 0;
            double ra = 0;
            double dot = 0;
            for (int m = 0; m < 3; m++) {
                double e = cells[c + m] - out[at + m] - al * out[at + 3 + m];
                double fa = cells[c + 3 + m] - k * out[at + 3 + m];
                r += e * e;
                ra += fa * fa;
                dot += cells[c + 3 + m] * out[at + 3 + m];
            }
            q = Math.max(q, Math.sqrt(r) + Math.sqrt(ra) + cells[c + EDGE_Q]);
            double lc = norm(cells, c + 3);
            spread = len > 0 && lc > 0
                    ? Math.max(spread, Math.acos(Math.min(1, Math.abs(dot) / (len * lc))) + cells[c + EDGE_OMEGA])
                    : Double.POSITIVE_INFINITY;
        }
        out[at + EDGE_Q] = q;
        spread(out, at + EDGE_OMEGA, spread);
        out[at + EDGE_STRIDE - 1] = len + q;
    }

    /** An edge cell's centre data: C, a = C'·h, t. */
    private static void edgeCentre(Edge e, double t, double h, double[] o, double[] out, int at) {
        e.curve().evaluate(t, o);
        for (int c = 0; c < 3; c++) {
            out[at + c] = o[c];
            out[at + 3 + c] = o[3 + c] * h;
        }
        out[at + EDGE_PARAM] = t;
    }

    /** A grid cell of an edge: its centre's data and, from probes, its remainder q and tangent spread ω. */
    private static void edgeCell(Edge e, double t, double h, double[] o, double[] out, int at) {
        edgeCentre(e, t, h, o, out, at);
        double worst = 0;
        double spread = 0;
        double len = norm(out, at + 3);
        for (int k = -PROBES; k <= PROBES; k++) {
            e.curve().evaluate(t + k * h / PROBES, o);
            worst = Math.max(worst, norm(o, 6));
            double m = norm(o, 3) * len;
            spread = !(m > 0) ? Double.POSITIVE_INFINITY : Math.max(spread, Math.acos(Math.min(1,
                    Math.abs(o[3] * out[at + 3] + o[4] * out[at + 4] + o[5] * out[at + 5]) / m)));
        }
        out[at + 6] = BrepPart.COVER_FACTOR * worst * h * h / 2;
        spread(out, at + EDGE_OMEGA, BrepPart.COVER_FACTOR * spread);
        out[at + EDGE_STRIDE - 1] = len + out[at + EDGE_Q];
    }

    /** Writes a spread ω (rad) and its cosine and sine (for ω ≥ π/2, or +∞, the cosine 0 and the sine 1). */
    private static void spread(double[] out, int at, double omega) {
        boolean acute = omega < Math.PI / 2;
        out[at] = omega;
        out[at + 1] = acute ? Math.cos(omega) : 0;
        out[at + 2] = acute ? Math.sin(omega) : 1;
    }

    private static double norm(double[] o, int at) {
        return Math.sqrt(o[at] * o[at] + o[at + 1] * o[at + 1] + o[at + 2] * o[at + 2]);
    }
}
