package org.snapfit.sweep.model;

import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * The root motion: hinge(t) = hinge + velocity·t for t ∈ [0, travel]; the travelled distance is s = |velocity|·t.
 * Immutable, exact. Units: velocity mm per unit of t, travel in units of t ({@code travel} bounds t).
 *
 * @param velocity the root velocity, non-zero
 * @param travel the end of the time range, &gt; 0
 */
public record Motion(ExactPoint2 velocity, Rational travel) {

    /**
     * Validates the motion.
     *
     * @param velocity the root velocity, non-zero
     * @param travel the end of the time range, &gt; 0
     * @throws IllegalArgumentException if velocity is zero or travel ≤ 0 (message names the field and value)
     */
    public Motion {
        if (velocity.x().isZero() && velocity.y().isZero()) {
            throw new IllegalArgumentException("velocity = " + velocity + ": velocity must be non-zero");
        }
        if (travel.signum() <= 0) {
            throw new IllegalArgumentException("travel = \"" + travel + "\": travel must be > 0");
        }
    }

    /**
     * The squared speed |v|², exact.
     *
     * @return v·v
     */
    public Rational speedSquared() {
        return velocity.dot(velocity);
    }

    /**
     * The speed |v| in floating point (for reporting distances s = |v| t).
     *
     * @return the speed, approximate
     */
    public double speed() {
        return Math.sqrt(speedSquared().doubleValue());
    }
}
