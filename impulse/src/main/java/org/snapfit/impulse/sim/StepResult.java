package org.snapfit.impulse.sim;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.geom.Vec2;

/**
 * The result of one time step of a planar linkage, in mm, kg, s, N. Immutable (arrays are copied).
 *
 * @param step the step index (0-based)
 * @param time the time at the start of the step (s)
 * @param configuration q after the step: (x, y mm, angles rad) for a floating base, angles (rad) for a fixed one
 * @param velocity q̇ after the step (mm/s, rad/s as q)
 * @param contacts the contacts detected at the start of the step, with their state and forces
 * @param collision the collision state resolved in this step, if any
 * @param kineticEnergy the kinetic energy after the step (mJ = N·mm)
 * @param handForce the user's force F_h in this step (N)
 */
public record StepResult(int step, double time, double[] configuration, double[] velocity, List<ContactReport> contacts,
        Optional<CollisionRecord> collision, double kineticEnergy, Vec2 handForce) {

    /**
     * Validates and copies the result.
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
    public StepResult {
        configuration = configuration.clone();
        velocity = velocity.clone();
        contacts = List.copyOf(contacts);
        Objects.requireNonNull(collision, "collision");
        Objects.requireNonNull(handForce, "handForce");
    }

    /**
     * The configuration after the step.
     *
     * @return a copy of q
     */
    @Override
    public double[] configuration() {
        return configuration.clone();
    }

    /**
     * The velocity after the step.
     *
     * @return a copy of q̇
     */
    @Override
    public double[] velocity() {
        return velocity.clone();
    }
}
