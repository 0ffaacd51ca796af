package org.snapfit.qp.problem;

import java.util.Arrays;
import java.util.Objects;
import org.snapfit.core.check.Require;

/**
 * One sparse constraint row: J<sub>i</sub> x &le; c (inequality) or J<sub>i</sub> x = c (equality), with a label
 * that names it in reports (e.g. {@code "contact vertex 12 / triangle 40 of pulley"}) and a regularisation
 * L<sub>i</sub> &ge; 0 (&sect;7.1; only for inequalities). Immutable and thread-safe; approximate. {@code equals}
 * is exact over all fields.
 */
public final class ConstraintRow {
    private final String label;
    private final ConstraintKind kind;
    private final int[] indices;
    private final double[] values;
    private final double rhs;
    private final double regularisation;

    private ConstraintRow(String label, ConstraintKind kind, int[] indices, double[] values, double rhs,
            double regularisation) {
        this.label = label;
        this.kind = kind;
        this.indices = indices;
        this.values = values;
        this.rhs = rhs;
        this.regularisation = regularisation;
    }

    /**
     * Creates a row.
     *
     * @param label a non-blank name used in reports and error messages
     * @param kind inequality or equality
     * @param indices the variable indices of the nonzero coefficients, distinct and &ge; 0
     * @param values the coefficients, same length, finite, not all zero
     * @param rhs the right-hand side c, finite
     * @param regularisation L<sub>i</sub> &ge; 0 (must be 0 for an equality)
     * @return the row
     * @throws IllegalArgumentException if a rule above is broken (the message names the row label and field)
     */
    public static ConstraintRow of(String label, ConstraintKind kind, int[] indices, double[] values, double rhs,
            double regularisation) {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(kind, "kind");
        if (label.isBlank()) {
            throw new IllegalArgumentException("label is blank; every constraint row needs a name");
        }
        if (indices.length != values.length) {
            throw new IllegalArgumentException("row '" + label + "': indices.length = " + indices.length
                    + " but values.length = " + values.length + "; they must be equal");
        }
        int[] idx = indices.clone();
        double[] val = values.clone();
        boolean nonzero = false;
        for (int k = 0; k < idx.length; k++) {
            if (idx[k] < 0) {
                throw new IllegalArgumentException("row '" + label + "': indices[" + k + "] = " + idx[k]
                        + "; indices must be >= 0");
            }
            for (int q = 0; q < k; q++) {
                if (idx[q] == idx[k]) {
                    throw new IllegalArgumentException("row '" + label + "': indices[" + k + "] = " + idx[k]
                            + " repeats indices[" + q + "]; indices must be distinct");
                }
            }
            if (!Double.isFinite(val[k])) {
                // the field's name is built only for a failing entry: rows are made every step
                Require.finite("row '" + label + "' values[" + k + "]", val[k]);
            }
            nonzero |= val[k] != 0;
        }
        if (!nonzero) {
            throw new IllegalArgumentException("row '" + label + "' has no nonzero coefficient; a constraint row"
                    + " needs at least one");
        }
        if (!Double.isFinite(rhs) || !(regularisation >= 0) || Double.isInfinite(regularisation)) {
            Require.finite("row '" + label + "' rhs", rhs);
            Require.nonNegative("row '" + label + "' regularisation", regularisation);
        }
        if (kind == ConstraintKind.EQUALITY && regularisation != 0) {
            throw new IllegalArgumentException("row '" + label + "' regularisation = " + regularisation
                    + "; equality rows take no regularisation (it must be 0)");
        }
        return new ConstraintRow(label, kind, idx, val, rhs, regularisation);
    }

    /**
     * The label.
     *
     * @return the row's name
     */
    public String label() {
        return label;
    }

    /**
     * The kind.
     *
     * @return inequality or equality
     */
    public ConstraintKind kind() {
        return kind;
    }

    /**
     * Number of stored coefficients.
     *
     * @return the count
     */
    public int size() {
        return indices.length;
    }

    /**
     * The variable index of the k-th coefficient.
     *
     * @param k in [0, size)
     * @return the variable index
     */
    public int index(int k) {
        return indices[k];
    }

    /**
     * The k-th coefficient.
     *
     * @param k in [0, size)
     * @return the coefficient
     */
    public double value(int k) {
        return values[k];
    }

    /**
     * The right-hand side c.
     *
     * @return c
     */
    public double rhs() {
        return rhs;
    }

    /**
     * The regularisation L<sub>i</sub>.
     *
     * @return L &ge; 0
     */
    public double regularisation() {
        return regularisation;
    }

    /**
     * The row with another right-hand side (used when a constraint is re-linearised).
     *
     * @param newRhs the new c, finite
     * @return a copy
     * @throws IllegalArgumentException if newRhs is not finite
     */
    public ConstraintRow withRhs(double newRhs) {
        return of(label, kind, indices, values, newRhs, regularisation);
    }

    /**
     * The row with another regularisation.
     *
     * @param l the new L &ge; 0 (0 for an equality)
     * @return a copy
     * @throws IllegalArgumentException if l is negative or not finite, or nonzero on an equality
     */
    public ConstraintRow withRegularisation(double l) {
        return of(label, kind, indices, values, rhs, l);
    }

    /**
     * J<sub>i</sub> &middot; x.
     *
     * @param x a vector long enough for every index
     * @return the dot product
     */
    public double dot(double[] x) {
        double s = 0;
        for (int k = 0; k < indices.length; k++) {
            s += values[k] * x[indices[k]];
        }
        return s;
    }

    /**
     * The Euclidean norm of the coefficients.
     *
     * @return |J<sub>i</sub>|
     */
    public double norm() {
        double s = 0;
        for (double v : values) {
            s += v * v;
        }
        return Math.sqrt(s);
    }

    /**
     * The largest variable index.
     *
     * @return max index
     */
    public int maxIndex() {
        int m = -1;
        for (int i : indices) {
            m = Math.max(m, i);
        }
        return m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConstraintRow r && r.label.equals(label) && r.kind == kind
                && Arrays.equals(r.indices, indices) && Arrays.equals(r.values, values)
                && Double.compare(r.rhs, rhs) == 0 && Double.compare(r.regularisation, regularisation) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(label, kind, Arrays.hashCode(indices), Arrays.hashCode(values), rhs, regularisation);
    }

    @Override
    public String toString() {
        return "ConstraintRow[" + label + ", " + kind + ", c=" + rhs + "]";
    }
}
