package org.snapfit.algebra.arrangement;

/** Which end of an x-monotone curve: the one with the smaller x ({@link #MIN}) or the larger x ({@link #MAX}). */
public enum ArcEnd {
    /** The left end (smaller x). */
    MIN,
    /** The right end (larger x). */
    MAX;

    /**
     * The other end.
     *
     * @return {@code MAX} for {@code MIN} and vice versa
     */
    public ArcEnd opposite() {
        return this == MIN ? MAX : MIN;
    }
}
