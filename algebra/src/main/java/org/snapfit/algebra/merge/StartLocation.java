package org.snapfit.algebra.merge;

/**
 * Where the start point z of a {@link FreeFace} lies in the arrangement of all arcs it was built from.
 */
public enum StartLocation {
    /** z lies on no arc: it is an interior point of the face. */
    INTERIOR,
    /** z lies in the relative interior of an edge (on one curve, or on overlapping pieces of one curve). */
    ON_EDGE,
    /** z is a vertex: an end of an arc, or a point where two different curves meet (crossing or tangency). */
    ON_VERTEX
}
