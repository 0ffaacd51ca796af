package org.snapfit.bench.impulse;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.contact.ObstacleMotion;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.PlanarLinkage;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.scene.PlanarScene;
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.sim.HandPolyline;
import org.snapfit.impulse.sim.SimulationEngine;
import org.snapfit.impulse.sim.StepResult;

/**
 * One planar {@code snapfit insert} step with 8 continuous contacts: a free 20 mm square body held by the hand in a
 * box whose four walls each press 0.05 mm into it, so every step detects and classifies 8 vertex contacts (each
 * corner against two walls) and applies penalty and friction forces at them, plus the hand's coupling force.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PlanarInsertStepBench {

    private SimulationEngine engine;

    /** Last step's result, so the step cannot be optimised away. */
    public StepResult last;

    /** Builds the boxed square (mm, kg, s, N). */
    @Setup(Level.Iteration)
    public void setUp() {
        double s = 20;
        double depth = 0.05;
        double m = 0.01;
        PlanarLinkage body = PlanarLinkage.freeBody(m, m * (s * s + s * s) / 12, 0);
        ConvexPolygon2 wall = ConvexPolygon2.rectangle(200, 20);
        double off = s / 2 + 10 - depth;
        List<PlanarObstacle> walls = List.of(
                new PlanarObstacle("floor", wall, ObstacleMotion.fixed(new PlanarPose(0, -off, 0))),
                new PlanarObstacle("ceiling", wall, ObstacleMotion.fixed(new PlanarPose(0, off, 0))),
                new PlanarObstacle("left", wall, ObstacleMotion.fixed(new PlanarPose(-off, 0, Math.PI / 2))),
                new PlanarObstacle("right", wall, ObstacleMotion.fixed(new PlanarPose(off, 0, Math.PI / 2))));
        HandCoupler hand = new HandCoupler(0, Vec2.ZERO, 1, 1e-3,
                new HandPolyline(List.of(Vec2.ZERO, new Vec2(1, 0)), 1e-6));
        PlanarScene scene = new PlanarScene(body, List.of(ConvexPolygon2.rectangle(s, s)), walls, List.of(),
                new PenaltyFrictionModel(100, 0.05, 0.3, Tolerance.of("slipVelocity", 10, Unit.MILLIMETRE_PER_SECOND)),
                Optional.of(hand), 0.3, 5e-5, new double[3]);
        engine = scene.newEngine();
        last = engine.step();
        if (last.contactCount() != 8) {
            throw new IllegalStateException("the boxed square has " + last.contactCount() + " contacts, not 8");
        }
    }

    /**
     * One step.
     *
     * @return the step's result
     */
    @Benchmark
    public StepResult step() {
        last = engine.step();
        return last;
    }
}
