package org.snapfit.algebra.merge;

/**
 * One edge on a boundary cycle of a {@link FreeFace}: a piece of a constraint graph ({@link BoundaryEdge}) or a
 * vertical piece (in CGAL's frame) of a t-independent constraint's horizontal arc ({@link VerticalEdge}). In both
 * the face lies to the left of the direction of travel in CGAL's frame (u horizontal, t vertical).
 */
public sealed interface FaceEdge permits BoundaryEdge, VerticalEdge {
}
