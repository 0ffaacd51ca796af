/**
 * Feature-pair tracking engine: feedback-linearised closest-point tracking between two features of moving bodies.
 *
 * <p><b>Semantics.</b> Approximate (double). Accepts finite poses (guaranteed by {@code Pose3}), positive finite
 * time steps and gains below the integrator's bound K_max(h). Guarantees: every result is finite (NaN is never
 * returned; a non-finite internal value raises {@code SnapfitInternalError}); parameters stay inside their feature
 * boxes; near the closest pair of strictly convex features the projection errors decay by the factor R(−Kh) per
 * step of the chosen integrator. No global guarantee: the start must lie in the basin where M is invertible.
 */
package org.snapfit.tracking.tracker;
