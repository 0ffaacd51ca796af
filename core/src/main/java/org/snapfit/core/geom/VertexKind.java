package org.snapfit.core.geom;

/** Classification of a polygon vertex by the turn of its two edges, for the polygon taken counter-clockwise. */
public enum VertexKind {
    /** Left turn: the interior angle is below π. */
    CONVEX,
    /** Right turn: the interior angle is above π. */
    REFLEX,
    /** The two edges are collinear: interior angle exactly π. */
    FLAT
}
