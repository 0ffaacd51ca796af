package org.snapfit.tracking.brep;

import java.util.Arrays;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;

/**
 * Minimum distance between two placed CAD parts ({@link BrepPart}), exact surfaces and trimmed faces.
 *
 * <p><b>Method.</b> Each face is a piece. Broad phase: the pieces' part-frame boxes are moved to the world (the
 * box of the moved box) and the face pairs are visited in increasing order of their boxes' distance, stopping at the
 * first pair whose box distance is not below the best distance found so far (a lower bound: no later pair can be
 * closer). Narrow phase, per face pair: the local minima of the squared distance between the features of the two
 * faces — face interior against face interior, each boundary edge against the other face, edge against edge (an
 * edge parameter held at its end is the vertex) — each by {@link LocalMin} (Newton with the exact Hessian and box
 * bounds) from the closest pair of samples; a face point counts only where it lies in the face's trimmed region
 * ({@link org.snapfit.core.body.FaceDomain}), so a minimum that leaves a face is found on its boundary edges
 * instead. Edge–face and edge–edge pairs are solved once per query.
 *
 * <p>{@link #track} is the coherent form for a moving part: it first re-solves the previous minimum's feature pair
 * from its previous parameters (Newton converges in a few steps when the motion is small), whose distance then
 * prunes nearly every other pair in the broad phase; the answer is the same minimum as {@link #at}.
 *
 * <p>Accuracy: a converged non-degenerate minimum to rounding (≈1e-12 mm on parts of ordinary size); face
 * membership near a trimming boundary to the chord sag of its parameter polygon. The global minimum is found when
 * each sub-problem's closest sample pair lies in the basin of its global minimum (samples: {@link BrepPart}).
 * Distances are between the boundaries: overlapping parts whose surfaces cross give 0; a part wholly inside the
 * other is not detected. Not thread-safe (one instance per thread).
 */
public final class BrepDistance {

    private final BrepPart a;
    private final BrepPart b;
    private final LocalMin solver = new LocalMin();
    private final double[] poseA = new double[12];
    private final double[] poseB = new double[12];
    private final double[][] worldFaceA;
    private final double[][] worldFaceB;
    private final double[][] worldEdgeA;
    private final double[][] worldEdgeB;
    private final int[] stampFaceA;
    private final int[] stampFaceB;
    private final int[] stampEdgeA;
    private final int[] stampEdgeB;
    private final int[] doneEdgeFace;
    private final int[] doneFaceEdge;
    private final int[] doneEdgeEdge;
    private final double[][] boxA;
    private final double[][] boxB;
    private final double[] pairBound;
    private final int[] pairOrder;
    private int stamp;
    private final double[] x = new double[4];
    private final double[] retry = new double[4];
    private final double[][] seeds = new double[SEEDS][4];
    private final double[] seedD = new double[SEEDS];
    private final int[] seedI = new int[SEEDS];
    private final int[] seedJ = new int[SEEDS];
    private final double[] probe = new double[Geometry.LENGTH];

    private double best;
    private int bestKind;
    private int bestIa;
    private int bestIb;
    private final double[] bestX = new double[4];
    private final double[] bestPa = new double[3];
    private final double[] bestPb = new double[3];
    private boolean hasPrevious;
    private int pairsSolved;

    /**
     * Newton starts per feature pair: the closest sample pairs, each from a different sample of A (a sub-problem
     * with several local minima, a torus against a non-convex part's edges, needs more than one start).
     */
    public static final int SEEDS = 3;
    /** |S_u| at most this fraction of |S_v| (dimensionless) on a v bound marks a pole. */
    public static final double POLE = 1e-6;
    /** How far (fraction of the v span, dimensionless) a restart across a pole starts inside the box. */
    public static final double POLE_NUDGE = 1e-3;

    /** Kinds of feature pair (A's kind, B's kind). */
    private static final int FF = 0;
    private static final int EF = 1;
    private static final int FE = 2;
    private static final int EE = 3;

    /**
     * A reusable query between two parts.
     *
     * @param a part A
     * @param b part B
     */
    public BrepDistance(BrepPart a, BrepPart b) {
        this.a = a;
        this.b = b;
        worldFaceA = new double[a.faces.length][];
        worldFaceB = new double[b.faces.length][];
        worldEdgeA = new double[a.edges.length][];
        worldEdgeB = new double[b.edges.length][];
        stampFaceA = new int[a.faces.length];
        stampFaceB = new int[b.faces.length];
        stampEdgeA = new int[a.edges.length];
        stampEdgeB = new int[b.edges.length];
        doneEdgeFace = new int[a.edges.length * b.faces.length];
        doneFaceEdge = new int[a.faces.length * b.edges.length];
        doneEdgeEdge = new int[a.edges.length * b.edges.length];
        boxA = new double[a.faces.length][6];
        boxB = new double[b.faces.length][6];
        pairBound = new double[a.faces.length * b.faces.length];
        pairOrder = new int[a.faces.length * b.faces.length];
    }

    /**
     * The minimum distance with both parts at the given poses, from scratch (no use of earlier queries).
     *
     * @param pa A's pose (applied after A's placement)
     * @param pb B's pose
     * @return the minimum
     */
    public BrepResult at(Pose3 pa, Pose3 pb) {
        hasPrevious = false;
        return query(pa, pb);
    }

    /**
     * The minimum distance at the given poses, warm-started from the previous query's minimum (the coherent query
     * for a part moving along a path). The result is the same minimum {@link #at} finds.
     *
     * @param pa A's pose
     * @param pb B's pose
     * @return the minimum
     */
    public BrepResult track(Pose3 pa, Pose3 pb) {
        return query(pa, pb);
    }

    /**
     * Feature pairs solved by Newton in the last query (for reports and benchmarks).
     *
     * @return the count
     */
    public int lastPairsSolved() {
        return pairsSolved;
    }

    private BrepResult query(Pose3 pa, Pose3 pb) {
        stamp++;
        pairsSolved = 0;
        matrix(pa.compose(a.placement()), poseA);
        matrix(pb.compose(b.placement()), poseB);
        best = Double.POSITIVE_INFINITY;
        if (hasPrevious) {
            System.arraycopy(bestX, 0, x, 0, 4);
            solveKind(bestKind, bestIa, bestIb, x, false);
        }
        for (int f = 0; f < a.faces.length; f++) {
            worldBox(a.faceBoxes[f], poseA, boxA[f]);
        }
        for (int f = 0; f < b.faces.length; f++) {
            worldBox(b.faceBoxes[f], poseB, boxB[f]);
        }
        int nb = b.faces.length;
        int count = 0;
        Integer[] order = new Integer[pairBound.length];
        for (int i = 0; i < a.faces.length; i++) {
            for (int j = 0; j < nb; j++) {
                pairBound[i * nb + j] = boxDistance(boxA[i], boxB[j]);
                order[count++] = i * nb + j;
            }
        }
        Arrays.sort(order, 0, count, (p, q) -> Double.compare(pairBound[p], pairBound[q]));
        for (int k = 0; k < count; k++) {
            int p = order[k];
            if (pairBound[p] >= best) {
                break;
            }
            facePair(p / nb, p % nb);
        }
        hasPrevious = true;
        return result();
    }

    private BrepResult result() {
        String fa;
        String fb;
        double[] xa;
        double[] xb;
        switch (bestKind) {
            case FF -> {
                fa = "face" + bestIa;
                fb = "face" + bestIb;
                xa = new double[] {bestX[0], bestX[1]};
                xb = new double[] {bestX[2], bestX[3]};
            }
            case EF -> {
                fa = edgeName(a, bestIa, bestX[0]);
                fb = "face" + bestIb;
                xa = new double[] {bestX[0]};
                xb = new double[] {bestX[1], bestX[2]};
            }
            case FE -> {
                fa = "face" + bestIa;
                fb = edgeName(b, bestIb, bestX[2]);
                xa = new double[] {bestX[0], bestX[1]};
                xb = new double[] {bestX[2]};
            }
            default -> {
                fa = edgeName(a, bestIa, bestX[0]);
                fb = edgeName(b, bestIb, bestX[1]);
                xa = new double[] {bestX[0]};
                xb = new double[] {bestX[1]};
            }
        }
        return new BrepResult(best, new Vec3(bestPa[0], bestPa[1], bestPa[2]),
                new Vec3(bestPb[0], bestPb[1], bestPb[2]), fa, fb, xa, xb);
    }

    private static String edgeName(BrepPart p, int e, double t) {
        Geometry g = p.edges[e];
        if (g.period(0) > 0) {
            return "edge" + e;
        }
        if (t <= g.lo(0)) {
            return "vertex" + p.edgeVertices[e][0];
        }
        if (t >= g.hi(0)) {
            return "vertex" + p.edgeVertices[e][1];
        }
        return "edge" + e;
    }

    private void facePair(int fa, int fb) {
        int nbf = b.faces.length;
        int nbe = b.edges.length;
        double[] sa = faceSamplesA(fa);
        double[] sb = faceSamplesB(fb);
        int k = closestSamples(sa, 5, sb, 5);
        for (int s = 0; s < k; s++) {
            System.arraycopy(seeds[s], 0, x, 0, 4);
            solveKind(FF, fa, fb, x, true);
        }
        for (int e : a.faceEdges[fa]) {
            int key = e * nbf + fb;
            if (doneEdgeFace[key] == stamp) {
                continue;
            }
            doneEdgeFace[key] = stamp;
            double[] se = edgeSamplesA(e);
            if (samplesBound(se, 4, boxB[fb]) >= best) {
                continue;
            }
            k = closestSamples(se, 4, sb, 5);
            for (int s = 0; s < k; s++) {
                System.arraycopy(seeds[s], 0, x, 0, 3);
                solveKind(EF, e, fb, x, true);
            }
        }
        for (int e : b.faceEdges[fb]) {
            int key = fa * nbe + e;
            if (doneFaceEdge[key] == stamp) {
                continue;
            }
            doneFaceEdge[key] = stamp;
            double[] se = edgeSamplesB(e);
            if (samplesBound(se, 4, boxA[fa]) >= best) {
                continue;
            }
            k = closestSamples(sa, 5, se, 4);
            for (int s = 0; s < k; s++) {
                System.arraycopy(seeds[s], 0, x, 0, 3);
                solveKind(FE, fa, e, x, true);
            }
        }
        for (int ea : a.faceEdges[fa]) {
            double[] sea = edgeSamplesA(ea);
            for (int eb : b.faceEdges[fb]) {
                int key = ea * nbe + eb;
                if (doneEdgeEdge[key] == stamp) {
                    continue;
                }
                doneEdgeEdge[key] = stamp;
                double[] seb = edgeSamplesB(eb);
                closestSamples(sea, 4, seb, 4);
                System.arraycopy(seeds[0], 0, x, 0, 2);
                solveKind(EE, ea, eb, x, true);
            }
        }
    }

    /** Solves one feature pair from x and keeps it if it is a valid new best. */
    private void solveKind(int kind, int ia, int ib, double[] xs, boolean count) {
        Geometry ga = kind == FF || kind == FE ? a.faces[ia] : a.edges[ia];
        Geometry gb = kind == FF || kind == EF ? b.faces[ib] : b.edges[ib];
        if (count) {
            pairsSolved++;
        }
        double d = solver.solve(ga, poseA, gb, poseB, xs);
        int na = ga.dim();
        int pole = ga.dim() == 2 && atPole(ga, xs, 0) ? 0 : gb.dim() == 2 && atPole(gb, xs, na) ? na : -1;
        if (pole >= 0) {
            // stopped on a pole of a periodic surface: the minimum may lie across it, half a turn away in u
            System.arraycopy(xs, 0, retry, 0, 4);
            Geometry g = pole == 0 ? ga : gb;
            retry[pole] += g.period(0) / 2;
            retry[pole + 1] += (retry[pole + 1] <= (g.lo(1) + g.hi(1)) / 2 ? 1 : -1) * POLE_NUDGE * (g.hi(1) - g.lo(1));
            double d2 = solver.solve(ga, poseA, gb, poseB, retry);
            if (d2 < d) {
                d = d2;
                System.arraycopy(retry, 0, xs, 0, 4);
            } else {
                solver.solve(ga, poseA, gb, poseB, xs);
            }
        }
        if (!(d < best)) {
            return;
        }
        if ((kind == FF || kind == FE) && !a.domains[ia].contains(xs[0], xs[1])) {
            return;
        }
        if ((kind == FF || kind == EF) && !b.domains[ib].contains(xs[na], xs[na + 1])) {
            return;
        }
        best = d;
        bestKind = kind;
        bestIa = ia;
        bestIb = ib;
        System.arraycopy(xs, 0, bestX, 0, 4);
        System.arraycopy(solver.pointA(), 0, bestPa, 0, 3);
        System.arraycopy(solver.pointB(), 0, bestPb, 0, 3);
    }

    /** Whether a face parameter pair sits on a degenerate side (a pole) of a surface periodic in u. */
    private boolean atPole(Geometry g, double[] xs, int off) {
        if (g.period(0) <= 0) {
            return false;
        }
        double v = xs[off + 1];
        if (v > g.lo(1) && v < g.hi(1)) {
            return false;
        }
        g.evaluate(xs, off, probe);
        double su = Math.sqrt(probe[3] * probe[3] + probe[4] * probe[4] + probe[5] * probe[5]);
        double sv = Math.sqrt(probe[6] * probe[6] + probe[7] * probe[7] + probe[8] * probe[8]);
        return su <= POLE * sv;
    }

    /**
     * The {@link #SEEDS} closest pairs of samples, one per sample of A (so the seeds differ): for seed k writes A's
     * parameters then B's into seeds[k] (face samples carry u, v; edge samples t); returns how many were found.
     */
    private int closestSamples(double[] sa, int stra, double[] sb, int strb) {
        int found = 0;
        for (int i = 0; i + stra <= sa.length; i += stra) {
            double x0 = sa[i];
            double y0 = sa[i + 1];
            double z0 = sa[i + 2];
            double bestD = Double.POSITIVE_INFINITY;
            int bj = 0;
            for (int j = 0; j + strb <= sb.length; j += strb) {
                double dx = x0 - sb[j];
                double dy = y0 - sb[j + 1];
                double dz = z0 - sb[j + 2];
                double d = dx * dx + dy * dy + dz * dz;
                if (d < bestD) {
                    bestD = d;
                    bj = j;
                }
            }
            // insert into the sorted list of the best SEEDS
            int pos = found;
            while (pos > 0 && seedD[pos - 1] > bestD) {
                pos--;
            }
            if (pos >= SEEDS) {
                continue;
            }
            for (int k = Math.min(found, SEEDS - 1); k > pos; k--) {
                seedD[k] = seedD[k - 1];
                seedI[k] = seedI[k - 1];
                seedJ[k] = seedJ[k - 1];
            }
            seedD[pos] = bestD;
            seedI[pos] = i;
            seedJ[pos] = bj;
            found = Math.min(found + 1, SEEDS);
        }
        for (int k = 0; k < found; k++) {
            int c = 0;
            for (int q = 3; q < stra; q++) {
                seeds[k][c++] = sa[seedI[k] + q];
            }
            for (int q = 3; q < strb; q++) {
                seeds[k][c++] = sb[seedJ[k] + q];
            }
        }
        return found;
    }

    /** Distance from a box to the box of the samples (a lower bound only up to the sampling; used to skip). */
    private static double samplesBound(double[] s, int stride, double[] box) {
        double[] sbox = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int k = 0; k + stride <= s.length; k += stride) {
            for (int c = 0; c < 3; c++) {
                sbox[c] = Math.min(sbox[c], s[k + c]);
                sbox[c + 3] = Math.max(sbox[c + 3], s[k + c]);
            }
        }
        return boxDistance(sbox, box);
    }

    private double[] faceSamplesA(int f) {
        if (stampFaceA[f] != stamp) {
            worldFaceA[f] = moved(a.faceSamples[f], 5, poseA, worldFaceA[f]);
            stampFaceA[f] = stamp;
        }
        return worldFaceA[f];
    }

    private double[] faceSamplesB(int f) {
        if (stampFaceB[f] != stamp) {
            worldFaceB[f] = moved(b.faceSamples[f], 5, poseB, worldFaceB[f]);
            stampFaceB[f] = stamp;
        }
        return worldFaceB[f];
    }

    private double[] edgeSamplesA(int e) {
        if (stampEdgeA[e] != stamp) {
            worldEdgeA[e] = moved(a.edgeSamples[e], 4, poseA, worldEdgeA[e]);
            stampEdgeA[e] = stamp;
        }
        return worldEdgeA[e];
    }

    private double[] edgeSamplesB(int e) {
        if (stampEdgeB[e] != stamp) {
            worldEdgeB[e] = moved(b.edgeSamples[e], 4, poseB, worldEdgeB[e]);
            stampEdgeB[e] = stamp;
        }
        return worldEdgeB[e];
    }

    private static double[] moved(double[] s, int stride, double[] m, double[] out) {
        double[] o = out != null && out.length == s.length ? out : new double[s.length];
        for (int k = 0; k + stride <= s.length; k += stride) {
            double x = s[k];
            double y = s[k + 1];
            double z = s[k + 2];
            o[k] = m[0] * x + m[1] * y + m[2] * z + m[9];
            o[k + 1] = m[3] * x + m[4] * y + m[5] * z + m[10];
            o[k + 2] = m[6] * x + m[7] * y + m[8] * z + m[11];
            for (int c = 3; c < stride; c++) {
                o[k + c] = s[k + c];
            }
        }
        return o;
    }

    /** {r00, r01, …, r22, tx, ty, tz} of a pose. */
    static void matrix(Pose3 p, double[] m) {
        double w = p.rotation().w();
        double qx = p.rotation().x();
        double qy = p.rotation().y();
        double qz = p.rotation().z();
        m[0] = 1 - 2 * (qy * qy + qz * qz);
        m[1] = 2 * (qx * qy - w * qz);
        m[2] = 2 * (qx * qz + w * qy);
        m[3] = 2 * (qx * qy + w * qz);
        m[4] = 1 - 2 * (qx * qx + qz * qz);
        m[5] = 2 * (qy * qz - w * qx);
        m[6] = 2 * (qx * qz - w * qy);
        m[7] = 2 * (qy * qz + w * qx);
        m[8] = 1 - 2 * (qx * qx + qy * qy);
        m[9] = p.translation().x();
        m[10] = p.translation().y();
        m[11] = p.translation().z();
    }

    /** The axis-aligned box of a part-frame box moved by m. */
    private static void worldBox(double[] box, double[] m, double[] out) {
        double cx = (box[0] + box[3]) / 2;
        double cy = (box[1] + box[4]) / 2;
        double cz = (box[2] + box[5]) / 2;
        double ex = (box[3] - box[0]) / 2;
        double ey = (box[4] - box[1]) / 2;
        double ez = (box[5] - box[2]) / 2;
        for (int r = 0; r < 3; r++) {
            double c = m[3 * r] * cx + m[3 * r + 1] * cy + m[3 * r + 2] * cz + m[9 + r];
            double e = Math.abs(m[3 * r]) * ex + Math.abs(m[3 * r + 1]) * ey + Math.abs(m[3 * r + 2]) * ez;
            out[r] = c - e;
            out[r + 3] = c + e;
        }
    }

    private static double boxDistance(double[] p, double[] q) {
        double s = 0;
        for (int c = 0; c < 3; c++) {
            double g = Math.max(0, Math.max(p[c] - q[c + 3], q[c] - p[c + 3]));
            s += g * g;
        }
        return Math.sqrt(s);
    }
}
