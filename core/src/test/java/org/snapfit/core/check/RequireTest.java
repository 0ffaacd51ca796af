package org.snapfit.core.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class RequireTest {

    /** Each rule on the values at and around its boundary: (rule, value, accepted). */
    static Stream<Arguments> boundaries() {
        double nan = Double.NaN;
        double inf = Double.POSITIVE_INFINITY;
        return Stream.of(
                Arguments.of("finite", 0.0, true), Arguments.of("finite", -1e308, true),
                Arguments.of("finite", nan, false), Arguments.of("finite", -inf, false),
                Arguments.of("positive", Double.MIN_VALUE, true), Arguments.of("positive", 0.0, false),
                Arguments.of("positive", -0.0, false), Arguments.of("positive", inf, false),
                Arguments.of("positive", nan, false),
                Arguments.of("nonNegative", 0.0, true), Arguments.of("nonNegative", -0.0, true),
                Arguments.of("nonNegative", -Double.MIN_VALUE, false), Arguments.of("nonNegative", inf, false),
                Arguments.of("nonNegative", nan, false),
                Arguments.of("atLeast1", 1.0, true), Arguments.of("atLeast1", Math.nextDown(1.0), false),
                Arguments.of("atLeast1", inf, false), Arguments.of("atLeast1", nan, false),
                Arguments.of("notNaN", inf, true), Arguments.of("notNaN", -inf, true), Arguments.of("notNaN", nan, false));
    }

    @ParameterizedTest(name = "{0}({1}) accepted = {2}")
    @MethodSource("boundaries")
    void eachRuleAcceptsExactlyItsDomainAndNamesFieldValueAndRule(String rule, double value, boolean accepted) {
        Runnable check = () -> {
            double back = switch (rule) {
                case "finite" -> Require.finite("f", value);
                case "positive" -> Require.positive("f", value);
                case "nonNegative" -> Require.nonNegative("f", value);
                case "atLeast1" -> Require.atLeast("f", value, 1);
                default -> Require.notNaN("f", value);
            };
            assertThat(Double.compare(back, value)).as("the checked value is returned unchanged").isZero();
        };
        if (accepted) {
            check.run();
        } else {
            String expectedRule = switch (rule) {
                case "finite" -> "it must be finite";
                case "positive" -> "it must be finite and > 0";
                case "nonNegative" -> "it must be finite and >= 0";
                case "atLeast1" -> "it must be finite and >= 1";
                default -> "it must be a number (±Infinity allowed)";
            };
            assertThatThrownBy(check::run).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("f = " + value + "; " + expectedRule);
        }
    }

    @Test
    void arraysNameTheFirstBadEntryAndTheLengthRule() {
        double[] ok = {1, 2, 3};
        assertThat(Require.allFinite("p", ok)).isSameAs(ok);
        assertThat(Require.allFinite("p", ok, 3)).isSameAs(ok);
        assertThatThrownBy(() -> Require.allFinite("p", new double[] {1, Double.NaN, Double.POSITIVE_INFINITY}))
                .hasMessage("p[1] = NaN; it must be finite");
        assertThatThrownBy(() -> Require.allFinite("p", ok, 4)).hasMessage("p has 3 entries; it needs 4");
    }

    @Test
    void stringsAndIndices() {
        assertThat(Require.notBlank("name", " a ")).isEqualTo(" a ");
        assertThatThrownBy(() -> Require.notBlank("name", " ")).hasMessage("name = \" \"; it must not be blank");
        assertThatThrownBy(() -> Require.notBlank("name", null)).hasMessage("name = null; it must not be blank");
        assertThat(Require.index("i", 0, 1)).isZero();
        assertThatThrownBy(() -> Require.index("i", 1, 1)).hasMessage("i = 1; it must lie in [0, 0]");
        assertThatThrownBy(() -> Require.index("i", -1, 5)).hasMessage("i = -1; it must lie in [0, 4]");
    }

    @Test
    void fractionalBoundsAreWrittenInFull() {
        assertThatThrownBy(() -> Require.atLeast("x", 0.25, 0.5)).hasMessage("x = 0.25; it must be finite and >= 0.5");
    }
}
