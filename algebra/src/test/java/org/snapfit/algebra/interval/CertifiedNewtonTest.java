package org.snapfit.algebra.interval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.IsolatingInterval;
import org.snapfit.algebra.real.RootIsolator;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.algebra.testing.Property;
import org.snapfit.algebra.testing.Shrinker;

/**
 * The certified Newton bracket must never be wrong: every answered bracket is checked with exact rational signs
 * and must lie inside the isolating interval (the oracle is exact integer evaluation, independent of the filter).
 */
class CertifiedNewtonTest {

    /** Square-free parts of degree 2–8 polynomials with coefficients in [−2^31, 2^31]. */
    private static final Gen<IntPoly> RANDOM = Gens.intPolys(-(1L << 31), 1L << 31, 3, 9).filter(p -> p.degree() >= 2)
            .map(IntPoly::squareFreePart);
    /** Adversarial: Mignotte-type x^d − 2(a x − 1)² with two roots within about a^−(d+2)/2 of 1/a. */
    private static final Gen<IntPoly> MIGNOTTE = Gens.ints(3, 12).flatMap(d -> Gens.longs(2, 1000)
            .map(a -> IntPoly.X.pow(d).subtract(IntPoly.of(-1, a).pow(2).scale(java.math.BigInteger.TWO))));
    /** Shrinking keeps the generator's condition: square-free of degree at least 2. */
    private static final Shrinker<IntPoly> SHRINK = Shrinker.intPolys().filter(p -> p.degree() >= 2 && p.isSquareFree());

    static Stream<Arguments> polys() {
        return Cases.of(20261126L, 300, Gens.oneOf(RANDOM, MIGNOTTE));
    }

    @ParameterizedTest
    @MethodSource("polys")
    void bracket_whenAnswered_holdsTheRoot_insideTheIsolatingInterval(IntPoly poly) {
        Property.check(poly, SHRINK, CertifiedNewtonTest::bracketsHoldTheirRoots);
    }

    private static void bracketsHoldTheirRoots(IntPoly p) {
        for (IsolatingInterval iv : RootIsolator.isolate(p)) {
            if (iv.isPoint()) {
                continue;
            }
            Sign signLo = p.signAt(iv.lower());
            Optional<Interval> br = CertifiedNewton.bracket(p, Interval.enclosing(iv.lower(), iv.upper()), signLo);
            if (br.isPresent()) {
                Rational a = br.get().exactLo();
                Rational b = br.get().exactHi();
                // exact oracle: a sign change across (a, b) with a, b strictly inside (lower, upper)
                assertThat(a.compareTo(iv.lower())).isPositive();
                assertThat(b.compareTo(iv.upper())).isNegative();
                assertThat(p.signAt(a)).isEqualTo(signLo);
                assertThat(p.signAt(b)).isEqualTo(signLo.negate());
            }
        }
    }

    @Test
    void bracket_sqrt2_isNarrowAndCertified() {
        // sqrt 2 in (1, 2): a well-conditioned root; the bracket must exist and be within 1e-12 of sqrt 2
        IntPoly p = IntPoly.of(-2, 0, 1);
        Optional<Interval> br = CertifiedNewton.bracket(p, Interval.enclosing(Rational.ONE, Rational.of(2)), Sign.NEGATIVE);
        assertThat(br).isPresent();
        assertThat(br.get().lo()).isLessThan(Math.sqrt(2)).isGreaterThan(Math.sqrt(2) - 1e-12);
        assertThat(br.get().hi()).isGreaterThan(Math.sqrt(2)).isLessThan(Math.sqrt(2) + 1e-12);
        assertThat(p.signAt(br.get().exactLo())).isEqualTo(Sign.NEGATIVE);
        assertThat(p.signAt(br.get().exactHi())).isEqualTo(Sign.POSITIVE);
    }

    @Test
    void bracket_newtonOffByMoreThanItsEstimate_widensAndCertifies() {
        // a random 32-bit quartic whose double Newton iterate stops ~2e-14 from the root, beyond the first radius:
        // the first bracket has both ends on one side; the widened one must hold the root (exact signs decide)
        IntPoly p = IntPoly.parse("107021584*x^4 + 1919321856*x^3 - 160372417*x^2 - 1561327785*x - 2139693808");
        Interval enc = Interval.enclosing(Rational.ZERO, Rational.of(64));
        Sign signLo = p.signAt(Rational.of(1, 1 << 20));
        Optional<Interval> br = CertifiedNewton.bracket(p, enc, signLo);
        assertThat(br).isPresent();
        assertThat(p.signAt(br.get().exactLo())).isEqualTo(signLo);
        assertThat(p.signAt(br.get().exactHi())).isEqualTo(signLo.negate());
        // the root is 1.290483955894802… (PARI polrootsreal); the bracket is far narrower than the start (0, 64)
        assertThat(br.get().lo()).isLessThan(1.2904839558948021).isGreaterThan(1.29048395589);
        assertThat(br.get().hi()).isGreaterThan(1.2904839558948019).isLessThan(1.29048395590);
    }

    @Test
    void bracket_wrongSignOrientation_orZeroSign_isEmpty() {
        // told the wrong sign left of sqrt 2, the certified signs contradict it: no bracket
        IntPoly p = IntPoly.of(-2, 0, 1);
        Interval enc = Interval.enclosing(Rational.ONE, Rational.of(2));
        assertThat(CertifiedNewton.bracket(p, enc, Sign.POSITIVE)).isEmpty();
        assertThat(CertifiedNewton.bracket(p, enc, Sign.ZERO)).isEmpty();
        assertThat(CertifiedNewton.bracket(IntPoly.of(3), enc, Sign.NEGATIVE)).isEmpty();
    }

    @Test
    void bracket_alreadyTight_isEmpty_soLoopsProgress() {
        // a bracket cannot be certified strictly inside an enclosure only a few ulps wide
        IntPoly p = IntPoly.of(-2, 0, 1);
        double r = Math.sqrt(2);
        Interval tight = new Interval(Math.nextDown(r), Math.nextUp(r));
        assertThat(CertifiedNewton.bracket(p, tight, Sign.NEGATIVE)).isEmpty();
    }
}
