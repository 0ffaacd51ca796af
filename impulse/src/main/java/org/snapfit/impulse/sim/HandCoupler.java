package org.snapfit.impulse.sim;

import java.util.Objects;
import org.snapfit.core.geom.Vec2;

/**
 * The user's force F_h on one link (Constantinescu et al., eq. 1, term J_hᵀ F_h): a spring-damper virtual coupler
 * from a point of the link to a moving hand target, F_h = K_h (x_h − x) + B_h (v_h − v). Immutable; lengths in mm
 * (the module's public unit; the engine works on an SI copy).
 *
 * @param link the held link
 * @param localPoint the held point in the link frame (mm)
 * @param stiffness K_h (N/mm), {@code >= 0}
 * @param damping B_h (N·s/mm), {@code >= 0}
 * @param trajectory the hand target: a Lissajous figure or a polyline
 */
public record HandCoupler(int link, Vec2 localPoint, double stiffness, double damping, HandTarget trajectory) {

    /**
     * Validates the coupler.
     *
     * @param link the link component
     * @param localPoint the point component
     * @param stiffness the stiffness component
     * @param damping the damping component
     * @param trajectory the trajectory component
     * @throws IllegalArgumentException if the link is negative or a gain is negative or not finite
     */
    public HandCoupler {
        Objects.requireNonNull(localPoint, "localPoint");
        Objects.requireNonNull(trajectory, "trajectory");
        if (link < 0) {
            throw new IllegalArgumentException("hand link = " + link + "; it must be >= 0");
        }
        if (!(stiffness >= 0) || !(damping >= 0) || Double.isInfinite(stiffness) || Double.isInfinite(damping)) {
            throw new IllegalArgumentException("hand gains (" + stiffness + " N/mm, " + damping
                    + " N·s/mm); they must be finite and >= 0");
        }
    }

    /**
     * The coupler force on the link.
     *
     * @param point the held point's world position (mm)
     * @param velocity the held point's velocity (mm/s)
     * @param t the time (s)
     * @return F_h (N)
     */
    public Vec2 force(Vec2 point, Vec2 velocity, double t) {
        return trajectory.position(t).subtract(point).scale(stiffness)
                .add(trajectory.velocity(t).subtract(velocity).scale(damping));
    }
}
