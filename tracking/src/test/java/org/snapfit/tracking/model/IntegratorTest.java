package org.snapfit.tracking.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class IntegratorTest {

    @Test
    void stabilityBoundary_eachMethod_matchesClosedForm() {
        // Euler and RK2: x* = 2 (derived in the Javadoc); RK4: real root of x³ − 4x² + 12x − 24, the classical
        // value 2.785293563405282 (Hairer–Wanner, RK4 real stability interval)
        assertThat(Integrator.EULER.stabilityBoundary()).isEqualTo(2.0);
        assertThat(Integrator.RK2.stabilityBoundary()).isEqualTo(2.0);
        assertThat(Integrator.RK4.stabilityBoundary()).isCloseTo(2.785293563405282, within(1e-12));
    }

    @ParameterizedTest
    @EnumSource(Integrator.class)
    void amplification_atBoundary_hasModulusOne(Integrator method) {
        // the boundary is where the pole R(−x*) reaches the unit circle (at +1 for RK2/RK4, −1 for Euler)
        assertThat(Math.abs(method.amplification(method.stabilityBoundary()))).isCloseTo(1.0, within(1e-12));
    }

    @ParameterizedTest
    @EnumSource(Integrator.class)
    void amplification_bothSidesOfKmax_insideThenOutsideUnitCircle(Integrator method) {
        double h = 1e-3;
        double kMax = method.maxStableGain(h);
        // just below K_max the pole is inside the unit circle, just above it outside
        assertThat(Math.abs(method.amplification(0.999 * kMax * h))).isLessThan(1.0);
        assertThat(Math.abs(method.amplification(1.001 * kMax * h))).isGreaterThan(1.0);
        // and deep inside: a sample of the whole interval (0, x*) is stable
        for (int i = 1; i < 100; i++) {
            assertThat(Math.abs(method.amplification(method.stabilityBoundary() * i / 100))).isLessThan(1.0);
        }
    }

    @Test
    void amplification_rk2AtKh1_isOneHalf() {
        // R(−1) = 1 − 1 + 1/2: the paper's K = 1000 at 1 kHz halves the error each step
        assertThat(Integrator.RK2.amplification(1.0)).isEqualTo(0.5);
    }

    @Test
    void maxStableGain_rk2At1kHz_is2000() {
        // x* / h = 2 / 0.001
        assertThat(Integrator.RK2.maxStableGain(1e-3)).isCloseTo(2000.0, within(1e-9));
    }

    @Test
    void checkGain_aboveKmax_throwsNamingBothNumbers() {
        assertThatThrownBy(() -> Integrator.RK2.checkGain(2500, 1e-3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("K = 2500.0").hasMessageContaining("K_max(h = 0.001 s, RK2) = 2000.0");
    }

    @Test
    void checkGain_atKmax_throws() {
        // K = K_max is marginal (|R| = 1): not asymptotically stable
        assertThatThrownBy(() -> Integrator.EULER.checkGain(2000, 1e-3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at or above K_max");
    }

    @Test
    void checkGain_nonPositiveGain_throws() {
        assertThatThrownBy(() -> Integrator.RK4.checkGain(-1, 1e-3))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("gain K = -1.0");
    }

    @Test
    void maxStableGain_nanStep_throws() {
        assertThatThrownBy(() -> Integrator.RK4.maxStableGain(Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("step h = NaN");
    }
}
