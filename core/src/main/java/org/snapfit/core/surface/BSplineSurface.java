package org.snapfit.core.surface;

import java.util.List;
import org.snapfit.core.check.Require;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.geom.Vec3;

/**
 * A tensor-product B-spline or rational B-spline (NURBS) surface of any degrees with clamped or unclamped knots,
 * evaluated with derivatives up to order two by the Cox–de Boor recurrence and, for rational surfaces, the quotient
 * rule (Piegl &amp; Tiller A3.6, A4.4). Immutable and thread-safe; approximate.
 */
public final class BSplineSurface implements ParametricSurface {
    private final BSplineBasis bu;
    private final BSplineBasis bv;
    private final double[] cp;
    private final double[] w;
    private final int nv;

    private BSplineSurface(BSplineBasis bu, BSplineBasis bv, double[] cp, double[] w) {
        this.bu = bu;
        this.bv = bv;
        this.cp = cp;
        this.w = w;
        this.nv = bv.count();
    }

    /**
     * Creates a surface.
     *
     * @param degreeU degree in u, &gt;= 1
     * @param degreeV degree in v, &gt;= 1
     * @param knotsU full knot vector in u
     * @param knotsV full knot vector in v
     * @param controlPoints the net, controlPoints.get(i).get(j) for u-index i and v-index j (mm); rows of equal length
     * @param weights weights[i][j] &gt; 0, or null for a non-rational surface
     * @return the surface
     * @throws IllegalArgumentException if a basis is invalid, the net is ragged, or a weight is missing or not
     *     positive (the message names the index)
     */
    public static BSplineSurface of(int degreeU, int degreeV, double[] knotsU, double[] knotsV,
            List<List<Vec3>> controlPoints, double[][] weights) {
        int nu = controlPoints.size();
        int nv = nu == 0 ? 0 : controlPoints.get(0).size();
        BSplineBasis bu = BSplineBasis.of(degreeU, knotsU, nu);
        BSplineBasis bv = BSplineBasis.of(degreeV, knotsV, nv);
        double[] cp = new double[nu * nv * 3];
        double[] w = weights == null ? null : new double[nu * nv];
        if (weights != null && weights.length != nu) {
            throw new IllegalArgumentException("weights has " + weights.length + " rows; need " + nu);
        }
        for (int i = 0; i < nu; i++) {
            List<Vec3> row = controlPoints.get(i);
            if (row.size() != nv) {
                throw new IllegalArgumentException("controlPoints[" + i + "] has " + row.size() + " points; every row needs "
                        + nv);
            }
            for (int j = 0; j < nv; j++) {
                int k = i * nv + j;
                cp[3 * k] = row.get(j).x();
                cp[3 * k + 1] = row.get(j).y();
                cp[3 * k + 2] = row.get(j).z();
                if (w != null) {
                    if (weights[i].length != nv) {
                        throw new IllegalArgumentException("weights[" + i + "] has " + weights[i].length + " values; need "
                                + nv);
                    }
                    double wij = weights[i][j];
                    if (!(wij > 0) || Double.isInfinite(wij)) {
                        Require.positive("weights[" + i + "][" + j + "]", wij);
                    }
                    w[k] = wij;
                }
            }
        }
        return new BSplineSurface(bu, bv, cp, w);
    }

    /**
     * The u basis.
     *
     * @return degree and knots in u
     */
    public BSplineBasis basisU() {
        return bu;
    }

    /**
     * The v basis.
     *
     * @return degree and knots in v
     */
    public BSplineBasis basisV() {
        return bv;
    }

    /**
     * Whether the surface has weights.
     *
     * @return true for a NURBS surface
     */
    public boolean isRational() {
        return w != null;
    }

    /**
     * A control point.
     *
     * @param i the index in u, {@code 0 <= i < basisU().count()}
     * @param j the index in v, {@code 0 <= j < basisV().count()}
     * @return the control point (mm)
     * @throws IndexOutOfBoundsException if an index is out of range
     */
    public Vec3 controlPoint(int i, int j) {
        int k = index(i, j);
        return new Vec3(cp[3 * k], cp[3 * k + 1], cp[3 * k + 2]);
    }

    /**
     * A control point's weight.
     *
     * @param i the index in u, {@code 0 <= i < basisU().count()}
     * @param j the index in v, {@code 0 <= j < basisV().count()}
     * @return the weight, 1 for a non-rational surface
     * @throws IndexOutOfBoundsException if an index is out of range
     */
    public double weight(int i, int j) {
        int k = index(i, j);
        return w == null ? 1 : w[k];
    }

    private int index(int i, int j) {
        java.util.Objects.checkIndex(i, bu.count());
        java.util.Objects.checkIndex(j, nv);
        return i * nv + j;
    }

    @Override
    public double uMin() {
        return bu.min();
    }

    @Override
    public double uMax() {
        return bu.max();
    }

    @Override
    public double vMin() {
        return bv.min();
    }

    @Override
    public double vMax() {
        return bv.max();
    }

    @Override
    public SurfaceKind kind() {
        return SurfaceKind.BSPLINE;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        int pu = bu.degree();
        int pv = bv.degree();
        int su = bu.span(u);
        int sv = bv.span(v);
        double[][] nu = bu.derivatives(su, u, 2);
        double[][] nvd = bv.derivatives(sv, v, 2);
        // a[d][4]: d = 0 S, 1 Su, 2 Sv, 3 Suu, 4 Suv, 5 Svv; homogeneous (x, y, z, w)
        double[] a = new double[24];
        int[] du = {0, 1, 0, 2, 1, 0};
        int[] dv = {0, 0, 1, 0, 1, 2};
        for (int i = 0; i <= pu; i++) {
            int ii = su - pu + i;
            for (int j = 0; j <= pv; j++) {
                int k = ii * nv + (sv - pv + j);
                double wk = w == null ? 1 : w[k];
                for (int d = 0; d < 6; d++) {
                    double n = nu[du[d]][i] * nvd[dv[d]][j] * wk;
                    a[4 * d] += n * cp[3 * k];
                    a[4 * d + 1] += n * cp[3 * k + 1];
                    a[4 * d + 2] += n * cp[3 * k + 2];
                    a[4 * d + 3] += n;
                }
            }
        }
        double w0 = a[3];
        double wu = a[7];
        double wv = a[11];
        double wuu = a[15];
        double wuv = a[19];
        double wvv = a[23];
        for (int c = 0; c < 3; c++) {
            double s = a[c] / w0;
            double sU = (a[4 + c] - wu * s) / w0;
            double sV = (a[8 + c] - wv * s) / w0;
            out[c] = s;
            out[3 + c] = sU;
            out[6 + c] = sV;
            out[9 + c] = (a[12 + c] - 2 * wu * sU - wuu * s) / w0;
            out[12 + c] = (a[16 + c] - wu * sV - wv * sU - wuv * s) / w0;
            out[15 + c] = (a[20 + c] - 2 * wv * sV - wvv * s) / w0;
        }
    }
}
