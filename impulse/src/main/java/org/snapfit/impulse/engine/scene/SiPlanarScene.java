package org.snapfit.impulse.engine.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.impulse.contact.LinkPair;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.SiPlanarLinkage;
import org.snapfit.impulse.engine.sim.SiCollisionRecord;
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.engine.sim.SiSimulationEngine;
import org.snapfit.impulse.engine.sim.SiStepResult;
import org.snapfit.impulse.solver.ImpulseSolver;

/**
 * A planar scene of the passive impulse method: a linkage with a convex shape per link, moving or fixed convex
 * obstacles, the pairs of its own links that may touch, the penalty and friction model of continuous contact, the
 * user's hand coupler and the coefficient of restitution, stepped at a fixed Δt from a start configuration at rest.
 * {@link SiLinkageBoxScene} is one; {@code snapfit insert} builds others from scene files. Immutable and thread-safe
 * (every run makes a fresh engine); deterministic; SI units (m, kg, s, N).
 *
 * @param linkage the linkage
 * @param linkShapes one convex shape per link, in the link's frame (m)
 * @param obstacles the obstacles
 * @param selfContacts the pairs of links tested against each other
 * @param forces the continuous-contact force model
 * @param hand the user's coupler, if any
 * @param restitution e ∈ [0, 1]
 * @param timeStep Δt (s), {@code > 0}
 * @param initialConfiguration q₀, one entry per degree of freedom (m for a floating base's position, rad for angles)
 */
public record SiPlanarScene(SiPlanarLinkage linkage, List<ConvexPolygon2> linkShapes, List<PlanarObstacle> obstacles,
        List<LinkPair> selfContacts, SiPenaltyFrictionModel forces, Optional<HandCoupler> hand, double restitution,
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
    public SiPlanarScene {
        Objects.requireNonNull(linkage, "linkage");
        Objects.requireNonNull(forces, "forces");
        Objects.requireNonNull(hand, "hand");
        linkShapes = List.copyOf(linkShapes);
        obstacles = List.copyOf(obstacles);
        selfContacts = List.copyOf(selfContacts);
        if (linkShapes.size() != linkage.linkCount()) {
            throw new IllegalArgumentException("linkShapes has " + linkShapes.size() + " shapes; the linkage has "
                    + linkage.linkCount() + " links");
        }
        if (!(restitution >= 0 && restitution <= 1)) {
            throw new IllegalArgumentException("restitution e = " + restitution + "; it must lie in [0, 1]");
        }
        Require.positive("timeStep (s)", timeStep);
        initialConfiguration = Require.allFinite("initialConfiguration", initialConfiguration.clone(),
                linkage.dof());
        for (LinkPair p : selfContacts) {
            Require.index("selfContacts link", Math.max(p.first(), p.second()), linkage.linkCount());
        }
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
    public SiPlanarScene withRestitution(double e) {
        return new SiPlanarScene(linkage, linkShapes, obstacles, selfContacts, forces, hand, e, timeStep,
                initialConfiguration);
    }

    /**
     * A simulation engine at the start configuration, at rest.
     *
     * @return a fresh engine
     */
    public SiSimulationEngine newEngine() {
        PlanarContactDetector det = PlanarContactDetector.of(linkage, linkShapes, obstacles, selfContacts,
                PlanarContactDetector.DEFAULT_MARGIN);
        return new SiSimulationEngine(det, forces, ImpulseSolver.create(), restitution, timeStep,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, hand, initialConfiguration,
                new double[linkage.dof()]);
    }

    /**
     * Runs the scene.
     *
     * @param steps the number of steps K, {@code >= 1}
     * @return the run
     * @throws IllegalArgumentException if K is below 1
     */
    public SiSceneRun run(int steps) {
        if (steps < 1) {
            throw new IllegalArgumentException("steps K = " + steps + "; it must be >= 1");
        }
        SiSimulationEngine engine = newEngine();
        List<SiCollisionSummary> collisions = new ArrayList<>();
        List<Double> times = new ArrayList<>();
        List<Double> ke = new ArrayList<>();
        List<Double> dke = new ArrayList<>();
        for (int k = 0; k < steps; k++) {
            SiStepResult r = engine.step();
            times.add(r.time());
            ke.add(r.kineticEnergy());
            double change = 0;
            if (r.collision().isPresent()) {
                SiCollisionRecord c = r.collision().get();
                var res = c.result();
                change = res.kineticEnergyAfter() - res.kineticEnergyBefore();
                collisions.add(new SiCollisionSummary(r.step(), r.time(), c.contacts(), c.rows(), res.rank(), res.path(),
                        res.kineticEnergyBefore(), res.kineticEnergyAfter()));
            }
            dke.add(change);
        }
        return new SiSceneRun(restitution, timeStep, steps, collisions, times, ke, dke);
    }
}
