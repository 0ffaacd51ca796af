package org.snapfit.algebra.cspace;

import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.poly.IntPoly;

/**
 * The C-space curve a(u) + t·b(u) = 0 (docs/model.md), a and b integer polynomials of degree at most 2, stored
 * jointly primitive (the gcd of all six coefficients is 1) and sign-normalised (the leading coefficient of b is
 * positive, or of a when b ≡ 0). Instances come only from a {@link CurveKernel}, which hash-conses them: equal
 * (a, b) pairs are the same object, so {@code ==} and {@link #equals} agree. Immutable and thread-safe.
 *
 * <p>Degenerate cases (STYLE B.6):
 * <ul>
 *   <li>b ≡ 0 ({@link #isHorizontal()}): the constraint does not involve t; its zero set is the horizontal lines
 *       u = root of a (in the (t, u) plane with t horizontal). It has no graph, no poles, no tangencies.</li>
 *   <li>a and b share a factor g of positive degree ({@link #commonFactor()}): the zero set is the graph of the
 *       reduced function −(a/g)/(b/g) <em>plus</em> the horizontal lines u = root of g. The graph, poles and
 *       crossings are those of {@link #reduced()} (so a removable 0/0 point is filled in, as CGAL's rational
 *       functions do); the extra lines are reported by {@link #commonFactor()} and not drawn as arcs.</li>
 *   <li>Poles: real roots of the reduced b, where t → ±∞ (vertical asymptotes in the (t, u) plane with t
 *       horizontal they are horizontal asymptotes u = u0).</li>
 * </ul>
 */
public final class CSpaceCurve {
    private final IntPoly a;
    private final IntPoly b;
    private final int id;
    private final IntPoly commonFactor;
    private CSpaceCurve reduced;
    /** ArcBox's coefficient enclosures of a, b, a′, b′ (a cache filled on first use; speed only). */
    private double[][] coefficientBounds;
    /** The last {@link ArcBox#tEnclosure} of this curve (a cache for the sweep's status search; speed only). */
    private volatile TEnclosure lastT;

    CSpaceCurve(IntPoly a, IntPoly b, int id, IntPoly commonFactor) {
        this.a = a;
        this.b = b;
        this.id = id;
        this.commonFactor = commonFactor;
    }

    void setReduced(CSpaceCurve r) {
        this.reduced = r;
    }

    double[][] coefficientBounds() {
        return coefficientBounds;
    }

    void setCoefficientBounds(double[][] k) {
        this.coefficientBounds = k;
    }

    /** {@link ArcBox#tEnclosure} of this (reduced) curve over ue, cached for the last ue. */
    Interval tEnclosure(Interval ue) {
        TEnclosure old = lastT;
        TEnclosure c = TEnclosure.of(old, this, ue);
        if (c != old) {
            lastT = c;
        }
        return c.t();
    }

    /**
     * The polynomial a(u).
     *
     * @return a, degree at most 2
     */
    public IntPoly a() {
        return a;
    }

    /**
     * The polynomial b(u), the coefficient of t.
     *
     * @return b, degree at most 2
     */
    public IntPoly b() {
        return b;
    }

    /**
     * The kernel-wide serial number of this curve (creation order), a stable tie-breaker.
     *
     * @return the id, {@code >= 0}
     */
    public int id() {
        return id;
    }

    /**
     * Whether b ≡ 0: a t-independent constraint whose zero set is the lines u = root of a.
     *
     * @return true when b is the zero polynomial
     */
    public boolean isHorizontal() {
        return b.isZero();
    }

    /**
     * gcd(a, b), primitive with positive leading coefficient; {@code IntPoly.ONE} when a and b are coprime. For a
     * horizontal curve (b ≡ 0) this is {@code IntPoly.ONE} (the lines are a itself).
     *
     * @return the common factor
     */
    public IntPoly commonFactor() {
        return commonFactor;
    }

    /**
     * The curve with the common factor divided out: the same curve when a and b are coprime or b ≡ 0.
     *
     * @return the reduced curve (hash-consed by the same kernel)
     */
    public CSpaceCurve reduced() {
        return reduced;
    }

    /**
     * Whether this curve equals its reduced form.
     *
     * @return true when a and b are coprime (or b ≡ 0)
     */
    public boolean isReduced() {
        return reduced == this;
    }

    /**
     * The curve as text, e.g. {@code "(3*x^2 - 1) + t*(x + 2) = 0"}.
     *
     * @return the text, with x standing for u
     */
    @Override
    public String toString() {
        return "(" + a.toString("u") + ") + t*(" + b.toString("u") + ") = 0";
    }
}
