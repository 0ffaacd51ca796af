package org.snapfit.core.linalg;

import java.util.ArrayList;
import java.util.List;

/**
 * Dense lower Cholesky factor R R&#7488; of a symmetric positive definite matrix that grows and shrinks one row
 * and column at a time (in qp: the active Schur complement J<sub>A</sub> K&#8315;&sup1; J<sub>A</sub>&#7488; +
 * L<sub>A</sub> of an active-set method), updated when a row enters (one forward solve, O(m&sup2;)) or leaves (a
 * hyperbolic-free rank-one update of the trailing block by Givens-like rotations, O(m&sup2;)) instead of being
 * refactored. Mutable and not thread-safe: one per solve. Approximate; each row is its own array, so appending and
 * removing allocate (the factor's size changes with every call).
 */
public final class UpdatableCholesky {
    /** Row r holds R[r][0..r]. */
    private final List<double[]> rows = new ArrayList<>();

    /** Creates an empty factor. */
    public UpdatableCholesky() {
    }

    /**
     * The number of rows.
     *
     * @return m
     */
    public int size() {
        return rows.size();
    }

    /**
     * Solves R y = rhs (forward), rhs of length m.
     *
     * @param rhs the right-hand side (not modified)
     * @return y
     */
    public double[] forward(double[] rhs) {
        int m = rows.size();
        double[] y = new double[m];
        for (int i = 0; i < m; i++) {
            double[] r = rows.get(i);
            double s = rhs[i];
            for (int k = 0; k < i; k++) {
                s -= r[k] * y[k];
            }
            y[i] = s / r[i];
        }
        return y;
    }

    /**
     * Solves R&#7488; z = y (backward), in place.
     *
     * @param y the right-hand side, overwritten with z
     * @return y
     */
    public double[] backward(double[] y) {
        int m = rows.size();
        for (int i = m - 1; i >= 0; i--) {
            y[i] /= rows.get(i)[i];
            double v = y[i];
            double[] r = rows.get(i);
            for (int k = 0; k < i; k++) {
                y[k] -= r[k] * v;
            }
        }
        return y;
    }

    /**
     * Solves (R R&#7488;) z = rhs.
     *
     * @param rhs the right-hand side (not modified)
     * @return z
     */
    public double[] solve(double[] rhs) {
        return backward(forward(rhs));
    }

    /**
     * Appends a row whose forward-solved off-diagonal part is ell and whose pivot is sqrt(d).
     *
     * @param ell R&#8315;&sup1; s<sub>Ap</sub>, length m
     * @param d the positive Schur pivot S<sub>pp</sub> + L<sub>p</sub> &minus; |ell|&sup2;
     */
    public void append(double[] ell, double d) {
        double[] r = new double[ell.length + 1];
        System.arraycopy(ell, 0, r, 0, ell.length);
        r[ell.length] = Math.sqrt(d);
        rows.add(r);
    }

    /**
     * Removes row and column k: the rows below lose entry k, and the trailing block absorbs it by a rank-one
     * update (R33' R33'&#7488; = R33 R33&#7488; + v v&#7488;).
     *
     * @param k the position to remove, in [0, m)
     */
    public void remove(int k) {
        rows.remove(k);
        int m = rows.size();
        double[] v = new double[m];
        for (int i = k; i < m; i++) {
            double[] old = rows.get(i);
            v[i] = old[k];
            double[] r = new double[old.length - 1];
            System.arraycopy(old, 0, r, 0, k);
            System.arraycopy(old, k + 1, r, k, old.length - 1 - k);
            rows.set(i, r);
        }
        for (int j = k; j < m; j++) {
            double[] rj = rows.get(j);
            double ljj = rj[j];
            double rr = Math.hypot(ljj, v[j]);
            double c = rr / ljj;
            double s = v[j] / ljj;
            rj[j] = rr;
            for (int i = j + 1; i < m; i++) {
                double[] ri = rows.get(i);
                ri[j] = (ri[j] + s * v[i]) / c;
                v[i] = c * v[i] - s * ri[j];
            }
        }
    }
}
