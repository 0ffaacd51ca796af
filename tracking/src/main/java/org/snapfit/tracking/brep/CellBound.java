package org.snapfit.tracking.brep;

import java.util.Arrays;

/**
 * A lower bound on the distance between two features from their {@link TaylorCells}, and Newton seeds where the
 * distance may have a critical point.
 *
 * <p><b>Bound.</b> For cells (or tree nodes) i of A and j of B and any unit vector w, every p of cell i and q of
 * cell j satisfy |q − p| ≥ w·(q − p) ≥ w·(s_j − s_i) − ρ_i(w) − ρ_j(w), where ρ(w) = |w·a| + |w·b| + q is the most
 * a cell reaches along w (an edge cell: |w·a| + q). The bound of a pair is the largest of this over a few
 * directions: each face cell's normal (its own reach along it is only q, so two nearly parallel patches are bounded
 * to second order), the line between the centres, and for an edge cell that line with the edge's tangent taken out
 * (two edges: the common normal of their tangents); never below the gap of the spheres holding the cells. The
 * features' bound is the smallest over their cell pairs, found by a depth-first search of the pairs of tree nodes
 * (the smaller bound first), a pair bounded at or above the smallest so far (or the cap) skipped whole.
 *
 * <p><b>Seeds.</b> Once the bound is known to be below the floor (the best distance so far), only Newton seeds are
 * sought, among the pairs bounded below the floor: at a critical point of the distance, q − p lies along A's normal
 * at p (across A's tangent at an edge) and along B's at q, so a pair of nodes holds none when its normals cannot be
 * parallel (a face's normal and an edge's tangent cannot be perpendicular) within the cells' spreads ω, or when the
 * directions q − p — within β = asin((ρ_i + ρ_j) / d) of the centres' way — cannot lie along them. Pairs that may meet
 * (d ≤ ρ_i + ρ_j: a crossing is a minimum with no direction) and cells holding a vertex or a pole keep their seeds.
 * The seeds are the cell pairs left whose centres are closest, one per cell of A.
 *
 * <p>Mutable scratch; not thread-safe.
 */
final class CellBound {

    private static final int SEEDS = BrepDistance.SEEDS;

    /** Seed k: A's cell centre parameters then B's (a face cell gives u, v; an edge cell t). */
    final double[][] seeds = new double[SEEDS][4];
    /** The closest cell pairs that may hold a critical point (squared centre distances and cell offsets). */
    private final SeedPairs pairs = new SeedPairs();
    /**
     * The boundary edges of A's face (of B's) held by the cell pairs bounded below the floor in the last search
     * ({@link TaylorCells#cellEdges} bits): a boundary edge without its bit is at least the floor from the other
     * feature.
     */
    long nearA;
    long nearB;
    /** The pairs of nodes still to visit: A's node, B's node, their bound. */
    private int[] stackA = new int[64];
    private int[] stackB = new int[64];
    private double[] stackBound = new double[64];
    /** The unit direction {@link #across} leaves. */
    private double wx;
    private double wy;
    private double wz;

    /**
     * The smallest cell-pair bound between feature ka of A and kb of B (indices of {@link PosedPart#taylor}), or
     * {@code cap} when none is below it. Below {@code floor} the value is a lower bound, not the smallest (the search
     * then seeks seeds only), and {@link #seedCount} seeds are left in {@link #seeds}.
     *
     * @param pa A at the query's pose
     * @param ka A's feature
     * @param pb B at the query's pose
     * @param kb B's feature
     * @param floor the best distance so far (mm)
     * @param cap the largest value wanted (mm, ≥ floor)
     * @return the bound (mm)
     */
    double lower(PosedPart pa, int ka, PosedPart pb, int kb, double floor, double cap) {
        TaylorCells a = pa.taylor(ka);
        TaylorCells b = pb.taylor(kb);
        double[] na = pa.nodes(ka);
        double[] nb = pb.nodes(kb);
        pa.node(ka, 0);
        pb.node(kb, 0);
        double[] ca = pa.cells(ka);
        double[] cb = pb.cells(kb);
        int sa = a.stride;
        int sb = b.stride;
        boolean faceA = sa == TaylorCells.FACE_STRIDE;
        boolean faceB = sb == TaylorCells.FACE_STRIDE;
        pairs.clear();
        nearA = 0;
        nearB = 0;
        double t = cap;
        int top = 0;
        double root = bound(na, 0, faceA, nb, 0, faceB, cap);
        if (root < cap) {
            top = push(0, 0, 0, root);
        }
        while (top > 0) {
            top--;
            int x = stackA[top];
            int y = stackB[top];
            double bx = stackBound[top];
            double lim = Math.max(t, floor);
            if (bx >= lim) {
                continue;
            }
            int xa = x * sa;
            int yb = y * sb;
            if (t < floor && (pairs.full() && !nearer(na, xa, nb, yb, sa, sb)
                    || !critical(na, xa, faceA, nb, yb, faceB))) {
                // the floor already undercut, only seeds are sought, and here no pair of cell centres is closer than
                // the seeds kept, or the nodes hold no critical point: their bound stands for them
                t = Math.min(t, bx);
                nearA |= a.nodeEdges[x];
                nearB |= b.nodeEdges[y];
                continue;
            }
            if (a.leaves[x] && b.leaves[y]) {
                t = leaves(pa, ka, a, x, ca, pb, kb, b, y, cb, nb, yb, t, floor);
                continue;
            }
            // split the node that reaches farther (a node of cells cannot be split further)
            boolean splitA = !a.leaves[x] && (b.leaves[y] || na[xa + sa - 1] >= nb[yb + sb - 1]);
            int mark = top;
            if (splitA) {
                for (int c = a.first[x]; c < a.end[x]; c++) {
                    pa.node(ka, c);
                    double v = bound(na, c * sa, faceA, nb, yb, faceB, lim);
                    if (v < lim) {
                        top = push(top, c, y, v);
                    }
                }
            } else {
                for (int c = b.first[y]; c < b.end[y]; c++) {
                    pb.node(kb, c);
                    double v = bound(na, xa, faceA, nb, c * sb, faceB, lim);
                    if (v < lim) {
                        top = push(top, x, c, v);
                    }
                }
            }
            // the smallest bound on top (popped first)
            for (int u = mark + 1; u < top; u++) {
                for (int w = u; w > mark && stackBound[w] > stackBound[w - 1]; w--) {
                    swap(w, w - 1);
                }
            }
        }
        for (int k = 0; k < pairs.count; k++) {
            int c = 0;
            for (int r = faceA ? TaylorCells.FACE_PARAM : TaylorCells.EDGE_PARAM;
                    r < (faceA ? TaylorCells.FACE_OMEGA : TaylorCells.EDGE_OMEGA); r++) {
                seeds[k][c++] = ca[pairs.i[k] + r];
            }
            for (int r = faceB ? TaylorCells.FACE_PARAM : TaylorCells.EDGE_PARAM;
                    r < (faceB ? TaylorCells.FACE_OMEGA : TaylorCells.EDGE_OMEGA); r++) {
                seeds[k][c++] = cb[pairs.j[k] + r];
            }
        }
        return t;
    }

    /** The cell-level search between two nodes of cells: each cell of x against node y, then against y's cells. */
    private double leaves(PosedPart pa, int ka, TaylorCells a, int x, double[] ca, PosedPart pb, int kb,
            TaylorCells b, int y, double[] cb, double[] nb, int yb, double t0, double floor) {
        int sa = a.stride;
        int sb = b.stride;
        boolean faceA = sa == TaylorCells.FACE_STRIDE;
        boolean faceB = sb == TaylorCells.FACE_STRIDE;
        pa.leaf(ka, x);
        pb.leaf(kb, y);
        double t = t0;
        double qr = nb[yb + sb - 1];
        int i1 = a.end[x] * sa;
        int j0 = b.first[y] * sb;
        int j1 = b.end[y] * sb;
        for (int i = a.first[x] * sa; i < i1; i += sa) {
            double ri = ca[i + sa - 1];
            double cx = nb[yb] - ca[i];
            double cy = nb[yb + 1] - ca[i + 1];
            double cz = nb[yb + 2] - ca[i + 2];
            double c2 = cx * cx + cy * cy + cz * cz;
            double lim = Math.max(t, floor);
            double reachI = lim + ri + qr;
            if (reachI > 0 && c2 >= reachI * reachI) {
                continue;
            }
            double cd = Math.sqrt(c2);
            double gap = cd - ri - qr;
            if (t < floor && pairs.full() && gap > 0 && gap * gap >= pairs.farthest()) {
                t = Math.min(t, gap);
                nearA |= a.cellEdges[i / sa];
                nearB |= b.nodeEdges[y];
                continue;
            }
            double row = pair(ca, i, faceA, nb, yb, faceB, cx, cy, cz, cd, lim);
            if (row >= lim) {
                continue;
            }
            if (t < floor && !critical(ca, i, faceA, nb, yb, faceB, cx, cy, cz, cd)) {
                t = Math.min(t, row);
                nearA |= a.cellEdges[i / sa];
                nearB |= b.nodeEdges[y];
                continue;
            }
            for (int j = j0; j < j1; j += sb) {
                double vx = cb[j] - ca[i];
                double vy = cb[j + 1] - ca[i + 1];
                double vz = cb[j + 2] - ca[i + 2];
                double d2 = vx * vx + vy * vy + vz * vz;
                double reach = Math.max(t, floor) + ri + cb[j + sb - 1];
                if (reach > 0 && d2 >= reach * reach) {
                    continue;
                }
                if (t < floor && pairs.full() && d2 >= pairs.farthest()) {
                    t = Math.min(t, Math.sqrt(d2) - ri - cb[j + sb - 1]);
                    nearA |= a.cellEdges[i / sa];
                    nearB |= b.cellEdges[j / sb];
                    continue;
                }
                double v = pair(ca, i, faceA, cb, j, faceB, vx, vy, vz, Math.sqrt(d2), Math.max(t, floor));
                t = Math.min(t, v);
                if (v < floor) {
                    nearA |= a.cellEdges[i / sa];
                    nearB |= b.cellEdges[j / sb];
                    if (critical(ca, i, faceA, cb, j, faceB, vx, vy, vz, Math.sqrt(d2))) {
                        if (pairs.wants(d2)) {
                            pairs.offer(d2, i, j);
                        }
                    }
                }
            }
        }
        return t;
    }

    /** The bound of two nodes (or cells) i of A and j of B: their spheres' gap, then, below lim, {@link #pair}. */
    private double bound(double[] ca, int i, boolean faceA, double[] cb, int j, boolean faceB, double lim) {
        double vx = cb[j] - ca[i];
        double vy = cb[j + 1] - ca[i + 1];
        double vz = cb[j + 2] - ca[i + 2];
        double d2 = vx * vx + vy * vy + vz * vz;
        double rr = ca[i + (faceA ? TaylorCells.FACE_STRIDE : TaylorCells.EDGE_STRIDE) - 1]
                + cb[j + (faceB ? TaylorCells.FACE_STRIDE : TaylorCells.EDGE_STRIDE) - 1];
        double reach = lim + rr;
        if (reach > 0 && d2 >= reach * reach) {
            return lim;
        }
        double d = Math.sqrt(d2);
        // (the line between the centres, the first direction pair tries, is never below the spheres' gap d − rr)
        return pair(ca, i, faceA, cb, j, faceB, vx, vy, vz, d, lim);
    }

    /** The bound of the root nodes (the whole features) of feature ka of A and kb of B, up to lim. */
    double root(PosedPart pa, int ka, PosedPart pb, int kb, double lim) {
        double[] na = pa.nodes(ka);
        double[] nb = pb.nodes(kb);
        pa.node(ka, 0);
        pb.node(kb, 0);
        return bound(na, 0, pa.taylor(ka).stride == TaylorCells.FACE_STRIDE, nb, 0,
                pb.taylor(kb).stride == TaylorCells.FACE_STRIDE, lim);
    }

    /** Whether two nodes may hold a pair of cell centres closer than the farthest seed kept. */
    private boolean nearer(double[] ca, int i, double[] cb, int j, int sa, int sb) {
        double vx = cb[j] - ca[i];
        double vy = cb[j + 1] - ca[i + 1];
        double vz = cb[j + 2] - ca[i + 2];
        double gap = Math.sqrt(vx * vx + vy * vy + vz * vz) - ca[i + sa - 1] - cb[j + sb - 1];
        return !(gap > 0 && gap * gap >= pairs.farthest());
    }

    private boolean critical(double[] ca, int i, boolean faceA, double[] cb, int j, boolean faceB) {
        double vx = cb[j] - ca[i];
        double vy = cb[j + 1] - ca[i + 1];
        double vz = cb[j + 2] - ca[i + 2];
        return critical(ca, i, faceA, cb, j, faceB, vx, vy, vz, Math.sqrt(vx * vx + vy * vy + vz * vz));
    }

    private int push(int top, int x, int y, double v) {
        if (top == stackA.length) {
            stackA = Arrays.copyOf(stackA, 2 * top);
            stackB = Arrays.copyOf(stackB, 2 * top);
            stackBound = Arrays.copyOf(stackBound, 2 * top);
        }
        stackA[top] = x;
        stackB[top] = y;
        stackBound[top] = v;
        return top + 1;
    }

    private void swap(int u, int w) {
        int x = stackA[u];
        int y = stackB[u];
        double v = stackBound[u];
        stackA[u] = stackA[w];
        stackB[u] = stackB[w];
        stackBound[u] = stackBound[w];
        stackA[w] = x;
        stackB[w] = y;
        stackBound[w] = v;
    }

    /**
     * The seeds of the last {@link #lower}: the cell pairs bounded below its floor whose centres are closest, at
     * most {@link BrepDistance#SEEDS}, each from a different cell of A (written to {@link #seeds}).
     *
     * @return how many
     */
    int seedCount() {
        return pairs.count;
    }


    /**
     * Whether cells i and j may hold a critical point of the distance (q − p along A's normal at p, or across A's
     * edge tangent, and the same at q): the directions q − p of the pair lie within β = asin((ρ_i + ρ_j) / d) of v
     * (ρ the reaches), a cell's normals (tangents) within its spread ω of its centre's.
     */
    private static boolean critical(double[] ca, int i, boolean faceA, double[] cb, int j, boolean faceB, double vx,
            double vy, double vz, double d) {
        double rr = ca[i + (faceA ? TaylorCells.FACE_STRIDE : TaylorCells.EDGE_STRIDE) - 1]
                + cb[j + (faceB ? TaylorCells.FACE_STRIDE : TaylorCells.EDGE_STRIDE) - 1];
        if (rr >= d) {
            // the cells may meet: a crossing is a minimum (distance 0) with no direction
            return true;
        }
        if ((faceA || faceB) && !facing(ca, i, faceA, cb, j, faceB)) {
            return false;
        }
        double sinB = rr / d;
        double cosB = Math.sqrt(1 - sinB * sinB);
        return aligned(ca, i, faceA, vx / d, vy / d, vz / d, sinB, cosB)
                && aligned(cb, j, faceB, vx / d, vy / d, vz / d, sinB, cosB);
    }

    /**
     * Whether the cells' normals may be parallel (two faces) or the edge's tangent perpendicular to the face's normal
     * (an edge and a face), within their spreads: at a critical point both lie along q − p. Independent of the
     * distance between the cells.
     */
    private static boolean facing(double[] ca, int i, boolean faceA, double[] cb, int j, boolean faceB) {
        int oi = i + (faceA ? TaylorCells.FACE_OMEGA : TaylorCells.EDGE_OMEGA);
        int oj = j + (faceB ? TaylorCells.FACE_OMEGA : TaylorCells.EDGE_OMEGA);
        // cos and sin of the two spreads' sum (an obtuse or undefined spread: anything goes)
        double cos = ca[oi + 1] * cb[oj + 1] - ca[oi + 2] * cb[oj + 2];
        if (!(ca[oi] < Math.PI / 2 && cb[oj] < Math.PI / 2 && cos > 0)) {
            return true;
        }
        double[] f = faceA ? ca : cb;
        int fi = faceA ? i : j;
        double[] g = faceA ? cb : ca;
        int gi = faceA ? j : i;
        double gx = g[gi + (faceA && faceB ? 9 : 3)];
        double gy = g[gi + (faceA && faceB ? 10 : 4)];
        double gz = g[gi + (faceA && faceB ? 11 : 5)];
        double gl = Math.sqrt(gx * gx + gy * gy + gz * gz);
        if (!(gl > 0)) {
            return true;
        }
        double c = Math.abs(f[fi + 9] * gx + f[fi + 10] * gy + f[fi + 11] * gz) / gl;
        // two normals: |cos| ≥ cos(slack); a tangent against a normal: |cos| ≤ sin(slack)
        return faceA && faceB ? c >= cos : c <= ca[oi + 2] * cb[oj + 1] + ca[oi + 1] * cb[oj + 2];
    }

    /** Whether a cell's normal (face) may lie along, or its tangent (edge) across, a direction within β of u. */
    private static boolean aligned(double[] c, int i, boolean face, double ux, double uy, double uz, double sinB,
            double cosB) {
        int o = i + (face ? TaylorCells.FACE_OMEGA : TaylorCells.EDGE_OMEGA);
        // cos and sin of β + ω (β + ω ≥ π/2, or an undefined spread: anything goes)
        double cos = cosB * c[o + 1] - sinB * c[o + 2];
        if (!(c[o] < Math.PI / 2 && cos > 0)) {
            return true;
        }
        if (face) {
            return Math.abs(ux * c[i + 9] + uy * c[i + 10] + uz * c[i + 11]) >= cos;
        }
        double ax = c[i + 3];
        double ay = c[i + 4];
        double az = c[i + 5];
        double sin = Math.abs(ux * ax + uy * ay + uz * az) / Math.sqrt(ax * ax + ay * ay + az * az);
        return sin <= sinB * c[o + 1] + cosB * c[o + 2];
    }

    /**
     * The bound of one cell pair, v = s_j − s_i, d = |v|: the largest over the directions, or the first found at or
     * above {@code lim} (the caller needs no more).
     */
    private double pair(double[] ca, int i, boolean faceA, double[] cb, int j, boolean faceB, double vx,
            double vy, double vz, double d, double lim) {
        double qi = ca[i + (faceA ? TaylorCells.FACE_Q : TaylorCells.EDGE_Q)];
        double qj = cb[j + (faceB ? TaylorCells.FACE_Q : TaylorCells.EDGE_Q)];
        double best = Double.NEGATIVE_INFINITY;
        // the line between the centres first (it bounds most pairs that are bounded), then the normals (across
        // nearly parallel patches they bound to second order)
        if (d > 0) {
            double inv = 1 / d;
            double ux = vx * inv;
            double uy = vy * inv;
            double uz = vz * inv;
            best = d - reach(ca, i, faceA, ux, uy, uz) - reach(cb, j, faceB, ux, uy, uz);
            if (best >= lim) {
                return best;
            }
        }
        if (faceA) {
            best = Math.max(best, alongNormal(ca, i, cb, j, faceB, vx, vy, vz));
            if (best >= lim) {
                return best;
            }
        }
        if (faceB) {
            best = Math.max(best, alongNormal(cb, j, ca, i, faceA, vx, vy, vz));
            if (best >= lim) {
                return best;
            }
        }
        if (!faceA) {
            best = Math.max(best, across(ca, i, vx, vy, vz) - qi - reach(cb, j, faceB, wx, wy, wz));
        }
        if (!faceB) {
            best = Math.max(best, across(cb, j, vx, vy, vz) - qj - reach(ca, i, faceA, wx, wy, wz));
        }
        if (!faceA && !faceB) {
            double ax = ca[i + 3];
            double ay = ca[i + 4];
            double az = ca[i + 5];
            double bx = cb[j + 3];
            double by = cb[j + 4];
            double bz = cb[j + 5];
            double nx = ay * bz - az * by;
            double ny = az * bx - ax * bz;
            double nz = ax * by - ay * bx;
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (len > 0) {
                best = Math.max(best, Math.abs(nx * vx + ny * vy + nz * vz) / len - qi - qj);
            }
        }
        return best;
    }

    /** The bound along face cell f's normal (its own reach along it is its remainder alone); v between the centres. */
    private static double alongNormal(double[] cf, int f, double[] co, int o, boolean faceO, double vx, double vy,
            double vz) {
        double nx = cf[f + 9];
        double ny = cf[f + 10];
        double nz = cf[f + 11];
        return Math.abs(nx * vx + ny * vy + nz * vz) - cf[f + TaylorCells.FACE_Q] - reach(co, o, faceO, nx, ny, nz);
    }

    /** |v⊥|, v with the edge cell's tangent taken out; the unit v⊥ / |v⊥| is left in (wx, wy, wz). */
    private double across(double[] c, int i, double vx, double vy, double vz) {
        double ax = c[i + 3];
        double ay = c[i + 4];
        double az = c[i + 5];
        double aa = ax * ax + ay * ay + az * az;
        double k = aa > 0 ? (vx * ax + vy * ay + vz * az) / aa : 0;
        double px = vx - k * ax;
        double py = vy - k * ay;
        double pz = vz - k * az;
        double len = Math.sqrt(px * px + py * py + pz * pz);
        if (!(len > 0)) {
            wx = 0;
            wy = 0;
            wz = 0;
            return 0;
        }
        wx = px / len;
        wy = py / len;
        wz = pz / len;
        return len;
    }

    /** ρ(w): how far a cell reaches along the unit w. */
    private static double reach(double[] c, int i, boolean face, double wx, double wy, double wz) {
        double r = Math.abs(wx * c[i + 3] + wy * c[i + 4] + wz * c[i + 5]);
        if (face) {
            return r + Math.abs(wx * c[i + 6] + wy * c[i + 7] + wz * c[i + 8]) + c[i + TaylorCells.FACE_Q];
        }
        return r + c[i + TaylorCells.EDGE_Q];
    }
}
