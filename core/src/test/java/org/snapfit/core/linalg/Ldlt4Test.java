package org.snapfit.core.linalg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The unrolled 4 × 4 L·D·Lᵀ against its construction: H = JᵀJ + blocks built from a seeded J = [a, b, −c, −d] and
 * known curvature blocks, so the matrix is known entry by entry; a solve is checked by its residual |H w − r|
 * against the backward-error bound γ₄·|L||D||Lᵀ||w| (Higham, Theorem 10.3, safety factor 4) and against the general
 * kernel {@link Ldlt}. The failing seed is printed.
 */
class Ldlt4Test {

    private static final double U = 0x1.0p-53;

    static LongStream seeds() {
        return LongStream.range(1, 31);
    }

    /** The evaluation layout of {@link Ldlt4#gram}: point at 0..2 (unused), two columns at 3..5 and 6..8. */
    private static double[] evaluation(Random rnd) {
        double[] e = new double[9];
        for (int i = 3; i < 9; i++) {
            e[i] = 2 * rnd.nextDouble() - 1;
        }
        return e;
    }

    /** H built entry by entry from J = [f₃₋₅, f₆₋₈, −g₃₋₅, −g₆₋₈] and the curvature blocks. */
    private static double[] expected(double[] f, double[] g, double[] c) {
        double[][] col = new double[4][3];
        for (int k = 0; k < 3; k++) {
            col[0][k] = f[3 + k];
            col[1][k] = f[6 + k];
            col[2][k] = -g[3 + k];
            col[3][k] = -g[6 + k];
        }
        double[] h = new double[16];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                h[4 * i + j] = col[i][0] * col[j][0] + col[i][1] * col[j][1] + col[i][2] * col[j][2];
            }
        }
        h[0] += c[0];
        h[1] += c[1];
        h[4] += c[1];
        h[5] += c[2];
        h[10] -= c[3];
        h[11] -= c[4];
        h[14] -= c[4];
        h[15] -= c[5];
        return h;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void solve_seededSpd_residualWithinBackwardErrorAndEqualsGeneralKernel(long seed) {
        Random rnd = new Random(seed);
        double[] f = evaluation(rnd);
        double[] g = evaluation(rnd);
        // positive curvature on A's block, negative on B's: H stays positive definite (JᵀJ ⪰ 0 plus a PD block)
        double[] c = {0.5 + rnd.nextDouble(), 0.1 * rnd.nextDouble(), 0.5 + rnd.nextDouble(),
            -0.5 - rnd.nextDouble(), 0.1 * rnd.nextDouble(), -0.5 - rnd.nextDouble()};
        Ldlt4 h4 = new Ldlt4();
        h4.gram(f, g);
        h4.addCurvature(c);
        double[] h = expected(f, g, c);
        double[] signed = new double[16];
        h4.signedRows(signed);
        for (int k = 0; k < 16; k++) {
            double sign = k >= 8 ? -1 : 1;
            assertThat(signed[k]).as("seed %d entry %d", seed, k).isCloseTo(sign * h[k],
                    within(1e-15 * (1 + Math.abs(h[k]))));
        }
        double max = 0;
        for (double v : h) {
            max = Math.max(max, Math.abs(v));
        }
        assertThat(h4.scale()).as("seed %d", seed).isCloseTo(max, within(1e-15));
        assertThat(h4.factor(0)).as("seed %d: positive definite by construction", seed).isTrue();
        double[] r = {2 * rnd.nextDouble() - 1, 2 * rnd.nextDouble() - 1, 2 * rnd.nextDouble() - 1,
            2 * rnd.nextDouble() - 1};
        double[] w = new double[4];
        h4.solve(r[0], r[1], r[2], r[3], w);
        // the general kernel on the same matrix
        double[] l = new double[16];
        double[] d = new double[4];
        assertThat(Ldlt.factor(h, 4, l, 4, d, 4, 0)).isEqualTo(Cholesky.SUCCESS);
        double[] x = r.clone();
        Ldlt.solve(l, 4, d, 4, x);
        double wNorm = 0;
        for (int i = 0; i < 4; i++) {
            wNorm = Math.max(wNorm, Math.abs(w[i]));
        }
        double gamma = 4 * 4 * U / (1 - 4 * U);
        for (int i = 0; i < 4; i++) {
            double res = -r[i];
            double mag = 0;
            for (int j = 0; j < 4; j++) {
                res += h[4 * i + j] * w[j];
                mag += Math.abs(h[4 * i + j]) * Math.abs(w[j]);
            }
            // |H w − r| ≤ γ·|L||D||Lᵀ||w|; |L||D||Lᵀ| ≤ κ-free bound 4·max|H| for SPD (Higham, Thm 10.5)
            assertThat(Math.abs(res)).as("seed %d row %d", seed, i).isLessThanOrEqualTo(
                    4 * gamma * (mag + 4 * max * wNorm));
            assertThat(w[i]).as("seed %d row %d", seed, i).isCloseTo(x[i],
                    within(1e-9 * (1 + wNorm)));
        }
    }

    @Test
    void factor_indefinite_reportsFailedPivot() {
        // J = 0 and the blocks: H = diag(1, 1, −1, −1) is indefinite
        Ldlt4 h4 = new Ldlt4();
        h4.gram(new double[9], new double[9]);
        h4.addCurvature(new double[] {1, 0, 1, 1, 0, 1});
        assertThat(h4.factor(0)).isFalse();
        h4.addCurvature(new double[] {0, 0, 0, -2, 0, -2});
        assertThat(h4.factor(0)).isTrue();
        double[] w = new double[4];
        h4.solve(1, 2, 3, 4, w);
        // H = diag(1, 1, 1, 1) now
        assertThat(w).containsExactly(1, 2, 3, 4);
    }
}
