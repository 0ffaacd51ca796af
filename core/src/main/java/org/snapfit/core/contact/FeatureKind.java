package org.snapfit.core.contact;

/** The kind of a boundary feature of a body. Immutable. */
public enum FeatureKind {
    /** A vertex (corner). */
    VERTEX,
    /** An edge (a polygon side or a polyhedron edge). */
    EDGE,
    /** A face of a polyhedron. */
    FACE,
    /** The interior (used when a point lies strictly inside and no single boundary feature is nearest). */
    INTERIOR
}
