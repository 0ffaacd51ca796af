/**
 * Planar arrangements of x-monotone curves: a generic builder over a minimal traits interface, producing an
 * immutable doubly-connected edge list (DCEL) with holes, unbounded faces and point location.
 *
 * <p><b>Semantics.</b> Inputs are x-monotone curves, and vertical segments, rays or lines when the traits say so
 * ({@link org.snapfit.algebra.arrangement.ArrangementTraits#isVertical}, CGAL's conventions), described only
 * through an {@link org.snapfit.algebra.arrangement.ArrangementTraits} implementation; curves may end at finite
 * points or at the boundary at infinity (x to plus or minus infinity, or y to plus or minus infinity above a finite
 * x). Curves may
 * cross, touch, share end points and overlap; overlapping pieces become one edge. Every decision is delegated to
 * the traits, so the arrangement is exactly as exact as its traits: with the exact traits of
 * {@code org.snapfit.algebra.cspace} it is <em>Exact</em>. Counting follows CGAL's conventions for
 * {@code Arrangement_2} on an unbounded plane: finite vertices only, each maximal curve piece between vertices one
 * edge, the fictitious face outside the boundary at infinity not counted. Package DAG: depends on
 * {@code org.snapfit.algebra.number} only.
 */
package org.snapfit.algebra.arrangement;
