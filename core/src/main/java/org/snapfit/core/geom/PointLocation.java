package org.snapfit.core.geom;

/** Where a point lies relative to a closed region. */
public enum PointLocation {
    /** Strictly inside. */
    INSIDE,
    /** On the boundary. */
    BOUNDARY,
    /** Strictly outside. */
    OUTSIDE
}
