package org.snapfit.core.linalg;

/**
 * Dense Cholesky factorisation A = L L&#7488; of a symmetric positive definite matrix and its solves, on row-major
 * flat arrays with an explicit row stride. Stateless, allocation-free and thread-safe; Approximate.
 *
 * <p>The factorisation is the left-looking (dot-product) form: column j of L from the columns before it, each
 * entry one dot product in increasing k. Only the lower triangle of the input is read. By Higham, Theorem 10.3,
 * the computed factor satisfies L&#770;L&#770;&#7488; = A + &Delta;A with |&Delta;A| &le; &gamma;<sub>n+1</sub>
 * |L&#770;||L&#770;&#7488;|; a pivot that is not above the caller's threshold (or NaN) stops it and is reported.
 */
public final class Cholesky {

    /** Returned by the factorisations when every pivot passed. */
    public static final int SUCCESS = -1;

    private Cholesky() {
    }

    /**
     * Factors the n &times; n matrix src (stride n) into dst (lower triangle, stride n; the strict upper triangle
     * of dst is not written).
     *
     * @param src the symmetric matrix, row-major, stride n (only the lower triangle is read)
     * @param dst receives L, row-major, stride n (may be src itself: the factorisation is then in place)
     * @param n the order, &ge; 0
     * @param threshold every pivot must exceed this (same unit as the entries of src; 0 asks for plain positive
     *     definiteness)
     * @return {@link #SUCCESS}, or the index of the first pivot that is not above the threshold (NaN included);
     *     columns before it are complete
     */
    public static int factor(double[] src, double[] dst, int n, double threshold) {
        return factor(src, n, dst, n, n, threshold);
    }

    /**
     * Factors the n &times; n leading block of src (row stride srcStride) into dst (row stride dstStride).
     *
     * @param src the symmetric matrix (only the lower triangle is read)
     * @param srcStride the row stride of src, &ge; n
     * @param dst receives L (lower triangle only); may be src when the strides are equal
     * @param dstStride the row stride of dst, &ge; n
     * @param n the order, &ge; 0
     * @param threshold every pivot must exceed this
     * @return {@link #SUCCESS}, or the index of the first pivot that is not above the threshold (NaN included)
     */
    public static int factor(double[] src, int srcStride, double[] dst, int dstStride, int n, double threshold) {
        for (int j = 0; j < n; j++) {
            double s = pivot(src, srcStride, dst, dstStride, j);
            if (!(s > threshold)) {
                return j;
            }
            double ljj = Math.sqrt(s);
            int rj = j * dstStride;
            dst[rj + j] = ljj;
            for (int i = j + 1; i < n; i++) {
                int ri = i * dstStride;
                double t = src[i * srcStride + j];
                for (int k = 0; k < j; k++) {
                    t -= dst[ri + k] * dst[rj + k];
                }
                dst[ri + j] = t / ljj;
            }
        }
        return SUCCESS;
    }

    /**
     * The j-th pivot of the left-looking factorisation given its first j columns (stride n for both arrays).
     *
     * @param src the matrix
     * @param dst the partial factor (columns 0..j&minus;1 complete)
     * @param n the stride
     * @param j the pivot index
     * @return src<sub>jj</sub> &minus; &Sigma;<sub>k&lt;j</sub> dst<sub>jk</sub>&sup2;
     */
    public static double pivot(double[] src, double[] dst, int n, int j) {
        return pivot(src, n, dst, n, j);
    }

    /**
     * The j-th pivot of the left-looking factorisation given its first j columns.
     *
     * @param src the matrix
     * @param srcStride the row stride of src
     * @param dst the partial factor (columns 0..j&minus;1 complete)
     * @param dstStride the row stride of dst
     * @param j the pivot index
     * @return src<sub>jj</sub> &minus; &Sigma;<sub>k&lt;j</sub> dst<sub>jk</sub>&sup2;
     */
    public static double pivot(double[] src, int srcStride, double[] dst, int dstStride, int j) {
        double s = src[j * srcStride + j];
        int rj = j * dstStride;
        for (int k = 0; k < j; k++) {
            s -= dst[rj + k] * dst[rj + k];
        }
        return s;
    }

    /**
     * Solves (L L&#7488;) x = b in place (L lower, stride n): forward then backward substitution.
     *
     * @param factor L from {@link #factor(double[], double[], int, double)}
     * @param n the order (and stride)
     * @param x holds b on entry, x on exit
     */
    public static void solve(double[] factor, int n, double[] x) {
        Triangular.solveLower(factor, n, n, x);
        Triangular.solveLowerTransposed(factor, n, n, x);
    }
}
