package org.snapfit.impulse.solver;

import java.util.Random;

/** Seeded random SPD inertias and Jacobians for the property tests. */
final class RandomSystems {

    private RandomSystems() {
    }

    /** D = M Mᵀ + shift I with M uniform in [-1, 1]: SPD with eigenvalues >= shift. */
    static double[][] spd(Random rnd, int d, double shift) {
        double[][] m = random(rnd, d, d);
        double[][] out = new double[d][d];
        for (int i = 0; i < d; i++) {
            for (int j = 0; j < d; j++) {
                double s = 0;
                for (int k = 0; k < d; k++) {
                    s += m[i][k] * m[j][k];
                }
                out[i][j] = s + (i == j ? shift : 0);
            }
        }
        for (int i = 0; i < d; i++) {
            for (int j = 0; j < i; j++) {
                out[j][i] = out[i][j];
            }
        }
        return out;
    }

    static double[][] random(Random rnd, int rows, int cols) {
        double[][] m = new double[rows][cols];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                m[i][j] = 2 * rnd.nextDouble() - 1;
            }
        }
        return m;
    }

    static double[] vector(Random rnd, int n) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = 2 * rnd.nextDouble() - 1;
        }
        return v;
    }

    /** A c × d matrix of rank r (product of c × r and r × d random factors). */
    static double[][] ofRank(Random rnd, int c, int d, int r) {
        double[][] p = random(rnd, c, r);
        double[][] q = random(rnd, r, d);
        return multiply(p, q);
    }

    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length;
        int m = b[0].length;
        double[][] out = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int k = 0; k < b.length; k++) {
                    s += a[i][k] * b[k][j];
                }
                out[i][j] = s;
            }
        }
        return out;
    }

    static double[] multiply(double[][] a, double[] x) {
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            double s = 0;
            for (int k = 0; k < x.length; k++) {
                s += a[i][k] * x[k];
            }
            out[i] = s;
        }
        return out;
    }

    /** ½ vᵀ D v, computed directly (the independent energy oracle). */
    static double kineticEnergy(double[][] d, double[] v) {
        double s = 0;
        for (int i = 0; i < v.length; i++) {
            for (int j = 0; j < v.length; j++) {
                s += v[i] * d[i][j] * v[j];
            }
        }
        return s / 2;
    }

    static double norm(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x * x;
        }
        return Math.sqrt(s);
    }
}
