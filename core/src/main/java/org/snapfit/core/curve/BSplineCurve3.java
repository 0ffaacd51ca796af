package org.snapfit.core.curve;

import java.util.List;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;

/**
 * A B-spline or NURBS curve of any degree with clamped or unclamped knots, evaluated with its first two
 * derivatives by the Cox–de Boor recurrence and, for rational curves, the quotient rule (Piegl &amp; Tiller A4.2).
 * Immutable and thread-safe; approximate.
 */
public final class BSplineCurve3 implements ParametricCurve3 {
    private final BSplineBasis basis;
    private final double[] cp;
    private final double[] w;

    private BSplineCurve3(BSplineBasis basis, double[] cp, double[] w) {
        this.basis = basis;
        this.cp = cp;
        this.w = w;
    }

    /**
     * Creates a curve.
     *
     * @param degree the degree p &gt;= 1
     * @param knots the full knot vector, length = control points + p + 1
     * @param controlPoints the control points (mm)
     * @param weights the weights (all &gt; 0), or null for a non-rational curve
     * @return the curve
     * @throws IllegalArgumentException if the basis is invalid, or weights have the wrong length or are not
     *     positive and finite (the message names the index)
     */
    public static BSplineCurve3 of(int degree, double[] knots, List<Vec3> controlPoints, double[] weights) {
        BSplineBasis b = BSplineBasis.of(degree, knots, controlPoints.size());
        double[] cp = new double[controlPoints.size() * 3];
        for (int i = 0; i < controlPoints.size(); i++) {
            cp[3 * i] = controlPoints.get(i).x();
            cp[3 * i + 1] = controlPoints.get(i).y();
            cp[3 * i + 2] = controlPoints.get(i).z();
        }
        return new BSplineCurve3(b, cp, checkWeights(weights, controlPoints.size()));
    }

    static double[] checkWeights(double[] weights, int n) {
        if (weights == null) {
            return null;
        }
        if (weights.length != n) {
            throw new IllegalArgumentException("weights has " + weights.length + " values; need one per control point ("
                    + n + ")");
        }
        for (int i = 0; i < n; i++) {
            if (!(weights[i] > 0) || Double.isInfinite(weights[i])) {
                Require.positive("weights[" + i + "]", weights[i]);
            }
        }
        return weights.clone();
    }

    /**
     * The basis.
     *
     * @return the degree and knots
     */
    public BSplineBasis basis() {
        return basis;
    }

    /**
     * The number of control points.
     *
     * @return the count
     */
    public int controlPointCount() {
        return cp.length / 3;
    }

    /**
     * A control point.
     *
     * @param i the index, 0 ≤ i &lt; {@link #controlPointCount()}
     * @return the point (mm)
     */
    public Vec3 controlPoint(int i) {
        return new Vec3(cp[3 * i], cp[3 * i + 1], cp[3 * i + 2]);
    }

    /**
     * The weight of a control point (1 for a non-rational curve).
     *
     * @param i the index
     * @return the weight, &gt; 0
     */
    public double weight(int i) {
        return w == null ? 1 : w[i];
    }

    /**
     * Whether the curve has weights.
     *
     * @return true for a NURBS curve
     */
    public boolean isRational() {
        return w != null;
    }

    @Override
    public double tMin() {
        return basis.min();
    }

    @Override
    public double tMax() {
        return basis.max();
    }

    @Override
    public void evaluate(double t, double[] out) {
        int p = basis.degree();
        int span = basis.span(t);
        double[][] d = basis.derivatives(span, t, 2);
        double[] a = new double[12];
        for (int j = 0; j <= p; j++) {
            int i = span - p + j;
            double wi = w == null ? 1 : w[i];
            for (int k = 0; k < 3; k++) {
                double nk = d[k][j] * wi;
                a[4 * k] += nk * cp[3 * i];
                a[4 * k + 1] += nk * cp[3 * i + 1];
                a[4 * k + 2] += nk * cp[3 * i + 2];
                a[4 * k + 3] += nk;
            }
        }
        rational(a, out);
    }

    /** Quotient rule: a holds (A, w), (A', w'), (A'', w'') as 4-vectors; writes C, C', C''. */
    static void rational(double[] a, double[] out) {
        double w0 = a[3];
        double w1 = a[7];
        double w2 = a[11];
        for (int k = 0; k < 3; k++) {
            double c = a[k] / w0;
            double c1 = (a[4 + k] - w1 * c) / w0;
            double c2 = (a[8 + k] - 2 * w1 * c1 - w2 * c) / w0;
            out[k] = c;
            out[3 + k] = c1;
            out[6 + k] = c2;
        }
    }

    @Override
    public double closestParameter(Vec3 p) {
        double[] br = basis.breakpoints();
        double[] o = new double[9];
        double best = br[0];
        double bestD = Double.POSITIVE_INFINITY;
        for (int s = 0; s + 1 < br.length; s++) {
            for (int i = 0; i < SAMPLES_PER_SPAN; i++) {
                double t = br[s] + (br[s + 1] - br[s]) * i / SAMPLES_PER_SPAN;
                evaluate(t, o);
                double dd = (o[0] - p.x()) * (o[0] - p.x()) + (o[1] - p.y()) * (o[1] - p.y())
                        + (o[2] - p.z()) * (o[2] - p.z());
                if (dd < bestD) {
                    bestD = dd;
                    best = t;
                }
            }
        }
        evaluate(br[br.length - 1], o);
        double dd = (o[0] - p.x()) * (o[0] - p.x()) + (o[1] - p.y()) * (o[1] - p.y()) + (o[2] - p.z()) * (o[2] - p.z());
        if (dd < bestD) {
            best = br[br.length - 1];
        }
        return closestParameter(p, best);
    }

    /** Samples per knot span used to seed the point inversion. */
    public static final int SAMPLES_PER_SPAN = 8;
}
