package org.snapfit.impulse.engine.model;

import org.snapfit.core.check.Require;

/**
 * A mechanical system in configuration space (Constantinescu et al., eq. 1): D(q) q̈ = −B(q, q̇) − G(q) + Σ J_iᵀ F_i
 * + J_hᵀ F_h. Implementations are immutable and thread-safe; approximate; SI units.
 *
 * <p>The generalised velocity q̇ has {@link #dof()} entries; the configuration q has {@link #configurationSize()}
 * entries (equal to the dof except for a spatial body, whose orientation is a unit quaternion).
 */
public interface MechanicalSystem {

    /**
     * The number of degrees of freedom d (length of q̇).
     *
     * @return d, {@code >= 1}
     */
    int dof();

    /**
     * The length of the configuration vector q.
     *
     * @return the configuration size, {@code >= dof()}
     */
    int configurationSize();

    /**
     * The configuration-space inertia D(q), symmetric positive definite.
     *
     * @param q the configuration
     * @return a fresh d × d matrix
     * @throws IllegalArgumentException if q has the wrong length or a non-finite entry
     */
    double[][] inertia(double[] q);

    /**
     * The Coriolis and centripetal terms B(q, q̇) (generalised force, N or N·m per coordinate).
     *
     * @param q the configuration
     * @param qd the generalised velocity
     * @return a fresh d-vector
     * @throws IllegalArgumentException if q or q̇ has the wrong length or a non-finite entry
     */
    double[] coriolis(double[] q, double[] qd);

    /**
     * The gravity terms G(q) = ∂V/∂q.
     *
     * @param q the configuration
     * @return a fresh d-vector
     * @throws IllegalArgumentException if q has the wrong length or a non-finite entry
     */
    double[] gravity(double[] q);

    /**
     * The configuration after moving with constant velocity q̇ for a time step (exact for the linear coordinates;
     * the exponential map for a quaternion).
     *
     * @param q the configuration
     * @param qd the generalised velocity
     * @param dt the time step (s)
     * @return the new configuration
     * @throws IllegalArgumentException if q or q̇ has the wrong length or a non-finite entry
     */
    double[] advance(double[] q, double[] qd, double dt);

    /**
     * Kinetic energy ½ q̇ᵀ D(q) q̇ (J).
     *
     * @param q the configuration
     * @param qd the generalised velocity
     * @return the kinetic energy, {@code >= 0}
     * @throws IllegalArgumentException if q or q̇ has the wrong length or a non-finite entry
     */
    default double kineticEnergy(double[] q, double[] qd) {
        double[][] d = inertia(q);
        Require.allFinite("velocity q̇", qd, dof());
        double s = 0;
        for (int i = 0; i < qd.length; i++) {
            for (int j = 0; j < qd.length; j++) {
                s += qd[i] * d[i][j] * qd[j];
            }
        }
        return s / 2;
    }
}
