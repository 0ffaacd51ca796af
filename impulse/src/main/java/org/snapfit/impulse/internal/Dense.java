package org.snapfit.impulse.internal;

/** Small dense kernels on row-major flat arrays; allocation-free. Not part of the API. */
public final class Dense {

    private Dense() {
    }

    /**
     * Cholesky factorisation src = dst dstᵀ (dst lower, stride n).
     *
     * @param src the symmetric matrix (only the lower triangle is read)
     * @param dst receives the factor
     * @param n the order
     * @param threshold a pivot must exceed this
     * @return −1 on success, else the first failing pivot index
     */
    public static int cholesky(double[] src, double[] dst, int n, double threshold) {
        for (int j = 0; j < n; j++) {
            double s = pivot(src, dst, n, j);
            if (!(s > threshold)) {
                return j;
            }
            double ljj = Math.sqrt(s);
            dst[j * n + j] = ljj;
            for (int i = j + 1; i < n; i++) {
                double t = src[i * n + j];
                for (int k = 0; k < j; k++) {
                    t -= dst[i * n + k] * dst[j * n + k];
                }
                dst[i * n + j] = t / ljj;
            }
        }
        return -1;
    }

    /**
     * The j-th Cholesky pivot given the first j columns of the factor.
     *
     * @param src the matrix
     * @param dst the partial factor
     * @param n the order
     * @param j the pivot index
     * @return src_jj − Σ_k dst_jk²
     */
    public static double pivot(double[] src, double[] dst, int n, int j) {
        double s = src[j * n + j];
        for (int k = 0; k < j; k++) {
            s -= dst[j * n + k] * dst[j * n + k];
        }
        return s;
    }

    /**
     * Solves (L Lᵀ) x = b in place.
     *
     * @param factor L (lower, stride n)
     * @param n the order
     * @param x holds b on entry, x on exit
     */
    public static void choleskySolve(double[] factor, int n, double[] x) {
        for (int i = 0; i < n; i++) {
            double s = x[i];
            for (int k = 0; k < i; k++) {
                s -= factor[i * n + k] * x[k];
            }
            x[i] = s / factor[i * n + i];
        }
        for (int i = n - 1; i >= 0; i--) {
            double s = x[i];
            for (int k = i + 1; k < n; k++) {
                s -= factor[k * n + i] * x[k];
            }
            x[i] = s / factor[i * n + i];
        }
    }
}
