package org.snapfit.tracking.brep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * Locates, inside a tracked step, the instants at which the closest feature pair changes ({@link BrepSwitch}).
 * Both parts move between the two queries' poses at constant velocity (translation linear, rotation by slerp).
 *
 * <p><b>When.</b> Only when the pair named at the step's end is not the same contact ({@link FeatureIdentity}) as
 * the pair at its start: a step whose closest features keep their names costs two string comparisons, and a
 * change of name only (a seam edge, a tangent neighbour) one identity test. Boundaries in contact at either end
 * ({@link BrepDistance#CONTACT}) have no closest features to follow and are skipped.
 *
 * <p><b>Candidates.</b> Every feature pair that could become closest in the step: the sub-problems (face–face,
 * boundary edge–face, face–edge, edge–edge; an edge held at an end is its vertex) of every face pair whose lower
 * bound at the step's end (box distance, and the gap between the spheres of their sample clusters less both cover
 * radii), less the motion bound M of the step, is at most the larger end distance plus M, and whose seeded
 * minimum over the parameter boxes at the step's start is within that reach too (a distance moves by at most M in
 * the step and the minimum lies below the larger end distance plus M, so no other pair can be closest anywhere in
 * it). M is the chord motion bound of {@code RelativeMotion} times π/2 (an arc is at most π/2 times its chord).
 * Each is followed by Newton ({@link LocalMin}) from its best sample seeds at the step's start (sample pairs
 * farther than the reach plus both features' sample covers are not tried), then warm from the last solution.
 *
 * <p><b>Switching function.</b> H(τ) = min(λ(τ), min over the other pairs P of σ_P(τ)). λ says how far the current
 * pair's witnesses lie inside their features' (Lin–Canny) regions, negative once one has left: on a face the signed
 * distance in the parameter plane from the unconstrained Newton foot of the other point to the trimmed boundary
 * (positive inside: the same polygons {@code FaceDomain.contains} reads); on an edge the distance (mm) of the
 * unconstrained foot to the nearer end, and minus how far the other point's foot on each adjacent face lies inside
 * that face; at a vertex minus the largest component of the vector to the other point along an edge leaving the
 * vertex. Every solution and foot is polished to {@link #END_TOLERANCE} of its box ({@link RegionMargin}), so these decisions do not
 * depend on where a box-constrained solve stopped, and every margin counts {@link #REGION_SLACK} more. σ_P =
 * max(−ψ_P, d_P − d + tie) with ψ_P the same region margin of P: P takes over where its witnesses lie in its
 * regions and it is closer by more than {@link #TIE}. An evaluation of H solves only the candidates that could
 * lower it — one whose distance, less M times the time since its last solve, exceeds the current pair's by more
 * than H so far is left until a decision reads it — and computes a region margin only where it can lower H or decide
 * a pair's validity. H is continuous; its first sign
 * change is found on {@link #SCAN} equal intervals of the rest of the step and then by the Illinois method (regula
 * falsi with the retained end's value halved, a bisection every third update), down to {@link #INSTANT} of the
 * step.
 *
 * <p><b>Set-valued minima.</b> The minimum may be attained on a set: a pin coaxial with a hole (a band of both
 * cylinders, and the rims inside it), parallel faces (their overlap), a contact on a seam or at an edge's end (every
 * feature meeting there). The pairs attaining it at an instant are the candidates in their regions (margins within
 * {@link #REGION_SLACK}) within {@link #TIE} of the smallest such distance. A switch is a change of that set: at a
 * root, the pairs attaining the minimum {@link #CONFIRM} before it (in the previous step when the root lies closer
 * to the step's start) and {@link #CONFIRM} after it are compared; when they share a pair, the set persisted (or
 * shrank, or collapsed onto fewer points of the same features, a band to a line) and the followed pair is handed
 * over with no switch; when they share none, the switch is reported. An equally close candidate never takes over
 * by σ (it is one more pair of the set). Where H &lt; 0 already at the step's start (the start's answer names a
 * feature whose region does not hold its contact — a face point held on the face's boundary is the boundary edge's
 * contact — or one of several equal minima), a valid pair within {@link #START_AGREEMENT} of the start's answer is
 * followed instead, with no switch: the one that attained the minimum just before the step, so that a change exactly
 * at the step's start is located just after it, else the closest; the tracked pair at the
 * step's end counts as the query's answer when it is valid there and equally close.
 *
 * <p><b>After a root.</b> The new pair is the valid pair (other names) of the smallest distance {@link #CONFIRM}
 * of the step after the root, where coinciding candidates have parted. A root that only came from rounding between
 * coinciding features (σ = 0 to rounding, e.g. a face and its seam edge) is dropped when the current pair is still
 * valid there and the new pair's contact is still one of the current features; a root where the current pair left
 * its regions is dropped when its features, seeded again from the samples at the root, hold another minimum (its
 * witnesses apart from the followed ones) inside their regions and no farther than the new pair (features with
 * several local minima). The search goes on from
 * {@link #CONFIRM} after the root with the new pair, at most {@link #MAX_EVENTS} roots per step. If the pair
 * tracked to the step's end is not the same contact as the query's answer, the change is reported as
 * {@link BrepSwitch#UNLOCATED} at the step's end.
 *
 * <p>Limits: a pair that becomes closest and is left again between two scan points of a step may be missed (its
 * σ returns positive); each candidate follows one local minimum (its best seed at the step's start, reseeded only
 * as above); a second switch within {@link #CONFIRM} of a root is not seen separately. Mutable buffers; not
 * thread-safe.
 *
 * <p><b>Size.</b> One located step's state — the candidates with their parameters at both ends of the step, the
 * followed pair and its region margins — is shared by the candidate search, the switching function and the root
 * search, each of which runs dozens of times a step; the geometry it reads lives apart ({@link FeatureIdentity}, {@link RegionMargin},
 * {@code LocalMin}, {@code PosedPart}, {@code SeedSearch}).
 */
final class SwitchFinder {

    /** Width (fraction of the step, dimensionless) to which a switch instant is bracketed. */
    static final Tolerance INSTANT = Tolerance.of("switchInstant", 1e-9, Unit.DIMENSIONLESS);
    /**
     * Newton stops when its step is below this fraction of each parameter's box (dimensionless): every candidate's
     * solution is polished to it (plain Newton steps after {@link LocalMin#solve}, whose stop on the predicted
     * decrease leaves parameters known to only about the square root of rounding), and so are the unconstrained
     * feet behind the region margins — so an edge-end or trimmed-boundary decision is exact to rounding.
     */
    static final double END_TOLERANCE = 1e-14;
    /** Newton steps at most when polishing a solution or a foot point. */
    static final int END_ITERATIONS = 12;
    /** Equal scan intervals of the rest of the step before the root is refined. */
    static final int SCAN = 8;
    /** Roots at most per step (located switches and dropped coincidences together). */
    static final int MAX_EVENTS = 16;
    /** Root-finding updates at most per root. */
    static final int MAX_ROOT_STEPS = 200;
    /**
     * Distances that differ by at most this much (relative to max(1 mm, distance), dimensionless) count as equal:
     * where two features' regions meet, their distances agree to rounding and the regions decide.
     */
    static final double TIE = 1e-12;
    /**
     * Largest difference (mm) between the start's answer and a candidate for the candidate to stand for it when
     * H &lt; 0 already at the step's start: the accuracy to which a tracked query equals a query from scratch.
     */
    static final double START_AGREEMENT = 1e-9;
    /**
     * How far outside its region (in the margin's own unit: the face's parameter units on a face, mm along an edge
     * or at a vertex) a witness still counts as inside: a contact lying on a region boundary (a point on a seam
     * between tangent faces, an edge end) has margins of either sign at rounding level, and is held by every
     * feature meeting there. Far above that rounding (feet are polished to {@link #END_TOLERANCE} of their box),
     * far below the motion of a witness in {@link #INSTANT} of a step.
     */
    static final double REGION_SLACK = 1e-11;
    /** How much later (fraction of the step, dimensionless) a root is confirmed and the new pair chosen. */
    static final double CONFIRM = 1e-6;

    private static final int FF = 0;
    private static final int EF = 1;
    private static final int FE = 2;
    private static final int EE = 3;

    private final BrepPart a;
    private final BrepPart b;
    private final FeatureIdentity identity;
    private final LocalMin solver = new LocalMin();
    private final PosedPart wa;
    private final PosedPart wb;
    private final SeedSearch search = new SeedSearch();
    private final RelativeMotion motion = new RelativeMotion();
    private final RegionMargin margins = new RegionMargin();
    private final double[] ma = new double[12];
    private final double[] mb = new double[12];

    private Pose3 prevA;
    private Pose3 prevB;
    /** The poses at the previous step's start (null after a query from scratch). */
    private Pose3 olderA;
    private Pose3 olderB;
    private BrepResult prev;
    private int step;
    private List<BrepSwitch> last = List.of();

    // the candidates of the step being located
    private int n;
    private int[] kind = new int[0];
    private int[] ia = new int[0];
    private int[] ib = new int[0];
    private double[][] base = new double[0][];
    private double[][] now = new double[0][];
    private double[] dist = new double[0];
    private double[] psi = new double[0];
    private boolean[] psiKnown = new boolean[0];
    private double[][] pointA = new double[0][];
    private double[][] pointB = new double[0][];
    private final Map<Long, Integer> index = new HashMap<>();
    private int cur;
    private String curA;
    private String curB;
    private Pose3 a0;
    private Pose3 b0;
    private Pose3 a1;
    private Pose3 b1;
    /** The argument of the last H: -1 for λ, else the candidate whose σ was smallest. */
    private int argH;
    private double lambda;
    /** Larger end distance plus twice the step's motion bound (mm): no pair farther can become closest. */
    private double reach;
    /** The step's motion bound (mm per unit of the step's fraction): no distance changes faster. */
    private double rate;
    /** The fraction of the step at which the matrices were last set (NaN at poses outside the step). */
    private double evalTau;
    /** Per candidate: solved at the last evaluation's poses; the fraction it was last solved at. */
    private boolean[] solvedHere = new boolean[0];
    private double[] solvedTau = new double[0];

    SwitchFinder(BrepPart a, BrepPart b) {
        this.a = a;
        this.b = b;
        identity = new FeatureIdentity(a, b);
        wa = new PosedPart(a);
        wb = new PosedPart(b);
    }

    /** A query from scratch: no step before it. */
    void start(Pose3 pa, Pose3 pb, BrepResult r) {
        prevA = pa;
        prevB = pb;
        olderA = null;
        olderB = null;
        prev = r;
        step = 0;
        last = List.of();
    }

    /** A tracked query: locates the switches between the previous query and this one. */
    void next(Pose3 pa, Pose3 pb, BrepResult r) {
        step++;
        last = List.of();
        if (prev != null && !(prev.featureA().equals(r.featureA()) && prev.featureB().equals(r.featureB()))
                && prev.relation() != Relation.CONTACT && r.relation() != Relation.CONTACT) {
            last = locate(prevA, prevB, prev, pa, pb, r);
        }
        olderA = prevA;
        olderB = prevB;
        prevA = pa;
        prevB = pb;
        prev = r;
    }

    /** The switches of the last tracked step (empty after a query from scratch). */
    List<BrepSwitch> last() {
        return last;
    }

    private List<BrepSwitch> locate(Pose3 pa0, Pose3 pb0, BrepResult r0, Pose3 pa1, Pose3 pb1, BrepResult r1) {
        if (identity.isContactOf(pa1, pb1, r1.pointA(), r1.pointB(), r0.featureA(), r0.featureB())) {
            return List.of();
        }
        a0 = pa0;
        b0 = pb0;
        a1 = pa1;
        b1 = pb1;
        candidates(r0, r1);
        List<BrepSwitch> out = new ArrayList<>();
        double h0 = evaluate(0);
        if (h0 < 0) {
            // the start's answer is named by a feature whose region its contact is not in (a point held on a face's
            // boundary is its edge's contact): the same contact under the name of the pair whose region holds it
            int same = newPair();
            if (same >= 0 && Math.abs(dist[same] - r0.boundaryDistance()) <= START_AGREEMENT) {
                cur = continuing(r0.boundaryDistance(), same);
                curA = nameA(cur);
                curB = nameB(cur);
            }
        }
        double tau = 0;
        int events = 0;
        while (events < MAX_EVENTS && tau < 1) {
            double lo = tau;
            double hLo = evaluate(tau);
            commit();
            double hi = -1;
            double hHi = 0;
            for (int k = 1; k <= SCAN; k++) {
                double g = tau + (1 - tau) * k / SCAN;
                double h = evaluate(g);
                if (h < 0) {
                    hi = g;
                    hHi = h;
                    break;
                }
                commit();
                lo = g;
                hLo = h;
            }
            if (hi < 0) {
                break;
            }
            double root = refine(lo, hLo, hi, hHi);
            events++;
            // the new pair is chosen a little after the root, where coinciding candidates have parted
            double later = Math.min(1, root + CONFIRM);
            evaluate(later);
            int next = newPair();
            boolean left = lambda < 0;
            if (left && next >= 0) {
                evaluate(root);
                if (otherBranch(root, dist[next])) {
                    // the current pair's own features hold another minimum, in their regions and no farther
                    commit();
                    tau = root;
                    continue;
                }
                evaluate(later);
            }
            if (next < 0 || !(left || real(later, next))) {
                commit();
                tau = later;
                continue;
            }
            String toA = nameA(next);
            String toB = nameB(next);
            // a pair attaining the minimum just before the instant that still attains it just after: the contact set
            // persists (equal minima over a set, one name among them left), so the followed pair changes silently
            if (!sharesContact(root, later)) {
                evaluate(root);
                out.add(new BrepSwitch(step, root, curA, curB, toA, toB,
                        left ? BrepSwitch.BOUNDARY : BrepSwitch.CLOSER, dist[next], vec(pointA[next]),
                        vec(pointB[next])));
            }
            cur = next;
            curA = toA;
            curB = toB;
            evaluate(later);
            commit();
            tau = later;
        }
        evaluate(1);
        boolean tied = lambda >= 0 && Math.abs(dist[cur] - r1.boundaryDistance()) <= TIE * Math.max(1, dist[cur]);
        if (!tied && !(curA.equals(r1.featureA()) && curB.equals(r1.featureB()))
                && !identity.isContactOf(a1, b1, r1.pointA(), r1.pointB(), curA, curB)) {
            out.add(new BrepSwitch(step, 1, curA, curB, r1.featureA(), r1.featureB(), BrepSwitch.UNLOCATED,
                    r1.boundaryDistance(), r1.pointA(), r1.pointB()));
        }
        return List.copyOf(out);
    }

    /**
     * Among the valid pairs at the step's start within {@link #START_AGREEMENT} of the start's answer (several when
     * the step starts exactly where the contact passes from one feature to another), the one that attained the
     * minimum just before the step ({@link #CONFIRM} before its start, on the previous step), so that a change at the
     * step's start is located just after it rather than passed over; {@code fallback} when none did or at a path's
     * first step. Leaves the candidates evaluated at the step's start.
     */
    private int continuing(double start, int fallback) {
        if (olderA == null) {
            return fallback;
        }
        evaluateAt(pose(olderA, a0, 1 - CONFIRM), pose(olderB, b0, 1 - CONFIRM));
        java.util.Set<String> was = attaining();
        evaluate(0);
        solveRest();
        int pick = fallback;
        for (int i = 0; i < n; i++) {
            if (psi(i) >= 0 && Math.abs(dist[i] - start) <= START_AGREEMENT && was.contains(nameA(i) + "/" + nameB(i))
                    && (pick == fallback || dist[i] < dist[pick])) {
                pick = i;
            }
        }
        return pick;
    }

    /**
     * Whether some feature pair attains the minimum both {@link #CONFIRM} before the root and at {@code later} (the
     * candidates evaluated there on entry): the contact set persists across the root. Before the step's start the
     * previous step is read (its poses kept by {@link #next}); at a path's first step, the step's start.
     */
    private boolean sharesContact(double root, double later) {
        java.util.Set<String> after = attaining();
        double before = root - CONFIRM;
        if (before >= 0 || olderA == null) {
            evaluate(Math.max(0, before));
        } else {
            evaluateAt(pose(olderA, a0, 1 + before), pose(olderB, b0, 1 + before));
        }
        java.util.Set<String> was = attaining();
        evaluate(later);
        was.retainAll(after);
        return !was.isEmpty();
    }

    /**
     * The names ("featureA/featureB") of the candidates attaining the minimum at the last evaluation: in their
     * regions ({@link #REGION_SLACK}) and within {@link #TIE} of the smallest distance of such a candidate.
     */
    private java.util.Set<String> attaining() {
        solveRest();
        double least = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            if (dist[i] < least && psi(i) >= 0) {
                least = dist[i];
            }
        }
        java.util.Set<String> set = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            if (dist[i] <= least + TIE * Math.max(1, least) && psi(i) >= 0) {
                set.add(nameA(i) + "/" + nameB(i));
            }
        }
        return set;
    }

    /**
     * Whether the new pair, evaluated at τ after a root where the current pair is still in its region, is valid,
     * no farther, and not the same contact as the current features (a root from coinciding features only).
     */
    private boolean real(double tau, int next) {
        if (!(psi(next) >= 0 && dist[next] < dist[cur] - TIE * Math.max(1, dist[cur]))) {
            return false;
        }
        return !identity.isContactOf(pose(a0, a1, tau), pose(b0, b1, tau), vec(pointA[next]), vec(pointB[next]),
                curA, curB);
    }

    /**
     * Whether the current pair's sub-problem, seeded again from the samples at τ (after {@link #evaluate} there),
     * has another minimum (witnesses farther than {@link FeatureIdentity#SAME_POINT} from the followed ones) under the
     * current names, inside their regions and no farther than {@code against}: a pair of
     * features with several local minima (an edge nearly parallel to a face) whose followed minimum left the region
     * while another one holds. Leaves that minimum as the current pair's solution.
     */
    private boolean otherBranch(double tau, double against) {
        double[] followedA = pointA[cur].clone();
        double[] followedB = pointB[cur].clone();
        wa.place(pose(a0, a1, tau));
        wb.place(pose(b0, b1, tau));
        seed(cur);
        // the witnesses of the kept seed (seed leaves those of the last one tried)
        solve(cur);
        double tol = FeatureIdentity.SAME_POINT.value();
        boolean other = distance(followedA, pointA[cur]) > tol || distance(followedB, pointB[cur]) > tol;
        return other && nameA(cur).equals(curA) && nameB(cur).equals(curB) && region(cur, curA, curB) >= 0
                && dist[cur] <= against + TIE * Math.max(1, against);
    }

    private static double distance(double[] p, double[] q) {
        return Math.sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
    }

    /** Illinois on H over [lo, hi] (H(lo) ≥ 0 > H(hi)); the candidates' warm starts are their solutions at lo. */
    private double refine(double lo, double hLo, double hi, double hHi) {
        double fLo = Math.max(hLo, Double.MIN_NORMAL);
        double fHi = hHi;
        int side = 0;
        for (int it = 0; it < MAX_ROOT_STEPS && hi - lo > INSTANT.value(); it++) {
            double width = hi - lo;
            double c = lo + fLo / (fLo - fHi) * width;
            if (!(c > lo && c < hi) || it % 3 == 2) {
                // no progress from the secant (or every third update): bisect
                c = 0.5 * (lo + hi);
            }
            double h = evaluate(c);
            if (h < 0) {
                hi = c;
                fHi = h;
                if (side == -1) {
                    fLo *= 0.5;
                }
                side = -1;
            } else {
                commit();
                lo = c;
                fLo = Math.max(h, Double.MIN_NORMAL);
                if (side == 1) {
                    fHi *= 0.5;
                }
                side = 1;
            }
        }
        return hi;
    }

    /** The valid pair with other names than the current one and the smallest distance, or -1. */
    private int newPair() {
        solveRest();
        int best = -1;
        for (int i = 0; i < n; i++) {
            if ((best >= 0 && !(dist[i] < dist[best])) || (nameA(i).equals(curA) && nameB(i).equals(curB))
                    || !(psi(i) >= 0)) {
                continue;
            }
            if (best < 0 || dist[i] < dist[best]) {
                best = i;
            }
        }
        return best;
    }

    /**
     * H(τ): solves the current pair and every candidate that could lower H at τ from its committed start, and sets
     * {@link #argH} and {@link #lambda}. A candidate whose distance, less the step's motion bound times the time since
     * it was last solved, still exceeds the current pair's by more than H so far cannot lower H (its σ is at least
     * that gap) and is left unsolved until a decision needs it ({@link #solveRest}).
     */
    private double evaluate(double tau) {
        return evaluate(tau, pose(a0, a1, tau), pose(b0, b1, tau));
    }

    /** {@link #evaluate} at the given poses (no time in the step: every candidate solved). */
    private double evaluateAt(Pose3 pa, Pose3 pb) {
        return evaluate(Double.NaN, pa, pb);
    }

    private double evaluate(double tau, Pose3 pa, Pose3 pb) {
        PosedPart.matrix(pa.compose(a.placement()), ma);
        PosedPart.matrix(pb.compose(b.placement()), mb);
        evalTau = tau;
        for (int i = 0; i < n; i++) {
            System.arraycopy(base[i], 0, now[i], 0, 4);
            solvedHere[i] = false;
        }
        solve(cur);
        lambda = leave();
        double h = lambda;
        argH = -1;
        for (int i = 0; i < n; i++) {
            if (i == cur) {
                continue;
            }
            double since = Math.abs(tau - solvedTau[i]);
            if (since < Double.POSITIVE_INFINITY
                    && !(dist[i] - rate * since - dist[cur] + TIE * Math.max(1, dist[cur]) < h)) {
                continue;
            }
            solve(i);
            if (nameA(i).equals(curA) && nameB(i).equals(curB)) {
                continue;
            }
            // P takes over only where it is strictly closer: an equally close P in its regions is one more pair
            // attaining the minimum (a contact set), and where the current pair leaves its regions λ says so
            double gap = dist[i] - dist[cur] + TIE * Math.max(1, dist[cur]);
            if (!(gap < h)) {
                // σ ≥ gap ≥ h: the region margin cannot lower H
                continue;
            }
            double s = Math.max(-psi(i), gap);
            if (s < h) {
                h = s;
                argH = i;
            }
        }
        return h;
    }

    /** Solves the candidates the last {@link #evaluate} left unsolved, at its poses. */
    private void solveRest() {
        for (int i = 0; i < n; i++) {
            if (!solvedHere[i]) {
                solve(i);
            }
        }
    }

    /** Whether candidate i's closest points lie within {@link FeatureIdentity#SAME_POINT} of the current pair's. */
    private boolean meets(int i) {
        double tol = FeatureIdentity.SAME_POINT.value();
        double[] p = pointA[i];
        double[] q = pointA[cur];
        double[] r = pointB[i];
        double[] t = pointB[cur];
        return Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) <= tol
                && Math.abs(r[0] - t[0]) + Math.abs(r[1] - t[1]) + Math.abs(r[2] - t[2]) <= tol;
    }

    private void commit() {
        for (int i = 0; i < n; i++) {
            System.arraycopy(now[i], 0, base[i], 0, 4);
        }
    }

    /** Solves candidate i from now[i] at the current matrices: distance, witnesses and region margin ψ. */
    private void solve(int i) {
        solvedHere[i] = true;
        solvedTau[i] = evalTau;
        Geometry ga = faceA(kind[i]) ? a.faces[ia[i]] : a.edges[ia[i]];
        Geometry gb = faceB(kind[i]) ? b.faces[ib[i]] : b.edges[ib[i]];
        double[] x = now[i];
        solver.solve(ga, ma, gb, mb, x);
        dist[i] = solver.polish(ga, ma, gb, mb, x, END_TOLERANCE, END_ITERATIONS);
        System.arraycopy(solver.pointA(), 0, pointA[i], 0, 3);
        System.arraycopy(solver.pointB(), 0, pointB[i], 0, 3);
        psiKnown[i] = false;
    }

    /**
     * ψ of candidate i at its last solve (the matrices still those of that solve): computed on first use, as most
     * candidates are too far for their margin to matter.
     */
    private double psi(int i) {
        if (!psiKnown[i]) {
            psi[i] = region(i, nameA(i), nameB(i));
            psiKnown[i] = true;
        }
        return psi[i];
    }

    /**
     * How far candidate i's witnesses lie inside the regions of the named features (negative once one lies
     * outside): the smaller of the two sides' margins.
     */
    private double region(int i, String nameA, String nameB) {
        double[] x = now[i];
        int na = faceA(kind[i]) ? 2 : 1;
        double l = margins.side(a, ma, nameA, x, 0, faceA(kind[i]), ia[i], pointA[i], pointB[i]) + REGION_SLACK;
        if (l < 0) {
            return l;
        }
        return Math.min(l, margins.side(b, mb, nameB, x, na, faceB(kind[i]), ib[i], pointB[i], pointA[i]) + REGION_SLACK);
    }

    /** λ: how far the current pair's witnesses lie inside their features' regions (negative once one has left). */
    private double leave() {
        return region(cur, curA, curB);
    }

    /** The sub-problems of every face pair that could hold the minimum in the step, seeded at its start. */
    private void candidates(BrepResult r0, BrepResult r1) {
        PosedPart.matrix(a0.compose(a.placement()), ma);
        PosedPart.matrix(b0.compose(b.placement()), mb);
        double[] m0a = ma.clone();
        double[] m0b = mb.clone();
        PosedPart.matrix(a1.compose(a.placement()), ma);
        PosedPart.matrix(b1.compose(b.placement()), mb);
        motion.next(m0a, m0b, a.centre, a.radius);
        double bound = motion.next(ma, mb, a.centre, a.radius) * Math.PI / 2;
        rate = bound;
        reach = Math.max(r0.boundaryDistance(), r1.boundaryDistance()) + 2 * bound;
        wa.place(a1);
        wb.place(b1);
        index.clear();
        n = 0;
        List<int[]> subs = new ArrayList<>();
        for (int fa = 0; fa < a.faces.length; fa++) {
            for (int fb = 0; fb < b.faces.length; fb++) {
                if (PosedPart.boxDistance(wa.faceBox[fa], wb.faceBox[fb]) > reach) {
                    continue;
                }
                double covers = a.faceCover[fa] + b.faceCover[fb];
                if (search.clusterBound(wa.faceClusters(fa), wb.faceClusters(fb), wb.worldFaceSphere(fb),
                        reach + covers, -1) - covers
                        > reach) {
                    continue;
                }
                add(subs, FF, fa, fb);
                for (int e : a.faceEdges[fa]) {
                    if (PosedPart.boxDistance(wa.edgeBox(e), wb.faceBox[fb]) <= reach) {
                        add(subs, EF, e, fb);
                    }
                }
                for (int e : b.faceEdges[fb]) {
                    if (PosedPart.boxDistance(wa.faceBox[fa], wb.edgeBox(e)) <= reach) {
                        add(subs, FE, fa, e);
                    }
                }
                for (int e : a.faceEdges[fa]) {
                    for (int g : b.faceEdges[fb]) {
                        if (PosedPart.boxDistance(wa.edgeBox(e), wb.edgeBox(g)) <= reach) {
                            add(subs, EE, e, g);
                        }
                    }
                }
            }
        }
        // the current pair, from the start's answer
        int[] cA = BrepDistance.parse(r0.featureA());
        int[] cB = BrepDistance.parse(r0.featureB());
        double[] x0 = new double[4];
        int na = fill(a, cA, r0.parametersA(), x0, 0);
        fill(b, cB, r0.parametersB(), x0, na);
        int ck = (cA[0] == 0 ? 0 : 2) + (cB[0] == 0 ? 0 : 1);
        int[] ckind = {FF, FE, EF, EE};
        int curKind = ckind[ck];
        int curIa = cA[0] == 0 ? cA[1] : cA[0] == 1 ? cA[1] : a.vertexEdges[cA[1]][0];
        int curIb = cB[0] == 0 ? cB[1] : cB[0] == 1 ? cB[1] : b.vertexEdges[cB[1]][0];
        add(subs, curKind, curIa, curIb);
        allocate(subs.size());
        wa.place(a0);
        wb.place(b0);
        PosedPart.matrix(a0.compose(a.placement()), ma);
        PosedPart.matrix(b0.compose(b.placement()), mb);
        evalTau = 0;
        for (int k = 0; k < subs.size(); k++) {
            int[] s = subs.get(k);
            kind[n] = s[0];
            ia[n] = s[1];
            ib[n] = s[2];
            seed(n);
            // a pair farther than the reach at the start stays farther than the minimum all through the step
            if (dist[n] <= reach || key(s[0], s[1], s[2]) == key(curKind, curIa, curIb)) {
                index.put(key(s[0], s[1], s[2]), n);
                n++;
            }
        }
        cur = index.get(key(curKind, curIa, curIb));
        System.arraycopy(x0, 0, now[cur], 0, 4);
        solve(cur);
        System.arraycopy(now[cur], 0, base[cur], 0, 4);
        curA = r0.featureA();
        curB = r0.featureB();
    }

    /** Writes a feature's start parameters at x[off..]; returns how many (a vertex: its first edge's end). */
    private static int fill(BrepPart p, int[] f, double[] params, double[] x, int off) {
        if (f[0] == 0) {
            x[off] = params[0];
            x[off + 1] = params[1];
            return 2;
        }
        if (f[0] == 1) {
            x[off] = params[0];
            return 1;
        }
        int e = p.vertexEdges[f[1]][0];
        x[off] = p.edgeVertices[e][0] == f[1] ? p.edges[e].lo(0) : p.edges[e].hi(0);
        return 1;
    }

    private void add(List<int[]> subs, int k, int i, int j) {
        long key = key(k, i, j);
        if (index.putIfAbsent(key, subs.size()) == null) {
            subs.add(new int[] {k, i, j});
        }
    }

    private static long key(int k, int i, int j) {
        return ((long) k << 50) | ((long) i << 25) | j;
    }

    private void allocate(int size) {
        index.clear();
        if (kind.length < size) {
            kind = new int[size];
            ia = new int[size];
            ib = new int[size];
            base = new double[size][4];
            now = new double[size][4];
            dist = new double[size];
            psi = new double[size];
            psiKnown = new boolean[size];
            solvedHere = new boolean[size];
            solvedTau = new double[size];
            pointA = new double[size][3];
            pointB = new double[size][3];
        }
    }

    /** Seeds candidate i at the step's start (wa, wb, ma, mb placed there): its best solve from the sample seeds. */
    private void seed(int i) {
        int k = kind[i];
        double[] sa = faceA(k) ? wa.faceSamples(ia[i]) : wa.edgeSamples(ia[i]);
        double[] ca = faceA(k) ? wa.faceClusters(ia[i]) : wa.edgeClusters(ia[i]);
        double[] sb = faceB(k) ? wb.faceSamples(ib[i]) : wb.edgeSamples(ib[i]);
        double[] cb = faceB(k) ? wb.faceClusters(ib[i]) : wb.edgeClusters(ib[i]);
        // sample pairs farther than the reach plus both covers cannot lead within the reach
        double limit = reach + (faceA(k) ? a.faceCover[ia[i]] : a.edgeCover[ia[i]])
                + (faceB(k) ? b.faceCover[ib[i]] : b.edgeCover[ib[i]]);
        int found = search.closest(sa, faceA(k) ? 5 : 4, ca, sb, faceB(k) ? 5 : 4, cb, limit);
        double bestD = Double.POSITIVE_INFINITY;
        boolean bestValid = false;
        double[] keep = new double[4];
        for (int s = 0; s < found; s++) {
            System.arraycopy(search.seeds[s], 0, now[i], 0, 4);
            solve(i);
            if (bestValid && !(dist[i] < bestD)) {
                // farther than a valid seed: not kept whatever its region margin
                continue;
            }
            boolean valid = psi(i) >= 0;
            if ((valid && !bestValid) || (valid == bestValid && dist[i] < bestD)) {
                bestD = dist[i];
                bestValid = valid;
                System.arraycopy(now[i], 0, keep, 0, 4);
            }
        }
        dist[i] = bestD;
        System.arraycopy(keep, 0, now[i], 0, 4);
        System.arraycopy(keep, 0, base[i], 0, 4);
    }

    private String nameA(int i) {
        return faceA(kind[i]) ? "face" + ia[i] : BrepDistance.edgeName(a, ia[i], now[i][0]);
    }

    private String nameB(int i) {
        int na = faceA(kind[i]) ? 2 : 1;
        return faceB(kind[i]) ? "face" + ib[i] : BrepDistance.edgeName(b, ib[i], now[i][na]);
    }

    private static boolean faceA(int k) {
        return k == FF || k == FE;
    }

    private static boolean faceB(int k) {
        return k == FF || k == EF;
    }

    private static Vec3 vec(double[] p) {
        return new Vec3(p[0], p[1], p[2]);
    }

    /** The pose a fraction f of the way from p to q: translation linear, rotation by slerp. */
    static Pose3 pose(Pose3 p, Pose3 q, double f) {
        if (f == 0) {
            return p;
        }
        if (f == 1) {
            return q;
        }
        Vec3 t = p.translation().add(q.translation().subtract(p.translation()).scale(f));
        return Pose3.of(p.rotation().slerp(q.rotation(), f), t);
    }
}
