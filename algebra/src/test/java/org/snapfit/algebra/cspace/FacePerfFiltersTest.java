package org.snapfit.algebra.cspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/**
 * The certified shortcuts of the C-space curve kernel: the coprimality certificate of two polynomials of degree ≤ 2
 * ({@code CurveKernel.coprime}, a non-zero resultant) and the slope filter that orders two arcs at a common point
 * ({@code ArcBox.slopeDifferenceSign}).
 */
class FacePerfFiltersTest {

    private static IntPoly randomQuadratic(RandomGenerator rnd, int range) {
        return IntPoly.of(rnd.nextInt(2 * range + 1) - range, rnd.nextInt(2 * range + 1) - range,
                rnd.nextInt(2 * range + 1) - range);
    }

    /**
     * Two non-zero polynomials.
     *
     * @param a the first
     * @param b the second
     */
    record PolyPair(IntPoly a, IntPoly b) {
    }

    /** Quadratics with coefficients in [−4, 4]; a third of the pairs share a linear factor u − r, r in [−2, 2]. */
    private static final Gen<PolyPair> SMALL_QUADRATICS = Gen.<PolyPair>of(rnd -> {
        IntPoly a = randomQuadratic(rnd, 4);
        IntPoly b = randomQuadratic(rnd, 4);
        if (rnd.nextInt(3) == 0) {
            IntPoly f = IntPoly.of(-(rnd.nextInt(5) - 2), 1);
            a = f.multiply(IntPoly.of(rnd.nextInt(7) - 3, rnd.nextInt(7) - 3));
            b = f.multiply(IntPoly.of(rnd.nextInt(7) - 3, rnd.nextInt(7) - 3));
        }
        return new PolyPair(a, b);
    }).filter(p -> !p.a().isZero() && !p.b().isZero());

    static Stream<Arguments> smallQuadratics() {
        return Cases.of(20261126L, 300, SMALL_QUADRATICS);
    }

    @ParameterizedTest
    @MethodSource("smallQuadratics")
    void coprime_randomQuadratics_neverClaimedWhenGcdIsNontrivial(PolyPair pair) {
        IntPoly a = pair.a();
        IntPoly b = pair.b();
        // oracle: the PRS gcd; certificate must imply gcd 1, and a common root must deny it
        boolean gcdOne = a.gcd(b).degree() < 1;
        if (CurveKernel.coprime(a, b)) {
            assertThat(gcdOne).isTrue();
        }
        if (!gcdOne) {
            assertThat(CurveKernel.coprime(a, b)).isFalse();
        }
        if (gcdOne && (a.degree() == 2 || b.degree() == 2)) {
            // the formal resultant vanishes only for a common root or a common root at infinity (a2 = b2 = 0)
            assertThat(CurveKernel.coprime(a, b)).isTrue();
        }
    }

    @Test
    void coprime_largeCoefficients_bigIntegerFormula() {
        // beyond 15 bits the BigInteger formula decides: 2^20 u^2 + 1 and u + 3 share no root (res = 9·2^20 + 1)
        IntPoly a = IntPoly.of(1, 0, 1 << 20);
        IntPoly b = IntPoly.of(3, 1, 0);
        assertThat(CurveKernel.coprime(a, b)).isTrue();
        // (u - 100003)(u + 1) and (u - 100003)(u + 2): a common root, never "coprime"
        IntPoly r = IntPoly.of(-100_003, 1);
        assertThat(CurveKernel.coprime(r.multiply(IntPoly.of(1, 1)), r.multiply(IntPoly.of(2, 1)))).isFalse();
        assertThat(CurveKernel.coprime(IntPoly.of(1, 0, 1), IntPoly.of(3, 1, 0))).isTrue(); // res = 10 by hand
    }

    /**
     * A linear factor f = c·u + r (|r| up to 2·10⁵) times a linear polynomial, against f times a monic linear one or
     * a quadratic with large coefficients.
     */
    private static final Gen<PolyPair> LARGE_QUADRATICS = Gen.<PolyPair>of(rnd -> {
        IntPoly f = IntPoly.of(rnd.nextInt(400_001) - 200_000, 1 + rnd.nextInt(3));
        IntPoly a = f.multiply(IntPoly.of(rnd.nextInt(401) - 200, rnd.nextInt(5) - 2));
        IntPoly b = rnd.nextBoolean() ? f.multiply(IntPoly.of(rnd.nextInt(9) - 4, 1))
                : IntPoly.of(rnd.nextInt(400_001) - 200_000, rnd.nextInt(401) - 200, 1 + rnd.nextInt(300));
        return new PolyPair(a, b);
    }).filter(p -> !p.a().isZero() && !p.b().isZero());

    static Stream<Arguments> largeQuadratics() {
        return Cases.of(20261126L, 200, LARGE_QUADRATICS);
    }

    @ParameterizedTest
    @MethodSource("largeQuadratics")
    void coprime_largeRandomQuadratics_agreesWithGcd(PolyPair pair) {
        IntPoly a = pair.a();
        IntPoly b = pair.b();
        // oracle: the PRS gcd; with a degree-2 polynomial present the certificate is exact (closed form above)
        boolean gcdOne = a.gcd(b).degree() < 1;
        if (a.degree() == 2 || b.degree() == 2) {
            assertThat(CurveKernel.coprime(a, b)).isEqualTo(gcdOne);
        } else if (CurveKernel.coprime(a, b)) {
            assertThat(gcdOne).isTrue();
        }
    }

    @Test
    void curve_commonFactor_stillReduced() {
        // (u - 1)(u + 2) and (u - 1)(u + 3): the certificate fails, the gcd u - 1 is found, the curve is reduced
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {-2, 1, 1}, new long[] {-3, 2, 1});
        assertThat(c.commonFactor()).isEqualTo(IntPoly.of(-1, 1));
        assertThat(c.reduced().a()).isEqualTo(IntPoly.of(2, 1));
        assertThat(c.reduced().b()).isEqualTo(IntPoly.of(3, 1));
    }

    /** Exact t'(u) of -a/b at a rational u: -(a'b - ab')/b^2. */
    private static Rational slope(CSpaceCurve c, Rational u) {
        Rational a = c.a().evaluate(u);
        Rational b = c.b().evaluate(u);
        Rational da = c.a().derivative().evaluate(u);
        Rational db = c.b().derivative().evaluate(u);
        return da.multiply(b).subtract(a.multiply(db)).divide(b.multiply(b)).negate();
    }

    /**
     * Two non-horizontal curves with quadratic numerators and denominators (coefficients in [−9, 9]) in their
     * reduced forms, and a rational u = k/64 in [−25/8, 25/8] where neither has a pole.
     *
     * @param r1 the first reduced curve
     * @param r2 the second reduced curve
     * @param u the point
     */
    record CurvesAt(CSpaceCurve r1, CSpaceCurve r2, Rational u) {
    }

    private static final Gen<CurvesAt> CURVES_AT = Gen.<CurvesAt>of(rnd -> {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c1 = k.curve(randomQuadratic(rnd, 9), randomQuadratic(rnd, 9));
        CSpaceCurve c2 = k.curve(randomQuadratic(rnd, 9), randomQuadratic(rnd, 9));
        Rational u = Rational.of(rnd.nextInt(401) - 200, 64);
        return c1.isHorizontal() || c2.isHorizontal() ? null : new CurvesAt(c1.reduced(), c2.reduced(), u);
    }).filter(c -> c != null && c.r1().b().evaluate(c.u()).signum() != 0 && c.r2().b().evaluate(c.u()).signum() != 0);

    static Stream<Arguments> curvesAt() {
        return Cases.of(20261126L, 300, CURVES_AT);
    }

    @ParameterizedTest
    @MethodSource("curvesAt")
    void slopeDifferenceSign_randomCurves_matchesExactSlopes(CurvesAt instance) {
        CSpaceCurve r1 = instance.r1();
        CSpaceCurve r2 = instance.r2();
        Rational u = instance.u();
        Optional<Sign> s = ArcBox.slopeDifferenceSign(r1, r2, Interval.enclosing(u));
        // oracle: exact rational slopes; the filter may abstain but never contradicts them
        Rational d = slope(r1, u).subtract(slope(r2, u));
        if (s.isPresent()) {
            assertThat(s.get().intValue()).isEqualTo(d.signum());
        }
        if (d.signum() == 0) {
            assertThat(s).isEmpty();
        }
    }

    @Test
    void slopeDifferenceSign_parabolaAndLine_decides() {
        // t = 1 - u^2 (slope -2u) and t = u (slope 1) at u = 1/2: slopes -1 < 1, so NEGATIVE (closed form)
        CurveKernel k = new CurveKernel();
        CSpaceCurve p = k.curve(new long[] {-1, 0, 1}, new long[] {1});
        CSpaceCurve l = k.curve(new long[] {0, -1}, new long[] {1});
        assertThat(ArcBox.slopeDifferenceSign(p, l, Interval.enclosing(Rational.HALF))).contains(Sign.NEGATIVE);
        assertThat(ArcBox.slopeDifferenceSign(l, p, Interval.enclosing(Rational.HALF))).contains(Sign.POSITIVE);
        Interval unbounded = new Interval(0, Double.POSITIVE_INFINITY);
        assertThat(ArcBox.slopeDifferenceSign(p, l, unbounded)).isEmpty();
    }
}
