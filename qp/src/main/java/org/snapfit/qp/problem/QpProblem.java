package org.snapfit.qp.problem;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.check.Require;

/**
 * One quadratic programme (Raghupathi and Faure, eqs. (3)&ndash;(4)): minimise
 * q(x) = &frac12; x&#7488;Kx &minus; b&#7488;x subject to the rows J<sub>i</sub> x &le; c<sub>i</sub> or
 * J<sub>i</sub> x = c<sub>i</sub>. Immutable and thread-safe; approximate.
 *
 * <p><b>Units.</b> None: K, b, the rows and c are pure numbers, and whatever units a caller gives them carry through
 * to x and &mu;. (The QPs of {@code StepEngine} are in the engine's SI scaling: x = &Delta;v in m/s, K in kg, b in
 * N&middot;s, contact and strain rows in m/s, &mu; in N&middot;s.)
 *
 * <p><b>Sign convention of the multipliers</b> (derived; the paper's condition (9) and line 15 of Algorithm 1
 * disagree). With multipliers &mu; &ge; 0 for inequalities, the optimality (KKT) conditions are
 * <pre>
 *   K x = b - J^T mu,   J x &lt;= c,   mu &gt;= 0,   mu_i (c_i - J_i x) = 0 for every inequality row i.
 * </pre>
 * The paper's Lagrangian (6) subtracts &lambda;&#7488;(J x &minus; c), so its &lambda; = &minus;&mu; must be
 * &le; 0; its condition (9) "&lambda; &ge; 0" has the wrong sign, and line 15 ("remove q if &lambda;<sub>q</sub>
 * &ge; 0") is the consistent one. Physically, &minus;J<sub>i</sub>&#7488;&mu;<sub>i</sub> is the impulse (in
 * N&middot;s for the particle scenes) that row i applies; for a contact it pushes the particle out along the
 * contact normal.
 */
public final class QpProblem {
    private final SymmetricBandMatrix k;
    private final double[] b;
    private final List<ConstraintRow> rows;

    private QpProblem(SymmetricBandMatrix k, double[] b, List<ConstraintRow> rows) {
        this.k = k;
        this.b = b;
        this.rows = rows;
    }

    /**
     * Creates a problem.
     *
     * @param k the Hessian K (symmetric; positive definiteness is checked when the solver factors it)
     * @param b the linear term, length n, finite
     * @param rows the constraint rows, each index &lt; n
     * @return the problem
     * @throws IllegalArgumentException if b has the wrong length or a non-finite entry, or a row indexes a
     *     variable &ge; n (the message names the row)
     */
    public static QpProblem of(SymmetricBandMatrix k, double[] b, List<ConstraintRow> rows) {
        Objects.requireNonNull(k, "k");
        int n = k.dimension();
        if (b.length != n) {
            throw new IllegalArgumentException("b.length = " + b.length + "; it must equal the dimension of K, " + n);
        }
        double[] bb = Require.allFinite("b", b.clone());
        List<ConstraintRow> rs = List.copyOf(rows);
        for (int r = 0; r < rs.size(); r++) {
            ConstraintRow row = rs.get(r);
            if (row.maxIndex() >= n) {
                throw new IllegalArgumentException("rows[" + r + "] '" + row.label() + "' uses variable "
                        + row.maxIndex() + "; variables are numbered [0, " + n + ")");
            }
        }
        return new QpProblem(k, bb, rs);
    }

    /**
     * The Hessian.
     *
     * @return K
     */
    public SymmetricBandMatrix k() {
        return k;
    }

    /**
     * The number of variables.
     *
     * @return n
     */
    public int dimension() {
        return k.dimension();
    }

    /**
     * The linear term.
     *
     * @return a copy of b
     */
    public double[] b() {
        return b.clone();
    }

    /**
     * Entry i of b.
     *
     * @param i in [0, n)
     * @return b[i]
     */
    public double b(int i) {
        return b[i];
    }

    /**
     * The rows, in the order given.
     *
     * @return an unmodifiable list
     */
    public List<ConstraintRow> rows() {
        return rows;
    }

    /**
     * The objective q(x) = &frac12; x&#7488;Kx &minus; b&#7488;x.
     *
     * @param x a vector of length n
     * @return q(x)
     * @throws IllegalArgumentException if the length is not n
     */
    public double objective(double[] x) {
        double[] kx = k.multiply(x);
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            s += 0.5 * x[i] * kx[i] - b[i] * x[i];
        }
        return s;
    }

    /**
     * The same problem with every inequality row's regularisation set to l (&sect;7.1).
     *
     * @param l the regularisation &ge; 0
     * @return a copy
     * @throws IllegalArgumentException if l is negative or not finite
     */
    public QpProblem withRegularisation(double l) {
        List<ConstraintRow> rs = rows.stream()
                .map(r -> r.kind() == ConstraintKind.INEQUALITY ? r.withRegularisation(l) : r).toList();
        return new QpProblem(k, b, rs);
    }
}
