package org.snapfit.core.section;

import org.snapfit.algebra.interval.Interval;

/**
 * Ranges of cos and sin over an angle interval, and small interval helpers for the closed-form derivative bounds.
 * Enclosures up to the rounding of {@link Math#cos} and {@link Math#sin}, which {@link #TRIG_SLACK} covers;
 * engine-internal.
 */
final class AngleRanges {

    /**
     * Widening of a cos or sin range for the rounding of the library functions and of the angle reduction
     * (dimensionless, on values in [−1, 1]).
     */
    static final double TRIG_SLACK = 1e-14;

    private AngleRanges() {
    }

    /**
     * The range of cos over [a, b].
     *
     * @param a start (radians)
     * @param b end, ≥ a
     * @return an enclosure of {cos t : a ≤ t ≤ b}
     */
    static Interval cos(double a, double b) {
        if (!(b - a < 2 * Math.PI)) {
            return new Interval(-1, 1);
        }
        double lo = Math.min(Math.cos(a), Math.cos(b));
        double hi = Math.max(Math.cos(a), Math.cos(b));
        // a maximum at 2πk, a minimum at π + 2πk
        if (Math.floor(b / (2 * Math.PI)) > Math.floor(a / (2 * Math.PI))) {
            hi = 1;
        }
        if (Math.floor((b - Math.PI) / (2 * Math.PI)) > Math.floor((a - Math.PI) / (2 * Math.PI))) {
            lo = -1;
        }
        return pad(lo, hi);
    }

    /**
     * The range of sin over [a, b].
     *
     * @param a start (radians)
     * @param b end, ≥ a
     * @return an enclosure of {sin t : a ≤ t ≤ b}
     */
    static Interval sin(double a, double b) {
        return cos(a - Math.PI / 2, b - Math.PI / 2);
    }

    /** [lo, hi] widened by the slack and clipped to [−1, 1]. */
    private static Interval pad(double lo, double hi) {
        return new Interval(Math.max(-1, lo - TRIG_SLACK), Math.min(1, hi + TRIG_SLACK));
    }

    /**
     * The interval [x, x].
     *
     * @param x the value
     * @return the point interval
     */
    static Interval of(double x) {
        return new Interval(x, x);
    }

    /**
     * The largest magnitude of an interval.
     *
     * @param i the interval
     * @return max(|lo|, |hi|)
     */
    static double mag(Interval i) {
        return Math.max(Math.abs(i.lo()), Math.abs(i.hi()));
    }
}
