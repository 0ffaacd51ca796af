package org.snapfit.impulse.contact;

/**
 * Two links of the same linkage that may touch each other (self-contact). Immutable.
 *
 * @param first the first link index, {@code >= 0}
 * @param second the second link index, different from the first
 */
public record LinkPair(int first, int second) {

    /**
     * Validates the pair.
     *
     * @param first the first component
     * @param second the second component
     * @throws IllegalArgumentException if an index is negative or both are equal
     */
    public LinkPair {
        if (first < 0 || second < 0 || first == second) {
            throw new IllegalArgumentException("link pair (" + first + ", " + second
                    + "); a self-contact pair needs two different link indices >= 0");
        }
    }
}
