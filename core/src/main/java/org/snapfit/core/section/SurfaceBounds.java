package org.snapfit.core.section;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;

/**
 * Bounds of a B-spline surface's first and second derivatives over a parameter box, from the Bézier nets of the box
 * (the patches of the knot spans it meets, cut to it by de Casteljau) and their differences: a derivative of a
 * Bézier patch is a Bézier patch whose coefficients are the scaled differences, and by the convex-hull property its
 * values over the box lie in the hull of those coefficients. A rational surface S = X/w is bounded through its
 * homogeneous nets X = w·(S − o) and w (positive weights) by the quotient rule. Certified up to floating-point
 * rounding; engine-internal.
 */
final class SurfaceBounds implements DerivativeBounds {


    private static final int W_MIN = 0;
    private static final int W_MAX = 1;
    private static final int S = 2;
    private static final int NS_MIN = 3;
    private static final int NS_MAX = 4;
    private static final int NXU_MIN = 5;
    private static final int NXU_MAX = 6;
    private static final int NXV_MIN = 7;
    private static final int NXV_MAX = 8;
    private static final int XU = 9;
    private static final int XV = 10;
    private static final int WU = 11;
    private static final int WV = 12;
    private static final int XUU = 13;
    private static final int XVV = 14;
    private static final int XUV = 15;
    private static final int WUU = 16;
    private static final int WVV = 17;
    private static final int WUV = 18;
    private static final int NETS = 19;

    private final double[][][] nets;
    private final double[] bpu;
    private final double[] bpv;
    private final int p;
    private final int q;

    private SurfaceBounds(double[][][] nets, double[] bpu, double[] bpv, int p, int q) {
        this.nets = nets;
        this.bpu = bpu;
        this.bpv = bpv;
        this.p = p;
        this.q = q;
    }

    /**
     * The bounds of a surface, or null where they are not available (unclamped knots, a degree 0, a discontinuity).
     *
     * @param s the surface
     * @return the bounds, or null
     */
    static SurfaceBounds of(BSplineSurface s) {
        int nu = s.basisU().count();
        int nv = s.basisV().count();
        double[][][] nets = new double[4][][];
        for (int c = 0; c < 4; c++) {
            double[][] k = new double[nu][nv];
            for (int i = 0; i < nu; i++) {
                for (int j = 0; j < nv; j++) {
                    Vec3 pt = s.controlPoint(i, j);
                    double w = s.weight(i, j);
                    k[i][j] = c == 0 ? w * pt.x() : c == 1 ? w * pt.y() : c == 2 ? w * pt.z() : w;
                }
            }
            nets[c] = BezierNets.extract(k, s.basisU(), s.basisV());
            if (nets[c] == null) {
                return null;
            }
        }
        return new SurfaceBounds(nets, s.basisU().breakpoints(), s.basisV().breakpoints(), s.basisU().degree(),
                s.basisV().degree());
    }

    /** Start of the u domain. */
    @Override
    public double uMin() {
        return bpu[0];
    }

    /** End of the u domain. */
    @Override
    public double uMax() {
        return bpu[bpu.length - 1];
    }

    /** Start of the v domain. */
    @Override
    public double vMin() {
        return bpv[0];
    }

    /** End of the v domain. */
    @Override
    public double vMax() {
        return bpv[bpv.length - 1];
    }

    /**
     * The bounds over the box [u0, u1] × [v0, v1] inside the domain, with n̂·S_u and n̂·S_v for the given unit normal.
     *
     * @param u0 box start in u
     * @param u1 box end in u, &gt; u0
     * @param v0 box start in v
     * @param v1 box end in v, &gt; v0
     * @param n the unit normal
     * @return the bounds
     */
    @Override
    public Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
        double[] acc = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 0, 0, 0, 0, 0};
        for (int a = 0; a + 1 < bpu.length; a++) {
            double ua = Math.max(u0, bpu[a]);
            double ub = Math.min(u1, bpu[a + 1]);
            if (!(ua < ub)) {
                continue;
            }
            for (int b = 0; b + 1 < bpv.length; b++) {
                double va = Math.max(v0, bpv[b]);
                double vb = Math.min(v1, bpv[b + 1]);
                if (va < vb) {
                    cell(a, b, ua, ub, va, vb, n, acc);
                }
            }
        }
        return new Bounds(acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6], acc[7], acc[8]);
    }

    private void cell(int a, int b, double ua, double ub, double va, double vb, Vec3 n, double[] acc) {
        double wa = bpu[a + 1] - bpu[a];
        double wb = bpv[b + 1] - bpv[b];
        double[][][] x = new double[4][][];
        for (int c = 0; c < 4; c++) {
            double[][] pu = BezierNets.piece(BezierNets.patch(nets[c], a, b, p, q), (ua - bpu[a]) / wa,
                    (ub - bpu[a]) / wa);
            x[c] = BezierNets.transpose(BezierNets.piece(BezierNets.transpose(pu), (va - bpv[b]) / wb,
                    (vb - bpv[b]) / wb));
        }
        // X = w·(S − o) with o the corner point: small coefficients, so the weight terms below stay tight
        double[] o = {x[0][0][0] / x[3][0][0], x[1][0][0] / x[3][0][0], x[2][0][0] / x[3][0][0]};
        for (int c = 0; c < 3; c++) {
            for (int i = 0; i <= p; i++) {
                for (int j = 0; j <= q; j++) {
                    x[c][i][j] -= x[3][i][j] * o[c];
                }
            }
        }
        double[] nets2 = new double[NETS];
        nets2[W_MIN] = Double.POSITIVE_INFINITY;
        nets2[NS_MIN] = Double.POSITIVE_INFINITY;
        nets2[NS_MAX] = Double.NEGATIVE_INFINITY;
        nets2[NXU_MIN] = Double.POSITIVE_INFINITY;
        nets2[NXU_MAX] = Double.NEGATIVE_INFINITY;
        nets2[NXV_MIN] = Double.POSITIVE_INFINITY;
        nets2[NXV_MAX] = Double.NEGATIVE_INFINITY;
        double du = ub - ua;
        double dv = vb - va;
        double[] d = new double[4];
        for (int i = 0; i <= p; i++) {
            for (int j = 0; j <= q; j++) {
                double w = x[3][i][j];
                nets2[W_MIN] = Math.min(nets2[W_MIN], w);
                nets2[W_MAX] = Math.max(nets2[W_MAX], w);
                double[] sp = {x[0][i][j] / w, x[1][i][j] / w, x[2][i][j] / w};
                nets2[S] = Math.max(nets2[S], norm(sp));
                double ns = n.x() * sp[0] + n.y() * sp[1] + n.z() * sp[2];
                nets2[NS_MIN] = Math.min(nets2[NS_MIN], ns);
                nets2[NS_MAX] = Math.max(nets2[NS_MAX], ns);
                if (i < p) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = p * (x[c][i + 1][j] - x[c][i][j]) / du;
                    }
                    first(d, n, nets2, NXU_MIN, XU, WU);
                }
                if (j < q) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = q * (x[c][i][j + 1] - x[c][i][j]) / dv;
                    }
                    first(d, n, nets2, NXV_MIN, XV, WV);
                }
                if (i + 1 < p) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = p * (p - 1) * (x[c][i + 2][j] - 2 * x[c][i + 1][j] + x[c][i][j]) / (du * du);
                    }
                    second(d, nets2, XUU, WUU);
                }
                if (j + 1 < q) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = q * (q - 1) * (x[c][i][j + 2] - 2 * x[c][i][j + 1] + x[c][i][j]) / (dv * dv);
                    }
                    second(d, nets2, XVV, WVV);
                }
                if (i < p && j < q) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = p * q * (x[c][i + 1][j + 1] - x[c][i + 1][j] - x[c][i][j + 1] + x[c][i][j]) / (du * dv);
                    }
                    second(d, nets2, XUV, WUV);
                }
            }
        }
        combine(nets2, acc);
    }

    /**
     * The bounds of S = o + X/w from those of X, w and their derivatives (quotient rule):
     * S_u = (X_u − w_u(S − o))/w, S_uu = (X_uu − 2w_u S_u − w_uu(S − o))/w,
     * S_uv = (X_uv − w_u S_v − w_v S_u − w_uv(S − o))/w.
     */
    private static void combine(double[] k, double[] acc) {
        double wMin = k[W_MIN];
        double sb = k[S];
        double au = (k[XU] + k[WU] * sb) / wMin;
        double av = (k[XV] + k[WV] * sb) / wMin;
        double nsAbs = Math.max(Math.abs(k[NS_MIN]), Math.abs(k[NS_MAX]));
        double[] nu = divide(k[NXU_MIN] - k[WU] * nsAbs, k[NXU_MAX] + k[WU] * nsAbs, wMin, k[W_MAX]);
        double[] nv = divide(k[NXV_MIN] - k[WV] * nsAbs, k[NXV_MAX] + k[WV] * nsAbs, wMin, k[W_MAX]);
        acc[0] = Math.min(acc[0], nu[0]);
        acc[1] = Math.max(acc[1], nu[1]);
        acc[2] = Math.min(acc[2], nv[0]);
        acc[3] = Math.max(acc[3], nv[1]);
        acc[4] = Math.max(acc[4], au);
        acc[5] = Math.max(acc[5], av);
        double uu = (k[XUU] + 2 * k[WU] * au + k[WUU] * sb) / wMin;
        double vv = (k[XVV] + 2 * k[WV] * av + k[WVV] * sb) / wMin;
        double uv = (k[XUV] + k[WU] * av + k[WV] * au + k[WUV] * sb) / wMin;
        acc[6] = Math.max(acc[6], uu);
        acc[7] = Math.max(acc[7], uv);
        acc[8] = Math.max(acc[8], vv);
    }

    /** The interval [lo, hi] divided by a weight in [wMin, wMax], wMin &gt; 0. */
    private static double[] divide(double lo, double hi, double wMin, double wMax) {
        return new double[] {lo >= 0 ? lo / wMax : lo / wMin, hi <= 0 ? hi / wMax : hi / wMin};
    }

    private static void first(double[] d, Vec3 n, double[] k, int interval, int norm, int weight) {
        double s = n.x() * d[0] + n.y() * d[1] + n.z() * d[2];
        k[interval] = Math.min(k[interval], s);
        k[interval + 1] = Math.max(k[interval + 1], s);
        k[norm] = Math.max(k[norm], norm(d));
        k[weight] = Math.max(k[weight], Math.abs(d[3]));
    }

    private static void second(double[] d, double[] k, int norm, int weight) {
        k[norm] = Math.max(k[norm], norm(d));
        k[weight] = Math.max(k[weight], Math.abs(d[3]));
    }

    /** Length of the first three entries. */
    private static double norm(double[] d) {
        return Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    }
}
