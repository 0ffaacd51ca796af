package org.snapfit.tracking.clearance;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;

/**
 * A rigid insertion path of part A: from one pose to another, linear in translation and by slerp in rotation,
 * sampled at {@code steps + 1} poses (a single pose when {@code from} equals {@code to}); part B stays at
 * {@code poseB}. A pose rotates the part about its own origin, then translates it. Immutable; lengths in mm.
 *
 * @param from the first pose of A
 * @param to the last pose of A
 * @param steps number of intervals, ≥ 1
 * @param poseB the fixed pose of B
 */
public record InsertionPath(Pose3 from, Pose3 to, int steps, Pose3 poseB) {

    /** Largest accepted step count (keeps a typo from running for hours). */
    public static final int MAX_STEPS = 10_000_000;

    /**
     * Validates the path.
     *
     * @param from the first pose, not null
     * @param to the last pose, not null
     * @param steps the interval count, in [1, {@link #MAX_STEPS}]
     * @param poseB the pose of B, not null
     * @throws IllegalArgumentException naming the field if a pose is null or the step count out of range
     */
    public InsertionPath {
        if (from == null || to == null || poseB == null) {
            throw new IllegalArgumentException("from/to/poseB is null; a path needs all three poses");
        }
        if (steps < 1 || steps > MAX_STEPS) {
            throw new IllegalArgumentException("steps = " + steps + "; must be between 1 and " + MAX_STEPS);
        }
    }

    /**
     * Whether the path is a single static query (from equals to).
     *
     * @return true if from and to are equal
     */
    public boolean isStatic() {
        return from.equals(to);
    }

    /**
     * Number of sampled poses.
     *
     * @return 1 for a static path, steps + 1 otherwise
     */
    public int sampleCount() {
        return isStatic() ? 1 : steps + 1;
    }

    /**
     * The pose of A at sample i: translation from + (i/steps)(to − from), rotation slerp(from, to, i/steps).
     *
     * @param i the sample index, 0 ≤ i &lt; {@link #sampleCount()}
     * @return the pose
     * @throws IllegalArgumentException if i is out of range
     */
    public Pose3 poseA(int i) {
        if (i < 0 || i >= sampleCount()) {
            throw new IllegalArgumentException("sample i = " + i + "; must be in [0, " + sampleCount() + ")");
        }
        return poseAt(i);
    }

    /**
     * The pose of A at a fractional sample index (between samples, by the same interpolation).
     *
     * @param index the fractional index, in [0, steps]
     * @return the pose
     * @throws IllegalArgumentException if the index is not in [0, steps]
     */
    public Pose3 poseAt(double index) {
        if (!(index >= 0 && index <= steps)) {
            throw new IllegalArgumentException("index = " + index + "; must be in [0, " + steps + "]");
        }
        double f = index / steps;
        Vec3 t = from.translation().add(to.translation().subtract(from.translation()).scale(f));
        return Pose3.of(from.rotation().slerp(to.rotation(), f), t);
    }

    /**
     * Distance travelled by A's origin at sample i.
     *
     * @param i the sample index
     * @return |translation(i) − translation(0)| (mm)
     * @throws IllegalArgumentException if i is out of range
     */
    public double travel(int i) {
        return poseA(i).translation().distance(from.translation());
    }
}
