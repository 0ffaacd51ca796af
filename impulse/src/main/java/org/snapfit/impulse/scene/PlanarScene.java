package org.snapfit.impulse.scene;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.impulse.contact.LinkPair;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.PlanarLinkage;
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.sim.SimulationEngine;

/**
 * A planar scene of the passive impulse method, in mm, kg, s, N: a linkage with a convex shape per link, moving or
 * fixed convex obstacles, the pairs of its own links that may touch, the penalty and friction model of continuous
 * contact, the user's hand coupler and the coefficient of restitution, stepped at a fixed Δt from a start
 * configuration at rest. {@link LinkageBoxScene} is one; {@code snapfit insert} builds others from scene files.
 * Immutable and thread-safe (every run makes a fresh engine); deterministic; the engine behind it runs in SI.
 *
 * @param linkage the linkage
 * @param linkShapes one convex shape per link, in the link's frame (mm)
 * @param obstacles the obstacles (mm)
 * @param selfContacts the pairs of links tested against each other
 * @param forces the continuous-contact force model
 * @param hand the user's coupler, if any
 * @param restitution e ∈ [0, 1]
 * @param timeStep Δt (s), {@code > 0}
 * @param initialConfiguration q₀, one entry per degree of freedom (mm for a floating base's x, y; rad for angles)
 */
public record PlanarScene(PlanarLinkage linkage, List<ConvexPolygon2> linkShapes, List<PlanarObstacle> obstacles,
        List<LinkPair> selfContacts, PenaltyFrictionModel forces, Optional<HandCoupler> hand, double restitution,
        double timeStep, double[] initialConfiguration) {

    /**
     * Validates and copies the scene.
     *
     * @param linkage the linkage component
     * @param linkShapes the link-shape component
     * @param obstacles the obstacle component
     * @param selfContacts the self-contact component
     * @param forces the force-model component
     * @param hand the hand component
     * @param restitution the restitution component
     * @param timeStep the time-step component
     * @param initialConfiguration the start-configuration component
     * @throws IllegalArgumentException if the shapes do not match the links, e lies outside [0, 1], Δt is not
     *     positive, q₀ has the wrong length or a non-finite entry, or a self-contact pair names a missing link
     */
    public PlanarScene(PlanarLinkage linkage, List<ConvexPolygon2> linkShapes, List<PlanarObstacle> obstacles,
            List<LinkPair> selfContacts, PenaltyFrictionModel forces, Optional<HandCoupler> hand, double restitution,
            double timeStep, double[] initialConfiguration) {
        this.linkage = Objects.requireNonNull(linkage, "linkage");
        this.linkShapes = List.copyOf(linkShapes);
        this.obstacles = List.copyOf(obstacles);
        this.selfContacts = List.copyOf(selfContacts);
        this.forces = Objects.requireNonNull(forces, "forces");
        this.hand = Objects.requireNonNull(hand, "hand");
        this.restitution = restitution;
        this.timeStep = timeStep;
        this.initialConfiguration = Require.allFinite("initialConfiguration (mm, rad)", initialConfiguration.clone(),
                linkage.dof());
        ImpulseUnits.scene(this);
    }

    /**
     * The start configuration.
     *
     * @return a copy of q₀
     */
    @Override
    public double[] initialConfiguration() {
        return initialConfiguration.clone();
    }

    /**
     * The same scene with another coefficient of restitution.
     *
     * @param e e ∈ [0, 1]
     * @return the scene
     * @throws IllegalArgumentException if e lies outside [0, 1]
     */
    public PlanarScene withRestitution(double e) {
        return new PlanarScene(linkage, linkShapes, obstacles, selfContacts, forces, hand, e, timeStep,
                initialConfiguration);
    }

    /**
     * A simulation engine at the start configuration, at rest.
     *
     * @return a fresh engine
     */
    public SimulationEngine newEngine() {
        return new SimulationEngine(this);
    }

    /**
     * The links' shapes placed at a configuration.
     *
     * @param q the configuration (mm for a floating base's x, y; rad for angles)
     * @return one polygon per link, in world coordinates (mm)
     */
    public List<ConvexPolygon2> placedLinks(double[] q) {
        return ImpulseUnits.placedLinks(this, q);
    }

    /**
     * Runs the scene.
     *
     * @param steps the number of steps K, {@code >= 1}
     * @return the run (energies in mJ)
     * @throws IllegalArgumentException if K is below 1
     */
    public SceneRun run(int steps) {
        return ImpulseUnits.out(ImpulseUnits.scene(this).run(steps));
    }
}
