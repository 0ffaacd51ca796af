package org.snapfit.core.linalg;

/**
 * Triangular solves in place on row-major flat arrays with an explicit row stride: lower L, its transpose
 * L&#7488;, unit lower (the L of LDL&#7488;), each in the plain division form and, for hot loops that keep the
 * reciprocal diagonal, in a multiplication form that resolves two unknowns per pass. Stateless, allocation-free and
 * thread-safe; Approximate (each computed solution satisfies (T + &Delta;T) x&#770; = b with |&Delta;T| &le;
 * &gamma;<sub>n</sub> |T|, Higham, Theorem 8.5, whatever the order of the sums).
 */
public final class Triangular {

    private Triangular() {
    }

    /**
     * Solves L x = b in place by rows (dot-product form), dividing by the diagonal.
     *
     * @param f L, lower triangular (the strict upper triangle is not read)
     * @param stride the row stride of f
     * @param n the order
     * @param x holds b on entry, x on exit
     */
    public static void solveLower(double[] f, int stride, int n, double[] x) {
        for (int i = 0; i < n; i++) {
            int ri = i * stride;
            double s = x[i];
            for (int k = 0; k < i; k++) {
                s -= f[ri + k] * x[k];
            }
            x[i] = s / f[ri + i];
        }
    }

    /**
     * Solves L&#7488; x = b in place, unknowns from the last to the first, each one dot product down column i of L.
     *
     * @param f L, lower triangular
     * @param stride the row stride of f
     * @param n the order
     * @param x holds b on entry, x on exit
     */
    public static void solveLowerTransposed(double[] f, int stride, int n, double[] x) {
        for (int i = n - 1; i >= 0; i--) {
            double s = x[i];
            for (int k = i + 1; k < n; k++) {
                s -= f[k * stride + i] * x[k];
            }
            x[i] = s / f[i * stride + i];
        }
    }

    /**
     * Solves L x = b in place for a unit lower triangular L (the diagonal is taken as 1 and not read).
     *
     * @param f L (strict lower triangle read)
     * @param stride the row stride of f
     * @param n the order
     * @param x holds b on entry, x on exit
     */
    public static void solveUnitLower(double[] f, int stride, int n, double[] x) {
        for (int i = 0; i < n; i++) {
            int ri = i * stride;
            double s = x[i];
            for (int k = 0; k < i; k++) {
                s -= f[ri + k] * x[k];
            }
            x[i] = s;
        }
    }

    /**
     * Solves L&#7488; x = b in place for a unit lower triangular L (the diagonal is taken as 1 and not read).
     *
     * @param f L (strict lower triangle read)
     * @param stride the row stride of f
     * @param n the order
     * @param x holds b on entry, x on exit
     */
    public static void solveUnitLowerTransposed(double[] f, int stride, int n, double[] x) {
        for (int i = n - 1; i >= 0; i--) {
            double s = x[i];
            for (int k = i + 1; k < n; k++) {
                s -= f[k * stride + i] * x[k];
            }
            x[i] = s;
        }
    }

    /**
     * Solves L x = b in place given the reciprocal diagonal inv<sub>i</sub> = 1 / L<sub>ii</sub>, by rows, two
     * unknowns per pass (one dot-product loop per pair).
     *
     * @param f L, lower triangular (diagonal not read)
     * @param inv the reciprocal diagonal, length &ge; n
     * @param n the order
     * @param stride the row stride of f
     * @param v holds b on entry, x on exit
     */
    public static void solveLowerReciprocal(double[] f, double[] inv, int n, int stride, double[] v) {
        int i = 0;
        for (; i + 1 < n; i += 2) {
            int r0 = i * stride;
            int r1 = r0 + stride;
            double s0 = v[i];
            double s1 = v[i + 1];
            for (int k = 0; k < i; k++) {
                double vk = v[k];
                s0 -= f[r0 + k] * vk;
                s1 -= f[r1 + k] * vk;
            }
            double v0 = s0 * inv[i];
            v[i] = v0;
            v[i + 1] = (s1 - f[r1 + i] * v0) * inv[i + 1];
        }
        if (i < n) {
            int r0 = i * stride;
            double s0 = v[i];
            for (int k = 0; k < i; k++) {
                s0 -= f[r0 + k] * v[k];
            }
            v[i] = s0 * inv[i];
        }
    }

    /**
     * Solves L&#7488; x = b in place given the reciprocal diagonal, column-oriented over the contiguous rows of L,
     * two unknowns per pass.
     *
     * @param f L, lower triangular (diagonal not read)
     * @param inv the reciprocal diagonal, length &ge; n
     * @param n the order
     * @param stride the row stride of f
     * @param v holds b on entry, x on exit
     */
    public static void solveLowerTransposedReciprocal(double[] f, double[] inv, int n, int stride, double[] v) {
        int k = n - 1;
        for (; k >= 1; k -= 2) {
            int rk = k * stride;
            int rk1 = rk - stride;
            double vk = v[k] * inv[k];
            double vk1 = (v[k - 1] - f[rk + k - 1] * vk) * inv[k - 1];
            v[k] = vk;
            v[k - 1] = vk1;
            for (int i = 0; i < k - 1; i++) {
                v[i] -= f[rk + i] * vk + f[rk1 + i] * vk1;
            }
        }
        if (k == 0) {
            v[0] *= inv[0];
        }
    }
}
