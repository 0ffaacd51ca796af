package org.snapfit.core.linalg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The index-restricted Cholesky against the general kernel {@link Cholesky} on the gathered submatrix: a seeded
 * symmetric 4 × 4 matrix BᵀB + shift, a seeded subset of its rows (order 1 to 4, in random order), the same factor
 * entries bit for bit (same operations in the same order) and the same solution, scattered to the chosen entries
 * with the others untouched. The failing seed is printed.
 */
class IndexedCholeskyTest {

    static LongStream seeds() {
        return LongStream.range(1, 41);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void factorAndSolve_seededSubsets_equalGeneralKernelOnGatheredSubmatrix(long seed) {
        Random rnd = new Random(seed);
        double[] b = new double[16];
        for (int k = 0; k < 16; k++) {
            b[k] = 2 * rnd.nextDouble() - 1;
        }
        // H = BᵀB: positive semidefinite; a positive shift makes every principal submatrix positive definite
        double[] h = new double[16];
        for (int i = 0; i < 4; i++) {
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < 4; k++) {
                    h[4 * i + j] += b[4 * k + i] * b[4 * k + j];
                }
            }
        }
        double shift = 0.1 + rnd.nextDouble();
        int m = 1 + rnd.nextInt(4);
        int[] perm = {0, 1, 2, 3};
        for (int k = 3; k > 0; k--) {
            int r = rnd.nextInt(k + 1);
            int t = perm[k];
            perm[k] = perm[r];
            perm[r] = t;
        }
        double[] sub = new double[m * m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                sub[i * m + j] = h[4 * perm[i] + perm[j]] + (i == j ? shift : 0);
            }
        }
        double[] general = new double[m * m];
        assertThat(Cholesky.factor(sub, general, m, 0)).as("seed %d", seed).isEqualTo(Cholesky.SUCCESS);
        double[] l = new double[16];
        assertThat(IndexedCholesky.factor(h, 4, perm, m, shift, l)).as("seed %d", seed).isTrue();
        for (int i = 0; i < m; i++) {
            for (int j = 0; j <= i; j++) {
                assertThat(l[4 * i + j]).as("seed %d L[%d][%d]", seed, i, j).isEqualTo(general[i * m + j]);
            }
        }
        double[] rhs = new double[4];
        double[] x = new double[m];
        for (int i = 0; i < 4; i++) {
            rhs[i] = 2 * rnd.nextDouble() - 1;
        }
        for (int i = 0; i < m; i++) {
            x[i] = rhs[perm[i]];
        }
        Cholesky.solve(general, m, x);
        double[] out = {7, 7, 7, 7};
        IndexedCholesky.solve(l, 4, m, rhs, perm, out);
        for (int i = 0; i < 4; i++) {
            boolean chosen = false;
            for (int k = 0; k < m; k++) {
                if (perm[k] == i) {
                    chosen = true;
                    assertThat(out[i]).as("seed %d x[%d]", seed, i).isEqualTo(x[k]);
                }
            }
            if (!chosen) {
                assertThat(out[i]).as("seed %d untouched x[%d]", seed, i).isEqualTo(7);
            }
        }
    }

    @Test
    void factor_indefiniteSubmatrix_reportsFailure() {
        // [[1, 2], [2, 1]] has eigenvalues 3 and −1: the second pivot is 1 − 4 < 0
        double[] h = {1, 2, 0, 0, 2, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
        assertThat(IndexedCholesky.factor(h, 4, new int[] {0, 1}, 2, 0, new double[16])).isFalse();
        // shifted by 3.5 the pivots are 4.5 and 4.5 − 4/4.5 > 0
        assertThat(IndexedCholesky.factor(h, 4, new int[] {0, 1}, 2, 3.5, new double[16])).isTrue();
    }
}
