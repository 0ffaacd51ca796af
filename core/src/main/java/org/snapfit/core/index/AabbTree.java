package org.snapfit.core.index;

import java.util.List;
import java.util.function.IntConsumer;

/**
 * A static bounding-volume hierarchy over numbered boxes (items 0..n-1), built top-down by median split on the
 * longest axis of the box centres. Immutable after construction (there is no insert) and thread-safe.
 *
 * <p>Build is O(n log n) (a linear-time median selection per level), a query visits O(log n + k) nodes for k
 * reported items on well-spread data; {@link Cursor} queries allocate nothing. Semantics: see the package documentation (conservative, closed boxes).
 */
public final class AabbTree {
    /** Leaves hold at most this many items (a count, dimensionless). */
    public static final int LEAF_SIZE = 4;

    private final int itemCount;
    /** Per node: min x, y, z, max x, y, z. */
    private final double[] bounds;
    /** Per node: first child index, or -1 for a leaf. */
    private final int[] left;
    /** Per node: second child index, or -1 for a leaf. */
    private final int[] right;
    /** Per node: start (inclusive) and end (exclusive) into {@link #order} for leaves. */
    private final int[] start;
    private final int[] end;
    private final int[] order;
    /** Per item: min x, y, z, max x, y, z. */
    private final double[] itemBounds;
    private final int nodeCount;
    /** The number of nodes on the longest root-to-leaf path. */
    private final int depth;

    private AabbTree(List<Aabb> boxes) {
        itemCount = boxes.size();
        int maxNodes = Math.max(1, 2 * itemCount);
        bounds = new double[6 * maxNodes];
        left = new int[maxNodes];
        right = new int[maxNodes];
        start = new int[maxNodes];
        end = new int[maxNodes];
        order = new int[itemCount];
        double[] centres = new double[3 * itemCount];
        itemBounds = new double[6 * itemCount];
        for (int i = 0; i < itemCount; i++) {
            Aabb b = boxes.get(i);
            order[i] = i;
            itemBounds[6 * i] = b.minX();
            itemBounds[6 * i + 1] = b.minY();
            itemBounds[6 * i + 2] = b.minZ();
            itemBounds[6 * i + 3] = b.maxX();
            itemBounds[6 * i + 4] = b.maxY();
            itemBounds[6 * i + 5] = b.maxZ();
            for (int a = 0; a < 3; a++) {
                centres[3 * i + a] = 0.5 * (itemBounds[6 * i + a] + itemBounds[6 * i + 3 + a]);
            }
        }
        int[] counter = {0};
        if (itemCount > 0) {
            build(0, itemCount, itemBounds, centres, counter);
        }
        nodeCount = counter[0];
        depth = itemCount == 0 ? 0 : depthOf(0);
    }

    /**
     * Builds the tree over the boxes; item i is {@code boxes.get(i)}.
     *
     * @param boxes the item boxes (may be empty: every query then reports nothing)
     * @return the tree
     */
    public static AabbTree of(List<Aabb> boxes) {
        return new AabbTree(List.copyOf(boxes));
    }

    private int build(int from, int to, double[] itemBounds, double[] centres, int[] counter) {
        int node = counter[0]++;
        double[] bb = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int k = from; k < to; k++) {
            int it = order[k];
            for (int a = 0; a < 3; a++) {
                bb[a] = Math.min(bb[a], itemBounds[6 * it + a]);
                bb[3 + a] = Math.max(bb[3 + a], itemBounds[6 * it + 3 + a]);
            }
        }
        System.arraycopy(bb, 0, bounds, 6 * node, 6);
        start[node] = from;
        end[node] = to;
        if (to - from <= LEAF_SIZE) {
            left[node] = -1;
            right[node] = -1;
            return node;
        }
        int axis = 0;
        double ext = -1;
        for (int a = 0; a < 3; a++) {
            double e = bb[3 + a] - bb[a];
            if (e > ext) {
                ext = e;
                axis = a;
            }
        }
        int mid = (from + to) >>> 1;
        select(from, to - 1, mid, centres, axis);
        left[node] = build(from, mid, itemBounds, centres, counter);
        right[node] = build(mid, to, itemBounds, centres, counter);
        return node;
    }

    /**
     * Partially orders order[lo..hi] so that order[k] holds the item whose centre coordinate on the axis has rank k,
     * every item before it has a centre &le; it and every item after it &ge; it (Hoare's quickselect with a
     * median-of-three pivot; O(n) expected, deterministic). Ties are broken by the item number, so the split, hence
     * the tree, depends on the input only.
     */
    private void select(int lo, int hi, int k, double[] centres, int axis) {
        while (hi > lo) {
            int m = (lo + hi) >>> 1;
            if (less(order[m], order[lo], centres, axis)) {
                swap(lo, m);
            }
            if (less(order[hi], order[lo], centres, axis)) {
                swap(lo, hi);
            }
            if (less(order[hi], order[m], centres, axis)) {
                swap(m, hi);
            }
            int pivot = order[m];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (less(order[i], pivot, centres, axis)) {
                    i++;
                }
                while (less(pivot, order[j], centres, axis)) {
                    j--;
                }
                if (i <= j) {
                    swap(i, j);
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    private static boolean less(int p, int q, double[] centres, int axis) {
        double a = centres[3 * p + axis];
        double b = centres[3 * q + axis];
        return a < b || a == b && p < q;
    }

    private void swap(int i, int j) {
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }

    /**
     * Number of items.
     *
     * @return the item count
     */
    public int size() {
        return itemCount;
    }

    /**
     * Number of nodes (for diagnostics and tests of the hierarchy's shape).
     *
     * @return the node count, 0 for an empty tree
     */
    public int nodeCount() {
        return nodeCount;
    }

    private int depthOf(int node) {
        return left[node] < 0 ? 1 : 1 + Math.max(depthOf(left[node]), depthOf(right[node]));
    }

    /**
     * The height of the hierarchy: the number of nodes on its longest root-to-leaf path (the median split keeps it
     * at &lceil;log<sub>2</sub>(n / {@link #LEAF_SIZE})&rceil; + 1).
     *
     * @return the depth, 0 for an empty tree
     */
    public int depth() {
        return depth;
    }

    /**
     * A query cursor with its own traversal stack, sized once for this tree's depth, so that its queries allocate
     * nothing. Use one cursor per thread (the tree itself is shared).
     *
     * @return a new cursor
     */
    public Cursor cursor() {
        return new Cursor();
    }

    /**
     * An allocation-free query over the tree (mutable: it owns the traversal stack; not thread-safe).
     */
    public final class Cursor {
        private final int[] stack = new int[depth + 2];

        private Cursor() {
        }

        /**
         * Reports every item whose box intersects the closed query box [minX, maxX] &times; [minY, maxY] &times;
         * [minZ, maxZ], each exactly once, in no particular order; allocates nothing (depth-first with at most one
         * pending sibling per level).
         *
         * @param minX the query's smallest x
         * @param minY the query's smallest y
         * @param minZ the query's smallest z
         * @param maxX the query's largest x
         * @param maxY the query's largest y
         * @param maxZ the query's largest z
         * @param sink receives the item numbers
         */
        public void query(double minX, double minY, double minZ, double maxX, double maxY, double maxZ,
                IntConsumer sink) {
            if (itemCount == 0) {
                return;
            }
            int sp = 0;
            stack[sp++] = 0;
            while (sp > 0) {
                int node = stack[--sp];
                int o = 6 * node;
                if (bounds[o] > maxX || minX > bounds[o + 3] || bounds[o + 1] > maxY || minY > bounds[o + 4]
                        || bounds[o + 2] > maxZ || minZ > bounds[o + 5]) {
                    continue;
                }
                if (left[node] < 0) {
                    for (int k = start[node]; k < end[node]; k++) {
                        int ib = 6 * order[k];
                        if (!(itemBounds[ib] > maxX || minX > itemBounds[ib + 3] || itemBounds[ib + 1] > maxY
                                || minY > itemBounds[ib + 4] || itemBounds[ib + 2] > maxZ
                                || minZ > itemBounds[ib + 5])) {
                            sink.accept(order[k]);
                        }
                    }
                } else {
                    stack[sp++] = right[node];
                    stack[sp++] = left[node];
                }
            }
        }
    }

    /**
     * Reports every item whose box intersects the query box (closed boxes), each exactly once, in no particular
     * order. Allocates a {@link Cursor} per call; hot loops keep one from {@link #cursor()}.
     *
     * @param query the query box
     * @param sink receives the item numbers
     */
    public void query(Aabb query, IntConsumer sink) {
        new Cursor().query(query.minX(), query.minY(), query.minZ(), query.maxX(), query.maxY(), query.maxZ(), sink);
    }

}
