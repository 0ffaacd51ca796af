package org.snapfit.algebra.internal;

import java.util.Optional;
import java.util.function.Function;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;

/**
 * The correctly rounded double of an exact number known by an outward enclosure and an exact comparison with
 * rationals: an output conversion, nothing in it decides a predicate. Exact (every step is an exact comparison);
 * stateless.
 */
public final class DoubleRounding {

    private DoubleRounding() {
    }

    /**
     * A binary search over the doubles inside the enclosure (ordered by their bit patterns): a comparison with a
     * double d decides whether the nearest double is ≤ d or ≥ d; with two neighbours left, the number's side of
     * their midpoint (a dyadic rational) decides, a tie going to the even neighbour. At most 64 comparisons, each the
     * sign of the defining polynomial at a dyadic rational, which floating filters settle except within a few ulps.
     *
     * @param enclosure an outward enclosure of the number
     * @param compare the exact comparison of the number with a rational
     * @return the nearest double as a point interval; empty when the enclosure is not finite or the answer is zero
     *     (the caller then decides, e.g. for the sign of zero)
     */
    public static Optional<Interval> nearest(Interval enclosure, Function<Rational, Comparison> compare) {
        if (!Double.isFinite(enclosure.lo()) || !Double.isFinite(enclosure.hi())) {
            return Optional.empty();
        }
        long lo = ordinal(enclosure.lo());
        long hi = ordinal(enclosure.hi());
        // the answer stays in [lo, hi]: x < d gives round(x) <= d, x > d gives round(x) >= d
        while (Long.compareUnsigned(hi - lo, 1) > 0) { // unsigned: the span of ordinals may exceed 2^63
            long mid = (lo >> 1) + (hi >> 1) + (lo & hi & 1);
            double dm = fromOrdinal(mid);
            Comparison c = compare.apply(Rational.fromDouble(dm));
            if (c == Comparison.EQUAL) {
                return dm == 0 ? Optional.empty() : Optional.of(Interval.point(dm));
            }
            if (c == Comparison.SMALLER) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        double d = fromOrdinal(lo);
        if (hi > lo) {
            double dn = fromOrdinal(hi);
            Rational m = Rational.fromDouble(d).add(Rational.fromDouble(dn)).multiply(Rational.HALF);
            Comparison c = compare.apply(m);
            if (c == Comparison.LARGER || c == Comparison.EQUAL && (Double.doubleToRawLongBits(d) & 1) != 0) {
                d = dn;
            }
        }
        return d == 0 ? Optional.empty() : Optional.of(Interval.point(d));
    }

    /** A position of d in the order of doubles (both zeros at 0; consecutive doubles at consecutive positions). */
    static long ordinal(double d) {
        long bits = Double.doubleToRawLongBits(d);
        return bits < 0 ? -(bits & Long.MAX_VALUE) : bits;
    }

    /** The double at an {@link #ordinal} position (+0.0 at 0). */
    static double fromOrdinal(long o) {
        return o < 0 ? Double.longBitsToDouble(-o | Long.MIN_VALUE) : Double.longBitsToDouble(o);
    }
}
