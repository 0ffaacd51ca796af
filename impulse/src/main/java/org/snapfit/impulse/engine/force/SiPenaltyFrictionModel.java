package org.snapfit.impulse.engine.force;

import static org.snapfit.core.check.Require.nonNegative;

import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * Penalty normal force and regularised Coulomb friction for continuous contact (Constantinescu et al., eqs. 3–4).
 * Immutable and thread-safe; approximate; SI units.
 *
 * <p>With n the unit normal towards the body the force acts on, t = n rotated by +90°, p ≥ 0 the penetration,
 * v_n and v_t the relative normal and tangential velocities of that body:
 * <pre>
 *   F_n = max(0, K p − B v_n)                      (eq. 3; the clamp keeps the contact from pulling)
 *   F_t = −μ F_n · sat(v_t / v_threshold)          (eq. 4; sat clamps to [−1, 1])
 *   F   = F_n n + F_t t
 * </pre>
 * The paper writes eq. (3) as −(K p + B v_n) n with its own sign conventions; here v_n &lt; 0 means approaching,
 * so damping adds to the spring force while penetrating. Passive: F·v_rel ≤ K p ṗ, so a closed cycle absorbs
 * energy.
 *
 * @param stiffness K (N/m), {@code >= 0}
 * @param damping B (N·s/m), {@code >= 0}
 * @param friction μ, {@code >= 0}
 * @param velocityThreshold v_threshold (m/s): below it friction grows linearly with slip (stick), above it is
 *     Coulomb (slip)
 */
public record SiPenaltyFrictionModel(double stiffness, double damping, double friction, Tolerance velocityThreshold) {

    /**
     * Validates the parameters.
     *
     * @param stiffness the stiffness component
     * @param damping the damping component
     * @param friction the friction component
     * @param velocityThreshold the threshold component
     * @throws IllegalArgumentException if a parameter is negative or not finite, or the threshold is not a positive
     *     velocity in m/s (the message names it)
     */
    public SiPenaltyFrictionModel {
        nonNegative("stiffness K", stiffness);
        nonNegative("damping B", damping);
        nonNegative("friction μ", friction);
        if (velocityThreshold.unit() != Unit.METRE_PER_SECOND || !(velocityThreshold.value() > 0)) {
            throw new IllegalArgumentException("velocityThreshold = " + velocityThreshold
                    + "; it must be a positive velocity in m/s");
        }
    }


    /**
     * The normal force magnitude F_n = max(0, K p − B v_n).
     *
     * @param penetration p (m), {@code >= 0}
     * @param normalVelocity v_n (m/s), negative when approaching
     * @return F_n (N), {@code >= 0}
     */
    public double normalForce(double penetration, double normalVelocity) {
        return Math.max(0, stiffness * penetration - damping * normalVelocity);
    }

    /**
     * The friction force along t, F_t = −μ F_n sat(v_t / v_threshold).
     *
     * @param normalForce F_n (N), {@code >= 0}
     * @param tangentialVelocity v_t (m/s)
     * @return F_t (N); its sign is opposite to v_t
     */
    public double frictionForce(double normalForce, double tangentialVelocity) {
        double r = tangentialVelocity / velocityThreshold.value();
        double sat = Math.max(-1, Math.min(1, r));
        return -friction * normalForce * sat;
    }

    /**
     * The total contact force on the body.
     *
     * @param normal n, the unit normal towards the body
     * @param penetration p (m), {@code >= 0}
     * @param normalVelocity v_n (m/s)
     * @param tangentialVelocity v_t along n rotated by +90° (m/s)
     * @return F_n n + F_t t (N)
     */
    public Vec2 force(Vec2 normal, double penetration, double normalVelocity, double tangentialVelocity) {
        double fn = normalForce(penetration, normalVelocity);
        double ft = frictionForce(fn, tangentialVelocity);
        return normal.scale(fn).add(normal.perp().scale(ft));
    }

    /**
     * The total contact force on a body in space: F_n n + F_t, with the regularised friction acting against the
     * tangential slip, F_t = −μ F_n min(1, |v_t| / v_threshold) v_t / |v_t| (eq. 4 in vector form; zero for
     * v_t = 0).
     *
     * @param normal n, the unit normal towards the body
     * @param penetration p (m), {@code >= 0}
     * @param normalVelocity v_n (m/s)
     * @param tangentialVelocity the relative velocity's tangential component (m/s), perpendicular to n
     * @return the force (N)
     */
    public Vec3 force(Vec3 normal, double penetration, double normalVelocity, Vec3 tangentialVelocity) {
        double fn = normalForce(penetration, normalVelocity);
        double slip = tangentialVelocity.norm();
        Vec3 f = normal.scale(fn);
        if (slip > 0) {
            double ft = frictionForce(fn, slip);
            f = f.add(tangentialVelocity.scale(ft / slip));
        }
        return f;
    }
}
