package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * {@link RealAlgebraic#minimal()}: every root of a product of known irreducible factors gets the factor that vanishes
 * at it (the oracle is the construction), and numbers whose polynomial is already minimal stay as they are.
 */
class MinimalPolynomialTest {

    /** The factor of the given list that vanishes at x (exact sign). */
    private static IntPoly vanishing(List<IntPoly> factors, RealAlgebraic x) {
        for (IntPoly f : factors) {
            if (x.signOfExact(f) == Sign.ZERO) {
                return f;
            }
        }
        throw new AssertionError("no factor vanishes at " + x);
    }

    private static IntPoly product(List<IntPoly> factors) {
        IntPoly p = IntPoly.of(1);
        for (IntPoly f : factors) {
            p = p.multiply(f);
        }
        return p;
    }

    private static void assertMinimalIsTheFactor(List<IntPoly> factors, String context) {
        IntPoly p = product(factors);
        for (RealRoot r : RealAlgebraic.rootsOf(p, ExactContext.create())) {
            RealAlgebraic x = r.value();
            RealAlgebraic m = x.minimal();
            assertThat(m.polynomial()).as(context + ": root " + x).isEqualTo(vanishing(factors, x).primitivePart());
            assertThat(m.compare(x)).as(context).isEqualTo(Comparison.EQUAL);
            assertThat(m.minimal()).as(context + ": idempotent").isSameAs(m);
        }
    }

    @Test
    void minimal_productOfTwoQuadratics_eachRootGetsItsQuadratic() {
        // (x^2 - 2)(x^2 - 3) = x^4 - 5x^2 + 6: four real roots, ±√2 and ±√3
        assertMinimalIsTheFactor(List.of(IntPoly.of(-2, 0, 1), IntPoly.of(-3, 0, 1)), "(x^2-2)(x^2-3)");
        // unequal leading coefficients: (3x^2 - 2)(5x^2 - 7)
        assertMinimalIsTheFactor(List.of(IntPoly.of(-2, 0, 3), IntPoly.of(-7, 0, 5)), "(3x^2-2)(5x^2-7)");
    }

    @Test
    void minimal_rationalRootsAndACubic_rationalsAsPointsCubicKept() {
        // (2x - 1)(x + 3)(x^3 - 2): the rational roots are points; the cube root of 2 keeps x^3 - 2
        List<IntPoly> f = List.of(IntPoly.of(-1, 2), IntPoly.of(3, 1), IntPoly.of(-2, 0, 0, 1));
        assertMinimalIsTheFactor(f, "(2x-1)(x+3)(x^3-2)");
        for (RealRoot r : RealAlgebraic.rootsOf(product(f))) {
            RealAlgebraic m = r.value().minimal();
            assertThat(m.isRational()).isEqualTo(m.polynomial().degree() == 1);
        }
    }

    @Test
    void minimal_irreducibleQuartic_staysItself() {
        // x^4 - 10x^2 + 1 (roots ±√2 ± √3) is irreducible over Q though reducible modulo every prime
        IntPoly p = IntPoly.of(1, 0, -10, 0, 1);
        for (RealRoot r : RealAlgebraic.rootsOf(p)) {
            assertThat(r.value().minimal()).isSameAs(r.value());
        }
    }

    @Test
    void minimal_quarticWithComplexPairAndRealQuadratic_realRootsGetTheQuadratic() {
        // (x^2 + x + 1)(x^2 - 5): the complex pair's factor has no real root; ±√5 get x^2 - 5
        assertMinimalIsTheFactor(List.of(IntPoly.of(1, 1, 1), IntPoly.of(-5, 0, 1)), "(x^2+x+1)(x^2-5)");
    }

    @Test
    void canonical_sameValueFromANonMinimalPolynomial_printsAlike() {
        // √2 as a root of x^2 - 2 and as a root of (x^2 - 2)(x^2 - 3): one canonical form
        Rational w = Rational.of(1, 1L << 40);
        RealAlgebraic a = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1)).get(1).value();
        RealAlgebraic b = RealAlgebraic.rootsOf(IntPoly.of(6, 0, -5, 0, 1)).get(2).value();
        assertThat(b.compare(a)).isEqualTo(Comparison.EQUAL);
        assertThat(b.canonical(w).polynomial()).isEqualTo(a.canonical(w).polynomial());
        assertThat(b.canonical(w).lower()).isEqualTo(a.canonical(w).lower());
        assertThat(b.canonical(w).upper()).isEqualTo(a.canonical(w).upper());
    }

    static LongStream seeds() {
        return LongStream.range(0, 60).map(i -> 20_261_128L + i);
    }

    /**
     * Random products within the documented domain (degree ≤ 4 once the rational roots are removed): up to two
     * linear factors times one cubic x^3 - k (k not a cube), one quadratic with a non-square positive discriminant,
     * or two such quadratics — irreducible by construction — with coefficients up to 2^62: every root's minimal
     * polynomial is its own factor.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void minimal_randomProducts_factorThatVanishes(long seed) {
        Random r = new Random(seed);
        List<IntPoly> factors = new ArrayList<>();
        int linear = r.nextInt(3);
        int kind = r.nextInt(3);
        List<Integer> shapes = new ArrayList<>();
        for (int i = 0; i < linear; i++) {
            shapes.add(1);
        }
        shapes.add(kind == 0 ? 3 : 2);
        if (kind == 2) {
            shapes.add(2);
        }
        for (int shape : shapes) {
            IntPoly f = randomIrreducible(r, shape);
            while (factors.contains(f)) {
                f = randomIrreducible(r, shape);
            }
            factors.add(f);
        }
        assertMinimalIsTheFactor(factors, "seed " + seed + ", factors " + factors);
    }

    private static IntPoly randomIrreducible(Random r, int degree) {
        long big = r.nextBoolean() ? 1L << 62 : 50;
        switch (degree) {
            case 1:
                return IntPoly.of(r.nextLong() % big, 1 + Math.floorMod(r.nextLong(), 9)).primitivePart();
            case 2:
                while (true) {
                    long a = 1 + Math.floorMod(r.nextLong(), 20);
                    long b = r.nextLong() % big;
                    long c = r.nextLong() % big;
                    IntPoly q = IntPoly.of(c, b, a);
                    java.math.BigInteger d = java.math.BigInteger.valueOf(b).pow(2)
                            .subtract(java.math.BigInteger.valueOf(4 * a).multiply(java.math.BigInteger.valueOf(c)));
                    if (d.signum() < 0 || d.sqrt().pow(2).equals(d)) {
                        continue; // only irreducible quadratics with real roots
                    }
                    return q.primitivePart();
                }
            default:
                while (true) {
                    long k = 2 + Math.floorMod(r.nextLong(), 1000);
                    long c = Math.round(Math.cbrt(k));
                    if (c * c * c != k) {
                        return IntPoly.of(-k, 0, 0, 1);
                    }
                }
        }
    }
}
