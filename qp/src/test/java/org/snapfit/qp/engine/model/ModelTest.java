package org.snapfit.qp.engine.model;

import org.snapfit.qp.model.SpringKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;

class ModelTest {

    private static SiParticleSystem.Builder withMasses(double... masses) {
        SiParticleSystem.Builder b = SiParticleSystem.builder();
        for (double m : masses) {
            b.addParticle(m, false);
        }
        return b;
    }

    @Test
    void assemble_freeParticle_givesGravityImpulse() {
        SiParticleSystem s = withMasses(2.0).gravity(new Vec3(0, -9.81, 0)).build();
        SiState st = SiState.of(List.of(Vec3.ZERO), List.of(Vec3.ZERO));
        ImplicitEuler.Linearisation lin = ImplicitEuler.assemble(s, st, 0.01);
        // closed form: K = m I, b = h m g (no springs, no drag)
        assertThat(lin.k().get(1, 1)).isEqualTo(2);
        assertThat(lin.b()).containsExactly(new double[] {0, 0.01 * 2 * -9.81, 0}, within(1e-15));
    }

    @Test
    void assemble_stretchedSpring_matchesBackwardEulerByFiniteDifference() {
        // two particles, the second fixed in nothing: check K and b against the definition
        // K = M - h df/dv - h^2 df/dx, b = h (f + h df/dx v) with df/dx from central differences of f
        double k = 50;
        double c = 0.3;
        double h = 0.01;
        SiSpring spring = new SiSpring(0, 1, k, c, 1, SpringKind.STRETCH);
        SiParticleSystem s = withMasses(1.5, 2.0).addSpring(spring).build();
        double[] x = {0, 0, 0, 1.2, 0.3, -0.1};
        double[] v = {0.1, -0.2, 0.05, -0.3, 0.1, 0.2};
        ImplicitEuler.Linearisation lin = ImplicitEuler.assemble(s, SiState.ofArrays(x, v), h);
        double eps = 1e-6;
        double[] f0 = force(spring, x, v);
        double[] dfdxV = new double[6];
        for (int col = 0; col < 6; col++) {
            double[] xp = x.clone();
            double[] xm = x.clone();
            xp[col] += eps;
            xm[col] -= eps;
            // the model neglects the x-dependence of the damping direction (Baraff-Witkin): differentiate the
            // elastic force only
            SiSpring elastic = new SiSpring(0, 1, k, 0, 1, SpringKind.STRETCH);
            double[] fp = force(elastic, xp, v);
            double[] fm = force(elastic, xm, v);
            for (int row = 0; row < 6; row++) {
                double dfdx = (fp[row] - fm[row]) / (2 * eps);
                dfdxV[row] += dfdx * v[col];
                double mass = row < 3 ? 1.5 : 2.0;
                double expectedK = (row == col ? mass : 0) - h * h * dfdx - h * dampingJacobian(spring, x, row, col);
                assertThat(lin.k().get(row, col)).as("K(%d,%d)", row, col).isCloseTo(expectedK, within(1e-8));
            }
        }
        double[] b = lin.b();
        for (int row = 0; row < 6; row++) {
            assertThat(b[row]).isCloseTo(h * (f0[row] + h * dfdxV[row]), within(1e-9));
        }
    }

    /** SiSpring force of SiSpring's Javadoc on both particles. */
    private static double[] force(SiSpring s, double[] x, double[] v) {
        double[] d = {x[3] - x[0], x[4] - x[1], x[5] - x[2]};
        double l = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        double rel = 0;
        for (int a = 0; a < 3; a++) {
            rel += (v[3 + a] - v[a]) * d[a] / l;
        }
        double mag = s.stiffness() * (l - s.restLength()) + s.damping() * rel;
        double[] f = new double[6];
        for (int a = 0; a < 3; a++) {
            f[a] = mag * d[a] / l;
            f[3 + a] = -f[a];
        }
        return f;
    }

    /** d f / d v of the damping term (u fixed): c u uᵀ pattern with signs. */
    private static double dampingJacobian(SiSpring s, double[] x, int row, int col) {
        double[] d = {x[3] - x[0], x[4] - x[1], x[5] - x[2]};
        double l = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        double uu = s.damping() * d[row % 3] * d[col % 3] / (l * l);
        return (row < 3) == (col < 3) ? -uu : uu;
    }

    @Test
    void energies_restingSpring_closedForm() {
        SiParticleSystem s = withMasses(1, 3)
                .addSpring(new SiSpring(0, 1, 10, 0, 1, SpringKind.STRETCH)).gravity(new Vec3(0, -10, 0)).build();
        SiState st = SiState.of(List.of(new Vec3(0, 1, 0), new Vec3(2, 0, 0)),
                List.of(new Vec3(1, 0, 0), new Vec3(0, 2, 0)));
        // kinetic ½·1·1 + ½·3·4 = 6.5; potential gravity 1·10·1 + 0 = 10, spring ½·10·(√5 − 1)²
        assertThat(ImplicitEuler.kineticEnergy(s, st)).isEqualTo(6.5);
        double l = Math.sqrt(5);
        assertThat(ImplicitEuler.potentialEnergy(s, st)).isCloseTo(10 + 5 * (l - 1) * (l - 1), within(1e-12));
        assertThat(s.halfBandwidth()).isEqualTo(5);
    }

    @Test
    void addParticle_badMass_throwsNamingIndex() {
        SiParticleSystem.Builder b = SiParticleSystem.builder();
        b.addParticle(1, false);
        assertThatThrownBy(() -> b.addParticle(0, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("masses[1] (kg) = 0.0").hasMessageContaining("> 0");
        assertThatThrownBy(() -> b.addParticle(-2, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("masses[1] (kg) = -2.0");
    }

    @Test
    void spring_badInput_throws() {
        assertThatThrownBy(() -> new SiSpring(0, 1, -5, 0, 1, SpringKind.STRETCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("stiffness (N/m) = -5.0");
        assertThatThrownBy(() -> new SiSpring(0, 1, 5, -1, 1, SpringKind.STRETCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("damping (N*s/m) = -1.0");
        assertThatThrownBy(() -> new SiSpring(0, 1, 5, 0, 0, SpringKind.STRETCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("restLength (m) = 0.0");
        assertThatThrownBy(() -> new SiSpring(1, 1, 5, 0, 1, SpringKind.STRETCH))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two distinct particles");
    }

    @Test
    void builder_badInput_throws() {
        assertThatThrownBy(() -> SiParticleSystem.builder().build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("particles is empty");
        assertThatThrownBy(() -> SiParticleSystem.builder().drag(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("drag (1/s) = -1.0");
        SiParticleSystem.Builder b = SiParticleSystem.builder();
        b.addParticle(1, false);
        assertThatThrownBy(() -> b.addSpring(new SiSpring(0, 1, 1, 0, 1, SpringKind.STRETCH)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("end = 1; it must lie in [0, 0]");
    }

    @Test
    void state_nanPosition_throwsNamingParticle() {
        assertThatThrownBy(() -> SiState.ofArrays(new double[] {0, 0, 0, 1, Double.NaN, 0}, new double[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positions[1].y = NaN");
        assertThatThrownBy(() -> SiState.ofArrays(new double[3], new double[] {0, 0, Double.NaN}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("velocities[0].z = NaN");
        assertThatThrownBy(() -> SiState.ofArrays(new double[3], new double[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("same multiple of 3");
        assertThatThrownBy(() -> SiState.of(List.of(Vec3.ZERO), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("velocities.size() = 0");
    }

    @Test
    void assemble_badStep_throws() {
        SiParticleSystem s = withMasses(2.0).build();
        SiState st = SiState.of(List.of(Vec3.ZERO), List.of(Vec3.ZERO));
        assertThatThrownBy(() -> ImplicitEuler.assemble(s, st, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dt = 0.0 s");
        assertThatThrownBy(() -> ImplicitEuler.assemble(s, st, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dt = NaN s");
        SiState two = SiState.of(List.of(Vec3.ZERO, Vec3.X), List.of(Vec3.ZERO, Vec3.ZERO));
        assertThatThrownBy(() -> ImplicitEuler.assemble(s, two, 0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("state has 2 particles");
    }

    @Test
    void assemble_zeroLengthSpring_throwsNamingSpring() {
        SiParticleSystem s = withMasses(1, 1)
                .addSpring(new SiSpring(0, 1, 1, 0, 1, SpringKind.STRETCH)).build();
        SiState st = SiState.of(List.of(Vec3.X, Vec3.X), List.of(Vec3.ZERO, Vec3.ZERO));
        assertThatThrownBy(() -> ImplicitEuler.assemble(s, st, 0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("spring (0, 1) has length 0");
    }
}
