package org.snapfit.tracking.brep;

import java.util.Arrays;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.RigidMotion;

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
 * Not thread-safe (one instance per thread).
 *
 * <p><b>Relation.</b> The search measures the boundaries; the result also says how the solids lie
 * ({@link Relation}). Boundaries within {@link #CONTACT} touch or cross ({@link Relation#CONTACT}, distance 0).
 * When they are apart, the closest boundary points say whether one solid holds the other: A's point lies inside B
 * when it is behind B's outward pseudo-normal at B's point (the face normal; at an edge the sum of its faces'
 * normals; at a vertex their sum weighted by the faces' angles there), and then all of A does, since the boundaries
 * do not meet ({@link Relation#A_INSIDE_B}, distance 0, the boundary gap kept as
 * {@link BrepResult#boundaryDistance()}).
 */
public final class BrepDistance {

    /** Boundary distance at or below which two solids count as touching or crossing. */
    public static final Tolerance CONTACT = Tolerance.of("contact", 1e-6, Unit.MILLIMETRE);

    private final BrepPart a;
    private final BrepPart b;
    private final LocalMin solver = new LocalMin();
    private final double[] poseA = new double[12];
    private final double[] poseB = new double[12];
    private final double[][] worldFaceA;
    private final double[][] worldFaceB;
    private final double[][] worldEdgeA;
    private final double[][] worldEdgeB;
    private final double[][] clusterFaceA;
    private final double[][] clusterFaceB;
    private final double[][] clusterEdgeA;
    private final double[][] clusterEdgeB;
    private final int[] stampFaceA;
    private final int[] stampFaceB;
    private final int[] stampEdgeA;
    private final int[] stampEdgeB;
    private final int[] doneEdgeFace;
    private final int[] doneFaceEdge;
    private final int[] doneEdgeEdge;
    private final double[][] boxA;
    private final double[][] boxB;
    private final double[][] edgeBoxA;
    private final double[][] edgeBoxB;
    private final int[] stampEdgeBoxA;
    private final int[] stampEdgeBoxB;
    private final double[] pairBound;
    private final long[] order;
    /** Per face pair: a lower bound on its distance and the value of {@link #travel} when it was taken. */
    private final double[] lower;
    private final double[] lowerAt;
    /** Sum of the motion bounds of all queries so far (mm). */
    private double travel;
    private final double[] rel = new double[12];
    private final double[] relPrev = new double[12];
    private boolean hasRelative;
    /** Smallest distance any solve of the current face pair reached (valid or not). */
    private double pairMin;
    /** Smallest distance any solve of the current sub-problem (edge–face, face–edge, edge–edge) reached. */
    private double subMin;
    private final double[] valueEdgeFace;
    private final double[] valueFaceEdge;
    private final double[] valueEdgeEdge;
    private final double[] atEdgeFace;
    private final double[] atFaceEdge;
    private final double[] atEdgeEdge;
    private final double[] faceFace;
    private final double[] faceFaceAt;
    /** Per sub-problem: the parameters of its last solution and when it was last solved (a {@link #travel}). */
    private final double[] faceFaceX;
    private final double[] xEdgeFace;
    private final double[] xFaceEdge;
    private final double[] xEdgeEdge;
    private final double[] solvedFaceFace;
    private final double[] solvedEdgeFace;
    private final double[] solvedFaceEdge;
    private final double[] solvedEdgeEdge;
    /** Queries since the last one that seeded every solve from samples. */
    private int sinceSeeded;
    private int stamp;
    private final double[] x = new double[4];
    private final double[] retry = new double[4];
    private final double[][] seeds = new double[SEEDS][4];
    private final double[] seedD = new double[SEEDS];
    private final int[] seedI = new int[SEEDS];
    private final int[] seedJ = new int[SEEDS];
    private double[] gaps = new double[64];
    private final double[] probe = new double[Geometry.LENGTH];
    private final double[] vertexB = new double[Geometry.LENGTH];

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

    /**
     * A sub-problem solved in an earlier query restarts from its last solution (one Newton solve, no sample search)
     * except in every RESEED-th query, which seeds every solve from the samples again.
     */
    public static final int RESEED = 16;

    /** Low bits of a sort key that hold the face-pair index (the high bits: the bound's ordering bits). */
    private static final long INDEX_MASK = (1L << 20) - 1;

    /** Kinds of feature pair (A's kind, B's kind). */
    private static final int FF = 0;
    private static final int EF = 1;
    private static final int FE = 2;
    private static final int EE = 3;
    /** Vertex against vertex (the start bound; found again as an edge–edge pair held at both ends). */
    private static final int VV = 4;

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
        clusterFaceA = new double[a.faces.length][];
        clusterFaceB = new double[b.faces.length][];
        clusterEdgeA = new double[a.edges.length][];
        clusterEdgeB = new double[b.edges.length][];
        stampFaceA = new int[a.faces.length];
        stampFaceB = new int[b.faces.length];
        stampEdgeA = new int[a.edges.length];
        stampEdgeB = new int[b.edges.length];
        doneEdgeFace = new int[a.edges.length * b.faces.length];
        doneFaceEdge = new int[a.faces.length * b.edges.length];
        doneEdgeEdge = new int[a.edges.length * b.edges.length];
        valueEdgeFace = new double[doneEdgeFace.length];
        valueFaceEdge = new double[doneFaceEdge.length];
        valueEdgeEdge = new double[doneEdgeEdge.length];
        atEdgeFace = new double[doneEdgeFace.length];
        atFaceEdge = new double[doneFaceEdge.length];
        atEdgeEdge = new double[doneEdgeEdge.length];
        faceFace = new double[a.faces.length * b.faces.length];
        faceFaceAt = new double[a.faces.length * b.faces.length];
        faceFaceX = new double[4 * faceFace.length];
        xEdgeFace = new double[3 * doneEdgeFace.length];
        xFaceEdge = new double[3 * doneFaceEdge.length];
        xEdgeEdge = new double[2 * doneEdgeEdge.length];
        solvedFaceFace = new double[faceFace.length];
        Arrays.fill(solvedFaceFace, Double.NaN);
        solvedEdgeFace = new double[doneEdgeFace.length];
        solvedFaceEdge = new double[doneFaceEdge.length];
        solvedEdgeEdge = new double[doneEdgeEdge.length];
        Arrays.fill(solvedEdgeFace, Double.NaN);
        Arrays.fill(solvedFaceEdge, Double.NaN);
        Arrays.fill(solvedEdgeEdge, Double.NaN);
        boxA = new double[a.faces.length][6];
        boxB = new double[b.faces.length][6];
        edgeBoxA = new double[a.edges.length][6];
        edgeBoxB = new double[b.edges.length][6];
        stampEdgeBoxA = new int[a.edges.length];
        stampEdgeBoxB = new int[b.edges.length];
        pairBound = new double[a.faces.length * b.faces.length];
        order = new long[a.faces.length * b.faces.length];
        lower = new double[a.faces.length * b.faces.length];
        lowerAt = new double[a.faces.length * b.faces.length];
        Arrays.fill(lowerAt, Double.NaN);
        Arrays.fill(faceFaceAt, Double.NaN);
        Arrays.fill(atEdgeFace, Double.NaN);
        Arrays.fill(atFaceEdge, Double.NaN);
        Arrays.fill(atEdgeEdge, Double.NaN);
        if (pairBound.length > INDEX_MASK) {
            throw new IllegalArgumentException("parts " + a.name() + " and " + b.name() + " have "
                    + pairBound.length + " face pairs; at most " + INDEX_MASK);
        }
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
        double motion = relativeMotion();
        travel += motion;
        best = Double.POSITIVE_INFINITY;
        if (hasPrevious && bestKind != VV) {
            System.arraycopy(bestX, 0, x, 0, 4);
            solveKind(bestKind, bestIa, bestIb, x, false);
        }
        closestVertices();
        if (!hasPrevious) {
            // from scratch: forget every bound kept from earlier queries
            Arrays.fill(lowerAt, Double.NaN);
            Arrays.fill(faceFaceAt, Double.NaN);
            Arrays.fill(atEdgeFace, Double.NaN);
            Arrays.fill(atFaceEdge, Double.NaN);
            Arrays.fill(atEdgeEdge, Double.NaN);
            Arrays.fill(solvedFaceFace, Double.NaN);
            Arrays.fill(solvedEdgeFace, Double.NaN);
            Arrays.fill(solvedFaceEdge, Double.NaN);
            Arrays.fill(solvedEdgeEdge, Double.NaN);
            sinceSeeded = 0;
        }
        sinceSeeded = sinceSeeded >= RESEED ? 0 : sinceSeeded + 1;
        for (int f = 0; f < a.faces.length; f++) {
            worldBox(a.faceBoxes[f], poseA, boxA[f]);
        }
        for (int f = 0; f < b.faces.length; f++) {
            worldBox(b.faceBoxes[f], poseB, boxB[f]);
        }
        int nb = b.faces.length;
        int count = 0;
        for (int i = 0; i < a.faces.length; i++) {
            for (int j = 0; j < nb; j++) {
                int p = i * nb + j;
                double kept = lower[p] - (travel - lowerAt[p]);
                // a bound kept from an earlier query, less the motion since: often enough to skip the pair
                double bound = Double.isNaN(kept) ? boxDistance(boxA[i], boxB[j])
                        : Math.max(kept, boxDistance(boxA[i], boxB[j]));
                pairBound[p] = bound;
                order[count++] = (Double.doubleToLongBits(bound) & ~INDEX_MASK) | p;
            }
        }
        Arrays.sort(order, 0, count);
        for (int k = 0; k < count; k++) {
            int p = (int) (order[k] & INDEX_MASK);
            double bound = pairBound[p];
            if (bound >= best) {
                // this pair and every later one: keep the bound for the next query
                for (int r = k; r < count; r++) {
                    int q = (int) (order[r] & INDEX_MASK);
                    keepLower(q, pairBound[q]);
                }
                break;
            }
            int fa = p / nb;
            int fb = p % nb;
            faceSamplesA(fa);
            faceSamplesB(fb);
            double spheres = clusterBound(clusterFaceA[fa], clusterFaceB[fb]) - a.faceCover[fa] - b.faceCover[fb];
            if (spheres >= best) {
                keepLower(p, Math.max(bound, spheres));
                continue;
            }
            pairMin = Double.POSITIVE_INFINITY;
            facePair(p, fa, fb);
            keepLower(p, pairMin);
        }
        hasPrevious = true;
        return result();
    }

    /** Whether a sub-problem last solved at {@code at} (NaN: never, or forgotten) restarts from its solution. */
    private boolean warm(double at) {
        return !Double.isNaN(at) && sinceSeeded != 0;
    }

    private void keepLower(int p, double value) {
        lower[p] = value;
        lowerAt[p] = travel;
    }

    /** Smallest gap between the bounding spheres of two sets of clusters (mm; negative where they overlap). */
    private static double clusterBound(double[] ca, double[] cb) {
        double gap = Double.POSITIVE_INFINITY;
        for (int p = 0; p < ca.length; p += 6) {
            for (int q = 0; q < cb.length; q += 6) {
                double dx = ca[p + 2] - cb[q + 2];
                double dy = ca[p + 3] - cb[q + 3];
                double dz = ca[p + 4] - cb[q + 4];
                gap = Math.min(gap, Math.sqrt(dx * dx + dy * dy + dz * dz) - ca[p + 5] - cb[q + 5]);
            }
        }
        return gap;
    }

    /**
     * A bound on how far any point of A moved relative to B since the previous query (mm): the motion of A's
     * centre in B's frame plus ‖ΔR‖·radius, with ‖ΔR‖ = 2 sin(θ/2) = √(3 − tr(R₂R₁ᵀ)) for the relative rotations.
     */
    private double relativeMotion() {
        // relative pose of A in B's frame: R = R_Bᵀ R_A, t = R_Bᵀ (t_A − t_B)
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                rel[3 * i + j] = poseB[i] * poseA[j] + poseB[3 + i] * poseA[3 + j] + poseB[6 + i] * poseA[6 + j];
            }
        }
        double dx = poseA[9] - poseB[9];
        double dy = poseA[10] - poseB[10];
        double dz = poseA[11] - poseB[11];
        for (int i = 0; i < 3; i++) {
            rel[9 + i] = poseB[i] * dx + poseB[3 + i] * dy + poseB[6 + i] * dz;
        }
        double motion = Double.POSITIVE_INFINITY;
        if (hasRelative) {
            double trace = 0;
            for (int k = 0; k < 9; k++) {
                trace += rel[k] * relPrev[k];
            }
            double turn = Math.sqrt(Math.max(0, 3 - trace));
            double[] c = a.centre;
            double m = 0;
            for (int i = 0; i < 3; i++) {
                double now = rel[3 * i] * c[0] + rel[3 * i + 1] * c[1] + rel[3 * i + 2] * c[2] + rel[9 + i];
                double before = relPrev[3 * i] * c[0] + relPrev[3 * i + 1] * c[1] + relPrev[3 * i + 2] * c[2]
                        + relPrev[9 + i];
                m += (now - before) * (now - before);
            }
            motion = Math.sqrt(m) + turn * a.radius;
        }
        System.arraycopy(rel, 0, relPrev, 0, 12);
        hasRelative = true;
        return Double.isFinite(motion) ? motion : 0;
    }

    /** The closest pair of vertices: a first upper bound (its points lie on both parts) that prunes from the start. */
    private void closestVertices() {
        double[] pa = new double[3];
        for (int i = 0; i < a.vertices.length; i++) {
            a.vertices[i].evaluate(x, 0, probe);
            placed(poseA, probe, pa);
            for (int j = 0; j < b.vertices.length; j++) {
                b.vertices[j].evaluate(x, 0, vertexB);
                placed(poseB, vertexB, vertexB);
                double dx = pa[0] - vertexB[0];
                double dy = pa[1] - vertexB[1];
                double dz = pa[2] - vertexB[2];
                double d = Math.sqrt(dx * dx + dy * dy + dz * dz);
                if (d < best) {
                    best = d;
                    bestKind = VV;
                    bestIa = i;
                    bestIb = j;
                    System.arraycopy(pa, 0, bestPa, 0, 3);
                    System.arraycopy(vertexB, 0, bestPb, 0, 3);
                }
            }
        }
    }

    /** out = R·p + t of the first three values of p (out may alias p). */
    private static void placed(double[] m, double[] p, double[] out) {
        double x0 = p[0];
        double y0 = p[1];
        double z0 = p[2];
        out[0] = m[0] * x0 + m[1] * y0 + m[2] * z0 + m[9];
        out[1] = m[3] * x0 + m[4] * y0 + m[5] * z0 + m[10];
        out[2] = m[6] * x0 + m[7] * y0 + m[8] * z0 + m[11];
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
            case VV -> {
                fa = "vertex" + bestIa;
                fb = "vertex" + bestIb;
                xa = new double[0];
                xb = new double[0];
            }
            default -> {
                fa = edgeName(a, bestIa, bestX[0]);
                fb = edgeName(b, bestIb, bestX[1]);
                xa = new double[] {bestX[0]};
                xb = new double[] {bestX[1]};
            }
        }
        Vec3 pa = new Vec3(bestPa[0], bestPa[1], bestPa[2]);
        Vec3 pb = new Vec3(bestPb[0], bestPb[1], bestPb[2]);
        Relation rel = best <= CONTACT.value() ? Relation.CONTACT
                : Containment.relation(a, poseA, fa, xa, pa, b, poseB, fb, xb, pb);
        return new BrepResult(rel.overlapping() ? 0 : best, pa, pb, fa, fb, xa, xb, rel, best);
    }

    /** {kind 0 face, 1 edge, 2 vertex; index} of a feature name ({@code face3}, {@code edge0}, {@code vertex7}). */
    static int[] parse(String feature) {
        if (feature.startsWith("face")) {
            return new int[] {0, Integer.parseInt(feature.substring(4))};
        }
        if (feature.startsWith("edge")) {
            return new int[] {1, Integer.parseInt(feature.substring(4))};
        }
        return new int[] {2, Integer.parseInt(feature.substring(6))};
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

    /**
     * The local minima of one face pair: face–face from the best seeds, then each boundary edge against the other
     * face and edge against edge. Every sub-problem keeps a lower bound between queries (the smallest minimum its
     * solves reached over the parameter boxes, inside the trimmed regions or not, or its box distance when it was
     * skipped) less the motion since; it is solved again only when that bound falls below the best distance.
     * {@link #pairMin} collects the pair's bound.
     */
    private void facePair(int p, int fa, int fb) {
        int nbf = b.faces.length;
        int nbe = b.edges.length;
        if (!(faceFace[p] - (travel - faceFaceAt[p]) >= best)) {
            subMin = Double.POSITIVE_INFINITY;
            if (warm(solvedFaceFace[p])) {
                System.arraycopy(faceFaceX, 4 * p, x, 0, 4);
                solveKind(FF, fa, fb, x, true);
                System.arraycopy(x, 0, faceFaceX, 4 * p, 4);
                faceFace[p] = subMin;
                faceFaceAt[p] = travel;
                solvedFaceFace[p] = travel;
            } else {
                double[] sa = faceSamplesA(fa);
                double[] sb = faceSamplesB(fb);
                int k = closestSamples(sa, 5, clusterFaceA[fa], sb, 5, clusterFaceB[fb]);
                double covered = Math.sqrt(seedD[0]) - a.faceCover[fa] - b.faceCover[fb];
                if (k > 0 && covered >= best) {
                    // every point of either face lies within its cover radius of a sample: no pair of points of the
                    // two faces (edges included) is closer than this
                    faceFace[p] = covered;
                    faceFaceAt[p] = travel;
                    pairMin = Math.min(pairMin, covered);
                    return;
                }
                for (int s = 0; s < k; s++) {
                    System.arraycopy(seeds[s], 0, x, 0, 4);
                    double before = subMin;
                    solveKind(FF, fa, fb, x, true);
                    if (subMin < before || s == 0) {
                        System.arraycopy(x, 0, faceFaceX, 4 * p, 4);
                    }
                }
                if (k > 0) {
                    solvedFaceFace[p] = travel;
                }
                faceFace[p] = subMin;
                faceFaceAt[p] = travel;
            }
        }
        pairMin = Math.min(pairMin, faceFace[p] - (travel - faceFaceAt[p]));
        for (int e : a.faceEdges[fa]) {
            int key = e * nbf + fb;
            if (doneEdgeFace[key] != stamp) {
                doneEdgeFace[key] = stamp;
                if (!(valueEdgeFace[key] - (travel - atEdgeFace[key]) >= best)) {
                    valueEdgeFace[key] = boxDistance(edgeBoxA(e), boxB[fb]);
                    atEdgeFace[key] = travel;
                    if (valueEdgeFace[key] < best) {
                        subMin = Double.POSITIVE_INFINITY;
                        if (warm(solvedEdgeFace[key])) {
                            System.arraycopy(xEdgeFace, 3 * key, x, 0, 3);
                            solveKind(EF, e, fb, x, true);
                            System.arraycopy(x, 0, xEdgeFace, 3 * key, 3);
                        } else {
                            int k = closestSamples(edgeSamplesA(e), 4, clusterEdgeA[e], faceSamplesB(fb), 5,
                                    clusterFaceB[fb]);
                            for (int s = 0; s < k; s++) {
                                System.arraycopy(seeds[s], 0, x, 0, 3);
                                double before = subMin;
                                solveKind(EF, e, fb, x, true);
                                if (subMin < before || s == 0) {
                                    System.arraycopy(x, 0, xEdgeFace, 3 * key, 3);
                                }
                            }
                        }
                        solvedEdgeFace[key] = travel;
                        valueEdgeFace[key] = subMin;
                    }
                }
            }
            pairMin = Math.min(pairMin, valueEdgeFace[key] - (travel - atEdgeFace[key]));
        }
        for (int e : b.faceEdges[fb]) {
            int key = fa * nbe + e;
            if (doneFaceEdge[key] != stamp) {
                doneFaceEdge[key] = stamp;
                if (!(valueFaceEdge[key] - (travel - atFaceEdge[key]) >= best)) {
                    valueFaceEdge[key] = boxDistance(boxA[fa], edgeBoxB(e));
                    atFaceEdge[key] = travel;
                    if (valueFaceEdge[key] < best) {
                        subMin = Double.POSITIVE_INFINITY;
                        if (warm(solvedFaceEdge[key])) {
                            System.arraycopy(xFaceEdge, 3 * key, x, 0, 3);
                            solveKind(FE, fa, e, x, true);
                            System.arraycopy(x, 0, xFaceEdge, 3 * key, 3);
                        } else {
                            int k = closestSamples(faceSamplesA(fa), 5, clusterFaceA[fa], edgeSamplesB(e), 4,
                                    clusterEdgeB[e]);
                            for (int s = 0; s < k; s++) {
                                System.arraycopy(seeds[s], 0, x, 0, 3);
                                double before = subMin;
                                solveKind(FE, fa, e, x, true);
                                if (subMin < before || s == 0) {
                                    System.arraycopy(x, 0, xFaceEdge, 3 * key, 3);
                                }
                            }
                        }
                        solvedFaceEdge[key] = travel;
                        valueFaceEdge[key] = subMin;
                    }
                }
            }
            pairMin = Math.min(pairMin, valueFaceEdge[key] - (travel - atFaceEdge[key]));
        }
        for (int ea : a.faceEdges[fa]) {
            for (int eb : b.faceEdges[fb]) {
                int key = ea * nbe + eb;
                if (doneEdgeEdge[key] != stamp) {
                    doneEdgeEdge[key] = stamp;
                    if (!(valueEdgeEdge[key] - (travel - atEdgeEdge[key]) >= best)) {
                        valueEdgeEdge[key] = boxDistance(edgeBoxA(ea), edgeBoxB(eb));
                        atEdgeEdge[key] = travel;
                        if (valueEdgeEdge[key] < best) {
                            subMin = Double.POSITIVE_INFINITY;
                            if (warm(solvedEdgeEdge[key])) {
                                System.arraycopy(xEdgeEdge, 2 * key, x, 0, 2);
                            } else {
                                closestSamples(edgeSamplesA(ea), 4, clusterEdgeA[ea], edgeSamplesB(eb), 4,
                                        clusterEdgeB[eb]);
                                System.arraycopy(seeds[0], 0, x, 0, 2);
                            }
                            solveKind(EE, ea, eb, x, true);
                            System.arraycopy(x, 0, xEdgeEdge, 2 * key, 2);
                            solvedEdgeEdge[key] = travel;
                            valueEdgeEdge[key] = subMin;
                        }
                    }
                }
                pairMin = Math.min(pairMin, valueEdgeEdge[key] - (travel - atEdgeEdge[key]));
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
        // the minimum over the parameter boxes bounds the sub-problem from below now and, less the motion, later
        // (also where it lies outside a trimmed region, and so is no candidate itself)
        subMin = Math.min(subMin, d);
        if ((kind == FF || kind == FE) && !a.domains[ia].contains(xs[0], xs[1])) {
            // outside the trimmed region: the face pair's minimum then lies on the face's boundary edges
            return;
        }
        if ((kind == FF || kind == EF) && !b.domains[ib].contains(xs[na], xs[na + 1])) {
            return;
        }
        if (!(d < best)) {
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
     * The {@link #SEEDS} closest pairs of samples, each from a different sample of A (so the seeds differ): for seed
     * k writes A's parameters then B's into seeds[k] (face samples carry u, v; edge samples t); returns how many
     * were found. Pairs of sample clusters whose bounding spheres are farther apart than the worst seed kept so far
     * are skipped (exact: the same seeds as the full search).
     */
    private int closestSamples(double[] sa, int stra, double[] ca, double[] sb, int strb, double[] cb) {
        int found = 0;
        int na = ca.length / 6;
        int nb = cb.length / 6;
        int pairs = na * nb;
        if (gaps.length < pairs) {
            gaps = new double[Math.max(pairs, 2 * gaps.length)];
        }
        for (int p = 0; p < na; p++) {
            for (int q = 0; q < nb; q++) {
                double dx = ca[6 * p + 2] - cb[6 * q + 2];
                double dy = ca[6 * p + 3] - cb[6 * q + 3];
                double dz = ca[6 * p + 4] - cb[6 * q + 4];
                double gap = Math.sqrt(dx * dx + dy * dy + dz * dz) - ca[6 * p + 5] - cb[6 * q + 5];
                gaps[p * nb + q] = gap;
            }
        }
        // cluster pairs in increasing order of their sphere gap, until the gap exceeds the worst seed kept
        for (int done = 0; done < pairs; done++) {
            int at = -1;
            double smallest = Double.POSITIVE_INFINITY;
            for (int r = 0; r < pairs; r++) {
                if (gaps[r] < smallest) {
                    smallest = gaps[r];
                    at = r;
                }
            }
            if (at < 0 || (found == SEEDS && smallest > 0 && smallest * smallest >= seedD[SEEDS - 1])) {
                break;
            }
            gaps[at] = Double.POSITIVE_INFINITY;
            int p = at / nb;
            int q = at % nb;
            int i0 = (int) ca[6 * p] * stra;
            int i1 = (int) ca[6 * p + 1] * stra;
            int j0 = (int) cb[6 * q] * strb;
            int j1 = (int) cb[6 * q + 1] * strb;
            for (int i = i0; i < i1; i += stra) {
                double x0 = sa[i];
                double y0 = sa[i + 1];
                double z0 = sa[i + 2];
                for (int j = j0; j < j1; j += strb) {
                    double ex = x0 - sb[j];
                    double ey = y0 - sb[j + 1];
                    double ez = z0 - sb[j + 2];
                    double d = ex * ex + ey * ey + ez * ez;
                    if (found < SEEDS || d < seedD[found - 1]) {
                        found = offer(found, d, i, j);
                    }
                }
            }
        }
        for (int k = 0; k < found; k++) {
            int c = 0;
            for (int r = 3; r < stra; r++) {
                seeds[k][c++] = sa[seedI[k] + r];
            }
            for (int r = 3; r < strb; r++) {
                seeds[k][c++] = sb[seedJ[k] + r];
            }
        }
        return found;
    }

    /** Keeps the pair (i, j) at squared distance d among the best seeds, one per sample i of A. */
    private int offer(int found, double d, int i, int j) {
        int at = -1;
        for (int k = 0; k < found; k++) {
            if (seedI[k] == i) {
                at = k;
            }
        }
        if (at >= 0) {
            if (d >= seedD[at]) {
                return found;
            }
            // remove the old entry of this sample, then insert as new
            for (int k = at; k + 1 < found; k++) {
                seedD[k] = seedD[k + 1];
                seedI[k] = seedI[k + 1];
                seedJ[k] = seedJ[k + 1];
            }
            found--;
        }
        int pos = found;
        while (pos > 0 && seedD[pos - 1] > d) {
            pos--;
        }
        if (pos >= SEEDS) {
            return found;
        }
        for (int k = Math.min(found, SEEDS - 1); k > pos; k--) {
            seedD[k] = seedD[k - 1];
            seedI[k] = seedI[k - 1];
            seedJ[k] = seedJ[k - 1];
        }
        seedD[pos] = d;
        seedI[pos] = i;
        seedJ[pos] = j;
        return Math.min(found + 1, SEEDS);
    }

    private double[] edgeBoxA(int e) {
        if (stampEdgeBoxA[e] != stamp) {
            worldBox(a.edgeBoxes[e], poseA, edgeBoxA[e]);
            stampEdgeBoxA[e] = stamp;
        }
        return edgeBoxA[e];
    }

    private double[] edgeBoxB(int e) {
        if (stampEdgeBoxB[e] != stamp) {
            worldBox(b.edgeBoxes[e], poseB, edgeBoxB[e]);
            stampEdgeBoxB[e] = stamp;
        }
        return edgeBoxB[e];
    }

    private double[] faceSamplesA(int f) {
        if (stampFaceA[f] != stamp) {
            worldFaceA[f] = moved(a.faceSamples[f], 5, poseA, worldFaceA[f]);
            clusterFaceA[f] = movedClusters(a.faceClusters[f], poseA, clusterFaceA[f]);
            stampFaceA[f] = stamp;
        }
        return worldFaceA[f];
    }

    private double[] faceSamplesB(int f) {
        if (stampFaceB[f] != stamp) {
            worldFaceB[f] = moved(b.faceSamples[f], 5, poseB, worldFaceB[f]);
            clusterFaceB[f] = movedClusters(b.faceClusters[f], poseB, clusterFaceB[f]);
            stampFaceB[f] = stamp;
        }
        return worldFaceB[f];
    }

    private double[] edgeSamplesA(int e) {
        if (stampEdgeA[e] != stamp) {
            worldEdgeA[e] = moved(a.edgeSamples[e], 4, poseA, worldEdgeA[e]);
            clusterEdgeA[e] = movedClusters(a.edgeClusters[e], poseA, clusterEdgeA[e]);
            stampEdgeA[e] = stamp;
        }
        return worldEdgeA[e];
    }

    private double[] edgeSamplesB(int e) {
        if (stampEdgeB[e] != stamp) {
            worldEdgeB[e] = moved(b.edgeSamples[e], 4, poseB, worldEdgeB[e]);
            clusterEdgeB[e] = movedClusters(b.edgeClusters[e], poseB, clusterEdgeB[e]);
            stampEdgeB[e] = stamp;
        }
        return worldEdgeB[e];
    }

    private static double[] movedClusters(double[] c, double[] m, double[] out) {
        double[] o = out != null && out.length == c.length ? out : c.clone();
        for (int k = 0; k < c.length; k += 6) {
            double x = c[k + 2];
            double y = c[k + 3];
            double z = c[k + 4];
            o[k + 2] = m[0] * x + m[1] * y + m[2] * z + m[9];
            o[k + 3] = m[3] * x + m[4] * y + m[5] * z + m[10];
            o[k + 4] = m[6] * x + m[7] * y + m[8] * z + m[11];
        }
        return o;
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
        double[] q = {p.rotation().w(), p.rotation().x(), p.rotation().y(), p.rotation().z()};
        RigidMotion.rotationMatrix(q, m);
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
