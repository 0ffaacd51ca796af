package org.snapfit.algebra.internal;

import java.util.List;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Floating-point Newton iteration that only PROPOSES a root approximation inside a bracket; callers verify every
 * proposal with exact sign evaluations, so nothing is decided here. Approximate; stateless.
 */
public final class DoubleNewton {

    /** A step of at most this many ulps of the iterate ends the iteration (a proposal; callers verify it). */
    static final int CONVERGED_ULPS = 2;
    /** Newton steps attempted before giving up (quadratic convergence needs far fewer for a simple root). */
    static final int MAX_STEPS = 60;

    private DoubleNewton() {
    }

    /**
     * A double close to the root of p in [lo, hi], by safeguarded Newton from the midpoint (bisection when a step
     * leaves the bracket), or NaN when the bracket or the coefficients are not finite.
     *
     * @param p the polynomial with a simple root in [lo, hi]
     * @param lo the bracket's lower end
     * @param hi the bracket's upper end
     * @return an approximation of the root, or NaN
     */
    public static double root(IntPoly p, double lo, double hi) {
        return root(coefficients(p), lo, hi);
    }

    /**
     * As {@link #root(IntPoly, double, double)} on coefficients already rounded to doubles.
     *
     * @param a the coefficients (index = power), as from {@link #coefficients}; empty gives NaN
     * @param lo the bracket's lower end
     * @param hi the bracket's upper end
     * @return an approximation of the root, or NaN
     */
    public static double root(double[] a, double lo, double hi) {
        int n = a.length - 1;
        if (n < 1 || !Double.isFinite(lo) || !Double.isFinite(hi) || lo > hi) {
            return Double.NaN;
        }
        double flo = eval(a, lo);
        double x = lo / 2 + hi / 2;
        double l = lo;
        double h = hi;
        for (int k = 0; k < MAX_STEPS; k++) {
            double f = 0;
            double df = 0;
            for (int i = n; i >= 0; i--) {
                df = df * x + f;
                f = f * x + a[i];
            }
            if (f == 0) {
                return x;
            }
            if ((f > 0) == (flo > 0)) {
                l = x;
            } else {
                h = x;
            }
            double nx = x - f / df;
            // converged to rounding level: a Newton step of at most CONVERGED_ULPS ulps (checked before the bracket
            // test: a sub-ulp step lands on x itself, which is a bracket end, and must not restart bisection)
            if (Math.abs(nx - x) <= CONVERGED_ULPS * Math.ulp(x)) {
                return x;
            }
            if (!(nx > l && nx < h)) {
                nx = l / 2 + h / 2;
            }
            if (nx == x) {
                return x;
            }
            x = nx;
        }
        return x;
    }

    /**
     * The coefficients rounded to doubles (index = power), or an empty array when one is not finite.
     *
     * @param p the polynomial
     * @return the rounded coefficients, or {@code new double[0]}
     */
    public static double[] coefficients(IntPoly p) {
        int n = p.degree();
        double[] a = new double[n + 1];
        boolean longs = p.fitsInLong();
        for (int i = 0; i <= n; i++) {
            a[i] = longs ? (double) p.coeffAsLong(i) : p.coeff(i).doubleValue();
            if (!Double.isFinite(a[i])) {
                return new double[0];
            }
        }
        return a;
    }

    /**
     * A proposed narrow bracket [x - k ulp, x + k ulp] around the Newton approximation x of the root of p inside
     * the enclosure, as exact rationals, for the caller to verify with exact signs.
     *
     * @param p the polynomial with a simple root in the enclosure
     * @param enc the current enclosure of the root
     * @param ulps the half-width k in units in the last place of x, {@code >= 1}
     * @return two rationals (lower, upper), or an empty list when no finite proposal exists
     */
    public static List<Rational> bracket(IntPoly p, Interval enc, int ulps) {
        double x = root(p, enc.lo(), enc.hi());
        if (!Double.isFinite(x)) {
            return List.of();
        }
        double w = Math.ulp(x) * ulps;
        double a = x - w;
        double b = x + w;
        if (!Double.isFinite(a) || !Double.isFinite(b)) {
            return List.of();
        }
        return List.of(Rational.fromDouble(a), Rational.fromDouble(b));
    }

    /**
     * Whether two rationals round to the same double (correct rounding of each), so every real between them
     * rounds to that double too (rounding is monotone).
     *
     * @param a one value
     * @param b another value
     * @return true iff round(a) == round(b) as doubles (same bits)
     */
    public static boolean sameDouble(Rational a, Rational b) {
        return Double.doubleToLongBits(a.doubleValue()) == Double.doubleToLongBits(b.doubleValue());
    }

    /**
     * The hash of a double's value (for {@code RealAlgebraic.hashCode}, which hashes the correctly rounded double).
     *
     * @param x the double
     * @return {@link Double#hashCode(double)}
     */
    public static int hashOf(double x) {
        return Double.hashCode(x);
    }

    private static double eval(double[] a, double x) {
        double f = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            f = f * x + a[i];
        }
        return f;
    }
}
