package org.snapfit.impulse.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.impulse.engine.contact.SpatialContactDetector;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.SiFreeBody3;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.InversePath;

class SiSpatialSimulationEngineTest {

    private static final double DT = 1e-3;
    private static final double S = 0.2;
    private static final double M = 1;
    private static final double G = 9.81;
    private static final double K = 1e5;
    private static final SiFreeBody3 CUBE = SiFreeBody3.of(M, Vec3.of(M * S * S / 6, M * S * S / 6, M * S * S / 6), G);
    // semi-implicit Euler is stable while, for every mode, c Δt + k Δt² / 2 < 2 (c, k: damping and stiffness per unit
    // inertia, the stick friction counting as damping μ F_n / v_threshold per contact). Rocking about x (lever 0.1 m,
    // I = m S²/6): (4 B 0.1² + 4 μ (m g / 4) / v_th 0.1²) Δt / I + 4 K 0.1² Δt² / (2 I) = 0.3 + 0.74 + 0.3 < 2
    private static final SiPenaltyFrictionModel FORCES = new SiPenaltyFrictionModel(K, 50, 0.5,
            Tolerance.of("vThreshold", 0.01, Unit.METRE_PER_SECOND));
    private static final SpatialObstacle FLOOR = new SpatialObstacle("floor", ConvexPolyhedron3.box(4, 4, 1),
            Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, -0.5)), Vec3.ZERO);

    private static SiSpatialSimulationEngine engine(double e, Pose3 start, double[] qd0) {
        SpatialContactDetector det = SpatialContactDetector.of(CUBE, ConvexPolyhedron3.box(S, S, S), List.of(FLOOR),
                Tolerance.of("contactMargin", 1e-4, Unit.METRE));
        return new SiSpatialSimulationEngine(det, FORCES, ImpulseSolver.create(), e, DT,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, SiFreeBody3.configuration(start), qd0);
    }

    private static Optional<SiCollisionRecord> firstCollision(SiSpatialSimulationEngine sim, int maxSteps) {
        for (int i = 0; i < maxSteps; i++) {
            SiSpatialStepResult r = sim.step();
            if (r.collision().isPresent()) {
                return r.collision();
            }
        }
        return Optional.empty();
    }

    @Test
    void step_cubeDroppedFlatInelastic_comesToRestWithoutEnergyGain() {
        SiSpatialSimulationEngine sim = engine(0, Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, S / 2 + 0.05)),
                new double[6]);
        int collisions = 0;
        SiSpatialStepResult last = null;
        for (int i = 0; i < 1500; i++) {
            last = sim.step();
            if (last.collision().isPresent()) {
                CollisionResult r = last.collision().get().result();
                collisions++;
                // appendix eq. (20): no collision state gains kinetic energy
                assertThat(r.kineticEnergyAfter()).isLessThanOrEqualTo(r.kineticEnergyBefore() * (1 + 1e-12));
            }
        }
        assertThat(collisions).isGreaterThanOrEqualTo(1);
        // at rest on the four corners: 4 K p = m g gives the static penetration p = m g / (4 K)
        double[] q = last.configuration();
        assertThat(q[2]).isCloseTo(S / 2 - M * G / (4 * K), within(1e-9));
        assertThat(last.kineticEnergy()).isLessThan(1e-12);
        assertThat(last.contacts()).hasSize(4).allSatisfy(c -> {
            assertThat(c.state()).isEqualTo(ContactState.CONTINUOUS);
            // each corner carries a quarter of the weight, straight up
            assertThat(c.force().z()).isCloseTo(M * G / 4, within(1e-6));
        });
        // a symmetric landing never tilts: orientation stays the identity
        assertThat(q[3]).isCloseTo(1, within(1e-12));
    }

    @Test
    void step_cubeLandingFlat_equalImpulsesAndNewtonRestitution() {
        double e = 0.5;
        SiSpatialSimulationEngine sim = engine(e, Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, S / 2 + 0.002)),
                new double[] {0, 0, -1, 0, 0, 0});
        SiCollisionRecord rec = firstCollision(sim, 100).orElseThrow();
        CollisionResult r = rec.result();
        // four coplanar corners: 4 rows of rank 3 (z, ω_x, ω_y), the pseudo-inverse path
        assertThat(rec.contacts()).isEqualTo(4);
        assertThat(r.rank()).isEqualTo(3);
        assertThat(r.path()).isEqualTo(InversePath.PSEUDO_INVERSE);
        // before the impact the cube only translates: KE = ½ m v², so |v| = √(2 KE / m)
        double v = Math.sqrt(2 * r.kineticEnergyBefore() / M);
        double[] p = r.impulses();
        for (double pi : p) {
            // symmetry: the minimum-norm impulses are equal, (1 + e) m v / 4 each (momentum balance)
            assertThat(pi).isCloseTo((1 + e) * M * v / 4, within(1e-12 * v));
        }
        double[] after = r.velocityAfter();
        assertThat(after[2]).isCloseTo(e * v, within(1e-12 * v));
        assertThat(Math.abs(after[3]) + Math.abs(after[4]) + Math.abs(after[5])).isLessThan(1e-12 * v);
        // eq. (16): F_col = J_cᵀ p / Δt, z component = Σ p / Δt
        assertThat(rec.impulsiveForce()[2]).isCloseTo((1 + e) * M * v / DT, within(1e-9 * v / DT));
    }

    @Test
    void step_cubeElasticOnVertex_keepsKineticEnergyAtImpactAndBouncesStraightUp() {
        // turn the body diagonal (1, 1, 1)/√3 onto -z: axis (-1, 1, 0)/√2, angle acos(-1/√3); the lowest vertex is
        // then S√3/2 below the centre, directly under it
        Quaternion turn = Quaternion.fromAxisAngle(Vec3.of(-1, 1, 0), Math.acos(-1 / Math.sqrt(3)));
        double h = S * Math.sqrt(3) / 2;
        SiSpatialSimulationEngine sim = engine(1, Pose3.of(turn, Vec3.of(0, 0, h + 0.01)), new double[6]);
        SiCollisionRecord rec = firstCollision(sim, 200).orElseThrow();
        CollisionResult r = rec.result();
        // one contact: full row rank, the Cholesky path; e = 1 conserves KE to 1e-11 (the documented tolerance)
        assertThat(rec.contacts()).isEqualTo(1);
        assertThat(r.path()).isEqualTo(InversePath.CHOLESKY);
        assertThat(Math.abs(r.kineticEnergyAfter() - r.kineticEnergyBefore()))
                .isLessThanOrEqualTo(1e-11 * r.kineticEnergyBefore());
        // the contact normal passes through the centre of mass (r ∥ n): no spin, v_z reverses
        double v = Math.sqrt(2 * r.kineticEnergyBefore() / M);
        assertThat(r.velocityAfter()[2]).isCloseTo(v, within(1e-9 * v));
        assertThat(Math.abs(r.velocityAfter()[3]) + Math.abs(r.velocityAfter()[4])).isLessThan(1e-9 * v);
    }

    @Test
    void step_movingBlockPushesCube_zeroImpulseThenPenaltyFromObstacleMotion() {
        // weightless cube at rest; a 0.2 × 0.4 × 0.4 block moving at +0.5 m/s, its right face 50 µm left of the cube
        SiFreeBody3 floating = SiFreeBody3.of(M, Vec3.of(M * S * S / 6, M * S * S / 6, M * S * S / 6), 0);
        double gap = 5e-5;
        SpatialObstacle block = new SpatialObstacle("block", ConvexPolyhedron3.box(0.2, 0.4, 0.4),
                Pose3.of(Quaternion.IDENTITY, Vec3.of(-S / 2 - 0.1 - gap, 0, 0)), Vec3.of(0.5, 0, 0));
        SpatialContactDetector det = SpatialContactDetector.of(floating, ConvexPolyhedron3.box(S, S, S),
                List.of(block), Tolerance.of("contactMargin", 1e-4, Unit.METRE));
        SiSpatialSimulationEngine sim = new SiSpatialSimulationEngine(det, FORCES, ImpulseSolver.create(), 1, DT,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, SiFreeBody3.configuration(Pose3.IDENTITY), new double[6]);
        SiSpatialStepResult first = sim.step();
        // the cube's four left corners are new contacts approaching at v_n = (0 - 0.5 x)·(+x) = -0.5: a collision
        // state; the obstacle is momentarily fixed (the paper's local model) and J q̇₀ = 0, so every impulse is 0
        assertThat(first.contacts()).hasSize(4).allSatisfy(c -> assertThat(c.normalVelocity()).isCloseTo(-0.5,
                within(1e-12)));
        assertThat(first.collision()).isPresent();
        for (double p : first.collision().get().result().impulses()) {
            assertThat(Math.abs(p)).isZero();
        }
        SiSpatialStepResult second = sim.step();
        // t = 1 ms: depth 0.5 mm - 50 µm; F_n = K p - B v_n = 1e5 · 4.5e-4 + 50 · 0.5 = 70 N per corner, continuous;
        // four corners push the 1 kg cube: Δv_x = 280 N · 1 ms / 1 kg
        assertThat(second.contacts()).hasSize(4).allSatisfy(c -> {
            assertThat(c.state()).isEqualTo(ContactState.CONTINUOUS);
            assertThat(c.force().x()).isCloseTo(70, within(1e-6));
        });
        assertThat(second.velocity()[0]).isCloseTo(0.28, within(1e-9));
    }

    @Test
    void constructor_badParameters_rejectedNamingThem() {
        SpatialContactDetector det = SpatialContactDetector.of(CUBE, ConvexPolyhedron3.box(S, S, S), List.of(FLOOR),
                Tolerance.of("contactMargin", 1e-4, Unit.METRE));
        double[] q0 = SiFreeBody3.configuration(Pose3.IDENTITY);
        assertThatThrownBy(() -> new SiSpatialSimulationEngine(det, FORCES, ImpulseSolver.create(), 1.5, DT,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, q0, new double[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("restitution e = 1.5");
        assertThatThrownBy(() -> new SiSpatialSimulationEngine(det, FORCES, ImpulseSolver.create(), 0.5, 0,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, q0, new double[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("timeStep Δt = 0.0");
        assertThatThrownBy(() -> new SiSpatialSimulationEngine(det, FORCES, ImpulseSolver.create(), 0.5, DT,
                Tolerance.of("collisionVelocity", 1e-3, Unit.METRE), q0, new double[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("it must be in m/s");
        assertThatThrownBy(() -> new SiSpatialSimulationEngine(det, FORCES, ImpulseSolver.create(), 0.5, DT,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, q0, new double[5]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("velocity q̇");
    }
}
