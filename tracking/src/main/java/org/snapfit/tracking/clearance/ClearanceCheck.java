package org.snapfit.tracking.clearance;

import java.util.ArrayList;
import java.util.List;

import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.tracker.DistanceTracker;

/**
 * Clearance of two convex bodies along an {@link InsertionPath}: a {@link DistanceTracker} (explicit Euler,
 * K = {@link #GAIN_STEP_PRODUCT}/h, the deadbeat gain below K_max = 2/h) follows part A from pose to pose, each
 * path interval being one tracker update of {@link #STEP} followed by fixed-pose steps to convergence
 * ({@link DistanceTracker#converge}). Stateless; approximate.
 */
public final class ClearanceCheck {

    /** Time step assigned to one path interval (s); the path has no physical time. */
    public static final double STEP = 1e-3;

    /** K·h of the tracker (dimensionless): 1 makes the explicit Euler step a Newton step. */
    public static final double GAIN_STEP_PRODUCT = 1;

    /** Largest number of fixed-pose steps per path sample. */
    public static final int CONVERGE_STEPS = 400;

    private ClearanceCheck() {
    }

    /**
     * Runs the check.
     *
     * @param a part A (moves along the path)
     * @param b part B (fixed at the path's poseB)
     * @param path the insertion path
     * @return the report
     * @throws IllegalArgumentException if a body or the path is null
     */
    public static ClearanceReport run(SpatialBody a, SpatialBody b, InsertionPath path) {
        if (a == null || b == null || path == null) {
            throw new IllegalArgumentException("a/b/path is null; the clearance check needs two bodies and a path");
        }
        DistanceTracker t = DistanceTracker.start(a, b, Integrator.EULER, GAIN_STEP_PRODUCT / STEP, STEP,
                path.poseA(0), path.poseB());
        List<ClearanceSample> samples = new ArrayList<>();
        samples.add(new ClearanceSample(0, 0, path.poseA(0), t.current()));
        for (int i = 1; i < path.sampleCount(); i++) {
            t.update(path.poseA(i), path.poseB(), STEP);
            samples.add(new ClearanceSample(i, path.travel(i), path.poseA(i), t.converge(CONVERGE_STEPS)));
        }
        return ClearanceReport.of(samples);
    }
}
