package org.snapfit.algebra.interval;

import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Certified floating-point filter for the sign of an integer polynomial at a point known only through an
 * enclosing double interval [xl, xh]. It answers a sign only when the floating Horner value is farther from zero
 * than a derived bound on its total error; otherwise it answers empty and the caller falls back to exact
 * arithmetic. It never answers ZERO. Certified; stateless.
 *
 * <p><b>Error bound.</b> Let p(x) = sum a_i x^i of degree n, u = 2^-53 and gamma_k = k u / (1 - k u). The filter
 * evaluates at the midpoint x^ of the enclosure, with r &gt;= max(xh - x^, x^ - xl) rounded up. With
 * a^_i = fl(a_i) = a_i (1 + d_i), |d_i| &lt;= u, the computed Horner value y^ satisfies (Higham, <i>Accuracy and
 * Stability of Numerical Algorithms</i>, 2nd ed., §5.1, eq. (5.3), no underflow)
 * <pre>  |y^ - p^(x^)| &lt;= gamma_{2n} sum |a^_i| |x^|^i,  |p^(x^) - p(x^)| &lt;= u sum |a_i| |x^|^i.</pre>
 * For the true point xi in the enclosure, by the mean value theorem
 * <pre>  |p(xi) - p(x^)| &lt;= r * max_{|t - x^| &lt;= r} |p'(t)| &lt;= r * sum_{i>=1} i |a_i| (|x^| + r)^(i-1) = r D.</pre>
 * B = sum |a^_i||x^|^i and D are themselves computed by Horner on non-negative terms, so each computed value is
 * at least (1 - gamma_{2n+1}) times the exact one. Hence with g = gamma_{2n+4}
 * <pre>  |y^ - p(xi)| &lt;= (1 + 2g) (g B^ + r D^) + eta =: E,</pre>
 * where eta = (4n + 4) * 2^-1022 covers underflow (each of at most 4n + 4 operations adds at most 2^-1074
 * absolutely). The final products and sums forming E are rounded, which the factor {@link #BOUND_SLACK} (&gt; 1 + 8u)
 * absorbs. If |y^| &gt; E the sign of y^ is the sign of p(xi). Any non-finite intermediate makes the filter abstain.
 */
public final class HornerFilter {

    /** Unit roundoff of IEEE double, 2^-53 (dimensionless). */
    static final double U = 0x1p-53;
    /** Multiplier (dimensionless) absorbing the rounding of the few operations that form the bound itself. */
    static final double BOUND_SLACK = 1 + 0x1p-48;
    /** Smallest positive normal double, the per-operation underflow allowance scale. */
    static final double ETA_UNIT = Double.MIN_NORMAL;

    private HornerFilter() {
    }

    /**
     * The filtered sign of p at some point of [xl, xh] (the same sign at every point, when answered).
     *
     * @param p the polynomial
     * @param xl lower end of an enclosure of the point
     * @param xh upper end, {@code >= xl}
     * @return the certified sign, or empty when the bound cannot decide (never ZERO)
     */
    public static Optional<Sign> signAt(IntPoly p, double xl, double xh) {
        int n = p.degree();
        if (n < 0 || !(xl <= xh) || Double.isInfinite(xl) || Double.isInfinite(xh)) {
            return Optional.empty();
        }
        if (n == 0) {
            return Optional.of(Sign.of(p.coeff(0).signum()));
        }
        boolean longs = p.fitsInLong();
        double[] a = new double[n + 1];
        for (int i = 0; i <= n; i++) {
            a[i] = longs ? (double) p.coeffAsLong(i) : p.coeff(i).doubleValue();
        }
        return signAt(a, xl, xh);
    }

    /**
     * As {@link #signAt(IntPoly, double, double)} on the coefficients rounded to nearest doubles (a[i] = fl(a_i),
     * the rounding the error bound accounts for; non-finite entries make it abstain).
     *
     * @param a the rounded coefficients, index = power, length {@code >= 2}
     * @param xl lower end of an enclosure of the point
     * @param xh upper end, {@code >= xl}
     * @return the certified sign, or empty when the bound cannot decide (never ZERO)
     */
    static Optional<Sign> signAt(double[] a, double xl, double xh) {
        int n = a.length - 1;
        if (n < 1 || !(xl <= xh) || Double.isInfinite(xl) || Double.isInfinite(xh)) {
            return Optional.empty();
        }
        double x = xl / 2 + xh / 2;
        double r = Math.max(Math.nextUp(xh - x), Math.nextUp(x - xl));
        double ax = Math.abs(x);
        double z = Math.nextUp(ax + r);
        double an = a[n];
        double y = an;
        double b = Math.abs(an);
        double d = n * Math.abs(an);
        for (int i = n - 1; i >= 0; i--) {
            double ai = a[i];
            y = y * x + ai;
            b = b * ax + Math.abs(ai);
            if (i >= 1) {
                d = d * z + i * Math.abs(ai);
            }
        }
        double g = gamma(2 * n + 4);
        double e = ((1 + 2 * g) * (g * b + r * d) + (4 * n + 4) * ETA_UNIT) * BOUND_SLACK;
        if (!Double.isFinite(y) || !Double.isFinite(e)) {
            return Optional.empty();
        }
        if (y > e) {
            return Optional.of(Sign.POSITIVE);
        }
        if (y < -e) {
            return Optional.of(Sign.NEGATIVE);
        }
        return Optional.empty();
    }

    /**
     * The filtered sign of p at an enclosed point.
     *
     * @param p the polynomial
     * @param x an enclosure of the point
     * @return the certified sign, or empty when undecided
     */
    public static Optional<Sign> signAt(IntPoly p, Interval x) {
        return signAt(p, x.lo(), x.hi());
    }

    /**
     * The sign of p at a rational point: the filter first, the exact homogeneous evaluation
     * ({@link IntPoly#signAt(Rational)}) when it abstains. Exact result.
     *
     * @param p the polynomial
     * @param x the exact point
     * @return the exact sign of p(x)
     */
    public static Sign signAtRational(IntPoly p, Rational x) {
        double d = x.doubleValue();
        Optional<Sign> f = signAt(p, Math.nextDown(d), Math.nextUp(d));
        return f.orElseGet(() -> p.signAt(x));
    }

    /** gamma_k = k u / (1 - k u), rounded up. */
    static double gamma(int k) {
        double ku = k * U;
        return Math.nextUp(ku / (1 - ku));
    }
}
