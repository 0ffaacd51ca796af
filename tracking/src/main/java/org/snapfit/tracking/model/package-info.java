/**
 * Tracking model: features (point, planar curve, surface patch, patch edge) of rigid bodies, planar and spatial
 * convex bodies ({@link org.snapfit.tracking.model.SpatialBody}: tiled patches with edges, vertices, adjacency,
 * exterior Voronoi regions and sampled convexity checks), the integrators with their gain bound, and the
 * immutable tracking and distance results.
 *
 * <p><b>Semantics.</b> Approximate (double). Features are given in body coordinates (mm) on closed parameter
 * boxes; lengths mm, times s, gains 1/s. {@link org.snapfit.tracking.model.Integrator} gives the exact stability
 * boundary of each explicit method on the linearised error dynamics Ψ' = −KΨ (derivation in its Javadoc).
 * Results are finite by construction (their constructor rejects NaN). The convexity checks are sampled on a
 * documented grid with named tolerances (Approximate, not certified).
 */
package org.snapfit.tracking.model;
