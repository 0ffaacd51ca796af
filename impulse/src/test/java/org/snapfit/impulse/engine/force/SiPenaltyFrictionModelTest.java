package org.snapfit.impulse.engine.force;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

class SiPenaltyFrictionModelTest {

    private static Tolerance vth(double v) {
        return Tolerance.of("vThreshold", v, Unit.METRE_PER_SECOND);
    }

    @Test
    void force_slidingIntoWall_matchesEquations3And4() {
        SiPenaltyFrictionModel m = new SiPenaltyFrictionModel(1000, 20, 0.5, vth(0.01));
        // p = 2 mm, approaching at 0.1 m/s: F_n = 1000·0.002 + 20·0.1 = 4 N; sliding fast (+x): F_t = -μ F_n = -2 N
        Vec2 f = m.force(Vec2.of(0, 1), 0.002, -0.1, -1.0);
        assertThat(m.normalForce(0.002, -0.1)).isCloseTo(4, within(1e-12));
        // t = n rotated +90° = (-1, 0); v_t = -1 means sliding along +x; friction opposes: along t with F_t = +2
        assertThat(f.y()).isCloseTo(4, within(1e-12));
        assertThat(f.x()).isCloseTo(-2, within(1e-12));
        // below the threshold friction is linear in the slip (eq. 4): v_t = 0.005 → half of μ F_n
        assertThat(m.frictionForce(4, 0.005)).isCloseTo(-1, within(1e-12));
    }

    @Test
    void force3_slipInTangentPlane_frictionOpposesSlipVector() {
        SiPenaltyFrictionModel m = new SiPenaltyFrictionModel(1000, 20, 0.5, vth(0.01));
        // p = 2 mm, v_n = -0.1: F_n = 4 N (eq. 3); slip (0.3, 0.4, 0) of 0.5 m/s > v_th: |F_t| = μ F_n = 2 N along
        // -(0.6, 0.8, 0)
        Vec3 f = m.force(Vec3.Z, 0.002, -0.1, Vec3.of(0.3, 0.4, 0));
        assertThat(f.z()).isCloseTo(4, within(1e-12));
        assertThat(f.x()).isCloseTo(-1.2, within(1e-12));
        assertThat(f.y()).isCloseTo(-1.6, within(1e-12));
        // slow slip 5 mm/s = v_th / 2 (stick regime): |F_t| = μ F_n / 2 = 1 N; no slip: normal force only
        Vec3 slow = m.force(Vec3.Z, 0.002, -0.1, Vec3.of(0, -0.005, 0));
        assertThat(slow.y()).isCloseTo(1, within(1e-12));
        assertThat(m.force(Vec3.Z, 0.002, -0.1, Vec3.ZERO)).isEqualTo(Vec3.of(0, 0, 4));
    }

    @Test
    void normalForce_separatingFast_clampedToZeroNeverPulls() {
        SiPenaltyFrictionModel m = new SiPenaltyFrictionModel(1000, 20, 0.5, vth(0.01));
        // K p − B v_n = 1 − 2 < 0: the one-sided contact cannot pull
        assertThat(m.normalForce(0.001, 0.1)).isZero();
    }

    /** Stiffness, damping, friction, velocity threshold, depth, slide amplitude and angular frequency. */
    static Stream<Arguments> cycles() {
        return Cases.of(5L, 100, Gens.doubles(10, 5000), Gens.doubles(0, 50), Gens.doubles(0, 1), Gens.doubles(1e-3, 0.1),
                Gens.doubles(1e-4, 1e-2), Gens.doubles(0, 0.2), Gens.doubles(0.5, 20));
    }

    /**
     * Closed-cycle energy audit: drive the contact point through a closed path in (penetration, tangential
     * position) and integrate the power the contact force delivers to the body. Over a closed cycle the spring
     * stores nothing net, damping and friction only absorb, so the work done on the body is ≤ 0 (no energy
     * created). The trapezoid rule with 20000 steps has O(h²) error, far below the dissipated amount when B or
     * μ is positive; with B = μ = 0 the audit must return ~0 (conservative spring).
     */
    @ParameterizedTest
    @MethodSource("cycles")
    void closedCycle_penaltyAndFriction_createNoEnergy(double k, double b, double mu, double threshold, double depth,
            double slide, double omega) {
        SiPenaltyFrictionModel m = new SiPenaltyFrictionModel(k, b, mu, vth(threshold));
        Vec2 n = Vec2.of(0, 1);
        int steps = 20000;
        double period = 2 * Math.PI / omega;
        double h = period / steps;
        double work = 0;
        double prevPower = power(m, n, depth, slide, omega, 0);
        for (int i = 1; i <= steps; i++) {
            double p = power(m, n, depth, slide, omega, i * h);
            work += (prevPower + p) * h / 2;
            prevPower = p;
        }
        double scale = k * depth * depth + 1e-12;
        assertThat(work).isLessThanOrEqualTo(1e-6 * scale);
        if (b == 0 && mu == 0) {
            assertThat(Math.abs(work)).isLessThanOrEqualTo(1e-6 * scale);
        }
    }

    /** Power F·v delivered to the body at time t on the cycle pen(t) = depth(1 − cos ωt)/2, x(t) = slide sin ωt. */
    private static double power(SiPenaltyFrictionModel m, Vec2 n, double depth, double slide, double omega, double t) {
        double pen = depth * (1 - Math.cos(omega * t)) / 2;
        double penRate = depth * omega * Math.sin(omega * t) / 2;
        double vn = -penRate; // penetration grows when the body moves against n
        double vx = slide * omega * Math.cos(omega * t);
        Vec2 v = n.scale(vn).add(Vec2.of(vx, 0));
        double vt = v.dot(n.perp());
        Vec2 f = m.force(n, pen, vn, vt);
        return f.dot(v);
    }

    @Test
    void constructor_badParameters_rejectedNamingThem() {
        assertThatThrownBy(() -> new SiPenaltyFrictionModel(-1, 0, 0, vth(0.01)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("stiffness K = -1.0");
        assertThatThrownBy(() -> new SiPenaltyFrictionModel(1, Double.NaN, 0, vth(0.01)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("damping B = NaN");
        assertThatThrownBy(() -> new SiPenaltyFrictionModel(1, 0, -0.1, vth(0.01)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("friction μ = -0.1");
        assertThatThrownBy(() -> new SiPenaltyFrictionModel(1, 0, 0, vth(0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("velocityThreshold");
        assertThatThrownBy(() -> new SiPenaltyFrictionModel(1, 0, 0, Tolerance.of("vThreshold", 1, Unit.METRE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("m/s");
    }
}
