package org.snapfit.impulse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
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
        FreeBody3 cube = FreeBody3.of(1, Vec3.of(200.0 * 200 / 6, 200.0 * 200 / 6, 200.0 * 200 / 6), 9810);
        SpatialObstacle floor = new SpatialObstacle("floor", ConvexPolyhedron3.box(4000, 4000, 1000),
                Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, -500)), Vec3.ZERO);
        SpatialSimulationEngine sim = new SpatialSimulationEngine(cube, ConvexPolyhedron3.box(200, 200, 200),
                List.of(floor),
                new PenaltyFrictionModel(100, 0.05, 0.5, Tolerance.of("vThreshold", 10, Unit.MILLIMETRE_PER_SECOND)),
                0.5, 1e-3, FreeBody3.configuration(Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, 150))), new double[6],
                Optional.empty(), Vec3.ZERO);
        SpatialStepResult step = sim.step();
        // 50 mm above the floor: no contact; semi-implicit Euler: v_z = -g Δt = -9.81 mm/s, z = 150 - g Δt² mm,
        // KE = ½ m (g Δt)² = ½ · 1 kg · (9.81 mm/s)² = 48.1 µJ = 0.0481 mJ
        assertThat(step.contacts()).isEmpty();
        assertThat(step.collision()).isEmpty();
        assertThat(step.velocity()[2]).isCloseTo(-9.81, within(1e-12));
        assertThat(step.configuration()[2]).isCloseTo(150 - 9.81e-3, within(1e-12));
        assertThat(step.kineticEnergy()).isCloseTo(0.5 * 9.81 * 9.81 * 1e-3, within(1e-15));
    }
}
