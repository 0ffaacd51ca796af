package org.snapfit.core.section;

import org.snapfit.core.curve.BSplineBasis;

/**
 * Bézier nets of tensor-product B-spline functions: extraction of the patch of every knot-span box (knot insertion to
 * full multiplicity) and de Casteljau subdivision. Coefficient arrays are indexed [u][v]. Engine-internal.
 */
final class BezierNets {

    private BezierNets() {
    }

    /**
     * The Bézier coefficients of every knot-span box of a B-spline function with coefficients c: entry
     * [a·p + i][b·q + j] is coefficient (i, j) of the patch on span box (a, b).
     *
     * @param c the B-spline coefficients [count in u][count in v]
     * @param bu the u basis
     * @param bv the v basis
     * @return the nets, or null if a degree is 0 or an interior knot repeats more than the degree (an unclamped knot
     *     vector is first clamped to its domain)
     */
    static double[][] extract(double[][] c, BSplineBasis bu, BSplineBasis bv) {
        int p = bu.degree();
        int q = bv.degree();
        if (p < 1 || q < 1) {
            return null;
        }
        int su = bu.breakpoints().length - 1;
        int sv = bv.breakpoints().length - 1;
        double[][] r = rows(c, bu.knots(), p);
        r = r == null ? null : rows(transpose(r), bv.knots(), q);
        if (r == null || r.length != q * sv + 1 || r[0].length != p * su + 1) {
            return null;
        }
        return transpose(r);
    }

    /**
     * The Bézier coefficients of every knot span of a B-spline curve with coefficient rows c (one row a control
     * point, one column a coordinate): rows [a·p, a·p + p] are the piece on span a.
     *
     * @param c the B-spline coefficients [count][columns]
     * @param b the basis
     * @return the rows, or null if the degree is 0 or an interior knot repeats more than the degree (an unclamped
     *     knot vector is first clamped to its domain)
     */
    static double[][] extractCurve(double[][] c, BSplineBasis b) {
        int p = b.degree();
        if (p < 1) {
            return null;
        }
        double[][] r = rows(c, b.knots(), p);
        return r == null || r.length != p * (b.breakpoints().length - 1) + 1 ? null : r;
    }

    /**
     * The patch of one span box.
     *
     * @param nets the extracted nets
     * @param a the span index in u
     * @param b the span index in v
     * @param p the degree in u
     * @param q the degree in v
     * @return a copy of the (p + 1) × (q + 1) coefficients
     */
    static double[][] patch(double[][] nets, int a, int b, int p, int q) {
        double[][] patch = new double[p + 1][q + 1];
        for (int i = 0; i <= p; i++) {
            System.arraycopy(nets[a * p + i], b * q, patch[i], 0, q + 1);
        }
        return patch;
    }

    /**
     * De Casteljau at t along the first index: the coefficients of the pieces on [0, t] and [t, 1].
     *
     * @param b the coefficients
     * @param t the split parameter in [0, 1]
     * @return {left, right}
     */
    static double[][][] split(double[][] b, double t) {
        int n = b.length;
        int m = b[0].length;
        double[][] left = new double[n][m];
        double[][] right = new double[n][m];
        double[] w = new double[n];
        for (int j = 0; j < m; j++) {
            for (int i = 0; i < n; i++) {
                w[i] = b[i][j];
            }
            for (int r = 0; r < n; r++) {
                left[r][j] = w[0];
                right[n - 1 - r][j] = w[n - 1 - r];
                for (int i = 0; i < n - 1 - r; i++) {
                    w[i] = (1 - t) * w[i] + t * w[i + 1];
                }
            }
        }
        return new double[][][] {left, right};
    }

    /**
     * The coefficients of the piece on [s0, s1] ⊂ [0, 1] along the first index.
     *
     * @param b the coefficients
     * @param s0 the start
     * @param s1 the end, &gt; s0
     * @return the piece's coefficients
     */
    static double[][] piece(double[][] b, double s0, double s1) {
        double[][] left = s1 >= 1 ? b : split(b, s1)[0];
        return s0 <= 0 ? left : split(left, s0 / s1)[1];
    }

    static double[][] transpose(double[][] a) {
        double[][] t = new double[a[0].length][a.length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < a[0].length; j++) {
                t[j][i] = a[i][j];
            }
        }
        return t;
    }

    /**
     * Inserts every interior knot of a clamped knot vector up to multiplicity p (Boehm), along the first index; null
     * if an interior knot has a multiplicity above p.
     */
    private static double[][] rows(double[][] c, double[] knots, int p) {
        Object[] cl = clampStart(c, knots.clone(), p);
        cl = reversed((double[][]) cl[0], (double[]) cl[1]);
        cl = clampStart((double[][]) cl[0], (double[]) cl[1], p);
        cl = reversed((double[][]) cl[0], (double[]) cl[1]);
        double[] k = (double[]) cl[1];
        double[][] rows = (double[][]) cl[0];
        int n = rows.length;
        int i = p + 1;
        while (i < n) {
            double t = k[i];
            int mult = 0;
            while (i + mult < n && k[i + mult] == t) {
                mult++;
            }
            if (mult > p) {
                return null;
            }
            for (int r = mult; r < p; r++) {
                int last = i + r - 1;
                rows = insert(rows, k, p, t, last);
                k = withKnot(k, last + 1, t);
                n++;
            }
            i += p;
        }
        return rows;
    }

    /**
     * Clamps a knot vector at the start of its domain k[p]: inserts k[p] until it has multiplicity p and drops the
     * control points and knots before it (the curve on the domain is unchanged); {rows, knots}.
     */
    private static Object[] clampStart(double[][] c, double[] k, int p) {
        double t = k[p];
        int last = p;
        while (last + 1 < k.length && k[last + 1] == t) {
            last++;
        }
        int mult = 0;
        for (int i = last; i >= 0 && k[i] == t; i--) {
            mult++;
        }
        if (mult >= p + 1 && k[0] == t) {
            return new Object[] {c, k};
        }
        double[][] rows = c;
        for (int r = mult; r < p; r++) {
            rows = insert(rows, k, p, t, last);
            k = withKnot(k, last + 1, t);
            last++;
        }
        int first = last - p;
        double[] k2 = new double[k.length - first];
        k2[0] = t;
        System.arraycopy(k, first + 1, k2, 1, k.length - first - 1);
        return new Object[] {java.util.Arrays.copyOfRange(rows, first, rows.length), k2};
    }

    /** The same B-spline with its parameter reversed (t ↦ −t): rows and knots in reverse order; {rows, knots}. */
    private static Object[] reversed(double[][] c, double[] k) {
        double[][] r = new double[c.length][];
        for (int i = 0; i < c.length; i++) {
            r[i] = c[c.length - 1 - i];
        }
        double[] k2 = new double[k.length];
        for (int i = 0; i < k.length; i++) {
            k2[i] = -k[k.length - 1 - i];
        }
        return new Object[] {r, k2};
    }

    /** One knot insertion of t after knot index kk (knots[kk] ≤ t &lt; knots[kk + 1]), along the first index. */
    private static double[][] insert(double[][] c, double[] k, int p, double t, int kk) {
        int n = c.length;
        int m = c[0].length;
        double[][] q = new double[n + 1][];
        for (int i = 0; i <= n; i++) {
            if (i <= kk - p) {
                q[i] = c[i].clone();
            } else if (i > kk) {
                q[i] = c[i - 1].clone();
            } else {
                double a = (t - k[i]) / (k[i + p] - k[i]);
                q[i] = new double[m];
                for (int j = 0; j < m; j++) {
                    q[i][j] = (1 - a) * c[i - 1][j] + a * c[i][j];
                }
            }
        }
        return q;
    }

    private static double[] withKnot(double[] k, int at, double t) {
        double[] out = new double[k.length + 1];
        System.arraycopy(k, 0, out, 0, at);
        out[at] = t;
        System.arraycopy(k, at, out, at + 1, k.length - at);
        return out;
    }
}
