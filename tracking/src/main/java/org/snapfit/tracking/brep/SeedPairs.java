package org.snapfit.tracking.brep;

/**
 * The closest pairs offered so far, at most {@link BrepDistance#SEEDS}, each from a different element of A (so that
 * Newton's starts differ): their squared distances in increasing order and the two elements' offsets. Mutable
 * scratch; not thread-safe.
 */
final class SeedPairs {

    private static final int SEEDS = BrepDistance.SEEDS;

    /** Squared distance of pair k, increasing in k. */
    final double[] d = new double[SEEDS];
    /** A's and B's element (offset) of pair k. */
    final int[] i = new int[SEEDS];
    final int[] j = new int[SEEDS];
    /** How many pairs are kept. */
    int count;

    /** Forgets every pair. */
    void clear() {
        count = 0;
    }

    /** Whether a pair at squared distance {@code dist} could be kept: fewer than the maximum, or closer than the last. */
    boolean wants(double dist) {
        return count < SEEDS || dist < d[count - 1];
    }

    /** Whether the list is full. */
    boolean full() {
        return count == SEEDS;
    }

    /** The squared distance of the farthest pair kept. */
    double farthest() {
        return d[count - 1];
    }

    /** Keeps the pair (a, b) at squared distance dist among the closest, one per element a of A. */
    void offer(double dist, int a, int b) {
        int n = count;
        for (int k = 0; k < n; k++) {
            if (i[k] == a) {
                if (dist >= d[k]) {
                    return;
                }
                // remove the old entry of this element, then insert as new
                for (int m = k; m + 1 < n; m++) {
                    d[m] = d[m + 1];
                    i[m] = i[m + 1];
                    j[m] = j[m + 1];
                }
                n--;
                break;
            }
        }
        int pos = n;
        while (pos > 0 && d[pos - 1] > dist) {
            pos--;
        }
        if (pos >= SEEDS) {
            count = n;
            return;
        }
        for (int k = Math.min(n, SEEDS - 1); k > pos; k--) {
            d[k] = d[k - 1];
            i[k] = i[k - 1];
            j[k] = j[k - 1];
        }
        d[pos] = dist;
        i[pos] = a;
        j[pos] = b;
        count = Math.min(n + 1, SEEDS);
    }
}
