package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.snapfit.sweep.traits.Constraint;

/**
 * The constraints of one pawl indexed by the interval of times in which each can possibly be touched
 * ({@link org.snapfit.sweep.traits.Reach#timeRange}: certain, conservative), in buckets of equal width along t.
 * A query for a time window returns, in id order, every constraint whose interval meets the window — a superset of
 * those that can be touched there, so a search that would have skipped the others anyway (the box filter) sees the
 * same constraints in the same order, in time proportional to the answer instead of to the whole C-space. Mutable
 * (a scratch stamp array); one instance per pawl run, not thread-safe.
 */
final class ConstraintIndex {

    /** Bucket count limit relative to the number of constraints (dimensionless). */
    private static final int MAX_BUCKETS_PER_CONSTRAINT = 4;

    private final List<Constraint> all;
    private final double[] lo;
    private final double[] hi;
    /** Constraints whose interval is not finite: in every answer. */
    private final int[] always;
    private final double origin;
    private final double width;
    private final int[][] buckets;
    private final int[] stamp;
    private int epoch;

    private ConstraintIndex(List<Constraint> all, double[] lo, double[] hi, int[] always, double origin,
            double width, int[][] buckets) {
        this.all = all;
        this.lo = lo;
        this.hi = hi;
        this.always = always;
        this.origin = origin;
        this.width = width;
        this.buckets = buckets;
        this.stamp = new int[all.size()];
    }

    /**
     * Indexes the constraints (ids 0, 1, … in list order).
     *
     * @param all every constraint of the pawl, constraint i having id i
     * @return the index
     */
    static ConstraintIndex of(List<Constraint> all) {
        int n = all.size();
        double[] lo = new double[n];
        double[] hi = new double[n];
        List<Integer> inf = new ArrayList<>();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double[] widths = new double[n];
        int finite = 0;
        for (int i = 0; i < n; i++) {
            double[] r = all.get(i).reach().timeRange();
            lo[i] = r[0];
            hi[i] = r[1];
            if (!Double.isFinite(r[0]) || !Double.isFinite(r[1])) {
                inf.add(i);
                continue;
            }
            min = Math.min(min, r[0]);
            max = Math.max(max, r[1]);
            widths[finite++] = r[1] - r[0];
        }
        int nb = 1;
        double w = 1;
        if (finite > 0 && max > min) {
            Arrays.sort(widths, 0, finite);
            double median = widths[finite / 2];
            double span = max - min;
            nb = (int) Math.min((double) MAX_BUCKETS_PER_CONSTRAINT * n + 1, Math.max(1, Math.ceil(span / Math.max(median,
                    span / (MAX_BUCKETS_PER_CONSTRAINT * (double) n + 1)))));
            w = span / nb;
        }
        double origin = finite > 0 ? min : 0;
        int[] count = new int[nb];
        for (int i = 0; i < n; i++) {
            if (Double.isFinite(lo[i]) && Double.isFinite(hi[i])) {
                int b2 = bucket(hi[i], origin, w, nb);
                for (int b = bucket(lo[i], origin, w, nb); b <= b2; b++) {
                    count[b]++;
                }
            }
        }
        int[][] buckets = new int[nb][];
        for (int b = 0; b < nb; b++) {
            buckets[b] = new int[count[b]];
            count[b] = 0;
        }
        for (int i = 0; i < n; i++) {
            if (Double.isFinite(lo[i]) && Double.isFinite(hi[i])) {
                int b2 = bucket(hi[i], origin, w, nb);
                for (int b = bucket(lo[i], origin, w, nb); b <= b2; b++) {
                    buckets[b][count[b]++] = i;
                }
            }
        }
        int[] always = inf.stream().mapToInt(Integer::intValue).toArray();
        return new ConstraintIndex(all, lo, hi, always, origin, w, buckets);
    }

    private static int bucket(double t, double origin, double w, int nb) {
        double k = Math.floor((t - origin) / w);
        return (int) Math.max(0, Math.min(nb - 1, k));
    }

    /**
     * The constraints whose time interval meets [t1, t2], in id order, restricted to a pool; or null when the
     * window is not finite or covers most buckets (the caller then scans its whole pool, which is as cheap).
     *
     * @param t1 window start
     * @param t2 window end, ≥ t1
     * @param inPool membership by id, or null for every constraint
     * @return the candidates in id order, or null
     */
    List<Constraint> query(double t1, double t2, boolean[] inPool) {
        if (!Double.isFinite(t1) || !Double.isFinite(t2)) {
            return null;
        }
        int b1 = bucket(t1, origin, width, buckets.length);
        int b2 = bucket(t2, origin, width, buckets.length);
        if (2 * (b2 - b1 + 1) > buckets.length && buckets.length > 1) {
            return null;
        }
        epoch++;
        int[] ids = new int[16];
        int m = 0;
        for (int b = b1; b <= b2; b++) {
            for (int i : buckets[b]) {
                if (stamp[i] != epoch && lo[i] <= t2 && hi[i] >= t1 && (inPool == null || inPool[i])) {
                    stamp[i] = epoch;
                    if (m == ids.length) {
                        ids = Arrays.copyOf(ids, 2 * m);
                    }
                    ids[m++] = i;
                }
            }
        }
        for (int i : always) {
            if (inPool == null || inPool[i]) {
                if (m == ids.length) {
                    ids = Arrays.copyOf(ids, 2 * m);
                }
                ids[m++] = i;
            }
        }
        Arrays.sort(ids, 0, m);
        List<Constraint> out = new ArrayList<>(m);
        for (int k = 0; k < m; k++) {
            out.add(all.get(ids[k]));
        }
        return out;
    }

    /**
     * The bucket holding t (monotone in t).
     *
     * @param t a time
     * @return the bucket index
     */
    int bucketOf(double t) {
        return bucket(t, origin, width, buckets.length);
    }

    /**
     * Number of buckets.
     *
     * @return the count
     */
    int bucketCount() {
        return buckets.length;
    }

    /**
     * The upper end of bucket b in t (approximate: the bucket of a time slightly below it may be b + 1).
     *
     * @param b a bucket index
     * @return origin + (b + 1)·width
     */
    double bucketEnd(int b) {
        return origin + (b + 1) * width;
    }

    /**
     * Scale for margins around bucket ends: 1 + |origin| + span (mm-free, in units of t).
     *
     * @return the scale
     */
    double scale() {
        return 1 + Math.abs(origin) + width * buckets.length;
    }

    /**
     * The ids in bucket b (any order); the caller dedupes across buckets with {@link #firstSeen}.
     *
     * @param b a bucket index
     * @return the ids
     */
    int[] bucket(int b) {
        return buckets[b];
    }

    /** Starts a new deduplication pass for {@link #firstSeen}. */
    void newPass() {
        epoch++;
    }

    /**
     * Whether id i is met for the first time in the current pass (then marks it).
     *
     * @param i a constraint id
     * @return true the first time
     */
    boolean firstSeen(int i) {
        if (stamp[i] == epoch) {
            return false;
        }
        stamp[i] = epoch;
        return true;
    }

    /**
     * Constraints in every answer (non-finite intervals).
     *
     * @return their ids
     */
    int[] always() {
        return always;
    }

    /**
     * The constraint with id i.
     *
     * @param i the id
     * @return the constraint
     */
    Constraint get(int i) {
        return all.get(i);
    }
}
