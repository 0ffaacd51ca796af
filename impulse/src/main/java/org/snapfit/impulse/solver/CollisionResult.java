package org.snapfit.impulse.solver;

import java.util.Arrays;

/**
 * The outcome of one collision resolution (eq. 15): contact impulses p, post-collision velocity q̇, the
 * generalised impulse J_cᵀp, kinetic energies before and after, the rank kept for A = J_c D⁻¹ J_cᵀ and the
 * inverse path taken. Immutable and thread-safe (arrays are copied out); approximate.
 *
 * <p>Impulses follow the paper: all colliding contacts obey Newton's law (eq. 14) with equality, so an individual
 * p_i may be negative (pulling) when contacts are coupled; the total is still passive.
 */
public final class CollisionResult {

    private final double[] impulses;
    private final double[] velocityAfter;
    private final double[] generalizedImpulse;
    private final double kineticEnergyBefore;
    private final double kineticEnergyAfter;
    private final int rank;
    private final InversePath path;

    CollisionResult(double[] impulses, double[] velocityAfter, double[] generalizedImpulse, double keBefore,
            double keAfter, int rank, InversePath path) {
        this.impulses = impulses;
        this.velocityAfter = velocityAfter;
        this.generalizedImpulse = generalizedImpulse;
        this.kineticEnergyBefore = keBefore;
        this.kineticEnergyAfter = keAfter;
        this.rank = rank;
        this.path = path;
    }

    /**
     * The contact impulses p, one per colliding contact in the order of the Jacobian rows (N·s in SI scenes).
     *
     * @return a copy of p
     */
    public double[] impulses() {
        return impulses.clone();
    }

    /**
     * The post-collision generalised velocity q̇ = q̇₀ + D⁻¹ J_cᵀ p.
     *
     * @return a copy of q̇
     */
    public double[] velocityAfter() {
        return velocityAfter.clone();
    }

    /**
     * The generalised impulse J_cᵀ p (d entries).
     *
     * @return a copy of J_cᵀ p
     */
    public double[] generalizedImpulse() {
        return generalizedImpulse.clone();
    }

    /**
     * The impulsive generalised force of eq. (16), F_col = J_cᵀ p / Δt, that changes the momentum by the same
     * amount over one step.
     *
     * @param timeStep Δt, {@code > 0} (s)
     * @return J_cᵀ p / Δt
     * @throws IllegalArgumentException if Δt is not positive and finite
     */
    public double[] impulsiveForce(double timeStep) {
        if (!(timeStep > 0) || Double.isInfinite(timeStep)) {
            throw new IllegalArgumentException("timeStep Δt = " + timeStep + "; it must be positive and finite");
        }
        double[] f = generalizedImpulse.clone();
        for (int i = 0; i < f.length; i++) {
            f[i] /= timeStep;
        }
        return f;
    }

    /**
     * Kinetic energy ½ q̇₀ᵀ D q̇₀ before the collision.
     *
     * @return KE before (J in SI scenes)
     */
    public double kineticEnergyBefore() {
        return kineticEnergyBefore;
    }

    /**
     * Kinetic energy ½ q̇ᵀ D q̇ after the collision.
     *
     * @return KE after
     */
    public double kineticEnergyAfter() {
        return kineticEnergyAfter;
    }

    /**
     * (KE after − KE before) / KE before, or 0 when KE before is 0.
     *
     * @return the relative change; passivity means it is {@code <= 0} up to rounding
     */
    public double relativeEnergyChange() {
        return kineticEnergyBefore > 0 ? (kineticEnergyAfter - kineticEnergyBefore) / kineticEnergyBefore : 0;
    }

    /**
     * The rank kept for A = J_c D⁻¹ J_cᵀ.
     *
     * @return the rank, c on the Cholesky path
     */
    public int rank() {
        return rank;
    }

    /**
     * The inverse path taken.
     *
     * @return Cholesky, pseudo-inverse, or none (no contacts)
     */
    public InversePath path() {
        return path;
    }

    /**
     * Whether the pseudo-inverse path was taken (redundant contacts).
     *
     * @return {@code path() == PSEUDO_INVERSE}
     */
    public boolean isPseudoInverse() {
        return path == InversePath.PSEUDO_INVERSE;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CollisionResult r && Arrays.equals(impulses, r.impulses)
                && Arrays.equals(velocityAfter, r.velocityAfter) && rank == r.rank && path == r.path
                && Double.compare(kineticEnergyBefore, r.kineticEnergyBefore) == 0
                && Double.compare(kineticEnergyAfter, r.kineticEnergyAfter) == 0;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(impulses) * 31 + Arrays.hashCode(velocityAfter) + rank + path.hashCode();
    }

    @Override
    public String toString() {
        return "CollisionResult[path=" + path + ", rank=" + rank + ", p=" + Arrays.toString(impulses) + ", KE "
                + kineticEnergyBefore + " -> " + kineticEnergyAfter + "]";
    }
}
