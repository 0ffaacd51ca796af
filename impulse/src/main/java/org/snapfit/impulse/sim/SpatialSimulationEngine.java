package org.snapfit.impulse.sim;

import java.util.List;
import java.util.Optional;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.engine.contact.SpatialContactDetector;
import org.snapfit.impulse.engine.sim.SiSimulationEngine;
import org.snapfit.impulse.engine.sim.SiSpatialSimulationEngine;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.solver.ImpulseSolver;

/**
 * Steps a free body in space among convex polyhedral obstacles with the force model of Constantinescu et al. (the
 * loop of {@link SimulationEngine}): contacts within {@link SimulationEngine#DEFAULT_CONTACT_MARGIN}, collision
 * states resolved by eq. (15), penalty and friction forces, optionally a hand coupled to the centroid and a constant
 * external force. Takes and returns mm, kg, s, N (q and q̇ as {@link FreeBody3} describes); the engine behind it
 * runs in SI. Mutable and not thread-safe (an engine); results are immutable.
 */
public final class SpatialSimulationEngine {
    private final SiSpatialSimulationEngine engine;

    /**
     * An engine at an initial state.
     *
     * @param body the body (mm, kg)
     * @param shape the body's convex shape about its centre of mass, in its body frame (mm)
     * @param obstacles the obstacles (mm)
     * @param forces the continuous-contact force model (N/mm, N&middot;s/mm, mm/s)
     * @param restitution e ∈ [0, 1]
     * @param timeStep Δt (s), {@code > 0}
     * @param q0 the initial configuration (7 entries: position mm, unit quaternion)
     * @param qd0 the initial velocity (6 entries: v mm/s, ω rad/s in world axes)
     * @param hand the hand's virtual coupling to the centroid, if any
     * @param externalForce a constant force on the centroid (N), e.g. {@link #weight}
     * @throws IllegalArgumentException if e is outside [0, 1], Δt is not positive and finite, the state is invalid
     *     or the force is not finite (the message names the quantity)
     */
    public SpatialSimulationEngine(FreeBody3 body, ConvexPolyhedron3 shape, List<SpatialObstacle> obstacles,
            PenaltyFrictionModel forces, double restitution, double timeStep, double[] q0, double[] qd0,
            Optional<SpatialHand> hand, Vec3 externalForce) {
        SpatialContactDetector det = SpatialContactDetector.of(ImpulseUnits.body(body), ImpulseUnits.spatial(shape),
                ImpulseUnits.spatialObstacles(obstacles), PlanarContactDetector.DEFAULT_MARGIN);
        this.engine = new SiSpatialSimulationEngine(det, ImpulseUnits.spatialForces(forces), ImpulseSolver.create(),
                restitution, timeStep, SiSimulationEngine.DEFAULT_COLLISION_VELOCITY,
                ImpulseUnits.spatial(q0, 0, ImpulseUnits.SPATIAL_LENGTHS),
                ImpulseUnits.spatial(qd0, 0, ImpulseUnits.SPATIAL_LENGTHS), ImpulseUnits.hand(hand),
                externalForce);
    }

    /**
     * The weight of a mass in a uniform gravity field: m g.
     *
     * @param mass m (kg)
     * @param gravity g (mm/s&sup2;), any direction
     * @return m g (N)
     */
    public static Vec3 weight(double mass, Vec3 gravity) {
        return ImpulseUnits.spatial(gravity).scale(mass);
    }

    /**
     * The current configuration.
     *
     * @return a copy of q (position mm, unit quaternion)
     */
    public double[] configuration() {
        return ImpulseUnits.out(engine.configuration(), 0, ImpulseUnits.SPATIAL_LENGTHS);
    }

    /**
     * The current velocity.
     *
     * @return a copy of q̇ (v mm/s, ω rad/s)
     */
    public double[] velocity() {
        return ImpulseUnits.out(engine.velocity(), 0, ImpulseUnits.SPATIAL_LENGTHS);
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
    public SpatialStepResult step() {
        return new SpatialStepResult(engine.step());
    }
}
