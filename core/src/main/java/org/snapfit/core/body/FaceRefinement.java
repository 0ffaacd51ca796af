package org.snapfit.core.body;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.tolerance.Tolerance;

/**
 * The refinement of one face's triangulation in a {@link Tessellator}: edge flips to the Delaunay triangulation in
 * the surface's curvature metric ({@link CurvatureFlips}), then conforming edge bisection (both triangles at an edge
 * split at its parameter middle, so no T-junction appears; boundary edges are split only at a pole) until, at seven
 * sample points of each triangle, the surface lies within the chord tolerance of the linear interpolation of its
 * corners. New nodes go into the face's {@link FaceParameterPolygon}. Approximate (double); one instance per face,
 * not thread-safe.
 */
final class FaceRefinement {
    /** Barycentric sample points of the deviation test: centroid, edge middles, three inner points. */
    private static final double[][] SAMPLES = {
        {1.0 / 3, 1.0 / 3, 1.0 / 3}, {0.5, 0.5, 0}, {0, 0.5, 0.5}, {0.5, 0, 0.5},
        {2.0 / 3, 1.0 / 6, 1.0 / 6}, {1.0 / 6, 2.0 / 3, 1.0 / 6}, {1.0 / 6, 1.0 / 6, 2.0 / 3},
    };

    private final FaceParameterPolygon poly;
    private final ParametricSurface s;
    private final Tolerance chord;
    private final double tol;
    private double maxDeviation;

    FaceRefinement(FaceParameterPolygon poly, Tolerance chord) {
        this.poly = poly;
        this.s = poly.s;
        this.chord = chord;
        this.tol = chord.value();
    }

    /** The largest deviation measured at an accepted triangle (mm). */
    double maxDeviation() {
        return maxDeviation;
    }

    /**
     * Conforming bisection until every triangle is within the tolerance.
     *
     * @param start the polygon's ear-clipped triangles
     * @return the refined triangles, as indices of the polygon's nodes
     */
    List<int[]> refine(List<int[]> start) {
        List<int[]> tris = new ArrayList<>(start);
        Map<Long, Integer> half = new HashMap<>();
        for (int t = 0; t < tris.size(); t++) {
            CurvatureFlips.link(half, tris.get(t), t);
        }
        double[] scratch = new double[18];
        new CurvatureFlips(s, poly.us, poly.vs, tris, half).run(scratch);
        Deque<Integer> queue = new ArrayDeque<>();
        for (int t = 0; t < tris.size(); t++) {
            queue.add(t);
        }
        while (!queue.isEmpty()) {
            int t = queue.poll();
            int[] tri = tris.get(t);
            double dev = deviation(tri, scratch);
            if (dev <= tol) {
                maxDeviation = Math.max(maxDeviation, dev);
                continue;
            }
            int e = splitEdge(tri, half, scratch);
            if (e < 0) {
                maxDeviation = Math.max(maxDeviation, dev);
                continue;
            }
            if (tris.size() >= Tessellator.MAX_FACE_TRIANGLES) {
                throw new IllegalArgumentException("it needs more than " + Tessellator.MAX_FACE_TRIANGLES + " triangles at "
                        + chord.name() + " = " + tol + " mm; use a larger " + chord.name());
            }
            int a = tri[e];
            int b = tri[(e + 1) % 3];
            Integer other = half.get(CurvatureFlips.key(b, a));
            boolean poleEdge = poleEdge(a, b);
            double um = (poly.us.get(a) + poly.us.get(b)) / 2;
            double vm = (poly.vs.get(a) + poly.vs.get(b)) / 2;
            int m = poly.node(um, vm, poleEdge ? poly.ps.get(a) : s.point(um, vm), false);
            splitTriangle(tris, half, queue, t, a, b, m);
            if (other != null) {
                splitTriangle(tris, half, queue, other, b, a, m);
            }
        }
        return tris;
    }

    /**
     * Whether the edge a–b lies on a pole: both ends are the one point and so is the surface at its parameter
     * middle (an edge across a seam also joins equal points, but its middle is on the far side of the surface).
     */
    private boolean poleEdge(int a, int b) {
        Vec3 p = poly.ps.get(a);
        return p.equals(poly.ps.get(b))
                && s.point((poly.us.get(a) + poly.us.get(b)) / 2, (poly.vs.get(a) + poly.vs.get(b)) / 2).subtract(p).norm() <= tol;
    }

    private void splitTriangle(List<int[]> tris, Map<Long, Integer> half, Deque<Integer> queue, int t, int a, int b,
            int m) {
        int[] tri = tris.get(t);
        int c = tri[0] != a && tri[0] != b ? tri[0] : tri[1] != a && tri[1] != b ? tri[1] : tri[2];
        CurvatureFlips.unlink(half, tri);
        int[] t1 = {a, m, c};
        int[] t2 = {m, b, c};
        tris.set(t, t1);
        tris.add(t2);
        CurvatureFlips.link(half, t1, t);
        CurvatureFlips.link(half, t2, tris.size() - 1);
        queue.add(t);
        queue.add(tris.size() - 1);
    }

    /** The corner index whose edge (corner, next corner) to split, or -1 if none may be split. */
    private int splitEdge(int[] tri, Map<Long, Integer> half, double[] o) {
        double cu = (poly.us.get(tri[0]) + poly.us.get(tri[1]) + poly.us.get(tri[2])) / 3;
        double cv = (poly.vs.get(tri[0]) + poly.vs.get(tri[1]) + poly.vs.get(tri[2])) / 3;
        s.evaluate(cu, cv, o);
        double ee = o[3] * o[3] + o[4] * o[4] + o[5] * o[5];
        double ff = o[3] * o[6] + o[4] * o[7] + o[5] * o[8];
        double gg = o[6] * o[6] + o[7] * o[7] + o[8] * o[8];
        int best = -1;
        double bestLen = 0;
        double bestSag = 0;
        for (int e = 0; e < 3; e++) {
            int a = tri[e];
            int b = tri[(e + 1) % 3];
            boolean pole = poleEdge(a, b);
            Integer own = half.get(CurvatureFlips.key(a, b));
            Integer twin = half.get(CurvatureFlips.key(b, a));
            if (own == null || own < 0 || (twin == null ? !pole : twin < 0)) {
                continue;
            }
            double du = poly.us.get(b) - poly.us.get(a);
            double dv = poly.vs.get(b) - poly.vs.get(a);
            double metric = Math.sqrt(Math.max(0, ee * du * du + 2 * ff * du * dv + gg * dv * dv));
            double len = Math.max(metric, poly.ps.get(a).subtract(poly.ps.get(b)).norm());
            if (len <= Tessellator.SNAP_FRACTION * tol) {
                continue;
            }
            s.evaluate((poly.us.get(a) + poly.us.get(b)) / 2, (poly.vs.get(a) + poly.vs.get(b)) / 2, o);
            Vec3 pa = poly.ps.get(a);
            Vec3 pb = poly.ps.get(b);
            double dx = o[0] - (pa.x() + pb.x()) / 2;
            double dy = o[1] - (pa.y() + pb.y()) / 2;
            double dz = o[2] - (pa.z() + pb.z()) / 2;
            double sag = Math.sqrt(dx * dx + dy * dy + dz * dz);
            // an edge whose middle leaves the surface is cut first (the largest sag); else the longest
            if (sag > tol / 2 ? sag > bestSag : bestSag == 0 && len > bestLen) {
                bestSag = sag > tol / 2 ? sag : 0;
                bestLen = len;
                best = e;
            }
        }
        return best;
    }

    private double deviation(int[] tri, double[] o) {
        Vec3 pa = poly.ps.get(tri[0]);
        Vec3 pb = poly.ps.get(tri[1]);
        Vec3 pc = poly.ps.get(tri[2]);
        double worst = 0;
        for (double[] w : SAMPLES) {
            double u = w[0] * poly.us.get(tri[0]) + w[1] * poly.us.get(tri[1]) + w[2] * poly.us.get(tri[2]);
            double v = w[0] * poly.vs.get(tri[0]) + w[1] * poly.vs.get(tri[1]) + w[2] * poly.vs.get(tri[2]);
            s.evaluate(u, v, o);
            double dx = o[0] - (w[0] * pa.x() + w[1] * pb.x() + w[2] * pc.x());
            double dy = o[1] - (w[0] * pa.y() + w[1] * pb.y() + w[2] * pc.y());
            double dz = o[2] - (w[0] * pa.z() + w[1] * pb.z() + w[2] * pc.z());
            worst = Math.max(worst, Math.sqrt(dx * dx + dy * dy + dz * dz));
        }
        return worst;
    }
}
