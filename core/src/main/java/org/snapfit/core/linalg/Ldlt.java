package org.snapfit.core.linalg;

/**
 * Dense LDL&#7488; factorisation without pivoting, A = L D L&#7488; with L unit lower triangular and D diagonal,
 * for small symmetric matrices (a 4 &times; 4 closest-point Hessian, a quasi-definite KKT block): no square roots,
 * and it accepts indefinite matrices whose leading minors do not vanish. Stateless, allocation-free and
 * thread-safe; Approximate. Only the lower triangle of the input is read.
 *
 * <p>Without pivoting the factorisation is backward stable for positive definite and quasi-definite matrices
 * (Higham, &sect;11.1); elsewhere the caller's pivot tolerance is the guard: a pivot with |d<sub>j</sub>| &le;
 * tolerance, or not finite, stops it and is reported.
 */
public final class Ldlt {

    private Ldlt() {
    }

    /**
     * Factors the n &times; n leading block of src (row stride srcStride): the strict lower triangle of l (row
     * stride lStride) receives L, d receives the diagonal of D. The diagonal and upper triangle of l are not
     * written, so l may be src when the strides agree (in place).
     *
     * @param src the symmetric matrix (only the lower triangle is read)
     * @param srcStride the row stride of src, &ge; n
     * @param l receives the strict lower triangle of L
     * @param lStride the row stride of l, &ge; n
     * @param d receives D, length &ge; n
     * @param n the order, &ge; 0
     * @param pivotTolerance a pivot with |d<sub>j</sub>| &le; this fails (same unit as the entries; 0 rejects only
     *     exact zeros and non-finite pivots)
     * @return {@link Cholesky#SUCCESS}, or the index of the first failing pivot (entries before it are complete)
     */
    public static int factor(double[] src, int srcStride, double[] l, int lStride, double[] d, int n,
            double pivotTolerance) {
        for (int j = 0; j < n; j++) {
            int rj = j * lStride;
            // row j: t_k = L_jk d_k for k < j (kept unscaled in l until the pivot is formed)
            double dj = src[j * srcStride + j];
            for (int k = 0; k < j; k++) {
                double t = src[j * srcStride + k];
                int rk = k * lStride;
                for (int m = 0; m < k; m++) {
                    t -= l[rj + m] * d[m] * l[rk + m];
                }
                double ljk = t / d[k];
                l[rj + k] = ljk;
                dj -= ljk * t;
            }
            if (!Double.isFinite(dj) || Math.abs(dj) <= pivotTolerance) {
                return j;
            }
            d[j] = dj;
        }
        return Cholesky.SUCCESS;
    }

    /**
     * Solves (L D L&#7488;) x = b in place with the factors of {@link #factor}.
     *
     * @param l the unit lower factor (strict lower triangle)
     * @param lStride the row stride of l
     * @param d the diagonal of D
     * @param n the order
     * @param x holds b on entry, x on exit
     */
    public static void solve(double[] l, int lStride, double[] d, int n, double[] x) {
        Triangular.solveUnitLower(l, lStride, n, x);
        for (int i = 0; i < n; i++) {
            x[i] /= d[i];
        }
        Triangular.solveUnitLowerTransposed(l, lStride, n, x);
    }

    /**
     * The inertia of the factored matrix (Sylvester's law): the number of negative pivots.
     *
     * @param d the diagonal of D
     * @param n the order
     * @return how many d<sub>i</sub> &lt; 0
     */
    public static int negativePivots(double[] d, int n) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (d[i] < 0) {
                count++;
            }
        }
        return count;
    }
}
