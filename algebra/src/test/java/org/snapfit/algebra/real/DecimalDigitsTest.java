package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

class DecimalDigitsTest {

    /** BigDecimal.sqrt with HALF_EVEN is within half an ulp (its contract): an independent oracle. */
    private static BigDecimal sqrt(long n, int digits) {
        return BigDecimal.valueOf(n).sqrt(new MathContext(digits, RoundingMode.HALF_EVEN));
    }

    /** Rounds a value known to {@code wide} digits to {@code digits}, asserting the known digits decide the rounding. */
    private static BigDecimal roundChecked(BigDecimal wideValue, int digits) {
        BigDecimal r = wideValue.round(new MathContext(digits, RoundingMode.HALF_EVEN));
        BigDecimal ulp = r.ulp();
        // the wide value is within 1e-(wide) relative: far from the midpoint r +- ulp/2 unless digits beyond say so
        assertThat(wideValue.subtract(r).abs()).isLessThan(ulp.multiply(new BigDecimal("0.4999")));
        return r;
    }

    private static List<BigDecimal> digitsOfRoots(IntPoly p, int digits) {
        List<BigDecimal> out = new ArrayList<>();
        for (RealRoot r : RealAlgebraic.rootsOf(p)) {
            out.add(new BigDecimal(DecimalDigits.correctlyRounded(r.value(), digits, DecimalDigits.Progress.NONE)));
        }
        return out;
    }

    @Test
    void sqrt2_to1000Digits_equalsBigDecimalSqrt() {
        List<BigDecimal> roots = digitsOfRoots(IntPoly.of(-2, 0, 1), 1000);
        assertThat(roots.get(1)).isEqualTo(sqrt(2, 1000));
        assertThat(roots.get(0)).isEqualTo(sqrt(2, 1000).negate());
        assertThat(roots.get(1).toString()).startsWith("1.41421356237309504880168872420969807856967187537694");
    }

    @Test
    void quarticRoots_plusMinusSqrt2PlusMinusSqrt3_to120Digits() {
        int digits = 120;
        BigDecimal s2 = sqrt(2, 200);
        BigDecimal s3 = sqrt(3, 200);
        List<BigDecimal> roots = digitsOfRoots(IntPoly.of(1, 0, -10, 0, 1), digits);
        assertThat(roots).containsExactly(roundChecked(s2.add(s3).negate(), digits),
                roundChecked(s2.subtract(s3), digits), roundChecked(s3.subtract(s2), digits),
                roundChecked(s2.add(s3), digits));
    }

    @Test
    void rootJustAboveATie_roundsUpAfterMoreGuardDigits() {
        // 10^40 x^2 - (24025 * 10^36 + 1): x = sqrt(1.55^2 + 10^-40) = 1.55 + 3.2e-41, just above the tie 1.55
        BigInteger c = BigInteger.valueOf(24025).multiply(BigInteger.TEN.pow(36)).add(BigInteger.ONE);
        IntPoly p = IntPoly.of(c.negate(), BigInteger.ZERO, BigInteger.TEN.pow(40));
        assertThat(digitsOfRoots(p, 2)).containsExactly(new BigDecimal("-1.6"), new BigDecimal("1.6"));
        // one digit more: 1.550 (no tie)
        assertThat(digitsOfRoots(p, 4)).containsExactly(new BigDecimal("-1.550"), new BigDecimal("1.550"));
    }

    @Test
    void rationalRoot_isExactDecimal() {
        assertThat(digitsOfRoots(IntPoly.of(-1, 3), 8)).containsExactly(new BigDecimal("0.33333333"));
    }

    @Test
    void progress_reportsStepsUpToTarget() {
        List<Long> steps = new ArrayList<>();
        RealAlgebraic x = RealAlgebraic.rootsOf(IntPoly.of(-3, 0, 1)).get(1).value();
        DecimalDigits.correctlyRounded(x, 500, (done, total) -> {
            steps.add(done);
            assertThat(total).isEqualTo(500 + DecimalDigits.GUARD_DIGITS + 2);
        });
        assertThat(steps).isSorted().last().isEqualTo(500L + DecimalDigits.GUARD_DIGITS + 2);
        assertThat(steps.size()).isGreaterThan(5);
    }

    static LongStream seeds() {
        return LongStream.range(0, 30);
    }

    /** Random quadratics a x^2 + b x + c: roots (-b +- sqrt(D)) / 2a from BigDecimal.sqrt at 3x the digits. */
    @ParameterizedTest
    @MethodSource("seeds")
    void randomQuadratics_matchClosedForm(long seed) {
        Random rnd = new Random(seed);
        long a = 1 + rnd.nextInt(1000);
        long b = rnd.nextInt(2001) - 1000;
        long cc = rnd.nextInt(2001) - 1000;
        long disc = b * b - 4 * a * cc;
        long s = (long) Math.sqrt((double) Math.max(disc, 0));
        if (disc <= 0 || s * s == disc || (s + 1) * (s + 1) == disc) {
            return; // no irrational roots: other tests cover rational ones
        }
        int digits = 50 + rnd.nextInt(200);
        BigDecimal sq = BigDecimal.valueOf(disc).sqrt(new MathContext(3 * digits, RoundingMode.HALF_EVEN));
        MathContext wide = new MathContext(3 * digits, RoundingMode.HALF_EVEN);
        BigDecimal two = BigDecimal.valueOf(2 * a);
        BigDecimal lo = BigDecimal.valueOf(-b).subtract(sq).divide(two, wide);
        BigDecimal hi = BigDecimal.valueOf(-b).add(sq).divide(two, wide);
        List<BigDecimal> got = digitsOfRoots(IntPoly.of(cc, b, a), digits);
        assertThat(got).as("seed %d: %dx^2 + %dx + %d to %d digits", seed, a, b, cc, digits)
                .containsExactly(roundChecked(lo, digits), roundChecked(hi, digits));
    }

    /** The text is BigDecimal's own toString for the same unscaled value and scale (plain and scientific forms). */
    @ParameterizedTest
    @MethodSource("seeds")
    void format_matchesBigDecimalToString(long seed) {
        Random rnd = new Random(seed);
        for (int k = 0; k < 50; k++) {
            BigInteger unscaled = new BigInteger(1 + rnd.nextInt(60), rnd).add(BigInteger.ONE);
            int scale = rnd.nextInt(40) - 20;
            boolean negative = rnd.nextBoolean();
            BigDecimal expected = new BigDecimal(negative ? unscaled.negate() : unscaled, scale);
            assertThat(DecimalDigits.format(negative, unscaled.toString(), scale)).as("seed %d", seed)
                    .isEqualTo(expected.toString());
        }
    }

    /** The exact sign used for certification agrees with IntPoly.signAt (BigInteger) at random rationals. */
    @ParameterizedTest
    @MethodSource("seeds")
    void exactSign_agreesWithIntPolySignAt(long seed) {
        Random rnd = new Random(seed);
        long[] c = new long[1 + rnd.nextInt(8)];
        for (int i = 0; i < c.length; i++) {
            c[i] = rnd.nextInt(201) - 100;
        }
        c[c.length - 1] = c[c.length - 1] == 0 ? 1 : c[c.length - 1];
        IntPoly p = IntPoly.of(c);
        for (int k = 0; k < 20; k++) {
            Rational at = Rational.of(rnd.nextInt(2001) - 1000, 1 + rnd.nextInt(50));
            assertThat(DecimalDigits.exactSign(p, at)).as("seed %d, p = %s at %s", seed, p, at).isEqualTo(p.signAt(at));
        }
    }
}
