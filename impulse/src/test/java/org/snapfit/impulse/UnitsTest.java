package org.snapfit.impulse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.engine.Si;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.engine.model.SiLink;
import org.snapfit.impulse.engine.scene.SiCollisionSummary;
import org.snapfit.impulse.engine.scene.SiLinkageBoxScene;
import org.snapfit.impulse.engine.scene.SiSceneRun;
import org.snapfit.impulse.engine.sim.SiSimulationEngine;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.model.Link;
import org.snapfit.impulse.scene.CollisionSummary;
import org.snapfit.impulse.scene.LinkageBoxScene;
import org.snapfit.impulse.scene.SceneRun;
import org.snapfit.impulse.sim.CollisionRecord;
import org.snapfit.impulse.sim.SimulationEngine;
import org.snapfit.impulse.sim.SpatialSimulationEngine;
import org.snapfit.impulse.sim.SpatialStepResult;

/**
 * The public API is in mm, kg, s, N (energies mJ) and the engine behind it in SI: closed forms evaluated in mm, and
 * a scene written in mm against the engine's own SI scene, bit for bit.
 */
class UnitsTest {

    /** Standard gravity (mm/s²). */
    private static final double G = 9810;

    private static PenaltyFrictionModel contactLaw() {
        return new PenaltyFrictionModel(100, 0.05, 0.3, Tolerance.of("slipVelocity", 10, Unit.MILLIMETRE_PER_SECOND));
    }

    private static double cubeInertia(double mass, double side) {
        return mass * side * side / 6;
    }

    @Test
    void freeFall_dropsTheClosedFormDistanceWithinTheSemiImplicitEulerError() {
        double mass = 0.01;
        double side = 20;
        double i = cubeInertia(mass, side);
        double dt = 1e-3;
        int n = 100;
        SpatialSimulationEngine sim = new SpatialSimulationEngine(FreeBody3.of(mass, new Vec3(i, i, i), G),
                ConvexPolyhedron3.box(side, side, side), List.of(), contactLaw(), 0.5, dt,
                FreeBody3.configuration(Pose3.IDENTITY), new double[6], Optional.empty(), Vec3.ZERO);
        SpatialStepResult last = null;
        for (int k = 0; k < n; k++) {
            last = sim.step();
        }
        double t = n * dt;
        double drop = -last.configuration()[2];
        // semi-implicit Euler: v_k = -g k Δt, z_n = -g Δt² n (n + 1) / 2, so it drops ½ g t Δt more than ½ g t²
        // (49.05 mm after 0.1 s; the scheme's error 0.4905 mm)
        assertThat(drop).isCloseTo(G * dt * dt * n * (n + 1) / 2, within(1e-9));
        assertThat(drop - G * t * t / 2).isCloseTo(G * t * dt / 2, within(1e-9));
        assertThat(last.velocity()[2]).isCloseTo(-G * t, within(1e-9));
        // KE = ½ m v² in mJ: kg · (mm/s)² = µJ, so / 1000
        assertThat(last.kineticEnergy()).isCloseTo(0.5 * mass * G * t * G * t / 1000, within(1e-12));
    }

    @Test
    void cubeLandingFlat_postVelocityIsEVAndTheImpulseIsTheMomentumChange() {
        double mass = 0.01;
        double side = 20;
        double e = 0.5;
        double v = 100;
        double i = cubeInertia(mass, side);
        SpatialObstacle floor = new SpatialObstacle("floor", ConvexPolyhedron3.box(200, 200, 20),
                Pose3.of(Quaternion.IDENTITY, new Vec3(0, 0, -10)), Vec3.ZERO);
        double[] qd0 = {0, 0, -v, 0, 0, 0};
        // the bottom face 0.05 mm above the floor, inside the 0.1 mm contact margin, approaching at 100 mm/s
        SpatialSimulationEngine sim = new SpatialSimulationEngine(FreeBody3.of(mass, new Vec3(i, i, i), 0),
                ConvexPolyhedron3.box(side, side, side), List.of(floor), contactLaw(), e, 1e-5,
                FreeBody3.configuration(Pose3.of(Quaternion.IDENTITY, new Vec3(0, 0, side / 2 + 0.05))), qd0,
                Optional.empty(), Vec3.ZERO);
        SpatialStepResult step = sim.step();
        assertThat(step.collision()).isPresent();
        CollisionRecord c = step.collision().get();
        double sum = 0;
        for (double p : c.impulses()) {
            sum += p;
        }
        // closed form: v_z after = e v (mm/s); Σp = (1 + e) m v, in N·s = kg·m/s = 10⁻³ kg·mm/s
        assertThat(step.velocity()[2]).isCloseTo(e * v, within(1e-9));
        assertThat(sum).isCloseTo((1 + e) * mass * v / 1000, within(1e-15));
        // the body's momentum change (kg·mm/s) is the impulse the floor gave (N·s × 1000)
        assertThat(mass * (step.velocity()[2] - qd0[2])).isCloseTo(sum * 1000, within(1e-12));
        // KE before ½ m v² = 0.05 mJ, after e² of it
        assertThat(c.kineticEnergyBefore()).isCloseTo(0.5 * mass * v * v / 1000, within(1e-15));
        assertThat(c.kineticEnergyAfter()).isCloseTo(e * e * c.kineticEnergyBefore(), within(1e-15));
    }

    @Test
    void linkageBoxInMm_runsBitIdenticallyToTheEnginesSiScene() {
        int steps = 1500;
        SceneRun mm = LinkageBoxScene.withRestitution(1).run(steps);
        SiSceneRun si = SiLinkageBoxScene.withRestitution(1).run(steps);
        assertThat(mm.collisionStates()).isEqualTo(si.collisionStates()).isPositive();
        assertThat(mm.pseudoInverseStates()).isEqualTo(si.pseudoInverseStates());
        assertThat(mm.maxRelativeEnergyGain()).isEqualTo(si.maxRelativeEnergyGain());
        for (int k = 0; k < steps; k++) {
            assertThat(mm.kineticEnergy().get(k)).as("KE at step %d (mJ = J × 1000)", k)
                    .isEqualTo(si.kineticEnergy().get(k) * 1000);
            assertThat(mm.times().get(k)).isEqualTo(si.times().get(k));
        }
        for (int j = 0; j < si.collisionStates(); j++) {
            CollisionSummary a = mm.collisions().get(j);
            SiCollisionSummary b = si.collisions().get(j);
            assertThat(a.step()).isEqualTo(b.step());
            assertThat(a.rank()).isEqualTo(b.rank());
            assertThat(a.path()).isEqualTo(b.path());
            assertThat(a.kineticEnergyAfter()).isEqualTo(b.kineticEnergyAfter() * 1000);
        }
    }

    @Test
    void conversions_reproduceTheEnginesOwnNumbers() {
        // a bar written in mm is the engine's bar in m, inertia included (made again from L and w in m)
        assertThat(Si.link(Link.bar(250, 40, 0.3))).isEqualTo(SiLink.bar(0.25, 0.04, 0.3));
        // a link with a given inertia: kg·mm² / 10⁶ = kg·m²
        assertThat(Si.link(Link.of(250, 0.3, 1.6e3, new Vec2(125, 0))).inertia())
                .isEqualTo(1.6e-3);
        // the defaults the public API documents are the engine's
        assertThat(Si.planar(SimulationEngine.DEFAULT_COLLISION_VELOCITY.value()))
                .isEqualTo(SiSimulationEngine.DEFAULT_COLLISION_VELOCITY.value());
        assertThat(Si.planar(SimulationEngine.DEFAULT_CONTACT_MARGIN.value()))
                .isEqualTo(PlanarContactDetector.DEFAULT_MARGIN.value());
        // planar lengths are divided (correctly rounded: 350 mm is the double 0.35), spatial ones multiplied
        assertThat(Si.planar(350)).isEqualTo(0.35);
        assertThat(Si.spatial(350)).isEqualTo(350 * 1e-3);
        assertThat(Si.perLength(3)).isEqualTo(3000);
        assertThat(Si.out(0.25)).isEqualTo(250);
    }
}
