package org.snapfit.impulse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.contact.PlanarContactDetector;
import org.snapfit.impulse.contact.SpatialContactDetector;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.sim.SimulationEngine;
import org.snapfit.impulse.sim.SpatialSimulationEngine;
import org.snapfit.impulse.sim.SpatialStepResult;
import org.snapfit.impulse.solver.CollisionProblem;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.InversePath;

/** The snippets of impulse/README.md, run as tests. */
class DocumentationExampleTest {

    @Test
    void readmeSnippet_boxLandingFlat_valuesAsDocumented() {
        CollisionProblem problem = CollisionProblem.of(
                new double[][] {{2, 0, 0}, {0, 2, 0}, {0, 0, 0.5}},
                new double[][] {{0, 1, -0.3}, {0, 1, 0.3}},
                new double[] {0, -1.5, 0},
                0.5);
        CollisionResult r = ImpulseSolver.create().resolve(problem);
        // closed form: p1 = p2 = (1 + e) m v / 2 = 1.5 · 2 · 1.5 / 2 = 2.25 N·s; v_after = e v = 0.75 m/s upward
        assertThat(r.impulses()[0]).isCloseTo(2.25, within(1e-14));
        assertThat(r.impulses()[1]).isCloseTo(2.25, within(1e-14));
        assertThat(r.velocityAfter()[1]).isCloseTo(0.75, within(1e-14));
        assertThat(r.impulsiveForce(1e-3)[1]).isCloseTo(4500, within(1e-9));
        assertThat(r.path()).isEqualTo(InversePath.CHOLESKY);
    }

    @Test
    void readmeSnippet_cubeInSpace_firstStepIsFreeFall() {
        FreeBody3 cube = FreeBody3.of(1, Vec3.of(0.2 * 0.2 / 6, 0.2 * 0.2 / 6, 0.2 * 0.2 / 6), 9.81);
        SpatialObstacle floor = new SpatialObstacle("floor", ConvexPolyhedron3.box(4, 4, 1),
                Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, -0.5)), Vec3.ZERO);
        SpatialSimulationEngine sim = new SpatialSimulationEngine(
                SpatialContactDetector.of(cube, ConvexPolyhedron3.box(0.2, 0.2, 0.2), List.of(floor),
                        PlanarContactDetector.DEFAULT_MARGIN),
                new PenaltyFrictionModel(1e5, 50, 0.5, Tolerance.of("vThreshold", 0.01, Unit.METRE_PER_SECOND)),
                ImpulseSolver.create(), 0.5, 1e-3, SimulationEngine.DEFAULT_COLLISION_VELOCITY,
                FreeBody3.configuration(Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, 0.15))), new double[6]);
        SpatialStepResult step = sim.step();
        // 5 cm above the floor: no contact; semi-implicit Euler: v_z = -g Δt, z = 0.15 - g Δt², KE = ½ m (g Δt)²
        assertThat(step.contacts()).isEmpty();
        assertThat(step.collision()).isEmpty();
        assertThat(step.velocity()[2]).isCloseTo(-9.81e-3, within(1e-15));
        assertThat(step.configuration()[2]).isCloseTo(0.15 - 9.81e-6, within(1e-15));
        assertThat(step.kineticEnergy()).isCloseTo(0.5 * 9.81e-3 * 9.81e-3, within(1e-15));
    }
}
