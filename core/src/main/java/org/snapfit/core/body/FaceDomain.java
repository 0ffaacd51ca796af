package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.surface.ParametricSurface;

/**
 * The parameter region of a trimmed face: the image in (u, v) of its boundary loops, as polygons through the
 * boundary's quadrature nodes (each edge use read off its pcurve or inverted onto the surface, unwrapped across the
 * periods of a periodic or closed surface), each polygon segment tagged with the edge use it belongs to, and a
 * point-membership test on it. Made by {@link FaceIntegrator#domain(Face)}.
 *
 * <p>Membership: a face whose boundary is the border of the surface's parameter domain, or that has no edge loop,
 * is the whole box; a face whose loops wind around the u period (a cap on a sphere bounded by one circle) contains
 * the points between its loops and the pole on the face's side (vertical ray parity); otherwise the even–odd rule
 * against the polygons, the point shifted by whole periods in u and in v on periodic surfaces (a torus face may
 * cross either seam; its polygon is unwrapped along the loop). A query is answered through a uniform grid over the
 * region's box: each cell keeps the segments that meet it and the status of its centre, so a point is classified
 * by the parity of the crossings between it and its cell's centre (the statuses of the centres are propagated from
 * one classified centre cell to cell the same way). Approximate: the polygons are chords of the true boundary
 * between nodes ({@link FaceIntegrator#NODES} per edge piece), so a point within the chord sag of the boundary may be
 * classified either way. Immutable.
 */
public final class FaceDomain {

    /** Largest number of grid cells per side of the membership index. */
    public static final int MAX_GRID = 64;

    private final ParametricSurface surface;
    private final List<double[][]> polygons;
    private final List<int[]> tags;
    private final int uses;
    private final double period;
    private final double vPeriod;
    private final boolean whole;
    private final boolean wrapped;
    private final boolean upperSide;
    private final double uMin;
    private final double uMax;
    private final double vMin;
    private final double vMax;
    /** Index: segments {ua, va, ub, vb} flattened; per cell the segment numbers and the status of its centre. */
    private double[] segments = new double[0];
    private int gu;
    private int gv;
    private int[][] cellSegments;
    private boolean[] cellInside;
    /** Segments per chunk, and chunks per group, of the nearest-segment search. */
    private static final int NEAR_CHUNK = 8;
    /**
     * Slack (relative to the parameter box's u plus v extent, dimensionless) by which a chunk's box must lie
     * farther than the best segment for the chunk to be skipped: far above the rounding of a segment distance, so
     * the skip never changes the answer.
     */
    private static final double NEAR_SLACK = 1e-9;
    /** The nearest-segment search's segments, their uses and chunk boxes (built with the region). */
    private double[] near;
    private int[] nearTags;
    private double[] chunkBox;
    private double[] groupBox;
    private double nearSlack;

    FaceDomain(ParametricSurface surface, List<double[][]> polygons, List<int[]> tags, int uses, double period,
            double vPeriod, boolean whole, boolean wrapped, boolean upperSide, double[] box) {
        this.surface = surface;
        this.polygons = List.copyOf(polygons);
        this.tags = List.copyOf(tags);
        this.uses = uses;
        this.period = period;
        this.vPeriod = vPeriod;
        this.whole = whole;
        this.wrapped = wrapped;
        this.upperSide = upperSide;
        this.uMin = box[0];
        this.uMax = box[1];
        this.vMin = box[2];
        this.vMax = box[3];
        if (!whole && !polygons.isEmpty()) {
            buildIndex();
        }
        buildNear();
    }

    /**
     * The surface the region lives on, as the region sees it: periodic in each direction where the face's surface
     * is closed (see {@link org.snapfit.core.surface.SeamedSurface}), so it may be evaluated anywhere in the box.
     *
     * @return the surface
     */
    public ParametricSurface surface() {
        return surface;
    }

    /**
     * Smallest u of the face's parameter box.
     *
     * @return the lower u bound (unwrapped: may lie below the surface's uMin on a periodic surface)
     */
    public double uMin() {
        return uMin;
    }

    /**
     * Largest u of the face's parameter box.
     *
     * @return the upper u bound
     */
    public double uMax() {
        return uMax;
    }

    /**
     * Smallest v of the face's parameter box.
     *
     * @return the lower v bound
     */
    public double vMin() {
        return vMin;
    }

    /**
     * Largest v of the face's parameter box.
     *
     * @return the upper v bound
     */
    public double vMax() {
        return vMax;
    }

    /**
     * Whether the face covers its whole parameter box (no trimming inside the box).
     *
     * @return true for an untrimmed face
     */
    public boolean whole() {
        return whole;
    }

    /**
     * The boundary polygons in (u, v), one per loop with edges.
     *
     * @return the polygons, each an array of {u, v} nodes (not to be modified)
     */
    public List<double[][]> polygons() {
        return polygons;
    }

    /**
     * The edge use of each polygon segment: for polygon k, entry i names the use that the segment from node i to
     * node i + 1 (cyclically) belongs to, numbered over the face's loops in file order (the i-th oriented edge of
     * loop 0 is use i, then loop 1's follow, …).
     *
     * @return per polygon, the use of each segment (not to be modified)
     */
    public List<int[]> segmentUses() {
        return tags;
    }

    /**
     * Number of edge uses of the face (over all loops).
     *
     * @return the count
     */
    public int useCount() {
        return uses;
    }

    /**
     * The edge use whose boundary segment lies nearest to (u, v) in the parameter plane (every representative of
     * a periodic parameter considered).
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return the use index (see {@link #segmentUses()}), or -1 for a face without edge loops
     */
    public int nearestUse(double u, double v) {
        return (int) nearest(u, v)[1];
    }

    /**
     * The distance in the parameter plane from (u, v) to the nearest boundary segment (every representative of a
     * periodic parameter considered), in the units of the parameters; +∞ for a face without edge loops. With
     * {@link #contains} it gives a signed margin that changes sign where membership does: both read the same
     * polygons.
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return the distance, ≥ 0
     */
    public double boundaryDistance(double u, double v) {
        return Math.sqrt(nearest(u, v)[0]);
    }

    /**
     * {squared distance, use} of the boundary segment nearest to (u, v); among equally near segments the first in
     * the polygons' order. Groups, then their chunks, are visited nearest box first, and a box farther than the best
     * segment so far (by more than rounding) is skipped: the visiting order does not change the answer.
     */
    private double[] nearest(double u, double v) {
        int count = nearTags.length;
        int chunks = (count + NEAR_CHUNK - 1) / NEAR_CHUNK;
        int groups = (chunks + NEAR_CHUNK - 1) / NEAR_CHUNK;
        double[] best = {Double.POSITIVE_INFINITY, -1, Double.POSITIVE_INFINITY, Integer.MAX_VALUE};
        double[] groupBound = new double[groups];
        int[] groupOrder = new int[groups];
        sortedBounds(groupBox, 0, groups, u, v, groupBound, groupOrder);
        double[] chunkBound = new double[NEAR_CHUNK];
        int[] chunkOrder = new int[NEAR_CHUNK];
        for (int gi = 0; gi < groups; gi++) {
            if (groupBound[gi] > best[2] + nearSlack) {
                break;
            }
            int first = NEAR_CHUNK * groupOrder[gi];
            int size = Math.min(chunks, first + NEAR_CHUNK) - first;
            sortedBounds(chunkBox, first, size, u, v, chunkBound, chunkOrder);
            for (int ci = 0; ci < size; ci++) {
                if (chunkBound[ci] > best[2] + nearSlack) {
                    break;
                }
                int c = chunkOrder[ci];
                int end = Math.min(count, NEAR_CHUNK * c + NEAR_CHUNK);
                for (int s = NEAR_CHUNK * c; s < end; s++) {
                    double ua = near[4 * s];
                    double va = near[4 * s + 1];
                    double ub = near[4 * s + 2];
                    double vb = near[4 * s + 3];
                    double uu = BoundaryTrace.nearest(u, 0.5 * (ua + ub), period);
                    double vv = BoundaryTrace.nearest(v, 0.5 * (va + vb), vPeriod);
                    double d = segmentDistance2(uu, vv, ua, va, ub, vb);
                    if (d < best[0] || (d == best[0] && s < best[3])) {
                        best[0] = d;
                        best[1] = nearTags[s];
                        best[2] = Math.sqrt(d);
                        best[3] = s;
                    }
                }
            }
        }
        return new double[] {best[0], best[1]};
    }

    /**
     * The distances from (u, v) to boxes first … first + size − 1 of the list, ascending in bound, with the box
     * numbers in the same order in {@code order}.
     */
    private void sortedBounds(double[] boxes, int first, int size, double u, double v, double[] bound, int[] order) {
        for (int k = 0; k < size; k++) {
            int box = first + k;
            double du = gap(u, boxes[4 * box], boxes[4 * box + 1], period);
            double dv = gap(v, boxes[4 * box + 2], boxes[4 * box + 3], vPeriod);
            double d = Math.sqrt(du * du + dv * dv);
            int j = k;
            while (j > 0 && bound[j - 1] > d) {
                bound[j] = bound[j - 1];
                order[j] = order[j - 1];
                j--;
            }
            bound[j] = d;
            order[j] = box;
        }
    }

    /**
     * {@link #boundaryDistance} by a scan of every segment (no chunk skipped): the reference the chunked search
     * must equal.
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return the distance, ≥ 0
     */
    double boundaryDistanceScan(double u, double v) {
        double bestD = Double.POSITIVE_INFINITY;
        for (double[][] poly : polygons) {
            int n = poly.length;
            for (int a = 0; a < n; a++) {
                double[] pa = poly[a];
                double[] pb = poly[(a + 1) % n];
                double ub = BoundaryTrace.nearest(pb[0], pa[0], period);
                double vb = BoundaryTrace.nearest(pb[1], pa[1], vPeriod);
                double uu = BoundaryTrace.nearest(u, 0.5 * (pa[0] + ub), period);
                double vv = BoundaryTrace.nearest(v, 0.5 * (pa[1] + vb), vPeriod);
                bestD = Math.min(bestD, segmentDistance2(uu, vv, pa[0], pa[1], ub, vb));
            }
        }
        return Math.sqrt(bestD);
    }

    /**
     * Distance from x to the interval [lo, hi] (every representative of x when the period is positive; +0 for an
     * interval wider than the period).
     */
    private static double gap(double x, double lo, double hi, double period) {
        if (period > 0) {
            if (hi - lo >= period) {
                return 0;
            }
            double xx = BoundaryTrace.nearest(x, 0.5 * (lo + hi), period);
            return Math.min(gap(xx, lo, hi, 0), Math.min(gap(xx - period, lo, hi, 0), gap(xx + period, lo, hi, 0)));
        }
        return Math.max(0, Math.max(lo - x, x - hi));
    }

    /**
     * The boundary segments in the order {@link #nearest} reads them ({ua, va, ub, vb}, the second end the
     * representative nearest the first), and per chunk of {@value #NEAR_CHUNK} segments the box of their
     * representatives nearest the chunk's first midpoint, and per group of {@value #NEAR_CHUNK} chunks the box of their
     * boxes, so a chunk or group farther than the best segment so far is skipped.
     */
    private void buildNear() {
        int count = 0;
        for (double[][] poly : polygons) {
            count += poly.length;
        }
        double[] segs = new double[4 * count];
        int[] tagOf = new int[count];
        int s = 0;
        for (int p = 0; p < polygons.size(); p++) {
            double[][] poly = polygons.get(p);
            int[] tag = tags.get(p);
            int n = poly.length;
            for (int a = 0; a < n; a++, s++) {
                double[] pa = poly[a];
                double[] pb = poly[(a + 1) % n];
                segs[4 * s] = pa[0];
                segs[4 * s + 1] = pa[1];
                segs[4 * s + 2] = BoundaryTrace.nearest(pb[0], pa[0], period);
                segs[4 * s + 3] = BoundaryTrace.nearest(pb[1], pa[1], vPeriod);
                tagOf[s] = tag[a];
            }
        }
        int chunks = (count + NEAR_CHUNK - 1) / NEAR_CHUNK;
        double[] box = new double[4 * chunks];
        for (int c = 0; c < chunks; c++) {
            double refU = 0.5 * (segs[4 * NEAR_CHUNK * c] + segs[4 * NEAR_CHUNK * c + 2]);
            double refV = 0.5 * (segs[4 * NEAR_CHUNK * c + 1] + segs[4 * NEAR_CHUNK * c + 3]);
            box[4 * c] = Double.POSITIVE_INFINITY;
            box[4 * c + 1] = Double.NEGATIVE_INFINITY;
            box[4 * c + 2] = Double.POSITIVE_INFINITY;
            box[4 * c + 3] = Double.NEGATIVE_INFINITY;
            for (int k = NEAR_CHUNK * c; k < Math.min(count, NEAR_CHUNK * c + NEAR_CHUNK); k++) {
                double mu = 0.5 * (segs[4 * k] + segs[4 * k + 2]);
                double mv = 0.5 * (segs[4 * k + 1] + segs[4 * k + 3]);
                double su = BoundaryTrace.nearest(mu, refU, period) - mu;
                double sv = BoundaryTrace.nearest(mv, refV, vPeriod) - mv;
                for (int e = 0; e < 4; e += 2) {
                    box[4 * c] = Math.min(box[4 * c], segs[4 * k + e] + su);
                    box[4 * c + 1] = Math.max(box[4 * c + 1], segs[4 * k + e] + su);
                    box[4 * c + 2] = Math.min(box[4 * c + 2], segs[4 * k + e + 1] + sv);
                    box[4 * c + 3] = Math.max(box[4 * c + 3], segs[4 * k + e + 1] + sv);
                }
            }
        }
        // groups of chunks: the box of their boxes, each chunk box shifted by whole periods next to the group's first
        int groups = (chunks + NEAR_CHUNK - 1) / NEAR_CHUNK;
        double[] group = new double[4 * groups];
        for (int g = 0; g < groups; g++) {
            int first = NEAR_CHUNK * g;
            double refU = 0.5 * (box[4 * first] + box[4 * first + 1]);
            double refV = 0.5 * (box[4 * first + 2] + box[4 * first + 3]);
            group[4 * g] = Double.POSITIVE_INFINITY;
            group[4 * g + 1] = Double.NEGATIVE_INFINITY;
            group[4 * g + 2] = Double.POSITIVE_INFINITY;
            group[4 * g + 3] = Double.NEGATIVE_INFINITY;
            for (int c = first; c < Math.min(chunks, first + NEAR_CHUNK); c++) {
                double mu = 0.5 * (box[4 * c] + box[4 * c + 1]);
                double mv = 0.5 * (box[4 * c + 2] + box[4 * c + 3]);
                double su = BoundaryTrace.nearest(mu, refU, period) - mu;
                double sv = BoundaryTrace.nearest(mv, refV, vPeriod) - mv;
                group[4 * g] = Math.min(group[4 * g], box[4 * c] + su);
                group[4 * g + 1] = Math.max(group[4 * g + 1], box[4 * c + 1] + su);
                group[4 * g + 2] = Math.min(group[4 * g + 2], box[4 * c + 2] + sv);
                group[4 * g + 3] = Math.max(group[4 * g + 3], box[4 * c + 3] + sv);
            }
        }
        groupBox = group;
        double span = Math.abs(uMax - uMin) + Math.abs(vMax - vMin);
        nearSlack = NEAR_SLACK * (Double.isFinite(span) ? span : 0);
        chunkBox = box;
        nearTags = tagOf;
        near = segs;
    }

    private static double segmentDistance2(double x, double y, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double len = dx * dx + dy * dy;
        double t = len > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len)) : 0;
        double ex = ax + t * dx - x;
        double ey = ay + t * dy - y;
        return ex * ex + ey * ey;
    }

    /**
     * Whether (u, v) lies in the face's parameter region.
     *
     * @param u the first parameter (any representative of a periodic u)
     * @param v the second parameter
     * @return true inside (see the class comment for the rules and their accuracy)
     */
    public boolean contains(double u, double v) {
        if (whole) {
            double uu = shiftInto(u);
            return uu >= uMin && uu <= uMax && v >= vMin && v <= vMax;
        }
        if (cellSegments == null) {
            return containsSlow(u, v);
        }
        if (wrapped) {
            return indexed(BoundaryTrace.into(u, uMin, period), v);
        }
        // every representative of (u, v) inside the box
        double u0 = u;
        double v0 = v;
        if (period > 0) {
            u0 = u + period * Math.ceil((uMin - u) / period);
        }
        if (vPeriod > 0) {
            v0 = v + vPeriod * Math.ceil((vMin - v) / vPeriod);
        }
        for (double uu = u0; uu <= uMax; uu += period) {
            for (double vv = v0; vv <= vMax; vv += vPeriod) {
                if (uu >= uMin && vv >= vMin && indexed(uu, vv)) {
                    return true;
                }
                if (vPeriod <= 0) {
                    break;
                }
            }
            if (period <= 0) {
                break;
            }
        }
        return false;
    }

    /**
     * The membership rule evaluated directly on every segment (the reference the index is built from).
     *
     * @param u the first parameter
     * @param v the second parameter
     * @return true inside
     */
    boolean containsSlow(double u, double v) {
        if (whole) {
            return contains(u, v);
        }
        if (wrapped) {
            int crossings = 0;
            for (double[][] poly : polygons) {
                int n = poly.length;
                for (int a = 0, b = n - 1; a < n; b = a++) {
                    double[] pa = poly[a];
                    double[] pb = poly[b];
                    double pbu = BoundaryTrace.nearest(pb[0], pa[0], period);
                    double lo = Math.min(pa[0], pbu);
                    double hi = Math.max(pa[0], pbu);
                    double uu = lo + ((u - lo) % period + period) % period;
                    if (uu >= lo && uu < hi) {
                        double vc = pa[1] + (pb[1] - pa[1]) * (uu - pa[0]) / (pbu - pa[0]);
                        if (vc > v) {
                            crossings++;
                        }
                    }
                }
            }
            return upperSide == (crossings % 2 == 0);
        }
        int vShifts = vPeriod > 0 ? 1 : 0;
        for (int vs = -vShifts; vs <= vShifts; vs++) {
            if (evenOdd(u, v + vs * vPeriod)) {
                return true;
            }
        }
        return false;
    }

    private boolean evenOdd(double u, double v) {
        for (int shift = -1; shift <= 1; shift++) {
            double uu = u + shift * period;
            boolean in = false;
            for (double[][] poly : polygons) {
                int n = poly.length;
                for (int a = 0, b = n - 1; a < n; b = a++) {
                    double[] pa = poly[a];
                    double[] pb = poly[b];
                    if ((pa[1] > v) != (pb[1] > v)
                            && uu < (pb[0] - pa[0]) * (v - pa[1]) / (pb[1] - pa[1]) + pa[0]) {
                        in = !in;
                    }
                }
            }
            if (in) {
                return true;
            }
            if (period <= 0) {
                break;
            }
        }
        return false;
    }

    private double shiftInto(double u) {
        if (period <= 0 || (u >= uMin && u <= uMax)) {
            return u;
        }
        return uMin + ((u - uMin) % period + period) % period;
    }

    // ---- the grid index ----

    private void buildIndex() {
        double spanU = uMax - uMin;
        double spanV = vMax - vMin;
        if (!(spanU > 0) || !(spanV > 0) || !Double.isFinite(spanU) || !Double.isFinite(spanV)) {
            return;
        }
        List<double[]> segs = new ArrayList<>();
        for (double[][] poly : polygons) {
            int n = poly.length;
            for (int a = 0; a < n; a++) {
                double[] pa = poly[a];
                double[] pb = poly[(a + 1) % n];
                double ub = pb[0];
                double vb = pb[1];
                if (wrapped) {
                    // the closing segment of a loop around the period: its unwrapped copy and the copy one period
                    // over, so the boundary is whole inside the window [uMin, uMin + period]
                    ub = BoundaryTrace.nearest(ub, pa[0], period);
                    double ua = BoundaryTrace.into(pa[0], uMin, period);
                    ub += ua - pa[0];
                    segs.add(new double[] {ua, pa[1], ub, vb});
                    segs.add(new double[] {ua - period, pa[1], ub - period, vb});
                    segs.add(new double[] {ua + period, pa[1], ub + period, vb});
                } else {
                    segs.add(new double[] {pa[0], pa[1], ub, vb});
                }
            }
        }
        int count = segs.size();
        int g = (int) Math.max(4, Math.min(MAX_GRID, Math.ceil(Math.sqrt(count))));
        gu = g;
        gv = g;
        segments = new double[4 * count];
        List<List<Integer>> cells = new ArrayList<>();
        for (int c = 0; c < gu * gv; c++) {
            cells.add(new ArrayList<>());
        }
        for (int s = 0; s < count; s++) {
            double[] q = segs.get(s);
            System.arraycopy(q, 0, segments, 4 * s, 4);
            int i0 = cellU(Math.min(q[0], q[2]));
            int i1 = cellU(Math.max(q[0], q[2]));
            int j0 = cellV(Math.min(q[1], q[3]));
            int j1 = cellV(Math.max(q[1], q[3]));
            if (Math.max(q[0], q[2]) < uMin || Math.min(q[0], q[2]) > uMax) {
                continue;
            }
            for (int i = i0; i <= i1; i++) {
                for (int j = j0; j <= j1; j++) {
                    cells.get(i * gv + j).add(s);
                }
            }
        }
        cellSegments = new int[gu * gv][];
        for (int c = 0; c < cells.size(); c++) {
            cellSegments[c] = cells.get(c).stream().mapToInt(Integer::intValue).toArray();
        }
        // the centre statuses: one by the direct rule, the others by crossing parity along a snake through the grid
        cellInside = new boolean[gu * gv];
        int prev = -1;
        for (int i = 0; i < gu; i++) {
            for (int jj = 0; jj < gv; jj++) {
                int j = i % 2 == 0 ? jj : gv - 1 - jj;
                int c = i * gv + j;
                if (prev < 0) {
                    cellInside[c] = containsSlow(centreU(i), centreV(j));
                } else {
                    int pi = prev / gv;
                    int pj = prev % gv;
                    int crossings = crossings(centreU(pi), centreV(pj), centreU(i), centreV(j), cellSegments[prev])
                            + crossings(centreU(pi), centreV(pj), centreU(i), centreV(j), cellSegments[c],
                            cellSegments[prev]);
                    cellInside[c] = cellInside[prev] ^ (crossings % 2 == 1);
                }
                prev = c;
            }
        }
    }

    private int cellU(double u) {
        return (int) Math.max(0, Math.min(gu - 1, Math.floor((u - uMin) / (uMax - uMin) * gu)));
    }

    private int cellV(double v) {
        return (int) Math.max(0, Math.min(gv - 1, Math.floor((v - vMin) / (vMax - vMin) * gv)));
    }

    private double centreU(int i) {
        return uMin + (uMax - uMin) * (i + 0.5) / gu;
    }

    private double centreV(int j) {
        return vMin + (vMax - vMin) * (j + 0.5) / gv;
    }

    /** (u, v) inside the box: the status of its cell's centre flipped by each crossing between them. */
    private boolean indexed(double u, double v) {
        int i = cellU(u);
        int j = cellV(v);
        int c = i * gv + j;
        return cellInside[c] ^ (crossings(u, v, centreU(i), centreV(j), cellSegments[c]) % 2 == 1);
    }

    private int crossings(double qu, double qv, double cu, double cv, int[] list) {
        return crossings(qu, qv, cu, cv, list, null);
    }

    /** Crossings of the segment q–c with the listed segments (those also in {@code skip} are not counted). */
    private int crossings(double qu, double qv, double cu, double cv, int[] list, int[] skip) {
        int n = 0;
        for (int s : list) {
            if (skip != null && java.util.Arrays.binarySearch(skip, s) >= 0) {
                continue;
            }
            double au = segments[4 * s];
            double av = segments[4 * s + 1];
            double bu = segments[4 * s + 2];
            double bv = segments[4 * s + 3];
            // half-open sides (zero counts as negative) so that a chain of segments through a vertex crosses once
            boolean s1 = orient(au, av, bu, bv, qu, qv) > 0;
            boolean s2 = orient(au, av, bu, bv, cu, cv) > 0;
            if (s1 == s2) {
                continue;
            }
            boolean s3 = orient(qu, qv, cu, cv, au, av) > 0;
            boolean s4 = orient(qu, qv, cu, cv, bu, bv) > 0;
            if (s3 != s4) {
                n++;
            }
        }
        return n;
    }

    private static double orient(double ax, double ay, double bx, double by, double cx, double cy) {
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    }
}
