package org.snapfit.impulse.model;

import org.snapfit.core.geom.Vec2;

/**
 * A rigid placement in the plane: a point x ↦ R(angle) x + (x, y). Immutable and thread-safe; approximate; lengths in
 * mm in the module's public API (the engine uses the same type in m).
 *
 * @param x the translation along x (mm)
 * @param y the translation along y (mm)
 * @param angle the rotation, counter-clockwise (rad)
 */
public record PlanarPose(double x, double y, double angle) {

    /**
     * Validates the pose.
     *
     * @param x the x component
     * @param y the y component
     * @param angle the angle component
     * @throws IllegalArgumentException if a component is NaN or infinite
     */
    public PlanarPose {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(angle)) {
            throw new IllegalArgumentException("PlanarPose (" + x + ", " + y + ", " + angle
                    + ") has a non-finite component");
        }
    }

    /**
     * The translation.
     *
     * @return (x, y)
     */
    public Vec2 translation() {
        return new Vec2(x, y);
    }

    /**
     * Maps a body-frame point to the world.
     *
     * @param local the point in the body frame
     * @return R local + t
     */
    public Vec2 apply(Vec2 local) {
        return local.rotate(angle).add(translation());
    }
}
