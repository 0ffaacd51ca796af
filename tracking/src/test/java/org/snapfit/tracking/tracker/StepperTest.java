package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.snapfit.tracking.model.Integrator;

class StepperTest {

    private static double run(Integrator method, double gain, double h, int steps) {
        Stepper stepper = new Stepper();
        double[] x = {1, 0, 0, 0};
        Stepper.Rhs f = (t, xs, dx) -> dx[0] = -gain * xs[0];
        for (int i = 0; i < steps; i++) {
            stepper.step(method, f, i * h, h, x, 1);
        }
        return x[0];
    }

    @ParameterizedTest
    @EnumSource(Integrator.class)
    void step_linearDecay_multipliesByStabilityPolynomial(Integrator method) {
        // one step on ψ' = −Kψ is exactly ψ ← R(−Kh) ψ (definition of the stability polynomial)
        double h = 1e-3;
        assertThat(run(method, 700, h, 1)).isCloseTo(method.amplification(0.7), within(1e-15));
    }

    @ParameterizedTest
    @EnumSource(Integrator.class)
    void step_gainBelowKmax_decaysAndAboveDiverges(Integrator method) {
        double h = 1e-3;
        double kMax = method.maxStableGain(h);
        // 500 steps at 0.98 K_max: |R|^500 < 1 shrinks; at 1.02 K_max: |R| > 1 grows
        assertThat(Math.abs(run(method, 0.98 * kMax, h, 500))).isLessThan(1e-3);
        assertThat(Math.abs(run(method, 1.02 * kMax, h, 500))).isGreaterThan(10.0);
    }
}
