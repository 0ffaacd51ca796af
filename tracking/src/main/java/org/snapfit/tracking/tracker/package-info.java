/**
 * Tracking engines: feedback-linearised closest-point tracking between two features of moving bodies
 * ({@code FeaturePairTracker}), a planar point-vs-body hybrid ({@code PointBodyTracker}) and the two-body hybrid
 * {@code DistanceTracker} with Lin–Canny style switching between feature pairs of convex spatial bodies.
 *
 * <p><b>Semantics.</b> Approximate (double). Accepts finite poses (guaranteed by {@code Pose3}), positive finite
 * time steps and gains below the integrator's bound K_max(h). Guarantees: every result is finite (NaN is never
 * returned; a non-finite internal value raises {@code SnapfitInternalError}); parameters stay inside their feature
 * boxes; near the closest pair of strictly convex features the projection errors decay by the factor R(−Kh) per
 * step of the chosen integrator. No global guarantee for a single pair: the start must lie in the basin where M is
 * invertible. {@code DistanceTracker} walks between feature pairs of two convex bodies towards the closest pair,
 * with at most {@code MAX_SWITCHES} switches per update; both hybrids locate each switch instant inside the
 * update by root finding (bisection to {@code EVENT_TOLERANCE} = 1e-9 s on the re-integrated step, poses
 * interpolated linearly / by slerp) and report it as a {@code SwitchEvent}. In patch–patch modes the search is
 * conservative ({@code CrossingScan}): whenever a parameter may have reached a bound during the update, the step is
 * scanned with a rate bound on the parameters, so an excursion out of the region that returns before the end of
 * the update is found too (exact rate bound for explicit Euler; see {@code CrossingScan} for the limits). A switch
 * allocates nothing but its event. {@code DistanceTracker} reports
 * penetration (negative distance, contact
 * {@code PENETRATING}) instead of tracking it silently. Near contact the basin shrinks with the gap: keep the
 * motion per update small relative to the clearance (as {@code ClearanceCheck} does).
 */
package org.snapfit.tracking.tracker;
