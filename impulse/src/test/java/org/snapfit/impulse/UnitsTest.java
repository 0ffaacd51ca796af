package org.snapfit.impulse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.engine.model.SiLink;
import org.snapfit.impulse.engine.scene.SiCollisionSummary;
import org.snapfit.impulse.engine.scene.SiLinkageBoxScene;
import org.snapfit.impulse.engine.scene.SiSceneRun;
import org.snapfit.impulse.engine.sim.SiCollisionRecord;
import org.snapfit.impulse.engine.sim.SiContactReport;
import org.snapfit.impulse.engine.sim.SiSimulationEngine;
import org.snapfit.impulse.engine.sim.SiStepResult;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.model.Link;
import org.snapfit.impulse.scene.CollisionSummary;
import org.snapfit.impulse.scene.LinkageBoxScene;
import org.snapfit.impulse.scene.SceneRun;
import org.snapfit.impulse.sim.CollisionRecord;
import org.snapfit.impulse.sim.ContactReport;
import org.snapfit.impulse.sim.SimulationEngine;
import org.snapfit.impulse.sim.SpatialHand;
import org.snapfit.impulse.sim.SpatialSimulationEngine;
import org.snapfit.impulse.sim.SpatialStepResult;
import org.snapfit.impulse.sim.StepResult;

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
    void linkageBoxStepByStep_everyPublicValueIsTheEnginesSiValueInMm() {
        SimulationEngine mm = LinkageBoxScene.withRestitution(0.5).scene().newEngine();
        SiSimulationEngine si = SiLinkageBoxScene.withRestitution(0.5).newEngine();
        int collisions = 0;
        for (int k = 0; k < 800; k++) {
            StepResult a = mm.step();
            SiStepResult b = si.step();
            // q = (x, y mm; three angles rad): the lengths are the engine's metres × 1000, the angles the same
            double[] qa = a.configuration();
            double[] qb = b.configuration();
            assertThat(qa[0]).isEqualTo(qb[0] * 1000);
            assertThat(qa[1]).isEqualTo(qb[1] * 1000);
            assertThat(qa[2]).isEqualTo(qb[2]);
            assertThat(a.velocity()[1]).isEqualTo(b.velocity()[1] * 1000);
            assertThat(a.velocity()[4]).isEqualTo(b.velocity()[4]);
            assertThat(a.kineticEnergy()).isEqualTo(b.kineticEnergy() * 1000);
            assertThat(a.handForce()).isEqualTo(b.handForce());
            assertThat(a.contactCount()).isEqualTo(b.contacts().size());
            List<ContactReport> ca = a.contacts();
            for (int j = 0; j < ca.size(); j++) {
                SiContactReport cb = b.contacts().get(j);
                assertThat(ca.get(j).key()).isEqualTo(cb.key());
                assertThat(ca.get(j).contact().point()).isEqualTo(cb.contact().point().scale(1000));
                assertThat(ca.get(j).contact().signedDistance()).isEqualTo(cb.contact().signedDistance() * 1000);
                assertThat(ca.get(j).normalVelocity()).isEqualTo(cb.normalVelocity() * 1000);
                assertThat(ca.get(j).force()).isEqualTo(cb.force());
            }
            assertThat(a.collision().isPresent()).isEqualTo(b.collision().isPresent());
            if (a.collision().isPresent()) {
                collisions++;
                CollisionRecord x = a.collision().get();
                SiCollisionRecord y = b.collision().get();
                // impulses N·s and forces on x, y N are the same in both; torques N·m become N·mm
                assertThat(x.impulses()).containsExactly(y.result().impulses());
                assertThat(x.impulsiveForce()[0]).isEqualTo(y.impulsiveForce()[0]);
                assertThat(x.impulsiveForce()[2]).isEqualTo(y.impulsiveForce()[2] * 1000);
                assertThat(x.kineticEnergyBefore()).isEqualTo(y.result().kineticEnergyBefore() * 1000);
                assertThat(x.relativeEnergyChange()).isEqualTo(y.result().relativeEnergyChange());
                assertThat(x.rank()).isEqualTo(y.result().rank());
            }
        }
        assertThat(collisions).isPositive();
    }

    @Test
    void badValues_areNamedInThePublicUnits() {
        assertThatThrownBy(() -> FreeBody3.of(1, new Vec3(1, 1, 1), -9810))
                .hasMessageContaining("gravity (mm/s²)").hasMessageContaining("-9810.0");
        assertThatThrownBy(() -> FreeBody3.of(1, new Vec3(0, 1, 1), 0)).hasMessageContaining("(kg·mm²)");
        assertThatThrownBy(() -> new SpatialHand(List.of(Vec3.ZERO, new Vec3(1, 0, 0)), -5, 1, 0))
                .hasMessageContaining("hand speed = -5.0 mm/s");
        assertThatThrownBy(() -> new PenaltyFrictionModel(1, 0, 0, Tolerance.of("v", 0.01, Unit.METRE_PER_SECOND)))
                .hasMessageContaining("in mm/s");
    }

    @Test
    void conversions_reproduceTheEnginesOwnNumbers() {
        // a bar written in mm is the engine's bar in m, inertia included (made again from L and w in m)
        assertThat(ImpulseUnits.link(Link.bar(250, 40, 0.3))).isEqualTo(SiLink.bar(0.25, 0.04, 0.3));
        // a link with a given inertia: kg·mm² / 10⁶ = kg·m²
        assertThat(ImpulseUnits.link(Link.of(250, 0.3, 1.6e3, new Vec2(125, 0))).inertia())
                .isEqualTo(1.6e-3);
        // the defaults the public API documents are the engine's
        assertThat(ImpulseUnits.planar(SimulationEngine.DEFAULT_COLLISION_VELOCITY.value()))
                .isEqualTo(SiSimulationEngine.DEFAULT_COLLISION_VELOCITY.value());
        assertThat(ImpulseUnits.planar(SimulationEngine.DEFAULT_CONTACT_MARGIN.value()))
                .isEqualTo(PlanarContactDetector.DEFAULT_MARGIN.value());
        // planar lengths are divided (correctly rounded: 350 mm is the double 0.35), spatial ones multiplied
        assertThat(ImpulseUnits.planar(350)).isEqualTo(0.35);
        assertThat(ImpulseUnits.spatial(350)).isEqualTo(350 * 1e-3);
        assertThat(ImpulseUnits.perLength(3)).isEqualTo(3000);
        assertThat(ImpulseUnits.out(0.25)).isEqualTo(250);
    }
}
