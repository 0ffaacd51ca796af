/**
 * The free-space face: the face F of the arrangement of C-space arcs that contains the start configuration
 * (docs/model.md, "The free face"), as a {@link org.snapfit.algebra.merge.FreeFace}, computed by divide and conquer with a
 * red–blue merge ({@link org.snapfit.algebra.merge.SingleFaceBuilder}) or extracted from a full arrangement (the
 * oracle).
 *
 * <p><b>Semantics.</b> Inputs: graph arcs of one {@link org.snapfit.algebra.cspace.CurveKernel} and a start point
 * that lies on none of them, or on one of them together with a {@link org.snapfit.algebra.merge.FreeSide} (contact
 * at the start: the face beside it along the sweep line); with {@link org.snapfit.algebra.merge.ArcFaceBuilder} also
 * the horizontal arcs of t-independent constraints (vertical edges of the face,
 * {@link org.snapfit.algebra.merge.VerticalEdge}). Output: the face's boundary cycles with exact algebraic
 * vertices, the start's {@link org.snapfit.algebra.merge.StartLocation}, and exact sweep queries at rational or
 * algebraic positions. All merges ({@link org.snapfit.algebra.merge.MergeStrategy}: full boundaries, restricted, GSS)
 * give the same face. Exactness kind:
 * <em>Exact</em> (all decisions through the kernel). Package DAG: {@code cspace}, {@code arrangement} →
 * {@code merge}.
 */
package org.snapfit.algebra.merge;
