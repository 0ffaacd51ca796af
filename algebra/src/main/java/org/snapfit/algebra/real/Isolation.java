package org.snapfit.algebra.real;

import org.snapfit.algebra.interval.CertifiedNewton;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;

/**
 * The isolating interval of a {@link RealAlgebraic}: [lo, hi] (a point, or an open interval holding exactly one root
 * of the defining polynomial, ends not roots) and a double enclosure {@code enc} of it with the rounding invariant
 * of {@link CertifiedNewton}. A state made from a certified double bracket keeps its ends as doubles and converts
 * them to rationals only when asked (a benign race: every thread computes the same immutable value). Immutable as a
 * value; numbers replace their state atomically.
 */
final class Isolation {
    private final Interval enc;
    private final boolean point;
    private final boolean exactEnds;
    private Rational lo;
    private Rational hi;

    private Isolation(Rational lo, Rational hi, Interval enc) {
        this.lo = lo;
        this.hi = hi;
        this.enc = enc;
        this.point = lo != null && lo.equals(hi);
        this.exactEnds = lo == null;
    }

    /** The state of the closed interval [lo, hi] (a point when equal). */
    static Isolation of(Rational lo, Rational hi) {
        return new Isolation(lo, hi, Interval.enclosing(lo, hi));
    }

    /** A state whose ends are exactly the (distinct) double ends of iv. */
    static Isolation exact(Interval iv) {
        return new Isolation(null, null, iv);
    }

    boolean point() {
        return point;
    }

    /** Whether lo and hi are exactly enc's ends (a certified double bracket). */
    boolean exactEnds() {
        return exactEnds;
    }

    Interval enc() {
        return enc;
    }

    Rational lo() {
        Rational l = lo;
        if (l == null) {
            l = enc.exactLo();
            lo = l;
        }
        return l;
    }

    Rational hi() {
        Rational h = hi;
        if (h == null) {
            h = enc.exactHi();
            hi = h;
        }
        return h;
    }

    Rational width() {
        return hi().subtract(lo());
    }

    /** Whether the closed interval of this lies inside that of b (exact: doubles when both ends are exact doubles). */
    boolean within(Isolation b) {
        if (exactEnds() && b.exactEnds()) {
            return enc().lo() >= b.enc().lo() && enc().hi() <= b.enc().hi();
        }
        return lo().compareTo(b.lo()) >= 0 && hi().compareTo(b.hi()) <= 0;
    }
}
