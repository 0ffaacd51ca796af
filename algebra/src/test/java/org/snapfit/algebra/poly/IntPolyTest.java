package org.snapfit.algebra.poly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.algebra.testing.Property;
import org.snapfit.algebra.testing.Shrinker;

class IntPolyTest {

    private static final long SEED = 20261126L;
    /** Up to six coefficients in [-50, 50], constant term first (the zero polynomial and constants included). */
    private static final Gen<IntPoly> POLYS = Gens.intPolys(-50, 50, 0, 6);
    private static final Gen<IntPoly> NON_ZERO = POLYS.filter(p -> !p.isZero());
    private static final Shrinker<IntPoly> SHRINK = Shrinker.intPolys();
    private static final Shrinker<IntPoly> SHRINK_NON_ZERO = SHRINK.filter(p -> !p.isZero());

    static Stream<Arguments> polys() {
        return Cases.of(SEED, 200, POLYS);
    }

    static Stream<Arguments> polyTriples() {
        return Cases.of(SEED, 200, POLYS, POLYS, POLYS);
    }

    static Stream<Arguments> polyPairsAndPoints() {
        return Cases.of(SEED, 200, POLYS, POLYS, Gens.ints(-20, 20), Gens.ints(1, 9));
    }

    static Stream<Arguments> nonZeroTriples() {
        return Cases.of(SEED, 200, NON_ZERO, NON_ZERO, NON_ZERO);
    }

    static Stream<Arguments> nonZeroPairs() {
        return Cases.of(SEED, 150, NON_ZERO, NON_ZERO);
    }

    static Stream<Arguments> linearRoots() {
        return Cases.of(SEED, 200, Gens.ints(-9, 9), Gens.ints(-9, 9), Gens.ints(-9, 9));
    }

    @Test
    void of_leadingZeros_areDropped() {
        // canonical form by definition: 1 + 2x + 0x^2 + 0x^3 has degree 1
        IntPoly p = IntPoly.of(1, 2, 0, 0);
        assertThat(p.degree()).isEqualTo(1);
        assertThat(p.coeff(5)).isEqualTo(BigInteger.ZERO);
        assertThat(IntPoly.of(0, 0).degree()).isEqualTo(-1);
        assertThat(IntPoly.of(0, 0).isZero()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "x^4 - 10*x^2 + 1; x^4 - 10*x^2 + 1",
        "3x^2-2; 3*x^2 - 2",
        "1/2*x - 0.25; 2*x - 1",
        "-x + x^2 + x; x^2",
        "t^3 + 2t; x^3 + 2*x",
        "  5 ; 5",
        "2.5e1*u; 25*x",
        "x - x; 0"})
    void parse_text_readsCanonicalPolynomial(String text, String expected) {
        // expected values worked by hand (fractions cleared by the lcm of denominators)
        assertThat(IntPoly.parse(text).toString()).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "x^ ; 2", "x + y; 4", "3 x x; 4", "; 0", "x +; 3", "2*; 2", "x^99999; 2", "1/ x; 3", "x $ 1; 2",
        "1.2.3x; 0"})
    void parse_badText_throwsNamingPosition(String text, int position) {
        String t = text == null ? "" : text;
        assertThatThrownBy(() -> IntPoly.parse(t))
                .isInstanceOf(PolynomialSyntaxException.class)
                .hasMessageContaining("\"" + t + "\"")
                .hasMessageContaining("position " + position)
                .satisfies(e -> assertThat(((PolynomialSyntaxException) e).position()).isEqualTo(position))
                .satisfies(e -> assertThat(((PolynomialSyntaxException) e).text()).isEqualTo(t));
    }

    @Test
    void parse_null_throws() {
        assertThatThrownBy(() -> IntPoly.parse(null)).isInstanceOf(PolynomialSyntaxException.class);
    }

    @ParameterizedTest
    @MethodSource("polys")
    void toString_parse_roundTrips(IntPoly p) {
        // invariant: parse(toString(p)) == p
        Property.check(p, SHRINK, q -> assertThat(IntPoly.parse(q.toString())).isEqualTo(q));
    }

    @ParameterizedTest
    @MethodSource("polyTriples")
    void ringLaws_hold(IntPoly a, IntPoly b, IntPoly c) {
        Property.check(List.of(a, b, c), Shrinker.lists(SHRINK, 3), t -> ringLaws(t.get(0), t.get(1), t.get(2)));
    }

    private static void ringLaws(IntPoly a, IntPoly b, IntPoly c) {
        assertThat(a.add(b)).isEqualTo(b.add(a));
        assertThat(a.multiply(b)).isEqualTo(b.multiply(a));
        assertThat(a.multiply(b.multiply(c))).isEqualTo(a.multiply(b).multiply(c));
        assertThat(a.multiply(b.add(c))).isEqualTo(a.multiply(b).add(a.multiply(c)));
        assertThat(a.subtract(b).add(b)).isEqualTo(a);
        assertThat(a.add(a.negate()).isZero()).isTrue();
        assertThat(a.multiply(IntPoly.ONE)).isEqualTo(a);
    }

    @ParameterizedTest
    @MethodSource("polyPairsAndPoints")
    void evaluate_isRingHomomorphism(IntPoly a, IntPoly b, int n, int d) {
        Rational x = Rational.of(n, d);
        Property.check(List.of(a, b), Shrinker.lists(SHRINK, 2), t -> homomorphism(t.get(0), t.get(1), x));
    }

    private static void homomorphism(IntPoly a, IntPoly b, Rational x) {
        assertThat(a.multiply(b).evaluate(x)).isEqualTo(a.evaluate(x).multiply(b.evaluate(x)));
        assertThat(a.add(b).evaluate(x)).isEqualTo(a.evaluate(x).add(b.evaluate(x)));
        // signAt must agree with the sign of the exact rational value
        assertThat(a.signAt(x)).isEqualTo(a.evaluate(x).sign());
        // Taylor shift: p(x + 3) evaluated at x equals p at x + 3
        assertThat(a.taylorShift(3).evaluate(x)).isEqualTo(a.evaluate(x.add(Rational.of(3))));
    }

    @ParameterizedTest
    @MethodSource("nonZeroTriples")
    void gcd_dividesBoth_andIsMaximal(IntPoly a, IntPoly b, IntPoly c) {
        Property.check(List.of(a, b, c), Shrinker.lists(SHRINK_NON_ZERO, 3), t -> gcdDividesBoth(t.get(0), t.get(1),
                t.get(2)));
    }

    private static void gcdDividesBoth(IntPoly a, IntPoly b, IntPoly c) {
        IntPoly ac = a.multiply(c);
        IntPoly bc = b.multiply(c);
        IntPoly g = ac.gcd(bc);
        assertThat(g.leadingCoeff().signum()).isPositive();
        assertThat(g.content()).isEqualTo(BigInteger.ONE);
        assertThat(ac.primitivePart().divideExact(g).multiply(g)).isEqualTo(ac.primitivePart());
        assertThat(bc.primitivePart().divideExact(g).multiply(g)).isEqualTo(bc.primitivePart());
        // c's primitive part divides gcd(ac, bc) (gcd is a greatest divisor)
        if (c.degree() >= 1) {
            assertThat(g.pseudoRemainder(c.primitivePart()).isZero()).isTrue();
        }
    }

    @ParameterizedTest
    @MethodSource("nonZeroPairs")
    void squareFreeDecomposition_recomposes(IntPoly a, IntPoly b) {
        Property.check(List.of(a, b), Shrinker.lists(SHRINK_NON_ZERO, 2), t -> recomposes(t.get(0), t.get(1)));
    }

    private static void recomposes(IntPoly a, IntPoly b) {
        IntPoly p = a.multiply(b).multiply(b).multiply(a.add(IntPoly.ONE));
        List<SquareFreeFactor> fs = p.squareFreeDecomposition();
        IntPoly prod = IntPoly.ONE;
        for (SquareFreeFactor f : fs) {
            prod = prod.multiply(f.factor().pow(f.multiplicity()));
            // each factor square-free: gcd with its derivative is constant
            assertThat(f.factor().gcd(f.factor().derivative()).degree()).isZero();
        }
        IntPoly pp = p.primitivePart();
        if (pp.degree() >= 1) {
            assertThat(prod.primitivePart()).isEqualTo(pp);
        }
        assertThat(p.squareFreePart().gcd(p.squareFreePart().derivative()).degree()).isLessThanOrEqualTo(0);
    }

    @Test
    void squareFreeDecomposition_knownCase_givesMultiplicities() {
        // (x-1)^3 (x+2)^2 (x^2+1): factors by construction
        IntPoly p = IntPoly.of(-1, 1).pow(3).multiply(IntPoly.of(2, 1).pow(2)).multiply(IntPoly.of(1, 0, 1)).scale(BigInteger.valueOf(-6));
        assertThat(p.squareFreeDecomposition()).containsExactly(
                new SquareFreeFactor(IntPoly.of(1, 0, 1), 1),
                new SquareFreeFactor(IntPoly.of(2, 1), 2),
                new SquareFreeFactor(IntPoly.of(-1, 1), 3));
        assertThat(p.squareFreePart()).isEqualTo(IntPoly.of(-1, 1).multiply(IntPoly.of(2, 1)).multiply(IntPoly.of(1, 0, 1)));
        assertThat(IntPoly.of(7).squareFreeDecomposition()).isEmpty();
        assertThat(IntPoly.of(7).squareFreePart()).isEqualTo(IntPoly.ONE);
        assertThat(IntPoly.ZERO.squareFreePart()).isEqualTo(IntPoly.ZERO);
    }

    @ParameterizedTest
    @MethodSource("linearRoots")
    void resultant_equalsProductFormula_forLinearFactors(int r1, int r2, int s1) {
        // res((x-r1)(x-r2), x-s1) = (r1-s1)(r2-s1) (monic, closed form)
        IntPoly p = IntPoly.of(-r1, 1).multiply(IntPoly.of(-r2, 1));
        IntPoly q = IntPoly.of(-s1, 1);
        assertThat(p.resultant(q)).isEqualTo(BigInteger.valueOf((long) (r1 - s1) * (r2 - s1)));
        // res(q, p) = (-1)^(1*2) res(p, q)
        assertThat(q.resultant(p)).isEqualTo(p.resultant(q));
    }

    @Test
    void resultant_specialCases_matchDefinition() {
        IntPoly p = IntPoly.of(-2, 0, 1);
        assertThat(p.resultant(IntPoly.ZERO)).isZero();
        assertThat(p.resultant(IntPoly.of(3))).isEqualTo(BigInteger.valueOf(9)); // c^deg p
        assertThat(IntPoly.of(3).resultant(p)).isEqualTo(BigInteger.valueOf(9));
        // res(x^2-2, x^2-3) = prod over roots of x^2-2 of (a^2-3) = (2-3)^2 = 1
        assertThat(p.resultant(IntPoly.of(-3, 0, 1))).isEqualTo(BigInteger.ONE);
        // res(x^2 - 2, 2x^2 - 4) = 0: common roots
        assertThat(p.resultant(IntPoly.of(-4, 0, 2))).isZero();
    }

    @Test
    void pseudoRemainder_matchesDefinition() {
        // prem(x^3 + 1, 2x - 1) = 2^3 * (1/8 + 1) = 9
        assertThat(IntPoly.of(1, 0, 0, 1).pseudoRemainder(IntPoly.of(-1, 2))).isEqualTo(IntPoly.of(9));
        assertThat(IntPoly.of(1, 1).pseudoRemainder(IntPoly.of(1, 0, 1))).isEqualTo(IntPoly.of(1, 1));
        assertThatThrownBy(() -> IntPoly.ONE.pseudoRemainder(IntPoly.ZERO))
                .isInstanceOf(ArithmeticException.class).hasMessageContaining("zero polynomial");
    }

    @Test
    void divideExact_notDivisible_throwsNamingBoth() {
        assertThatThrownBy(() -> IntPoly.of(1, 0, 1).divideExact(IntPoly.of(1, 1)))
                .isInstanceOf(ArithmeticException.class).hasMessageContaining("x + 1").hasMessageContaining("x^2 + 1");
        assertThatThrownBy(() -> IntPoly.of(1, 1).divideExact(IntPoly.of(1, 0, 1)))
                .isInstanceOf(ArithmeticException.class).hasMessageContaining("degree");
        assertThatThrownBy(() -> IntPoly.of(1, 2).divideExact(IntPoly.of(2)))
                .isInstanceOf(ArithmeticException.class).hasMessageContaining("Z[x]");
        assertThatThrownBy(() -> IntPoly.of(1, 2).divideExact(IntPoly.ZERO))
                .isInstanceOf(ArithmeticException.class).hasMessageContaining("zero polynomial");
        assertThat(IntPoly.ZERO.divideExact(IntPoly.X)).isEqualTo(IntPoly.ZERO);
    }

    @Test
    void contentAndPrimitivePart_knownValues() {
        IntPoly p = IntPoly.of(6, -12, -18);
        assertThat(p.content()).isEqualTo(BigInteger.valueOf(6));
        assertThat(p.primitivePart()).isEqualTo(IntPoly.of(-1, 2, 3)); // sign made positive
        assertThat(IntPoly.ZERO.content()).isZero();
        assertThat(IntPoly.ZERO.primitivePart()).isEqualTo(IntPoly.ZERO);
    }

    @Test
    void fromRationals_clearsDenominators() {
        // lcm(2, 3) = 6: 6 * (1/2 + 2/3 x) = 3 + 4x
        assertThat(IntPoly.fromRationals(Rational.of(1, 2), Rational.of(2, 3))).isEqualTo(IntPoly.of(3, 4));
    }

    @Test
    void transforms_matchDefinitions() {
        IntPoly p = IntPoly.of(1, 2, 3); // 3x^2 + 2x + 1
        assertThat(p.reverse()).isEqualTo(IntPoly.of(3, 2, 1));
        assertThat(p.negateArgument()).isEqualTo(IntPoly.of(1, -2, 3));
        assertThat(p.scaleArgument(BigInteger.TWO)).isEqualTo(IntPoly.of(1, 4, 12));
        assertThat(p.derivative()).isEqualTo(IntPoly.of(2, 6));
        assertThat(p.shiftUp(2)).isEqualTo(IntPoly.of(0, 0, 1, 2, 3));
        // affine: 2^2 p((1 + 3x)/2) = (1+3x)^2*3 + 2*(1+3x)*2 + 4 = 27x^2 + 30x + 11
        assertThat(p.affine(BigInteger.ONE, BigInteger.valueOf(3), BigInteger.TWO)).isEqualTo(IntPoly.of(11, 30, 27));
        assertThat(IntPoly.of(1, -3, 0, 2).signVariations()).isEqualTo(2);
        assertThat(p.taylorShift(BigInteger.ZERO)).isSameAs(p);
    }

    @Test
    void signAt_hugeCoefficients_usesExactPath() {
        // (2^200 x - 1): sign at 1/2^200 is zero, slightly right positive
        BigInteger big = BigInteger.ONE.shiftLeft(200);
        IntPoly p = IntPoly.of(BigInteger.ONE.negate(), big);
        assertThat(p.fitsInLong()).isFalse();
        assertThat(p.signAt(new Rational(BigInteger.ONE, big))).isEqualTo(Sign.ZERO);
        assertThat(p.signAt(new Rational(BigInteger.TWO, big))).isEqualTo(Sign.POSITIVE);
        assertThatThrownBy(() -> p.coeffAsLong(0)).isInstanceOf(ArithmeticException.class).hasMessageContaining("201 bits");
    }

    @Test
    void badArguments_throwNamingValue() {
        assertThatThrownBy(() -> IntPoly.X.coeff(-1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("i = -1");
        assertThatThrownBy(() -> IntPoly.X.pow(-2)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("e = -2");
        assertThatThrownBy(() -> IntPoly.X.shiftUp(-3)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("k = -3");
        assertThatThrownBy(() -> IntPoly.X.signAt(BigInteger.ONE, BigInteger.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("d = 0");
        assertThatThrownBy(() -> IntPoly.X.affine(BigInteger.ONE, BigInteger.ONE, BigInteger.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("den = 0");
        assertThatThrownBy(() -> new SquareFreeFactor(IntPoly.ONE, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("constant");
        assertThatThrownBy(() -> new SquareFreeFactor(IntPoly.X, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("multiplicity = 0");
    }
}
