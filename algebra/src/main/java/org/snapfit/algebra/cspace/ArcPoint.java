package org.snapfit.algebra.cspace;

import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * A finite point (u, t) on the graph of a reduced, non-horizontal curve, given by u and the curve (t = −a(u)/b(u)
 * is implicit, so comparisons stay signs of integer polynomials at u). {@code equals} is exact and geometric: two
 * points are equal when their u are equal and their curves agree there, whatever curves name them. {@code hashCode}
 * is constant (equal points may be named by different curves and defining polynomials, so no cheap exact hash
 * exists): keep ArcPoints in maps ordered by {@code CSpaceTraits.compareXY}, not in hash maps. Immutable as a
 * value; it caches the certified t-enclosure its comparisons use (one immutable holder, replaced atomically).
 */
public final class ArcPoint {
    private final RealAlgebraic u;
    private final CSpaceCurve curve;
    /** {@link ArcBox#tEnclosure} of the curve over the last u-enclosure asked (speed only; null until asked). */
    private volatile TCache tCache;

    /** A u-enclosure and the t-enclosure (or null: none) over it. */
    private record TCache(Interval u, Interval t) {
    }

    /**
     * A point on a curve.
     *
     * @param u the u-coordinate, not a pole of the curve
     * @param curve a non-horizontal curve (its reduced form is kept)
     * @throws IllegalArgumentException if the curve is horizontal or u is a pole
     */
    public ArcPoint(RealAlgebraic u, CSpaceCurve curve) {
        if (curve.isHorizontal()) {
            throw new IllegalArgumentException("curve = " + curve + " is horizontal; an ArcPoint lies on a graph");
        }
        if (u.signOf(curve.reduced().b()) == Sign.ZERO) {
            throw new IllegalArgumentException("u = " + u + " is a pole of " + curve + "; no finite point there");
        }
        this.u = u;
        this.curve = curve.reduced();
    }

    /**
     * The u-coordinate.
     *
     * @return u
     */
    public RealAlgebraic u() {
        return u;
    }

    /**
     * A curve through the point (reduced).
     *
     * @return the curve
     */
    public CSpaceCurve curve() {
        return curve;
    }

    /**
     * {@link ArcBox#tEnclosure} of this point's curve over ue, cached for the last ue (the sweep compares one point
     * many times at one enclosure of its u).
     */
    Interval tEnclosure(Interval ue) {
        TCache c = tCache;
        if (c == null || !c.u().equals(ue)) {
            c = new TCache(ue, ArcBox.tEnclosure(curve, ue));
            tCache = c;
        }
        return c.t();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ArcPoint p)) {
            return false;
        }
        if (!p.u.equals(u)) {
            return false;
        }
        if (p.curve == curve) {
            return true;
        }
        // t1 = t2 at u iff a1*b2 - a2*b1 vanishes at u (b1, b2 non-zero there)
        return u.signOf(curve.a().multiply(p.curve.b()).subtract(p.curve.a().multiply(curve.b()))) == Sign.ZERO;
    }

    @Override
    public int hashCode() {
        return 0;
    }

    /**
     * The point as text: u and its curve.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "(u = " + u + " on " + curve + ")";
    }
}
