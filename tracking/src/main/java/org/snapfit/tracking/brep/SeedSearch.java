package org.snapfit.tracking.brep;

/**
 * Newton starts of one feature pair: the {@link BrepDistance#SEEDS} closest pairs of world samples, each from a
 * different sample of A (so the seeds differ), found cluster pair by cluster pair, the pair of the smallest bounding
 * spheres' gap first. Pairs of clusters farther apart than the worst seed kept so far are skipped (exact: the same
 * seeds as the full search). Mutable buffers, allocation-free once warm; not thread-safe.
 */
final class SeedSearch {

    private static final int SEEDS = BrepDistance.SEEDS;

    /** Seed k: A's parameters then B's (face samples carry u, v; edge samples t). */
    final double[][] seeds = new double[SEEDS][4];
    /** The closest sample pairs found (squared distances and sample offsets). */
    private final SeedPairs kept = new SeedPairs();
    private double[] gaps = new double[64];
    private double[] radii = new double[64];
    private int lastBelow = -1;

    /**
     * Finds the seeds between two sets of world samples.
     *
     * @param sa A's samples (x, y, z then stra − 3 parameters each)
     * @param stra A's stride (5 for a face, 4 for an edge)
     * @param ca A's clusters ({first, end, cx, cy, cz, radius} each)
     * @param sb B's samples
     * @param strb B's stride
     * @param cb B's clusters
     * @param limit only sample pairs closer than this are taken (mm; +∞ for all)
     * @return how many seeds were found (written to {@link #seeds}); 0 when every sample pair is
     *     at least {@code limit} apart
     */
    int closest(double[] sa, int stra, double[] ca, double[] sb, int strb, double[] cb, double limit) {
        double limit2 = limit * limit;
        kept.clear();
        int na = ca.length / 6;
        int nb = cb.length / 6;
        int pairs = na * nb;
        if (gaps.length < pairs) {
            gaps = new double[Math.max(pairs, 2 * gaps.length)];
            radii = new double[gaps.length];
        }
        // squared centre distances and radius sums; a square root only where the pair may beat the smallest gap
        int first = -1;
        double smallest = Double.POSITIVE_INFINITY;
        for (int p = 0; p < na; p++) {
            for (int q = 0; q < nb; q++) {
                double dx = ca[6 * p + 2] - cb[6 * q + 2];
                double dy = ca[6 * p + 3] - cb[6 * q + 3];
                double dz = ca[6 * p + 4] - cb[6 * q + 4];
                double d2 = dx * dx + dy * dy + dz * dz;
                double rr = ca[6 * p + 5] + cb[6 * q + 5];
                gaps[p * nb + q] = d2;
                radii[p * nb + q] = rr;
                double reach = smallest + rr;
                if (!(reach > 0 && d2 >= reach * reach)) {
                    double gap = Math.sqrt(d2) - rr;
                    if (gap < smallest) {
                        smallest = gap;
                        first = p * nb + q;
                    }
                }
            }
        }
        // the cluster pair of the smallest sphere gap first (a small worst seed early), then every other pair whose
        // gap is below the worst seed kept (no sample pair of a farther cluster pair can be a seed): gap ≥ T, the
        // square root of the current threshold, reads |c_a − c_b|² ≥ (T + r_a + r_b)²
        double threshold = limit;
        for (int r = -1; r < pairs; r++) {
            int at = r < 0 ? first : r;
            if (at < 0 || (r >= 0 && at == first)) {
                continue;
            }
            double reach = threshold + radii[at];
            if (gaps[at] >= reach * reach) {
                continue;
            }
            int p = at / nb;
            int q = at % nb;
            int i0 = (int) ca[6 * p] * stra;
            int i1 = (int) ca[6 * p + 1] * stra;
            int j0 = (int) cb[6 * q] * strb;
            int j1 = (int) cb[6 * q + 1] * strb;
            double qx = cb[6 * q + 2];
            double qy = cb[6 * q + 3];
            double qz = cb[6 * q + 4];
            double qr = cb[6 * q + 5];
            for (int i = i0; i < i1; i += stra) {
                double x0 = sa[i];
                double y0 = sa[i + 1];
                double z0 = sa[i + 2];
                double cx = x0 - qx;
                double cy = y0 - qy;
                double cz = z0 - qz;
                double reachI = threshold + qr;
                if (cx * cx + cy * cy + cz * cz >= reachI * reachI) {
                    // sample i is at least the threshold away from B's cluster sphere: no pair of it can be a seed
                    continue;
                }
                // the nearest sample of B to sample i in this cluster (the first of equals); only it can be offered
                double near = Double.POSITIVE_INFINITY;
                int nearJ = -1;
                for (int j = j0; j < j1; j += strb) {
                    double ex = x0 - sb[j];
                    double ey = y0 - sb[j + 1];
                    double ez = z0 - sb[j + 2];
                    double d = ex * ex + ey * ey + ez * ez;
                    if (d < near) {
                        near = d;
                        nearJ = j;
                    }
                }
                if (near < limit2 && kept.wants(near)) {
                    kept.offer(near, i, nearJ);
                    if (kept.full() && kept.farthest() < limit2) {
                        threshold = Math.sqrt(kept.farthest());
                    }
                }
            }
        }
        for (int k = 0; k < kept.count; k++) {
            int c = 0;
            for (int r = 3; r < stra; r++) {
                seeds[k][c++] = sa[kept.i[k] + r];
            }
            for (int r = 3; r < strb; r++) {
                seeds[k][c++] = sb[kept.j[k] + r];
            }
        }
        return kept.count;
    }

    /**
     * The smallest gap between the bounding spheres of two sets of clusters (mm; negative where they overlap), or
     * the first gap found below {@code below} (the caller only needs to know that the smallest is below it);
     * {@code sphereB} ({centre x, y, z, radius}) holds every cluster sphere of B. The
     * cluster pair {@code hint} (an index p · |cb| + q, as returned by {@link #lastBelow} after an earlier call on
     * the same clusters; −1 for none) is tried first: a pair that came closer than the limit once usually does again.
     */
    double clusterBound(double[] ca, double[] cb, double[] sphereB, double below, int hint) {
        int nb = cb.length / 6;
        if (hint >= 0 && hint < (ca.length / 6) * nb) {
            double g = gap(ca, 6 * (hint / nb), cb, 6 * (hint % nb));
            if (g < below) {
                lastBelow = hint;
                return g;
            }
        }
        double gap = Double.POSITIVE_INFINITY;
        for (int p = 0; p < ca.length; p += 6) {
            // every cluster sphere of B lies in sphereB: a cluster of A no closer to it than the limit and the
            // smallest gap so far changes neither
            double sx = ca[p + 2] - sphereB[0];
            double sy = ca[p + 3] - sphereB[1];
            double sz = ca[p + 4] - sphereB[2];
            double row = Math.max(below, Math.min(gap, Double.MAX_VALUE)) + ca[p + 5] + sphereB[3];
            if (row > 0 && sx * sx + sy * sy + sz * sz >= row * row) {
                continue;
            }
            for (int q = 0; q < cb.length; q += 6) {
                // a square root only where the gap may be below the limit or the smallest so far
                double dx = ca[p + 2] - cb[q + 2];
                double dy = ca[p + 3] - cb[q + 3];
                double dz = ca[p + 4] - cb[q + 4];
                double rr = ca[p + 5] + cb[q + 5];
                double reach = Math.max(below, Math.min(gap, Double.MAX_VALUE)) + rr;
                if (reach > 0 && dx * dx + dy * dy + dz * dz >= reach * reach) {
                    continue;
                }
                double g = gap(ca, p, cb, q);
                if (g < below) {
                    lastBelow = (p / 6) * nb + q / 6;
                    return g;
                }
                gap = Math.min(gap, g);
            }
        }
        lastBelow = -1;
        return gap;
    }

    /**
     * The cluster pair whose gap the last {@link #clusterBound} returned below its limit (p · |cb| + q), or −1.
     *
     * @return the pair's index
     */
    int lastBelow() {
        return lastBelow;
    }

    private static double gap(double[] ca, int p, double[] cb, int q) {
        double dx = ca[p + 2] - cb[q + 2];
        double dy = ca[p + 3] - cb[q + 3];
        double dz = ca[p + 4] - cb[q + 4];
        return Math.sqrt(dx * dx + dy * dy + dz * dz) - ca[p + 5] - cb[q + 5];
    }
}
