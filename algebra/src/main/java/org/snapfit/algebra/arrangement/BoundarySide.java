package org.snapfit.algebra.arrangement;

/**
 * A side of the boundary at infinity where an unbounded curve end lies. As in CGAL, an end whose x tends to minus
 * (plus) infinity lies on {@link #LEFT} ({@link #RIGHT}) whatever its y does; an end at a finite x whose y tends to
 * minus (plus) infinity (a vertical asymptote) lies on {@link #BOTTOM} ({@link #TOP}).
 */
public enum BoundarySide {
    /** x tends to minus infinity. Ends on it are ordered by increasing y. */
    LEFT,
    /** y tends to minus infinity at a finite x. Ends on it are ordered by increasing x. */
    BOTTOM,
    /** x tends to plus infinity. Ends on it are ordered by increasing y. */
    RIGHT,
    /** y tends to plus infinity at a finite x. Ends on it are ordered by increasing x. */
    TOP
}
