package org.snapfit.sweep.traits;

import java.math.BigInteger;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

/**
 * A polynomial linear in t: g(t, u) = a(u) + t·b(u), integer coefficients. Constraint curves, applicability and
 * friction markers all have this form (DESIGN §3). Immutable, exact.
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
        BigInteger l = BigInteger.ONE;
        for (Rational r : a) {
            l = lcm(l, r.den());
        }
        for (Rational r : b) {
            l = lcm(l, r.den());
        }
        return new TuPoly(IntPoly.of(scaled(a, l)), IntPoly.of(scaled(b, l)));
    }

    private static BigInteger lcm(BigInteger x, BigInteger y) {
        return x.divide(x.gcd(y)).multiply(y);
    }

    private static BigInteger[] scaled(Rational[] c, BigInteger l) {
        BigInteger[] o = new BigInteger[c.length];
        for (int i = 0; i < c.length; i++) {
            o[i] = c[i].num().multiply(l.divide(c[i].den()));
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
