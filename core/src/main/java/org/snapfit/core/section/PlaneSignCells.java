package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.surface.BSplineSurface;

/**
 * Where on a B-spline surface the cutting plane may pass: the signed distance h(u, v) = n̂·(S(u, v) − o) has the
 * sign of the polynomial tensor-product B-spline H = Σ N_i(u) M_j(v) w_ij n̂·(P_ij − o) (H = h·W with the positive
 * denominator W = Σ N_i M_j w_ij, so rational surfaces too). H is split into Bézier patches (knot insertion to full
 * multiplicity) and each patch is halved by de Casteljau, alternately in u and v; by the convex-hull property a cell
 * whose Bézier coefficients all have one sign (beyond {@link #SIGN_SLACK} of the largest) holds no point of the
 * plane and is dropped. The cells left after {@link #LEVELS} halvings per direction and span are the only places
 * where the section can lie: every point of plane ∩ surface, and so every closed section curve however small, is in
 * one of them. Certified up to the floating-point rounding of the coefficients, which the slack covers; engine-internal.
 */
final class PlaneSignCells {

    /** Halvings per direction of each Bézier patch (dimensionless): cells of 1/256 of a knot span. */
    static final int LEVELS = 8;

    /** Largest number of undecided cells kept (dimensionless); beyond it the search is reported incomplete. */
    static final int MAX_CELLS = 20_000;

    /**
     * A coefficient within this fraction of the largest coefficient magnitude (plus the body's size) counts as zero
     * (dimensionless): the rounding of w·n̂·(P − o) and of the subdivision stays far below it.
     */
    static final double SIGN_SLACK = 1e-12;

    /**
     * The undecided cells.
     *
     * @param centres each cell's centre (u, v)
     * @param complete false if {@link #MAX_CELLS} was reached (cells beyond it were not examined)
     */
    record Result(List<double[]> centres, boolean complete) {
    }

    private final List<double[]> centres = new ArrayList<>();
    private final double slack;
    private boolean complete = true;

    private PlaneSignCells(double slack) {
        this.slack = slack;
    }

    /**
     * The cells of a surface where the plane may pass, or null if the surface's knot vectors are not clamped (the
     * caller then searches otherwise).
     *
     * @param s the surface
     * @param f the plane
     * @param size the body's size (mm), for the slack
     * @return the cells, or null
     */
    static Result of(BSplineSurface s, CutFrame f, double size) {
        BSplineBasis bu = s.basisU();
        BSplineBasis bv = s.basisV();
        int p = bu.degree();
        int q = bv.degree();
        if (p < 1 || q < 1 || !clamped(bu) || !clamped(bv)) {
            return null;
        }
        int nu = bu.count();
        int nv = bv.count();
        double[][] c = new double[nu][nv];
        double big = size;
        for (int i = 0; i < nu; i++) {
            for (int j = 0; j < nv; j++) {
                c[i][j] = s.weight(i, j) * f.distance(s.controlPoint(i, j));
                big = Math.max(big, Math.abs(c[i][j]));
            }
        }
        double[] ku = bu.knots();
        double[] kv = bv.knots();
        double[] bpu = bu.breakpoints();
        double[] bpv = bv.breakpoints();
        c = bezierRows(c, ku, p);
        c = c == null ? null : bezierRows(transpose(c), kv, q);
        if (c == null || c.length != q * (bpv.length - 1) + 1 || c[0].length != p * (bpu.length - 1) + 1) {
            return null;
        }
        c = transpose(c);
        PlaneSignCells cells = new PlaneSignCells(SIGN_SLACK * big);
        for (int a = 0; a + 1 < bpu.length; a++) {
            for (int b = 0; b + 1 < bpv.length; b++) {
                double[][] patch = new double[p + 1][q + 1];
                for (int i = 0; i <= p; i++) {
                    System.arraycopy(c[a * p + i], b * q, patch[i], 0, q + 1);
                }
                cells.split(patch, bpu[a], bpu[a + 1], bpv[b], bpv[b + 1], 0);
            }
        }
        return new Result(List.copyOf(cells.centres), cells.complete);
    }

    private static boolean clamped(BSplineBasis b) {
        double[] k = b.knots();
        int p = b.degree();
        int n = b.count();
        for (int i = 1; i <= p; i++) {
            if (k[i] != k[0] || k[n + p - i] != k[n + p]) {
                return false;
            }
        }
        return true;
    }

    private void split(double[][] b, double u0, double u1, double v0, double v1, int depth) {
        if (!complete) {
            return;
        }
        boolean pos = true;
        boolean neg = true;
        for (double[] row : b) {
            for (double x : row) {
                pos &= x > slack;
                neg &= x < -slack;
            }
        }
        if (pos || neg) {
            return;
        }
        if (depth >= 2 * LEVELS) {
            if (centres.size() >= MAX_CELLS) {
                complete = false;
                return;
            }
            centres.add(new double[] {(u0 + u1) / 2, (v0 + v1) / 2});
            return;
        }
        if (depth % 2 == 0) {
            double[][][] h = halves(b);
            double um = (u0 + u1) / 2;
            split(h[0], u0, um, v0, v1, depth + 1);
            split(h[1], um, u1, v0, v1, depth + 1);
        } else {
            double[][][] h = halves(transpose(b));
            double vm = (v0 + v1) / 2;
            split(transpose(h[0]), u0, u1, v0, vm, depth + 1);
            split(transpose(h[1]), u0, u1, vm, v1, depth + 1);
        }
    }

    /** De Casteljau at 1/2 along the first index: the two halves. */
    private static double[][][] halves(double[][] b) {
        int n = b.length;
        int m = b[0].length;
        double[][] left = new double[n][m];
        double[][] right = new double[n][m];
        double[] t = new double[n];
        for (int j = 0; j < m; j++) {
            for (int i = 0; i < n; i++) {
                t[i] = b[i][j];
            }
            for (int r = 0; r < n; r++) {
                left[r][j] = t[0];
                right[n - 1 - r][j] = t[n - 1 - r];
                for (int i = 0; i < n - 1 - r; i++) {
                    t[i] = (t[i] + t[i + 1]) / 2;
                }
            }
        }
        return new double[][][] {left, right};
    }

    private static double[][] transpose(double[][] a) {
        double[][] t = new double[a[0].length][a.length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < a[0].length; j++) {
                t[j][i] = a[i][j];
            }
        }
        return t;
    }

    /**
     * Inserts every interior knot of a clamped knot vector up to multiplicity p (Boehm), along the first index: row
     * s·p + i of the result is the i-th Bézier coefficient of span s; null if an interior knot has a multiplicity
     * above p (a discontinuous surface).
     */
    private static double[][] bezierRows(double[][] c, double[] knots, int p) {
        double[] k = knots.clone();
        double[][] rows = c;
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
                int last = i + mult - 1 + (r - mult);
                rows = insert(rows, k, p, t, last);
                k = withKnot(k, last + 1, t);
                n++;
            }
            i += Math.max(mult, p);
        }
        return rows;
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
