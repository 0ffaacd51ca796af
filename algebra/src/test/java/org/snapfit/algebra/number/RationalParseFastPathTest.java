package org.snapfit.algebra.number;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

/** The long fast path of {@link Rational#parse} gives what the BigInteger constructor gives. */
class RationalParseFastPathTest {

    /** Numerators and denominators of up to 18 digits (the fast path's limit) with their edges. */
    static Stream<Arguments> fractions() {
        return Cases.of(20261126L, 200, Gens.longs(-999_999_999_999_999_999L, 999_999_999_999_999_999L),
                Gens.longs(1, 999_999_999_999_999_999L));
    }

    @ParameterizedTest
    @MethodSource("fractions")
    void parse_fraction_equalsBigIntegerRational(long n, long d) {
        // oracle: the canonicalising constructor on BigIntegers of the same digits
        Rational expected = new Rational(BigInteger.valueOf(n), BigInteger.valueOf(d));
        assertThat(Rational.parse(n + "/" + d)).isEqualTo(expected);
        assertThat(Rational.parse(n + "/-" + d)).isEqualTo(expected.negate());
        assertThat(Rational.parse(Long.toString(n))).isEqualTo(Rational.of(n));
    }

    @ParameterizedTest
    @CsvSource({
        "+12, 12",
        "-0, 0",
        "-7/-14, 1/2",
        "5/32, 5/32",
        "1234567890123456789, 1234567890123456789",   // 19 digits: the general path
        "-1234567890123456789/3, -411522630041152263",
        "2 / 4, 1/2",                                  // spaces: the general path
        "0.5, 1/2"
    })
    void parse_edgeTexts_sameValueAsGeneralPath(String text, String expected) {
        // expected values by hand (19-digit numerator divisible by 3: 1+2+...+9+0+1+...+9 = 90)
        assertThat(Rational.parse(text).toString()).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"3/0", "-/4", "3/", "12a", "--5"})
    void parse_malformedSmallText_throwsNamingText(String text) {
        assertThatThrownBy(() -> Rational.parse(text))
                .isInstanceOf(NumberSyntaxException.class)
                .hasMessageContaining(text);
    }
}
