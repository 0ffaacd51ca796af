package org.snapfit.tracking.brep;

import java.util.Arrays;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * Minimum distance between two placed CAD parts ({@link BrepPart}), exact surfaces and trimmed faces.
 *
 * <p><b>Method.</b> Each face is a piece. Broad phase: the pieces' part-frame boxes are moved to the world (the
 * box of the moved box) and the face pairs are visited in increasing order of their boxes' distance (or of a bound
 * kept from an earlier query, less the motion since), stopping at the first pair whose bound is not below the best
 * distance found so far (a lower bound: no later pair can be closer). A pair is then culled by the gap between
 * spheres holding each face's samples, less both faces' cover radii, and by the cell bound of the two faces whole
 * (the roots of their {@link TaylorCells} trees). Narrow phase, per face pair: the local minima of the
 * squared distance between the features of the two faces — face interior against face interior, each boundary edge
 * against the other face, edge against edge (an edge parameter held at its end is the vertex). Each sub-problem is
 * first bounded from below by its features' Taylor cells ({@link CellBound}: every point of a cell lies within a
 * remainder of the cell's tangent parallelogram, so two nearly parallel patches are bounded to second order); a
 * sub-problem bounded at or above the best distance is done. Otherwise {@link LocalMin} (Newton with the exact
 * Hessian and box bounds) runs from the cell pairs bounded below the best distance that may hold a critical point of
 * the distance (their normals, or an edge's tangent, within reach of the way between them), closest first; a face
 * point counts only where it lies in the face's trimmed region ({@link org.snapfit.core.body.FaceDomain}), so a
 * minimum that leaves a face is found on its boundary edges instead. Edge–face and edge–edge pairs are solved once
 * per query.
 *
 * <p>{@link #track} is the coherent form for a moving part: it first re-solves the previous minimum's feature pair
 * from its previous parameters (Newton converges in a few steps when the motion is small), whose distance then
 * prunes nearly every other pair in the broad phase; the lower bounds kept from earlier queries, less the motion
 * since, prune the rest. Those bounds are the ones a query from scratch prunes with (box distances, sample sphere
 * gaps less the cover radii, cell bounds) — never a Newton minimum, which holds for one basin only — and every
 * sub-problem they do not prune is bounded and seeded from the cells as in {@link #at}, so the answer is the same
 * minimum as {@link #at}.
 *
 * <p>Accuracy: a converged non-degenerate minimum to rounding (≈1e-12 mm on parts of ordinary size); face
 * membership near a trimming boundary to the chord sag of its parameter polygon. The global minimum is found when
 * each sub-problem's closest seeding cell pair lies in the basin of its global minimum, and the cell bounds hold as
 * far as the cells' second derivatives were probed ({@link TaylorCells}). Not thread-safe (one instance per thread).
 *
 * <p><b>Relation.</b> The search measures the boundaries; the result also says how the solids lie
 * ({@link Relation}). Boundaries within {@link #CONTACT} touch or cross ({@link Relation#CONTACT}, distance 0).
 * When they are apart, the closest boundary points say whether one solid holds the other: A's point lies inside B
 * when it is behind B's outward pseudo-normal at B's point (the face normal; at an edge the sum of its faces'
 * normals; at a vertex their sum weighted by the faces' angles there), and then all of A does, since the boundaries
 * do not meet ({@link Relation#A_INSIDE_B}, distance 0, the boundary gap kept as
 * {@link BrepResult#boundaryDistance()}).
 *
 * <p><b>Roles.</b> This class runs the query: the broad phase over face pairs, the bounds kept between queries
 * and the best pair so far. Apart from it: the state of each kind of sub-problem ({@code SubProblems}), the cell
 * bounds and seeds ({@code CellBound}, {@code TaylorCells}), the first seeds of a query from scratch
 * ({@code SeedSearch}), Newton
 * ({@code LocalMin}), the motion bound ({@code RelativeMotion}), the relation of
 * the solids ({@code Containment}), the parts at the query's poses ({@code PosedPart}), the features' geometry
 * ({@code Geometry}) and the parts' samples ({@code PartSamples}).
 *
 * <p><b>Size.</b> The query's state — the best pair so far, the bounds kept between queries, the sub-problems' warm
 * starts and the scratch of the allocation-free solves — is read and written by every step of the broad phase and of
 * the sub-problem solves; the roles that hold none of it live apart (above).
 */
public final class BrepDistance {


    /** Boundary distance at or below which two solids count as touching or crossing. */
    public static final Tolerance CONTACT = Tolerance.of("contact", 1e-6, Unit.MILLIMETRE);

    private final BrepPart a;
    private final BrepPart b;
    private final LocalMin solver = new LocalMin();
    private final PosedPart wa;
    private final PosedPart wb;
    /** Coherent state of the face–face, edge–face, face–edge and edge–edge sub-problems. */
    private final SubProblems ff;
    private final SubProblems ef;
    private final SubProblems fe;
    private final SubProblems ee;
    private final double[] pairBound;
    private final long[] order;
    /** Per face pair: a lower bound on its distance and the value of {@link #travel} when it was taken. */
    private final double[] lower;
    private final double[] lowerAt;
    /** Sum of the motion bounds of all queries so far (mm). */
    private double travel;
    private final RelativeMotion motionBound = new RelativeMotion();
    /** The current face pair's lower bound: the smallest of its sub-problems' bounds. */
    private double pairMin;
    private int stamp;
    private final double[] x = new double[4];
    private final double[] retry = new double[4];
    private final SeedSearch search = new SeedSearch();
    private final CellBound cells = new CellBound();
    /**
     * Face pairs (those of the nearest boxes) that a query from scratch first solves from their closest samples, for
     * a best distance near the minimum before any sub-problem is bounded (the cell search seeks seeds among the cell
     * pairs bounded below the best distance, fewer the closer it is).
     */
    static final int STARTERS = 6;
    private final double[] probe = new double[Geometry.LENGTH];
    private final double[] vertexB = new double[Geometry.LENGTH];
    private final double[] vertexA = new double[3];

    private double best;
    private int bestKind;
    private int bestIa;
    private int bestIb;
    private final double[] bestX = new double[4];
    private final double[] bestPa = new double[3];
    private final double[] bestPb = new double[3];
    private boolean hasPrevious;
    /** Whether the current query is warm-started ({@link #track} after an earlier query). */
    private boolean tracked;
    private int pairsSolved;
    /** Locates the switches of the closest feature pair inside each tracked step. */
    private final SwitchFinder switches;
    /** Whether {@link #track} locates the switches ({@link #locateSwitches}). */
    private boolean locating = true;

    /**
     * Newton starts per feature pair: the closest cell pairs that may hold a critical point, each from a different
     * cell of A (a sub-problem with several local minima — a torus against a non-convex part's edges, an edge whose
     * end is a vertex's basin — needs more than one start).
     */
    public static final int SEEDS = 3;
    /** |S_u| at most this fraction of |S_v| (dimensionless) on a v bound marks a pole. */
    public static final double POLE = 1e-6;
    /** How far (fraction of the v span, dimensionless) a restart across a pole starts inside the box. */
    public static final double POLE_NUDGE = 1e-3;


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
        wa = new PosedPart(a);
        wb = new PosedPart(b);
        ff = new SubProblems(a.faces.length * b.faces.length, 4);
        ef = new SubProblems(a.edges.length * b.faces.length, 3);
        fe = new SubProblems(a.faces.length * b.edges.length, 3);
        ee = new SubProblems(a.edges.length * b.edges.length, 2);
        switches = new SwitchFinder(a, b);
        pairBound = new double[a.faces.length * b.faces.length];
        order = new long[a.faces.length * b.faces.length];
        lower = new double[a.faces.length * b.faces.length];
        lowerAt = new double[a.faces.length * b.faces.length];
        Arrays.fill(lowerAt, Double.NaN);
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
        BrepResult r = query(pa, pb);
        switches.start(pa, pb, r);
        return r;
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
        BrepResult r = query(pa, pb);
        if (locating) {
            switches.next(pa, pb, r);
        } else {
            switches.start(pa, pb, r);
        }
        return r;
    }

    /**
     * Whether {@link #track} locates the switches of the closest feature pair inside its steps (on by default). A
     * step whose closest pair keeps its features costs nothing more; a step where it changes costs a root search
     * over the pairs that could become closest (docs/BENCHMARKS.md measures a path both ways). Off, every
     * {@link #lastSwitches} is empty and the distances are the same.
     *
     * @param on whether to locate them
     * @return this engine
     */
    public BrepDistance locateSwitches(boolean on) {
        locating = on;
        return this;
    }

    /**
     * The changes of the closest feature pair located inside the last {@link #track} step, in order (empty after
     * {@link #at}, when the pair kept its features, and while the boundaries are in contact): see
     * {@link BrepSwitch} and, for the method, the tracking module's README ("Switch instants on trimmed
     * boundaries").
     *
     * @return the switches
     */
    public java.util.List<BrepSwitch> lastSwitches() {
        return switches.last();
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
        wa.place(pa);
        wb.place(pb);
        double motion = motionBound.next(wa.pose, wb.pose, a.centre, a.radius);
        travel += motion;
        best = Double.POSITIVE_INFINITY;
        tracked = hasPrevious;
        if (hasPrevious && bestKind != VV) {
            System.arraycopy(bestX, 0, x, 0, 4);
            solveKind(bestKind, bestIa, bestIb, x, false);
        }
        if (!(best < Double.POSITIVE_INFINITY)) {
            // no warm candidate: the closest pair of vertices gives a first upper bound
            closestVertices();
        }
        if (!hasPrevious) {
            // from scratch: forget every bound kept from earlier queries
            Arrays.fill(lowerAt, Double.NaN);
            ff.forget();
            ef.forget();
            fe.forget();
            ee.forget();
        }
        int nb = b.faces.length;
        int count = 0;
        for (int i = 0; i < a.faces.length; i++) {
            for (int j = 0; j < nb; j++) {
                int p = i * nb + j;
                double kept = lower[p] - (travel - lowerAt[p]);
                if (kept >= best) {
                    // a bound kept from an earlier query, less the motion since, prunes the pair (it stays kept)
                    continue;
                }
                double bound = Double.isNaN(kept) ? PosedPart.boxDistance(wa.faceBox[i], wb.faceBox[j])
                        : Math.max(kept, PosedPart.boxDistance(wa.faceBox[i], wb.faceBox[j]));
                pairBound[p] = bound;
                if (bound >= best) {
                    // pruned already by the first upper bound (best only falls): keep the bound, no sorting
                    keepLower(p, bound);
                    continue;
                }
                order[count++] = (Double.doubleToLongBits(bound) & ~INDEX_MASK) | p;
            }
        }
        Arrays.sort(order, 0, count);
        if (!tracked) {
            // from scratch: a first best distance near the minimum
            for (int k = 0; k < Math.min(count, STARTERS); k++) {
                int p = (int) (order[k] & INDEX_MASK);
                int k2 = search.closest(wa.faceSamples(p / nb), 5, wa.faceClusters(p / nb), wb.faceSamples(p % nb), 5,
                        wb.faceClusters(p % nb), Double.POSITIVE_INFINITY);
                for (int s = 0; s < Math.min(k2, 1); s++) {
                    System.arraycopy(search.seeds[s], 0, x, 0, 4);
                    solveKind(FF, p / nb, p % nb, x, true);
                }
            }
        }
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
            double whole = wa.faceGap(fa, wb, fb);
            if (whole >= best) {
                keepLower(p, Math.max(bound, whole));
                continue;
            }
            // the cells holding each face whole: one cell bound for the pair
            double root = cells.root(wa, fa, wb, fb, best);
            if (root >= best) {
                keepLower(p, Math.max(bound, root));
                continue;
            }
            pairMin = Double.POSITIVE_INFINITY;
            facePair(p, fa, fb);
            keepLower(p, pairMin);
        }
        hasPrevious = true;
        return result();
    }

    private void keepLower(int p, double value) {
        lower[p] = value;
        lowerAt[p] = travel;
    }

    /** The closest pair of vertices: a first upper bound (its points lie on both parts) that prunes from the start. */
    private void closestVertices() {
        double[] pa = vertexA;
        for (int i = 0; i < a.vertices.length; i++) {
            a.vertices[i].evaluate(x, 0, probe);
            wa.placed(probe, pa);
            for (int j = 0; j < b.vertices.length; j++) {
                b.vertices[j].evaluate(x, 0, vertexB);
                wb.placed(vertexB, vertexB);
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

    private BrepResult result() {
        String fa;
        String fb;
        double[] xa;
        double[] xb;
        switch (bestKind) {
            case FF -> {
                fa = a.faceNames[bestIa];
                fb = b.faceNames[bestIb];
                xa = new double[] {bestX[0], bestX[1]};
                xb = new double[] {bestX[2], bestX[3]};
            }
            case EF -> {
                fa = edgeName(a, bestIa, bestX[0]);
                fb = b.faceNames[bestIb];
                xa = new double[] {bestX[0]};
                xb = new double[] {bestX[1], bestX[2]};
            }
            case FE -> {
                fa = a.faceNames[bestIa];
                fb = edgeName(b, bestIb, bestX[2]);
                xa = new double[] {bestX[0], bestX[1]};
                xb = new double[] {bestX[2]};
            }
            case VV -> {
                fa = a.vertexNames[bestIa];
                fb = b.vertexNames[bestIb];
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
                : Containment.relation(a, wa.pose, fa, xa, pa, b, wb.pose, fb, xb, pb);
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

    static String edgeName(BrepPart p, int e, double t) {
        Geometry g = p.edges[e];
        if (g.period(0) > 0) {
            return p.edgeNames[e];
        }
        if (t <= g.lo(0)) {
            return p.vertexNames[p.edgeVertices[e][0]];
        }
        if (t >= g.hi(0)) {
            return p.vertexNames[p.edgeVertices[e][1]];
        }
        return p.edgeNames[e];
    }

    /**
     * The local minima of one face pair: face–face from its seeds, then each boundary edge the face–face search
     * found near against the other face, and edge against edge where neither edge is bounded at or above the best
     * distance from the other face (an edge–face bound covers the face's edges too). Every sub-problem keeps a lower
     * bound between queries (its features' box distance, or its cell bound) less the motion since; it is bounded and
     * solved again only when that bound falls below the best distance. {@link #pairMin} collects the pair's bound.
     */
    private void facePair(int p, int fa, int fb) {
        int nbf = b.faces.length;
        int nbe = b.edges.length;
        double kept = ff.bound(p, travel);
        if (kept >= best || !seeded(ff, FF, p, fa, fb)) {
            // the faces' cells hold their boundaries: no pair of points of the two faces (edges included) is closer
            // than the face–face bound (kept, or just taken)
            pairMin = Math.min(pairMin, ff.bound(p, travel));
            return;
        }
        pairMin = Math.min(pairMin, ff.bound(p, travel));
        // only the boundary edges the face–face search found near (within the best distance of the other face) can
        // hold a closer pair; the others are at least that far
        long nearA = cells.nearA;
        long nearB = cells.nearB;
        int[] edgesA = a.faceEdges[fa];
        int[] edgesB = b.faceEdges[fb];
        // an edge bounded at or above the best distance from the other face is so from that face's edges too
        long openA = 0;
        long openB = 0;
        for (int k = 0; k < edgesA.length; k++) {
            if (near(nearA, k)) {
                double bound = edgeSub(ef, EF, edgesA[k] * nbf + fb, edgesA[k], fb);
                pairMin = Math.min(pairMin, bound);
                openA |= bound < best ? bit(k) : 0;
            }
        }
        for (int k = 0; k < edgesB.length; k++) {
            if (near(nearB, k)) {
                double bound = edgeSub(fe, FE, fa * nbe + edgesB[k], fa, edgesB[k]);
                pairMin = Math.min(pairMin, bound);
                openB |= bound < best ? bit(k) : 0;
            }
        }
        for (int k = 0; k < edgesA.length; k++) {
            for (int m = 0; m < edgesB.length; m++) {
                if (near(openA, k) && near(openB, m)) {
                    pairMin = Math.min(pairMin, edgeSub(ee, EE, edgesA[k] * nbe + edgesB[m], edgesA[k], edgesB[m]));
                }
            }
        }
    }

    /** The mask bit of a face's k-th edge (the last bit stands for every edge from the 64th on). */
    private static long bit(int k) {
        return 1L << Math.min(Long.SIZE - 1, k);
    }

    /** Whether the face's k-th edge is among the near ones ({@link CellBound#nearA}). */
    private static boolean near(long mask, int k) {
        return (mask & bit(k)) != 0;
    }

    /**
     * An edge sub-problem of a face pair (edge–face, face–edge, edge–edge), solved at most once a query and only when
     * its kept bound, less the motion since, has fallen below the best distance: skipped when the features' boxes
     * are not closer than the best distance, else seeded from the samples.
     *
     * @return its lower bound now
     */
    private double edgeSub(SubProblems st, int kind, int key, int ia, int ib) {
        if (st.done[key] != stamp) {
            st.done[key] = stamp;
            if (!(st.bound(key, travel) >= best)) {
                st.value[key] = PosedPart.boxDistance(kind == FE ? wa.faceBox[ia] : wa.edgeBox(ia),
                        kind == EF ? wb.faceBox[ib] : wb.edgeBox(ib));
                st.at[key] = travel;
                if (st.value[key] < best) {
                    double box = st.value[key];
                    seeded(st, kind, key, ia, ib);
                    st.value[key] = Math.max(box, st.value[key]);
                }
            }
        }
        return st.bound(key, travel);
    }

    /**
     * A sub-problem from its features' Taylor cells ({@link CellBound}): the search shows that every cell pair is
     * bounded at or above the best distance — that bound is kept for later queries, less the motion since, and the
     * sub-problem is done — or else finds Newton's seeds: the cell pairs bounded below the best distance that may hold
     * a critical point of the distance, closest first. None means every point pair closer than the best distance lies
     * where the distance has no critical point, so the sub-problem's minimum below it, if any, lies on its boundary,
     * which the edge sub-problems hold. The bound kept is never a Newton minimum: Newton finds the minimum of one
     * basin, and a later query would otherwise skip a sub-problem whose smallest minimum lies in another. (The search
     * stops at the best distance: a larger bound would keep the sub-problem out of later queries only while the
     * motion since stays below its margin, and the sub-problems left near the minimum lie within about a step's
     * motion of it.)
     *
     * @return whether the sub-problem was searched (false: bounded, the bound stored in {@code st})
     */
    private boolean seeded(SubProblems st, int kind, int key, int ia, int ib) {
        boolean faceA = kind == FF || kind == FE;
        boolean faceB = kind == FF || kind == EF;
        double bound = cells.lower(wa, faceA ? ia : a.faces.length + ia, wb, faceB ? ib : b.faces.length + ib, best,
                best);
        st.value[key] = bound;
        st.at[key] = travel;
        if (bound >= best) {
            return false;
        }
        for (int s = 0; s < cells.seedCount(); s++) {
            System.arraycopy(cells.seeds[s], 0, x, 0, st.dim);
            solveKind(kind, ia, ib, x, true);
        }
        return true;
    }

    /** Solves one feature pair from x and keeps it if it is a valid new best. */
    private void solveKind(int kind, int ia, int ib, double[] xs, boolean count) {
        Geometry ga = kind == FF || kind == FE ? a.faces[ia] : a.edges[ia];
        Geometry gb = kind == FF || kind == EF ? b.faces[ib] : b.edges[ib];
        if (count) {
            pairsSolved++;
        }
        double d = solver.solve(ga, wa.pose, gb, wb.pose, xs);
        int na = ga.dim();
        int pole = ga.dim() == 2 && atPole(ga, xs, 0) ? 0 : gb.dim() == 2 && atPole(gb, xs, na) ? na : -1;
        if (pole >= 0) {
            // stopped on a pole of a periodic surface: the minimum may lie across it, half a turn away in u
            System.arraycopy(xs, 0, retry, 0, 4);
            Geometry g = pole == 0 ? ga : gb;
            retry[pole] += g.period(0) / 2;
            retry[pole + 1] += (retry[pole + 1] <= (g.lo(1) + g.hi(1)) / 2 ? 1 : -1) * POLE_NUDGE * (g.hi(1) - g.lo(1));
            double d2 = solver.solve(ga, wa.pose, gb, wb.pose, retry);
            if (d2 < d) {
                d = d2;
                System.arraycopy(retry, 0, xs, 0, 4);
            } else {
                solver.solve(ga, wa.pose, gb, wb.pose, xs);
            }
        }
        if (!(d < best)) {
            return;
        }
        if ((kind == FF || kind == FE) && !a.domains[ia].contains(xs[0], xs[1])) {
            // outside the trimmed region: the face pair's minimum then lies on the face's boundary edges
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
}
