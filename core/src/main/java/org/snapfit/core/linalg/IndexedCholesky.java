package org.snapfit.core.linalg;

/**
 * Cholesky factor and solve of a principal submatrix of a small symmetric matrix: the rows and columns named by an
 * index list (the free variables of a bound-constrained Newton step, the others held), with an optional shift added
 * to the diagonal (a Levenberg step). The matrix and the factor are row-major with a caller's stride; nothing is
 * allocated, so a solver can call it in every iteration of a hot loop. The general dense kernel is
 * {@link Cholesky}; this one saves the caller gathering the submatrix and scattering the solution. Stateless and
 * thread-safe; Approximate (double).
 */
public final class IndexedCholesky {

    private IndexedCholesky() {
    }

    /**
     * Factors (H + shift·I) restricted to the rows and columns {@code idx[0..m)} as L·Lᵀ (left-looking form, one dot
     * product per entry in increasing k). Only the entries H[idx[i]][idx[j]] with j ≤ i are read.
     *
     * @param h the matrix, row-major with the given stride
     * @param stride the row stride of {@code h} and of {@code l}
     * @param idx the chosen rows and columns (distinct, each below the stride)
     * @param m how many of {@code idx} are used (the order of the factor)
     * @param shift added to every chosen diagonal entry
     * @param l receives L in its lower triangle (m × m, row-major with the same stride)
     * @return false when a pivot is not positive (the shifted submatrix is not positive definite, or NaN)
     */
    public static boolean factor(double[] h, int stride, int[] idx, int m, double shift, double[] l) {
        for (int i = 0; i < m; i++) {
            int ri = idx[i] * stride;
            for (int j = 0; j <= i; j++) {
                double s = h[ri + idx[j]] + (i == j ? shift : 0);
                for (int k = 0; k < j; k++) {
                    s -= l[i * stride + k] * l[j * stride + k];
                }
                if (i == j) {
                    if (!(s > 0)) {
                        return false;
                    }
                    l[i * stride + i] = Math.sqrt(s);
                } else {
                    l[i * stride + j] = s / l[j * stride + j];
                }
            }
        }
        return true;
    }

    /**
     * Solves L·Lᵀ y = rhs restricted to {@code idx[0..m)} and writes y[i] into {@code out[idx[i]]} (forward then
     * backward substitution, in place in {@code out}); the other entries of {@code out} are left as they are.
     * {@code out} may be {@code rhs}.
     *
     * @param l the factor from {@link #factor}
     * @param stride its row stride
     * @param m the order of the factor
     * @param rhs the right-hand side, read at {@code idx[0..m)}
     * @param idx the rows and columns of the factor
     * @param out receives the solution at {@code idx[0..m)}
     */
    public static void solve(double[] l, int stride, int m, double[] rhs, int[] idx, double[] out) {
        for (int i = 0; i < m; i++) {
            double s = rhs[idx[i]];
            for (int k = 0; k < i; k++) {
                s -= l[i * stride + k] * out[idx[k]];
            }
            out[idx[i]] = s / l[i * stride + i];
        }
        for (int i = m - 1; i >= 0; i--) {
            double s = out[idx[i]];
            for (int k = i + 1; k < m; k++) {
                s -= l[k * stride + i] * out[idx[k]];
            }
            out[idx[i]] = s / l[i * stride + i];
        }
    }
}
