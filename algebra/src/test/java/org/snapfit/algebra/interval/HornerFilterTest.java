package org.snapfit.algebra.interval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;

class HornerFilterTest {

    private static final Gen<Long> COEFF = Gens.longs(-1L << 31, 1L << 31);

    static Stream<Arguments> quarticsAndPoints() {
        return Cases.of(20261126L, 300, COEFF, COEFF, COEFF, COEFF, Gens.longs(1, 1L << 31), Gens.longs(-1000000, 1000000),
                Gens.ints(1, 100000));
    }

    @ParameterizedTest
    @MethodSource("quarticsAndPoints")
    void filter_neverDisagreesWithExact_atRationals(long a0, long a1, long a2, long a3, long a4, long n, int d) {
        IntPoly p = IntPoly.of(a0, a1, a2, a3, a4);
        Rational x = Rational.of(n, d);
        Optional<Sign> f = HornerFilter.signAt(p, Interval.enclosing(x));
        // oracle: exact homogeneous integer evaluation
        f.ifPresent(s -> assertThat(s).isEqualTo(p.signAt(x)));
        assertThat(HornerFilter.signAtRational(p, x)).isEqualTo(p.signAt(x));
    }

    static Stream<Arguments> squareRootsAndOffsets() {
        return Cases.of(20261126L, 200, Gens.ints(2, 50), Gens.ints(-60, 60));
    }

    @ParameterizedTest
    @MethodSource("squareRootsAndOffsets")
    void filter_adversarialNearRoot_neverWrong(int k, int off) {
        // p = x^2 - k (root sqrt k); points within about 1e-15 of the root, exact sign known from r^2 vs k
        IntPoly p = IntPoly.of(-k, 0, 1);
        double r = Math.sqrt(k) + off * Math.ulp(Math.sqrt(k));
        Rational x = Rational.fromDouble(r);
        Sign exact = p.signAt(x);
        HornerFilter.signAt(p, Interval.point(r)).ifPresent(s -> assertThat(s).isEqualTo(exact));
        // and at the algebraic root itself the filter must abstain or be impossible to answer ZERO
        RealAlgebraic root = RealAlgebraic.rootsOf(p).get(1).value();
        if (!root.isRational()) {
            assertThat(HornerFilter.signAt(p, root.enclosure())).isEmpty();
        }
        assertThat(root.signOf(IntPoly.of(-k, 0, 1).add(IntPoly.of(0, 0, 0, 0, 1)))).isEqualTo(root.signOfExact(
                IntPoly.of(-k, 0, 1).add(IntPoly.of(0, 0, 0, 0, 1))));
    }

    @Test
    void filter_clearCase_decides_andZeroPolyAbstains() {
        IntPoly p = IntPoly.of(-2, 0, 1);
        assertThat(HornerFilter.signAt(p, 3, 3)).contains(Sign.POSITIVE);
        assertThat(HornerFilter.signAt(p, 0, 1)).contains(Sign.NEGATIVE);
        assertThat(HornerFilter.signAt(IntPoly.ZERO, 0, 1)).isEmpty();
        assertThat(HornerFilter.signAt(IntPoly.of(-5), 0, 1)).contains(Sign.NEGATIVE);
        assertThat(HornerFilter.signAt(p, 1, 2)).isEmpty(); // root inside: cannot decide
        assertThat(HornerFilter.signAt(p, Double.NEGATIVE_INFINITY, 2)).isEmpty();
        IntPoly huge = IntPoly.of(BigInteger.ONE.shiftLeft(2000), BigInteger.ONE);
        assertThat(HornerFilter.signAt(huge, 0, 1)).isEmpty(); // coefficient overflows double: abstain
        assertThat(HornerFilter.gamma(2)).isGreaterThan(2 * HornerFilter.U);
    }

    @Test
    void interval_operations_encloseExactResults() {
        Interval a = new Interval(1, 2);
        Interval b = new Interval(-3, 0.5);
        assertThat(a.add(b).lo()).isLessThanOrEqualTo(-2);
        assertThat(a.add(b).hi()).isGreaterThanOrEqualTo(2.5);
        assertThat(a.subtract(b).lo()).isLessThanOrEqualTo(0.5);
        assertThat(a.multiply(b).lo()).isLessThanOrEqualTo(-6);
        assertThat(a.multiply(b).hi()).isGreaterThanOrEqualTo(1);
        assertThat(b.containsZero()).isTrue();
        assertThat(a.sign()).contains(Sign.POSITIVE);
        assertThat(new Interval(-2, -1).sign()).contains(Sign.NEGATIVE);
        assertThat(b.sign()).isEmpty();
        assertThat(new Interval(-2, -1).strictlyBelow(a)).isTrue();
        assertThat(a.width()).isGreaterThanOrEqualTo(1);
        assertThat(a.mid()).isEqualTo(1.5);
        Interval e = Interval.enclosing(Rational.of(1, 10));
        assertThat(e.lo()).isLessThan(0.1);
        assertThat(e.hi()).isGreaterThan(0.1);
        assertThat(Interval.point(2).lo()).isEqualTo(2);
        assertThatThrownBy(() -> new Interval(2, 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[2.0, 1.0]");
    }
}
