package org.snapfit.impulse.sim;

import java.util.List;
import java.util.Optional;
import org.snapfit.core.geom.Vec3;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.sim.SiSpatialStepResult;

/**
 * The result of one time step of a free body in space, in mm, kg, s, N: a view of the engine's SI result, each value converted
 * when it is read (so a step that nobody inspects costs no conversion). Immutable (arrays are copies).
 */
public final class SpatialStepResult {
    private final SiSpatialStepResult si;

    SpatialStepResult(SiSpatialStepResult si) {
        this.si = si;
    }

    /**
     * The step index.
     *
     * @return the index (0-based)
     */
    public int step() {
        return si.step();
    }

    /**
     * The time at the start of the step.
     *
     * @return t (s)
     */
    public double time() {
        return si.time();
    }

    /**
     * The configuration after the step.
     *
     * @return a copy of q after the step (position mm, unit quaternion w, x, y, z)
     */
    public double[] configuration() {
        return ImpulseUnits.out(si.configuration(), 0, ImpulseUnits.SPATIAL_LENGTHS);
    }

    /**
     * The velocity after the step.
     *
     * @return a copy of q̇ after the step (v mm/s, ω rad/s in world axes)
     */
    public double[] velocity() {
        return ImpulseUnits.out(si.velocity(), 0, ImpulseUnits.SPATIAL_LENGTHS);
    }

    /**
     * The contacts detected at the start of the step, with their state and forces.
     *
     * @return the contacts (mm, mm/s, N), converted on each call
     */
    public List<SpatialContactReport> contacts() {
        return ImpulseUnits.spatialContacts(si.contacts());
    }

    /**
     * The number of contacts detected at the start of the step.
     *
     * @return the count
     */
    public int contactCount() {
        return si.contacts().size();
    }

    /**
     * The collision state resolved in this step, if any.
     *
     * @return the collision (impulses N·s, energies mJ)
     */
    public Optional<CollisionRecord> collision() {
        return si.collision().map(c -> ImpulseUnits.out(c, ImpulseUnits.SPATIAL_LENGTHS));
    }

    /**
     * The kinetic energy after the step.
     *
     * @return KE (mJ = N·mm)
     */
    public double kineticEnergy() {
        return ImpulseUnits.out(si.kineticEnergy());
    }

    /**
     * the hand's coupling force on the body during the step (zero without a hand).
     *
     * @return the force (N)
     */
    public Vec3 handForce() {
        return si.handForce();
    }
}
