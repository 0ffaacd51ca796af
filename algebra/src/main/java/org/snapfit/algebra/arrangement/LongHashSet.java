package org.snapfit.algebra.arrangement;

/**
 * A set of {@code long} keys (open addressing, linear probing, no boxing) for the sweep's record of the curve pairs
 * already intersected. Only {@link #add}; mutable, not thread-safe.
 */
final class LongHashSet {
    /** Keys are stored as key + 1 so that 0 marks a free slot (a flag records the key −1). */
    private long[] slots = new long[64];
    private int size;
    private boolean minusOne;

    /**
     * Adds a key.
     *
     * @param key any long
     * @return true if it was not in the set
     */
    boolean add(long key) {
        if (key == -1) {
            boolean was = minusOne;
            minusOne = true;
            return !was;
        }
        long stored = key + 1;
        int mask = slots.length - 1;
        int i = mix(stored) & mask;
        while (slots[i] != 0) {
            if (slots[i] == stored) {
                return false;
            }
            i = (i + 1) & mask;
        }
        slots[i] = stored;
        if (++size * 2 > slots.length) {
            grow();
        }
        return true;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long s : old) {
            if (s != 0) {
                int i = mix(s) & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = s;
            }
        }
    }

    /** A 64-bit finaliser (Murmur3's fmix64), folded to an int. */
    private static int mix(long x) {
        long h = x;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb93e80ee53cdL;
        h ^= h >>> 33;
        return (int) h;
    }
}
