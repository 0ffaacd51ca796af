package org.snapfit.impulse.sim;

import org.snapfit.core.geom.Vec2;

/**
 * Where the user's hand is at each time, in the plane: the target of the virtual coupling {@link HandCoupler}. A
 * Lissajous figure ({@link HandTrajectory}, the paper's scene) or a polyline walked at constant speed
 * ({@link HandPolyline}). Implementations are immutable; lengths in mm.
 */
public sealed interface HandTarget permits HandTrajectory, HandPolyline {

    /**
     * The target position.
     *
     * @param t the time (s)
     * @return the position (mm)
     */
    Vec2 position(double t);

    /**
     * The target velocity.
     *
     * @param t the time (s)
     * @return the velocity (mm/s)
     */
    Vec2 velocity(double t);
}
