package org.snapfit.core.linalg;

/**
 * Dot products and norms of the leading entries of flat {@code double[]} vectors. Allocation-free, stateless and
 * thread-safe; Approximate (plain left-to-right summation, so |fl(x&middot;y) &minus; x&middot;y| &le;
 * &gamma;<sub>n</sub> |x|&middot;|y| with &gamma;<sub>n</sub> = nu / (1 &minus; nu), Higham &sect;3.1).
 */
public final class Vectors {

    private Vectors() {
    }

    /**
     * The dot product of the first n entries.
     *
     * @param a the first vector (length &ge; n)
     * @param b the second vector (length &ge; n)
     * @param n the number of entries, &ge; 0
     * @return &Sigma;<sub>i&lt;n</sub> a<sub>i</sub> b<sub>i</sub> (0 for n = 0)
     */
    public static double dot(double[] a, double[] b, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    /**
     * The dot product of the full vectors.
     *
     * @param a the first vector
     * @param b the second vector, at least as long as a
     * @return &Sigma; a<sub>i</sub> b<sub>i</sub> over the entries of a
     */
    public static double dot(double[] a, double[] b) {
        return dot(a, b, a.length);
    }

    /**
     * The squared Euclidean norm of the first n entries.
     *
     * @param v the vector (length &ge; n)
     * @param n the number of entries, &ge; 0
     * @return &Sigma;<sub>i&lt;n</sub> v<sub>i</sub>&sup2;
     */
    public static double normSquared(double[] v, int n) {
        return dot(v, v, n);
    }

    /**
     * The Euclidean norm of the first n entries, computed as the square root of the sum of squares (no scaling:
     * callers whose entries may overflow when squared must scale first).
     *
     * @param v the vector (length &ge; n)
     * @param n the number of entries, &ge; 0
     * @return &radic;(&Sigma;<sub>i&lt;n</sub> v<sub>i</sub>&sup2;)
     */
    public static double norm(double[] v, int n) {
        return Math.sqrt(normSquared(v, n));
    }

    /**
     * The largest absolute value among the first n entries.
     *
     * @param v the vector (length &ge; n)
     * @param n the number of entries, &ge; 0
     * @return max<sub>i&lt;n</sub> |v<sub>i</sub>| (0 for n = 0; NaN if an entry is NaN)
     */
    public static double maxAbs(double[] v, int n) {
        double m = 0;
        for (int i = 0; i < n; i++) {
            double a = Math.abs(v[i]);
            if (Double.isNaN(a)) {
                return a;
            }
            m = Math.max(m, a);
        }
        return m;
    }
}
