package org.snapfit.impulse.engine.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.geom.Vec3;

/**
 * The immutable outcome of one step of a {@link SiSpatialSimulationEngine}. SI units.
 *
 * @param step the step index (0-based)
 * @param time the time at the start of the step (s)
 * @param configuration q after the step (position, unit quaternion w, x, y, z)
 * @param velocity q̇ after the step (v, ω in world axes)
 * @param contacts the contacts detected at the start of the step, with their state and forces
 * @param collision the collision state resolved in this step, if any (impulses, F_col, energies, rank, path)
 * @param kineticEnergy the kinetic energy after the step (J)
 * @param handForce the hand's coupling force on the body during the step (N; zero without a hand)
 */
public record SiSpatialStepResult(int step, double time, double[] configuration, double[] velocity,
        List<SiSpatialContactReport> contacts, Optional<SiCollisionRecord> collision, double kineticEnergy,
        Vec3 handForce) {

    /**
     * Copies the arrays and lists.
     *
     * @param step the step component
     * @param time the time component
     * @param configuration the configuration component
     * @param velocity the velocity component
     * @param contacts the contacts component
     * @param collision the collision component
     * @param kineticEnergy the energy component
     * @param handForce the hand-force component
     */
    public SiSpatialStepResult {
        configuration = configuration.clone();
        velocity = velocity.clone();
        contacts = List.copyOf(contacts);
        Objects.requireNonNull(collision, "collision");
    }

    /**
     * q after the step.
     *
     * @return a copy
     */
    @Override
    public double[] configuration() {
        return configuration.clone();
    }

    /**
     * q̇ after the step.
     *
     * @return a copy
     */
    @Override
    public double[] velocity() {
        return velocity.clone();
    }
}
