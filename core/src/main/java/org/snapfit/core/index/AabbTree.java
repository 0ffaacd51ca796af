package org.snapfit.core.index;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * A static bounding-volume hierarchy over numbered boxes (items 0..n-1), built top-down by median split on the
 * longest axis of the box centres. Immutable after construction (there is no insert) and thread-safe.
 *
 * <p>Build is O(n log&sup2; n) (a sort per level), a query visits O(log n + k) nodes for k reported items on
 * well-spread data. Semantics: see the package documentation (conservative, closed boxes).
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
        final int ax = axis;
        Integer[] slice = new Integer[to - from];
        for (int k = from; k < to; k++) {
            slice[k - from] = order[k];
        }
        Arrays.sort(slice, (p, q) -> Double.compare(centres[3 * p + ax], centres[3 * q + ax]));
        for (int k = from; k < to; k++) {
            order[k] = slice[k - from];
        }
        int mid = (from + to) >>> 1;
        left[node] = build(from, mid, itemBounds, centres, counter);
        right[node] = build(mid, to, itemBounds, centres, counter);
        return node;
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

    private static boolean misses(double[] b, int o, Aabb q) {
        return b[o] > q.maxX() || q.minX() > b[o + 3] || b[o + 1] > q.maxY() || q.minY() > b[o + 4]
                || b[o + 2] > q.maxZ() || q.minZ() > b[o + 5];
    }

    /**
     * Reports every item whose box intersects the query box (closed boxes), each exactly once, in no particular
     * order.
     *
     * @param query the query box
     * @param sink receives the item numbers
     */
    public void query(Aabb query, IntConsumer sink) {
        if (itemCount == 0) {
            return;
        }
        int[] stack = new int[64];
        int sp = 0;
        stack[sp++] = 0;
        while (sp > 0) {
            int node = stack[--sp];
            int o = 6 * node;
            if (misses(bounds, o, query)) {
                continue;
            }
            if (left[node] < 0) {
                for (int k = start[node]; k < end[node]; k++) {
                    if (!misses(itemBounds, 6 * order[k], query)) {
                        sink.accept(order[k]);
                    }
                }
            } else {
                if (sp + 2 > stack.length) {
                    stack = Arrays.copyOf(stack, 2 * stack.length);
                }
                stack[sp++] = left[node];
                stack[sp++] = right[node];
            }
        }
    }
}
