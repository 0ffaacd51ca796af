package org.snapfit.algebra.merge;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.cspace.ArcBox;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The face of the start by divide and conquer with a red–blue merge (Guibas, Sharir and Sifrony 1989;
 * docs/model.md): split the arcs into a red and a blue half, compute each half's face containing z recursively, and merge —
 * the face of A(R ∪ B) containing z is the component of f_R ∩ f_B containing z, which is the face containing z of
 * the arrangement of the two boundaries (leaving f_R or f_B means crossing one of their boundary edges). Leaves of
 * at most {@link #LEAF_SIZE} arcs are solved by a full arrangement.
 *
 * <p><b>Planning</b> (the default builder, {@link #SingleFaceBuilder(CurveKernel)}; the two-argument constructor runs
 * the plain divide and conquer). Fewer than {@link #DIRECT_BELOW} arcs: divide and conquer. Otherwise the density of
 * the full arrangement is predicted from {@link #PAIR_SAMPLES} arc pairs drawn with a fixed seed (their common
 * points, exact, via {@code CSpaceTraits.intersect}; the draw stops early on a clearly dense set): at most
 * {@link #FULL_RATIO} common points per arc means a linear-size arrangement (pawl-against-rack C-spaces: the start's
 * face there holds most of the arrangement, so every divide-and-conquer level re-builds about the whole face), and the
 * full arrangement of all arcs is built once and its face of z extracted. A dense set takes a stride sample of up to
 * {@link #SAMPLE_MAX} arcs (a quarter at most) and computes its face F0 of z (planned, recursively): F ⊆ F0, because
 * adding arcs only splits faces. When F0 is bounded, every arc that misses F0's closure is dropped — exact: the box of
 * F0's outer cycle holds F0 (certified {@code ArcBox}es), an arc with no common point with ∂F0 (boxes, then exact
 * {@code intersect}) lies wholly inside F0 or wholly outside its closure, and one point location decides; arcs that
 * miss the closure of F0 change neither F0 nor the component of z inside it, so the face of z among the kept arcs is
 * F, with the same boundary pieces and vertices. The loop repeats on the kept arcs; an unbounded F0 doubles the
 * sample; a filter that keeps more than {@link #SHRINK} of the arcs ends in the divide and conquer. The plan uses
 * doubles and a seeded draw only to choose the work, never to decide the face: every path returns the same face.
 *
 * <p>Three merges, equal in result ({@link MergeStrategy}): {@code FULL_BOUNDARIES} (the default) builds the
 * arrangement of all boundary pieces of both faces; {@code RESTRICTED} is described next; {@code GSS} computes only
 * z's component of f_R ∩ f_B by a restricted exploration of both faces' vertical decompositions (package-private
 * {@code GssMerge}, which documents its algorithm, exactness and cost; measured slower than the default so far).
 *
 * <p><b>Restricted merge as built</b> (a simpler restriction in the spirit of GSS, not their two restricted sweeps;
 * R and B below are the distinct boundary pieces of f_R and f_B). A piece is <em>touched</em> when it has a common
 * point with a piece of the other colour.
 * <ol>
 * <li>An untouched piece that lies <em>outside</em> the other face is dropped. Exact because such a piece is a
 * connected closed set disjoint from the other boundary, hence entirely inside the other face or entirely outside its
 * closure; outside, it is disjoint from the closure of F, so no vertex or edge of ∂F lies on it and F stays a whole
 * component of the complement of the kept pieces.</li>
 * <li>A hole cycle H of f_R all of whose pieces are untouched and which lies <em>inside</em> f_B is <em>deferred</em>
 * (and likewise for blue): it is left out of the build and, once the face F' of z among the kept pieces is known,
 * located by one point: if it lies in F' it becomes a hole of F with exactly its old edges (nothing of the other
 * colour meets it, and F lies on the same side of it as f_R did), otherwise it is dropped. Exact because H is compact,
 * touches no kept piece, f_R lies outside it and its inside misses f_R (so contains neither z nor another deferred
 * hole): F = F' minus H and its inside, which stays connected.</li>
 * <li>Everything else is kept and the arrangement of the kept pieces is built ({@link ArrangementBuilder}, used as
 * a black box); F' is its face of z.</li>
 * </ol>
 * "Untouched" is certified by boxes alone ({@code ArcBox}: outward-rounded u- and t-enclosures, scanned in
 * u-order): a piece whose box meets no box of the other colour has no common point with it; a piece whose box meets
 * one is treated as touched (kept), which is always safe, so no exact intersection is computed by the filter. "Inside/outside" is point location of a rational point q with a small
 * denominator inside the piece: the other boundary's piece directly below q on the vertical line u = u(q) (t at a
 * rational u is rational) decides (inside iff the face lies above it; else the piece directly above); when the line
 * meets no boundary piece and that boundary is compact, the line lies in the face iff the face is unbounded. An
 * undecided test (q on the vertical line through a vertex, or a non-compact boundary missed by the line) keeps the
 * piece, or builds with the hole — always safe.
 *
 * <p><b>Cost, honestly.</b> Per merge: the boxes O(|R| + |B|); the box scan O((|R| + |B|) log(|R| + |B|) + P) with
 * P the number of red–blue pairs whose u-ranges overlap (O(|R|·|B|) in the worst case), all in doubles; point
 * location once per maximal run of untouched pieces, O(|other face|) interval evaluations each (exact rationals only
 * for the few pieces whose enclosures cannot be ordered); then the builder on the kept pieces.
 * The kept set holds ∂F except the deferred holes, plus pieces inside the other face that are not on ∂F: it is
 * not the reachable part only, so the merge is not the O((|R| + |B|) log) GSS merge and the whole algorithm is not
 * O(λ_{s+2}(n) log² n) in the worst case. It drops only pieces that no red–blue crossing touches, so it never
 * removes the red–blue crossings outside F (the term GSS's restricted sweeps avoid); with the sweep-based builder
 * those dropped pieces were cheap anyway, and on every measured instance the restricted merge was slower than the
 * full one (README-face.md) — hence the default. Exact. Not thread-safe (the kernel is not).
 *
 * <p><b>Size.</b> Above 600 lines on purpose: the planner (density sample, stride samples, the closure filter), the
 * divide and conquer and the two merges it owns share the kernel, the leaf solver and the face-side bookkeeping;
 * {@code GssMerge} already lives apart.
 */
public final class SingleFaceBuilder {
    /** Subproblems with at most this many arcs are solved by a full arrangement. */
    public static final int LEAF_SIZE = 8;

    /** Planning: fewer arcs than this go straight to the divide and conquer (dimensionless count). */
    static final int DIRECT_BELOW = 128;
    /** Planning: the largest first sample (arcs); a sample is at most a quarter of the arcs. */
    static final int SAMPLE_MAX = 512;
    /**
     * Planning: the full arrangement of all arcs is built when the sample predicts at most this many arc-interior
     * vertex incidences per arc (dimensionless; 4 ≈ two crossings per arc, a linear-size arrangement).
     */
    static final double FULL_RATIO = 4;
    /** Planning: a box filter that keeps more than this fraction of the arcs does not count as progress. */
    static final double SHRINK = 0.8;
    /** Planning: how many arc pairs are intersected to predict the arrangement's density. */
    static final int PAIR_SAMPLES = 20_000;
    /**
     * Planning: the pair sample stops early once it has found this many common points and predicts more than
     * {@link #DENSE_FACTOR} times the full-build ratio per arc (clearly not linear; dimensionless counts).
     */
    static final int DENSE_POINTS = 16;
    /** Planning: see {@link #DENSE_POINTS} (dimensionless). */
    static final double DENSE_FACTOR = 4;
    /** Planning: the fixed seed of the pair sample (deterministic plans). */
    static final long PAIR_SEED = 20261126L;

    private final CurveKernel kernel;
    private final CSpaceTraits traits;
    private final MergeStrategy strategy;
    /** For tests: when present, the GSS merge appends every red–blue crossing it materialises (see {@link GssMerge}). */
    Optional<List<ArcPoint>> crossingLog = Optional.empty();
    private final boolean planned;
    private final int directBelow;
    private final int sampleMax;
    private final double fullRatio;
    private final Map<GraphArc, ArcBox> boxCache = new IdentityHashMap<>();
    /** How often each plan step ran (package-private, for tests: full builds, shrinking filters, divisions). */
    final int[] planSteps = new int[3];

    /**
     * A builder over one kernel, with the default merge ({@link MergeStrategy#FULL_BOUNDARIES}, measured faster).
     *
     * @param kernel the kernel owning every arc's curve
     */
    public SingleFaceBuilder(CurveKernel kernel) {
        this(kernel, MergeStrategy.FULL_BOUNDARIES, true, DIRECT_BELOW, SAMPLE_MAX, FULL_RATIO);
    }

    /**
     * A builder over one kernel with a chosen merge that always runs the plain divide and conquer (no sample
     * planning, see the class comment); both strategies give the same face, and the same face as
     * {@link #SingleFaceBuilder(CurveKernel)}.
     *
     * @param kernel the kernel owning every arc's curve
     * @param strategy the merge
     */
    public SingleFaceBuilder(CurveKernel kernel, MergeStrategy strategy) {
        this(kernel, strategy, false, DIRECT_BELOW, SAMPLE_MAX, FULL_RATIO);
    }

    /** Package-private for tests: the planning thresholds made small, so small instances take every path. */
    SingleFaceBuilder(CurveKernel kernel, MergeStrategy strategy, boolean planned, int directBelow, int sampleMax,
            double fullRatio) {
        this.kernel = kernel;
        this.traits = new CSpaceTraits(kernel);
        this.strategy = strategy;
        this.planned = planned;
        this.directBelow = directBelow;
        this.sampleMax = sampleMax;
        this.fullRatio = fullRatio;
    }

    /**
     * The face containing z of the arrangement of the given arcs.
     *
     * @param arcs graph arcs of this builder's kernel
     * @param z the start point, on none of the arcs
     * @return the face
     * @throws IllegalArgumentException if z lies on an arc
     */
    public FreeFace face(List<GraphArc> arcs, ArcPoint z) {
        return planned ? plannedFace(arcs, z) : divide(arcs, z);
    }

    /** The plain divide and conquer: halves in input order, leaves by a full arrangement, the red–blue merge. */
    private FreeFace divide(List<GraphArc> arcs, ArcPoint z) {
        if (arcs.size() <= LEAF_SIZE) {
            return FreeFace.of(new ArrangementBuilder<>(traits).addAll(arcs).build(), z);
        }
        int mid = arcs.size() / 2;
        FreeFace red = divide(arcs.subList(0, mid), z);
        FreeFace blue = divide(arcs.subList(mid, arcs.size()), z);
        return merge(red, blue, z);
    }

    /**
     * The planned face (class comment, "Planning"): a linear-size arrangement (predicted from sampled pairs) is
     * built in full; otherwise the face of a sample (planned recursively) shrinks the arc set when it is bounded
     * (arcs whose boxes miss that face's box are dropped), a larger sample is tried when it is not, and the divide
     * and conquer takes what is left.
     */
    private FreeFace plannedFace(List<GraphArc> arcs, ArcPoint z) {
        List<GraphArc> cur = arcs;
        int m = Math.min(sampleMax, cur.size() / 4);
        while (true) {
            int n = cur.size();
            if (n < directBelow) {
                planSteps[2]++;
                return divide(cur, z);
            }
            double density = commonPointsPerArc(cur);
            if (density <= fullRatio) {
                planSteps[0]++;
                return FreeFace.of(new ArrangementBuilder<>(traits).addAll(cur).build(), z);
            }
            if (4 * m > n) {
                planSteps[2]++;
                return divide(cur, z);
            }
            List<GraphArc> sample = new ArrayList<>(m);
            for (int i = 0; i < m; i++) {
                sample.add(cur.get((int) ((long) i * n / m)));
            }
            FreeFace f0 = plannedFace(sample, z);
            if (f0.isUnbounded()) {
                m *= 2;
                continue;
            }
            List<GraphArc> kept = meetingClosure(f0, cur);
            if (kept.size() > SHRINK * n) {
                planSteps[2]++;
                return divide(cur, z);
            }
            planSteps[1]++;
            cur = kept;
            m = Math.min(sampleMax, cur.size() / 4);
        }
    }

    /**
     * The predicted number of arc-interior common points per arc of the full arrangement: (n − 1) times the mean
     * number of common points of {@link #PAIR_SAMPLES} pairs drawn with a fixed seed (all pairs when there are
     * fewer). Decides only the plan, never the face.
     */
    private double commonPointsPerArc(List<GraphArc> arcs) {
        int n = arcs.size();
        long pairs = (long) n * (n - 1) / 2;
        long points = 0;
        long drawn = 0;
        if (pairs <= PAIR_SAMPLES) {
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    points += traits.intersect(arcs.get(i), arcs.get(j)).size();
                }
            }
            drawn = pairs;
        } else {
            Random random = new Random(PAIR_SEED);
            while (drawn < PAIR_SAMPLES && !(points >= DENSE_POINTS && (double) points / drawn * (n - 1) > DENSE_FACTOR * fullRatio)) {
                int i = random.nextInt(n);
                int j = random.nextInt(n - 1);
                points += traits.intersect(arcs.get(i), arcs.get(j < i ? j : j + 1)).size();
                drawn++;
            }
        }
        return drawn == 0 ? 0 : (double) points / drawn * (n - 1);
    }

    /**
     * The arcs that may meet the closure of a bounded face F0 (every arc that does is kept). An arc whose certified
     * box misses the box of F0's outer cycle misses F0's closure (a bounded face lies inside its outer cycle); an arc
     * with no common point with any boundary piece (boxes first, then {@code intersect}, exact) lies wholly inside
     * F0 or wholly outside its closure (it is connected), and one point location ({@link #locate}) tells which;
     * undecided arcs are kept.
     */
    private List<GraphArc> meetingClosure(FreeFace f0, List<GraphArc> arcs) {
        FaceSides fs = sides(f0, new HashMap<>());
        double uLo = Double.POSITIVE_INFINITY;
        double uHi = Double.NEGATIVE_INFINITY;
        double tLo = Double.POSITIVE_INFINITY;
        double tHi = Double.NEGATIVE_INFINITY;
        for (Side sd : fs.list) {
            uLo = Math.min(uLo, sd.box.uLo());
            uHi = Math.max(uHi, sd.box.uHi());
            tLo = Math.min(tLo, sd.box.tLo());
            tHi = Math.max(tHi, sd.box.tHi());
        }
        ArcBox faceBox = ArcBox.ofRanges(uLo, uHi, tLo, tHi);
        List<GraphArc> kept = new ArrayList<>();
        for (GraphArc a : arcs) {
            ArcBox box = boxCache.computeIfAbsent(a, x -> ArcBox.of(kernel, x));
            if (box.disjoint(faceBox)) {
                continue;
            }
            boolean touches = false;
            for (int i = 0; i < fs.list.size() && !touches; i++) {
                Side sd = fs.list.get(i);
                touches = !box.disjoint(sd.box) && !traits.intersect(a, sd.arc).isEmpty();
            }
            if (touches || locate(a, fs) != Where.OUTSIDE) {
                kept.add(a);
            }
        }
        return kept;
    }

    /**
     * The face of a start that may lie on a curve (contact at the start): for a start off every arc, the face
     * containing it ({@link StartLocation#INTERIOR}); for a start on an arc, the face on the given side of it along
     * the sweep line t = t0 (see {@link FreeSide}), computed as the face of an interior point beside the start
     * ({@code SweepLine.besideStart}), with the start on its boundary and its location {@link StartLocation#ON_EDGE}
     * or {@link StartLocation#ON_VERTEX} (an end of an arc, or two different curves meeting at the start).
     *
     * @param arcs graph arcs of this builder's kernel
     * @param z the start point
     * @param side the free side, used only when z lies on an arc
     * @return the face
     * @throws IllegalArgumentException if z lies on an arc and an arc of constant t = t0 runs from z along the sweep
     *     line on that side (no face lies there)
     */
    public FreeFace face(List<GraphArc> arcs, ArcPoint z, FreeSide side) {
        boolean on = false;
        boolean vertex = false;
        Object first = null;
        RealAlgebraic u = z.u();
        for (GraphArc a : arcs) {
            if (!a.containsU(u) || kernel.compareAt(z.curve(), a.curve(), u) != Comparison.EQUAL) {
                continue;
            }
            on = true;
            vertex |= a.uMin().isPresent() && a.uMin().get().compare(u) == Comparison.EQUAL
                    || a.uMax().isPresent() && a.uMax().get().compare(u) == Comparison.EQUAL
                    || first != null && first != a.curve();
            first = a.curve();
        }
        if (!on) {
            return face(arcs, z);
        }
        FreeFace f = face(arcs, SweepLine.besideStart(kernel, arcs, z, side));
        return f.withStart(z, vertex ? StartLocation.ON_VERTEX : StartLocation.ON_EDGE, Optional.of(side));
    }

    /**
     * The red–blue merge: the face containing z of the union of two faces' boundaries, restricted as the class
     * comment describes ({@link MergeStrategy#RESTRICTED}), by the GSS exploration from z ({@link MergeStrategy#GSS},
     * see {@code GssMerge}), or not restricted ({@link MergeStrategy#FULL_BOUNDARIES}).
     *
     * @param red the face of z in the red arrangement
     * @param blue the face of z in the blue arrangement
     * @param z the start point
     * @return the face of z in the arrangement of all arcs
     * @throws IllegalArgumentException if z lies on a boundary arc
     */
    public FreeFace merge(FreeFace red, FreeFace blue, ArcPoint z) {
        if (strategy == MergeStrategy.GSS) {
            return new GssMerge(kernel, traits, crossingLog).merge(red, blue, z);
        }
        if (strategy == MergeStrategy.FULL_BOUNDARIES) {
            return mergeUnrestricted(red, blue, z);
        }
        Map<GraphArc, Side> rMap = new HashMap<>();
        Map<GraphArc, Side> bMap = new HashMap<>();
        FaceSides r = sides(red, rMap);
        FaceSides b = sides(blue, bMap);
        markTouching(r.list, b.list);
        List<GraphArc> kept = new ArrayList<>();
        List<List<BoundaryEdge>> deferred = new ArrayList<>();
        select(red, r, rMap, b, kept, deferred);
        select(blue, b, bMap, r, kept, deferred);
        while (true) {
            FreeFace base = FreeFace.of(new ArrangementBuilder<>(traits).addAll(kept).build(), z);
            if (deferred.isEmpty()) {
                return base;
            }
            FaceSides f = sides(base, new HashMap<>());
            List<List<BoundaryEdge>> adopted = new ArrayList<>();
            List<List<BoundaryEdge>> undecided = new ArrayList<>();
            for (List<BoundaryEdge> h : deferred) {
                Where w = Where.UNDECIDED;
                for (int i = 0; i < h.size() && w == Where.UNDECIDED; i++) {
                    w = locate(h.get(i).piece(), f);
                }
                if (w == Where.INSIDE) {
                    adopted.add(h);
                } else if (w == Where.UNDECIDED) {
                    undecided.add(h);
                }
            }
            if (undecided.isEmpty()) {
                return base.withExtraHoles(adopted);
            }
            // rare: a hole could not be located; build with it and locate the other deferred holes again
            for (List<BoundaryEdge> h : undecided) {
                for (BoundaryEdge e : h) {
                    kept.add(e.piece());
                }
            }
            deferred.removeAll(undecided);
        }
    }

    /**
     * Splits one colour's boundary pieces: an untouched hole cycle certified inside the other face is deferred
     * (placed after the build by one point location); an untouched piece certified outside the other face is
     * dropped; every other piece is kept for the build.
     */
    private void select(FreeFace face, FaceSides mine, Map<GraphArc, Side> map, FaceSides other, List<GraphArc> kept,
            List<List<BoundaryEdge>> deferred) {
        List<List<BoundaryEdge>> cycles = face.cycles();
        for (int ci = 0; ci < cycles.size(); ci++) {
            List<BoundaryEdge> c = cycles.get(ci);
            int n = c.size();
            int start = -1;
            for (int i = 0; i < n && start < 0; i++) {
                if (map.get(c.get(i).piece()).touched) {
                    start = i;
                }
            }
            if (start < 0) {
                // the whole cycle is untouched: one connected set off the other boundary, one location decides it
                Where w = locateAny(c, 0, n, other);
                boolean defer = w == Where.INSIDE && ci > 0;
                if (defer) {
                    deferred.add(c);
                }
                for (BoundaryEdge e : c) {
                    map.get(e.piece()).where = defer ? Where.DEFERRED : w;
                }
                continue;
            }
            // maximal runs of untouched pieces between touched ones: each run is connected (consecutive pieces share
            // an untouched vertex) and off the other boundary, so one location decides the whole run
            for (int k = 1; k <= n; k++) {
                int i = (start + k) % n;
                if (map.get(c.get(i).piece()).touched) {
                    continue;
                }
                int len = 0;
                while (len < n && !map.get(c.get((i + len) % n).piece()).touched) {
                    len++;
                }
                Where w = locateAny(c, i, len, other);
                for (int j = 0; j < len; j++) {
                    map.get(c.get((i + j) % n).piece()).where = w;
                }
                k += len - 1;
            }
        }
        for (Side s : mine.list) {
            if (s.touched || s.where == Where.INSIDE || s.where == Where.UNDECIDED) {
                kept.add(s.arc);
            }
        }
    }

    /** The location of a run of pieces off the other boundary: the first decided location along the run. */
    private Where locateAny(List<BoundaryEdge> cycle, int from, int len, FaceSides other) {
        Where w = Where.UNDECIDED;
        for (int j = 0; j < len && w == Where.UNDECIDED; j++) {
            w = locate(cycle.get((from + j) % cycle.size()).piece(), other);
        }
        return w;
    }

    /** The unrestricted merge (also the restricted one's oracle): the arrangement of both boundaries, then z's face. */
    FreeFace mergeUnrestricted(FreeFace red, FreeFace blue, ArcPoint z) {
        List<GraphArc> boundary = new ArrayList<>();
        for (Side s : sides(red, new HashMap<>()).list) {
            boundary.add(s.arc);
        }
        for (Side s : sides(blue, new HashMap<>()).list) {
            boundary.add(s.arc);
        }
        return FreeFace.of(new ArrangementBuilder<>(traits).addAll(boundary).build(), z);
    }

    /** One distinct boundary piece of a face, the sides on which the face lies, and its certified box. */
    private static final class Side {
        final GraphArc arc;
        final ArcBox box;
        boolean freeAbove;
        boolean freeBelow;
        boolean touched;
        Where where = Where.UNDECIDED;

        Side(GraphArc arc, ArcBox box) {
            this.arc = arc;
            this.box = box;
        }
    }

    /** A face's distinct boundary pieces; whether they are all bounded (no pole, no infinite u); unboundedness. */
    private record FaceSides(List<Side> list, boolean compactBoundary, boolean unbounded) {
    }

    /** Each boundary edge once, with the sides of the face (an edge with the face on both sides appears twice). */
    private FaceSides sides(FreeFace f, Map<GraphArc, Side> seen) {
        List<Side> out = new ArrayList<>();
        boolean compact = true;
        for (BoundaryEdge e : f.allEdges()) {
            Side s = seen.get(e.piece());
            if (s == null) {
                s = new Side(e.piece(), ArcBox.of(kernel, e.piece()));
                GraphArc a = e.piece();
                compact &= a.uMin().isPresent() && a.uMax().isPresent() && a.minPoleSign() == Sign.ZERO
                        && a.maxPoleSign() == Sign.ZERO;
                seen.put(e.piece(), s);
                out.add(s);
            }
            if (e.freeAtLargerT()) {
                s.freeAbove = true;
            } else {
                s.freeBelow = true;
            }
        }
        return new FaceSides(out, compact, f.isUnbounded());
    }

    /** Marks every red and blue piece that has a common point with a piece of the other colour. */
    private void markTouching(List<Side> r, List<Side> b) {
        Integer[] order = sortedByULo(b);
        double[] lows = new double[order.length];
        for (int k = 0; k < order.length; k++) {
            lows[k] = b.get(order[k]).box.uLo();
        }
        for (int i = 0; i < r.size(); i++) {
            Side x = r.get(i);
            int end = upperBound(lows, x.box.uHi());
            for (int k = 0; k < end; k++) {
                int j = order[k];
                Side y = b.get(j);
                if (x.touched && y.touched) {
                    continue;
                }
                if (!x.box.disjoint(y.box)) {
                    x.touched = true;
                    y.touched = true;
                }
            }
        }
    }

    private static Integer[] sortedByULo(List<Side> s) {
        Integer[] order = new Integer[s.size()];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        Arrays.sort(order, (p, q) -> Double.compare(s.get(p).box.uLo(), s.get(q).box.uLo()));
        return order;
    }

    /** The number of sorted values that are at most x. */
    private static int upperBound(double[] sorted, double x) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int m = (lo + hi) >>> 1;
            if (sorted[m] <= x) {
                lo = m + 1;
            } else {
                hi = m;
            }
        }
        return lo;
    }

    /** Where an arc lies relative to a face whose boundary it does not meet (DEFERRED: a hole placed later). */
    private enum Where { INSIDE, OUTSIDE, UNDECIDED, DEFERRED }

    /**
     * Where an arc that has no common point with a face's boundary lies, decided at a rational point q inside the
     * arc by the boundary pieces directly below/above q on the vertical line u = u(q).
     */
    private Where locate(GraphArc arc, FaceSides face) {
        Rational q = rationalInside(arc);
        Interval qi = Interval.enclosing(q);
        Interval tqi = ArcBox.tEnclosure(arc.curve(), qi);
        Rational[] tq = new Rational[1];
        RealAlgebraic qa = RealAlgebraic.of(q);
        List<Candidate> below = new ArrayList<>();
        List<Candidate> above = new ArrayList<>();
        for (Side s : face.list) {
            if (s.box.uHi() < qi.lo() || s.box.uLo() > qi.hi()) {
                continue; // certified: q outside the piece's u-range (outward-rounded enclosures)
            }
            GraphArc o = s.arc;
            if (!o.containsU(qa)) {
                continue;
            }
            if (o.uMin().isPresent() && o.uMin().get().compare(q) == Comparison.EQUAL
                    || o.uMax().isPresent() && o.uMax().get().compare(q) == Comparison.EQUAL) {
                return Where.UNDECIDED; // a vertex of the boundary on the vertical line through q
            }
            Candidate c = new Candidate(s, ArcBox.tEnclosure(o.curve(), qi), q);
            if (c.t != null && tqi != null && c.t.strictlyBelow(tqi)) {
                below.add(c);
            } else if (c.t != null && tqi != null && tqi.strictlyBelow(c.t)) {
                above.add(c);
            } else {
                if (tq[0] == null) {
                    tq[0] = tAt(arc, q);
                }
                int cmp = c.exact().compareTo(tq[0]);
                if (cmp == 0) {
                    return Where.UNDECIDED; // cannot happen for an arc off the boundary; decide nothing
                }
                (cmp < 0 ? below : above).add(c);
            }
        }
        Optional<Candidate> b = nearest(below, true);
        if (b.isPresent()) {
            return b.get().side.freeAbove ? Where.INSIDE : Where.OUTSIDE;
        }
        Optional<Candidate> u = nearest(above, false);
        if (u.isPresent()) {
            return u.get().side.freeBelow ? Where.INSIDE : Where.OUTSIDE;
        }
        if (face.compactBoundary) {
            // the line u = q misses a compact boundary: it lies in the face iff the face is the unbounded one
            return face.unbounded ? Where.INSIDE : Where.OUTSIDE;
        }
        return Where.UNDECIDED;
    }

    /** A boundary piece on the vertical line u = q, with a certified enclosure of its t there (or null). */
    private static final class Candidate {
        final Side side;
        final Interval t;
        final Rational q;
        Rational exactT;

        Candidate(Side side, Interval t, Rational q) {
            this.side = side;
            this.t = t;
            this.q = q;
        }

        Rational exact() {
            if (exactT == null) {
                exactT = tAt(side.arc, q);
            }
            return exactT;
        }

        double lo() {
            return t == null ? Double.NEGATIVE_INFINITY : t.lo();
        }

        double hi() {
            return t == null ? Double.POSITIVE_INFINITY : t.hi();
        }
    }

    /**
     * The highest candidate (highest = true) or the lowest: the enclosures discard every candidate that is certainly
     * beaten (its upper end below the best lower end, or the mirror), exact t-values decide among the rest.
     */
    private static Optional<Candidate> nearest(List<Candidate> cs, boolean highest) {
        if (cs.isEmpty()) {
            return Optional.empty();
        }
        double bound = highest ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (Candidate c : cs) {
            bound = highest ? Math.max(bound, c.lo()) : Math.min(bound, c.hi());
        }
        Candidate best = null;
        for (Candidate c : cs) {
            if (highest ? c.hi() < bound : c.lo() > bound) {
                continue;
            }
            if (best == null || (highest ? c.exact().compareTo(best.exact()) > 0 : c.exact().compareTo(best.exact()) < 0)) {
                best = c;
            }
        }
        return Optional.of(best);
    }

    private static Rational tAt(GraphArc a, Rational u) {
        return a.curve().a().evaluate(u).divide(a.curve().b().evaluate(u)).negate();
    }

    /** A rational with a small denominator strictly inside an arc's u-range (cheap to evaluate at). */
    static Rational rationalInside(GraphArc arc) {
        if (arc.uMin().isEmpty() && arc.uMax().isEmpty()) {
            return Rational.ZERO;
        }
        if (arc.uMin().isEmpty()) {
            return Rational.of(arc.uMax().get().lower().floor().subtract(BigInteger.ONE));
        }
        if (arc.uMax().isEmpty()) {
            return Rational.of(arc.uMin().get().upper().floor().add(BigInteger.ONE));
        }
        RealAlgebraic lo = arc.uMin().get();
        RealAlgebraic hi = arc.uMax().get();
        Rational width = hi.upper().subtract(lo.lower());
        while (lo.upper().compareTo(hi.lower()) >= 0) {
            width = width.multiply(Rational.HALF);
            lo = lo.refine(width);
            hi = hi.refine(width);
        }
        return simpleBetween(lo.upper(), hi.lower());
    }

    /**
     * A rational r with lo &lt; r &lt; hi and a small denominator (a continued-fraction descent: an integer when
     * one lies strictly inside, else floor(lo) + 1/r' with r' between the reciprocals).
     */
    static Rational simpleBetween(Rational lo, Rational hi) {
        BigInteger f = lo.floor();
        Rational next = Rational.of(f.add(BigInteger.ONE));
        if (next.compareTo(hi) < 0) {
            return next;
        }
        Rational fr = Rational.of(f);
        if (lo.compareTo(fr) == 0) {
            // (f, hi) with hi <= f + 1: f + 1/k for an integer k > 1/(hi - f)
            return fr.add(Rational.of(hi.subtract(fr).reciprocal().floor().add(BigInteger.ONE)).reciprocal());
        }
        return fr.add(simpleBetween(hi.subtract(fr).reciprocal(), lo.subtract(fr).reciprocal()).reciprocal());
    }

    /**
     * The kernel.
     *
     * @return the kernel
     */
    public CurveKernel kernel() {
        return kernel;
    }
}
