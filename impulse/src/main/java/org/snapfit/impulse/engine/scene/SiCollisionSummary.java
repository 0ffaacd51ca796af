package org.snapfit.impulse.engine.scene;

import org.snapfit.impulse.solver.InversePath;

/**
 * One collision state of a scene run. Immutable; SI units.
 *
 * @param step the step index
 * @param time the time (s)
 * @param contacts the number of colliding contacts
 * @param rows the number of collision-Jacobian rows (a self-contact counts once on each link)
 * @param rank the rank kept for J_c D⁻¹ J_cᵀ
 * @param path the inverse path taken
 * @param kineticEnergyBefore KE before the impulse (J)
 * @param kineticEnergyAfter KE after the impulse (J)
 */
public record SiCollisionSummary(int step, double time, int contacts, int rows, int rank, InversePath path,
        double kineticEnergyBefore, double kineticEnergyAfter) {

    /**
     * Validates the summary.
     *
     * @param step the step component
     * @param time the time component
     * @param contacts the contacts component
     * @param rows the rows component
     * @param rank the rank component
     * @param path the path component
     * @param kineticEnergyBefore the energy-before component
     * @param kineticEnergyAfter the energy-after component
     */
    public SiCollisionSummary {
        java.util.Objects.requireNonNull(path, "path");
    }

    /**
     * (KE after − KE before) / KE before, 0 when KE before is 0.
     *
     * @return the relative energy change
     */
    public double relativeEnergyChange() {
        return kineticEnergyBefore > 0 ? (kineticEnergyAfter - kineticEnergyBefore) / kineticEnergyBefore : 0;
    }

    /**
     * Whether the pseudo-inverse path was taken.
     *
     * @return {@code path == PSEUDO_INVERSE}
     */
    public boolean isPseudoInverse() {
        return path == InversePath.PSEUDO_INVERSE;
    }
}
