package org.snapfit.qp.internal;

import java.util.Optional;

/**
 * Symmetric indefinite band factorisation A = L D L&#7488; without pivoting (L unit lower triangular, D
 * diagonal), O(N b&sup2;) for half-bandwidth b. Used for the quasi-definite KKT matrix [K J&#7488;; J &minus;L] in
 * an interleaved order in which every constraint row follows the variables it touches; without pivoting it is only
 * attempted there, and it reports failure (a tiny or non-finite pivot) instead of returning a poor factor.
 * Immutable after construction.
 */
public final class BandLdl {
    private final int n;
    private final int b;
    private final double[] l;

    private BandLdl(int n, int b, double[] l) {
        this.n = n;
        this.b = b;
        this.l = l;
    }

    /**
     * Factors the matrix given by its lower band (entry (i, i &minus; k) at i(b + 1) + k).
     *
     * @param n the dimension
     * @param b the half-bandwidth
     * @param band the lower band (consumed)
     * @param pivotScale per row, the magnitude a healthy pivot of that row has
     * @param relTol a pivot with |d| &le; relTol &times; pivotScale[i] counts as a failure
     * @return the factor, or empty on a tiny or non-finite pivot
     */
    public static Optional<BandLdl> factor(int n, int b, double[] band, double[] pivotScale, double relTol) {
        int w = b + 1;
        double[] t = new double[w];
        for (int i = 0; i < n; i++) {
            int j0 = Math.max(0, i - b);
            for (int j = j0; j < i; j++) {
                double s = band[i * w + (i - j)];
                int k0 = Math.max(j0, j - b);
                for (int k = k0; k < j; k++) {
                    s -= t[k - j0] * band[j * w + (j - k)];
                }
                t[j - j0] = s;
                band[i * w + (i - j)] = s / band[j * w];
            }
            double d = band[i * w];
            for (int k = j0; k < i; k++) {
                d -= t[k - j0] * band[i * w + (i - k)];
            }
            if (!Double.isFinite(d) || Math.abs(d) <= relTol * pivotScale[i]) {
                return Optional.empty();
            }
            band[i * w] = d;
        }
        return Optional.of(new BandLdl(n, b, band));
    }

    /**
     * Solves A y = x in place.
     *
     * @param x the right-hand side, overwritten with the solution
     */
    public void solveInPlace(double[] x) {
        int w = b + 1;
        for (int i = 0; i < n; i++) {
            double s = x[i];
            for (int k = Math.max(0, i - b); k < i; k++) {
                s -= l[i * w + (i - k)] * x[k];
            }
            x[i] = s;
        }
        for (int i = 0; i < n; i++) {
            x[i] /= l[i * w];
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = x[i];
            int kmax = Math.min(n - 1, i + b);
            for (int k = i + 1; k <= kmax; k++) {
                s -= l[k * w + (k - i)] * x[k];
            }
            x[i] = s;
        }
    }
}
