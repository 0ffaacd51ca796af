package org.snapfit.tracking.brep;

/**
 * Cholesky factor and solve of a symmetric matrix of order ≤ 4 restricted to chosen rows and columns (stored 4 × 4
 * row-major), with an optional diagonal shift. No allocation. Approximate (double).
 */
final class SmallCholesky {

    private SmallCholesky() {
    }

    /**
     * Factors (H + shift·I) restricted to {@code idx[0..m)} into the lower triangle of {@code l} (m × m, stride 4).
     *
     * @return false when a pivot is not positive (not positive definite)
     */
    static boolean factor(double[] h, int[] idx, int m, double shift, double[] l) {
        for (int i = 0; i < m; i++) {
            for (int j = 0; j <= i; j++) {
                double s = h[idx[i] * 4 + idx[j]] + (i == j ? shift : 0);
                for (int k = 0; k < j; k++) {
                    s -= l[i * 4 + k] * l[j * 4 + k];
                }
                if (i == j) {
                    if (!(s > 0)) {
                        return false;
                    }
                    l[i * 4 + i] = Math.sqrt(s);
                } else {
                    l[i * 4 + j] = s / l[j * 4 + j];
                }
            }
        }
        return true;
    }

    /** Solves L Lᵀ y = rhs[idx] and writes y into out[idx]. */
    static void solve(double[] l, int m, double[] rhs, int[] idx, double[] out) {
        double[] y = new double[4];
        for (int i = 0; i < m; i++) {
            double s = rhs[idx[i]];
            for (int k = 0; k < i; k++) {
                s -= l[i * 4 + k] * y[k];
            }
            y[i] = s / l[i * 4 + i];
        }
        for (int i = m - 1; i >= 0; i--) {
            double s = y[i];
            for (int k = i + 1; k < m; k++) {
                s -= l[k * 4 + i] * y[k];
            }
            y[i] = s / l[i * 4 + i];
        }
        for (int i = 0; i < m; i++) {
            out[idx[i]] = y[i];
        }
    }
}
