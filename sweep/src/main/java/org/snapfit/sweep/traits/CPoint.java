package org.snapfit.sweep.traits;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.number.SnapfitInternalError;

/**
 * An exact point of the (t, u) plane: u is a real algebraic number and t = −ref.a(u)/ref.b(u) on a reference
 * curve through the point (a constraint curve, or a vertical line t = t₀ for rational times). Every predicate
 * reduces to the sign of one integer polynomial at u (Exact, via {@link RealAlgebraic#signOf}). Immutable as a
 * value; t is computed once, on first use, and cached (a benign race: every thread computes an equal value).
 * Equality is exact equality of u and of the reference curve.
 *
 * <p>A point whose t no curve through it defines — a snap landing at an algebraic time t_s on a t-independent
 * constraint u = c, where t_s and c generally lie in different number fields — is built with {@link #atTime}: t is
 * then explicit, and the sign of g = a(u) + t·b(u) there is sign(b(u))·sign(t − (−a(u)/b(u))), an exact comparison
 * of two real algebraic numbers (sign(a(u)) when b(u) = 0). Equality of such points is equality of u and t.
 */
public final class CPoint {

    private final RealAlgebraic u;
    private final TuPoly ref; // null: t is explicit
    private RealAlgebraic t;

    /**
     * Validates that t is finite at the point.
     *
     * @param u the angle parameter u = tan θ/2
     * @param ref a curve through the point with ref.b(u) ≠ 0
     * @throws IllegalArgumentException if ref.b(u) = 0 (t would be undefined)
     */
    public CPoint(RealAlgebraic u, TuPoly ref) {
        if (u.signOf(ref.b()) == Sign.ZERO) {
            throw new IllegalArgumentException("ref = " + ref + " has b(u) = 0 at u = " + u
                    + "; a reference curve must define t at the point");
        }
        this.u = u;
        this.ref = ref;
    }

    private CPoint(RealAlgebraic u, RealAlgebraic t) {
        this.u = u;
        this.ref = null;
        this.t = t;
    }

    /**
     * The point (t, u) with an explicit time, for a point that no constraint curve through it defines (see the
     * class comment).
     *
     * @param u the angle parameter
     * @param t the time
     * @return the point
     */
    public static CPoint atTime(RealAlgebraic u, RealAlgebraic t) {
        return new CPoint(Objects.requireNonNull(u, "u"), Objects.requireNonNull(t, "t"));
    }

    /**
     * The angle parameter.
     *
     * @return u = tan θ/2
     */
    public RealAlgebraic u() {
        return u;
    }

    /**
     * The reference curve, if the point has one.
     *
     * @return a curve through the point that defines t there; empty for a point built {@link #atTime}
     */
    public Optional<TuPoly> ref() {
        return Optional.ofNullable(ref);
    }

    /**
     * The same point with u given by another representation of the same number (for example as a root of a
     * lower-degree polynomial), keeping how t is defined.
     *
     * @param same a number equal to u
     * @return the re-expressed point
     */
    public CPoint withU(RealAlgebraic same) {
        CPoint c = ref == null ? new CPoint(same, t) : new CPoint(same, ref);
        c.t = t();
        return c;
    }

    /**
     * The same point with its time given by another representation of the same number (for example the time of
     * the event that led here, whose polynomial may have a lower degree than the one this point's reference curve
     * would give), keeping how u is defined.
     *
     * @param same a number equal to this point's time
     * @return the point with that time
     */
    public CPoint withTime(RealAlgebraic same) {
        CPoint c = ref == null ? new CPoint(u, same) : new CPoint(u, ref);
        c.t = Objects.requireNonNull(same, "same");
        return c;
    }

    /**
     * The exact time of the point (computed once).
     *
     * @return t = −ref.a(u)/ref.b(u)
     */
    public RealAlgebraic t() {
        RealAlgebraic v = t;
        if (v == null) {
            v = TimeMemo.of(u.context()).time(u, ref.a(), ref.b());
            t = v;
        }
        return v;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof CPoint c) || !u.equals(c.u)) {
            return false;
        }
        return ref == null ? c.ref == null && t.equals(c.t) : ref.equals(c.ref);
    }

    @Override
    public int hashCode() {
        return 31 * u.hashCode() + (ref == null ? t.hashCode() : ref.hashCode());
    }

    /**
     * Readable text.
     *
     * @return the u value and the reference curve
     */
    @Override
    public String toString() {
        return ref == null ? "CPoint[u=" + u + ", t=" + t + "]" : "CPoint[u=" + u + ", ref=" + ref + "]";
    }

    /**
     * The same point with another reference curve through it.
     *
     * @param other a curve through this point with other.b(u) ≠ 0
     * @return the re-referenced point
     */
    public CPoint withRef(TuPoly other) {
        CPoint c = new CPoint(u, other);
        c.t = t; // the same point, so the same time
        return c;
    }

    /**
     * Whether the given curve passes through the point and defines t there (b ≠ 0).
     *
     * @param g the curve
     * @return true iff g(t, u) = 0 and g.b(u) ≠ 0
     */
    public boolean isOn(TuPoly g) {
        return sign(g) == Sign.ZERO && u.signOf(g.b()) != Sign.ZERO;
    }

    /**
     * The exact sign of g at the point.
     *
     * @param g any function a(u) + t b(u)
     * @return sign of g(t, u)
     */
    public Sign sign(TuPoly g) {
        if (ref != null) {
            return u.signOf(g.restrictedTo(ref, u.context())).times(u.signOf(ref.b()));
        }
        Sign sb = u.signOf(g.b());
        if (sb == Sign.ZERO) {
            return u.signOf(g.a());
        }
        // g = b·(t − τ) with τ = −a(u)/b(u)
        return Sign.of(t.compare(u.rationalImage(g.a(), g.b())).intValue()).times(sb);
    }

    /**
     * The sign of g just past the point when moving along curve c (through the point) with u going in direction
     * d: the first non-zero derivative of the restriction of g to c, times d^k. ZERO if g vanishes identically
     * along c.
     *
     * @param g the function
     * @param c the curve followed (through this point, c.b(u) ≠ 0)
     * @param d +1 (u increasing) or −1
     * @return the sign of g at (τ_c(u + dη), u + dη) for small η &gt; 0
     */
    public Sign signPastAlong(TuPoly g, TuPoly c, int d) {
        return firstNonZero(g.restrictedTo(c, u.context()), d).times(u.signOf(c.b()));
    }

    /**
     * The sign of g just past the point when moving vertically (t fixed) with u going in direction d.
     *
     * @param g the function
     * @param d +1 or −1
     * @return the sign of g(t, u + dη) for small η &gt; 0; ZERO if g(t, ·) vanishes identically
     */
    public Sign signPastVertical(TuPoly g, int d) {
        for (int k = 0; k <= Math.max(g.a().degree(), g.b().degree()); k++) {
            Sign s = sign(g.derivativeU(k));
            if (s != Sign.ZERO) {
                return d < 0 && k % 2 == 1 ? s.negate() : s;
            }
        }
        return Sign.ZERO;
    }

    /**
     * Whether moving along curve c (through the point) in u-direction d makes t increase.
     *
     * @param c the curve, through the point
     * @param d +1 or −1
     * @return true iff τ_c(u + dη) &gt; τ_c(u) for small η &gt; 0
     */
    public boolean timeIncreasesAlong(TuPoly c, int d) {
        // tau' = -P/b^2 with P = a'b - ab'; the first non-zero derivative of tau - tau* is -P^(k)/b^2 at order k+1
        IntPoly p = c.a().derivative().multiply(c.b()).subtract(c.a().multiply(c.b().derivative()));
        int deg = p.degree();
        for (int k = 0; k <= deg; k++) {
            Sign s = u.signOf(p).negate();
            if (s != Sign.ZERO) {
                boolean flip = d < 0 && (k + 1) % 2 == 1;
                return (flip ? s.negate() : s) == Sign.POSITIVE;
            }
            p = p.derivative();
        }
        return false;
    }

    private Sign firstNonZero(IntPoly n, int d) {
        IntPoly p = n;
        int k = 0;
        while (!p.isZero()) {
            Sign s = u.signOf(p);
            if (s != Sign.ZERO) {
                return d < 0 && k % 2 == 1 ? s.negate() : s;
            }
            p = p.derivative();
            k++;
            if (k > 64) {
                throw new SnapfitInternalError("derivative chain did not terminate for " + n);
            }
        }
        return Sign.ZERO;
    }
}
