package org.snapfit.impulse.sim;

import org.snapfit.core.geom.Vec2;

/**
 * A Lissajous target path for the user's hand: x(t) = c + (a_x sin(2π f_x t), a_y sin(2π f_y t)). Immutable;
 * Lengths in mm (the module's public unit; the engine works on an SI copy).
 *
 * @param centre the centre c (mm)
 * @param amplitude the amplitudes (a_x, a_y) (mm)
 * @param frequencyX f_x (Hz), {@code >= 0}
 * @param frequencyY f_y (Hz), {@code >= 0}
 */
public record HandTrajectory(Vec2 centre, Vec2 amplitude, double frequencyX, double frequencyY) implements HandTarget {

    /**
     * Validates the path.
     *
     * @param centre the centre component
     * @param amplitude the amplitude component
     * @param frequencyX the x-frequency component
     * @param frequencyY the y-frequency component
     * @throws IllegalArgumentException if a frequency is negative or not finite
     */
    public HandTrajectory {
        if (!(frequencyX >= 0) || !(frequencyY >= 0) || Double.isInfinite(frequencyX)
                || Double.isInfinite(frequencyY)) {
            throw new IllegalArgumentException("hand frequencies (" + frequencyX + ", " + frequencyY
                    + ") Hz; they must be finite and >= 0");
        }
    }

    /**
     * The target position.
     *
     * @param t the time (s)
     * @return the position (mm)
     */
    @Override
    public Vec2 position(double t) {
        return new Vec2(centre.x() + amplitude.x() * Math.sin(2 * Math.PI * frequencyX * t),
                centre.y() + amplitude.y() * Math.sin(2 * Math.PI * frequencyY * t));
    }

    /**
     * The target velocity.
     *
     * @param t the time (s)
     * @return the velocity (mm/s)
     */
    @Override
    public Vec2 velocity(double t) {
        double wx = 2 * Math.PI * frequencyX;
        double wy = 2 * Math.PI * frequencyY;
        return new Vec2(amplitude.x() * wx * Math.cos(wx * t), amplitude.y() * wy * Math.cos(wy * t));
    }
}
