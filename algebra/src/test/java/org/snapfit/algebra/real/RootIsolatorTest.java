package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.algebra.testing.Property;
import org.snapfit.algebra.testing.Shrinker;

class RootIsolatorTest {

    /** Square-free parts of degree 1 to 8 polynomials with coefficients in [−1000, 1000]. */
    private static final Gen<IntPoly> SQUARE_FREE = Gens.intPolys(-1000, 1000, 2, 9).filter(p -> p.degree() >= 1)
            .map(IntPoly::squareFreePart);

    static Stream<Arguments> squareFree() {
        return Cases.of(20261126L, 200, SQUARE_FREE);
    }

    @ParameterizedTest
    @MethodSource("squareFree")
    void isolate_intervalsHoldOneRootEach_andCoverAll(IntPoly poly) {
        // a failure shrinks within square-free polynomials of degree at least 1
        Property.check(poly, Shrinker.intPolys().filter(p -> p.degree() >= 1 && p.isSquareFree()),
                p -> assertIsolatesAllRoots(p, RootIsolator.isolate(p)));
    }

    /**
     * Checks intervals against Sturm's theorem (independent of Descartes' rule and of the quadratic formula): one
     * interval per real root, each point a root, each open interval with non-root ends and exactly one root, in
     * increasing order.
     */
    static void assertIsolatesAllRoots(IntPoly p, List<IsolatingInterval> ivs) {
        SturmSequence s = SturmSequence.of(p);
        assertThat(ivs).hasSize(s.countAllRoots());
        for (int i = 0; i < ivs.size(); i++) {
            IsolatingInterval iv = ivs.get(i);
            if (iv.isPoint()) {
                assertThat(p.signAt(iv.lower())).isEqualTo(Sign.ZERO);
            } else {
                assertThat(p.signAt(iv.lower())).isNotEqualTo(Sign.ZERO);
                assertThat(p.signAt(iv.upper())).isNotEqualTo(Sign.ZERO);
                assertThat(s.countRoots(iv.lower(), iv.upper())).isEqualTo(1);
            }
            if (i > 0) {
                assertThat(ivs.get(i - 1).upper().compareTo(iv.lower())).isLessThanOrEqualTo(0);
            }
        }
    }

    @Test
    void isolate_rationalRootsAtMidpoints_areExactPoints() {
        // x (2x - 1)(x + 3)(x - 4): root 0 is split off exactly; 1/2 lies in its (closed) isolating interval
        IntPoly p = IntPoly.X.multiply(IntPoly.of(-1, 2)).multiply(IntPoly.of(3, 1)).multiply(IntPoly.of(-4, 1));
        List<IsolatingInterval> ivs = RootIsolator.isolate(p);
        assertThat(ivs).hasSize(4);
        assertThat(ivs.get(1)).isEqualTo(new IsolatingInterval(Rational.ZERO, Rational.ZERO));
        assertThat(ivs.get(2).lower().compareTo(Rational.HALF)).isLessThanOrEqualTo(0);
        assertThat(ivs.get(2).upper().compareTo(Rational.HALF)).isGreaterThanOrEqualTo(0);
        // x^2 - 3x + 2 = (x-1)(x-2) with bound 2^2: the first midpoint 2 is a root, returned as a point
        List<IsolatingInterval> two = RootIsolator.isolate(IntPoly.of(2, -3, 1));
        assertThat(two).anyMatch(iv -> iv.isPoint() && iv.lower().equals(Rational.of(2)));
    }

    @Test
    void isolate_neighbourOfExactRoot_endsAreNotRoots() {
        // 30x^2 - 7x: root 0 is split off; the interval of 7/30 must not end at 0 (regression)
        List<IsolatingInterval> ivs = RootIsolator.isolate(IntPoly.of(0, -7, 30));
        assertThat(ivs).hasSize(2);
        assertThat(ivs.get(1).lower().signum()).isPositive();
    }

    @Test
    void isolate_badInput_throws() {
        assertThatThrownBy(() -> RootIsolator.isolate(IntPoly.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("p = 0");
        assertThatThrownBy(() -> RootIsolator.isolate(IntPoly.of(1, 2, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not square-free");
        assertThat(RootIsolator.isolate(IntPoly.of(5))).isEmpty();
        assertThatThrownBy(() -> new IsolatingInterval(Rational.ONE, Rational.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(1, 0)");
    }

    @Test
    void sturm_badInput_throws() {
        assertThatThrownBy(() -> SturmSequence.of(IntPoly.of(3)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("degree 0");
        SturmSequence s = SturmSequence.of(IntPoly.of(-2, 0, 1));
        assertThatThrownBy(() -> s.countRoots(Rational.ONE, Rational.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(1, 0]");
        // x^2 - 2: one root in (0, 2], two overall (closed form +-sqrt 2)
        assertThat(s.countRoots(Rational.ZERO, Rational.of(2))).isEqualTo(1);
        assertThat(s.countAllRoots()).isEqualTo(2);
        assertThat(s.polynomials()).hasSize(3);
    }

    @Test
    void descartesBound_knownIntervals() {
        IntPoly p = IntPoly.of(-2, 0, 1); // roots +-1.414...
        assertThat(RootIsolator.descartesBound(p, Rational.ONE, Rational.of(2))).isEqualTo(1);
        assertThat(RootIsolator.descartesBound(p, Rational.of(2), Rational.of(3))).isZero();
    }
}
