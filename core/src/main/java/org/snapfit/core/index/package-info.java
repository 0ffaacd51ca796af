/**
 * Broadphase spatial index: axis-aligned boxes and a bounding-volume hierarchy over them.
 *
 * <p><b>Semantics.</b> Approximate (double coordinates), but the queries are conservative in the following exact
 * sense: {@link org.snapfit.core.index.AabbTree#query} reports every item whose box intersects the query box
 * (closed boxes: touching counts), compared with the same double values, so no candidate pair is ever missed; it
 * may report items whose true geometry is farther away, which the narrow phase rejects. Boxes must have finite
 * coordinates with min &le; max. An {@link org.snapfit.core.index.AabbTree} is immutable after construction and
 * thread-safe. This is the first stage of the numeric pipeline broadphase &rarr; narrowphase &rarr; constraints
 * &rarr; solver. Depends on {@code core.geom} only.
 */
package org.snapfit.core.index;
