package org.snapfit.impulse.solver;

/**
 * Test oracle: the pseudo-inverse of a symmetric positive semi-definite matrix by a threshold cyclic Jacobi
 * eigen-decomposition (Golub and Van Loan, Matrix Computations, 4th ed., Algorithm 8.5.3), eigenvalues at or below
 * {@code rankTolerance × λ_max} dropped. This was the engine's pseudo-inverse path before the pivoted Cholesky
 * complete orthogonal decomposition replaced it; it is kept as an independent oracle.
 */
final class JacobiPseudoInverse {

    /** Off-diagonal entries below this times ‖A‖_F are not rotated (dimensionless). */
    private static final double CONVERGENCE = 1e-15;
    private static final int MAX_SWEEPS = 60;

    private final double[] eigenvalues;
    private final double[][] eigenvectors;
    private final int n;

    private JacobiPseudoInverse(double[][] matrix) {
        n = matrix.length;
        double[][] a = new double[n][];
        double[][] v = new double[n][n];
        double frob = 0;
        for (int i = 0; i < n; i++) {
            a[i] = matrix[i].clone();
            v[i][i] = 1;
            for (double x : a[i]) {
                frob += x * x;
            }
        }
        double threshold = CONVERGENCE * Math.sqrt(frob);
        boolean rotated = true;
        int sweep = 0;
        while (rotated) {
            if (++sweep > MAX_SWEEPS) {
                throw new IllegalStateException("Jacobi did not converge");
            }
            rotated = false;
            for (int p = 0; p < n - 1; p++) {
                for (int q = p + 1; q < n; q++) {
                    if (Math.abs(a[p][q]) > threshold) {
                        rotate(a, v, p, q);
                        rotated = true;
                    }
                }
            }
        }
        eigenvalues = new double[n];
        for (int i = 0; i < n; i++) {
            eigenvalues[i] = a[i][i];
        }
        eigenvectors = v;
    }

    static JacobiPseudoInverse of(double[][] symmetric) {
        return new JacobiPseudoInverse(symmetric);
    }

    double[] eigenvalues() {
        return eigenvalues.clone();
    }

    double maxEigenvalue() {
        double m = 0;
        for (double l : eigenvalues) {
            m = Math.max(m, l);
        }
        return m;
    }

    /** A† rhs with eigenvalues ≤ cut dropped. */
    double[] apply(double[] rhs, double cut) {
        double[] out = new double[n];
        for (int m = 0; m < n; m++) {
            double lambda = eigenvalues[m];
            if (!(lambda > cut)) {
                continue;
            }
            double s = 0;
            for (int i = 0; i < n; i++) {
                s += eigenvectors[i][m] * rhs[i];
            }
            s /= lambda;
            for (int i = 0; i < n; i++) {
                out[i] += s * eigenvectors[i][m];
            }
        }
        return out;
    }

    private static void rotate(double[][] a, double[][] v, int p, int q) {
        double apq = a[p][q];
        double tau = (a[q][q] - a[p][p]) / (2 * apq);
        double t = (tau >= 0 ? 1 : -1) / (Math.abs(tau) + Math.sqrt(1 + tau * tau));
        double cs = 1 / Math.sqrt(1 + t * t);
        double sn = t * cs;
        int n = a.length;
        for (int k = 0; k < n; k++) {
            if (k == p || k == q) {
                continue;
            }
            double akp = a[k][p];
            double akq = a[k][q];
            a[k][p] = cs * akp - sn * akq;
            a[p][k] = a[k][p];
            a[k][q] = sn * akp + cs * akq;
            a[q][k] = a[k][q];
        }
        a[p][p] -= t * apq;
        a[q][q] += t * apq;
        a[p][q] = 0;
        a[q][p] = 0;
        for (int k = 0; k < n; k++) {
            double vkp = v[k][p];
            double vkq = v[k][q];
            v[k][p] = cs * vkp - sn * vkq;
            v[k][q] = sn * vkp + cs * vkq;
        }
    }
}
