package org.snapfit.algebra.number;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class RationalTest {

    @ParameterizedTest
    @CsvSource({
        "-12.375, -99/8",
        "1e-3, 1/1000",
        "2.5E+2, 250",
        "3/8, 3/8",
        "-3/-8, 3/8",
        "3/-8, -3/8",
        ".5, 1/2",
        "7., 7",
        "+0.000, 0",
        "6/4, 3/2",
        "1E3, 1000"})
    void parse_exactText_givesExactValue(String text, String expected) {
        // expected values worked by hand: -12.375 = -12375/1000 = -99/8, etc.
        assertThat(Rational.parse(text).toString()).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "NaN", "Infinity", "0x10", "1/0", "1.2.3", "e5", "abc", "1e99999", "--1"})
    void parse_notExact_throwsNamingText(String text) {
        assertThatThrownBy(() -> Rational.parse(text))
                .isInstanceOf(NumberSyntaxException.class)
                .hasMessageContaining("\"" + text + "\"")
                .hasMessageContaining("not an exact number");
    }

    @Test
    void parse_null_throws() {
        assertThatThrownBy(() -> Rational.parse(null)).isInstanceOf(NumberSyntaxException.class);
    }

    @Test
    void constructor_zeroDenominator_throwsNamingValues() {
        assertThatThrownBy(() -> Rational.of(3, 0))
                .isInstanceOf(ArithmeticException.class).hasMessageContaining("3/0");
    }

    @Test
    void parse_tenthIsNotDouble_exactlyOneTenth() {
        // 0.1 is not a double; the exact parse must not equal the double's exact value
        assertThat(Rational.parse("0.1")).isEqualTo(Rational.of(1, 10));
        assertThat(Rational.fromDouble(0.1)).isNotEqualTo(Rational.of(1, 10));
    }

    /** x = a/b and y = c/d with a, c in [−1000, 1000] and b, d in [1, 50]. */
    static Stream<Arguments> fractionPairs() {
        return Cases.of(20261126L, 1000, Gens.longs(-1000, 1000), Gens.longs(1, 50), Gens.longs(-1000, 1000),
                Gens.longs(1, 50));
    }

    @ParameterizedTest
    @MethodSource("fractionPairs")
    void fieldLaws_hold(long a, long b, long c, long d) {
        Rational x = Rational.of(a, b);
        Rational y = Rational.of(c, d);
        assertThat(x.add(y)).isEqualTo(y.add(x));
        assertThat(x.multiply(y)).isEqualTo(y.multiply(x));
        assertThat(x.add(y).subtract(y)).isEqualTo(x);
        if (!y.isZero()) {
            assertThat(x.divide(y).multiply(y)).isEqualTo(x);
        }
        assertThat(x.multiply(x.add(y))).isEqualTo(x.multiply(x).add(x.multiply(y)));
        assertThat(x.compareTo(y)).isEqualTo(Long.signum(a * d - c * b));
    }

    static Stream<Arguments> longFractions() {
        return Cases.of(20261126L, 1000, Gens.longs(), Gens.longs(1, Long.MAX_VALUE));
    }

    @ParameterizedTest
    @MethodSource("longFractions")
    void doubleValue_isCorrectlyRounded(long n, long d) {
        // oracle: BigDecimal division to 60 digits then rounding is within half an ulp; exact check via neighbours
        Rational r = Rational.of(n, d);
        double v = r.doubleValue();
        Rational err = Rational.fromDouble(v).subtract(r).abs();
        Rational up = Rational.fromDouble(Math.nextUp(v)).subtract(r).abs();
        Rational down = Rational.fromDouble(Math.nextDown(v)).subtract(r).abs();
        assertThat(err.compareTo(up)).isLessThanOrEqualTo(0);
        assertThat(err.compareTo(down)).isLessThanOrEqualTo(0);
    }

    @Test
    void doubleValue_constantsAndRepeatedCalls_exactValues() {
        // exact small dyadics: the cached double must be the value itself, for the class constants too (built
        // during static initialisation) and on a second, cached call
        assertThat(Rational.ONE.doubleValue()).isEqualTo(1.0);
        assertThat(Rational.MINUS_ONE.doubleValue()).isEqualTo(-1.0);
        assertThat(Rational.HALF.doubleValue()).isEqualTo(0.5);
        assertThat(Rational.ZERO.doubleValue()).isEqualTo(0.0);
        Rational r = Rational.of(3, 8);
        assertThat(r.doubleValue()).isEqualTo(0.375);
        assertThat(r.doubleValue()).isEqualTo(0.375);
    }

    @Test
    void equalsAndHashCode_valueSemantics_asARecordOfNumDen() {
        // canonical form makes value equality structural; the hash is 31·h(num) + h(den), a record's formula
        Rational a = Rational.of(2, 4);
        Rational b = Rational.of(-3, -6);
        assertThat(a).isEqualTo(b).isNotSameAs(b);
        assertThat(a.hashCode()).isEqualTo(b.hashCode()).isEqualTo(31 * BigInteger.ONE.hashCode()
                + BigInteger.TWO.hashCode());
        assertThat(a).isNotEqualTo(Rational.of(1, 3)).isNotEqualTo("1/2");
    }

    static Stream<Arguments> finiteDoubles() {
        return Cases.of(20261126L, 1000, Gens.finiteDoubles());
    }

    @ParameterizedTest
    @MethodSource("finiteDoubles")
    void fromDouble_roundTrips(double x) {
        // -0.0 reads back as +0.0: a rational has one zero
        double back = Rational.fromDouble(x).doubleValue();
        assertThat(back).isEqualTo(x == 0 ? 0.0 : x);
    }

    static Stream<Arguments> moreFiniteDoubles() {
        return Cases.of(20261126L, 2000, Gens.finiteDoubles());
    }

    @ParameterizedTest
    @MethodSource("moreFiniteDoubles")
    void fromDouble_equalsBigDecimalExpansion(double x) {
        // oracle: BigDecimal(double) is the JDK's exact decimal expansion of the double (covers subnormals, -0.0)
        assertThat(Rational.fromDouble(x)).isEqualTo(Rational.fromBigDecimal(new java.math.BigDecimal(x)));
    }

    @Test
    void fromDouble_extremes_exact() {
        // closed forms: smallest subnormal 2^-1074, largest double (2 - 2^-52) 2^1023, one half, -3
        assertThat(Rational.fromDouble(Double.MIN_VALUE)).isEqualTo(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(1074)));
        assertThat(Rational.fromDouble(Double.MAX_VALUE))
                .isEqualTo(Rational.of(BigInteger.ONE.shiftLeft(53).subtract(BigInteger.ONE).shiftLeft(971)));
        assertThat(Rational.fromDouble(0.5)).isEqualTo(Rational.HALF);
        assertThat(Rational.fromDouble(-3.0)).isEqualTo(Rational.of(-3));
        assertThat(Rational.fromDouble(-0.0)).isEqualTo(Rational.ZERO);
    }

    @Test
    void fromDouble_nan_throws() {
        assertThatThrownBy(() -> Rational.fromDouble(Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NaN");
    }

    @Test
    void misc_operations_matchHandValues() {
        Rational x = Rational.of(-7, 2);
        assertThat(x.floor()).isEqualTo(BigInteger.valueOf(-4));
        assertThat(x.abs()).isEqualTo(Rational.of(7, 2));
        assertThat(x.pow(-2)).isEqualTo(Rational.of(4, 49));
        assertThat(x.reciprocal()).isEqualTo(Rational.of(-2, 7));
        assertThat(x.sign()).isEqualTo(Sign.NEGATIVE);
        assertThat(x.min(Rational.ZERO)).isEqualTo(x);
        assertThat(x.max(Rational.ZERO)).isEqualTo(Rational.ZERO);
        assertThat(x.compare(Rational.ZERO)).isEqualTo(Comparison.SMALLER);
        assertThat(Rational.of(1, 3).toDecimalString(5)).isEqualTo("0.33333");
        assertThat(Rational.fromBigDecimal(new BigDecimal("1.5E+3"))).isEqualTo(Rational.of(1500));
        assertThat(Sign.POSITIVE.times(Sign.NEGATIVE)).isEqualTo(Sign.NEGATIVE);
        assertThat(Sign.POSITIVE.negate()).isEqualTo(Sign.NEGATIVE);
        assertThat(Comparison.SMALLER.reverse()).isEqualTo(Comparison.LARGER);
        assertThat(Comparison.EQUAL.intValue()).isZero();
        assertThatThrownBy(() -> Rational.ONE.divide(Rational.ZERO)).isInstanceOf(ArithmeticException.class);
    }
}
