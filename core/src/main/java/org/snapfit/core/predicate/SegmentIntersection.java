package org.snapfit.core.predicate;

/** How two closed segments meet. Immutable enum, exact. */
public enum SegmentIntersection {
    /** The closed segments share no point. */
    DISJOINT,
    /** They cross at one point interior to both segments (a proper crossing). */
    PROPER,
    /** They share exactly one point, which is an endpoint of at least one of them. */
    TOUCHING,
    /** They are collinear and share a piece of positive length. */
    COLLINEAR_OVERLAP
}
