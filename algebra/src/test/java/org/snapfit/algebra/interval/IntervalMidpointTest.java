package org.snapfit.algebra.interval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class IntervalMidpointTest {

    static Stream<Arguments> ends() {
        return Cases.of(20261126L, 500, Gens.doubles(-1e300, 1e300), Gens.doubles(-1e300, 1e300));
    }

    @ParameterizedTest
    @MethodSource("ends")
    void dyadicMidpoint_liesBetweenTheEnds(double a, double b) {
        // invariant: the rounded midpoint of two finite doubles lies in the closed interval they span
        Interval iv = new Interval(Math.min(a, b), Math.max(a, b));
        Rational m = iv.dyadicMidpoint().orElseThrow();
        assertThat(m.compareTo(iv.exactLo())).isGreaterThanOrEqualTo(0);
        assertThat(m.compareTo(iv.exactHi())).isLessThanOrEqualTo(0);
    }

    @Test
    void dyadicMidpoint_exactCases() {
        // closed form: the midpoint of [1, 2] is 3/2 exactly; of adjacent doubles it rounds to an end
        assertThat(new Interval(1, 2).dyadicMidpoint()).contains(Rational.of(3, 2));
        double x = 1.0;
        Rational m = new Interval(x, Math.nextUp(x)).dyadicMidpoint().orElseThrow();
        assertThat(m.equals(Rational.fromDouble(x)) || m.equals(Rational.fromDouble(Math.nextUp(x)))).isTrue();
        assertThat(new Interval(Double.NEGATIVE_INFINITY, 0).dyadicMidpoint()).isEmpty();
    }
}
