package org.snapfit.impulse.sim;

import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.sim.SiSimulationEngine;
import org.snapfit.impulse.scene.PlanarScene;

/**
 * Steps a planar scene (a linkage or free body among obstacles) with the force model of Constantinescu et al.: each
 * step detects the contacts and classifies them (Fig. 1), resolves a collision state by eq. (15) at once, applies the
 * penalty and friction forces (eqs. 3–4) and the hand's coupling force and integrates eq. (5) with semi-implicit
 * Euler. Takes and returns mm, kg, s, N (q and q̇ as {@link org.snapfit.impulse.model.PlanarLinkage} describes);
 * the engine behind it runs in SI. Mutable and not thread-safe (an engine); results are immutable.
 */
public final class SimulationEngine {

    /** The separation threshold the engine uses: approaching faster than 1 mm/s counts as non-separating (mm/s). */
    public static final Tolerance DEFAULT_COLLISION_VELOCITY = Tolerance.of("collisionVelocity", 1,
            Unit.MILLIMETRE_PER_SECOND);
    /** The contact margin the engines use: features closer than 0.1 mm are in contact (mm). */
    public static final Tolerance DEFAULT_CONTACT_MARGIN = Tolerance.of("contactMargin", 0.1, Unit.MILLIMETRE);

    private final SiSimulationEngine engine;
    private final int lengths;

    /**
     * An engine at the scene's start configuration, at rest.
     *
     * @param scene the scene (mm)
     */
    public SimulationEngine(PlanarScene scene) {
        this.engine = ImpulseUnits.scene(scene).newEngine();
        this.lengths = scene.linkage().lengthCoordinates();
    }

    /**
     * The current configuration.
     *
     * @return a copy of q (mm for a floating base's x, y; rad for angles)
     */
    public double[] configuration() {
        return ImpulseUnits.out(engine.configuration(), 0, lengths);
    }

    /**
     * The current velocity.
     *
     * @return a copy of q̇ (mm/s, rad/s)
     */
    public double[] velocity() {
        return ImpulseUnits.out(engine.velocity(), 0, lengths);
    }

    /**
     * The current time.
     *
     * @return t (s)
     */
    public double time() {
        return engine.time();
    }

    /**
     * Advances one step.
     *
     * @return the step's result (mm, kg, s, N)
     */
    public StepResult step() {
        return new StepResult(engine.step(), lengths);
    }
}
