package org.snapfit.sweep.engine;

import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;

/**
 * The box filter's region: a box of times and angles, in doubles widened outward so that it holds the exact box it
 * stands for: t from the number's outward double enclosure when that is already narrow, else from the correctly
 * rounded value one ulp further out; θ = 2 atan u at the ends of such an interval of u, widened by
 * {@link #ANGLE_SLACK_RAD}. A constraint the box's {@link #mayTouch} rejects certainly has no contact in it
 * ({@link org.snapfit.sweep.traits.Reach}); "yes" decides nothing. Immutable.
 *
 * @param t1 lower time
 * @param t2 upper time
 * @param th1 lower angle, rad
 * @param th2 upper angle, rad
 * @param cos cosine of the middle angle
 * @param sin sine of the middle angle
 */
record Box(double t1, double t2, double th1, double th2, double cos, double sin) {

    /**
     * The box with the cosine and sine of its middle angle computed once (every constraint's filter uses them).
     *
     * @param t1 lower time
     * @param t2 upper time
     * @param th1 lower angle, rad
     * @param th2 upper angle, rad
     */
    Box(double t1, double t2, double th1, double th2) {
        this(t1, t2, th1, th2, Math.cos(0.5 * (th1 + th2)), Math.sin(0.5 * (th1 + th2)));
    }

    /** Every configuration (no filtering). */
    static final Box ALL = new Box(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -Math.PI, Math.PI);

    /**
     * Slack on angles, rad: the u ends are doubles bounding u (an enclosure, or a correctly rounded value one ulp
     * out), so 2 atan of them bounds θ up to atan's 1 ulp (below 2⁻⁵¹ rad for |θ| ≤ π); 10⁻¹² rad covers that
     * with a factor above 1000.
     */
    static final double ANGLE_SLACK_RAD = 1e-12;

    /**
     * Widest enclosure, relative to max(1, |value|) (dimensionless), taken as it is; a wider one is replaced by
     * the correctly rounded value ± 1 ulp (which costs exact refinement). 10⁻⁹ is the filter's own relative
     * slack ({@code Reach}), so a box built from such an enclosure filters as well as one from rounded values.
     */
    static final double ENCLOSURE_MAX_WIDTH = 1e-9;

    /**
     * Fraction of {@link #ENCLOSURE_MAX_WIDTH} requested when a wide enclosure is narrowed (dimensionless): a
     * margin so that the narrowed enclosure, rounded outward, is accepted.
     */
    static final double REFINE_FRACTION = 1e-3;

    /** The box of one time and the angles between two values of u. */
    static Box around(RealAlgebraic t, RealAlgebraic ua, RealAlgebraic ub) {
        double[] tt = hull(t);
        double[] a = hull(ua);
        double[] b = hull(ub);
        double thLo = 2 * Math.atan(Math.min(a[0], b[0]));
        double thHi = 2 * Math.atan(Math.max(a[1], b[1]));
        return new Box(tt[0], tt[1], thLo - ANGLE_SLACK_RAD, thHi + ANGLE_SLACK_RAD);
    }

    /** The box widened in t to hold another time. */
    Box include(RealAlgebraic t) {
        double[] tt = hull(t);
        return new Box(Math.min(t1, tt[0]), Math.max(t2, tt[1]), th1, th2);
    }

    /**
     * The box widened in t to hold the time −a(u)/b(u) of the curve at u: from the outward-rounded interval
     * evaluation of a and b over u's enclosure ({@link TimeEnclosure}) when that is narrow, else from the
     * exact time (a real algebraic number, costly to build).
     */
    Box includeTimeOn(RealAlgebraic u, TuPoly curve) {
        double[] tt = TimeEnclosure.of(u, curve, ENCLOSURE_MAX_WIDTH);
        if (tt == null) {
            return include(new CPoint(u, curve).t());
        }
        return new Box(Math.min(t1, tt[0]), Math.max(t2, tt[1]), th1, th2);
    }

    /** Two doubles enclosing x: its enclosure if narrow, else the rounded value one ulp out on each side. */
    static double[] hull(RealAlgebraic x) {
        Interval e = x.enclosure();
        if (e.hi() - e.lo() <= ENCLOSURE_MAX_WIDTH * Math.max(1, Math.abs(e.lo()))) {
            return new double[] {e.lo(), e.hi()};
        }
        double w = ENCLOSURE_MAX_WIDTH * REFINE_FRACTION * Math.max(1, Math.max(Math.abs(e.lo()), Math.abs(e.hi())));
        if (Double.isFinite(w)) {
            // narrow the number's own interval (closed form or certified Newton: usually no rational refinement)
            e = x.tighten(Rational.fromDouble(w)).enclosure();
            if (e.hi() - e.lo() <= ENCLOSURE_MAX_WIDTH * Math.max(1, Math.abs(e.lo()))) {
                return new double[] {e.lo(), e.hi()};
            }
        }
        double d = Approx.of(x);
        return new double[] {Math.nextDown(d), Math.nextUp(d)};
    }

    /** Whether k may have a contact in the box (false is certain). */
    boolean mayTouch(Constraint k) {
        return this == ALL || k.reach().mayTouch(t1, t2, th1, th2, cos, sin);
    }

    /**
     * Whether the curve g certainly does not pass the time enclosed by {@code tHull} at u: the certified
     * enclosure of −a(u)/b(u) ({@link TimeEnclosure}) misses it. False decides nothing (the exact comparison
     * follows).
     */
    static boolean certainlyNotAtTime(RealAlgebraic u, TuPoly g, double[] tHull) {
        double[] tt = TimeEnclosure.of(u, g, ENCLOSURE_MAX_WIDTH);
        return tt != null && (tt[1] < tHull[0] || tt[0] > tHull[1]);
    }
}
