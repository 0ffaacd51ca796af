package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
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
import org.snapfit.algebra.testing.Gens;

/**
 * The cheap certificates: rationality decided from one candidate k/L ({@link RationalCertificate}) and the double
 * isolating interval of a quadratic irrational ({@link QuadraticIrrational#doubleEnclosure()},
 * {@link org.snapfit.algebra.interval.QuadraticEnclosure}). Oracles: the
 * construction of the polynomials (a known rational root times an irreducible cofactor x² − k or x³ − k with k not
 * a square or cube), and exact comparisons of (p + q√d)/r with a rational by squaring (independent of snapfit's
 * refinement).
 */
class CheapCertificatesTest {

    /** Numerators up to 2^70 (so that L·x needs more than a double) or small ones. */
    private static final Gen<BigInteger> NUM = Gens.oneOf(
            Gens.bigIntegers(BigInteger.ONE.shiftLeft(70).negate(), BigInteger.ONE.shiftLeft(70)),
            Gens.bigIntegers(BigInteger.valueOf(-40), BigInteger.valueOf(40)));
    /** Denominators: small, about 2^30 (the double path) and about 2^60 (the BigDecimal Newton path). */
    private static final Gen<BigInteger> DEN = Gens.oneOf(Gens.bigIntegers(BigInteger.ONE, BigInteger.valueOf(50)),
            Gens.bigIntegers(BigInteger.ONE.shiftLeft(29), BigInteger.ONE.shiftLeft(30)),
            Gens.bigIntegers(BigInteger.ONE.shiftLeft(59), BigInteger.ONE.shiftLeft(61)));
    /** k of the irrational cofactor x² − k (k = 2, 3, 5, …: never a square) or x³ − k (never a cube). */
    private static final Gen<Integer> COFACTOR = Gens.elements(2, 3, 5, 6, 7, 10, 11, -2, -3, -7);

    /** Bits of |n/m| below which the certificate must decide (larger roots may fall back to refinement). */
    private static final int MODERATE_BITS = 20;
    /** Bits of the denominator up to which the certificate must decide (beyond, it may fall back to refinement). */
    private static final int MODERATE_DEN_BITS = 31;

    static Stream<Arguments> rationalTimesIrrational() {
        return Cases.of(20261128L, 200, NUM, DEN, COFACTOR, Gens.booleans());
    }

    @ParameterizedTest
    @MethodSource("rationalTimesIrrational")
    void toRational_rootsOfRationalTimesIrreducible_exactlyTheRationalOne(BigInteger n, BigInteger m, int k,
            boolean cubic) {
        // P = (m x − n)·(x² − k) or (m x − n)·(x³ − k): n/m is its only rational root (k is no square and no cube)
        IntPoly cof = cubic ? IntPoly.of(BigInteger.valueOf(-k), BigInteger.ZERO, BigInteger.ZERO, BigInteger.ONE)
                : IntPoly.of(BigInteger.valueOf(-k), BigInteger.ZERO, BigInteger.ONE);
        IntPoly p = IntPoly.of(n.negate(), m).multiply(cof);
        Rational r = Rational.of(n, m);
        int rational = 0;
        for (RealRoot root : RealAlgebraic.rootsOf(p)) {
            RealAlgebraic x = root.value();
            Optional<Rational> q = x.toRational();
            if (x.compare(r) == org.snapfit.algebra.number.Comparison.EQUAL) {
                assertThat(q).as("the rational root of %s", p).contains(r);
                assertThat(x.lower()).isEqualTo(r);
                rational++;
            } else {
                assertThat(q).as("an irrational root of %s", p).isEmpty();
                assertThat(x.isRational()).isFalse();
            }
        }
        assertThat(rational).isEqualTo(1);
    }

    @ParameterizedTest
    @MethodSource("rationalTimesIrrational")
    void decide_whenItDecides_agreesWithTheConstruction(BigInteger n, BigInteger m, int k, boolean cubic) {
        IntPoly cof = cubic ? IntPoly.of(BigInteger.valueOf(-k), BigInteger.ZERO, BigInteger.ZERO, BigInteger.ONE)
                : IntPoly.of(BigInteger.valueOf(-k), BigInteger.ZERO, BigInteger.ONE);
        IntPoly p = IntPoly.of(n.negate(), m).multiply(cof).squareFreePart();
        Rational r = Rational.of(n, m);
        for (RealRoot root : RealAlgebraic.rootsOf(p)) {
            RealAlgebraic x = root.value();
            boolean isR = x.compare(r) == org.snapfit.algebra.number.Comparison.EQUAL;
            Optional<Optional<Rational>> d = RationalCertificate.decide(x);
            if (n.bitLength() - m.bitLength() < MODERATE_BITS && m.bitLength() <= MODERATE_DEN_BITS) {
                // roots of moderate size: the approximation is good enough for the certificate to decide
                assertThat(d).as("decided for %s", p).isPresent();
            }
            d.ifPresent(v -> assertThat(v).as("decision for %s", p).isEqualTo(isR ? Optional.of(r) : Optional.empty()));
        }
    }

    @Test
    void toRational_anotherRootAtTheCandidate_isNotTakenForThisOne() {
        // x³ − 3x² + x = x (x² − 3x + 1): (3 − √5)/2 ≈ 0.382 rounds to the candidate 0/1, a root of P but not x
        List<RealRoot> roots = RealAlgebraic.rootsOf(IntPoly.of(0, 1, -3, 1));
        assertThat(roots).extracting(rr -> rr.value().toRational().orElse(null))
                .containsExactly(Rational.ZERO, null, null);
        RealAlgebraic x = RealAlgebraic.rootsOf(IntPoly.of(0, 1, -3, 1)).get(1).value();
        assertThat(RationalCertificate.decide(x)).contains(Optional.empty());
    }

    @Test
    void toRational_hugeDenominator_noCandidateFromDoubles_stillExact() {
        // x = (2^200 + 1)/2^200 is within an ulp of 1: the certificate's candidate comes from BigDecimal Newton steps
        BigInteger den = BigInteger.ONE.shiftLeft(200);
        BigInteger num = den.add(BigInteger.ONE);
        IntPoly p = IntPoly.of(num.negate(), den).multiply(IntPoly.of(-2, 0, 1));
        List<RealRoot> roots = RealAlgebraic.rootsOf(p);
        assertThat(roots).extracting(rr -> rr.value().toRational().orElse(null))
                .containsExactly(null, Rational.of(num, den), null);
    }

    /** Quadratic irrationals (p + q√d)/r with d not a square. */
    private static final Gen<Long> SMALL = Gens.longs(-1_000_000_000L, 1_000_000_000L);
    private static final Gen<Long> RADICAND = Gens.longs(2, 1_000_000_000_000L).filter(d -> !isSquare(d));
    private static final Gen<Long> DENOM = Gens.longs(1, 1_000_000_000L);

    private static boolean isSquare(long d) {
        long s = BigInteger.valueOf(d).sqrt().longValueExact();
        return s * s == d;
    }

    static Stream<Arguments> quadratics() {
        return Cases.of(20261129L, 300, SMALL, SMALL.filter(q -> q != 0), RADICAND, DENOM);
    }

    @ParameterizedTest
    @MethodSource("quadratics")
    void doubleEnclosure_holdsTheNumberAndExcludesItsConjugate(long p, long q, long d, long r) {
        QuadraticIrrational x = QuadraticIrrational.of(p, q, d, r);
        Optional<Interval> e = x.doubleEnclosure();
        assertThat(e).as("%s fits doubles", x).isPresent();
        Rational lo = e.get().exactLo();
        Rational hi = e.get().exactHi();
        QuadraticIrrational conj = QuadraticIrrational.of(p, -q, d, r);
        assertThat(above(x, lo)).as("%s > %s", x, lo).isTrue();
        assertThat(above(x, hi)).as("%s < %s", x, hi).isFalse();
        assertThat(above(conj, lo) && !above(conj, hi)).as("conjugate %s outside", conj).isFalse();
        // the number made from it: the sign just right of its lower end is the polynomial's sign there
        RealAlgebraic a = RealAlgebraic.of(x);
        assertThat(a.polynomial().signAt(a.lower())).isEqualTo(a.signLo()).isNotEqualTo(Sign.ZERO);
        assertThat(a.polynomial().signAt(a.upper())).isEqualTo(a.signLo().negate());
    }

    @Test
    void doubleEnclosure_beyondDoubles_emptyAndTheClosedFormInstead() {
        BigInteger big = BigInteger.ONE.shiftLeft(1100);
        QuadraticIrrational x = new QuadraticIrrational(big, BigInteger.ONE, BigInteger.valueOf(2), BigInteger.ONE);
        assertThat(x.doubleEnclosure()).isEmpty();
        RealAlgebraic a = RealAlgebraic.of(x);
        // the closed-form enclosure: width at most |q|/r = 1, around 2^1100 + √2
        assertThat(a.upper().subtract(a.lower()).compareTo(Rational.ONE)).isLessThanOrEqualTo(0);
        assertThat(a.lower().compareTo(Rational.of(big))).isPositive();
        assertThat(a.compare(Rational.of(big))).isEqualTo(org.snapfit.algebra.number.Comparison.LARGER);
    }

    /** Whether (p + q√d)/r &gt; v, exactly: q√d &gt; v r − p = y, decided by squaring. */
    private static boolean above(QuadraticIrrational x, Rational v) {
        Rational y = v.multiply(Rational.of(x.r())).subtract(Rational.of(x.p()));
        Rational q2d = Rational.of(x.q().multiply(x.q()).multiply(x.d()));
        Rational y2 = y.multiply(y);
        if (x.q().signum() > 0) {
            return y.signum() < 0 || q2d.compareTo(y2) > 0;
        }
        return y.signum() < 0 && y2.compareTo(q2d) > 0;
    }
}
