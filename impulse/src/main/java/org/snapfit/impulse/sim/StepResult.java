package org.snapfit.impulse.sim;

import java.util.List;
import java.util.Optional;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.sim.SiStepResult;

/**
 * The result of one time step of a planar linkage, in mm, kg, s, N: a view of the engine's SI result, each value converted
 * when it is read (so a step that nobody inspects costs no conversion). Immutable (arrays are copies).
 */
public final class StepResult {
    private final SiStepResult si;
    private final int lengths;

    StepResult(SiStepResult si, int lengths) {
        this.si = si;
        this.lengths = lengths;
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
     * @return a copy of q after the step: (x, y mm, angles rad) for a floating base, angles (rad) for a fixed one
     */
    public double[] configuration() {
        return ImpulseUnits.out(si.configuration(), 0, lengths);
    }

    /**
     * The velocity after the step.
     *
     * @return a copy of q̇ after the step (mm/s, rad/s as q)
     */
    public double[] velocity() {
        return ImpulseUnits.out(si.velocity(), 0, lengths);
    }

    /**
     * The contacts detected at the start of the step, with their state and forces.
     *
     * @return the contacts (mm, mm/s, N), converted on each call
     */
    public List<ContactReport> contacts() {
        return ImpulseUnits.planarContacts(si.contacts());
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
        return si.collision().map(c -> ImpulseUnits.out(c, lengths));
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
     * the user's force F_h in this step.
     *
     * @return the force (N)
     */
    public Vec2 handForce() {
        return si.handForce();
    }
}
