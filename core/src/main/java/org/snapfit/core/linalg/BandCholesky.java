package org.snapfit.core.linalg;

import java.util.Optional;

/**
 * Cholesky factor K = L L&#7488; of a symmetric positive definite band matrix, computed once per time step in
 * O(n p&sup2;) and solved in O(n p). Immutable after construction. Internally the factor is kept in the row layout
 * of {@link BandLdlt} (a row's entries ascending with the column, diagonal last), so every inner loop runs over
 * contiguous ascending ranges.
 */
public final class BandCholesky {
    private final int n;
    private final int p;
    private final double[] l;

    private BandCholesky(int n, int p, double[] l) {
        this.n = n;
        this.p = p;
        this.l = l;
    }

    /**
     * Factors the matrix given by its lower band (entry (i, i &minus; k) at i(p + 1) + k).
     *
     * @param n the dimension
     * @param p the half-bandwidth
     * @param band the lower band (consumed: it is overwritten with the factor)
     * @return the factor, or empty with the failing pivot index when the matrix is not positive definite
     */
    public static Result factor(int n, int p, double[] band) {
        int w = p + 1;
        // reverse each row into the row layout: (i, i - k) moves from i w + k to i w + p - k
        for (int i = 0; i < n; i++) {
            int o = i * w;
            for (int a = 0, c = p; a < c; a++, c--) {
                double t = band[o + a];
                band[o + a] = band[o + c];
                band[o + c] = t;
            }
        }
        for (int i = 0; i < n; i++) {
            int j0 = Math.max(0, i - p);
            int oi = i * w - i + p;
            for (int j = j0; j < i; j++) {
                int oj = j * w - j + p;
                int k0 = Math.max(j0, j - p);
                double s = band[oi + j];
                for (int k = k0; k < j; k++) {
                    s -= band[oi + k] * band[oj + k];
                }
                band[oi + j] = s / band[oj + j];
            }
            double s = band[oi + i];
            for (int k = j0; k < i; k++) {
                s -= band[oi + k] * band[oi + k];
            }
            if (!(s > 0) || !Double.isFinite(s)) {
                return new Result(Optional.empty(), i, s);
            }
            band[oi + i] = Math.sqrt(s);
        }
        return new Result(Optional.of(new BandCholesky(n, p, band)), -1, 0);
    }

    /**
     * The outcome of {@link #factor}.
     *
     * @param factor the factor when positive definite
     * @param failedPivot the index of the first non-positive pivot, or -1
     * @param pivotValue the value of that pivot
     */
    public record Result(Optional<BandCholesky> factor, int failedPivot, double pivotValue) {
    }

    /**
     * Solves K y = x in place.
     *
     * @param x the right-hand side, overwritten with the solution
     */
    public void solveInPlace(double[] x) {
        solveInPlace(x, 0);
    }

    /**
     * Solves K y = x in place when x[0..first) is known to be zero (the forward sweep starts at first).
     *
     * @param x the right-hand side, overwritten with the solution
     * @param first the index of the first possibly nonzero entry
     */
    public void solveInPlace(double[] x, int first) {
        int w = p + 1;
        for (int i = first; i < n; i++) {
            int oi = i * w - i + p;
            double s = x[i];
            for (int k = Math.max(first, i - p); k < i; k++) {
                s -= l[oi + k] * x[k];
            }
            x[i] = s / l[oi + i];
        }
        for (int i = n - 1; i >= 0; i--) {
            int oi = i * w - i + p;
            double xi = x[i] / l[oi + i];
            x[i] = xi;
            for (int k = Math.max(0, i - p); k < i; k++) {
                x[k] -= l[oi + k] * xi;
            }
        }
    }
}
