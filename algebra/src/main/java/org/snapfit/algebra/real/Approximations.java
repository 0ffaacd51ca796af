package org.snapfit.algebra.real;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Optional;
import org.apfloat.Apfloat;
import org.apfloat.ApfloatMath;
import org.snapfit.algebra.internal.DoubleNewton;
import org.snapfit.algebra.internal.DoubleRounding;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Approximations of a real algebraic number for output: the correctly rounded double, correctly rounded decimals,
 * and Apfloat arc tangents ({@link RealAlgebraic#toDouble}, {@link RealAlgebraic#toBigDecimal},
 * {@link RealAlgebraic#atan}). The double and the decimals are exact decisions (the interval is refined until the
 * rounding is certain); the arc tangent is Approximate to the stated digits. Stateless.
 */
final class Approximations {

    /** Extra decimal digits carried by Apfloat in {@link #atan}. */
    private static final int GUARD_DIGITS = 12;

    /** Factor by which the interval narrows between two attempts of {@link #atan} (2^-20, dimensionless). */
    private static final Rational ATAN_NARROWING = Rational.of(1, 1L << 20);

    private Approximations() {
    }

    /** The correctly rounded double as a point interval (see {@link RealAlgebraic#toDouble}). */
    static Interval nearest(RealAlgebraic x) {
        Isolation s = x.state();
        if (s.point()) {
            return Interval.point(s.lo().doubleValue());
        }
        if (x.quad() == null && !Refiner.atDoublePrecision(s)) {
            // a certified Newton bracket first (floating-point signs only, when it applies): the search below
            // then runs over a few doubles instead of halving a wide enclosure by exact comparisons
            Refiner.newton(x, s);
        }
        // the search compares exactly, a rational number included (equal to a double or a midpoint: decided, the
        // tie to even), so it needs no rationality test first; both give the one correctly rounded double
        Optional<Interval> d = DoubleRounding.nearest(x.enclosure(), x::compare);
        if (d.isPresent()) {
            return d.get();
        }
        // the answer is zero (or the enclosure is not finite): a rational zero is its own double
        Optional<Rational> r = x.toRational();
        return r.isPresent() ? Interval.point(r.get().doubleValue()) : nearestByRefinement(x);
    }

    /** The correctly rounded double (as a point interval) by refining until both ends round alike. */
    private static Interval nearestByRefinement(RealAlgebraic x) {
        Isolation s = x.state();
        while (!DoubleNewton.sameDouble(s.lo(), s.hi())) {
            s = Refiner.narrow(x, s);
        }
        return Interval.point(s.lo().doubleValue());
    }

    /** The value correctly rounded (half-even) to {@code digits} significant digits; digits ≥ 1. */
    static BigDecimal toBigDecimal(RealAlgebraic x, int digits) {
        MathContext mc = new MathContext(digits, RoundingMode.HALF_EVEN);
        Optional<Rational> r = x.toRational();
        if (r.isPresent()) {
            return decimal(r.get(), mc);
        }
        Isolation s = x.state();
        while (true) {
            BigDecimal l = decimal(s.lo(), mc);
            BigDecimal h = decimal(s.hi(), mc);
            if (l.compareTo(h) == 0) {
                return l;
            }
            s = Refiner.narrow(x, s);
            if (s.point()) {
                return decimal(s.lo(), mc);
            }
        }
    }

    private static BigDecimal decimal(Rational r, MathContext mc) {
        return new BigDecimal(r.num()).divide(new BigDecimal(r.den()), mc);
    }

    /**
     * factor · atan(x) to {@code digits} significant digits (radians): Apfloat evaluates atan at a rational point
     * with {@value #GUARD_DIGITS} guard digits; the interval is refined until the result, widened by the interval
     * width (atan is 1-Lipschitz) and by 10^-(digits + 6) relative for Apfloat's own error, rounds to one value.
     */
    static BigDecimal atan(RealAlgebraic x, int digits, BigDecimal factor) {
        if (x.signOf(IntPoly.X) == Sign.ZERO) {
            return BigDecimal.ZERO;
        }
        MathContext mc = new MathContext(digits, RoundingMode.HALF_EVEN);
        int guard = GUARD_DIGITS;
        while (true) {
            int prec = digits + guard;
            MathContext wide = new MathContext(prec + 4, RoundingMode.HALF_EVEN);
            Isolation s = x.state();
            Rational mid = s.lo().add(s.hi()).multiply(Rational.HALF);
            BigDecimal m = decimal(mid, wide);
            Apfloat at = ApfloatMath.atan(new Apfloat(m, prec));
            BigDecimal v = new BigDecimal(at.toString(true)).multiply(factor);
            BigDecimal half = decimal(s.hi().subtract(s.lo()), wide).multiply(factor.abs());
            // |m - mid| <= half an ulp at prec + 4 digits <= |m| 10^-(prec + 3); atan is 1-Lipschitz
            BigDecimal apErr = v.abs().movePointLeft(prec - GUARD_DIGITS + 6)
                    .add(m.abs().movePointLeft(prec + 3).multiply(factor.abs()));
            BigDecimal err = half.add(apErr);
            BigDecimal l = v.subtract(err).round(mc);
            BigDecimal h = v.add(err).round(mc);
            if (l.compareTo(h) == 0) {
                return l;
            }
            Refiner.refineTo(x, s.hi().subtract(s.lo()).multiply(ATAN_NARROWING));
            guard += GUARD_DIGITS;
        }
    }
}
