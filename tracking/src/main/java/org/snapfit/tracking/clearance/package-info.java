/**
 * Clearance along a rigid insertion path: the minimum distance between two convex spatial bodies while one moves
 * along a path of poses, tracked step by step with {@link org.snapfit.tracking.tracker.DistanceTracker}.
 *
 * <p><b>Semantics.</b> Inputs: two convex {@link org.snapfit.tracking.model.SpatialBody}s (body coordinates, mm) and
 * an {@link org.snapfit.tracking.clearance.InsertionPath} (unit quaternions, translations in mm). Guarantees: one
 * sample per path pose, each the tracker's converged distance at that pose (signed: negative when the parts
 * overlap), the minimum over the samples and the first sample in contact. Exactness: Approximate (double); the
 * clearance between samples is not bounded (refine the path's step count).
 */
package org.snapfit.tracking.clearance;
