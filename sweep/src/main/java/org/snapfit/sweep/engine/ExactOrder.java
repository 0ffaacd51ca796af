package org.snapfit.sweep.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Items in the exact order of a real algebraic key (increasing, or decreasing for direction −1), handed out lazily
 * as groups of equal keys — the order and the groups of a stable sort by the key, but paying exact comparisons only
 * for the prefix actually consumed. The keys' outward double enclosures are sorted first (no exact arithmetic); a
 * run of transitively overlapping enclosures (a cluster) is then sorted exactly when the consumer reaches it. Items
 * of different clusters are ordered by their enclosures alone, which is exact: every key of a later cluster exceeds
 * the upper end of every enclosure before it. Equal keys have overlapping enclosures, so a group never spans two
 * clusters; within a cluster, ties keep the input order (a stable sort). Mutable cursor; not thread-safe.
 *
 * @param <T> the item type
 */
final class ExactOrder<T> {

    private final List<T> items;
    private final Function<T, RealAlgebraic> key;
    private final int dir;
    private final double[] lo;
    private final double[] hi;
    private final Integer[] byLow;
    private int pos;
    private List<T> cluster = List.of();
    /** Sorted sub-clusters of the current cluster not yet handed out, in order. */
    private final ArrayDeque<List<T>> pending = new ArrayDeque<>();
    private int inCluster;

    /**
     * @param items the items (not copied; must not change while this order is used)
     * @param key the key of an item
     * @param dir +1 for increasing keys, −1 for decreasing
     */
    ExactOrder(List<T> items, Function<T, RealAlgebraic> key, int dir) {
        this.items = items;
        this.key = key;
        this.dir = dir;
        int n = items.size();
        lo = new double[n];
        hi = new double[n];
        byLow = new Integer[n];
        for (int i = 0; i < n; i++) {
            Interval e = key.apply(items.get(i)).enclosure();
            lo[i] = dir > 0 ? e.lo() : -e.hi();
            hi[i] = dir > 0 ? e.hi() : -e.lo();
            byLow[i] = i;
        }
        Arrays.sort(byLow, Comparator.comparingDouble((Integer i) -> lo[i]).thenComparingInt(i -> i));
    }

    /**
     * Relative width (dimensionless, times max(1, |key|)) to which the keys of a cluster are narrowed before it is
     * split again: a certified Newton bracket of the kernel reaches it at once, and it separates keys that are not
     * nearly equal, so that exact comparisons are left for the truly close ones.
     */
    private static final double REFINE_RELATIVE = 0x1p-40;

    /**
     * Narrows the keys of one cluster, then queues its sub-clusters (transitively overlapping narrowed
     * enclosures) in order, each sorted exactly (stable: ties in input order).
     */
    private void splitAfterRefining(Integer[] ids) {
        int n = ids.length;
        double[] l = new double[n];
        double[] h = new double[n];
        Integer[] at = new Integer[n];
        for (int k = 0; k < n; k++) {
            RealAlgebraic x = key.apply(items.get(ids[k]));
            Interval e = x.enclosure();
            double w = REFINE_RELATIVE * Math.max(1, Math.max(Math.abs(e.lo()), Math.abs(e.hi())));
            if (Double.isFinite(w) && e.hi() - e.lo() > w) {
                e = x.tighten(Rational.fromDouble(w)).enclosure();
            }
            l[k] = dir > 0 ? e.lo() : -e.hi();
            h[k] = dir > 0 ? e.hi() : -e.lo();
            at[k] = k;
        }
        Arrays.sort(at, Comparator.comparingDouble((Integer k) -> l[k]).thenComparingInt(k -> ids[k]));
        int p = 0;
        while (p < n) {
            int end = p + 1;
            double maxHi = h[at[p]];
            while (end < n && l[at[end]] <= maxHi) {
                maxHi = Math.max(maxHi, h[at[end]]);
                end++;
            }
            List<Integer> sub = new ArrayList<>();
            for (int k = p; k < end; k++) {
                sub.add(ids[at[k]]);
            }
            sub.sort(null);
            List<T> c = new ArrayList<>(sub.size());
            for (int i : sub) {
                c.add(items.get(i));
            }
            if (c.size() > 1) {
                c.sort((x, y) -> dir > 0 ? key.apply(x).compareTo(key.apply(y)) : key.apply(y).compareTo(key.apply(x)));
            }
            pending.addLast(c);
            p = end;
        }
    }

    /**
     * The next group of items with equal keys, in order.
     *
     * @return the group (a view, in input order among equals), or null when every item has been handed out
     */
    List<T> nextGroup() {
        if (inCluster == cluster.size() && pending.isEmpty()) {
            if (pos == byLow.length) {
                return null;
            }
            int end = pos + 1;
            double maxHi = hi[byLow[pos]];
            while (end < byLow.length && lo[byLow[end]] <= maxHi) {
                maxHi = Math.max(maxHi, hi[byLow[end]]);
                end++;
            }
            Integer[] ids = Arrays.copyOfRange(byLow, pos, end);
            pos = end;
            if (ids.length > 1) {
                splitAfterRefining(ids);
            } else {
                pending.addLast(List.of(items.get(ids[0])));
            }
        }
        if (inCluster == cluster.size()) {
            cluster = pending.removeFirst();
            inCluster = 0;
        }
        RealAlgebraic first = key.apply(cluster.get(inCluster));
        int j = inCluster + 1;
        while (j < cluster.size() && key.apply(cluster.get(j)).compare(first) == Comparison.EQUAL) {
            j++;
        }
        List<T> g = cluster.subList(inCluster, j);
        inCluster = j;
        return g;
    }
}
