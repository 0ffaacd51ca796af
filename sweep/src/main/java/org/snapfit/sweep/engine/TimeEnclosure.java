package org.snapfit.sweep.engine;

import java.math.BigInteger;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.traits.TuPoly;

/**
 * A double enclosure of the time t = −a(u)/b(u) of a curve a(u) + t·b(u) = 0 at an exact u, without building t as
 * a real algebraic number (which costs a resultant and a root isolation when u is not rational or quadratic).
 * Certified: u's outward enclosure is narrowed to a relative width (closed form or certified Newton, see
 * {@link RealAlgebraic#refine}), a and b are evaluated over it by Horner's rule in outward-rounded interval
 * arithmetic ({@link Interval}: every operation widened by one ulp each side, coefficients enclosed by their
 * rounded value ± 1 ulp unless exactly representable), and the quotient's four end ratios are widened by one ulp
 * each side (a correctly rounded division errs by at most half an ulp). The true t lies in the result; the filter
 * that uses it only ever answers "cannot touch" with it.
 */
final class TimeEnclosure {

    /** Integers of magnitude below 2^53 are exact doubles. */
    private static final int EXACT_DOUBLE_BITS = 53;

    private TimeEnclosure() {
    }

    /**
     * An enclosure [lo, hi] of −a(u)/b(u), or null when b's enclosure holds 0 or the result is wider than
     * {@code maxRelWidth}·max(1, |lo|) (the caller then uses the exact time).
     *
     * @param u the exact parameter (its cached interval may be narrowed)
     * @param curve the curve, b(u) ≠ 0
     * @param maxRelWidth widest acceptable result, relative (dimensionless)
     * @return {lo, hi} or null
     */
    static double[] of(RealAlgebraic u, TuPoly curve, double maxRelWidth) {
        Interval e = u.enclosure();
        if (!Double.isFinite(e.lo()) || !Double.isFinite(e.hi())) {
            return null;
        }
        double mag = Math.max(1, Math.max(Math.abs(e.lo()), Math.abs(e.hi())));
        double want = maxRelWidth * mag * U_WIDTH_FRACTION;
        if (e.hi() - e.lo() > want) {
            e = u.tighten(Rational.fromDouble(want)).enclosure();
        }
        Interval a = horner(curve.a(), e);
        Interval b = horner(curve.b(), e);
        if (b.containsZero()) {
            return null;
        }
        double q1 = a.lo() / b.lo();
        double q2 = a.lo() / b.hi();
        double q3 = a.hi() / b.lo();
        double q4 = a.hi() / b.hi();
        double lo = -Math.nextUp(Math.max(Math.max(q1, q2), Math.max(q3, q4)));
        double hi = -Math.nextDown(Math.min(Math.min(q1, q2), Math.min(q3, q4)));
        if (!Double.isFinite(lo) || !Double.isFinite(hi) || hi - lo > maxRelWidth * Math.max(1, Math.abs(lo))) {
            return null;
        }
        return new double[] {lo, hi};
    }

    /**
     * Fraction of the acceptable t width granted to u's width before refining (dimensionless): t's width is about
     * |dt/du| times u's, so u is narrowed well below the target to leave room for the slope.
     */
    private static final double U_WIDTH_FRACTION = 1e-3;

    /** Outward-rounded Horner evaluation of p over x. */
    private static Interval horner(IntPoly p, Interval x) {
        Interval s = Interval.point(0);
        for (int i = p.degree(); i >= 0; i--) {
            s = s.multiply(x).add(coefficient(p.coeff(i)));
        }
        return s;
    }

    private static Interval coefficient(BigInteger c) {
        double d = c.doubleValue();
        if (c.bitLength() < EXACT_DOUBLE_BITS) {
            return Interval.point(d);
        }
        return new Interval(Math.nextDown(d), Math.nextUp(d));
    }
}
