package org.snapfit.core.curve;

import java.util.Arrays;
import org.snapfit.core.check.Require;

/**
 * A B-spline basis: degree and non-decreasing knot vector, with the Cox–de Boor recurrence for the basis functions
 * and their derivatives (Piegl &amp; Tiller, <i>The NURBS Book</i>, 2nd ed., algorithms A2.1 and A2.3). Any degree
 * &gt;= 1; clamped or unclamped knots. Immutable and thread-safe; approximate (double).
 *
 * <p>The parameter domain is [knots[p], knots[n + 1]] where n + 1 is the number of control points; evaluation
 * outside it uses the first or last span (polynomial continuation).
 */
public final class BSplineBasis {
    private final int degree;
    private final double[] knots;
    private final int count;

    private BSplineBasis(int degree, double[] knots, int count) {
        this.degree = degree;
        this.knots = knots;
        this.count = count;
    }

    /**
     * Creates a basis.
     *
     * @param degree the degree p &gt;= 1
     * @param knots the full knot vector (length = control points + p + 1), non-decreasing, finite
     * @param controlPoints the number of control points, &gt; p
     * @return the basis
     * @throws IllegalArgumentException if the degree, the count or the knot vector breaks a rule (the message
     *     names the field and value)
     */
    public static BSplineBasis of(int degree, double[] knots, int controlPoints) {
        if (degree < 1) {
            throw new IllegalArgumentException("degree = " + degree + "; a B-spline degree must be >= 1");
        }
        if (controlPoints <= degree) {
            throw new IllegalArgumentException("controlPoints = " + controlPoints + " with degree " + degree
                    + "; need more control points than the degree");
        }
        if (knots.length != controlPoints + degree + 1) {
            throw new IllegalArgumentException("knots has " + knots.length + " values; need controlPoints + degree + 1 = "
                    + (controlPoints + degree + 1));
        }
        for (int i = 0; i < knots.length; i++) {
            if (!Double.isFinite(knots[i])) {
                Require.finite("knots[" + i + "]", knots[i]);
            }
            if (i > 0 && knots[i] < knots[i - 1]) {
                throw new IllegalArgumentException("knots[" + i + "] = " + knots[i] + " < knots[" + (i - 1) + "] = "
                        + knots[i - 1] + "; knots must be non-decreasing");
            }
        }
        if (!(knots[degree] < knots[controlPoints])) {
            throw new IllegalArgumentException("knots[" + degree + "] = " + knots[degree] + " and knots["
                    + controlPoints + "] = " + knots[controlPoints] + "; the parameter domain must not be empty");
        }
        return new BSplineBasis(degree, knots.clone(), controlPoints);
    }

    /**
     * Expands STEP-style knots with multiplicities into a full knot vector.
     *
     * @param distinctKnots the distinct knot values
     * @param multiplicities their multiplicities (same length, each &gt;= 1)
     * @return the full knot vector
     * @throws IllegalArgumentException if the lengths differ or a multiplicity is &lt; 1
     */
    public static double[] expand(double[] distinctKnots, int[] multiplicities) {
        if (distinctKnots.length != multiplicities.length) {
            throw new IllegalArgumentException("knots has " + distinctKnots.length + " values but multiplicities has "
                    + multiplicities.length + "; they must have the same length");
        }
        int n = 0;
        for (int i = 0; i < multiplicities.length; i++) {
            if (multiplicities[i] < 1 || multiplicities[i] > MAX_MULTIPLICITY) {
                throw new IllegalArgumentException("multiplicities[" + i + "] = " + multiplicities[i]
                        + "; a multiplicity must be in [1, " + MAX_MULTIPLICITY + "]");
            }
            n += multiplicities[i];
        }
        double[] out = new double[n];
        int k = 0;
        for (int i = 0; i < distinctKnots.length; i++) {
            for (int j = 0; j < multiplicities[i]; j++) {
                out[k++] = distinctKnots[i];
            }
        }
        return out;
    }

    /** Largest accepted knot multiplicity (a guard against hostile input). */
    public static final int MAX_MULTIPLICITY = 64;

    /**
     * The degree.
     *
     * @return p
     */
    public int degree() {
        return degree;
    }

    /**
     * The number of control points (basis functions).
     *
     * @return n + 1
     */
    public int count() {
        return count;
    }

    /**
     * A copy of the full knot vector.
     *
     * @return the knots
     */
    public double[] knots() {
        return knots.clone();
    }

    /**
     * Start of the domain.
     *
     * @return knots[p]
     */
    public double min() {
        return knots[degree];
    }

    /**
     * End of the domain.
     *
     * @return knots[n + 1]
     */
    public double max() {
        return knots[count];
    }

    /**
     * The distinct knot values inside the domain, including both ends (break points of the piecewise polynomial).
     *
     * @return the break points, increasing
     */
    public double[] breakpoints() {
        double[] b = new double[count - degree + 1];
        int k = 0;
        for (int i = degree; i <= count; i++) {
            if (k == 0 || knots[i] > b[k - 1]) {
                b[k++] = knots[i];
            }
        }
        return Arrays.copyOf(b, k);
    }

    /**
     * The knot span index i with knots[i] &lt;= t &lt; knots[i + 1], clamped to [p, n] (algorithm A2.1).
     *
     * @param t the parameter
     * @return the span index
     */
    public int span(double t) {
        int n = count - 1;
        if (t >= knots[n + 1]) {
            int i = n;
            while (i > degree && knots[i] == knots[n + 1]) {
                i--;
            }
            return i;
        }
        if (t <= knots[degree]) {
            int i = degree;
            while (i < n && knots[i + 1] == knots[degree]) {
                i++;
            }
            return i;
        }
        int lo = degree;
        int hi = n + 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (t < knots[mid]) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return lo;
    }

    /**
     * The non-zero basis functions N_{span-p..span, p}(t) and their derivatives up to order {@code nd}
     * (algorithm A2.3).
     *
     * @param span the span from {@link #span(double)}
     * @param t the parameter
     * @param nd the highest derivative order, &gt;= 0
     * @return ders[k][j] = k-th derivative of N_{span-p+j}
     */
    public double[][] derivatives(int span, double t, int nd) {
        int p = degree;
        double[][] ndu = new double[p + 1][p + 1];
        double[] left = new double[p + 1];
        double[] right = new double[p + 1];
        ndu[0][0] = 1;
        for (int j = 1; j <= p; j++) {
            left[j] = t - knots[span + 1 - j];
            right[j] = knots[span + j] - t;
            double saved = 0;
            for (int r = 0; r < j; r++) {
                ndu[j][r] = right[r + 1] + left[j - r];
                double tmp = ndu[j][r] == 0 ? 0 : ndu[r][j - 1] / ndu[j][r];
                ndu[r][j] = saved + right[r + 1] * tmp;
                saved = left[j - r] * tmp;
            }
            ndu[j][j] = saved;
        }
        double[][] ders = new double[nd + 1][p + 1];
        for (int j = 0; j <= p; j++) {
            ders[0][j] = ndu[j][p];
        }
        double[][] a = new double[2][p + 1];
        for (int r = 0; r <= p; r++) {
            int s1 = 0;
            int s2 = 1;
            a[0][0] = 1;
            for (int k = 1; k <= nd; k++) {
                double d = 0;
                int rk = r - k;
                int pk = p - k;
                if (r >= k) {
                    a[s2][0] = ndu[pk + 1][rk] == 0 ? 0 : a[s1][0] / ndu[pk + 1][rk];
                    d = a[s2][0] * ndu[rk][pk];
                }
                int j1 = rk >= -1 ? 1 : -rk;
                int j2 = r - 1 <= pk ? k - 1 : p - r;
                for (int j = j1; j <= j2; j++) {
                    a[s2][j] = ndu[pk + 1][rk + j] == 0 ? 0 : (a[s1][j] - a[s1][j - 1]) / ndu[pk + 1][rk + j];
                    d += a[s2][j] * ndu[rk + j][pk];
                }
                if (r <= pk) {
                    a[s2][k] = ndu[pk + 1][r] == 0 ? 0 : -a[s1][k - 1] / ndu[pk + 1][r];
                    d += a[s2][k] * ndu[r][pk];
                }
                ders[k][r] = d;
                int tmp = s1;
                s1 = s2;
                s2 = tmp;
            }
        }
        int f = p;
        for (int k = 1; k <= nd; k++) {
            for (int j = 0; j <= p; j++) {
                ders[k][j] *= f;
            }
            f *= p - k;
        }
        return ders;
    }
}
