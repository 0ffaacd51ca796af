package org.snapfit.tracking.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class SinCosTest {

    /** The documented bound: 2 ulp of the value, or 1e-20 absolute near a zero. */
    private static double bound(double exact) {
        return Math.max(2 * Math.ulp(exact), 1e-20);
    }

    @Test
    void sinCos_seededSamples_withinTwoUlpOfStrictMath() {
        // oracle: StrictMath (fdlibm, < 1 ulp); patch parameters live in [0, 2π] × [−π/2, π/2], sampled wider
        SplittableRandom random = new SplittableRandom(20261126);
        double worst = 0;
        for (int i = 0; i < 200_000; i++) {
            double x = -10 + 20 * random.nextDouble();
            double s = StrictMath.sin(x);
            double c = StrictMath.cos(x);
            worst = Math.max(worst, Math.max(Math.abs(SinCos.sin(x) - s) / bound(s),
                    Math.abs(SinCos.cos(x) - c) / bound(c)));
        }
        assertThat(worst).isLessThanOrEqualTo(1.0);
    }

    @Test
    void sinCos_nearQuadrantBoundaries_withinBound() {
        // the reduction's hard cases: multiples of π/4 (kernel switch) and of π/2 (zeros), ± a few ulp
        for (int k = -16; k <= 16; k++) {
            double centre = k * Math.PI / 4;
            double x = centre;
            for (int j = 0; j < 8; j++) {
                for (double y : new double[] {x, -x}) {
                    assertThat(Math.abs(SinCos.sin(y) - StrictMath.sin(y))).as("sin(%s)", y)
                            .isLessThanOrEqualTo(bound(StrictMath.sin(y)));
                    assertThat(Math.abs(SinCos.cos(y) - StrictMath.cos(y))).as("cos(%s)", y)
                            .isLessThanOrEqualTo(bound(StrictMath.cos(y)));
                }
                x = Math.nextUp(x);
            }
        }
    }

    @Test
    void sinCos_exactValues_exact() {
        // closed forms: sin 0 = 0, cos 0 = 1 exactly (r = 0 gives the kernels' exact constant terms)
        assertThat(SinCos.sin(0.0)).isEqualTo(0.0);
        assertThat(SinCos.cos(0.0)).isEqualTo(1.0);
        assertThat(SinCos.sin(1e-300)).isEqualTo(1e-300);
    }

    @Test
    void sinCos_largeOrNonFinite_delegatesToMath() {
        // beyond FAST_LIMIT the value is Math's own; NaN and infinities give NaN as Math does
        double big = 3 * SinCos.FAST_LIMIT;
        assertThat(SinCos.sin(big)).isEqualTo(Math.sin(big));
        assertThat(SinCos.cos(-big)).isEqualTo(Math.cos(-big));
        assertThat(SinCos.sin(Double.NaN)).isNaN();
        assertThat(SinCos.cos(Double.POSITIVE_INFINITY)).isNaN();
    }

    @Test
    void sinCosPair_seededAndLargeSamples_bitIdenticalToSinAndCos() {
        // oracle: the separate functions (themselves tested against StrictMath above); the pair shares the
        // reduction and kernels, so both values must be the same doubles, also beyond FAST_LIMIT (Math's)
        SplittableRandom random = new SplittableRandom(20261126);
        double[] out = new double[4];
        for (int i = 0; i < 20_000; i++) {
            double x = i < 19_000 ? -10 + 20 * random.nextDouble() : 4 * SinCos.FAST_LIMIT * (random.nextDouble() - 0.5);
            SinCos.sinCos(x, out, 1);
            assertThat(Double.doubleToRawLongBits(out[1])).as("sin(%s)", x)
                    .isEqualTo(Double.doubleToRawLongBits(SinCos.sin(x)));
            assertThat(Double.doubleToRawLongBits(out[2])).as("cos(%s)", x)
                    .isEqualTo(Double.doubleToRawLongBits(SinCos.cos(x)));
        }
        // the slots around the pair are not touched
        assertThat(out[0]).isEqualTo(0.0);
        assertThat(out[3]).isEqualTo(0.0);
    }
}
