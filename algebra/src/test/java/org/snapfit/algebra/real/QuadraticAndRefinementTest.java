package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
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
import org.snapfit.algebra.testing.Property;
import org.snapfit.algebra.testing.Shrinker;

/**
 * Closed-form isolation for degree ≤ 2, the quadratic-irrational special case and quadratic interval refinement.
 * Oracles: Sturm counts (independent of the closed form), {@link BigInteger#sqrt()} and
 * {@link BigDecimal#sqrt(MathContext)} (independent of snapfit), and exact signs at interval ends.
 */
class QuadraticAndRefinementTest {

    private static final BigInteger LIM = BigInteger.ONE.shiftLeft(100);
    /** Coefficients up to 2^100 or small ones in [−50, 50]. */
    private static final Gen<BigInteger> COEFF = Gens.oneOf(Gens.bigIntegers(LIM.negate(), LIM),
            Gens.bigIntegers(BigInteger.valueOf(-50), BigInteger.valueOf(50)));
    /** Square-free quadratics c + b x + a x² with those coefficients. */
    private static final Gen<IntPoly> QUADRATICS = COEFF.list(3, 3).map(l -> IntPoly.of(l.toArray(new BigInteger[0])))
            .filter(p -> p.degree() == 2 && p.isSquareFree());

    static Stream<Arguments> quadratics() {
        return Cases.of(20261126L, 300, QUADRATICS);
    }

    @ParameterizedTest
    @MethodSource("quadratics")
    void isolate_quadratic_closedFormIntervalsIsolate(IntPoly quadratic) {
        // oracle: Sturm's theorem (RootIsolatorTest.assertIsolatesAllRoots); shrinks within square-free quadratics
        Property.check(quadratic, Shrinker.intPolys().filter(p -> p.degree() == 2 && p.isSquareFree()),
                p -> RootIsolatorTest.assertIsolatesAllRoots(p, RootIsolator.isolate(p)));
    }

    @Test
    void isolate_degreeOneAndSquareDiscriminant_exactPoints() {
        // 3x + 2: root -2/3 exactly; 6x^2 - x - 1 = (3x + 1)(2x - 1): roots -1/3 and 1/2 exactly
        assertThat(RootIsolator.isolate(IntPoly.of(2, 3))).containsExactly(
                new IsolatingInterval(Rational.of(-2, 3), Rational.of(-2, 3)));
        assertThat(RootIsolator.isolate(IntPoly.of(-1, -1, 6))).containsExactly(
                new IsolatingInterval(Rational.of(-1, 3), Rational.of(-1, 3)),
                new IsolatingInterval(Rational.HALF, Rational.HALF));
        // x^2 + 1: no real root (D = -4)
        assertThat(RootIsolator.isolate(IntPoly.of(1, 0, 1))).isEmpty();
        // -x^2 + 2 (negative leading coefficient): floor(sqrt 8) = 2, intervals (-3/2, -1) and (1, 3/2) hold -+sqrt 2
        assertThat(RootIsolator.isolate(IntPoly.of(2, 0, -1))).containsExactly(
                new IsolatingInterval(Rational.of(-3, 2), Rational.ONE.negate()),
                new IsolatingInterval(Rational.ONE, Rational.of(3, 2)));
    }

    @Test
    void quadraticForm_ofRootsOfQuadratic_isTheQuadraticFormula() {
        // roots of 2x^2 - 6x + 1: (6 -+ sqrt 28)/4
        List<RealRoot> rs = RealAlgebraic.rootsOf(IntPoly.of(1, -6, 2));
        assertThat(rs).hasSize(2);
        assertThat(rs.get(0).value().quadraticForm()).contains(QuadraticIrrational.of(6, -1, 28, 4));
        assertThat(rs.get(1).value().quadraticForm()).contains(QuadraticIrrational.of(6, 1, 28, 4));
        // rationals and quartics have no quadratic form
        assertThat(RealAlgebraic.of(Rational.HALF).quadraticForm()).isEmpty();
        assertThat(RealAlgebraic.rootsOf(IntPoly.of(1, 0, -10, 0, 1)).get(0).value().quadraticForm()).isEmpty();
    }

    @Test
    void ofQuadratic_equalsTheRootFromIsolation_andIsIrrational() {
        // (1 + sqrt 5)/2 is the larger root of x^2 - x - 1
        RealAlgebraic phi = RealAlgebraic.of(QuadraticIrrational.of(1, 1, 5, 2));
        RealAlgebraic fromPoly = RealAlgebraic.rootsOf(IntPoly.of(-1, -1, 1)).get(1).value();
        assertThat(phi.compare(fromPoly)).isEqualTo(Comparison.EQUAL);
        assertThat(phi.isRational()).isFalse();
        // same value, different (unreduced) form: (2 + 2 sqrt 5)/4
        RealAlgebraic phi2 = RealAlgebraic.of(QuadraticIrrational.of(2, 2, 5, 4));
        assertThat(phi2.compare(phi)).isEqualTo(Comparison.EQUAL);
        // closed-form check of the decimal: BigDecimal's own square root
        BigDecimal expect = BigDecimal.ONE.add(new BigDecimal(5).sqrt(new MathContext(60))).divide(BigDecimal.valueOf(2));
        assertThat(phi.toBigDecimal(50)).isEqualTo(expect.round(new MathContext(50, RoundingMode.HALF_EVEN)));
    }

    @Test
    void quadraticIrrational_badInput_throwsNamingField() {
        assertThatThrownBy(() -> QuadraticIrrational.of(1, 0, 2, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("q = 0");
        assertThatThrownBy(() -> QuadraticIrrational.of(1, 1, 2, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("r = 0");
        assertThatThrownBy(() -> QuadraticIrrational.of(1, 1, -3, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("d = -3");
        assertThatThrownBy(() -> QuadraticIrrational.of(1, 1, 49, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("d = 49 is a perfect square");
        assertThatThrownBy(() -> QuadraticIrrational.of(1, 1, 2, 1).enclosure(Rational.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("width = 0");
    }

    static Stream<Arguments> formsAndWidths() {
        return Cases.of(20261126L, 200, FORMS, Gens.ints(0, 400));
    }

    @ParameterizedTest
    @MethodSource("formsAndWidths")
    void enclosure_holdsTheValue_andHasTheRequestedWidth(QuadraticIrrational x, int bits) {
        Rational w = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(bits));
        Rational[] e = x.enclosure(w);
        assertThat(e[1].subtract(e[0]).compareTo(w)).isLessThanOrEqualTo(0);
        // oracle: r·end − p compared with q·√d through squares of integers (no snapfit arithmetic in the check)
        assertThat(side(x, e[0])).isNegative();
        assertThat(side(x, e[1])).isPositive();
    }

    /** The sign of end − x for x = (p + q√d)/r: sign(A + B√d) with A = r·num − p·den, B = −q·den (den, r &gt; 0). */
    private static int side(QuadraticIrrational x, Rational end) {
        BigInteger a = x.r().multiply(end.num()).subtract(x.p().multiply(end.den()));
        BigInteger b = x.q().multiply(end.den()).negate();
        if (a.signum() == b.signum() || b.signum() == 0) {
            return a.signum();
        }
        if (a.signum() == 0) {
            return b.signum();
        }
        // opposite signs: the term of larger magnitude wins; compare a^2 with b^2 d
        return a.multiply(a).compareTo(b.multiply(b).multiply(x.d())) > 0 ? a.signum() : b.signum();
    }

    private static final Gen<Long> FORM_D = Gens.longs(2, 1L << 40).filter(v -> {
        long s = (long) Math.sqrt((double) v);
        for (long k = Math.max(0, s - 2); k <= s + 2; k++) {
            if (k * k == v) {
                return false;
            }
        }
        return true;
    });
    /** (p + q√d)/r with |p| up to 10^6, q ≠ 0 up to 1000 in magnitude, d up to 2^40 not a square, r up to 10^6. */
    private static final Gen<QuadraticIrrational> FORMS = Gens.longs(-1_000_000, 1_000_000).flatMap(p ->
            Gens.longs(-1000, 1000).filter(v -> v != 0).flatMap(q -> FORM_D.flatMap(d ->
                    Gens.longs(1, 1_000_000).map(r -> QuadraticIrrational.of(p, q, d, r)))));

    static Stream<Arguments> formsAndPolys() {
        return Cases.of(20261126L, 200, FORMS, Gens.intPolys(-1_000_000, 1_000_000, 1, 6));
    }

    @ParameterizedTest
    @MethodSource("formsAndPolys")
    void signOf_closedForm_agreesWithGenericExactPath(QuadraticIrrational x, IntPoly f) {
        RealAlgebraic a = RealAlgebraic.of(x);
        // oracle: the generic exact path (gcd test + Descartes bisection), which never uses the closed form
        assertThat(x.signOf(f)).isEqualTo(a.signOfExact(f));
        assertThat(a.signOf(f)).isEqualTo(a.signOfExact(f));
    }

    @Test
    void signOf_polynomialVanishingAtTheNumber_isZero() {
        // x = 1 + sqrt 2 is a root of x^2 - 2x - 1, and of its multiple (x^2 - 2x - 1)(x + 5)
        QuadraticIrrational x = QuadraticIrrational.of(1, 1, 2, 1);
        IntPoly g = IntPoly.of(-1, -2, 1).multiply(IntPoly.of(5, 1));
        assertThat(x.signOf(g)).isEqualTo(Sign.ZERO);
        assertThat(RealAlgebraic.of(x).signOf(g)).isEqualTo(Sign.ZERO);
        // the conjugate 1 - sqrt 2 < 0 and 2x - 2 = 2 sqrt 2 > 0: closed forms
        assertThat(QuadraticIrrational.of(1, -1, 2, 1).signOf(IntPoly.X)).isEqualTo(Sign.NEGATIVE);
        assertThat(x.signOf(IntPoly.of(-2, 2))).isEqualTo(Sign.POSITIVE);
    }

    /** A form and a rational function a/b of it (coefficients in [−40, 40], up to cubic) with b not zero there. */
    static Stream<Arguments> formsAndRationalFunctions() {
        Gen<IntPoly> small = Gens.intPolys(-40, 40, 1, 4);
        return Cases.filtered(20261126L, 200, v -> !((IntPoly) v[2]).isZero()
                && RealAlgebraic.of((QuadraticIrrational) v[0]).signOf((IntPoly) v[2]) != Sign.ZERO, FORMS, small, small);
    }

    @ParameterizedTest
    @MethodSource("formsAndRationalFunctions")
    void rationalImage_closedForm_equalsGenericPath(QuadraticIrrational x, IntPoly a, IntPoly b) {
        RealAlgebraic quadratic = RealAlgebraic.of(x);
        // the same number through the generic path: a root of g·(x² + 1), degree 4, no closed form
        IntPoly g = x.polynomial().multiply(IntPoly.of(1, 0, 1));
        RealAlgebraic generic = RealAlgebraic.ofRoot(g, quadratic.lower(), quadratic.upper());
        assertThat(generic.quadraticForm()).isEmpty();
        // oracle: the resultant-based generic image of the same number
        RealAlgebraic viaQuadratic = quadratic.rationalImage(a, b);
        assertThat(viaQuadratic.compare(generic.rationalImage(a, b))).isEqualTo(Comparison.EQUAL);
    }

    @Test
    void rationalImage_quadratic_closedForms() {
        // x = sqrt 2: -(x - 1)/(x + 1) = -(3 - 2 sqrt 2) = -3 + 2 sqrt 2; -(x^2)/(1) = -2 (rational)
        RealAlgebraic s2 = RealAlgebraic.of(QuadraticIrrational.of(0, 1, 2, 1));
        RealAlgebraic img = s2.rationalImage(IntPoly.of(-1, 1), IntPoly.of(1, 1));
        assertThat(img.quadraticForm()).isPresent();
        assertThat(img.compare(RealAlgebraic.of(QuadraticIrrational.of(-3, 2, 2, 1)))).isEqualTo(Comparison.EQUAL);
        assertThat(s2.rationalImage(IntPoly.of(0, 0, 1), IntPoly.ONE).toRational()).contains(Rational.of(-2));
    }

    @Test
    void refine_quadratic_matchesIntegerSquareRoot() {
        // sqrt 2 to width 2^-3000: the interval must contain floor(sqrt(2·4^3000))/2^3000 or be adjacent to it
        RealAlgebraic s2 = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value();
        Rational w = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(3000));
        RealAlgebraic r = s2.refine(w);
        assertThat(r.upper().subtract(r.lower()).compareTo(w)).isLessThanOrEqualTo(0);
        BigInteger isqrt = BigInteger.TWO.shiftLeft(6000).sqrt();
        Rational floor = Rational.of(isqrt, BigInteger.ONE.shiftLeft(3000));
        Rational ceil = Rational.of(isqrt.add(BigInteger.ONE), BigInteger.ONE.shiftLeft(3000));
        // oracle: sqrt 2 lies in (floor, ceil), an interval of width w; so the refined interval meets it
        assertThat(r.upper().compareTo(floor)).isPositive();
        assertThat(r.lower().compareTo(ceil)).isNegative();
    }

    @Test
    void refine_quartic_byQir_matchesIndependentDecimal() {
        // sqrt 2 + sqrt 3 is the largest root of x^4 - 10x^2 + 1 (degree 4: no closed form, refined by QIR)
        RealAlgebraic x = RealAlgebraic.rootsOf(IntPoly.of(1, 0, -10, 0, 1)).get(3).value();
        Rational w = Rational.of(BigInteger.ONE, BigInteger.TEN.pow(1000));
        RealAlgebraic r = x.refine(w);
        assertThat(r.upper().subtract(r.lower()).compareTo(w)).isLessThanOrEqualTo(0);
        // the interval still isolates: the quartic changes sign across it
        IntPoly p = r.polynomial();
        assertThat(p.signAt(r.lower()).negate()).isEqualTo(p.signAt(r.upper()));
        // oracle: BigDecimal square roots to 1010 digits
        MathContext mc = new MathContext(1010);
        BigDecimal expect = new BigDecimal(2).sqrt(mc).add(new BigDecimal(3).sqrt(mc));
        BigDecimal ours = r.toBigDecimal(995);
        assertThat(ours).isEqualTo(expect.round(new MathContext(995, RoundingMode.HALF_EVEN)));
    }

    /** Degree 3 to 6 polynomials with coefficients in [−2^31, 2^31]. */
    private static final Gen<IntPoly> NON_QUADRATIC = Gens.intPolys(-(1L << 31), 1L << 31, 4, 7).filter(p -> p.degree() >= 3);

    static Stream<Arguments> nonQuadratics() {
        return Cases.of(20261126L, 60, NON_QUADRATIC);
    }

    @ParameterizedTest
    @MethodSource("nonQuadratics")
    void refine_anyDegree_keepsIsolating_andReachesWidth(IntPoly poly) {
        Property.check(poly, Shrinker.intPolys().filter(p -> p.degree() >= 3), QuadraticAndRefinementTest::refinesIsolating);
    }

    private static void refinesIsolating(IntPoly p) {
        Rational w = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(500));
        SturmSequence s = SturmSequence.of(p.squareFreePart());
        for (RealRoot rr : RealAlgebraic.rootsOf(p)) {
            RealAlgebraic r = rr.value().refine(w);
            assertThat(r.upper().subtract(r.lower()).compareTo(w)).isLessThanOrEqualTo(0);
            if (!r.lower().equals(r.upper())) {
                // oracle: Sturm counts exactly one root of the square-free part in (lower, upper]
                assertThat(s.countRoots(r.lower(), r.upper())).isEqualTo(1);
            } else {
                assertThat(p.signAt(r.lower())).isEqualTo(Sign.ZERO);
            }
        }
    }
}
