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
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.sim.SpatialHand;
import org.snapfit.impulse.sim.SpatialSimulationEngine;
import org.snapfit.impulse.sim.SpatialStepResult;

/**
 * One {@code snapfit insert} step with 8 continuous contacts: a 20 mm cube held by the hand between a floor slab
 * (its four bottom vertices) and a ceiling slab (its four top vertices), both 0.05 mm deep, so every step detects
 * and classifies 8 vertex contacts and applies penalty and friction forces at them, plus the hand's coupling force.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class InsertStepBench {

    private SpatialSimulationEngine engine;

    /** Last step's result, so the step cannot be optimised away. */
    public SpatialStepResult last;

    /** Builds the clamped cube (mm, kg, s, N). */
    @Setup(Level.Iteration)
    public void setUp() {
        double s = 20;
        double depth = 0.05;
        FreeBody3 body = FreeBody3.of(0.01, new Vec3(0.01 * s * s / 6, 0.01 * s * s / 6, 0.01 * s * s / 6), 0);
        SpatialObstacle floor = new SpatialObstacle("floor", ConvexPolyhedron3.box(200, 200, 20),
                Pose3.of(Quaternion.IDENTITY, new Vec3(0, 0, -s / 2 - 10 + depth)), Vec3.ZERO);
        SpatialObstacle ceiling = new SpatialObstacle("ceiling", ConvexPolyhedron3.box(200, 200, 20),
                Pose3.of(Quaternion.IDENTITY, new Vec3(0, 0, s / 2 + 10 - depth)), Vec3.ZERO);
        SpatialHand hand = new SpatialHand(List.of(Vec3.ZERO, new Vec3(1, 0, 0)), 1e-6, 1, 1e-3);
        engine = new SpatialSimulationEngine(body, ConvexPolyhedron3.box(s, s, s), List.of(floor, ceiling),
                new PenaltyFrictionModel(100, 0.05, 0.3, Tolerance.of("slipVelocity", 10, Unit.MILLIMETRE_PER_SECOND)),
                0.3, 5e-5, FreeBody3.configuration(Pose3.IDENTITY), new double[6], Optional.of(hand), Vec3.ZERO);
        last = engine.step();
        if (last.contactCount() != 8) {
            throw new IllegalStateException("the clamped cube has " + last.contactCount() + " contacts, not 8");
        }
    }

    /**
     * One step.
     *
     * @return the step's result
     */
    @Benchmark
    public SpatialStepResult step() {
        last = engine.step();
        return last;
    }
}
