package org.snapfit.algebra.poly;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The {@code long} fast paths of multiply/add/subtract agree with schoolbook BigInteger arithmetic. */
class IntPolyLongPathTest {
    // productDifference is checked against the same schoolbook oracle

    private static BigInteger[] randomCoeffs(Random rnd, int bits) {
        BigInteger[] c = new BigInteger[1 + rnd.nextInt(5)];
        for (int i = 0; i < c.length; i++) {
            BigInteger v = new BigInteger(1 + rnd.nextInt(bits), rnd);
            c[i] = rnd.nextBoolean() ? v.negate() : v;
        }
        return c;
    }

    /** Oracle: the coefficient at power k of the product, summed directly in BigInteger. */
    private static BigInteger productCoeff(BigInteger[] a, BigInteger[] b, int k) {
        BigInteger s = BigInteger.ZERO;
        for (int i = 0; i < a.length; i++) {
            int j = k - i;
            if (j >= 0 && j < b.length) {
                s = s.add(a[i].multiply(b[j]));
            }
        }
        return s;
    }

    @Property(tries = 300, seed = "20261126")
    void multiplyAddSubtract_anySizes_matchBigIntegerOracle(@ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        // bit sizes around the long path's limits: small, near 31 (products near 62 bits), near 62, beyond
        int[] sizes = {8, 30, 32, 61, 62, 63, 80};
        BigInteger[] a = randomCoeffs(rnd, sizes[rnd.nextInt(sizes.length)]);
        BigInteger[] b = randomCoeffs(rnd, sizes[rnd.nextInt(sizes.length)]);
        IntPoly p = IntPoly.of(a);
        IntPoly q = IntPoly.of(b);
        IntPoly prod = p.multiply(q);
        for (int k = 0; k < a.length + b.length; k++) {
            assertThat(prod.coeff(k)).isEqualTo(productCoeff(a, b, k));
        }
        IntPoly sum = p.add(q);
        IntPoly diff = p.subtract(q);
        for (int k = 0; k < 6; k++) {
            BigInteger x = k < a.length ? a[k] : BigInteger.ZERO;
            BigInteger y = k < b.length ? b[k] : BigInteger.ZERO;
            assertThat(sum.coeff(k)).isEqualTo(x.add(y));
            assertThat(diff.coeff(k)).isEqualTo(x.subtract(y));
        }
        BigInteger[] r = randomCoeffs(rnd, sizes[rnd.nextInt(sizes.length)]);
        BigInteger[] t = randomCoeffs(rnd, sizes[rnd.nextInt(sizes.length)]);
        IntPoly pd = IntPoly.productDifference(p, q, IntPoly.of(r), IntPoly.of(t));
        for (int k = 0; k < 10; k++) {
            assertThat(pd.coeff(k)).isEqualTo(productCoeff(a, b, k).subtract(productCoeff(r, t, k)));
        }
        // p*q - p*q cancels to the zero polynomial
        assertThat(IntPoly.productDifference(p, q, p, q)).isEqualTo(IntPoly.ZERO);
        // canonical form: a difference with itself is the zero polynomial, equal to IntPoly.ZERO
        assertThat(p.subtract(p)).isEqualTo(IntPoly.ZERO);
        assertThat(p.subtract(p).degree()).isEqualTo(-1);
    }
}
