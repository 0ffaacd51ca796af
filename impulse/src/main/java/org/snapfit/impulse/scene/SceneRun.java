package org.snapfit.impulse.scene;

import java.util.List;

/**
 * The record of a scene run, in mm, kg, s, N.
 *
 * @param restitution the coefficient of restitution e
 * @param timeStep Δt (s)
 * @param steps the number of steps run
 * @param collisions the collision states in order
 * @param times the start time of every step (s)
 * @param kineticEnergy the kinetic energy after every step (mJ = N·mm)
 * @param energyChange the kinetic-energy change of the collision in every step, 0 for steps without one (mJ)
 */
public record SceneRun(double restitution, double timeStep, int steps, List<CollisionSummary> collisions,
        List<Double> times, List<Double> kineticEnergy, List<Double> energyChange) {

    /**
     * Copies the lists.
     *
     * @param restitution the restitution component
     * @param timeStep the time-step component
     * @param steps the steps component
     * @param collisions the collisions component
     * @param times the times component
     * @param kineticEnergy the energy component
     * @param energyChange the energy-change component
     */
    public SceneRun {
        collisions = List.copyOf(collisions);
        times = List.copyOf(times);
        kineticEnergy = List.copyOf(kineticEnergy);
        energyChange = List.copyOf(energyChange);
    }

    /**
     * The largest (KE after − KE before) / KE before over all collision states; passivity means it is at most a few
     * ulps above 0, and it is negative when every collision lost energy.
     *
     * @return the maximum relative energy change, or 0 when there were no collision states
     */
    public double maxRelativeEnergyGain() {
        return collisions.stream().mapToDouble(CollisionSummary::relativeEnergyChange).max().orElse(0);
    }

    /**
     * The number of collision states.
     *
     * @return the count
     */
    public int collisionStates() {
        return collisions.size();
    }

    /**
     * The number of collision states resolved with the pseudo-inverse.
     *
     * @return the count
     */
    public int pseudoInverseStates() {
        return (int) collisions.stream().filter(CollisionSummary::isPseudoInverse).count();
    }
}
