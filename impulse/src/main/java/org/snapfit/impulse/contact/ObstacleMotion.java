package org.snapfit.impulse.contact;

import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.model.PlanarPose;

/**
 * The prescribed motion of an obstacle: fixed, or translating sinusoidally, x(t) = x₀ + a sin(ω t). Immutable and
 * thread-safe; lengths in mm (the module's public unit; the engine works on an SI copy). Obstacles are kinematic:
 * contacts do not change their motion (the paper's local model).
 *
 * @param rest the pose at t = 0
 * @param amplitude the amplitude a of the translation (mm); zero for a fixed obstacle
 * @param angularFrequency ω (rad/s), {@code >= 0}
 */
public record ObstacleMotion(PlanarPose rest, Vec2 amplitude, double angularFrequency) {

    /**
     * Validates the motion.
     *
     * @param rest the rest component
     * @param amplitude the amplitude component
     * @param angularFrequency the angular frequency component
     * @throws IllegalArgumentException if the angular frequency is negative or not finite
     */
    public ObstacleMotion {
        java.util.Objects.requireNonNull(rest, "rest");
        java.util.Objects.requireNonNull(amplitude, "amplitude");
        if (!(angularFrequency >= 0) || Double.isInfinite(angularFrequency)) {
            throw new IllegalArgumentException("angularFrequency = " + angularFrequency
                    + "; it must be finite and >= 0");
        }
    }

    /**
     * A fixed obstacle.
     *
     * @param pose its pose
     * @return the motion
     */
    public static ObstacleMotion fixed(PlanarPose pose) {
        return new ObstacleMotion(pose, Vec2.ZERO, 0);
    }

    /**
     * The pose at a time.
     *
     * @param t the time (s)
     * @return the pose
     */
    public PlanarPose pose(double t) {
        double s = Math.sin(angularFrequency * t);
        return new PlanarPose(rest.x() + amplitude.x() * s, rest.y() + amplitude.y() * s, rest.angle());
    }

    /**
     * The velocity of every point of the obstacle (it only translates).
     *
     * @param t the time (s)
     * @return a ω cos(ω t) (mm/s)
     */
    public Vec2 velocity(double t) {
        return amplitude.scale(angularFrequency * Math.cos(angularFrequency * t));
    }
}
