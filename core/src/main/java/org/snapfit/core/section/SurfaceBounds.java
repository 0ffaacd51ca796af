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
    private static final int NXUU = 19;
    private static final int NXVV = 20;
    private static final int NXUV = 21;
    private static final int NETS = 22;
    /** The multi-indices (order in u, order in v) of {@link #jets}, by increasing order. */
    private static final int[][] JETS = {{1, 0}, {0, 1}, {2, 0}, {1, 1}, {0, 2}, {3, 0}, {2, 1}, {1, 2}, {0, 3}};

    private final double[][][] nets;
    private final double[] bpu;
    private final double[] bpv;
    private final int p;
    private final int q;

    /** The surface when it is rational (its bounds are then tightened by the centred form), else null. */
    private final BSplineSurface rational;

    private SurfaceBounds(double[][][] nets, double[] bpu, double[] bpv, int p, int q, BSplineSurface rational) {
        this.rational = rational;
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
                s.basisV().degree(), s.isRational() ? s : null);
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
            Double.NEGATIVE_INFINITY, 0, 0, 0, 0, 0, 0, 0, 0};
        cells(u0, u1, v0, v1, (a, b, ua, ub, va, vb) -> cell(a, b, ua, ub, va, vb, n, acc));
        Bounds hull = new Bounds(acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6], acc[7], acc[8], acc[9],
                acc[10], acc[11]);
        return rational == null ? hull : centred(hull, u0, u1, v0, v1, n);
    }

    /**
     * A rational surface's bounds tightened by the centred form: the quotient rule above adds the weight's
     * derivatives times the other bounds, so its second-derivative bounds over a small box stay a fixed factor above
     * the true values; the exact derivatives at the box's centre c plus the next order's bound times the half box
     * (|S_uu| ≤ |S_uu(c)| + |S_uuu|Δu/2 + |S_uuv|Δv/2 from {@link #jets}, then n̂·S_u ∈ n̂·S_u(c) ± (M_uu Δu/2 +
     * M_uv Δv/2) and the like, and |n̂·S_uu| ≤ |n̂·S_uu(c)| + … for the normal components) converge to the true
     * values as the box shrinks. The tighter of the two is kept.
     */
    private Bounds centred(Bounds hull, double u0, double u1, double v0, double v1, Vec3 n) {
        double[] j = jets(u0, u1, v0, v1);
        double hu = (u1 - u0) / 2;
        double hv = (v1 - v0) / 2;
        double[] o = new double[18];
        rational.evaluate(u0 + hu, v0 + hv, o);
        double up = 1 + CurveBounds.ROUNDING;
        double suu = Math.min(hull.suu(), (mag(o, 9) + j[5] * hu + j[6] * hv) * up);
        double suv = Math.min(hull.suv(), (mag(o, 12) + j[6] * hu + j[7] * hv) * up);
        double svv = Math.min(hull.svv(), (mag(o, 15) + j[7] * hu + j[8] * hv) * up);
        double reachU = (suu * hu + suv * hv) * up;
        double reachV = (suv * hu + svv * hv) * up;
        double su = Math.min(hull.su(), mag(o, 3) * up + reachU);
        double sv = Math.min(hull.sv(), mag(o, 6) * up + reachV);
        double nu = n.x() * o[3] + n.y() * o[4] + n.z() * o[5];
        double nv = n.x() * o[6] + n.y() * o[7] + n.z() * o[8];
        double eu = reachU + CurveBounds.ROUNDING * su;
        double ev = reachV + CurveBounds.ROUNDING * sv;
        double nuu = Math.min(Math.min(hull.nuu(), suu), (Math.abs(dot(n, o, 9)) + j[5] * hu + j[6] * hv) * up);
        double nuv = Math.min(Math.min(hull.nuv(), suv), (Math.abs(dot(n, o, 12)) + j[6] * hu + j[7] * hv) * up);
        double nvv = Math.min(Math.min(hull.nvv(), svv), (Math.abs(dot(n, o, 15)) + j[7] * hu + j[8] * hv) * up);
        return new Bounds(Math.max(hull.suMin(), nu - eu), Math.min(hull.suMax(), nu + eu), Math.max(hull.svMin(), nv - ev),
                Math.min(hull.svMax(), nv + ev), su, sv, suu, suv, svv, nuu, nuv, nvv);
    }

    private static double dot(Vec3 n, double[] o, int at) {
        return n.x() * o[at] + n.y() * o[at + 1] + n.z() * o[at + 2];
    }

    private static double mag(double[] o, int at) {
        return Math.sqrt(o[at] * o[at] + o[at + 1] * o[at + 1] + o[at + 2] * o[at + 2]);
    }

    private void cell(int a, int b, double ua, double ub, double va, double vb, Vec3 n, double[] acc) {
        // X = w·(S − o) with o the corner point: small coefficients, so the weight terms below stay tight
        double[][][] x = subPatch(a, b, ua, ub, va, vb);
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
                    second(d, n, nets2, XUU, WUU, NXUU);
                }
                if (j + 1 < q) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = q * (q - 1) * (x[c][i][j + 2] - 2 * x[c][i][j + 1] + x[c][i][j]) / (dv * dv);
                    }
                    second(d, n, nets2, XVV, WVV, NXVV);
                }
                if (i < p && j < q) {
                    for (int c = 0; c < 4; c++) {
                        d[c] = p * q * (x[c][i + 1][j + 1] - x[c][i + 1][j] - x[c][i][j + 1] + x[c][i][j]) / (du * dv);
                    }
                    second(d, n, nets2, XUV, WUV, NXUV);
                }
            }
        }
        combine(nets2, acc);
    }

    /** One Bézier cell of the box: knot spans (a, b) cut to [ua, ub] × [va, vb]. */
    private interface CellVisitor {
        void visit(int a, int b, double ua, double ub, double va, double vb);
    }

    /** Visits every knot-span cell the box [u0, u1] × [v0, v1] meets, cut to the box. */
    private void cells(double u0, double u1, double v0, double v1, CellVisitor visitor) {
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
                    visitor.visit(a, b, ua, ub, va, vb);
                }
            }
        }
    }

    /**
     * The largest magnitudes of the surface's partial derivatives up to the third over the box [u0, u1] × [v0, v1]
     * inside the domain, in the order |S_u|, |S_v|, |S_uu|, |S_uv|, |S_vv|, |S_uuu|, |S_uuv|, |S_uvv|, |S_vvv|: the
     * differences of each Bézier net (convex hull) bound the homogeneous derivatives X^(α) and w^(α), and Leibniz's
     * rule X^(α) = Σ C(α, β) w^(β) (S − o)^(α−β) gives |S^(α)| ≤ (|X^(α)| + Σ_{β≠0} C(α, β)|w^(β)||S^(α−β)|)/w_min
     * order by order.
     *
     * @param u0 box start in u
     * @param u1 box end in u, &gt; u0
     * @param v0 box start in v
     * @param v1 box end in v, &gt; v0
     * @return the nine magnitudes (mm per parameter unit to the derivative's order)
     */
    double[] jets(double u0, double u1, double v0, double v1) {
        double[] acc = new double[JETS.length];
        cells(u0, u1, v0, v1, (a, b, ua, ub, va, vb) -> {
            double[] c = jetCell(a, b, ua, ub, va, vb);
            for (int k = 0; k < acc.length; k++) {
                acc[k] = Math.max(acc[k], c[k]);
            }
        });
        return acc;
    }

    private double[] jetCell(int a, int b, double ua, double ub, double va, double vb) {
        double[][][] x = subPatch(a, b, ua, ub, va, vb);
        double du = ub - ua;
        double dv = vb - va;
        double wMin = Double.POSITIVE_INFINITY;
        double sb = 0;
        for (int i = 0; i <= p; i++) {
            for (int j = 0; j <= q; j++) {
                double w = x[3][i][j];
                wMin = Math.min(wMin, w);
                sb = Math.max(sb, Math.sqrt(sq(x[0][i][j]) + sq(x[1][i][j]) + sq(x[2][i][j])) / w);
            }
        }
        // |X^(α)| and |w^(α)| for every α with αu, αv <= 3
        double[][] xb = new double[4][4];
        double[][] wb = new double[4][4];
        for (int[] al : JETS) {
            double[] m = differenceBound(x, al[0], al[1], du, dv);
            xb[al[0]][al[1]] = m[0];
            wb[al[0]][al[1]] = m[1];
        }
        double[][] sd = new double[4][4];
        sd[0][0] = sb;
        double[] out = new double[JETS.length];
        for (int k = 0; k < JETS.length; k++) {
            int au = JETS[k][0];
            int av = JETS[k][1];
            double sum = xb[au][av];
            for (int bu = 0; bu <= au; bu++) {
                for (int bv = 0; bv <= av; bv++) {
                    if (bu + bv > 0) {
                        sum += binomial(au, bu) * binomial(av, bv) * wb[bu][bv] * sd[au - bu][av - bv];
                    }
                }
            }
            sd[au][av] = sum / wMin * (1 + CurveBounds.ROUNDING);
            out[k] = sd[au][av];
        }
        return out;
    }

    /** max |Δ^α X| and max |Δ^α w| of the net, scaled to derivatives (0 beyond the degree). */
    private double[] differenceBound(double[][][] x, int au, int av, double du, double dv) {
        if (au > p || av > q) {
            return new double[] {0, 0};
        }
        double scale = falling(p, au) * falling(q, av) / (Math.pow(du, au) * Math.pow(dv, av));
        double xm = 0;
        double wm = 0;
        double[] d = new double[4];
        for (int i = 0; i + au <= p; i++) {
            for (int j = 0; j + av <= q; j++) {
                for (int c = 0; c < 4; c++) {
                    double sum = 0;
                    for (int r = 0; r <= au; r++) {
                        for (int t = 0; t <= av; t++) {
                            double sign = (au - r + av - t) % 2 == 0 ? 1 : -1;
                            sum += sign * binomial(au, r) * binomial(av, t) * x[c][i + r][j + t];
                        }
                    }
                    d[c] = sum * scale;
                }
                xm = Math.max(xm, norm(d));
                wm = Math.max(wm, Math.abs(d[3]));
            }
        }
        return new double[] {xm, wm};
    }

    private static double falling(int n, int k) {
        double r = 1;
        for (int i = 0; i < k; i++) {
            r *= n - i;
        }
        return r;
    }

    private static double binomial(int n, int k) {
        return falling(n, k) / falling(k, k);
    }

    private static double sq(double x) {
        return x * x;
    }

    /** The homogeneous net of a Bézier cell cut to the box, with X = w·(S − o) for o the cell's corner point. */
    private double[][][] subPatch(int a, int b, double ua, double ub, double va, double vb) {
        double wa = bpu[a + 1] - bpu[a];
        double wb = bpv[b + 1] - bpv[b];
        double[][][] x = new double[4][][];
        for (int c = 0; c < 4; c++) {
            double[][] pu = BezierNets.piece(BezierNets.patch(nets[c], a, b, p, q), (ua - bpu[a]) / wa,
                    (ub - bpu[a]) / wa);
            x[c] = BezierNets.transpose(BezierNets.piece(BezierNets.transpose(pu), (va - bpv[b]) / wb,
                    (vb - bpv[b]) / wb));
        }
        double[] o = {x[0][0][0] / x[3][0][0], x[1][0][0] / x[3][0][0], x[2][0][0] / x[3][0][0]};
        for (int c = 0; c < 3; c++) {
            for (int i = 0; i <= p; i++) {
                for (int j = 0; j <= q; j++) {
                    x[c][i][j] -= x[3][i][j] * o[c];
                }
            }
        }
        return x;
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
        // the normal components: n̂·S_uu = (n̂·X_uu − 2w_u n̂·S_u − w_uu n̂·(S − o))/w and the like
        double nuAbs = Math.max(Math.abs(nu[0]), Math.abs(nu[1]));
        double nvAbs = Math.max(Math.abs(nv[0]), Math.abs(nv[1]));
        double nuu = (k[NXUU] + 2 * k[WU] * nuAbs + k[WUU] * nsAbs) / wMin;
        double nvv = (k[NXVV] + 2 * k[WV] * nvAbs + k[WVV] * nsAbs) / wMin;
        double nuv = (k[NXUV] + k[WU] * nvAbs + k[WV] * nuAbs + k[WUV] * nsAbs) / wMin;
        acc[9] = Math.max(acc[9], Math.min(uu, nuu));
        acc[10] = Math.max(acc[10], Math.min(uv, nuv));
        acc[11] = Math.max(acc[11], Math.min(vv, nvv));
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

    private static void second(double[] d, Vec3 n, double[] k, int norm, int weight, int normal) {
        k[norm] = Math.max(k[norm], norm(d));
        k[weight] = Math.max(k[weight], Math.abs(d[3]));
        k[normal] = Math.max(k[normal], Math.abs(n.x() * d[0] + n.y() * d[1] + n.z() * d[2]));
    }

    /** Length of the first three entries. */
    private static double norm(double[] d) {
        return Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    }
}
