package org.snapfit.sweep.traits;

import java.math.BigInteger;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;

/**
 * A polynomial linear in t: g(t, u) = a(u) + t·b(u), integer coefficients. Constraint curves, applicability and
 * friction markers all have this form (docs/model.md). Immutable, exact.
 *
 * @param a the t-free part
 * @param b the coefficient of t (zero for markers that depend on u only)
 */
public record TuPoly(IntPoly a, IntPoly b) {

    /**
     * Builds g from rational coefficient lists (lowest degree first), clearing all denominators by one positive
     * common factor so that the sign of g is unchanged.
     *
     * @param a coefficients of a(u)
     * @param b coefficients of b(u)
     * @return the integer polynomial pair
     */
    public static TuPoly ofRationals(Rational[] a, Rational[] b) {
        long small = smallLcm(a, smallLcm(b, 1));
        BigInteger l;
        if (small > 0) {
            l = BigInteger.valueOf(small);
        } else {
            l = BigInteger.ONE;
            for (Rational r : a) {
                l = lcm(l, r.den());
            }
            for (Rational r : b) {
                l = lcm(l, r.den());
            }
        }
        return new TuPoly(IntPoly.of(scaled(a, l, small)), IntPoly.of(scaled(b, l, small)));
    }

    /**
     * The lcm of l and the denominators in machine words, or 0 when a denominator or the lcm does not fit below
     * 2^62 (the caller then takes the BigInteger route; the value is the same).
     */
    private static long smallLcm(Rational[] c, long l) {
        if (l <= 0) {
            return 0;
        }
        long out = l;
        for (Rational r : c) {
            BigInteger d = r.den();
            if (d.equals(BigInteger.ONE)) {
                continue;
            }
            if (d.bitLength() >= Long.SIZE - 2) {
                return 0;
            }
            long dl = d.longValue();
            long q = out / gcd(out, dl);
            if (q > (1L << (Long.SIZE - 2)) / dl) {
                return 0;
            }
            out = q * dl;
        }
        return out;
    }

    /** Euclid's gcd of two positive longs. */
    private static long gcd(long x, long y) {
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return x;
    }

    private static BigInteger lcm(BigInteger x, BigInteger y) {
        return x.divide(x.gcd(y)).multiply(y);
    }

    private static BigInteger[] scaled(Rational[] c, BigInteger l, long small) {
        BigInteger[] o = new BigInteger[c.length];
        for (int i = 0; i < c.length; i++) {
            BigInteger num = c[i].num();
            BigInteger den = c[i].den();
            if (num.signum() == 0) {
                o[i] = BigInteger.ZERO;
            } else if (small > 0) {
                o[i] = num.multiply(BigInteger.valueOf(small / den.longValue()));
            } else {
                o[i] = num.multiply(l.divide(den));
            }
        }
        return o;
    }

    /**
     * The constant function t − t₀ (scaled by t₀'s denominator): the vertical line t = t₀.
     *
     * @param t0 the time
     * @return the polynomial pair
     */
    public static TuPoly verticalLine(Rational t0) {
        return new TuPoly(IntPoly.of(t0.num().negate()), IntPoly.of(t0.den()));
    }

    /**
     * The function g = u (its zero set is the rest line u = 0).
     *
     * @return the polynomial pair
     */
    public static TuPoly restLine() {
        return new TuPoly(IntPoly.X, IntPoly.ZERO);
    }

    /**
     * The restriction of this function to the curve {@code c}: on c, t = −c.a/c.b, so
     * g·c.b = a·c.b − c.a·b. Its sign at a point of c, times the sign of c.b there, is the sign of g.
     *
     * @param c the curve (with c.b not identically zero)
     * @return a·c.b − c.a·b
     */
    public IntPoly restrictedTo(TuPoly c) {
        return a.multiply(c.b).subtract(c.a.multiply(b));
    }

    /**
     * {@link #restrictedTo(TuPoly)}, remembered in a context: the runs of one geometry restrict the same functions
     * to the same curves again and again.
     *
     * @param c the curve (with c.b not identically zero)
     * @param ctx the context whose memo keeps the result (the uncached context keeps nothing)
     * @return a·c.b − c.a·b
     */
    public IntPoly restrictedTo(TuPoly c, ExactContext ctx) {
        return Restrictions.of(this, c, ctx);
    }

    /**
     * The k-th partial derivative in u (t held fixed).
     *
     * @param k the order, ≥ 0
     * @return (a^(k), b^(k))
     */
    public TuPoly derivativeU(int k) {
        IntPoly x = a;
        IntPoly y = b;
        for (int i = 0; i < k; i++) {
            x = x.derivative();
            y = y.derivative();
        }
        return new TuPoly(x, y);
    }

    /**
     * Whether g does not depend on t (b ≡ 0).
     *
     * @return true for horizontal curves and u-only markers
     */
    public boolean isTimeFree() {
        return b.isZero();
    }

    /**
     * Evaluates g numerically (for forces and plots only, never for decisions).
     *
     * @param t the time
     * @param u the angle parameter
     * @return a(u) + t b(u) in double precision
     */
    public double evaluate(double t, double u) {
        return horner(a, u) + t * horner(b, u);
    }

    /**
     * The t on the curve g = 0 at u, numerically: −a(u)/b(u).
     *
     * @param u the angle parameter
     * @return the time, approximate
     */
    public double timeAt(double u) {
        return -horner(a, u) / horner(b, u);
    }

    static double horner(IntPoly p, double x) {
        double s = 0;
        for (int i = p.degree(); i >= 0; i--) {
            s = s * x + p.coeff(i).doubleValue();
        }
        return s;
    }
}
