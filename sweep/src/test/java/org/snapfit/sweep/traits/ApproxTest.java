package org.snapfit.sweep.traits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

class ApproxTest {

    @Test
    void theta_sqrt3_isTwoPiOverThree() {
        // u = tan(θ/2) = √3: θ = 2π/3 = 2.094395102393195492308428922186335256131...
        RealAlgebraic s3 = RealAlgebraic.rootsOf(IntPoly.of(-3, 0, 1)).get(1).value();
        assertThat(Approx.theta(s3, 30)).isEqualTo(new java.math.BigDecimal("2.09439510239319549230842892219"));
        assertThat(Approx.theta(s3)).isCloseTo(2 * Math.PI / 3, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(Approx.theta(RealAlgebraic.of(0), 10)).isEqualByComparingTo(java.math.BigDecimal.ZERO);
    }

    /** Degree 1 to 4 with coefficients in [−1000, 1000] (a zero leading coefficient becomes 7). */
    private static final Gen<IntPoly> POLYS = Gen.of(rnd -> {
        int degree = 1 + rnd.nextInt(4);
        long[] c = new long[degree + 1];
        for (int i = 0; i <= degree; i++) {
            c[i] = rnd.nextInt(2001) - 1000;
        }
        c[degree] = c[degree] == 0 ? 7 : c[degree];
        return IntPoly.of(c);
    });

    static Stream<Arguments> polys() {
        return Cases.of(20261126L, 300, POLYS);
    }

    @ParameterizedTest
    @MethodSource("polys")
    void of_rootsOfRandomPolynomials_equalsCorrectlyRoundedToDouble(IntPoly p) {
        for (RealAlgebraic x : Roots.of(p)) {
            // oracle: the kernel's own correctly rounded conversion, on a fresh copy of the same number
            RealAlgebraic fresh = Roots.of(p).get(Roots.of(p).indexOf(x));
            assertThat(Approx.of(x)).isEqualTo(fresh.toDouble());
        }
    }

    @Test
    void of_rationalsAndZero_exactDoubleWithSign() {
        // rationals: the double nearest to the fraction (Rational.doubleValue is correctly rounded); 0 is +0.0
        assertThat(Approx.of(RealAlgebraic.of(Rational.of(1, 3)))).isEqualTo(1.0 / 3);
        assertThat(Approx.of(RealAlgebraic.of(Rational.of(-7, 8)))).isEqualTo(-0.875);
        assertThat(Double.doubleToRawLongBits(Approx.of(RealAlgebraic.of(0)))).isEqualTo(Double.doubleToRawLongBits(0.0));
        // √2 = 1.4142135623730951 (the double nearest to it, Math.sqrt being correctly rounded)
        RealAlgebraic sqrt2 = RealAlgebraic.ofRoot(IntPoly.of(-2, 0, 1), Rational.ONE, Rational.of(2));
        assertThat(Approx.of(sqrt2)).isEqualTo(Math.sqrt(2));
    }

    @Test
    void of_tieBetweenTwoDoubles_roundsToEven() {
        // 1 + 2^-53 lies exactly halfway between 1 and 1 + 2^-52: ties to even give 1.0; 1 + 3·2^-53 lies halfway
        // between 1 + 2^-52 (odd last bit) and 1 + 2^-51 (even): 1 + 2^-51
        Rational half = Rational.ONE.add(Rational.fromDouble(0x1p-53));
        assertThat(Approx.of(RealAlgebraic.of(half))).isEqualTo(1.0);
        Rational threeHalves = Rational.ONE.add(Rational.fromDouble(0x1p-53).multiply(Rational.of(3)));
        assertThat(Approx.of(RealAlgebraic.of(threeHalves))).isEqualTo(1.0 + 0x1p-51);
    }
}
