package org.snapfit.sweep.traits;

import java.math.BigInteger;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Double approximations of exact numbers for forces, plots and reports (never for decisions). {@link #of} is the
 * correctly rounded double ({@link RealAlgebraic#toDouble}); {@link #decimal} is Approximate to its last digit.
 */
public final class Approx {

    private Approx() {
    }

    /**
     * Smallest magnitude (dimensionless) used to size the refinement of a value whose double is 0; it only bounds
     * how many bits are requested and never decides anything.
     */
    private static final double MAGNITUDE_FLOOR = 1e-300;

    /**
     * The value as decimal text with the given number of significant digits (for reports; Approximate to the
     * last digit: the interval is refined to 10^-(digits + 8) relative before rounding the midpoint).
     *
     * @param x an exact number
     * @param digits significant digits, ≥ 1
     * @return the decimal text (plain notation)
     */
    public static String decimal(RealAlgebraic x, int digits) {
        java.math.MathContext mc = new java.math.MathContext(digits, java.math.RoundingMode.HALF_EVEN);
        if (x.isRational()) {
            Rational r = x.toRational().orElseThrow();
            return pad(new java.math.BigDecimal(r.num()).divide(new java.math.BigDecimal(r.den()), mc), digits);
        }
        double mag = Math.max(Math.abs(of(x)), MAGNITUDE_FLOOR);
        int bits = (int) Math.ceil((digits + 8) * Math.log(10) / Math.log(2) - Math.log(mag) / Math.log(2)) + 4;
        RealAlgebraic r = x.refine(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(Math.max(bits, 8))));
        Rational mid = r.lower().add(r.upper()).multiply(Rational.HALF);
        return pad(new java.math.BigDecimal(mid.num()).divide(new java.math.BigDecimal(mid.den()), mc), digits);
    }

    /** Plain text with exactly {@code digits} significant digits (trailing zeros added for short exact values). */
    private static String pad(java.math.BigDecimal d, int digits) {
        if (d.signum() == 0) {
            return java.math.BigDecimal.ZERO.setScale(digits - 1).toPlainString();
        }
        int extra = digits - d.precision();
        return (extra > 0 ? d.setScale(d.scale() + extra) : d).toPlainString();
    }

    /**
     * The value as a double.
     *
     * <p>Same result as {@link RealAlgebraic#toDouble} (correctly rounded), found more cheaply: a binary search
     * over the doubles inside the number's outward enclosure (ordered by their bit patterns), deciding between
     * neighbours by the exact comparison of the number with their midpoint — a dyadic rational, so one sign of the
     * defining polynomial, which the kernel's floating filter settles without big-number arithmetic except within
     * a few ulps of the number. Every point strictly between two consecutive midpoints rounds to the double between
     * them; a number equal to a midpoint is a tie, rounded to the even neighbour as IEEE does. At most 64 steps,
     * with no rational interval refinement. Falls back to {@link RealAlgebraic#toDouble} when the enclosure is not
     * finite and for a result of zero (so that its sign is the kernel's).
     *
     * @param x an exact number
     * @return the double nearest to x (ties to even)
     */
    public static double of(RealAlgebraic x) {
        Interval e = x.enclosure();
        if (!Double.isFinite(e.lo()) || !Double.isFinite(e.hi())) {
            return x.toDouble();
        }
        long lo = ordinal(e.lo());
        long hi = ordinal(e.hi());
        // phase 1: split at doubles (exact values, no arithmetic to build them) while more than two remain; the
        // answer stays in [lo, hi]: x < d gives round(x) ≤ d, x > d gives round(x) ≥ d
        while (Long.compareUnsigned(hi - lo, 1) > 0) { // unsigned: the span of ordinals may exceed 2^63
            long mid = (lo >> 1) + (hi >> 1) + (lo & hi & 1);
            double dm = fromOrdinal(mid);
            Comparison c = x.compare(Rational.fromDouble(dm));
            if (c == Comparison.SMALLER) {
                hi = mid;
            } else if (c == Comparison.LARGER) {
                lo = mid;
            } else {
                return dm == 0 ? x.toDouble() : dm;
            }
        }
        double r = fromOrdinal(lo);
        if (hi > lo) {
            // phase 2: two neighbours left; the number's side of their midpoint (a dyadic rational) decides
            double dn = fromOrdinal(hi);
            Rational m = Rational.fromDouble(r).add(Rational.fromDouble(dn)).multiply(Rational.HALF);
            Comparison c = x.compare(m);
            if (c == Comparison.LARGER || (c == Comparison.EQUAL && (Double.doubleToRawLongBits(r) & 1) != 0)) {
                r = dn; // above the midpoint, or a tie with an odd lower neighbour (ties to even)
            }
        }
        return r == 0 ? x.toDouble() : r;
    }

    /** A position of d in the order of doubles (both zeros at 0; consecutive doubles at consecutive positions). */
    private static long ordinal(double d) {
        long bits = Double.doubleToRawLongBits(d);
        return bits < 0 ? -(bits & Long.MAX_VALUE) : bits;
    }

    /** The double at an {@link #ordinal} position (+0.0 at 0). */
    private static double fromOrdinal(long o) {
        return o < 0 ? Double.longBitsToDouble(-o | Long.MIN_VALUE) : Double.longBitsToDouble(o);
    }
}
