/**
 * Plane sections of B-rep bodies and triangle meshes: the planar profiles a 3D part shows in a cutting plane.
 *
 * <p><b>Semantics.</b> Input: a {@link org.snapfit.core.section.SectionPlane} (exact), a body or mesh in its own
 * coordinates with the plane expressed there ({@link org.snapfit.core.section.CutFrame}), optional exact twins of the
 * geometry ({@link org.snapfit.core.section.ExactData}). Output: closed loops in section coordinates with rational
 * vertices, outer boundaries counter-clockwise and holes clockwise, each saying whether it is exact and, if not,
 * its error bound; plus issues (approximations, tangencies, open or self-intersecting loops) naming the feature.
 * Exactness: <b>Exact</b> where the data are exact (straight edges with exact ends, an exact plane with a rational
 * frame, exact placements), <b>Approximate</b> within a stated bound elsewhere (curves polygonised by the
 * {@link org.snapfit.core.curve.ChordRule}). Package DAG: depends on {@code core.body}, {@code core.curve},
 * {@code core.surface}, {@code core.mesh}, {@code core.geom}, {@code core.transform}, {@code core.tolerance}.
 */
package org.snapfit.core.section;
