package org.snapfit.core.body;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.snapfit.core.surface.ParametricSurface;

/**
 * The edge-flip pass of {@link Tessellator} over one face's (u, v) triangulation, before refinement, and the
 * half-edge map both share (directed edge (a, b) to its triangle, -1 where two triangles claim the same directed
 * edge). Approximate (double). Not thread-safe: one instance works on one face's lists, in place.
 */
final class CurvatureFlips {

    /**
     * How far inside the circumcircle, relative to the squared size of the four points, a point must lie for the
     * edge-flip pass before refinement to swap an edge (dimensionless); keeps co-circular points from flipping back
     * and forth.
     */
    static final double FLIP_GAIN = 1e-9;
    /**
     * Share of the first fundamental form added to the absolute second one in the metric of the edge-flip pass
     * (dimensionless, relative to their sizes): small, so that a straight direction of the surface costs almost
     * nothing, but not zero, so that the metric stays definite.
     */
    static final double FLIP_METRIC_FLOOR = 1e-6;
    /** Largest number of edge flips per initial triangle of a face in the edge-flip pass before refinement. */
    static final int MAX_FLIPS_PER_TRIANGLE = 64;
    private final ParametricSurface s;
    private final List<Double> us;
    private final List<Double> vs;
    private final List<int[]> tris;
    private final Map<Long, Integer> half;

    /**
     * A flip pass over a face's triangles.
     *
     * @param s the face's surface
     * @param us the u of every node
     * @param vs the v of every node
     * @param tris the triangles (node indices, counter-clockwise in (u, v)), changed in place
     * @param half the half-edge map of {@code tris}, kept up to date
     */
    CurvatureFlips(ParametricSurface s, List<Double> us, List<Double> vs, List<int[]> tris, Map<Long, Integer> half) {
        this.s = s;
        this.us = us;
        this.vs = vs;
        this.tris = tris;
        this.half = half;
    }

    /**
     * Lawson edge flips, before refinement, to the Delaunay triangulation in the surface's curvature metric: an
     * inner edge is swapped when the opposite corner of its other triangle lies inside the circumcircle of the
     * first, measured in (u, v) with the metric |II| + {@link #FLIP_METRIC_FLOOR}·(|II|/I)·I at the middle of
     * the two triangles (II and I the second and first fundamental forms, |II| with absolute eigenvalues; I alone
     * where the surface is flat). A chord leaves a surface by about dᵀ|II|d/8, so in this metric every
     * direction costs what it deviates: over a cylinder band the ear-clipped fan, whose long diagonals cross the
     * surface, becomes the strip whose edges run along the straight direction, and refinement then splits across
     * the curvature only. Both new triangles must keep their orientation in (u, v); boundary edges are never
     * touched, so the mesh stays closed and every face still meets the tolerance through refinement.
     */
    void run(double[] o) {
        Deque<Integer> queue = new ArrayDeque<>();
        for (int t = 0; t < tris.size(); t++) {
            queue.add(t);
        }
        long budget = (long) MAX_FLIPS_PER_TRIANGLE * tris.size();
        while (!queue.isEmpty() && budget > 0) {
            int t = queue.poll();
            for (int e = 0; e < 3; e++) {
                int other = flip(t, e, o);
                if (other >= 0) {
                    budget--;
                    queue.add(t);
                    queue.add(other);
                    break;
                }
            }
        }
    }

    /**
     * Flips the edge (corner e, next corner) of triangle t if the curvature-metric Delaunay test asks; the other
     * triangle of the flipped edge, or -1 if it was not flipped.
     */
    private int flip(int t, int e, double[] o) {
        int[] tri = tris.get(t);
        int a = tri[e];
        int b = tri[(e + 1) % 3];
        int c = tri[(e + 2) % 3];
        Integer own = half.get(key(a, b));
        Integer other = half.get(key(b, a));
        if (own == null || own != t || other == null || other < 0 || other == t) {
            return -1;
        }
        int[] ot = tris.get(other);
        int d = ot[0] != a && ot[0] != b ? ot[0] : ot[1] != a && ot[1] != b ? ot[1] : ot[2];
        if (d == c || half.containsKey(key(c, d)) || half.containsKey(key(d, c))) {
            return -1;
        }
        double sense = Math.signum(orient(a, b, c));
        if (sense == 0 || !(orient(a, d, c) * sense > 0) || !(orient(d, b, c) * sense > 0)
                || !insideCircle(a, b, c, d, sense, o)) {
            return -1;
        }
        int[] n1 = {a, d, c};
        int[] n2 = {d, b, c};
        unlink(half, tri);
        unlink(half, ot);
        tris.set(t, n1);
        tris.set(other, n2);
        link(half, n1, t);
        link(half, n2, other);
        return other;
    }

    /**
     * Whether d lies inside the circumcircle of a, b, c (orientation {@code sense} in (u, v)) by more than
     * {@link #FLIP_GAIN} of the circle's size, in the curvature metric at the middle of the four points.
     */
    private boolean insideCircle(int a, int b, int c, int d, double sense, double[] o) {
        double cu = (us.get(a) + us.get(b) + us.get(c) + us.get(d)) / 4;
        double cv = (vs.get(a) + vs.get(b) + vs.get(c) + vs.get(d)) / 4;
        s.evaluate(cu, cv, o);
        double ee = o[3] * o[3] + o[4] * o[4] + o[5] * o[5];
        double ff = o[3] * o[6] + o[4] * o[7] + o[5] * o[8];
        double gg = o[6] * o[6] + o[7] * o[7] + o[8] * o[8];
        double nx = o[4] * o[8] - o[5] * o[7];
        double ny = o[5] * o[6] - o[3] * o[8];
        double nz = o[3] * o[7] - o[4] * o[6];
        double nn = Math.sqrt(nx * nx + ny * ny + nz * nz);
        double m11 = ee;
        double m12 = ff;
        double m22 = gg;
        if (nn > 0 && ee + gg > 0) {
            double l = (o[9] * nx + o[10] * ny + o[11] * nz) / nn;
            double m = (o[12] * nx + o[13] * ny + o[14] * nz) / nn;
            double n = (o[15] * nx + o[16] * ny + o[17] * nz) / nn;
            // |II|: the same eigenvectors, absolute eigenvalues
            double mean = (l + n) / 2;
            double root = Math.hypot((l - n) / 2, m);
            double k1 = mean + root;
            double k2 = mean - root;
            double scale = (Math.abs(k1) + Math.abs(k2)) / (ee + gg);
            if (scale > 0) {
                double abs1 = Math.abs(k1);
                double abs2 = Math.abs(k2);
                double ex = root > 0 ? (l - n) / 2 / root : 1;
                double ey = root > 0 ? m / root : 0;
                // projector on the first eigenvector: P = ½ [[1 + ex, ey], [ey, 1 − ex]]
                double p11 = (1 + ex) / 2;
                double p12 = ey / 2;
                double p22 = (1 - ex) / 2;
                m11 = abs1 * p11 + abs2 * (1 - p11) + FLIP_METRIC_FLOOR * scale * ee;
                m12 = abs1 * p12 - abs2 * p12 + FLIP_METRIC_FLOOR * scale * ff;
                m22 = abs1 * p22 + abs2 * (1 - p22) + FLIP_METRIC_FLOOR * scale * gg;
            }
        }
        if (!(m11 > 0) || !(m11 * m22 - m12 * m12 > 0)) {
            return false;
        }
        // Cholesky R of the metric: x' = r11 du + r12 dv, y' = r22 dv
        double r11 = Math.sqrt(m11);
        double r12 = m12 / r11;
        double r22 = Math.sqrt(m22 - r12 * r12);
        double[] x = new double[4];
        double[] y = new double[4];
        int[] q = {a, b, c, d};
        for (int k = 0; k < 4; k++) {
            double du = us.get(q[k]) - cu;
            double dv = vs.get(q[k]) - cv;
            x[k] = r11 * du + r12 * dv;
            y[k] = r22 * dv;
        }
        double adx = x[0] - x[3];
        double ady = y[0] - y[3];
        double bdx = x[1] - x[3];
        double bdy = y[1] - y[3];
        double cdx = x[2] - x[3];
        double cdy = y[2] - y[3];
        double ad = adx * adx + ady * ady;
        double bd = bdx * bdx + bdy * bdy;
        double cd = cdx * cdx + cdy * cdy;
        double det = adx * (bdy * cd - bd * cdy) - ady * (bdx * cd - bd * cdx) + ad * (bdx * cdy - bdy * cdx);
        double size = Math.max(ad, Math.max(bd, cd));
        return det * sense > FLIP_GAIN * size * size;
    }

    /** Twice the signed (u, v) area of the triangle a, b, c. */
    private double orient(int a, int b, int c) {
        return (us.get(b) - us.get(a)) * (vs.get(c) - vs.get(a)) - (vs.get(b) - vs.get(a)) * (us.get(c) - us.get(a));
    }

    static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    static void link(Map<Long, Integer> half, int[] tri, int t) {
        for (int e = 0; e < 3; e++) {
            long k = key(tri[e], tri[(e + 1) % 3]);
            if (half.putIfAbsent(k, t) != null) {
                half.put(k, -1);
            }
        }
    }

    static void unlink(Map<Long, Integer> half, int[] tri) {
        for (int e = 0; e < 3; e++) {
            half.remove(key(tri[e], tri[(e + 1) % 3]));
        }
    }
}
