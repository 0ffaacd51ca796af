package org.snapfit.tracking.clearance;

import java.util.ArrayList;
import java.util.List;

import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.tracker.DistanceTracker;

/**
 * Clearance of two convex bodies along an {@link InsertionPath}: a {@link DistanceTracker} (explicit Euler,
 * K = {@link #GAIN_STEP_PRODUCT}/h, the deadbeat gain below K_max = 2/h) follows part A from pose to pose, each
 * path interval being divided adaptively into tracker updates of {@link #STEP} that each move A by at most
 * {@link #SUBSTEP_FRACTION} of the current clearance (floored at {@link #MIN_GAP}; at most
 * {@link #MAX_SUBDIVISIONS} per interval), then fixed-pose steps to convergence ({@link DistanceTracker#converge}).
 * The subdivision keeps the tracker inside its Newton basin, whose size shrinks with the gap (near contact the
 * squared distance has two eigenvalues proportional to the gap). Motion of A = translation + rotation angle × the
 * diagonal of A. Stateless; approximate.
 */
public final class ClearanceCheck {

    /** Time step assigned to one path interval (s); the path has no physical time. */
    public static final double STEP = 1e-3;

    /** K·h of the tracker (dimensionless): 1 makes the explicit Euler step a Newton step. */
    public static final double GAIN_STEP_PRODUCT = 1;

    /** Largest number of fixed-pose steps per path sample. */
    public static final int CONVERGE_STEPS = 400;

    /** Largest motion of A per tracker update, as a fraction of the current clearance (dimensionless). */
    public static final double SUBSTEP_FRACTION = 0.25;

    /** Clearance floor of the subdivision rule. */
    public static final Tolerance MIN_GAP = Tolerance.of("minGap", 1e-6, Unit.MILLIMETRE);

    /** Largest number of tracker updates per path interval. */
    public static final int MAX_SUBDIVISIONS = 2_000;

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
        double clearance = samples.get(0).clearance();
        for (int i = 1; i < path.sampleCount(); i++) {
            Pose3 p0 = path.poseA(i - 1);
            Pose3 p1 = path.poseA(i);
            double dot = Math.abs(p0.rotation().w() * p1.rotation().w() + p0.rotation().x() * p1.rotation().x()
                    + p0.rotation().y() * p1.rotation().y() + p0.rotation().z() * p1.rotation().z());
            double motion = p0.translation().distance(p1.translation())
                    + 2 * Math.acos(Math.min(1, dot)) * a.diagonal();
            double f = i - 1;
            int count = 0;
            while (f < i) {
                double allowed = SUBSTEP_FRACTION * Math.max(Math.abs(clearance), MIN_GAP.value());
                double df = motion > 0 ? allowed / motion : 1;
                if (count >= MAX_SUBDIVISIONS - 1 || f + df >= i) {
                    df = i - f;
                }
                f = Math.min(i, f + df);
                clearance = t.update(f >= i ? p1 : path.poseAt(f), path.poseB(), STEP).distance();
                count++;
            }
            DistanceResult r = t.converge(CONVERGE_STEPS);
            clearance = r.distance();
            samples.add(new ClearanceSample(i, path.travel(i), p1, r));
        }
        return ClearanceReport.of(samples);
    }
}
