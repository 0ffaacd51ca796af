package org.snapfit.algebra.cspace;

import java.math.BigInteger;
import java.util.Optional;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * A certified, outward-rounded double bounding box [uLo, uHi] × [tLo, tHi] of a {@link GraphArc} (CGAL's frame:
 * u horizontal, t vertical): every point of the arc lies inside. Used only to <em>skip</em> exact work: two arcs
 * whose boxes are disjoint have no common point, so their exact intersection is not computed. Certified.
 *
 * <p><b>Why it encloses.</b> The u-range is enclosed by the {@link RealAlgebraic#enclosure()} of each finite bound
 * (outward-rounded by construction) or ±∞. On the closed u-range of an arc with two finite, non-pole ends the
 * function t(u) = −a(u)/b(u) is continuous (no pole inside), so its extremes are attained at an end or at a
 * stationary point, a root of a′b − ab′ ({@link CurveKernel#verticalTangencies}). The box takes the hull of
 * interval enclosures of t at the two ends and at every stationary point whose enclosure meets the u-range
 * (including a point slightly outside only widens the box). t on an interval U is enclosed by interval Horner
 * evaluation of a and b (each operation of {@link Interval} rounds outward: IEEE 754 round-to-nearest errs by at
 * most half an ulp, and {@code nextDown}/{@code nextUp} step a full ulp) and an outward-rounded quotient (IEEE 754
 * division is correctly rounded, so the four endpoint quotients moved one ulp outward enclose the exact ones);
 * coefficients that are not exactly representable are enclosed by {@link Interval#enclosing}. When b's enclosure
 * contains 0, a value is non-finite, or an end is a pole or at u → ±∞, the t-range is (−∞, +∞): never wrong,
 * merely useless. Immutable.
 */
public final class ArcBox {
    /** The box of the whole plane: proves nothing. */
    public static final ArcBox EVERYTHING = new ArcBox(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);

    private final double uLo;
    private final double uHi;
    private final double tLo;
    private final double tHi;

    private ArcBox(double uLo, double uHi, double tLo, double tHi) {
        this.uLo = uLo;
        this.uHi = uHi;
        this.tLo = tLo;
        this.tHi = tHi;
    }

    /**
     * The lower u bound.
     *
     * @return a double at or below every u of the arc (−∞ for an unbounded end)
     */
    public double uLo() {
        return uLo;
    }

    /**
     * The upper u bound.
     *
     * @return a double at or above every u of the arc (+∞ for an unbounded end)
     */
    public double uHi() {
        return uHi;
    }

    /**
     * The lower t bound.
     *
     * @return a double at or below every t of the arc (−∞ when unknown)
     */
    public double tLo() {
        return tLo;
    }

    /**
     * The upper t bound.
     *
     * @return a double at or above every t of the arc (+∞ when unknown)
     */
    public double tHi() {
        return tHi;
    }

    /**
     * The certified box of an arc.
     *
     * @param kernel the kernel owning the arc's curve (for its stationary points)
     * @param arc the arc
     * @return a box holding every point of the arc
     */
    public static ArcBox of(CurveKernel kernel, GraphArc arc) {
        double uLo = arc.uMin().map(u -> u.enclosure().lo()).orElse(Double.NEGATIVE_INFINITY);
        double uHi = arc.uMax().map(u -> u.enclosure().hi()).orElse(Double.POSITIVE_INFINITY);
        boolean bounded = arc.uMin().isPresent() && arc.uMax().isPresent()
                && arc.minPoleSign() == Sign.ZERO
                && arc.maxPoleSign() == Sign.ZERO;
        if (!bounded) {
            return new ArcBox(uLo, uHi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        CSpaceCurve c = arc.curve();
        Interval t = tEnclosure(c, arc.uMin().get().enclosure());
        Interval t2 = tEnclosure(c, arc.uMax().get().enclosure());
        if (t == null || t2 == null) {
            return new ArcBox(uLo, uHi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double lo = Math.min(t.lo(), t2.lo());
        double hi = Math.max(t.hi(), t2.hi());
        for (RealRoot r : kernel.verticalTangencies(c)) {
            Interval e = r.value().enclosure();
            if (e.hi() < uLo || e.lo() > uHi) {
                continue;
            }
            Interval ts = tEnclosure(c, e);
            if (ts == null) {
                return new ArcBox(uLo, uHi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
            }
            lo = Math.min(lo, ts.lo());
            hi = Math.max(hi, ts.hi());
        }
        return new ArcBox(uLo, uHi, lo, hi);
    }

    /**
     * A box from explicit ranges (callers must have certified them).
     *
     * @param uLo lower u
     * @param uHi upper u
     * @param tLo lower t
     * @param tHi upper t
     * @return the box
     */
    public static ArcBox ofRanges(double uLo, double uHi, double tLo, double tHi) {
        return new ArcBox(uLo, uHi, tLo, tHi);
    }

    /**
     * Whether two boxes are disjoint (then the arcs have no common point). Certified: compares the outward-rounded
     * ends exactly as doubles.
     *
     * @param o the other box
     * @return true only if no point lies in both boxes
     */
    public boolean disjoint(ArcBox o) {
        return uHi < o.uLo || o.uHi < uLo || tHi < o.tLo || o.tHi < tLo;
    }

    /**
     * An enclosure of t = −a(u)/b(u) of a reduced curve for every u in U, or null when b's enclosure contains 0 or
     * a value is not finite.
     *
     * @param c a reduced, non-horizontal curve
     * @param u an enclosure of the u-values
     * @return the enclosure of t, or null
     */
    public static Interval tEnclosure(CSpaceCurve c, Interval u) {
        if (!Double.isFinite(u.lo()) || !Double.isFinite(u.hi())) {
            return null;
        }
        Interval a = horner(c, OF_A, u);
        Interval b = horner(c, OF_B, u);
        if (a == null || b == null || b.containsZero()) {
            return null;
        }
        double q1 = a.lo() / b.lo();
        double q2 = a.lo() / b.hi();
        double q3 = a.hi() / b.lo();
        double q4 = a.hi() / b.hi();
        double lo = Math.nextDown(Math.min(Math.min(q1, q2), Math.min(q3, q4)));
        double hi = Math.nextUp(Math.max(Math.max(q1, q2), Math.max(q3, q4)));
        if (!Double.isFinite(lo) || !Double.isFinite(hi)) {
            return null;
        }
        return new Interval(-hi, -lo);
    }

    /** Index of a's coefficient enclosures in {@link #bounds} (b: 1, a′: 2, b′: 3). */
    private static final int OF_A = 0;
    private static final int OF_B = 1;
    private static final int OF_DA = 2;
    private static final int OF_DB = 3;

    /**
     * Interval Horner evaluation of a, b, a′ or b′ of c ({@code which}: {@link #OF_A} …) on U, or null when a value
     * is not finite: the operations of {@link Interval#multiply} and {@link Interval#add} (same outward rounding,
     * so the same enclosure), on local doubles instead of one new interval per step, from coefficient enclosures
     * computed once per curve ({@link #bounds}).
     */
    private static Interval horner(CSpaceCurve c, int which, Interval u) {
        double[][] k = bounds(c);
        double[] klo = k[2 * which];
        double[] khi = k[2 * which + 1];
        double ulo = u.lo();
        double uhi = u.hi();
        double lo = 0;
        double hi = 0;
        for (int i = klo.length - 1; i >= 0; i--) {
            double a = lo * ulo;
            double b = lo * uhi;
            double c1 = hi * ulo;
            double d = hi * uhi;
            double mlo = Math.nextDown(Math.min(Math.min(a, b), Math.min(c1, d)));
            double mhi = Math.nextUp(Math.max(Math.max(a, b), Math.max(c1, d)));
            lo = Math.nextDown(mlo + klo[i]);
            hi = Math.nextUp(mhi + khi[i]);
            if (!Double.isFinite(lo) || !Double.isFinite(hi)) {
                return null;
            }
        }
        return new Interval(lo, hi);
    }

    /**
     * The coefficient enclosures of a, b, a′, b′ of c (lower ends at index 2·which, upper at 2·which + 1, by
     * power): exact integers as doubles when |v| ≤ 2^53 (derivative coefficients i·v exactly when |v| ≤ 2^51 and
     * i ≤ 4), else outward-rounded enclosures ({@link Interval#enclosing}, {@link Interval#multiply}). Cached on
     * the curve (speed only; the values depend on the curve alone).
     */
    private static double[][] bounds(CSpaceCurve c) {
        double[][] k = c.coefficientBounds();
        if (k == null) {
            k = new double[8][];
            fill(k, OF_A, c.a(), false);
            fill(k, OF_B, c.b(), false);
            fill(k, OF_DA, c.a(), true);
            fill(k, OF_DB, c.b(), true);
            c.setCoefficientBounds(k);
        }
        return k;
    }

    private static void fill(double[][] k, int which, IntPoly p, boolean derivative) {
        int first = derivative ? 1 : 0;
        int n = Math.max(0, p.degree() + 1 - first);
        double[] lo = new double[n];
        double[] hi = new double[n];
        for (int i = first; i <= p.degree(); i++) {
            long f = derivative ? i : 1;
            if (p.fitsInLong() && f <= MAX_DERIVATIVE_FACTOR
                    && Math.abs(p.coeffAsLong(i)) <= EXACT_DOUBLE_INT / MAX_DERIVATIVE_FACTOR) {
                lo[i - first] = f * p.coeffAsLong(i);
                hi[i - first] = f * p.coeffAsLong(i);
            } else {
                Interval ci = coefficient(p, i);
                if (derivative) {
                    ci = Interval.point(f).multiply(ci);
                }
                lo[i - first] = ci.lo();
                hi[i - first] = ci.hi();
            }
        }
        k[2 * which] = lo;
        k[2 * which + 1] = hi;
    }

    /** The largest factor i of a derivative coefficient i·p_i (degree ≤ 2 curves; 4 leaves room). */
    private static final long MAX_DERIVATIVE_FACTOR = 4;

    /**
     * The sign of t1′(u) − t2′(u) for two reduced, non-horizontal curves, certified on an enclosure U of u, or
     * empty when the filter cannot decide. With t = −a/b, t′ = −w/b² for w = a′b − ab′, so
     * t1′ − t2′ = (w2·b1² − w1·b2²)/(b1²·b2²) has the sign of w2·b1² − w1·b2²; that expression is enclosed by
     * interval Horner evaluation of a, a′, b, b′ on U and outward-rounded products and differences
     * ({@link Interval}: each operation errs by at most half an ulp and is widened by a full ulp), so an enclosure
     * without zero gives the exact sign at every u in U. Used at a common point of two curves, where the order just
     * right of u is this sign when it is non-zero.
     *
     * @param c1 a reduced, non-horizontal curve
     * @param c2 a reduced, non-horizontal curve
     * @param u an enclosure of u
     * @return the certified sign (never ZERO), or empty
     */
    static Optional<Sign> slopeDifferenceSign(CSpaceCurve c1, CSpaceCurve c2, Interval u) {
        if (!Double.isFinite(u.lo()) || !Double.isFinite(u.hi())) {
            return Optional.empty();
        }
        Interval w1 = stationary(c1, u);
        Interval w2 = stationary(c2, u);
        Interval b1 = horner(c1, OF_B, u);
        Interval b2 = horner(c2, OF_B, u);
        if (w1 == null || w2 == null || b1 == null || b2 == null) {
            return Optional.empty();
        }
        Interval e = w2.multiply(b1.multiply(b1)).subtract(w1.multiply(b2.multiply(b2)));
        if (!Double.isFinite(e.lo()) || !Double.isFinite(e.hi())) {
            return Optional.empty();
        }
        return e.sign();
    }

    /** An enclosure of w = a′b − ab′ on U, or null when a value is not finite. */
    private static Interval stationary(CSpaceCurve c, Interval u) {
        Interval a = horner(c, OF_A, u);
        Interval b = horner(c, OF_B, u);
        Interval da = horner(c, OF_DA, u);
        Interval db = horner(c, OF_DB, u);
        if (a == null || b == null || da == null || db == null) {
            return null;
        }
        return da.multiply(b).subtract(a.multiply(db));
    }

    /** Largest integer magnitude every double represents exactly, 2^53 (dimensionless). */
    private static final long EXACT_DOUBLE_INT = 1L << 53;

    private static Interval coefficient(IntPoly p, int i) {
        if (p.fitsInLong()) {
            long v = p.coeffAsLong(i);
            if (Math.abs(v) <= EXACT_DOUBLE_INT) {
                return Interval.point(v);
            }
        }
        return Interval.enclosing(Rational.of(p.coeff(i), BigInteger.ONE),
                Rational.of(p.coeff(i), BigInteger.ONE));
    }

    /**
     * The box as text.
     *
     * @return u- and t-ranges
     */
    @Override
    public String toString() {
        return "[" + uLo + ", " + uHi + "] x [" + tLo + ", " + tHi + "]";
    }
}
