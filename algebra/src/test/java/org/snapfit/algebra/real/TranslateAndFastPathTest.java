package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

/**
 * {@link RealAlgebraic#add(Rational)} (exact translation), the machine-word gcd of the {@link Rational} constructor,
 * {@link Interval#withinUlps} and the signs and comparisons of numbers already at double precision. Oracles:
 * closed-form shifted polynomials, {@link RealAlgebraic#rationalImage} (a resultant: an independent route to
 * x + c), {@link BigInteger#gcd} and exact signs of the defining polynomial.
 */
class TranslateAndFastPathTest {

    @Test
    void add_cubicRoot_shiftsPolynomialAndValue() {
        // the real root of x^3 - 2, plus 1/3: 27 (x - 1/3)^3 - 54 = 27x^3 - 27x^2 + 9x - 55 (expanded by hand)
        RealAlgebraic r = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 0, 1)).get(0).value();
        RealAlgebraic s = r.add(Rational.of(1, 3));
        assertThat(s.polynomial()).isEqualTo(IntPoly.of(-55, 9, -27, 27));
        // oracle: -a(x)/b(x) with a = -(3x + 1), b = 3 is x + 1/3, by a resultant
        RealAlgebraic viaImage = r.rationalImage(IntPoly.of(-1, -3), IntPoly.of(3));
        assertThat(s.compare(viaImage)).isEqualTo(Comparison.EQUAL);
        assertThat(viaImage.polynomial()).isEqualTo(s.polynomial());
        // 2^(1/3) + 1/3 = 1.5932...: between 1.59 and 1.6 (1.2599 + 0.3333)
        assertThat(s.compare(Rational.of(159, 100))).isEqualTo(Comparison.LARGER);
        assertThat(s.compare(Rational.of(16, 10))).isEqualTo(Comparison.SMALLER);
    }

    @Test
    void add_quadraticIrrational_keepsClosedForm() {
        // sqrt 2 + 1/2 is a root of (x - 1/2)^2 - 2, i.e. 4x^2 - 4x - 7
        RealAlgebraic r = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value();
        RealAlgebraic s = r.add(Rational.of(1, 2));
        assertThat(s.quadraticForm()).isPresent();
        assertThat(s.polynomial()).isEqualTo(IntPoly.of(-7, -4, 4));
        assertThat(s.signOf(IntPoly.of(-7, -4, 4))).isEqualTo(Sign.ZERO);
        assertThat(s.compare(Rational.of(19, 10))).isEqualTo(Comparison.LARGER); // 1.914...
    }

    @Test
    void add_rational_staysRational() {
        RealAlgebraic s = RealAlgebraic.of(Rational.of(3, 4)).add(Rational.of(-1, 4));
        assertThat(s.toRational()).contains(Rational.HALF);
    }

    static Stream<Arguments> cubicsAndShifts() {
        return Cases.of(20261126L, 150, Gens.ints(-9, 9), Gens.ints(-9, 9), Gens.ints(-20, 20), Gens.ints(1, 12));
    }

    @ParameterizedTest
    @MethodSource("cubicsAndShifts")
    void add_randomCubicRoots_equalsResultantRoute(int c0, int c1, int num, int den) {
        IntPoly p = IntPoly.of(c0, c1, 1, 2);
        for (RealRoot root : RealAlgebraic.rootsOf(p)) {
            RealAlgebraic x = root.value();
            Rational c = Rational.of(num, den);
            RealAlgebraic s = x.add(c);
            // oracle: -a/b with a = -(den x + num), b = den equals x + c (resultant, independent of the shift)
            RealAlgebraic viaImage = x.rationalImage(IntPoly.of(-num, -den), IntPoly.of(den));
            assertThat(s.compare(viaImage)).isEqualTo(Comparison.EQUAL);
            // the printed form (canonical: rationals as points) agrees; a rational root keeps its cubic on one route
            Rational w = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(20));
            assertThat(s.canonical(w).polynomial()).isEqualTo(viaImage.canonical(w).polynomial());
            // and s - c is x again
            assertThat(s.add(c.negate()).compare(x)).isEqualTo(Comparison.EQUAL);
        }
    }

    static Stream<Arguments> wordSizedFractions() {
        return Cases.of(20261126L, 300, Gens.longs(-4_000_000_000_000_000_000L, 4_000_000_000_000_000_000L),
                Gens.longs(1, 4_000_000_000_000_000_000L), Gens.ints(0, 40));
    }

    @ParameterizedTest
    @MethodSource("wordSizedFractions")
    void rational_wordSizedParts_reduceAsBigIntegerGcd(long n, long d, int shared) {
        BigInteger k = BigInteger.valueOf(3).pow(shared % 5).shiftLeft(shared % 7);
        BigInteger bn = BigInteger.valueOf(n).multiply(k);
        BigInteger bd = BigInteger.valueOf(d).multiply(k);
        Rational r = new Rational(bn, bd);
        // oracle: division by BigInteger.gcd, the definition of lowest terms
        BigInteger g = bn.gcd(bd);
        assertThat(r.num()).isEqualTo(bn.divide(g));
        assertThat(r.den()).isEqualTo(bd.divide(g));
        assertThat(r.den().gcd(r.num().abs())).isEqualTo(BigInteger.ONE);
    }

    @Test
    void rational_zeroAndNegativeDenominator_normalised() {
        assertThat(new Rational(BigInteger.ZERO, BigInteger.valueOf(-6))).isEqualTo(Rational.ZERO);
        Rational r = new Rational(BigInteger.valueOf(12), BigInteger.valueOf(-18));
        assertThat(r.num()).isEqualTo(BigInteger.valueOf(-2));
        assertThat(r.den()).isEqualTo(BigInteger.valueOf(3));
        Rational m = new Rational(BigInteger.valueOf(Long.MIN_VALUE + 1), BigInteger.valueOf(Long.MAX_VALUE));
        assertThat(m).isEqualTo(Rational.of(-1)); // (-(2^63 - 1)) / (2^63 - 1)
        // -2^63 / 6 = -2^62 / 3 (|-2^63| is no long: the word-sized path must not take it)
        Rational big = new Rational(BigInteger.valueOf(Long.MIN_VALUE), BigInteger.valueOf(6));
        assertThat(big.num()).isEqualTo(BigInteger.ONE.shiftLeft(62).negate());
        assertThat(big.den()).isEqualTo(BigInteger.valueOf(3));
        Rational edge = new Rational(BigInteger.ONE.shiftLeft(61).negate(), BigInteger.ONE.shiftLeft(61).add(BigInteger.ONE)
                .multiply(BigInteger.TWO));
        assertThat(edge.den().gcd(edge.num().abs())).isEqualTo(BigInteger.ONE); // reduced: -2^60 / (2^61 + 1)
        assertThat(edge.num()).isEqualTo(BigInteger.ONE.shiftLeft(60).negate());
    }

    @Test
    void tighten_quadraticIrrational_narrowEnclosureOfSameValue() {
        RealAlgebraic r = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value(); // sqrt 2
        Rational w = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(40));
        RealAlgebraic t = r.tighten(w);
        assertThat(t.upper().subtract(t.lower()).compareTo(w)).isLessThanOrEqualTo(0);
        // oracle: the interval holds sqrt 2 (lower^2 < 2 < upper^2, exact rationals) and the value is unchanged
        assertThat(t.lower().multiply(t.lower()).compareTo(Rational.of(2))).isLessThan(0);
        assertThat(t.upper().multiply(t.upper()).compareTo(Rational.of(2))).isGreaterThan(0);
        assertThat(t.compare(r)).isEqualTo(Comparison.EQUAL);
    }

    @Test
    void tighten_nonPositiveWidth_throws() {
        RealAlgebraic r = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value();
        assertThatThrownBy(() -> r.tighten(Rational.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("width = 0").hasMessageContaining("must be > 0");
    }

    @Test
    void withinUlps_narrowAndWideIntervals_decided() {
        double x = 1.5;
        assertThat(new Interval(x, Math.nextUp(x)).withinUlps(1)).isTrue(); // one ulp wide
        assertThat(new Interval(x, x + 16 * Math.ulp(x)).withinUlps(8)).isFalse();
        assertThat(new Interval(0, Double.POSITIVE_INFINITY).withinUlps(8)).isFalse();
    }

    @Test
    void withinUlps_zeroUlps_throws() {
        assertThatThrownBy(() -> new Interval(1, 2).withinUlps(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ulps = 0");
    }

    @Test
    void compareAndSignOf_repeatedOnFreshCopies_sameExactAnswers() {
        // the memos of the slow paths: fresh numbers of the same roots must get the same (exact) answers, and a
        // different root of the same polynomials must not be mistaken for a remembered one
        IntPoly cubic = IntPoly.of(-2, 0, 0, 1);
        IntPoly product = cubic.multiply(IntPoly.of(-7, 1)); // roots 2^(1/3) and 7
        IntPoly near = IntPoly.of(-2_000_001, 0, 0, 1_000_000); // root (2.000001)^(1/3): above 2^(1/3), by 1.7e-7
        for (int k = 0; k < 3; k++) {
            RealAlgebraic a = RealAlgebraic.rootsOf(cubic).get(0).value();
            RealAlgebraic b = RealAlgebraic.rootsOf(product).get(0).value();
            RealAlgebraic c = RealAlgebraic.rootsOf(near).get(0).value();
            RealAlgebraic seven = RealAlgebraic.rootsOf(product).get(1).value();
            assertThat(a.compare(b)).isEqualTo(Comparison.EQUAL);
            assertThat(a.compare(c)).isEqualTo(Comparison.SMALLER);
            assertThat(c.compare(b)).isEqualTo(Comparison.LARGER);
            assertThat(seven.compare(a)).isEqualTo(Comparison.LARGER);
            // q = x^3 - 2 vanishes at a and b, is 7^3 - 2 = 341 > 0 at 7 and 2.000001 - 2 > 0 at c
            assertThat(b.signOf(cubic)).isEqualTo(Sign.ZERO);
            assertThat(seven.signOf(cubic)).isEqualTo(Sign.POSITIVE);
            assertThat(c.signOf(cubic)).isEqualTo(Sign.POSITIVE);
            assertThat(a.signOf(near)).isEqualTo(Sign.NEGATIVE);
        }
    }

    @Test
    void signOfAndCompare_atDoublePrecision_exact() {
        // sqrt-free cubic: the root of x^3 - 2 refined to double precision, then signs of polynomials vanishing
        // there (a multiple of x^3 - 2) and not vanishing (x^3 - 2 + 2^-80) — decided exactly, not by refinement
        RealAlgebraic r = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 0, 1)).get(0).value();
        r.refine(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(60)));
        assertThat(r.signOf(IntPoly.of(-2, 0, 0, 1).multiply(IntPoly.of(5, 1)))).isEqualTo(Sign.ZERO);
        BigInteger e = BigInteger.ONE.shiftLeft(80);
        IntPoly above = IntPoly.of(BigInteger.valueOf(-2).multiply(e).add(BigInteger.ONE), BigInteger.ZERO,
                BigInteger.ZERO, e);
        assertThat(r.signOf(above)).isEqualTo(Sign.POSITIVE); // x^3 - 2 + 2^-80 at a root of x^3 - 2
        RealAlgebraic same = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 0, 1).multiply(IntPoly.of(-7, 1))).get(0).value();
        same.refine(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(60)));
        assertThat(r.compare(same)).isEqualTo(Comparison.EQUAL); // 2^(1/3) < 7: the smaller root of the product
        assertThat(List.of(r.compare(RealAlgebraic.of(Rational.of(126, 100))))).containsExactly(Comparison.SMALLER);
    }
}
