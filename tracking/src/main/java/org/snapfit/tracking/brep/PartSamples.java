package org.snapfit.tracking.brep;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceDomain;

/**
 * The samples a {@link BrepPart} keeps for its broad phase and seed search: cell centres of a face's parameter grid
 * inside its trimmed region (in compact blocks) and nodes of its boundary polygons, equally spaced edge samples,
 * the cover radius of a face's samples, bounding spheres of sample clusters and grown boxes. Approximate (they
 * prune and seed; the distance itself comes from the Newton solves); stateless.
 */
final class PartSamples {

    private PartSamples() {
    }

    /**
     * Samples of a face: the cell centres of a {@link BrepPart#FACE_GRID} grid over its parameter box that lie in its
     * region, in blocks of {@link BrepPart#BLOCK} × {@link BrepPart#BLOCK} cells, then every
     * {@link BrepPart#EDGE_NODE_STRIDE}-th node of its boundary polygons; {@code ranges} receives the sample ranges of
     * the blocks and of runs of boundary nodes (compact clusters for the seed search).
     */
    static double[] face(Face face, FaceDomain d, List<int[]> ranges) {
        double[] o = new double[18];
        List<double[]> pts = new ArrayList<>();
        int n = BrepPart.FACE_GRID;
        for (int bi = 0; bi < n; bi += BrepPart.BLOCK) {
            for (int bj = 0; bj < n; bj += BrepPart.BLOCK) {
                int start = pts.size();
                for (int i = bi; i < Math.min(n, bi + BrepPart.BLOCK); i++) {
                    for (int j = bj; j < Math.min(n, bj + BrepPart.BLOCK); j++) {
                        // cell centres: points strictly inside the box, kept where the trimmed region holds them
                        double u = d.uMin() + (d.uMax() - d.uMin()) * (i + 0.5) / n;
                        double v = d.vMin() + (d.vMax() - d.vMin()) * (j + 0.5) / n;
                        if (!d.contains(u, v)) {
                            continue;
                        }
                        d.surface().evaluate(u, v, o);
                        pts.add(new double[] {o[0], o[1], o[2], u, v});
                    }
                }
                if (pts.size() > start) {
                    ranges.add(new int[] {start, pts.size()});
                }
            }
        }
        for (double[][] poly : d.polygons()) {
            // boundary nodes too: a narrow face (a fillet strip) may hold no cell centre
            int start = pts.size();
            for (int k = 0; k < poly.length; k += BrepPart.EDGE_NODE_STRIDE) {
                d.surface().evaluate(poly[k][0], poly[k][1], o);
                pts.add(new double[] {o[0], o[1], o[2], poly[k][0], poly[k][1]});
                if (pts.size() - start == BrepPart.BLOCK * BrepPart.BLOCK) {
                    ranges.add(new int[] {start, pts.size()});
                    start = pts.size();
                }
            }
            if (pts.size() > start) {
                ranges.add(new int[] {start, pts.size()});
            }
        }
        double[] out = new double[pts.size() * 5];
        for (int k = 0; k < pts.size(); k++) {
            System.arraycopy(pts.get(k), 0, out, 5 * k, 5);
        }
        return out;
    }

    /** Samples of an edge: {@link BrepPart#EDGE_SAMPLES} + 1 equally spaced parameters, as (x, y, z, t). */
    static double[] edge(Edge e) {
        double[] o = new double[9];
        double[] out = new double[(BrepPart.EDGE_SAMPLES + 1) * 4];
        for (int i = 0; i <= BrepPart.EDGE_SAMPLES; i++) {
            double t = e.t0() + (e.t1() - e.t0()) * i / BrepPart.EDGE_SAMPLES;
            e.curve().evaluate(t, o);
            out[4 * i] = o[0];
            out[4 * i + 1] = o[1];
            out[4 * i + 2] = o[2];
            out[4 * i + 3] = t;
        }
        return out;
    }

    /**
     * A cover radius of an edge's samples: {@link BrepPart#COVER_FACTOR} times half the largest arc length between
     * consecutive samples (a point of the curve between two samples lies within half that arc of one of them), each
     * arc bounded by the parameter step times the largest speed |C'(t)| at {@link BrepPart#EDGE_SPEED_PROBES} + 1
     * equally spaced parameters of the step.
     */
    static double edgeCover(Edge e) {
        double[] o = new double[9];
        double step = (e.t1() - e.t0()) / BrepPart.EDGE_SAMPLES;
        double arc = 0;
        for (int i = 0; i < BrepPart.EDGE_SAMPLES; i++) {
            double speed = 0;
            for (int k = 0; k <= BrepPart.EDGE_SPEED_PROBES; k++) {
                e.curve().evaluate(e.t0() + step * (i + (double) k / BrepPart.EDGE_SPEED_PROBES), o);
                speed = Math.max(speed, Math.sqrt(o[3] * o[3] + o[4] * o[4] + o[5] * o[5]));
            }
            arc = Math.max(arc, Math.abs(step) * speed);
        }
        return BrepPart.COVER_FACTOR * arc / 2;
    }

    /**
     * A cover radius of a face's samples: {@link BrepPart#COVER_FACTOR} times the largest distance from a probe point of
     * the face to its nearest sample, the probes being the corners of the sample grid's cells that lie in the region
     * and every node of the boundary polygons (the points farthest from the cell-centre samples).
     */
    static double cover(Face face, FaceDomain d, double[] s) {
        double[] o = new double[18];
        List<double[]> probes = new ArrayList<>();
        int n = BrepPart.FACE_GRID;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                double u = d.uMin() + (d.uMax() - d.uMin()) * i / n;
                double v = d.vMin() + (d.vMax() - d.vMin()) * j / n;
                if (d.contains(u, v)) {
                    d.surface().evaluate(u, v, o);
                    probes.add(new double[] {o[0], o[1], o[2]});
                }
            }
        }
        for (double[][] poly : d.polygons()) {
            for (double[] q : poly) {
                d.surface().evaluate(q[0], q[1], o);
                probes.add(new double[] {o[0], o[1], o[2]});
            }
        }
        double worst = 0;
        int count = s.length / 5;
        for (double[] q : probes) {
            double nearest = Double.POSITIVE_INFINITY;
            for (int k = 0; k < count; k++) {
                double dx = q[0] - s[5 * k];
                double dy = q[1] - s[5 * k + 1];
                double dz = q[2] - s[5 * k + 2];
                nearest = Math.min(nearest, dx * dx + dy * dy + dz * dz);
            }
            if (Double.isFinite(nearest)) {
                worst = Math.max(worst, nearest);
            }
        }
        return BrepPart.COVER_FACTOR * Math.sqrt(worst);
    }

    /** The clusters of the given sample ranges with their bounding spheres (centre = box centre). */
    static double[] clusters(double[] s, int stride, List<int[]> ranges) {
        int nc = ranges.size();
        double[] out = new double[nc * 6];
        for (int c = 0; c < nc; c++) {
            int i0 = ranges.get(c)[0];
            int i1 = ranges.get(c)[1];
            double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
            double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
            for (int i = i0; i < i1; i++) {
                for (int k = 0; k < 3; k++) {
                    lo[k] = Math.min(lo[k], s[i * stride + k]);
                    hi[k] = Math.max(hi[k], s[i * stride + k]);
                }
            }
            double cx = (lo[0] + hi[0]) / 2;
            double cy = (lo[1] + hi[1]) / 2;
            double cz = (lo[2] + hi[2]) / 2;
            double r = 0;
            for (int i = i0; i < i1; i++) {
                double dx = s[i * stride] - cx;
                double dy = s[i * stride + 1] - cy;
                double dz = s[i * stride + 2] - cz;
                r = Math.max(r, Math.sqrt(dx * dx + dy * dy + dz * dz));
            }
            out[6 * c] = i0;
            out[6 * c + 1] = i1;
            out[6 * c + 2] = cx;
            out[6 * c + 3] = cy;
            out[6 * c + 4] = cz;
            out[6 * c + 5] = r;
        }
        return out;
    }

    /** Box of strided samples, grown by {@link BrepPart#BOX_MARGIN} times the largest gap between consecutive samples. */
    static double[] box(double[] s, int stride) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        double gap = 0;
        for (int k = 0; k + stride <= s.length; k += stride) {
            for (int c = 0; c < 3; c++) {
                b[c] = Math.min(b[c], s[k + c]);
                b[c + 3] = Math.max(b[c + 3], s[k + c]);
            }
            if (k >= stride) {
                double dx = s[k] - s[k - stride];
                double dy = s[k + 1] - s[k + 1 - stride];
                double dz = s[k + 2] - s[k + 2 - stride];
                gap = Math.max(gap, Math.sqrt(dx * dx + dy * dy + dz * dz));
            }
        }
        if (s.length == 0) {
            return new double[] {0, 0, 0, 0, 0, 0};
        }
        double m = BrepPart.BOX_MARGIN * gap;
        for (int c = 0; c < 3; c++) {
            b[c] -= m;
            b[c + 3] += m;
        }
        return b;
    }
}
