package org.snapfit.core.section;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;

/**
 * Bounds of a polynomial B-spline surface's first and second derivatives over a parameter box, from the Bézier nets
 * of the box (the patches of the knot spans it meets, cut to it by de Casteljau) and their differences: a derivative
 * of a Bézier patch is a Bézier patch whose coefficients are the scaled differences, and by the convex-hull property
 * its values over the box lie in the hull of those coefficients. Certified up to floating-point rounding;
 * engine-internal.
 */
final class SurfaceBounds {

    /**
     * Derivative bounds over a box.
     *
     * @param suMin least n̂·S_u (mm per parameter unit)
     * @param suMax largest n̂·S_u
     * @param svMin least n̂·S_v
     * @param svMax largest n̂·S_v
     * @param su largest |S_u|
     * @param sv largest |S_v|
     * @param second largest of |S_uu|, |S_uv|, |S_vv| (mm per parameter unit squared)
     */
    record Bounds(double suMin, double suMax, double svMin, double svMax, double su, double sv, double second) {
    }

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
     * The bounds of a surface, or null where they are not available (a rational surface, unclamped knots).
     *
     * @param s the surface
     * @return the bounds, or null
     */
    static SurfaceBounds of(BSplineSurface s) {
        if (s.isRational()) {
            return null;
        }
        int nu = s.basisU().count();
        int nv = s.basisV().count();
        double[][][] nets = new double[3][][];
        for (int c = 0; c < 3; c++) {
            double[][] k = new double[nu][nv];
            for (int i = 0; i < nu; i++) {
                for (int j = 0; j < nv; j++) {
                    Vec3 pt = s.controlPoint(i, j);
                    k[i][j] = c == 0 ? pt.x() : c == 1 ? pt.y() : pt.z();
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
    double uMin() {
        return bpu[0];
    }

    /** End of the u domain. */
    double uMax() {
        return bpu[bpu.length - 1];
    }

    /** Start of the v domain. */
    double vMin() {
        return bpv[0];
    }

    /** End of the v domain. */
    double vMax() {
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
    Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
        double[] acc = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, 0, 0, 0};
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
        return new Bounds(acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6]);
    }

    private void cell(int a, int b, double ua, double ub, double va, double vb, Vec3 n, double[] acc) {
        double wa = bpu[a + 1] - bpu[a];
        double wb = bpv[b + 1] - bpv[b];
        double[][][] x = new double[3][][];
        for (int c = 0; c < 3; c++) {
            double[][] pu = BezierNets.piece(BezierNets.patch(nets[c], a, b, p, q), (ua - bpu[a]) / wa,
                    (ub - bpu[a]) / wa);
            x[c] = BezierNets.transpose(BezierNets.piece(BezierNets.transpose(pu), (va - bpv[b]) / wb,
                    (vb - bpv[b]) / wb));
        }
        double du = ub - ua;
        double dv = vb - va;
        double[] d = new double[3];
        for (int i = 0; i <= p; i++) {
            for (int j = 0; j <= q; j++) {
                if (i < p) {
                    for (int c = 0; c < 3; c++) {
                        d[c] = p * (x[c][i + 1][j] - x[c][i][j]) / du;
                    }
                    first(d, n, acc, 0, 4);
                }
                if (j < q) {
                    for (int c = 0; c < 3; c++) {
                        d[c] = q * (x[c][i][j + 1] - x[c][i][j]) / dv;
                    }
                    first(d, n, acc, 2, 5);
                }
                if (i + 1 < p) {
                    for (int c = 0; c < 3; c++) {
                        d[c] = p * (p - 1) * (x[c][i + 2][j] - 2 * x[c][i + 1][j] + x[c][i][j]) / (du * du);
                    }
                    acc[6] = Math.max(acc[6], norm(d));
                }
                if (j + 1 < q) {
                    for (int c = 0; c < 3; c++) {
                        d[c] = q * (q - 1) * (x[c][i][j + 2] - 2 * x[c][i][j + 1] + x[c][i][j]) / (dv * dv);
                    }
                    acc[6] = Math.max(acc[6], norm(d));
                }
                if (i < p && j < q) {
                    for (int c = 0; c < 3; c++) {
                        d[c] = p * q * (x[c][i + 1][j + 1] - x[c][i + 1][j] - x[c][i][j + 1] + x[c][i][j]) / (du * dv);
                    }
                    acc[6] = Math.max(acc[6], norm(d));
                }
            }
        }
    }

    private static void first(double[] d, Vec3 n, double[] acc, int k, int normIndex) {
        double s = n.x() * d[0] + n.y() * d[1] + n.z() * d[2];
        acc[k] = Math.min(acc[k], s);
        acc[k + 1] = Math.max(acc[k + 1], s);
        acc[normIndex] = Math.max(acc[normIndex], norm(d));
    }

    private static double norm(double[] d) {
        return Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    }
}
