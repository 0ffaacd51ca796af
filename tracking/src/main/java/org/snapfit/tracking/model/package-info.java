/**
 * Tracking model: features (point, planar curve, surface patch) of rigid bodies, the integrators with their gain
 * bound, and the immutable tracking result.
 *
 * <p><b>Semantics.</b> Approximate (double). Features are given in body coordinates (mm) on closed parameter
 * boxes; lengths mm, times s, gains 1/s. {@link org.snapfit.tracking.model.Integrator} gives the exact stability
 * boundary of each explicit method on the linearised error dynamics Ψ' = −KΨ (derivation in its Javadoc).
 * Results are finite by construction (their constructor rejects NaN).
 */
package org.snapfit.tracking.model;
