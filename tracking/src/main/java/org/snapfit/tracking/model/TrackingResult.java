package org.snapfit.tracking.model;

import org.snapfit.core.geom.Vec3;

/**
 * The state of a feature-pair tracker after an update: distance between the witness points, the witness points
 * in world coordinates and their parameters. Parameters a feature does not have are 0. Never NaN.
 *
 * @param distance |f − h| between the witness points (mm), ≥ 0
 * @param witnessA witness point on feature A, world (mm)
 * @param witnessB witness point on feature B, world (mm)
 * @param u first parameter of A
 * @param v second parameter of A
 * @param r first parameter of B
 * @param s second parameter of B
 * @param projectionError Euclidean norm of the projection errors Ψ over the parameters not held at a parameter
 *     bound (mm²)
 * @param saturated number of parameters held at a bound by saturation in the last evaluation
 */
public record TrackingResult(double distance, Vec3 witnessA, Vec3 witnessB, double u, double v, double r,
        double s, double projectionError, int saturated) {

    /**
     * Validates the result.
     *
     * @param distance the distance
     * @param witnessA witness on A
     * @param witnessB witness on B
     * @param u first parameter of A
     * @param v second parameter of A
     * @param r first parameter of B
     * @param s second parameter of B
     * @param projectionError the projection-error norm
     * @param saturated the saturated parameter count
     * @throws IllegalArgumentException naming the field if a number is not finite, the distance or error is
     *     negative, a witness is null or the count is outside [0, 4]
     */
    public TrackingResult {
        Features.requireFinite(distance, u, v, r, s, projectionError);
        if (distance < 0 || projectionError < 0) {
            throw new IllegalArgumentException("distance = " + distance + ", projectionError = " + projectionError
                    + "; both must be ≥ 0");
        }
        if (witnessA == null || witnessB == null) {
            throw new IllegalArgumentException("witnessA/witnessB is null; both witness points are required");
        }
        if (saturated < 0 || saturated > 4) {
            throw new IllegalArgumentException("saturated = " + saturated + "; must lie in [0, 4]");
        }
    }

}
