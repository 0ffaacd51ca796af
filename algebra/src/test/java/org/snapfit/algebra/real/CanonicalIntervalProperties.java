package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class CanonicalIntervalProperties {

    private static final Rational WIDTH = Rational.of(BigInteger.ONE, BigInteger.TEN.pow(20));

    static Stream<Arguments> coefficients() {
        return Cases.of(20261126L, 200, Gens.ints(-9, 9), Gens.ints(-9, 9), Gens.ints(-20, 20), Gens.ints(1, 4));
    }

    /**
     * Invariant: the canonical interval depends on the value only — a copy refined far (by comparisons with a nearby
     * rational and by refine) and an untouched copy give the same ends; the interval holds the value (it compares
     * EQUAL) and is at most the requested width.
     */
    @ParameterizedTest
    @MethodSource("coefficients")
    void canonical_sameValueDifferentHistory_sameInterval(int a, int b, int c, int deg) {
        // (x^2 + a x + c)(x + b)^(deg - 2) style polynomials of degree 2 to 4, square-free part taken by rootsOf
        IntPoly p = IntPoly.of(c, a, 1);
        if (deg >= 3) {
            p = p.multiply(IntPoly.of(b, 0, 1).subtract(IntPoly.of(0, 0, 0, 1)));
        }
        if (deg == 4) {
            p = p.multiply(IntPoly.of(-2, 0, 3));
        }
        List<RealRoot> roots = RealAlgebraic.rootsOf(p);
        for (int k = 0; k < roots.size(); k++) {
            RealAlgebraic plain = RealAlgebraic.rootsOf(p).get(k).value();
            RealAlgebraic worked = RealAlgebraic.rootsOf(p).get(k).value();
            worked.refine(Rational.of(1, 1 << 20));
            worked.compare(Rational.of(7, 3));
            worked.refine(Rational.of(BigInteger.ONE, BigInteger.TWO.pow(90)));
            RealAlgebraic x = plain.canonical(WIDTH);
            RealAlgebraic y = worked.canonical(WIDTH);
            assertThat(y.lower()).isEqualTo(x.lower());
            assertThat(y.upper()).isEqualTo(x.upper());
            assertThat(x.compare(roots.get(k).value())).isEqualTo(Comparison.EQUAL);
            assertThat(x.upper().subtract(x.lower()).compareTo(WIDTH)).isLessThanOrEqualTo(0);
        }
    }
}
