package org.snapfit.qp.problem;

import java.util.Arrays;
import org.snapfit.core.check.Require;

/**
 * A symmetric n &times; n matrix with half-bandwidth p: entry (i, j) is zero when |i &minus; j| &gt; p. A dense
 * matrix is the case p = n &minus; 1. Immutable and thread-safe; approximate (double). Stored as the lower band,
 * row by row (n(p + 1) doubles).
 */
public final class SymmetricBandMatrix {
    private final int n;
    private final int p;
    private final double[] band;

    SymmetricBandMatrix(int n, int p, double[] band) {
        this.n = n;
        this.p = p;
        this.band = band;
    }

    /**
     * Starts a builder for an all-zero matrix.
     *
     * @param n the dimension, &ge; 1
     * @param halfBandwidth the half-bandwidth p, in [0, n &minus; 1]
     * @return the builder
     * @throws IllegalArgumentException if n &lt; 1 or p is outside [0, n &minus; 1]
     */
    public static Builder builder(int n, int halfBandwidth) {
        if (n < 1) {
            throw new IllegalArgumentException("n = " + n + "; a matrix needs dimension >= 1");
        }
        if (halfBandwidth < 0 || halfBandwidth > n - 1) {
            throw new IllegalArgumentException("halfBandwidth = " + halfBandwidth + " is outside [0, " + (n - 1)
                    + "] for n = " + n);
        }
        return new Builder(n, halfBandwidth);
    }

    /**
     * The dimension.
     *
     * @return n
     */
    public int dimension() {
        return n;
    }

    /**
     * The half-bandwidth.
     *
     * @return p
     */
    public int halfBandwidth() {
        return p;
    }

    /**
     * Entry (i, j), zero outside the band.
     *
     * @param i the row, in [0, n)
     * @param j the column, in [0, n)
     * @return the entry
     * @throws IllegalArgumentException if an index is out of range
     */
    public double get(int i, int j) {
        check(i, j, n);
        int r = Math.max(i, j);
        int c = Math.min(i, j);
        return r - c > p ? 0 : band[r * (p + 1) + (r - c)];
    }

    /**
     * The product K x.
     *
     * @param x a vector of length n
     * @return a new vector K x
     * @throws IllegalArgumentException if the length is not n
     */
    public double[] multiply(double[] x) {
        if (x.length != n) {
            throw new IllegalArgumentException("x.length = " + x.length + "; it must equal the dimension " + n);
        }
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            int row = i * (p + 1);
            double s = band[row] * x[i];
            for (int k = 1; k <= p && k <= i; k++) {
                double a = band[row + k];
                s += a * x[i - k];
                y[i - k] += a * x[i];
            }
            y[i] += s;
        }
        return y;
    }

    /**
     * A copy of the lower band, row by row: entry (i, i &minus; k) at index i(p + 1) + k, for internal factorisers.
     *
     * @return a fresh copy of the band storage
     */
    public double[] lowerBand() {
        return band.clone();
    }

    private static void check(int i, int j, int n) {
        Require.index("i", i, n);
        Require.index("j", j, n);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SymmetricBandMatrix m && m.n == n && m.p == p && Arrays.equals(m.band, band);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * n + p) + Arrays.hashCode(band);
    }

    @Override
    public String toString() {
        return "SymmetricBandMatrix[n=" + n + ", p=" + p + "]";
    }

    /** Accumulates entries of a {@link SymmetricBandMatrix}. Mutable, not thread-safe; build once. */
    public static final class Builder {
        private final int n;
        private final int p;
        private double[] band;

        private Builder(int n, int p) {
            this.n = n;
            this.p = p;
            this.band = new double[n * (p + 1)];
        }

        /**
         * Adds v to entry (i, j) and, by symmetry, to (j, i) (once, when i = j).
         *
         * @param i the row
         * @param j the column, with |i &minus; j| &le; p
         * @param v the value to add, finite
         * @return this builder
         * @throws IllegalArgumentException if an index is out of range, outside the band, or v is not finite
         */
        public Builder add(int i, int j, double v) {
            check(i, j, n);
            int r = Math.max(i, j);
            int c = Math.min(i, j);
            if (r - c > p) {
                throw new IllegalArgumentException("entry (" + i + ", " + j + ") is outside the half-bandwidth " + p);
            }
            if (!Double.isFinite(v)) {
                Require.finite("K(" + i + ", " + j + ")", v);
            }
            band[r * (p + 1) + (r - c)] += v;
            return this;
        }

        /**
         * Adds the 3 &times; 3 pattern of a two-point element between points i and j (variables 3i..3i+2 and
         * 3j..3j+2): +B to the blocks (i, i) and (j, j), &minus;B to (i, j) and (j, i). One call instead of 27
         * {@link #add} calls; the same checks (the finite check happens in {@link #build}).
         *
         * @param i the first point, 3i + 2 &lt; n
         * @param j the second point, 3j + 2 &lt; n, i &ne; j
         * @param block the symmetric block B, row-major (9 values; only the lower triangle of B is read for the
         *     diagonal blocks, the whole of it for the coupling blocks)
         * @return this builder
         * @throws IllegalArgumentException if a point is out of range, i = j, or the coupling block leaves the band
         */
        public Builder addSpringBlock(int i, int j, double[] block) {
            if (i == j) {
                throw new IllegalArgumentException("addSpringBlock: i = j = " + i + "; the two points must differ");
            }
            check(3 * i + 2, 3 * j + 2, n);
            check(3 * i, 3 * j, n);
            int r0 = 3 * Math.max(i, j);
            int c0 = 3 * Math.min(i, j);
            if (r0 + 2 - c0 > p) {
                throw new IllegalArgumentException("entry (" + (r0 + 2) + ", " + c0 + ") is outside the half-bandwidth "
                        + p);
            }
            int w = p + 1;
            boolean iLow = i < j;
            for (int a = 0; a < 3; a++) {
                for (int c = 0; c <= a; c++) {
                    double v = block[3 * a + c];
                    band[(3 * i + a) * w + (a - c)] += v;
                    band[(3 * j + a) * w + (a - c)] += v;
                }
                for (int c = 0; c < 3; c++) {
                    // coupling entry (3i + a, 3j + c) = -B[a][c], stored at its lower position
                    int r = iLow ? 3 * j + c : 3 * i + a;
                    int col = iLow ? 3 * i + a : 3 * j + c;
                    band[r * w + (r - col)] -= block[3 * a + c];
                }
            }
            return this;
        }

        /**
         * The matrix; the builder must not be used afterwards.
         *
         * @return the immutable matrix
         * @throws IllegalStateException if called twice
         */
        public SymmetricBandMatrix build() {
            if (band == null) {
                throw new IllegalStateException("build() was already called on this builder");
            }
            double[] b = band;
            band = null;
            for (int k = 0; k < b.length; k++) {
                if (!Double.isFinite(b[k])) {
                    Require.finite("K(" + k / (p + 1) + ", " + (k / (p + 1) - k % (p + 1)) + ")", b[k]);
                }
            }
            return new SymmetricBandMatrix(n, p, b);
        }
    }
}
