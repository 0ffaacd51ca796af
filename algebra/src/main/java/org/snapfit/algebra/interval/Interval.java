package org.snapfit.algebra.interval;

import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;

/**
 * A closed interval [lo, hi] of doubles with outward rounding: every operation widens its result by one ulp on
 * each side (IEEE round-to-nearest errs by at most half an ulp), so the result encloses the exact result of the
 * operation on any reals inside the operands. Immutable; Certified (enclosure), never used for equality.
 *
 * @param lo the lower end
 * @param hi the upper end, {@code >= lo}
 */
public record Interval(double lo, double hi) {

    /**
     * Validates the ends.
     *
     * @param lo the lower end, not NaN
     * @param hi the upper end, not NaN, {@code >= lo}
     * @throws IllegalArgumentException if an end is NaN or {@code lo > hi}
     */
    public Interval {
        if (Double.isNaN(lo) || Double.isNaN(hi) || lo > hi) {
            throw new IllegalArgumentException("interval [" + lo + ", " + hi + "]: ends must be numbers with lo <= hi");
        }
    }

    /**
     * The degenerate interval [x, x].
     *
     * @param x the point, not NaN
     * @return [x, x]
     */
    public static Interval point(double x) {
        return new Interval(x, x);
    }

    /**
     * The smallest interval of the form [nextDown(r), nextUp(r)] around the correctly rounded double r of each end:
     * it encloses the exact rational range.
     *
     * @param lo the exact lower end
     * @param hi the exact upper end, {@code >= lo}
     * @return an enclosure of [lo, hi]
     */
    public static Interval enclosing(Rational lo, Rational hi) {
        double l = lo.doubleValue();
        double h = lo == hi ? l : hi.doubleValue();
        return new Interval(Math.nextDown(l), Math.nextUp(h));
    }

    /**
     * Whether this interval is wider than another (a heuristic for which enclosure to refine first; never a
     * proof).
     *
     * @param o the other interval
     * @return true iff hi - lo &gt; o.hi - o.lo, both computed in double arithmetic
     */
    public boolean widerThan(Interval o) {
        return hi - lo > o.hi - o.lo;
    }

    /**
     * The rounded midpoint of the ends, as an exact (dyadic) rational: a cheap split point near the middle for
     * exact bisection. It lies in [lo, hi] but may equal an end when the ends are adjacent doubles.
     *
     * @return the midpoint, or empty when an end is infinite
     */
    public Optional<Rational> dyadicMidpoint() {
        double m = 0.5 * lo + 0.5 * hi;
        return Double.isFinite(m) ? Optional.of(Rational.fromDouble(m)) : Optional.empty();
    }

    /**
     * The exact value of the lower end.
     *
     * @return lo as a rational (every finite double is one)
     * @throws IllegalArgumentException if lo is infinite
     */
    public Rational exactLo() {
        return Rational.fromDouble(lo);
    }

    /**
     * The exact value of the upper end.
     *
     * @return hi as a rational
     * @throws IllegalArgumentException if hi is infinite
     */
    public Rational exactHi() {
        return Rational.fromDouble(hi);
    }

    /**
     * An enclosure of a rational point.
     *
     * @param x the exact point
     * @return an interval holding x
     */
    public static Interval enclosing(Rational x) {
        return enclosing(x, x);
    }

    /**
     * Outward-rounded sum.
     *
     * @param o the other interval
     * @return an enclosure of {a + b}
     */
    public Interval add(Interval o) {
        return new Interval(Math.nextDown(lo + o.lo), Math.nextUp(hi + o.hi));
    }

    /**
     * Outward-rounded difference.
     *
     * @param o the other interval
     * @return an enclosure of {a - b}
     */
    public Interval subtract(Interval o) {
        return new Interval(Math.nextDown(lo - o.hi), Math.nextUp(hi - o.lo));
    }

    /**
     * Outward-rounded product.
     *
     * @param o the other interval
     * @return an enclosure of {a * b}
     */
    public Interval multiply(Interval o) {
        double a = lo * o.lo;
        double b = lo * o.hi;
        double c = hi * o.lo;
        double d = hi * o.hi;
        return new Interval(Math.nextDown(Math.min(Math.min(a, b), Math.min(c, d))),
                Math.nextUp(Math.max(Math.max(a, b), Math.max(c, d))));
    }

    /**
     * Whether zero lies inside.
     *
     * @return lo &lt;= 0 &lt;= hi
     */
    public boolean containsZero() {
        return lo <= 0 && hi >= 0;
    }

    /**
     * The sign of every point inside, when they all share one strict sign.
     *
     * @return POSITIVE if lo &gt; 0, NEGATIVE if hi &lt; 0, empty otherwise (ZERO is never returned)
     */
    public Optional<Sign> sign() {
        if (lo > 0) {
            return Optional.of(Sign.POSITIVE);
        }
        if (hi < 0) {
            return Optional.of(Sign.NEGATIVE);
        }
        return Optional.empty();
    }

    /**
     * Whether this interval lies strictly below another.
     *
     * @param o the other interval
     * @return hi &lt; o.lo
     */
    public boolean strictlyBelow(Interval o) {
        return hi < o.lo;
    }

    /**
     * Whether the interval is at most {@code ulps} units in the last place of its larger end's magnitude wide: an
     * enclosure about as tight as doubles allow. False for infinite ends.
     *
     * @param ulps the allowed width in ulps, {@code >= 1}
     * @return true iff both ends are finite and hi − lo ≤ ulps · ulp(max(|lo|, |hi|))
     * @throws IllegalArgumentException if {@code ulps < 1}
     */
    public boolean withinUlps(int ulps) {
        if (ulps < 1) {
            throw new IllegalArgumentException("ulps = " + ulps + "; the allowed width must be at least 1 ulp");
        }
        double scale = Math.max(Math.abs(lo), Math.abs(hi));
        return Double.isFinite(scale) && hi - lo <= ulps * Math.ulp(scale);
    }

    /**
     * The width (rounded up).
     *
     * @return an upper bound on hi - lo
     */
    public double width() {
        return Math.nextUp(hi - lo);
    }

    /**
     * The midpoint (rounded; inside the interval for finite ends).
     *
     * @return approximately (lo + hi) / 2
     */
    public double mid() {
        double m = lo / 2 + hi / 2;
        return Math.min(hi, Math.max(lo, m));
    }
}
