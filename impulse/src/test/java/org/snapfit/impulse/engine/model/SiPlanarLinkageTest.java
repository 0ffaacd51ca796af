package org.snapfit.impulse.engine.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.model.PlanarPose;

class SiPlanarLinkageTest {

    private static final double H = 1e-6; // finite-difference step (rad or m)

    static SiPlanarLinkage randomLinkage(Random rnd, int n, SiPlanarLinkage.Base base) {
        List<SiLink> links = new java.util.ArrayList<>();
        for (int k = 0; k < n; k++) {
            links.add(new SiLink(0.2 + rnd.nextDouble(), 0.5 + rnd.nextDouble(), 0.01 + 0.1 * rnd.nextDouble(),
                    Vec2.of(rnd.nextDouble() - 0.2, 0.2 * rnd.nextDouble() - 0.1)));
        }
        return SiPlanarLinkage.of(links, base, Vec2.of(0.3, -0.2), 9.81);
    }

    static double[] random(Random rnd, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = 4 * rnd.nextDouble() - 2;
        }
        return v;
    }

    @Test
    void freeBody_inertiaAndPointJacobian_matchClosedForm() {
        SiPlanarLinkage body = SiPlanarLinkage.freeBody(2, 0.3, 0);
        double[] q = {1, 2, Math.PI / 2};
        // closed form: D = diag(m, m, I); J of point r from the centre: [[1, 0, -r_y], [0, 1, r_x]]
        assertThat(body.inertia(q)).isDeepEqualTo(new double[][] {{2, 0, 0}, {0, 2, 0}, {0, 0, 0.3}});
        double[][] j = body.pointJacobian(q, 0, Vec2.of(1.5, 2.25));
        assertThat(j).isDeepEqualTo(new double[][] {{1, 0, -0.25}, {0, 1, 0.5}});
        Vec2 v = body.pointVelocity(q, new double[] {1, 0, 2}, 0, Vec2.of(1.5, 2.25));
        assertThat(v.x()).isCloseTo(0.5, within(1e-15));
        assertThat(v.y()).isCloseTo(1, within(1e-15));
        assertThat(body.linkPose(q, 0)).isEqualTo(new PlanarPose(1, 2, Math.PI / 2));
        assertThat(body.coriolis(q, new double[] {1, 1, 5})).containsExactly(0, 0, 0);
        // KE = ½ (m |v|² + I ω²) = ½ (2·1 + 0.3·4) = 1.6
        assertThat(body.kineticEnergy(q, new double[] {1, 0, 2})).isCloseTo(1.6, within(1e-15));
    }

    @Test
    void singleLinkFixedBase_inertiaAndGravity_matchPendulumClosedForm() {
        SiLink bar = SiLink.bar(0.8, 0.05, 1.5);
        SiPlanarLinkage pendulum = SiPlanarLinkage.of(List.of(bar), SiPlanarLinkage.Base.FIXED, Vec2.ZERO, 9.81);
        double theta = 0.3;
        // pendulum about its end: D = I_c + m (L/2)², G = m g (L/2) cos θ
        double expected = bar.inertia() + 1.5 * 0.4 * 0.4;
        assertThat(pendulum.inertia(new double[] {theta})[0][0]).isCloseTo(expected, within(1e-14));
        assertThat(pendulum.gravity(new double[] {theta})[0]).isCloseTo(1.5 * 9.81 * 0.4 * Math.cos(theta),
                within(1e-13));
        assertThat(bar.inertia()).isCloseTo(1.5 * (0.64 + 0.0025) / 12, within(1e-15));
    }

    /** A linkage seed (any long), 1 to 4 links, a floating or fixed base. */
    static Stream<Arguments> linkages() {
        return Cases.of(7L, 100, Gens.longs(), Gens.ints(1, 4), Gens.booleans());
    }

    @ParameterizedTest
    @MethodSource("linkages")
    void pointJacobian_randomLinkage_matchesFiniteDifference(long seed, int n, boolean floating) {
        Random rnd = new Random(seed);
        SiPlanarLinkage lk = randomLinkage(rnd, n, floating ? SiPlanarLinkage.Base.FLOATING : SiPlanarLinkage.Base.FIXED);
        double[] q = random(rnd, lk.dof());
        int link = rnd.nextInt(n);
        Vec2 local = Vec2.of(rnd.nextDouble(), rnd.nextDouble() - 0.5);
        double[][] j = lk.pointJacobian(q, link, lk.linkPose(q, link).apply(local));
        // oracle: central differences of the material point's world position
        for (int a = 0; a < lk.dof(); a++) {
            double[] qp = q.clone();
            double[] qm = q.clone();
            qp[a] += H;
            qm[a] -= H;
            Vec2 dp = lk.linkPose(qp, link).apply(local).subtract(lk.linkPose(qm, link).apply(local)).scale(1 / (2 * H));
            assertThat(j[0][a]).isCloseTo(dp.x(), within(1e-7));
            assertThat(j[1][a]).isCloseTo(dp.y(), within(1e-7));
        }
    }

    static Stream<Arguments> moreLinkages() {
        return Cases.of(11L, 60, Gens.longs(), Gens.ints(1, 4), Gens.booleans());
    }

    @ParameterizedTest
    @MethodSource("moreLinkages")
    void coriolisAndGravity_randomLinkage_matchLagrangeOracle(long seed, int n, boolean floating) {
        Random rnd = new Random(seed);
        SiPlanarLinkage lk = randomLinkage(rnd, n, floating ? SiPlanarLinkage.Base.FLOATING : SiPlanarLinkage.Base.FIXED);
        int d = lk.dof();
        double[] q = random(rnd, d);
        double[] qd = random(rnd, d);
        // oracle: B_i = Σ_jk (∂D_ij/∂q_k − ½ ∂D_jk/∂q_i) q̇_j q̇_k (Christoffel form) with central differences of D;
        // G = ∂V/∂q by central differences of the potential energy
        double[][][] dd = new double[d][][];
        for (int k = 0; k < d; k++) {
            double[] qp = q.clone();
            double[] qm = q.clone();
            qp[k] += H;
            qm[k] -= H;
            double[][] dp = lk.inertia(qp);
            double[][] dm = lk.inertia(qm);
            dd[k] = new double[d][d];
            for (int i = 0; i < d; i++) {
                for (int j = 0; j < d; j++) {
                    dd[k][i][j] = (dp[i][j] - dm[i][j]) / (2 * H);
                }
            }
        }
        double[] b = lk.coriolis(q, qd);
        double[] g = lk.gravity(q);
        for (int i = 0; i < d; i++) {
            double s = 0;
            for (int j = 0; j < d; j++) {
                for (int k = 0; k < d; k++) {
                    s += (dd[k][i][j] - 0.5 * dd[i][j][k]) * qd[j] * qd[k];
                }
            }
            assertThat(b[i]).isCloseTo(s, within(1e-6 * (1 + Math.abs(s))));
            double[] qp = q.clone();
            double[] qm = q.clone();
            qp[i] += H;
            qm[i] -= H;
            double dv = (lk.potentialEnergy(qp) - lk.potentialEnergy(qm)) / (2 * H);
            assertThat(g[i]).isCloseTo(dv, within(1e-6 * (1 + Math.abs(dv))));
        }
        // D is symmetric (definition as a sum of Gram matrices)
        double[][] dm = lk.inertia(q);
        for (int i = 0; i < d; i++) {
            for (int j = 0; j < d; j++) {
                assertThat(dm[i][j]).isEqualTo(dm[j][i]);
            }
        }
    }

    @Test
    void advance_constantVelocity_linearInTime() {
        SiPlanarLinkage lk = SiPlanarLinkage.freeBody(1, 1, 0);
        assertThat(lk.advance(new double[] {1, 2, 3}, new double[] {1, -1, 0.5}, 0.5)).containsExactly(1.5, 1.5, 3.25);
        assertThat(lk.configurationSize()).isEqualTo(3);
        assertThat(lk.links()).hasSize(1);
        assertThat(lk.base()).isEqualTo(SiPlanarLinkage.Base.FLOATING);
        assertThat(lk.toString()).contains("d = 3");
    }

    @Test
    void badInput_rejectedNamingQuantity() {
        SiPlanarLinkage lk = SiPlanarLinkage.freeBody(1, 1, 0);
        assertThatThrownBy(() -> lk.inertia(new double[] {0, Double.NaN, 0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("configuration q[1] = NaN");
        assertThatThrownBy(() -> lk.coriolis(new double[3], new double[2]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("velocity q̇ has 2 entries");
        assertThatThrownBy(() -> lk.linkPose(new double[3], 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("link = 1");
        assertThatThrownBy(() -> SiPlanarLinkage.freeBody(0, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("link mass = 0.0");
        assertThatThrownBy(() -> SiPlanarLinkage.freeBody(1, -1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("link inertia = -1.0");
        assertThatThrownBy(() -> SiPlanarLinkage.freeBody(1, 1, -9.81)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("gravity = -9.81");
        assertThatThrownBy(() -> SiPlanarLinkage.of(List.of(), SiPlanarLinkage.Base.FIXED, Vec2.ZERO, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("links is empty");
        assertThatThrownBy(() -> new PlanarPose(Double.NaN, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("non-finite");
        assertThatThrownBy(() -> SiLink.bar(1, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("link width = 0.0");
    }
}
