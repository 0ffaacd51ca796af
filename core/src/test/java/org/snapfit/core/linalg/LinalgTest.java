package org.snapfit.core.linalg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Closed forms and seeded properties of the dense and banded factorisations. Random cases are built with a known
 * structure (A = B Bᵀ + δ I, a band from a band factor, a rank-r Gram matrix), so every assertion compares with that
 * construction; tolerances are the rounding-error bounds γ_n |L||Lᵀ| of Higham's Theorems 8.5 and 10.3 with a
 * safety factor of 4, written out per test. Each failure message prints the seed.
 */
class LinalgTest {

    private static final double U = 0x1.0p-53;

    static LongStream seeds() {
        return LongStream.range(1, 41);
    }

    private static double gamma(int n) {
        return n * U / (1 - n * U);
    }

    /** Row-major n × n SPD matrix B Bᵀ + δ I with B uniform in [−1, 1]. */
    private static double[] spd(Random rnd, int n, double delta) {
        double[] b = new double[n * n];
        for (int i = 0; i < b.length; i++) {
            b[i] = 2 * rnd.nextDouble() - 1;
        }
        double[] a = new double[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double s = i == j ? delta : 0;
                for (int k = 0; k < n; k++) {
                    s += b[i * n + k] * b[j * n + k];
                }
                a[i * n + j] = s;
            }
        }
        return a;
    }

    @Test
    void factor_twoByTwo_closedForm() {
        // [[4, 2], [2, 5]] = [[2, 0], [1, 2]] [[2, 1], [0, 2]] exactly
        double[] a = {4, 2, 2, 5};
        double[] l = new double[4];
        assertThat(Cholesky.factor(a, l, 2, 0)).isEqualTo(Cholesky.SUCCESS);
        assertThat(l[0]).isEqualTo(2);
        assertThat(l[2]).isEqualTo(1);
        assertThat(l[3]).isEqualTo(2);
        double[] x = {8, 9};   // A (11/8, 5/4) = (8, 9); every intermediate is a short dyadic, so exact
        Cholesky.solve(l, 2, x);
        assertThat(x[0]).isEqualTo(11.0 / 8);
        assertThat(x[1]).isEqualTo(5.0 / 4);
    }

    @Test
    void factor_indefinite_reportsPivot() {
        // [[1, 2], [2, 1]]: second pivot 1 − 4 = −3
        double[] a = {1, 2, 2, 1};
        double[] l = new double[4];
        assertThat(Cholesky.factor(a, l, 2, 0)).isEqualTo(1);
        assertThat(Cholesky.pivot(a, l, 2, 1)).isEqualTo(-3);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void factor_randomSpd_reconstructsWithinBound(long seed) {
        Random rnd = new Random(seed);
        int n = 1 + rnd.nextInt(12);
        double[] a = spd(rnd, n, 0.1);
        double[] l = new double[n * n];
        assertThat(Cholesky.factor(a, l, n, 0)).as("seed %d", seed).isEqualTo(Cholesky.SUCCESS);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= i; j++) {
                double s = 0;
                double abs = 0;
                for (int k = 0; k <= j; k++) {
                    s += l[i * n + k] * l[j * n + k];
                    abs += Math.abs(l[i * n + k] * l[j * n + k]);
                }
                assertThat(Math.abs(s - a[i * n + j])).as("seed %d entry (%d, %d)", seed, i, j)
                        .isLessThanOrEqualTo(4 * gamma(n + 1) * abs);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void solves_randomSpd_residualWithinBound(long seed) {
        Random rnd = new Random(seed);
        int n = 1 + rnd.nextInt(12);
        double[] a = spd(rnd, n, 1);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = 2 * rnd.nextDouble() - 1;
        }
        double[] b = times(a, n, x);
        double[] l = new double[n * n];
        Cholesky.factor(a, l, n, 0);
        double[] viaCholesky = b.clone();
        Cholesky.solve(l, n, viaCholesky);
        double[] inv = new double[n];
        for (int i = 0; i < n; i++) {
            inv[i] = 1 / l[i * n + i];
        }
        double[] viaReciprocal = b.clone();
        Triangular.solveLowerReciprocal(l, inv, n, n, viaReciprocal);
        Triangular.solveLowerTransposedReciprocal(l, inv, n, n, viaReciprocal);
        double[] ld = new double[n * n];
        double[] d = new double[n];
        assertThat(Ldlt.factor(a, n, ld, n, d, n, 0)).isEqualTo(Cholesky.SUCCESS);
        assertThat(Ldlt.negativePivots(d, n)).isZero();
        double[] viaLdlt = b.clone();
        Ldlt.solve(ld, n, d, n, viaLdlt);
        // λ_min(A) ≥ 1 and ‖A‖ ≤ n + 1, so the forward error is at most cond(A) times the backward error
        double bound = 16 * gamma(3 * n + 1) * (n + 1) * (n + 1) * Vectors.norm(x, n);
        for (double[] sol : new double[][] {viaCholesky, viaReciprocal, viaLdlt}) {
            for (int i = 0; i < n; i++) {
                assertThat(Math.abs(sol[i] - x[i])).as("seed %d, x[%d]", seed, i).isLessThanOrEqualTo(bound);
            }
        }
    }

    @Test
    void ldlt_indefiniteKkt_inertia() {
        // quasi-definite [[2, 1], [1, −1]]: d = (2, −1.5), one negative pivot (one constraint)
        double[] a = {2, 1, 1, -1};
        double[] l = new double[4];
        double[] d = new double[2];
        assertThat(Ldlt.factor(a, 2, l, 2, d, 2, 0)).isEqualTo(Cholesky.SUCCESS);
        assertThat(d).containsExactly(2, -1.5);
        assertThat(l[2]).isEqualTo(0.5);
        assertThat(Ldlt.negativePivots(d, 2)).isEqualTo(1);
        // singular leading minor: [[0, 1], [1, 0]] fails at pivot 0
        assertThat(Ldlt.factor(new double[] {0, 1, 1, 0}, 2, l, 2, d, 2, 0)).isZero();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void pivotedCholesky_gramOfRankR_revealsRank(long seed) {
        Random rnd = new Random(seed);
        int c = 2 + rnd.nextInt(10);
        int r = 1 + rnd.nextInt(c);
        int d = r;
        // A = W Wᵀ with W c × r of full column rank (Gaussian entries): rank exactly r in exact arithmetic
        double[] w = new double[c * d];
        for (int i = 0; i < w.length; i++) {
            w[i] = rnd.nextGaussian();
        }
        double[] a = new double[c * c];
        double maxDiag = 0;
        for (int i = 0; i < c; i++) {
            for (int j = 0; j < c; j++) {
                double s = 0;
                for (int k = 0; k < d; k++) {
                    s += w[i * d + k] * w[j * d + k];
                }
                a[i * c + j] = s;
            }
            maxDiag = Math.max(maxDiag, a[i * c + i]);
        }
        double[] l = new double[c * c];
        double[] inv = new double[c];
        double[] diag = new double[c];
        int[] perm = new int[c];
        int rank = PivotedCholesky.factor(a, c, l, inv, diag, perm, 1e-9 * maxDiag);
        assertThat(rank).as("seed %d (c = %d)", seed, c).isEqualTo(r);
        // P A Pᵀ ≈ L Lᵀ on every entry, with L c × r
        for (int i = 0; i < c; i++) {
            for (int j = 0; j <= i; j++) {
                double s = 0;
                for (int k = 0; k < Math.min(j + 1, rank); k++) {
                    s += l[i * c + k] * l[j * c + k];
                }
                int pi = perm[i];
                int pj = perm[j];
                assertThat(Math.abs(s - a[Math.max(pi, pj) * c + Math.min(pi, pj)])).as("seed %d (%d, %d)", seed, i, j)
                        .isLessThanOrEqualTo(1e-8 * maxDiag);
            }
        }
        assertThat(PivotedCholesky.isIdentity(new int[] {0, 1, 2}, 3)).isTrue();
        assertThat(PivotedCholesky.isIdentity(new int[] {1, 0}, 2)).isFalse();
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void bandFactors_agreeWithDense(long seed) {
        Random rnd = new Random(seed);
        int n = 2 + rnd.nextInt(30);
        int p = 1 + rnd.nextInt(Math.min(4, n - 1));
        // banded SPD: diagonally dominant with |off-diagonal| < 1/(2p), diagonal in [1, 2]
        double[] dense = new double[n * n];
        double[] band = new double[n * (p + 1)];
        for (int i = 0; i < n; i++) {
            double aii = 1 + rnd.nextDouble();
            dense[i * n + i] = aii;
            band[i * (p + 1)] = aii;
            for (int k = 1; k <= p && i - k >= 0; k++) {
                double v = (rnd.nextDouble() - 0.5) / p;
                dense[i * n + i - k] = v;
                dense[(i - k) * n + i] = v;
                band[i * (p + 1) + k] = v;
            }
        }
        double[] rowLayout = new double[n * (p + 1)];
        for (int i = 0; i < n; i++) {
            for (int j = Math.max(0, i - p); j <= i; j++) {
                rowLayout[BandLdlt.index(i, j, p)] = dense[i * n + j];
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = rnd.nextDouble() - 0.5;
        }
        double[] b = times(dense, n, x);
        BandCholesky.Result chol = BandCholesky.factor(n, p, band);
        assertThat(chol.factor()).as("seed %d", seed).isPresent();
        double[] scale = new double[n];
        java.util.Arrays.fill(scale, 1);
        Optional<BandLdlt> ldlt = BandLdlt.factor(n, p, rowLayout, scale, 1e-12, new int[1]);
        assertThat(ldlt).as("seed %d", seed).isPresent();
        double[] s1 = b.clone();
        chol.factor().get().solveInPlace(s1);
        double[] s2 = b.clone();
        ldlt.get().solveInPlace(s2);
        // diagonally dominant with λ_min ≥ 1/2 and ‖A‖ ≤ 3: cond ≤ 6
        double bound = 6 * 16 * gamma(3 * p + 3) * 3 * Vectors.norm(x, n) * Math.sqrt(n);
        for (int i = 0; i < n; i++) {
            assertThat(Math.abs(s1[i] - x[i])).as("seed %d band Cholesky x[%d]", seed, i).isLessThanOrEqualTo(bound);
            assertThat(Math.abs(s2[i] - x[i])).as("seed %d band LDLt x[%d]", seed, i).isLessThanOrEqualTo(bound);
        }
    }

    @Test
    void bandCholesky_notPositiveDefinite_reportsPivot() {
        // [[1, 2], [2, 1]] as a band with p = 1: pivot 1 = 1 − 4 = −3
        BandCholesky.Result r = BandCholesky.factor(2, 1, new double[] {1, 0, 1, 2});
        assertThat(r.factor()).isEmpty();
        assertThat(r.failedPivot()).isEqualTo(1);
        assertThat(r.pivotValue()).isEqualTo(-3);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void updatableCholesky_appendAndRemove_equalsFreshFactor(long seed) {
        Random rnd = new Random(seed);
        int m = 2 + rnd.nextInt(8);
        double[] a = spd(rnd, m, 0.5);
        UpdatableCholesky f = new UpdatableCholesky();
        for (int k = 0; k < m; k++) {
            double[] col = new double[k];
            for (int i = 0; i < k; i++) {
                col[i] = a[k * m + i];
            }
            double[] ell = f.forward(col);
            f.append(ell, a[k * m + k] - Vectors.normSquared(ell, k));
        }
        int drop = rnd.nextInt(m);
        f.remove(drop);
        assertThat(f.size()).isEqualTo(m - 1);
        // the reduced matrix without row/column drop, solved freshly, against the updated factor
        int n = m - 1;
        double[] reduced = new double[n * n];
        for (int i = 0, ri = 0; i < m; i++) {
            if (i == drop) {
                continue;
            }
            for (int j = 0, cj = 0; j < m; j++) {
                if (j == drop) {
                    continue;
                }
                reduced[ri * n + cj++] = a[i * m + j];
            }
            ri++;
        }
        double[] rhs = new double[n];
        for (int i = 0; i < n; i++) {
            rhs[i] = rnd.nextDouble() - 0.5;
        }
        double[] viaUpdate = f.solve(rhs);
        double[] r = times(reduced, n, viaUpdate);
        for (int i = 0; i < n; i++) {
            // residual of the solve; ‖A‖ ≤ m + 0.5 and the update is backward stable (Gill et al. 1974)
            assertThat(Math.abs(r[i] - rhs[i])).as("seed %d row %d", seed, i)
                    .isLessThanOrEqualTo(1e-12 * (m + 1) * (1 + Vectors.maxAbs(viaUpdate, n)));
        }
    }

    @Test
    void vectors_closedForms() {
        double[] v = {3, -4, 12};
        assertThat(Vectors.dot(v, v)).isEqualTo(169);
        assertThat(Vectors.norm(v, 2)).isEqualTo(5);
        assertThat(Vectors.norm(v, 3)).isEqualTo(13);
        assertThat(Vectors.maxAbs(v, 3)).isEqualTo(12);
        assertThat(Vectors.maxAbs(new double[] {1, Double.NaN, 2}, 3)).isNaN();
        assertThat(Vectors.maxAbs(v, 0)).isZero();
    }

    private static double[] times(double[] a, int n, double[] x) {
        double[] b = new double[n];
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) {
                s += a[i * n + j] * x[j];
            }
            b[i] = s;
        }
        return b;
    }
}
