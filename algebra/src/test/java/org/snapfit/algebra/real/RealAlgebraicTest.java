package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;

class RealAlgebraicTest {

    private static final String SQRT2_30 = "1.41421356237309504880168872421";

    private static RealAlgebraic sqrt2() {
        return RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value();
    }

    @Test
    void rootsOf_withMultiplicities_inOrder() {
        // (x - 1)^2 (x^2 - 2) (x + 3)^3: roots -3 (3), -sqrt2 (1), 1 (2), sqrt2 (1) by construction
        IntPoly p = IntPoly.of(-1, 1).pow(2).multiply(IntPoly.of(-2, 0, 1)).multiply(IntPoly.of(3, 1).pow(3));
        List<RealRoot> rs = RealAlgebraic.rootsOf(p);
        assertThat(rs).extracting(RealRoot::multiplicity).containsExactly(3, 1, 2, 1);
        assertThat(rs.get(0).value()).isEqualTo(RealAlgebraic.of(-3));
        assertThat(rs.get(2).value().toRational()).contains(Rational.ONE);
        assertThat(rs.get(3).value().toDecimalString(30)).isEqualTo(SQRT2_30);
        assertThat(rs.get(1).value().toDecimalString(30)).isEqualTo("-" + SQRT2_30);
    }

    @Test
    void rootsOf_zero_throws() {
        assertThatThrownBy(() -> RealAlgebraic.rootsOf(IntPoly.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("p = 0");
        assertThat(RealAlgebraic.rootsOf(IntPoly.of(4))).isEmpty();
    }

    @Test
    void compare_equalNumbersDifferentPolynomials_isEqual() {
        // sqrt2 as a root of x^2 - 2 and as a root of (x^2 - 2)(x^2 - 3): equal by construction
        RealAlgebraic a = sqrt2();
        RealAlgebraic b = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1).multiply(IntPoly.of(-3, 0, 1))).get(2).value();
        assertThat(a.compare(b)).isEqualTo(Comparison.EQUAL);
        assertThat(a).isEqualTo(b);
        assertThat(a.hashCode()).isEqualTo(b.hashCode());
        // sqrt3 > sqrt2
        RealAlgebraic c = RealAlgebraic.rootsOf(IntPoly.of(-3, 0, 1)).get(1).value();
        assertThat(a.compare(c)).isEqualTo(Comparison.SMALLER);
        assertThat(c.compareTo(a)).isPositive();
    }

    @Test
    void compare_withRationals_exact() {
        RealAlgebraic a = sqrt2();
        // 1.4142 < sqrt2 < 1.4143 (decimal expansion)
        assertThat(a.compare(Rational.parse("1.4142"))).isEqualTo(Comparison.LARGER);
        assertThat(a.compare(Rational.parse("1.4143"))).isEqualTo(Comparison.SMALLER);
        assertThat(a.compare(RealAlgebraic.of(Rational.parse("1.4143")))).isEqualTo(Comparison.SMALLER);
        assertThat(RealAlgebraic.of(Rational.parse("1.4142")).compare(a)).isEqualTo(Comparison.SMALLER);
        assertThat(a.isRational()).isFalse();
        assertThat(a.toRational()).isEmpty();
    }

    @Test
    void isRational_rootHiddenInHigherDegreeFactor_detected() {
        // (3x - 1)(x^2 - 2) is square-free; its root 1/3 is not dyadic so the isolator gives an interval
        IntPoly p = IntPoly.of(-1, 3).multiply(IntPoly.of(-2, 0, 1));
        RealAlgebraic third = RealAlgebraic.ofRoot(p, Rational.ZERO, Rational.ONE);
        assertThat(third.toRational()).contains(Rational.of(1, 3));
        assertThat(third.toDecimalString(5)).isEqualTo("0.33333");
        assertThat(third.toDouble()).isEqualTo(1.0 / 3);
    }

    @Test
    void signOf_atSqrt2_exact() {
        RealAlgebraic a = sqrt2();
        assertThat(a.signOf(IntPoly.of(-2, 0, 1))).isEqualTo(Sign.ZERO); // definition
        assertThat(a.signOf(IntPoly.of(-2, 0, 1).multiply(IntPoly.of(5, 1)))).isEqualTo(Sign.ZERO);
        assertThat(a.signOf(IntPoly.of(-3, 2))).isEqualTo(Sign.NEGATIVE); // 2 sqrt2 - 3 < 0
        assertThat(a.signOf(IntPoly.of(-1, 1))).isEqualTo(Sign.POSITIVE);
        assertThat(a.signOf(IntPoly.ZERO)).isEqualTo(Sign.ZERO);
        assertThat(a.signOfExact(IntPoly.of(-3, 2))).isEqualTo(Sign.NEGATIVE);
        // 1393/985 = 1.41421319... is a continued-fraction convergent just below sqrt2 = 1.41421356...
        assertThat(a.signOf(IntPoly.of(-1393, 985))).isEqualTo(Sign.POSITIVE);
        // 3363/2378 = 1.41421362... is the next convergent, just above
        assertThat(a.signOf(IntPoly.of(-3363, 2378))).isEqualTo(Sign.NEGATIVE);
    }

    @Test
    void toDouble_isCorrectlyRounded() {
        // Math.sqrt is correctly rounded by IEEE 754
        assertThat(sqrt2().toDouble()).isEqualTo(Math.sqrt(2));
        RealAlgebraic cube = RealAlgebraic.rootsOf(IntPoly.of(-3, 0, 0, 1)).get(0).value();
        assertThat(cube.toDouble()).isEqualTo(Math.cbrt(3));
        assertThat(RealAlgebraic.of(Rational.of(1, 10)).toDouble()).isEqualTo(0.1);
    }

    @Test
    void toDouble_rationalRootsWithIntervals_correctlyRoundedTiesToEven() {
        // rational roots of (L x - k)(x^2 - 3), isolated by intervals (never decided rational first): 1/3, and the
        // midpoints 1 + 2^-53 (between 1 and 1 + 2^-52: the even neighbour is 1) and 1 + 3·2^-53 (between
        // 1 + 2^-52 and 1 + 2^-51: the even neighbour is 1 + 2^-51), and 0 of x(x^2 - 2)
        java.math.BigInteger two53 = java.math.BigInteger.ONE.shiftLeft(53);
        Object[][] cases = {
            {java.math.BigInteger.ONE, java.math.BigInteger.valueOf(3), 1.0 / 3},
            {two53.add(java.math.BigInteger.ONE), two53, 1.0},
            {two53.add(java.math.BigInteger.valueOf(3)), two53, Math.nextUp(Math.nextUp(1.0))},
        };
        for (Object[] c : cases) {
            java.math.BigInteger k = (java.math.BigInteger) c[0];
            java.math.BigInteger l = (java.math.BigInteger) c[1];
            IntPoly p = IntPoly.of(k.negate(), l).multiply(IntPoly.of(-3, 0, 1));
            RealAlgebraic x = RealAlgebraic.ofRoot(p, Rational.ZERO, Rational.of(3, 2));
            assertThat(x.toDouble()).as("%s/%s", k, l).isEqualTo((double) c[2]);
            assertThat(x.toDouble()).isEqualTo(Rational.of(k, l).doubleValue());
        }
        RealAlgebraic zero = RealAlgebraic.ofRoot(IntPoly.of(0, -2, 0, 1), Rational.of(-1), Rational.ONE);
        assertThat(zero.toDouble()).isEqualTo(0.0);
    }

    @Test
    void refine_givesNarrowEqualNumber() {
        RealAlgebraic a = sqrt2();
        Rational w = Rational.of(1, 1L << 40);
        RealAlgebraic b = a.refine(w);
        assertThat(b.upper().subtract(b.lower()).compareTo(w)).isLessThanOrEqualTo(0);
        assertThat(b).isEqualTo(a);
        assertThat(b.polynomial()).isEqualTo(IntPoly.of(-2, 0, 1));
        assertThat(b.enclosure().lo()).isLessThanOrEqualTo(Math.sqrt(2));
        assertThatThrownBy(() -> a.refine(Rational.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("width = 0");
    }

    @Test
    void atan_sqrt3_isPiOverThree() {
        // atan(sqrt 3) = pi/3 = 1.04719755119659774615421446109316762806572313312504...; theta = 2 pi / 3
        RealAlgebraic s3 = RealAlgebraic.rootsOf(IntPoly.of(-3, 0, 1)).get(1).value();
        assertThat(s3.atan(30)).isEqualTo(new BigDecimal("1.04719755119659774615421446109"));
        assertThat(s3.atan(30, BigDecimal.valueOf(2))).isEqualTo(new BigDecimal("2.09439510239319549230842892219"));
        assertThat(RealAlgebraic.of(0).atan(10)).isEqualByComparingTo(BigDecimal.ZERO);
        // atan(1) = pi/4 for a rational point
        assertThat(RealAlgebraic.of(1).atan(20)).isEqualTo(new BigDecimal("0.78539816339744830962"));
        assertThatThrownBy(() -> s3.atan(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("digits = 0");
        assertThatThrownBy(() -> s3.toDecimalString(0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("digits = 0");
    }

    @Test
    void rationalImage_ofSqrt2_matchesClosedForm() {
        // -(x - 1)/(x + 1) at sqrt2 = (1 - sqrt2)/(1 + sqrt2) = -(3 - 2 sqrt2) = 2 sqrt2 - 3 = -0.17157287525381
        RealAlgebraic v = sqrt2().rationalImage(IntPoly.of(-1, 1), IntPoly.of(1, 1));
        assertThat(v.toDecimalString(14)).isEqualTo("-0.17157287525381");
        // its minimal polynomial is y^2 + 6y + 1 (roots -3 +- 2 sqrt2)
        assertThat(v.signOf(IntPoly.of(1, 6, 1))).isEqualTo(Sign.ZERO);
        // rational point: -(1)/(2) at any x when a = 1, b = 2
        assertThat(RealAlgebraic.of(3).rationalImage(IntPoly.of(1), IntPoly.of(2))).isEqualTo(RealAlgebraic.of(Rational.of(-1, 2)));
        assertThatThrownBy(() -> sqrt2().rationalImage(IntPoly.ONE, IntPoly.of(-2, 0, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pole");
    }

    @Test
    void ofRoot_notIsolating_throws() {
        assertThatThrownBy(() -> RealAlgebraic.ofRoot(IntPoly.of(-2, 0, 1), Rational.of(-2), Rational.of(2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not isolate");
        assertThatThrownBy(() -> RealAlgebraic.ofRoot(IntPoly.ZERO, Rational.ZERO, Rational.ONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("non-zero");
        assertThatThrownBy(() -> new RealRoot(RealAlgebraic.of(1), 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("multiplicity = 0");
    }

    /** The real roots of up to four polynomials of degree 1 to 4 with coefficients in [−30, 30]. */
    private static final Gen<List<RealAlgebraic>> NUMBERS = Gens.intPolys(-30, 30, 2, 5).filter(p -> p.degree() >= 1)
            .map(p -> {
                List<RealAlgebraic> l = new ArrayList<>();
                RealAlgebraic.rootsOf(p).forEach(r -> l.add(r.value()));
                return l;
            }).list(0, 4).map(ls -> {
                List<RealAlgebraic> all = new ArrayList<>();
                ls.forEach(all::addAll);
                return List.copyOf(all);
            });

    static Stream<Arguments> numbers() {
        return Cases.of(20261126L, 100, NUMBERS);
    }

    @ParameterizedTest
    @MethodSource("numbers")
    void compare_isTotalOrderConsistentWithDoublesAndEquality(List<RealAlgebraic> xs) {
        for (RealAlgebraic a : xs) {
            for (RealAlgebraic b : xs) {
                Comparison ab = a.compare(b);
                assertThat(b.compare(a)).isEqualTo(ab.reverse());
                assertThat(ab == Comparison.EQUAL).isEqualTo(a.equals(b));
                // correctly rounded doubles are monotone: a < b implies toDouble(a) <= toDouble(b)
                if (ab == Comparison.SMALLER) {
                    assertThat(a.toDouble()).isLessThanOrEqualTo(b.toDouble());
                }
                // the difference of two algebraic numbers is non-zero unless equal: 40 digits decide
                BigDecimal da = a.toBigDecimal(40);
                BigDecimal db = b.toBigDecimal(40);
                if (ab == Comparison.EQUAL) {
                    assertThat(da).isEqualTo(db);
                } else {
                    assertThat(Integer.signum(da.compareTo(db))).isEqualTo(ab.intValue());
                }
                for (RealAlgebraic c : xs) {
                    if (ab != Comparison.LARGER && b.compare(c) != Comparison.LARGER) {
                        assertThat(a.compare(c)).isNotEqualTo(Comparison.LARGER); // transitivity
                    }
                }
            }
        }
    }

    static Stream<Arguments> numbersAndPolys() {
        return Cases.of(20261126L, 100, NUMBERS, Gens.intPolys(-30, 30, 1, 5));
    }

    @ParameterizedTest
    @MethodSource("numbersAndPolys")
    void signOf_agreesWithHighPrecisionEvaluation(List<RealAlgebraic> xs, IntPoly q) {
        for (RealAlgebraic a : xs) {
            Sign s = a.signOf(q);
            assertThat(a.signOfExact(q)).isEqualTo(s);
            // oracle: q evaluated at a 60-digit decimal of a with BigDecimal; trusted when clearly non-zero
            BigDecimal x = a.toBigDecimal(60);
            BigDecimal v = BigDecimal.ZERO;
            for (int i = q.degree(); i >= 0; i--) {
                v = v.multiply(x, MathContext.DECIMAL128.getPrecision() > 0 ? new MathContext(80) : MathContext.UNLIMITED)
                        .add(new BigDecimal(q.coeff(i)));
            }
            if (v.abs().compareTo(new BigDecimal("1e-30")) > 0) {
                assertThat(s.intValue()).isEqualTo(v.signum());
            }
        }
    }
}
