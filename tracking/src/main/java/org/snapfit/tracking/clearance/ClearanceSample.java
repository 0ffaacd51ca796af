package org.snapfit.tracking.clearance;

import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.DistanceResult;

/**
 * The clearance at one pose of an insertion path.
 *
 * @param step the sample index
 * @param travel distance travelled by A's origin (mm)
 * @param poseA the pose of A
 * @param result the converged distance result there (signed distance, witnesses, feature pair, contact)
 */
public record ClearanceSample(int step, double travel, Pose3 poseA, DistanceResult result) {

    /**
     * Validates the sample.
     *
     * @param step the index, ≥ 0
     * @param travel the travel, finite
     * @param poseA the pose, not null
     * @param result the result, not null
     * @throws IllegalArgumentException naming the field if a rule is broken
     */
    public ClearanceSample {
        if (step < 0 || !Double.isFinite(travel) || poseA == null || result == null) {
            throw new IllegalArgumentException("clearance sample step = " + step + ", travel = " + travel
                    + "; the step must be >= 0, the travel finite, the pose and result given");
        }
    }

    /**
     * The signed clearance.
     *
     * @return the result's distance (mm; negative when the parts overlap)
     */
    public double clearance() {
        return result.distance();
    }
}
