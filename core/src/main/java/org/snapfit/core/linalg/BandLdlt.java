package org.snapfit.core.linalg;

import java.util.Optional;

/**
 * Symmetric indefinite band factorisation A = L D L&#7488; without pivoting (L unit lower triangular, D
 * diagonal), O(N b&sup2;) for half-bandwidth b. Used for the quasi-definite KKT matrix [K J&#7488;; J &minus;L] in
 * an interleaved order in which every constraint row follows the variables it touches; without pivoting it is only
 * attempted there, and it reports failure (a tiny or non-finite pivot) instead of returning a poor factor.
 * Immutable after construction.
 *
 * <p>Storage ("row layout"): entry (i, j), i &minus; b &le; j &le; i, at i(b + 1) + (j &minus; i + b), so a row's
 * entries ascend with the column and the diagonal is last. Every inner loop of the factorisation and of both
 * triangular solves then runs over two contiguous ascending ranges.
 */
public final class BandLdlt {
    private final int n;
    private final int b;
    private final double[] l;

    private BandLdlt(int n, int b, double[] l) {
        this.n = n;
        this.b = b;
        this.l = l;
    }

    /**
     * The storage index of entry (i, j), i &minus; b &le; j &le; i, in the row layout.
     *
     * @param i the row
     * @param j the column
     * @param b the half-bandwidth
     * @return i(b + 1) + j &minus; i + b
     */
    public static int index(int i, int j, int b) {
        return i * (b + 1) + (j - i + b);
    }

    /**
     * Factors the matrix given by its lower band in the row layout.
     *
     * @param n the dimension
     * @param b the half-bandwidth
     * @param band the lower band in the row layout (consumed: overwritten with L and D)
     * @param pivotScale per row, the magnitude a healthy pivot of that row has
     * @param relTol a pivot with |d| &le; relTol &times; pivotScale[i] counts as a failure
     * @param failed receives, in failed[0], the index of the first tiny or non-finite pivot (when empty is returned)
     * @return the factor, or empty on a tiny or non-finite pivot
     */
    public static Optional<BandLdlt> factor(int n, int b, double[] band, double[] pivotScale, double relTol,
            int[] failed) {
        int w = b + 1;
        for (int i = 0; i < n; i++) {
            int j0 = Math.max(0, i - b);
            // oi + k addresses (i, k); row i first holds the unscaled t_k = L_ik D_k, scaled at the end
            int oi = i * w - i + b;
            for (int j = j0; j < i; j++) {
                int oj = j * w - j + b;
                int k0 = Math.max(j0, j - b);
                double s = band[oi + j];
                for (int k = k0; k < j; k++) {
                    s -= band[oi + k] * band[oj + k];
                }
                band[oi + j] = s;
            }
            double d = band[oi + i];
            for (int k = j0; k < i; k++) {
                double t = band[oi + k];
                double lik = t / band[k * w + b];
                d -= t * lik;
                band[oi + k] = lik;
            }
            if (!Double.isFinite(d) || Math.abs(d) <= relTol * pivotScale[i]) {
                failed[0] = i;
                return Optional.empty();
            }
            band[oi + i] = d;
        }
        return Optional.of(new BandLdlt(n, b, band));
    }

    /**
     * Solves A y = x in place.
     *
     * @param x the right-hand side, overwritten with the solution
     */
    public void solveInPlace(double[] x) {
        int w = b + 1;
        for (int i = 0; i < n; i++) {
            int oi = i * w - i + b;
            double s = x[i];
            for (int k = Math.max(0, i - b); k < i; k++) {
                s -= l[oi + k] * x[k];
            }
            x[i] = s;
        }
        for (int i = 0; i < n; i++) {
            x[i] /= l[i * w + b];
        }
        for (int i = n - 1; i >= 0; i--) {
            int oi = i * w - i + b;
            double xi = x[i];
            for (int k = Math.max(0, i - b); k < i; k++) {
                x[k] -= l[oi + k] * xi;
            }
        }
    }
}
