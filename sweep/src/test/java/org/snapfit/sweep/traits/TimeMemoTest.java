package org.snapfit.sweep.traits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

/**
 * {@link TimeMemo}: the time of a point on a curve and on its copies shifted in t (a + k·b) equals the kernel's
 * direct route {@link RealAlgebraic#rationalImage} (a resultant per curve, the independent oracle) in value and in
 * defining polynomial, whether the memo misses (first copy) or hits (later copies).
 */
class TimeMemoTest {

    private static final Rational W = Rational.of(1, 1 << 20);

    static Stream<Arguments> curves() {
        return Cases.of(20261126L, 60, Gens.ints(-6, 6), Gens.ints(-6, 6), Gens.ints(-6, 6), Gens.ints(-4, 4),
                Gens.ints(1, 4), Gens.ints(1, 9));
    }

    @ParameterizedTest
    @MethodSource("curves")
    void time_shiftedCopies_equalResultantRoute(int a0, int a1, int a2, int b0, int b2, int den) {
        IntPoly a = IntPoly.of(a0, a1, a2);
        IntPoly b = IntPoly.of(b0, 0, b2);
        // u: the roots of an irreducible-looking cubic (degree 3: the memo's path, not the closed forms)
        TimeMemo times = TimeMemo.of(ExactContext.create()); // one memo: the copies after the first hit it
        for (RealRoot root : RealAlgebraic.rootsOf(IntPoly.of(-3, 1, 0, 2))) {
            RealAlgebraic u = root.value();
            if (u.signOf(b) == Sign.ZERO) {
                continue;
            }
            for (int k = -2; k <= 2; k++) {
                // the copy shifted by k/den in t: den·a − k·b over den·b
                IntPoly ak = a.scale(java.math.BigInteger.valueOf(den)).subtract(b.scale(java.math.BigInteger.valueOf(k)));
                IntPoly bk = b.scale(java.math.BigInteger.valueOf(den));
                RealAlgebraic direct = fresh(u).rationalImage(ak, bk);
                RealAlgebraic memo = times.time(fresh(u), ak, bk);
                assertThat(memo.compare(direct)).isEqualTo(Comparison.EQUAL);
                // the printed form (canonical: rationals as points, else a fresh isolation of the polynomial)
                assertThat(memo.canonical(W).polynomial()).isEqualTo(direct.canonical(W).polynomial());
                assertThat(memo.canonical(W).lower()).isEqualTo(direct.canonical(W).lower());
            }
        }
    }

    /**
     * A quadratic irrational u (its closed-form time): the memo's time equals the direct route in value and
     * printed form, on the first call (a miss) and on a repeat with a fresh u of the same value (a hit).
     */
    @ParameterizedTest
    @MethodSource("curves")
    void time_quadraticU_equalsDirectRoute(int a0, int a1, int a2, int b0, int b2, int den) {
        IntPoly a = IntPoly.of(a0, a1, a2).scale(java.math.BigInteger.valueOf(den));
        IntPoly b = IntPoly.of(b0, 0, b2);
        TimeMemo times = TimeMemo.of(ExactContext.create());
        for (RealRoot root : RealAlgebraic.rootsOf(IntPoly.of(-7, 2, 3))) {
            RealAlgebraic u = root.value();
            assertThat(u.quadraticForm()).as("the closed-form path").isPresent();
            if (u.signOf(b) == Sign.ZERO) {
                continue;
            }
            RealAlgebraic direct = fresh(u).rationalImage(a, b);
            for (int repeat = 0; repeat < 2; repeat++) {
                RealAlgebraic memo = times.time(fresh(u), a, b);
                assertThat(memo.compare(direct)).as("u = %s, repeat %d", u, repeat).isEqualTo(Comparison.EQUAL);
                assertThat(memo.polynomial()).isEqualTo(direct.polynomial());
                assertThat(memo.canonical(W).lower()).isEqualTo(direct.canonical(W).lower());
            }
        }
    }

    /** An equal number with its own interval (as the sweep gets from a fresh root isolation). */
    private static RealAlgebraic fresh(RealAlgebraic u) {
        for (RealRoot r : RealAlgebraic.rootsOf(u.polynomial())) {
            if (r.value().compare(u) == Comparison.EQUAL) {
                return r.value();
            }
        }
        throw new AssertionError("root lost");
    }
}
