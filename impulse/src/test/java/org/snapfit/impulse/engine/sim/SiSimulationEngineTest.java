package org.snapfit.impulse.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.contact.ObstacleMotion;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.SiPlanarLinkage;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.InversePath;
import org.snapfit.impulse.sim.HandTrajectory;
import org.snapfit.impulse.sim.HandCoupler;

class SiSimulationEngineTest {

    private static final double DT = 1e-3;
    private static final SiPenaltyFrictionModel FORCES = new SiPenaltyFrictionModel(5000, 10, 0.3,
            Tolerance.of("vThreshold", 0.01, Unit.METRE_PER_SECOND));

    private static SiSimulationEngine flatBoxOverFloor(double e, double[] qd0) {
        SiPlanarLinkage body = SiPlanarLinkage.freeBody(2, 0.5, 0);
        PlanarObstacle floor = new PlanarObstacle("floor", ConvexPolygon2.rectangle(4, 1),
                ObstacleMotion.fixed(new PlanarPose(0, -0.5, 0)));
        PlanarContactDetector det = PlanarContactDetector.of(body, List.of(ConvexPolygon2.rectangle(0.6, 0.2)), List.of(floor),
                List.of(), PlanarContactDetector.DEFAULT_MARGIN);
        return new SiSimulationEngine(det, FORCES, ImpulseSolver.create(), e, DT,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, Optional.empty(), new double[] {0, 0.1005, 0}, qd0);
    }

    @Test
    void step_flatBoxHitsFloor_symmetricImpulsesAndNewtonRestitution() {
        for (double e : new double[] {0, 0.5, 1}) {
            SiSimulationEngine sim = flatBoxOverFloor(e, new double[] {0, -1, 0});
            SiStepResult first = sim.step(); // falls 1 mm: the two bottom corners go 0.5 mm deep
            assertThat(first.collision()).isEmpty();
            SiStepResult hit = sim.step();
            SiCollisionRecord c = hit.collision().orElseThrow();
            double[] p = c.result().impulses();
            // symmetric two-contact impact: equal impulses summing to (1 + e) m v (closed form)
            assertThat(c.contacts()).isEqualTo(2);
            assertThat(p[0]).isCloseTo(p[1], within(1e-12));
            assertThat(p[0] + p[1]).isCloseTo((1 + e) * 2 * 1, within(1e-12));
            assertThat(c.result().path()).isEqualTo(InversePath.CHOLESKY);
            // F_col = J_cᵀ p / Δt (eq. 16): vertical component (p1 + p2)/Δt
            assertThat(c.impulsiveForce()[1]).isCloseTo((p[0] + p[1]) / DT, within(1e-6));
            assertThat(hit.contacts()).allMatch(r -> r.state() == ContactState.COLLIDING);
            // e = 1: energy conserved by the impulse
            if (e == 1) {
                assertThat(c.result().kineticEnergyAfter()).isCloseTo(1.0, within(1e-12));
            }
            // plastic: the box stays 0.5 mm deep at rest, so the next step sees the same contacts as continuous
            // (Fig. 1), with penalty forces; elastic: it leaves at 1 m/s and the contacts disappear
            SiStepResult next = sim.step();
            assertThat(next.collision()).isEmpty();
            if (e == 0) {
                assertThat(next.contacts()).hasSize(2).allMatch(r -> r.state() == ContactState.CONTINUOUS);
            }
            if (e == 1) {
                assertThat(next.contacts()).isEmpty();
            }
        }
    }

    @Test
    void step_restingContactPushedOut_penaltyForceActsUpward() {
        SiSimulationEngine sim = flatBoxOverFloor(0, new double[] {0, 0, 0});
        // put the box 1 mm into the floor at rest: separating-or-resting contact, no collision, penalty pushes up
        SiSimulationEngine deep = new SiSimulationEngine(PlanarContactDetector.of(SiPlanarLinkage.freeBody(2, 0.5, 0),
                List.of(ConvexPolygon2.rectangle(0.6, 0.2)), List.of(new PlanarObstacle("floor", ConvexPolygon2.rectangle(4, 1),
                        ObstacleMotion.fixed(new PlanarPose(0, -0.5, 0)))), List.of(), PlanarContactDetector.DEFAULT_MARGIN),
                FORCES, ImpulseSolver.create(), 0, DT, SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, Optional.empty(),
                new double[] {0, 0.099, 0}, new double[3]);
        SiStepResult r = deep.step();
        assertThat(r.collision()).isEmpty();
        // each corner: F = K p = 5000 · 0.001 = 5 N upward (eq. 3, no velocity yet)
        assertThat(r.contacts()).hasSize(2);
        for (SiContactReport c : r.contacts()) {
            assertThat(c.force().y()).isCloseTo(5, within(1e-9));
        }
        // q̇_y = Δt · 10 N / 2 kg
        assertThat(r.velocity()[1]).isCloseTo(DT * 10 / 2, within(1e-12));
        assertThat(sim.time()).isZero();
        assertThat(deep.time()).isCloseTo(DT, within(1e-18));
        assertThat(deep.configuration()[1]).isCloseTo(0.099 + DT * DT * 5, within(1e-15));
        assertThat(deep.velocity()[1]).isCloseTo(DT * 5, within(1e-15));
    }

    @Test
    void step_handCoupler_pullsTowardsTarget() {
        SiPlanarLinkage body = SiPlanarLinkage.freeBody(1, 0.1, 0);
        PlanarContactDetector det = PlanarContactDetector.of(body, List.of(ConvexPolygon2.rectangle(0.1, 0.1)), List.of(),
                List.of(), PlanarContactDetector.DEFAULT_MARGIN);
        HandCoupler hand = new HandCoupler(0, Vec2.ZERO, 100, 0, new HandTrajectory(Vec2.of(1, 0), Vec2.ZERO, 0, 0));
        SiSimulationEngine sim = new SiSimulationEngine(det, FORCES, ImpulseSolver.create(), 0, DT,
                SiSimulationEngine.DEFAULT_COLLISION_VELOCITY, Optional.of(hand), new double[3], new double[3]);
        SiStepResult r = sim.step();
        // F_h = K_h (x_h − x) = 100 N along +x; q̇_x = Δt F / m
        assertThat(r.handForce().x()).isCloseTo(100, within(1e-12));
        assertThat(r.velocity()[0]).isCloseTo(0.1, within(1e-12));
        assertThat(r.kineticEnergy()).isCloseTo(0.005, within(1e-12));
    }

    @Test
    void constructor_badSettings_rejectedNamingThem() {
        SiPlanarLinkage body = SiPlanarLinkage.freeBody(1, 0.1, 0);
        PlanarContactDetector det = PlanarContactDetector.of(body, List.of(ConvexPolygon2.rectangle(0.1, 0.1)), List.of(),
                List.of(), PlanarContactDetector.DEFAULT_MARGIN);
        ImpulseSolver s = ImpulseSolver.create();
        Tolerance cv = SiSimulationEngine.DEFAULT_COLLISION_VELOCITY;
        assertThatThrownBy(() -> new SiSimulationEngine(det, FORCES, s, 2, DT, cv, Optional.empty(), new double[3],
                new double[3])).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("restitution e = 2.0");
        assertThatThrownBy(() -> new SiSimulationEngine(det, FORCES, s, 0, 0, cv, Optional.empty(), new double[3],
                new double[3])).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("timeStep Δt = 0.0");
        assertThatThrownBy(() -> new SiSimulationEngine(det, FORCES, s, 0, DT, Tolerance.of("cv", 1, Unit.METRE),
                Optional.empty(), new double[3], new double[3])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("m/s");
        assertThatThrownBy(() -> new SiSimulationEngine(det, FORCES, s, 0, DT, cv, Optional.empty(), new double[3],
                new double[] {0, Double.NaN, 0})).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("velocity q̇[1] = NaN");
        HandCoupler bad = new HandCoupler(3, Vec2.ZERO, 1, 1, new HandTrajectory(Vec2.ZERO, Vec2.ZERO, 0, 0));
        assertThatThrownBy(() -> new SiSimulationEngine(det, FORCES, s, 0, DT, cv, Optional.of(bad), new double[3],
                new double[3])).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hand link = 3");
        assertThatThrownBy(() -> new HandCoupler(-1, Vec2.ZERO, 1, 1, new HandTrajectory(Vec2.ZERO, Vec2.ZERO, 0, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hand link = -1");
        assertThatThrownBy(() -> new HandTrajectory(Vec2.ZERO, Vec2.ZERO, -1, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hand frequencies");
        assertThatThrownBy(() -> new HandCoupler(0, Vec2.ZERO, -1, 1, new HandTrajectory(Vec2.ZERO, Vec2.ZERO, 0, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hand gains");
    }
}
