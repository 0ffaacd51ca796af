package org.snapfit.algebra.real;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.internal.DoubleNewton;
import org.snapfit.algebra.interval.CertifiedNewton;
import org.snapfit.algebra.interval.HornerFilter;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;

/**
 * An exact real algebraic number: a square-free primitive integer polynomial with positive leading coefficient
 * and an isolating interval with rational (dyadic when produced by {@link RootIsolator}) ends, plus a cached
 * outward-rounded double enclosure. Rationals are the cheap special case: the interval is the point itself and
 * the polynomial is {@code den*x - num}. Value semantics: {@link #equals} is exact value equality (decided by a
 * gcd, never by refinement alone); {@link #hashCode} hashes the correctly rounded double, which equal values share.
 *
 * <p>Immutable as a value. The isolating interval is a cache that narrows as methods refine it; it is replaced
 * atomically (a volatile reference to an immutable state), so instances are thread-safe.
 *
 * <p>Special cases with the same interface: rationals (point interval, polynomial {@code den*x - num}) and
 * quadratic irrationals (p + q√d)/r ({@link #quadraticForm()}), whose refinement is one integer square root and
 * whose polynomial signs are closed form ({@link QuadraticIrrational#signOf}).
 *
 * <p>Where the work is: refinement strategies in {@code Refiner} (bisection, certified Newton brackets, quadratic
 * interval refinement, closed forms), comparison in {@code Comparisons}, signs in {@code Signs}, images −a/b in
 * {@code Images}, output approximations in {@code Approximations}, root isolation and construction in
 * {@code Isolations}, minimal polynomials in {@code MinimalPolynomials} (all package-private). Each number belongs to
 * an {@link ExactContext}, whose memos and counters its operations use: {@link ExactContext#uncached()} for numbers
 * made without one, else the context of the polynomial's {@link #rootsOf(IntPoly, ExactContext)} call, inherited by
 * every number derived from it.
 *
 * <p>Costs: {@link #compare} first compares the double enclosures (a few ns). When they overlap it refines the
 * wider number, then the other, to about double precision — by a Newton bracket certified with floating-point
 * signs alone ({@link CertifiedNewton}, no rational arithmetic), else a few-ulp Newton bracket verified by exact
 * signs, else bisection; quadratics by their closed form. Only when the intervals still overlap does it test
 * equality by a gcd and then refine both to a common width shrinking by a doubling number of bits until they
 * separate. {@link #signOf} runs the {@link HornerFilter} on the enclosure, then (quadratics: closed form) on a
 * double-precision enclosure, then exact: gcd test for zero, then bisection until Descartes' bound proves the
 * polynomial has no root near the number. {@link #refine} to a width below double precision uses quadratic interval
 * refinement (Abbott's QIR: N-part secant guess, N squared on each hit), so the number of exact steps grows like
 * log log(1/width).
 *
 * <p><b>Size.</b> The class is the public face of the number — some thirty documented methods, each a few lines
 * delegating to the package-private roles above — plus the interval state they share; the algorithms live apart.
 */
public final class RealAlgebraic implements Comparable<RealAlgebraic> {

    private final IntPoly poly;
    /** Sign of poly just right of the interval's lower end, i.e. just left of the root (ZERO for points). */
    private final Sign signLo;
    /** The closed form when poly is an irreducible quadratic, else null. */
    private final QuadraticIrrational quad;
    private final ExactContext ctx;
    private volatile Isolation st;
    /** Set once {@link #toRational} has proven the number irrational (a cache; never reset). */
    private volatile boolean irrational;
    /** The correctly rounded double as a point interval, once computed (a cache). */
    private volatile Interval nearest;
    /** This number defined by its minimal polynomial, once computed (a cache). */
    private volatile RealAlgebraic minimal;

    RealAlgebraic(IntPoly poly, Sign signLo, QuadraticIrrational quad, Isolation st, ExactContext ctx) {
        this.poly = poly;
        this.signLo = signLo;
        this.quad = quad;
        this.st = st;
        this.ctx = ctx;
    }

    /**
     * The rational number r.
     *
     * @param r the value
     * @return r as an algebraic number (polynomial {@code den*x - num}, point interval)
     */
    public static RealAlgebraic of(Rational r) {
        return of(r, ExactContext.uncached());
    }

    /** The rational r as a number of the context ctx. */
    static RealAlgebraic of(Rational r, ExactContext ctx) {
        return new RealAlgebraic(IntPoly.of(r.num().negate(), r.den()), Sign.ZERO, null, Isolation.of(r, r), ctx);
    }

    /**
     * The quadratic irrational x = (p + q√d)/r, the cheap special case: its polynomial is
     * {@link QuadraticIrrational#polynomial()}, its first isolating interval a double enclosure certified by
     * outward rounding when one is narrower than the distance 2|q|√d/r to the conjugate root, else the closed-form
     * enclosure of width |q|/r (less than that distance), and every later refinement and every sign
     * of a polynomial at it is closed form.
     *
     * @param x the number
     * @return x as an algebraic number
     */
    public static RealAlgebraic of(QuadraticIrrational x) {
        return of(x, ExactContext.uncached());
    }

    private static RealAlgebraic of(QuadraticIrrational x, ExactContext ctx) {
        Optional<Interval> fast = x.doubleEnclosure();
        if (fast.isPresent()) {
            // the polynomial r²z² − 2prz + p² − q²d (leading coefficient > 0) is negative between its roots, and the
            // enclosure holds x but not its conjugate: just right of its lower end it is negative when x is the
            // larger root (q > 0), positive when x is the smaller one
            return new RealAlgebraic(x.polynomial(), x.q().signum() > 0 ? Sign.NEGATIVE : Sign.POSITIVE, x,
                    Isolation.exact(fast.get()), ctx);
        }
        Rational[] e = x.enclosure(Rational.of(x.q().abs(), x.r()));
        IntPoly g = x.polynomial();
        return new RealAlgebraic(g, g.signAt(e[0]), x, Isolation.of(e[0], e[1]), ctx);
    }

    /**
     * The integer n.
     *
     * @param n the value
     * @return n as an algebraic number
     */
    public static RealAlgebraic of(long n) {
        return of(Rational.of(n));
    }

    /**
     * The unique root of p in the open interval (lo, hi).
     *
     * @param p a non-zero polynomial
     * @param lo lower end, not a root
     * @param hi upper end, {@code > lo}, not a root
     * @return the root
     * @throws IllegalArgumentException if (lo, hi) does not hold exactly one root of p, or an end is a root
     */
    public static RealAlgebraic ofRoot(IntPoly p, Rational lo, Rational hi) {
        if (p.isZero() || lo.compareTo(hi) >= 0) {
            throw new IllegalArgumentException("ofRoot(" + p + ", " + lo + ", " + hi + "): need a non-zero polynomial and lo < hi");
        }
        IntPoly q = p.squareFreePart();
        Sign sl = q.signAt(lo);
        Sign sh = q.signAt(hi);
        if (sl == Sign.ZERO || sh == Sign.ZERO || sl == sh || RootIsolator.descartesBound(q, lo, hi) != 1) {
            throw new IllegalArgumentException("interval (" + lo + ", " + hi + ") does not isolate exactly one root of " + p
                    + " with non-root ends");
        }
        return Isolations.make(q, lo, hi, ExactContext.uncached());
    }

    /**
     * All real roots of p in increasing order with their multiplicities (Yun's square-free decomposition, then
     * {@link RootIsolator} on each factor), as numbers of the uncached context.
     *
     * @param p a non-zero polynomial
     * @return the distinct real roots, increasing; empty for a non-zero constant
     * @throws IllegalArgumentException if p is the zero polynomial
     */
    public static List<RealRoot> rootsOf(IntPoly p) {
        return rootsOf(p, ExactContext.uncached());
    }

    /**
     * All real roots of p in increasing order with their multiplicities, as numbers of the context {@code ctx}:
     * the context remembers each polynomial's first isolation and hands out fresh numbers built from it on every
     * call, so results never depend on earlier calls or on refinements done to numbers returned before.
     *
     * @param p a non-zero polynomial
     * @param ctx the context whose memos the roots (and every number derived from them) use
     * @return the distinct real roots, increasing; empty for a non-zero constant
     * @throws IllegalArgumentException if p is the zero polynomial
     */
    public static List<RealRoot> rootsOf(IntPoly p, ExactContext ctx) {
        if (p.isZero()) {
            throw new IllegalArgumentException("p = 0: the zero polynomial vanishes everywhere; its roots are not isolated");
        }
        return Isolations.rootsOf(p, Objects.requireNonNull(ctx, "ctx"));
    }

    /**
     * The defining polynomial: square-free, primitive, positive leading coefficient; {@code den*x - num} for a
     * number known to be rational at construction. Not necessarily the minimal polynomial ({@link #minimal()}).
     *
     * @return the polynomial
     */
    public IntPoly polynomial() {
        return poly;
    }

    /**
     * The context whose memos and counters this number's operations use.
     *
     * @return the context ({@link ExactContext#uncached()} for numbers made without one)
     */
    public ExactContext context() {
        return ctx;
    }

    /**
     * The closed form (p + q√d)/r when the defining polynomial is an irreducible quadratic.
     *
     * @return the quadratic form, or empty for rationals and numbers of degree other than 2
     */
    public Optional<QuadraticIrrational> quadraticForm() {
        return Optional.ofNullable(quad);
    }

    /**
     * The current lower end of the isolating interval (equal to {@link #upper} for a point).
     *
     * @return the lower end
     */
    public Rational lower() {
        return st.lo();
    }

    /**
     * The current upper end of the isolating interval.
     *
     * @return the upper end
     */
    public Rational upper() {
        return st.hi();
    }

    /**
     * The current outward-rounded double enclosure.
     *
     * @return an interval of doubles holding this number
     */
    public Interval enclosure() {
        return st.enc();
    }

    /**
     * Whether the number is rational. Exact: a rational root n/d of the primitive polynomial has d dividing the
     * leading coefficient L, so a single candidate k/L is tested: k from a floating approximation, certified by the
     * signs of the polynomial at (k ± ½)/L, else after refining the interval to width below 1/L.
     *
     * @return true iff the number is rational
     */
    public boolean isRational() {
        return toRational().isPresent();
    }

    /**
     * The number as a rational, when it is one (see {@link #isRational}).
     *
     * @return the rational value, or empty for an irrational number
     */
    public Optional<Rational> toRational() {
        Isolation s = st;
        if (s.point()) {
            return Optional.of(s.lo());
        }
        if (quad != null || irrational) {
            return Optional.empty();
        }
        Optional<Optional<Rational>> quick = RationalCertificate.decide(this);
        if (quick.isPresent()) {
            if (quick.get().isEmpty()) {
                irrational = true;
            }
            return quick.get();
        }
        BigInteger lc = poly.leadingCoeff();
        s = Refiner.refineTo(this, new Rational(BigInteger.ONE, lc));
        if (s.point()) {
            return Optional.of(s.lo());
        }
        BigInteger k = s.lo().multiply(Rational.of(lc)).floor().add(BigInteger.ONE);
        Rational cand = new Rational(k, lc);
        if (cand.compareTo(s.hi()) < 0 && poly.signAt(cand) == Sign.ZERO) {
            st = Isolation.of(cand, cand);
            return Optional.of(cand);
        }
        irrational = true;
        return Optional.empty();
    }

    /**
     * An equal number defined by its <b>minimal polynomial</b> over ℚ (primitive, positive leading coefficient,
     * irreducible): the form in which reports print algebraic numbers, so that equal values computed along different
     * paths print alike. Exact; cached. Rational and quadratic-irrational numbers already are in this form. Complete
     * when the defining polynomial has degree ≤ 4 once its rational roots are removed (see
     * {@code MinimalPolynomials} for the method and the larger degrees).
     *
     * @return this number (when its polynomial is already minimal) or an equal one with the minimal polynomial
     */
    public RealAlgebraic minimal() {
        RealAlgebraic m = minimal;
        if (m == null) {
            m = MinimalPolynomials.minimal(this);
            m.minimal = m; // the result is in minimal form: asking it again returns itself
            minimal = m;
        }
        return m;
    }

    /**
     * An equal number whose polynomial and isolating interval depend only on the value and {@code width}, never on
     * how this object was computed or refined before: the root of a fresh isolation of the minimal polynomial
     * ({@link #minimal()}, {@link #rootsOf}), refined to width at most {@code width}. Reports print this interval so
     * that equal inputs give byte-identical output whatever path the computation took. A rational (decided exactly)
     * is returned as a point.
     *
     * @param width the requested width, {@code > 0}
     * @return an equal number with a canonical isolating interval of width {@code <= width}
     * @throws IllegalArgumentException if {@code width <= 0}
     */
    public RealAlgebraic canonical(Rational width) {
        requirePositive(width);
        Optional<Rational> q = toRational();
        if (q.isPresent()) {
            return of(q.get(), ctx);
        }
        RealAlgebraic m = minimal();
        List<RealRoot> probe = rootsOf(m.poly, ctx);
        for (int k = 0; k < probe.size(); k++) {
            if (probe.get(k).value().compare(m) == Comparison.EQUAL) {
                // comparing refined the probe copy; refine a second fresh copy so nothing of this path remains
                return rootsOf(m.poly, ctx).get(k).value().refine(width);
            }
        }
        throw new SnapfitInternalError("a root of " + m.poly + " is missing from its own isolation");
    }

    /**
     * An equal number whose isolating interval has width at most {@code width} (this object's cached interval is
     * narrowed too).
     *
     * @param width the requested width, {@code > 0}
     * @return an equal number with upper - lower {@code <= width}
     * @throws IllegalArgumentException if {@code width <= 0}
     */
    public RealAlgebraic refine(Rational width) {
        requirePositive(width);
        return new RealAlgebraic(poly, signLo, quad, Refiner.refineTo(this, width), ctx);
    }

    /**
     * An equal number whose isolating interval has width at most {@code width}, narrowed by the cheapest certified
     * route: as {@link #refine}, except that a quadratic irrational first tries the Newton bracket certified by
     * floating-point signs (no integer square root), and takes its closed form only when that is not narrow enough.
     * For filters that need a narrow enclosure, not for printing ({@link #canonical} fixes printed intervals).
     *
     * @param width the requested width, {@code > 0}
     * @return an equal number with upper - lower {@code <= width}
     * @throws IllegalArgumentException if {@code width <= 0}
     */
    public RealAlgebraic tighten(Rational width) {
        requirePositive(width);
        Isolation s = st;
        if (quad == null || s.point() || s.width().compareTo(width) <= 0) {
            return refine(width);
        }
        Isolation n = Refiner.newton(this, s);
        if (!n.point() && n.width().compareTo(width) > 0) {
            n = Refiner.quadRefine(this, n, width);
        }
        return new RealAlgebraic(poly, signLo, quad, n, ctx);
    }

    private static void requirePositive(Rational width) {
        if (width.signum() <= 0) {
            throw new IllegalArgumentException("width = " + width + "; a refinement width must be > 0");
        }
    }

    /**
     * Exact comparison with a rational: no refinement (one exact sign of the polynomial at r at most).
     *
     * @param r the rational
     * @return the comparison of this with r
     */
    public Comparison compare(Rational r) {
        return Comparisons.compare(this, r);
    }

    /**
     * Exact comparison: enclosure filter, refinement, and the gcd test for equality (see the class comment).
     *
     * @param o the other number
     * @return the comparison of this with o
     */
    public Comparison compare(RealAlgebraic o) {
        return Comparisons.compare(this, o);
    }

    /**
     * The natural order, consistent with {@link #equals}.
     *
     * @param o the other number
     * @return negative, zero or positive as this is smaller, equal or larger
     */
    @Override
    public int compareTo(RealAlgebraic o) {
        return compare(o).intValue();
    }

    /**
     * The exact sign of a polynomial at this number: {@link HornerFilter} on the enclosure, then on a
     * double-precision enclosure, then exact (gcd test for zero; bisection until Descartes' bound is 0).
     *
     * @param q any integer polynomial
     * @return the sign of q(this)
     */
    public Sign signOf(IntPoly q) {
        return Signs.signOf(this, q);
    }

    /**
     * The sign of q at this number by the exact path only (no floating filter); used to cross-check the filter.
     *
     * @param q any integer polynomial
     * @return the sign of q(this)
     */
    public Sign signOfExact(IntPoly q) {
        return Signs.signOfExact(this, q);
    }

    /**
     * The number {@code -a(x)/b(x)} at x = this, exactly: its polynomial is the square-free part of
     * res_x(p(x), y b(x) + a(x)) (after removing from p any factor common to a and b), and the root is picked by
     * refining rational interval enclosures until one candidate remains; closed form in Q(√d) for quadratics.
     *
     * @param a numerator polynomial
     * @param b denominator polynomial, non-zero at this number
     * @return -a(this)/b(this)
     * @throws IllegalArgumentException if b vanishes at this number (a pole; the caller handles poles)
     */
    public RealAlgebraic rationalImage(IntPoly a, IntPoly b) {
        if (signOf(b) == Sign.ZERO) {
            throw new IllegalArgumentException("rationalImage: b(x) = " + b + " vanishes at x = " + this
                    + "; -a(x)/b(x) has a pole there");
        }
        return Images.rationalImage(this, a, b);
    }

    /**
     * The sum this + c, exactly: for a root of p the polynomial is p(x − c) with denominators cleared (square-free,
     * primitive, positive leading coefficient, as {@link #polynomial()} promises; minimal if p is), the isolating
     * interval is the current one shifted by c, and the closed forms of rationals and quadratic irrationals are kept.
     * Cheaper than computing a translated value from scratch (no resultant, no root isolation).
     *
     * @param c the rational to add
     * @return this + c
     */
    public RealAlgebraic add(Rational c) {
        Isolation s = st;
        if (s.point()) {
            return of(s.lo().add(c), ctx);
        }
        if (c.signum() == 0) {
            return new RealAlgebraic(poly, signLo, quad, s, ctx);
        }
        BigInteger m = c.num();
        BigInteger n = c.den();
        if (quad != null) {
            // (p + q√d)/r + m/n = (p n + m r + q n √d)/(r n)
            return of(new QuadraticIrrational(quad.p().multiply(n).add(m.multiply(quad.r())), quad.q().multiply(n),
                    quad.d(), quad.r().multiply(n)), ctx);
        }
        // n^deg p((n x − m)/n) = n^deg p(x − c): positive leading coefficient, same sign just right of each end
        IntPoly shifted = poly.affine(m.negate(), n, n).primitivePart();
        RealAlgebraic out = new RealAlgebraic(shifted, signLo, null, Isolation.of(s.lo().add(c), s.hi().add(c)), ctx);
        out.irrational = irrational; // an irrational number plus a rational is irrational
        return out;
    }

    /**
     * The correctly rounded double (round to nearest, ties to even), cached. A rational number converts directly.
     * Otherwise a binary search over the doubles inside the number's outward enclosure (ordered by their bit
     * patterns) decides between neighbours by the exact comparison of the number with their midpoint — a dyadic
     * rational, one sign of the defining polynomial, which the floating filter settles without big numbers except
     * within a few ulps of the number; every point strictly between two consecutive midpoints rounds to the double
     * between them, and a tie goes to the even neighbour. At most 64 steps. When the enclosure is not finite, or the
     * answer is zero (for the sign of zero), the interval is refined until both ends round to the same double.
     *
     * @return the double nearest to this number
     */
    public double toDouble() {
        Interval cached = nearest;
        if (cached == null) {
            cached = Approximations.nearest(this);
            nearest = cached;
        }
        return cached.lo();
    }

    /**
     * The value correctly rounded (half-even) to {@code digits} significant decimal digits, as
     * {@link BigDecimal#toString} text. Exact decision: the interval is refined until both ends round alike.
     *
     * @param digits significant digits, at least 1
     * @return the decimal text
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public String toDecimalString(int digits) {
        return toBigDecimal(digits).toString();
    }

    /**
     * The value correctly rounded (half-even) to {@code digits} significant digits.
     *
     * @param digits significant digits, at least 1
     * @return the rounded value
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public BigDecimal toBigDecimal(int digits) {
        requireDigits(digits);
        return Approximations.toBigDecimal(this, digits);
    }

    /**
     * The arc tangent of this number to {@code digits} significant digits (radians). Apfloat evaluates atan at a
     * rational point with guard digits; the interval is refined until the result, widened by the interval width
     * (atan is 1-Lipschitz) and by 10^-(digits + 6) relative for Apfloat's own error, rounds to one value.
     * Approximate beyond Apfloat's documented accuracy, exact for 0.
     *
     * @param digits significant digits, at least 1
     * @return atan(this) rounded half-even to that many digits
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public BigDecimal atan(int digits) {
        return atan(digits, BigDecimal.ONE);
    }

    /**
     * {@code factor}·atan(this) to {@code digits} significant digits, rounded once (as {@link #atan(int)}, with the
     * factor applied before rounding: e.g. a half-angle substitution's 2 atan u).
     *
     * @param digits significant digits, at least 1
     * @param factor a non-zero scale factor
     * @return factor·atan(this) rounded half-even to that many digits
     * @throws IllegalArgumentException if {@code digits < 1} or the factor is zero
     */
    public BigDecimal atan(int digits, BigDecimal factor) {
        requireDigits(digits);
        if (factor.signum() == 0) {
            throw new IllegalArgumentException("factor = 0; the scale of atan must be non-zero");
        }
        return Approximations.atan(this, digits, factor);
    }

    private static void requireDigits(int digits) {
        if (digits < 1) {
            throw new IllegalArgumentException("digits = " + digits + "; must be >= 1");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RealAlgebraic && compare((RealAlgebraic) o) == Comparison.EQUAL;
    }

    @Override
    public int hashCode() {
        return DoubleNewton.hashOf(toDouble());
    }

    /**
     * Exact text: the rational itself, or {@code "root of P in (lo, hi)"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        Isolation s = st;
        return s.point() ? s.lo().toString() : "root of " + poly + " in (" + s.lo() + ", " + s.hi() + ")";
    }

    /**
     * Object identity check used in tests: the sign of the polynomial just left of the root.
     *
     * @return the sign of polynomial() at lower() (ZERO for a point)
     */
    Sign signLo() {
        return Objects.requireNonNull(signLo);
    }

    // ------------------------------------------------------------------ package-private state for the helpers

    IntPoly poly() {
        return poly;
    }

    QuadraticIrrational quad() {
        return quad;
    }

    Isolation state() {
        return st;
    }

    void setState(Isolation s) {
        st = s;
    }

    /** A rational as a number of this number's context. */
    RealAlgebraic sameContext(Rational r) {
        return of(r, ctx);
    }

    /** A quadratic irrational as a number of this number's context. */
    RealAlgebraic sameContext(QuadraticIrrational x) {
        return of(x, ctx);
    }
}
