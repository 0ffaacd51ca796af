package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Comparing two distinct numbers that agree to k bits costs about log k refinement rounds, whatever the coefficient
 * sizes: y is the root near √2 of N(x² − 2)(x − 3) + 1 with N = 2^k, so y − √2 = 1/(2√2(3 − √2)N) ∈ (2^-(k+3),
 * 2^-(k+2)) (closed form to first order; the next term is O(N^-2)). Bisecting y alone — what a comparison used to do
 * once both numbers were at double precision — takes at least k − 50 steps to separate them. Refining both to a
 * common width that shrinks by 32, 64, 128, … bits takes about log2(k/32) rounds of one closed-form step for √2 and
 * a few QIR steps for y; the assertion allows 8 steps per bit of k's binary length. Work is counted by the numbers'
 * {@link ExactContext}, not timed.
 */
class SeparationWorkTest {

    @ParameterizedTest(name = "k = {0}")
    @ValueSource(ints = {200, 1000, 3000})
    void compare_rootsAgreeingToKBits_logarithmicallyManySteps(int k) {
        ExactContext ctx = ExactContext.create();
        BigInteger n = BigInteger.ONE.shiftLeft(k);
        IntPoly f = IntPoly.of(-2, 0, 1).multiply(IntPoly.of(-3, 1)).scale(n).add(IntPoly.of(1));
        RealAlgebraic y = null;
        for (RealRoot r : RealAlgebraic.rootsOf(f, ctx)) {
            if (r.value().compare(Rational.of(7, 5)) == Comparison.LARGER
                    && r.value().compare(Rational.of(3, 2)) == Comparison.SMALLER) {
                y = r.value();
            }
        }
        RealAlgebraic sqrt2 = RealAlgebraic.rootsOf(IntPoly.of(-2, 0, 1), ctx).get(1).value();
        long before = ctx.work().refinementSteps();
        assertThat(y.compare(sqrt2)).isEqualTo(Comparison.LARGER);
        long steps = ctx.work().refinementSteps() - before;
        System.out.println("k = " + k + ": " + steps + " refinement steps");
        assertThat(steps).as("refinement steps for k = %d", k).isLessThan(8L * (32 - Integer.numberOfLeadingZeros(k)))
                .isLessThan(k - 50L);
        // the intervals that separated them are about as narrow as the separation, not far narrower
        assertThat(y.upper().subtract(y.lower()).compareTo(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(4 * k))))
                .isPositive();
    }
}
