package org.snapfit.algebra.real;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apfloat.Apfloat;
import org.apfloat.ApfloatMath;
import org.snapfit.algebra.internal.DoubleNewton;
import org.snapfit.algebra.interval.HornerFilter;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.BiPoly;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.poly.SquareFreeFactor;

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
 * <p>Costs: {@link #compare} first compares the double enclosures (a few ns), then refines both intervals to about
 * double precision (Newton proposal checked by two exact signs, bisection as fallback), then — only when the
 * intervals still overlap — tests equality by a gcd and otherwise bisects until they separate. {@link #signOf}
 * runs the {@link HornerFilter} on the enclosure, then exact: gcd test for zero, then bisection until Descartes'
 * bound proves the polynomial has no root near the number.
 */
public final class RealAlgebraic implements Comparable<RealAlgebraic> {

    /** Bisections tried before the exact gcd test when two enclosures keep overlapping. */
    private static final int BISECTIONS_BEFORE_GCD = 4;
    /** Half-width in ulps of the verified Newton bracket. */
    private static final int NEWTON_ULPS = 4;
    /** Extra decimal digits carried by Apfloat in {@link #atan}. */
    private static final int GUARD_DIGITS = 12;

    private final IntPoly poly;
    /** Sign of poly just left of the root inside the interval (irrelevant for points). */
    private final Sign signLo;
    private volatile State st;

    private record State(Rational lo, Rational hi, Interval enc) {
        boolean point() {
            return lo.equals(hi);
        }

        static State of(Rational lo, Rational hi) {
            return new State(lo, hi, Interval.enclosing(lo, hi));
        }
    }

    private RealAlgebraic(IntPoly poly, Sign signLo, State st) {
        this.poly = poly;
        this.signLo = signLo;
        this.st = st;
    }

    /**
     * The rational number r.
     *
     * @param r the value
     * @return r as an algebraic number (polynomial {@code den*x - num}, point interval)
     */
    public static RealAlgebraic of(Rational r) {
        return new RealAlgebraic(IntPoly.of(r.num().negate(), r.den()), Sign.ZERO, State.of(r, r));
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
        return make(q, lo, hi);
    }

    /** A number from a square-free primitive polynomial and an isolating interval (or point). */
    private static RealAlgebraic make(IntPoly sqfree, Rational lo, Rational hi) {
        if (lo.equals(hi)) {
            return of(lo);
        }
        IntPoly q = sqfree.primitivePart();
        if (q.degree() == 1) {
            return of(new Rational(q.coeff(0).negate(), q.coeff(1)));
        }
        Sign sl = q.signAt(lo);
        if (sl == Sign.ZERO) {
            throw new SnapfitInternalError("isolating interval end " + lo + " is a root of " + q);
        }
        return new RealAlgebraic(q, sl, State.of(lo, hi));
    }

    /**
     * All real roots of p in increasing order with their multiplicities (Yun's square-free decomposition, then
     * {@link RootIsolator} on each factor).
     *
     * @param p a non-zero polynomial
     * @return the distinct real roots, increasing; empty for a non-zero constant
     * @throws IllegalArgumentException if p is the zero polynomial
     */
    public static List<RealRoot> rootsOf(IntPoly p) {
        if (p.isZero()) {
            throw new IllegalArgumentException("p = 0: the zero polynomial vanishes everywhere; its roots are not isolated");
        }
        List<RealRoot> out = new ArrayList<>();
        List<SquareFreeFactor> fs = p.squareFreeDecomposition();
        for (SquareFreeFactor f : fs) {
            for (IsolatingInterval iv : RootIsolator.isolateSquareFree(f.factor())) {
                out.add(new RealRoot(make(f.factor(), iv.lower(), iv.upper()), f.multiplicity()));
            }
        }
        if (fs.size() > 1) {
            out.sort((a, b) -> a.value().compareTo(b.value()));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The defining polynomial: square-free, primitive, positive leading coefficient; {@code den*x - num} for a
     * number known to be rational at construction. Not necessarily the minimal polynomial.
     *
     * @return the polynomial
     */
    public IntPoly polynomial() {
        return poly;
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
     * leading coefficient L, so after refining to width below 1/L a single candidate k/L is tested.
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
        State s = st;
        if (s.point()) {
            return Optional.of(s.lo());
        }
        BigInteger lc = poly.leadingCoeff();
        Rational w = new Rational(BigInteger.ONE, lc);
        s = refineTo(w);
        if (s.point()) {
            return Optional.of(s.lo());
        }
        BigInteger k = s.lo().multiply(Rational.of(lc)).floor().add(BigInteger.ONE);
        Rational cand = new Rational(k, lc);
        if (cand.compareTo(s.hi()) < 0 && poly.signAt(cand) == Sign.ZERO) {
            st = State.of(cand, cand);
            return Optional.of(cand);
        }
        return Optional.empty();
    }

    /** One bisection step (or the point state if the midpoint is the root). */
    private State bisect(State s) {
        if (s.point()) {
            return s;
        }
        Rational m = s.lo().add(s.hi()).multiply(Rational.HALF);
        Sign sm = poly.signAt(m);
        State n;
        if (sm == Sign.ZERO) {
            n = State.of(m, m);
        } else if (sm == signLo) {
            n = State.of(m, s.hi());
        } else {
            n = State.of(s.lo(), m);
        }
        st = n;
        return n;
    }

    /** Tries to jump to a verified bracket of a few ulps around a Newton approximation. */
    private State newton(State s) {
        if (s.point()) {
            return s;
        }
        List<Rational> br = DoubleNewton.bracket(poly, s.enc(), NEWTON_ULPS);
        if (br.isEmpty()) {
            return s;
        }
        Rational a = br.get(0).max(s.lo());
        Rational b = br.get(1).min(s.hi());
        if (a.compareTo(b) >= 0) {
            return s;
        }
        Sign sa = a.equals(s.lo()) ? signLo : poly.signAt(a);
        if (sa == Sign.ZERO) {
            return setPoint(a);
        }
        Sign sb = b.equals(s.hi()) ? signLo.negate() : poly.signAt(b);
        if (sb == Sign.ZERO) {
            return setPoint(b);
        }
        if (sa == signLo && sb != signLo) {
            State n = State.of(a, b);
            st = n;
            return n;
        }
        return s;
    }

    private State setPoint(Rational r) {
        State n = State.of(r, r);
        st = n;
        return n;
    }

    /** Refines until the enclosure is about as tight as doubles allow. */
    private State refineToDoublePrecision(State s) {
        State n = newton(s);
        if (n == s) {
            for (int i = 0; i < BISECTIONS_BEFORE_GCD; i++) {
                n = bisect(n);
            }
        }
        return n;
    }

    private State refineTo(Rational width) {
        State s = st;
        if (!s.point() && s.hi().subtract(s.lo()).compareTo(width) > 0) {
            s = newton(s);
        }
        while (!s.point() && s.hi().subtract(s.lo()).compareTo(width) > 0) {
            s = bisect(s);
        }
        return s;
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
        if (width.signum() <= 0) {
            throw new IllegalArgumentException("width = " + width + "; a refinement width must be > 0");
        }
        State s = refineTo(width);
        return new RealAlgebraic(poly, signLo, s);
    }

    /**
     * Exact comparison with a rational: no refinement (one exact sign of the polynomial at r at most).
     *
     * @param r the rational
     * @return the comparison of this with r
     */
    public Comparison compare(Rational r) {
        State s = st;
        if (s.point()) {
            return s.lo().compare(r);
        }
        if (r.compareTo(s.lo()) <= 0) {
            return Comparison.LARGER;
        }
        if (r.compareTo(s.hi()) >= 0) {
            return Comparison.SMALLER;
        }
        Sign sr = HornerFilter.signAtRational(poly, r);
        if (sr == Sign.ZERO) {
            return Comparison.EQUAL;
        }
        return sr == signLo ? Comparison.LARGER : Comparison.SMALLER;
    }

    /**
     * Exact comparison: enclosure filter, refinement, and the gcd test for equality (see the class comment).
     *
     * @param o the other number
     * @return the comparison of this with o
     */
    public Comparison compare(RealAlgebraic o) {
        if (this == o) {
            return Comparison.EQUAL;
        }
        State a = st;
        State b = o.st;
        boolean gcdDone = false;
        int round = 0;
        while (true) {
            if (a.enc().strictlyBelow(b.enc())) {
                return Comparison.SMALLER;
            }
            if (b.enc().strictlyBelow(a.enc())) {
                return Comparison.LARGER;
            }
            if (b.point()) {
                return compare(b.lo());
            }
            if (a.point()) {
                return o.compare(a.lo()).reverse();
            }
            if (a.hi().compareTo(b.lo()) <= 0) {
                return Comparison.SMALLER;
            }
            if (b.hi().compareTo(a.lo()) <= 0) {
                return Comparison.LARGER;
            }
            if (round == 0) {
                a = refineToDoublePrecision(a);
                b = o.refineToDoublePrecision(b);
            } else {
                if (!gcdDone && round >= 1) {
                    gcdDone = true;
                    if (equalByGcd(a, o, b)) {
                        return Comparison.EQUAL;
                    }
                }
                a = bisect(a);
                b = o.bisect(b);
            }
            round++;
        }
    }

    /** Whether the two (overlapping, non-point) numbers are equal: gcd has a root in the intersection. */
    private boolean equalByGcd(State a, RealAlgebraic o, State b) {
        IntPoly g = poly.equals(o.poly) ? poly : poly.gcd(o.poly);
        if (g.degree() < 1) {
            return false;
        }
        Rational lo = a.lo().max(b.lo());
        Rational hi = a.hi().min(b.hi());
        if (lo.compareTo(hi) >= 0) {
            return false;
        }
        Sign sl = g.signAt(lo);
        Sign sh = g.signAt(hi);
        if (sl == Sign.ZERO || sh == Sign.ZERO) {
            throw new SnapfitInternalError("gcd " + g + " vanishes at an isolating interval end (" + lo + ", " + hi + ")");
        }
        return sl != sh;
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
        if (q.isZero()) {
            return Sign.ZERO;
        }
        State s = st;
        if (s.point()) {
            return HornerFilter.signAtRational(q, s.lo());
        }
        Optional<Sign> f = HornerFilter.signAt(q, s.enc());
        if (f.isPresent()) {
            return f.get();
        }
        s = refineToDoublePrecision(s);
        if (s.point()) {
            return HornerFilter.signAtRational(q, s.lo());
        }
        f = HornerFilter.signAt(q, s.enc());
        if (f.isPresent()) {
            return f.get();
        }
        return exactSign(q, s);
    }

    /**
     * The sign of q at this number by the exact path only (no floating filter); used to cross-check the filter.
     *
     * @param q any integer polynomial
     * @return the sign of q(this)
     */
    public Sign signOfExact(IntPoly q) {
        if (q.isZero()) {
            return Sign.ZERO;
        }
        State s = st;
        if (s.point()) {
            return q.signAt(s.lo());
        }
        return exactSign(q, s);
    }

    private Sign exactSign(IntPoly q, State s) {
        IntPoly g = poly.gcd(q);
        if (g.degree() >= 1) {
            Sign gl = g.signAt(s.lo());
            Sign gh = g.signAt(s.hi());
            if (gl != gh) {
                return Sign.ZERO;
            }
        }
        while (true) {
            if (s.point()) {
                return q.signAt(s.lo());
            }
            if (RootIsolator.descartesBound(q, s.lo(), s.hi()) == 0) {
                return q.signAt(s.lo().add(s.hi()).multiply(Rational.HALF));
            }
            s = bisect(s);
        }
    }

    /**
     * The number {@code -a(x)/b(x)} at x = this, exactly: its polynomial is the square-free part of
     * res_x(p(x), y b(x) + a(x)) (after removing from p any factor common to a and b), and the root is picked by
     * refining rational interval enclosures until one candidate remains.
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
        State s = st;
        if (s.point()) {
            return of(a.evaluate(s.lo()).divide(b.evaluate(s.lo())).negate());
        }
        IntPoly p = poly;
        IntPoly h = p.gcd(a.gcd(b));
        if (h.degree() >= 1) {
            p = p.divideExact(h);
        }
        int n = Math.max(a.degree(), b.degree()) + 1;
        IntPoly[] lin = new IntPoly[n];
        for (int i = 0; i < n; i++) {
            lin[i] = IntPoly.of(a.coeff(i), b.coeff(i));
        }
        IntPoly r = BiPoly.ofX(p).resultantX(BiPoly.fromXCoefficients(lin)).squareFreePart();
        List<IsolatingInterval> cands = new ArrayList<>(RootIsolator.isolateSquareFree(r));
        List<RealAlgebraic> nums = new ArrayList<>();
        for (IsolatingInterval iv : cands) {
            nums.add(make(r, iv.lower(), iv.upper()));
        }
        while (true) {
            Rational[] e = imageEnclosure(a, b, s);
            if (e.length == 2) {
                List<RealAlgebraic> keep = new ArrayList<>();
                for (RealAlgebraic c : nums) {
                    State cs = c.st;
                    if (cs.hi().compareTo(e[0]) >= 0 && cs.lo().compareTo(e[1]) <= 0) {
                        keep.add(c);
                    }
                }
                nums = keep;
                if (nums.size() == 1) {
                    return nums.get(0);
                }
                if (nums.isEmpty()) {
                    throw new SnapfitInternalError("rationalImage lost every candidate root of " + r);
                }
                for (RealAlgebraic c : nums) {
                    c.bisect(c.st);
                }
            }
            s = bisect(s);
            if (s.point()) {
                return of(a.evaluate(s.lo()).divide(b.evaluate(s.lo())).negate());
            }
        }
    }

    /** Exact rational enclosure of -a/b over [lo, hi], or an empty array when b's enclosure contains 0. */
    private static Rational[] imageEnclosure(IntPoly a, IntPoly b, State s) {
        Rational[] ea = rangeOf(a, s.lo(), s.hi());
        Rational[] eb = rangeOf(b, s.lo(), s.hi());
        if (eb[0].signum() <= 0 && eb[1].signum() >= 0) {
            return new Rational[0];
        }
        Rational[] q = {ea[0].divide(eb[0]), ea[0].divide(eb[1]), ea[1].divide(eb[0]), ea[1].divide(eb[1])};
        Rational mn = q[0];
        Rational mx = q[0];
        for (Rational x : q) {
            mn = mn.min(x);
            mx = mx.max(x);
        }
        return new Rational[] {mx.negate(), mn.negate()};
    }

    /** Naive interval Horner with exact rational ends: an enclosure of p over [lo, hi]. */
    private static Rational[] rangeOf(IntPoly p, Rational lo, Rational hi) {
        Rational l = Rational.ZERO;
        Rational h = Rational.ZERO;
        for (int i = p.degree(); i >= 0; i--) {
            Rational[] prods = {l.multiply(lo), l.multiply(hi), h.multiply(lo), h.multiply(hi)};
            Rational mn = prods[0];
            Rational mx = prods[0];
            for (Rational x : prods) {
                mn = mn.min(x);
                mx = mx.max(x);
            }
            Rational c = Rational.of(p.coeff(i));
            l = mn.add(c);
            h = mx.add(c);
        }
        return new Rational[] {l, h};
    }

    /**
     * The correctly rounded double (round to nearest, ties to even): the interval is refined until both ends
     * round to the same double, which every point between them then also rounds to.
     *
     * @return the double nearest to this number
     */
    public double toDouble() {
        Optional<Rational> r = toRational();
        if (r.isPresent()) {
            return r.get().doubleValue();
        }
        State s = st;
        while (!DoubleNewton.sameDouble(s.lo(), s.hi())) {
            State n = newton(s);
            s = n == s ? bisect(s) : n;
        }
        return s.lo().doubleValue();
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
        if (digits < 1) {
            throw new IllegalArgumentException("digits = " + digits + "; must be >= 1");
        }
        MathContext mc = new MathContext(digits, RoundingMode.HALF_EVEN);
        Optional<Rational> r = toRational();
        if (r.isPresent()) {
            return decimal(r.get(), mc);
        }
        State s = st;
        while (true) {
            BigDecimal l = decimal(s.lo(), mc);
            BigDecimal h = decimal(s.hi(), mc);
            if (l.compareTo(h) == 0) {
                return l;
            }
            State n = newton(s);
            s = n == s ? bisect(s) : n;
            if (s.point()) {
                return decimal(s.lo(), mc);
            }
        }
    }

    private static BigDecimal decimal(Rational r, MathContext mc) {
        return new BigDecimal(r.num()).divide(new BigDecimal(r.den()), mc);
    }

    /**
     * The arc tangent of this number to {@code digits} significant digits (radians). Apfloat evaluates atan at a
     * rational point with {@value #GUARD_DIGITS} guard digits; the interval is refined until the result, widened by
     * the interval width (atan is 1-Lipschitz) and by 10^-(digits + 6) relative for Apfloat's own error, rounds to
     * one value. Approximate beyond Apfloat's documented accuracy, exact for 0.
     *
     * @param digits significant digits, at least 1
     * @return atan(this) rounded half-even to that many digits
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public BigDecimal atan(int digits) {
        return scaledAtan(digits, BigDecimal.ONE);
    }

    /**
     * The angle theta = 2 atan(this) (radians) to {@code digits} significant digits, as {@link #atan}.
     *
     * @param digits significant digits, at least 1
     * @return 2 atan(this) rounded half-even
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public BigDecimal theta(int digits) {
        return scaledAtan(digits, BigDecimal.valueOf(2));
    }

    private BigDecimal scaledAtan(int digits, BigDecimal factor) {
        if (digits < 1) {
            throw new IllegalArgumentException("digits = " + digits + "; must be >= 1");
        }
        if (signOf(IntPoly.X) == Sign.ZERO) {
            return BigDecimal.ZERO;
        }
        MathContext mc = new MathContext(digits, RoundingMode.HALF_EVEN);
        int prec = digits + GUARD_DIGITS;
        MathContext wide = new MathContext(prec + 4, RoundingMode.HALF_EVEN);
        while (true) {
            State s = st;
            Rational mid = s.lo().add(s.hi()).multiply(Rational.HALF);
            BigDecimal m = decimal(mid, wide);
            Apfloat at = ApfloatMath.atan(new Apfloat(m, prec));
            BigDecimal v = new BigDecimal(at.toString(true)).multiply(factor);
            BigDecimal half = decimal(s.hi().subtract(s.lo()), wide).multiply(factor);
            // |m - mid| <= half an ulp at prec + 4 digits <= |m| 10^-(prec + 3); atan is 1-Lipschitz
            BigDecimal apErr = v.abs().movePointLeft(digits + 6).add(m.abs().movePointLeft(prec + 3).multiply(factor));
            BigDecimal err = half.add(apErr);
            BigDecimal l = v.subtract(err).round(mc);
            BigDecimal h = v.add(err).round(mc);
            if (l.compareTo(h) == 0) {
                return l;
            }
            refineTo(s.hi().subtract(s.lo()).multiply(Rational.of(1, 1L << 20)));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RealAlgebraic && compare((RealAlgebraic) o) == Comparison.EQUAL;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(toDouble());
    }

    /**
     * Exact text: the rational itself, or {@code "root of P in (lo, hi)"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        State s = st;
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
}
