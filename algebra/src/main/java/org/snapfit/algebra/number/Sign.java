package org.snapfit.algebra.number;

/**
 * The sign of an exact quantity. Immutable; exact.
 */
public enum Sign {
    /** Strictly negative. */
    NEGATIVE(-1),
    /** Exactly zero. */
    ZERO(0),
    /** Strictly positive. */
    POSITIVE(1);

    private final int value;

    Sign(int value) {
        this.value = value;
    }

    /**
     * The sign as an integer.
     *
     * @return -1, 0 or +1
     */
    public int intValue() {
        return value;
    }

    /**
     * The sign of an integer.
     *
     * @param signum any int; only its sign matters
     * @return the matching sign
     */
    public static Sign of(int signum) {
        return signum < 0 ? NEGATIVE : signum == 0 ? ZERO : POSITIVE;
    }

    /**
     * The opposite sign (zero stays zero).
     *
     * @return -this
     */
    public Sign negate() {
        return of(-value);
    }

    /**
     * The sign of a product.
     *
     * @param other the other factor's sign
     * @return sign(this * other)
     */
    public Sign times(Sign other) {
        return of(value * other.value);
    }
}
