package org.snapfit.impulse.force;

import static org.snapfit.core.check.Require.nonNegative;

import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * Penalty normal force and regularised Coulomb friction for continuous contact (Constantinescu et al., eqs. 3–4), in
 * mm, s, N. With p ≥ 0 the penetration (mm) and v_n, v_t the relative normal and tangential velocities (mm/s, v_n &lt;
 * 0 approaching): F_n = max(0, K p − B v_n), F_t = −μ F_n sat(v_t / v_threshold) (in space against the slip vector,
 * scaled by min(1, |v_t| / v_threshold)). Immutable; the engine evaluates it in SI.
 *
 * @param stiffness K (N/mm), {@code >= 0}
 * @param damping B (N·s/mm), {@code >= 0}
 * @param friction μ, {@code >= 0}
 * @param velocityThreshold v_threshold (mm/s, {@link Unit#MILLIMETRE_PER_SECOND}): below it friction grows linearly
 *     with slip (stick), above it is Coulomb (slip)
 */
public record PenaltyFrictionModel(double stiffness, double damping, double friction, Tolerance velocityThreshold) {

    /**
     * Validates the parameters.
     *
     * @param stiffness the stiffness component
     * @param damping the damping component
     * @param friction the friction component
     * @param velocityThreshold the threshold component
     * @throws IllegalArgumentException if a parameter is negative or not finite, or the threshold is not a positive
     *     velocity in mm/s (the message names it)
     */
    public PenaltyFrictionModel {
        nonNegative("stiffness K (N/mm)", stiffness);
        nonNegative("damping B (N·s/mm)", damping);
        nonNegative("friction μ", friction);
        if (velocityThreshold.unit() != Unit.MILLIMETRE_PER_SECOND || !(velocityThreshold.value() > 0)
                || Double.isInfinite(velocityThreshold.value())) {
            throw new IllegalArgumentException("velocityThreshold = " + velocityThreshold
                    + "; it must be a finite positive velocity in mm/s");
        }
    }
}
