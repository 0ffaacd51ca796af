package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Closed-form isolation for degree ≤ 2, the quadratic-irrational special case and quadratic interval refinement.
 * Oracles: Sturm counts (independent of the closed form), {@link BigInteger#sqrt()} and
 * {@link BigDecimal#sqrt(MathContext)} (independent of snapfit), and exact signs at interval ends.
 */
class QuadraticAndRefinementTest {

    @Provide
    Arbitrary<IntPoly> quadratics() {
        BigInteger lim = BigInteger.ONE.shiftLeft(100);
        Arbitrary<BigInteger> big = Arbitraries.bigIntegers().between(lim.negate(), lim);
        Arbitrary<BigInteger> small = Arbitraries.bigIntegers().between(BigInteger.valueOf(-50), BigInteger.valueOf(50));
        Arbitrary<BigInteger> any = Arbitraries.oneOf(big, small);
        return Combinators.combine(any, any, any).as((c, b, a) -> IntPoly.of(c, b, a))
                .filter(p -> p.degree() == 2 && p.isSquareFree());
    }

    @Property(tries = 300, seed = "20261126")
    void isolate_quadratic_closedFormIntervalsIsolate(@ForAll("quadratics") IntPoly p) {
        // oracle: Sturm's theorem (RootIsolatorTest.assertIsolatesAllRoots)
        RootIsolatorTest.assertIsolatesAllRoots(p, RootIsolator.isolate(p));
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

    @Property(tries = 200, seed = "20261126")
    void enclosure_holdsTheValue_andHasTheRequestedWidth(@ForAll("forms") QuadraticIrrational x,
            @ForAll("widthBits") int bits) {
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

    @Provide
    Arbitrary<QuadraticIrrational> forms() {
        Arbitrary<Long> p = Arbitraries.longs().between(-1_000_000, 1_000_000);
        Arbitrary<Long> q = Arbitraries.longs().between(-1000, 1000).filter(v -> v != 0);
        Arbitrary<Long> d = Arbitraries.longs().between(2, 1L << 40).filter(v -> {
            long s = (long) Math.sqrt((double) v);
            for (long k = Math.max(0, s - 2); k <= s + 2; k++) {
                if (k * k == v) {
                    return false;
                }
            }
            return true;
        });
        Arbitrary<Long> r = Arbitraries.longs().between(1, 1_000_000);
        return Combinators.combine(p, q, d, r).as(QuadraticIrrational::of);
    }

    @Provide
    Arbitrary<Integer> widthBits() {
        return Arbitraries.integers().between(0, 400);
    }

    @Property(tries = 200, seed = "20261126")
    void signOf_closedForm_agreesWithGenericExactPath(@ForAll("forms") QuadraticIrrational x,
            @ForAll("polys") IntPoly f) {
        RealAlgebraic a = RealAlgebraic.of(x);
        // oracle: the generic exact path (gcd test + Descartes bisection), which never uses the closed form
        assertThat(x.signOf(f)).isEqualTo(a.signOfExact(f));
        assertThat(a.signOf(f)).isEqualTo(a.signOfExact(f));
    }

    @Provide
    Arbitrary<IntPoly> polys() {
        return Arbitraries.longs().between(-1_000_000, 1_000_000).array(long[].class).ofMinSize(1).ofMaxSize(6).map(IntPoly::of);
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

    @Property(tries = 200, seed = "20261126")
    void rationalImage_closedForm_equalsGenericPath(@ForAll("forms") QuadraticIrrational x, @ForAll("small") IntPoly a,
            @ForAll("small") IntPoly b) {
        RealAlgebraic quadratic = RealAlgebraic.of(x);
        if (b.isZero() || quadratic.signOf(b) == Sign.ZERO) {
            return;
        }
        // the same number through the generic path: a root of g·(x² + 1), degree 4, no closed form
        IntPoly g = x.polynomial().multiply(IntPoly.of(1, 0, 1));
        RealAlgebraic generic = RealAlgebraic.ofRoot(g, quadratic.lower(), quadratic.upper());
        assertThat(generic.quadraticForm()).isEmpty();
        // oracle: the resultant-based generic image of the same number
        RealAlgebraic viaQuadratic = quadratic.rationalImage(a, b);
        assertThat(viaQuadratic.compare(generic.rationalImage(a, b))).isEqualTo(Comparison.EQUAL);
    }

    @Provide
    Arbitrary<IntPoly> small() {
        return Arbitraries.longs().between(-40, 40).array(long[].class).ofMinSize(1).ofMaxSize(4).map(IntPoly::of);
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

    @Property(tries = 60, seed = "20261126")
    void refine_anyDegree_keepsIsolating_andReachesWidth(@ForAll("nonQuadratic") IntPoly p) {
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

    @Provide
    Arbitrary<IntPoly> nonQuadratic() {
        return Arbitraries.longs().between(-(1L << 31), 1L << 31).array(long[].class).ofMinSize(4).ofMaxSize(7)
                .map(IntPoly::of).filter(p -> p.degree() >= 3);
    }
}
