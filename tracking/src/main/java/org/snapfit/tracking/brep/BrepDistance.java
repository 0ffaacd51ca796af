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
 * distance found so far (a lower bound: no later pair can be closer). A pair is then culled, before any sample pair
 * is measured, by the gap between spheres holding each face's sample clusters and by the gaps between the cluster
 * spheres themselves, each less both faces' cover radii. Narrow phase, per face pair: the local minima of the
 * squared distance between the features of the two faces — face interior against face interior, each boundary edge
 * against the other face, edge against edge (an edge parameter held at its end is the vertex) — each by
 * {@link LocalMin} (Newton with the exact Hessian and box bounds) from the closest pairs of samples; a face point
 * counts only where it lies in the face's trimmed region ({@link org.snapfit.core.body.FaceDomain}), so a minimum
 * that leaves a face is found on its boundary edges instead. Edge–face and edge–edge pairs are solved once per query.
 * Every sub-problem's seed search ({@code SeedSearch}) visits cluster pairs from the closest one and takes only
 * sample pairs closer than the best distance plus both features' cover radii ({@link #SEARCH_SLACK}); a sub-problem
 * with none is bounded by that limit less the covers and skips Newton.
 *
 * <p>{@link #track} is the coherent form for a moving part: it first re-solves the previous minimum's feature pair
 * from its previous parameters (Newton converges in a few steps when the motion is small), whose distance then
 * prunes nearly every other pair in the broad phase; the lower bounds kept from earlier queries, less the motion
 * since, prune the rest. Those bounds are the ones a query from scratch prunes with (box distances, cluster sphere
 * gaps, closest sample pairs, each less the cover radii) — never a Newton minimum, which holds for one basin only —
 * and every sub-problem they do not prune is seeded from the samples as in {@link #at}, so the answer is the same
 * minimum as {@link #at}.
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
 *
 * <p><b>Roles.</b> This class runs the query: the broad phase over face pairs, the bounds kept between queries
 * and the best pair so far. Apart from it: the state of each kind of sub-problem ({@code SubProblems}), the seed
 * search ({@code SeedSearch}), Newton ({@code LocalMin}), the motion bound ({@code RelativeMotion}), the relation of
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
    /** Per face pair: the cluster pair that last came closer than the cluster bound's limit (−1: none). */
    private final int[] clusterHint;
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
     * Newton starts per feature pair: the closest sample pairs, each from a different sample of A (a sub-problem
     * with several local minima, a torus against a non-convex part's edges, needs more than one start).
     */
    public static final int SEEDS = 3;
    /** |S_u| at most this fraction of |S_v| (dimensionless) on a v bound marks a pole. */
    public static final double POLE = 1e-6;
    /** How far (fraction of the v span, dimensionless) a restart across a pole starts inside the box. */
    public static final double POLE_NUDGE = 1e-3;

    /**
     * A sub-problem's sample search takes only sample pairs closer than (best + both features' cover radii), times
     * SEARCH_SLACK (dimensionless, ≥ 1) in a tracked query: farther pairs cannot lead below the best distance, and a
     * sub-problem with none is bounded by that limit less the covers, which keeps it out of the next queries while
     * the motion is small (a query from scratch keeps nothing and takes no slack). Larger values search more sample
     * pairs for longer-lasting bounds; smaller ones search again sooner.
     */
    public static final double SEARCH_SLACK = 1.2;

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
        clusterHint = new int[order.length];
        Arrays.fill(clusterHint, -1);
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
            double covers = a.faceCover[fa] + b.faceCover[fb];
            double spheres = search.clusterBound(wa.faceClusters(fa), wb.faceClusters(fb), wb.worldFaceSphere(fb),
                    best + covers, clusterHint[p]) - covers;
            clusterHint[p] = search.lastBelow();
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
     * The local minima of one face pair: face–face from the best seeds, then each boundary edge against the other
     * face and edge against edge. Every sub-problem keeps a lower bound between queries (its features' box distance,
     * or its closest sample pair's distance less both cover radii) less the motion since; it is seeded and solved
     * again only when that bound falls below the best distance.
     * {@link #pairMin} collects the pair's bound.
     */
    private void facePair(int p, int fa, int fb) {
        int nbf = b.faces.length;
        int nbe = b.edges.length;
        double kept = ff.bound(p, travel);
        if (kept >= best || !seeded(ff, FF, p, fa, fb)) {
            // every point of either face lies within its cover radius of a sample: no pair of points of the two
            // faces (edges included) is closer than the face–face bound (kept, or just taken)
            pairMin = Math.min(pairMin, ff.bound(p, travel));
            return;
        }
        pairMin = Math.min(pairMin, ff.bound(p, travel));
        for (int e : a.faceEdges[fa]) {
            pairMin = Math.min(pairMin, edgeSub(ef, EF, e * nbf + fb, e, fb));
        }
        for (int e : b.faceEdges[fb]) {
            pairMin = Math.min(pairMin, edgeSub(fe, FE, fa * nbe + e, fa, e));
        }
        for (int ea : a.faceEdges[fa]) {
            for (int eb : b.faceEdges[fb]) {
                pairMin = Math.min(pairMin, edgeSub(ee, EE, ea * nbe + eb, ea, eb));
            }
        }
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
     * A sub-problem from the samples: the sample pairs closer than the best distance plus both features' cover
     * radii (times {@link #SEARCH_SLACK} in a tracked query) are searched for the closest ({@link SeedSearch}). The
     * closest sample pair's distance less the covers (or that limit less the covers, when none is closer) bounds the
     * sub-problem from below (every point of a feature lies within its cover radius of a sample) and is the bound
     * kept for later queries, less the motion since. When it is not below the best distance the sub-problem is done;
     * else Newton runs from each seed (an edge–edge pair from the closest only). The bound kept is never a Newton
     * minimum: Newton finds the minimum of one basin, and a later query would otherwise skip a sub-problem whose
     * smallest minimum lies in another.
     *
     * @return whether Newton ran (false: bounded, the bound stored in {@code st})
     */
    private boolean seeded(SubProblems st, int kind, int key, int ia, int ib) {
        boolean faceA = kind == FF || kind == FE;
        boolean faceB = kind == FF || kind == EF;
        double covers = (faceA ? a.faceCover[ia] : a.edgeCover[ia]) + (faceB ? b.faceCover[ib] : b.edgeCover[ib]);
        // sample pairs at or beyond the limit cannot lead below best; the slack keeps the bound useful
        double limit = (tracked ? SEARCH_SLACK : 1) * (best + covers);
        int k = search.closest(faceA ? wa.faceSamples(ia) : wa.edgeSamples(ia), faceA ? 5 : 4,
                faceA ? wa.faceClusters(ia) : wa.edgeClusters(ia), faceB ? wb.faceSamples(ib) : wb.edgeSamples(ib),
                faceB ? 5 : 4, faceB ? wb.faceClusters(ib) : wb.edgeClusters(ib), limit);
        double covered = (k > 0 ? Math.sqrt(search.seedD[0]) : limit) - covers;
        st.value[key] = covered;
        st.at[key] = travel;
        if (covered >= best) {
            return false;
        }
        if (kind != FF && k < SEEDS) {
            // an edge sub-problem takes all its seeds, however far (its minima lie in several basins more often: an
            // edge along a curved face)
            k = search.closest(faceA ? wa.faceSamples(ia) : wa.edgeSamples(ia), faceA ? 5 : 4,
                    faceA ? wa.faceClusters(ia) : wa.edgeClusters(ia), faceB ? wb.faceSamples(ib) : wb.edgeSamples(ib),
                    faceB ? 5 : 4, faceB ? wb.faceClusters(ib) : wb.edgeClusters(ib), Double.POSITIVE_INFINITY);
        }
        int starts = kind == EE ? Math.min(k, 1) : k;
        for (int s = 0; s < starts; s++) {
            System.arraycopy(search.seeds[s], 0, x, 0, st.dim);
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
