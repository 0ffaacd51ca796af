package org.snapfit.algebra.number;

/**
 * The result of an exact comparison of two values. Immutable; exact.
 */
public enum Comparison {
    /** The first value is smaller. */
    SMALLER,
    /** The values are equal. */
    EQUAL,
    /** The first value is larger. */
    LARGER;

    /**
     * The comparison of an integer result of {@link Comparable#compareTo}.
     *
     * @param cmp the sign of a - b
     * @return the matching comparison
     */
    public static Comparison of(int cmp) {
        return cmp < 0 ? SMALLER : cmp == 0 ? EQUAL : LARGER;
    }

    /**
     * The comparison with the operands swapped.
     *
     * @return compare(b, a) given this = compare(a, b)
     */
    public Comparison reverse() {
        return this == SMALLER ? LARGER : this == LARGER ? SMALLER : EQUAL;
    }

    /**
     * As an integer in the style of {@link Comparable#compareTo}.
     *
     * @return -1, 0 or +1
     */
    public int intValue() {
        return this == SMALLER ? -1 : this == EQUAL ? 0 : 1;
    }
}
