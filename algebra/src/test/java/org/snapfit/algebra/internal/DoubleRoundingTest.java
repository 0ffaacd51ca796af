package org.snapfit.algebra.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class DoubleRoundingTest {

    static Stream<Arguments> fractions() {
        return Cases.of(20261126L, 300, Gens.longs(-1_000_000_000_000L, 1_000_000_000_000L), Gens.longs(1, 1_000_000_007L));
    }

    @ParameterizedTest
    @MethodSource("fractions")
    void nearest_rational_equalsCorrectlyRoundedDoubleValue(long p, long q) {
        Rational x = Rational.of(BigInteger.valueOf(p), BigInteger.valueOf(q));
        Interval e = Interval.enclosing(x);
        Optional<Interval> got = DoubleRounding.nearest(e, x::compare);
        // oracle: Rational.doubleValue (correctly rounded); zero is left to the caller
        if (x.signum() == 0) {
            assertThat(got).isEmpty();
        } else {
            assertThat(got).contains(Interval.point(x.doubleValue()));
        }
    }

    @Test
    void nearest_tieBetweenNeighbours_goesToEven() {
        // 1 + 2^-53 lies exactly halfway between 1 and its successor 1 + 2^-52; IEEE rounds the tie to even, i.e. 1
        Rational x = Rational.ONE.add(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(53)));
        assertThat(DoubleRounding.nearest(Interval.enclosing(x), x::compare)).contains(Interval.point(1.0));
        // 1 + 3·2^-53 lies halfway between 1 + 2^-52 (odd) and 1 + 2^-51 (even): the even one
        Rational y = Rational.ONE.add(Rational.of(BigInteger.valueOf(3), BigInteger.ONE.shiftLeft(53)));
        assertThat(DoubleRounding.nearest(Interval.enclosing(y), y::compare))
                .contains(Interval.point(1.0 + Math.scalb(1.0, -51)));
    }

    @Test
    void toDouble_squareRoots_matchIeeeSqrt() {
        // oracle: IEEE 754 square root is correctly rounded
        RealAlgebraic s2 = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value();
        assertThat(s2.toDouble()).isEqualTo(Math.sqrt(2));
                RealAlgebraic s3 = RealAlgebraic.rootsOf(IntPoly.of(-3, 0, 1)).get(0).value();
        assertThat(s3.toDouble()).isEqualTo(-Math.sqrt(3));
    }
}
