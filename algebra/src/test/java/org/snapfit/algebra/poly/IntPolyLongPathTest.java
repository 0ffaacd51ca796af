package org.snapfit.algebra.poly;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;

/** The {@code long} fast paths of multiply/add/subtract agree with schoolbook BigInteger arithmetic. */
class IntPolyLongPathTest {
    // productDifference is checked against the same schoolbook oracle

    /**
     * 1 to 5 coefficients below 2^bits in magnitude, for bit sizes around the long path's limits: small, near 31
     * (products near 62 bits), near 62, beyond. Edges: lists of one edge value (0, ±1, ±2, ±(2^bits − 1), …).
     */
    private static final Gen<BigInteger[]> COEFFS = Gens.elements(8, 30, 32, 61, 62, 63, 80).flatMap(bits -> {
        BigInteger m = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        return Gens.bigIntegers(m.negate(), m).list(1, 5);
    }).map(l -> l.toArray(new BigInteger[0]));

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

    static Stream<Arguments> coefficientArrays() {
        return Cases.of(20261126L, 300, COEFFS, COEFFS, COEFFS, COEFFS);
    }

    @ParameterizedTest
    @MethodSource("coefficientArrays")
    void multiplyAddSubtract_anySizes_matchBigIntegerOracle(BigInteger[] a, BigInteger[] b, BigInteger[] r, BigInteger[] t) {
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
