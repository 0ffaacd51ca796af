package org.snapfit.impulse.engine.sim;

import java.util.Objects;
import org.snapfit.impulse.solver.CollisionResult;

/**
 * A collision state: how many contacts collided, how many Jacobian rows they gave (a self-contact gives two), and
 * the resolution. Immutable.
 *
 * @param contacts the number of colliding contacts
 * @param rows the number of collision-Jacobian rows c
 * @param result the resolution (impulses, energies, rank, inverse path)
 * @param impulsiveForce F_col = J_cᵀ p / Δt (eq. 16), one entry per degree of freedom
 */
public record SiCollisionRecord(int contacts, int rows, CollisionResult result, double[] impulsiveForce) {

    /**
     * Validates the record.
     *
     * @param contacts the contacts component
     * @param rows the rows component
     * @param result the result component
     * @param impulsiveForce the force component (copied)
     * @throws IllegalArgumentException if a count is negative
     */
    public SiCollisionRecord {
        Objects.requireNonNull(result, "result");
        if (contacts < 0 || rows < contacts) {
            throw new IllegalArgumentException("collision with " + contacts + " contacts and " + rows
                    + " rows; rows must be >= contacts >= 0");
        }
        impulsiveForce = impulsiveForce.clone();
    }

    /**
     * F_col = J_cᵀ p / Δt.
     *
     * @return a copy
     */
    @Override
    public double[] impulsiveForce() {
        return impulsiveForce.clone();
    }
}
