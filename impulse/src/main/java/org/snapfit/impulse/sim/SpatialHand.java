package org.snapfit.impulse.sim;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.geom.Vec3;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.sim.SiSpatialHand;

/**
 * The user's hand in space as a virtual coupling to the body's centroid (Constantinescu et al., the term J_hᵀF_h of
 * eq. 1): F_h = K_h (x_h − x) + B_h (v_h − v), with the hand point x_h walking the polyline at a constant speed and
 * staying at its last point. In mm, s, N. Immutable.
 *
 * @param path the polyline (mm), at least two points, consecutive points distinct
 * @param speed the hand's speed along the path (mm/s), {@code > 0}
 * @param stiffness K_h (N/mm), {@code > 0}
 * @param damping B_h (N·s/mm), {@code >= 0}
 */
public record SpatialHand(List<Vec3> path, double speed, double stiffness, double damping) {

    /**
     * Validates the hand.
     *
     * @param path the path component
     * @param speed the speed component
     * @param stiffness the stiffness component
     * @param damping the damping component
     * @throws IllegalArgumentException if the path has fewer than two points or repeats a point, or a gain or the
     *     speed is out of range (the message names it)
     */
    public SpatialHand {
        path = List.copyOf(Objects.requireNonNull(path, "path"));
        SiSpatialHand.check(path, speed, stiffness, damping, "mm");
    }

    /**
     * The total length of the path, as the engine walks it (its SI path's length, in mm).
     *
     * @return the length (mm)
     */
    public double length() {
        return ImpulseUnits.out(ImpulseUnits.hand(this).length());
    }

    /**
     * The time the hand takes to walk the path, as the engine walks it.
     *
     * @return the duration (s)
     */
    public double duration() {
        return ImpulseUnits.hand(this).duration();
    }
}
