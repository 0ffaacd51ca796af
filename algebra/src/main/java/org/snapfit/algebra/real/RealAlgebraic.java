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
import org.snapfit.algebra.internal.DoubleRounding;
import org.snapfit.algebra.interval.CertifiedNewton;
import org.snapfit.algebra.interval.HornerFilter;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.memo.BoundedMemo;
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
 * <p>Special cases with the same interface: rationals (point interval, polynomial {@code den*x - num}) and
 * quadratic irrationals (p + q√d)/r ({@link #quadraticForm()}), whose refinement is one integer square root and
 * whose polynomial signs are closed form ({@link QuadraticIrrational#signOf}).
 *
 * <p>Costs: {@link #compare} first compares the double enclosures (a few ns). When they overlap it refines the
 * wider number, then the other, to about double precision — by a Newton bracket certified with floating-point
 * signs alone ({@link CertifiedNewton}, no rational arithmetic), else a few-ulp Newton bracket verified by exact
 * signs, else bisection; quadratics by their closed form. Only when the intervals still overlap does it test
 * equality by a gcd and then refine until they separate. {@link #signOf} runs the {@link HornerFilter} on the
 * enclosure, then (quadratics: closed form) on a double-precision enclosure, then exact: gcd test for zero, then
 * bisection until Descartes' bound proves the polynomial has no root near the number. {@link #refine} to a width
 * below double precision uses quadratic interval refinement (Abbott's QIR: N-part secant guess, N squared on each
 * hit), so the number of exact steps grows like log log(1/width).
 */
public final class RealAlgebraic implements Comparable<RealAlgebraic> {

    /** Bisections tried before the exact gcd test when two enclosures keep overlapping. */
    private static final int BISECTIONS_BEFORE_GCD = 4;
    /** Half-width in ulps of the verified Newton bracket. */
    private static final int NEWTON_ULPS = 4;
    /** Extra decimal digits carried by Apfloat in {@link #atan}. */
    private static final int GUARD_DIGITS = 12;

    /** Bits by which one closed-form step narrows the interval of a quadratic irrational. */
    private static final int QUADRATIC_STEP_BITS = 64;
    /** Bits by which one {@link #narrow} call asks quadratic interval refinement to shrink the interval. */
    private static final int QIR_STEP_BITS = 32;
    /** Initial subdivision count N of quadratic interval refinement (Abbott's QIR starts at 4). */
    private static final BigInteger QIR_START = BigInteger.valueOf(4);

    private final IntPoly poly;
    /** Sign of poly just right of the interval's lower end, i.e. just left of the root (ZERO for points). */
    private final Sign signLo;
    /** The closed form when poly is an irreducible quadratic, else null. */
    private final QuadraticIrrational quad;
    private volatile State st;
    /** Set once {@link #toRational} has proven the number irrational (a cache; never reset). */
    private volatile boolean irrational;
    /** The correctly rounded double as a point interval, once computed (a cache). */
    private volatile Interval nearest;

    /**
     * The isolating interval [lo, hi] (a point, or an open interval holding exactly one root of poly, ends not
     * roots) and a double enclosure {@code enc} of it with the rounding invariant of {@link CertifiedNewton}. A
     * state made from a certified double bracket keeps its ends as doubles and converts them to rationals only
     * when asked (a benign race: every thread computes the same immutable value).
     */
    private static final class State {
        private final Interval enc;
        private final boolean point;
        private final boolean exactEnds;
        private Rational lo;
        private Rational hi;

        private State(Rational lo, Rational hi, Interval enc) {
            this.lo = lo;
            this.hi = hi;
            this.enc = enc;
            this.point = lo != null && lo.equals(hi);
            this.exactEnds = lo == null;
        }

        static State of(Rational lo, Rational hi) {
            return new State(lo, hi, Interval.enclosing(lo, hi));
        }

        /** A state whose ends are exactly the (distinct) double ends of iv. */
        static State exact(Interval iv) {
            return new State(null, null, iv);
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
    }

    private RealAlgebraic(IntPoly poly, Sign signLo, QuadraticIrrational quad, State st) {
        this.poly = poly;
        this.signLo = signLo;
        this.quad = quad;
        this.st = st;
    }

    /**
     * The rational number r.
     *
     * @param r the value
     * @return r as an algebraic number (polynomial {@code den*x - num}, point interval)
     */
    public static RealAlgebraic of(Rational r) {
        return new RealAlgebraic(IntPoly.of(r.num().negate(), r.den()), Sign.ZERO, null, State.of(r, r));
    }

    /**
     * The quadratic irrational x = (p + q√d)/r, the cheap special case: its polynomial is
     * {@link QuadraticIrrational#polynomial()}, its first isolating interval the closed-form enclosure of width
     * |q|/r (less than the distance 2|q|√d/r to the conjugate root), and every later refinement and every sign
     * of a polynomial at it is closed form.
     *
     * @param x the number
     * @return x as an algebraic number
     */
    public static RealAlgebraic of(QuadraticIrrational x) {
        Rational[] e = x.enclosure(Rational.of(x.q().abs(), x.r()));
        IntPoly g = x.polynomial();
        return new RealAlgebraic(g, g.signAt(e[0]), x, State.of(e[0], e[1]));
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
        if (q.degree() == 2) {
            return quadratic(q, lo, hi);
        }
        // An open isolating interval may end at a neighbouring (rational) root of q, e.g. (2, 4) next to the
        // root 2 found at a bisection midpoint: move that end inwards until (old end, new end) provably holds no
        // root (Descartes bound 0) and the new end is not a root.
        Rational l = q.signAt(lo) == Sign.ZERO ? offRoot(q, lo, hi) : lo;
        Rational h = q.signAt(hi) == Sign.ZERO ? offRoot(q, hi, l) : hi;
        return new RealAlgebraic(q, q.signAt(l), null, State.of(l, h));
    }

    /**
     * The root in (lo, hi) of the primitive square-free quadratic q = a x² + b x + c (a &gt; 0): rational when the
     * discriminant D is a square, else (−b ± √D)/(2a) with + for the larger root (where q rises through zero, so q
     * is negative just left of it).
     */
    private static RealAlgebraic quadratic(IntPoly q, Rational lo, Rational hi) {
        BigInteger a = q.coeff(2);
        BigInteger b = q.coeff(1);
        BigInteger disc = b.multiply(b).subtract(a.multiply(q.coeff(0)).shiftLeft(2));
        BigInteger s = disc.sqrt();
        BigInteger twoA = a.shiftLeft(1);
        if (s.multiply(s).equals(disc)) {
            Rational small = Rational.of(b.negate().subtract(s), twoA);
            return of(small.compareTo(lo) > 0 && small.compareTo(hi) < 0 ? small : Rational.of(s.subtract(b), twoA));
        }
        Rational l = q.signAt(lo) == Sign.ZERO ? offRoot(q, lo, hi) : lo;
        Rational h = q.signAt(hi) == Sign.ZERO ? offRoot(q, hi, l) : hi;
        Sign sl = q.signAt(l);
        BigInteger sigma = sl == Sign.NEGATIVE ? BigInteger.ONE : BigInteger.ONE.negate();
        return new RealAlgebraic(q, sl, new QuadraticIrrational(b.negate(), sigma, disc, twoA), State.of(l, h));
    }

    /** A point c between root end and other with no root of q in the open interval between end and c. */
    private static Rational offRoot(IntPoly q, Rational end, Rational other) {
        Rational w = other.subtract(end);
        while (true) {
            w = w.multiply(Rational.HALF);
            Rational c = end.add(w);
            Rational a = w.signum() > 0 ? end : c;
            Rational b = w.signum() > 0 ? c : end;
            if (q.signAt(c) != Sign.ZERO && RootIsolator.descartesBound(q, a, b) == 0) {
                return c;
            }
        }
    }

    /**
     * All real roots of p in increasing order with their multiplicities (Yun's square-free decomposition, then
     * {@link RootIsolator} on each factor).
     *
     * <p>A bounded, thread-safe memo keyed by p keeps each root's defining data as first isolated (polynomial, sign,
     * closed form, isolating interval); every call returns fresh numbers built from it, so results never depend on
     * earlier calls or on refinements done to numbers returned before (reports stay byte-identical), while a
     * polynomial met again — as in the repeated exact runs of a friction bisection — is not isolated again.
     *
     * @param p a non-zero polynomial
     * @return the distinct real roots, increasing; empty for a non-zero constant
     * @throws IllegalArgumentException if p is the zero polynomial
     */
    public static List<RealRoot> rootsOf(IntPoly p) {
        if (p.isZero()) {
            throw new IllegalArgumentException("p = 0: the zero polynomial vanishes everywhere; its roots are not isolated");
        }
        Optional<List<Proto>> known = ROOTS_MEMO.get(p);
        List<Proto> protos = known.isPresent() ? known.get() : ROOTS_MEMO.putIfAbsent(p, isolateAll(p));
        List<RealRoot> out = new ArrayList<>(protos.size());
        for (Proto pr : protos) {
            RealAlgebraic x = pr.signLo() == Sign.ZERO ? of(pr.lo())
                    : new RealAlgebraic(pr.poly(), pr.signLo(), pr.quad(), State.of(pr.lo(), pr.hi()));
            out.add(new RealRoot(x, pr.multiplicity()));
        }
        return Collections.unmodifiableList(out);
    }

    /** Polynomials whose roots {@link #rootsOf} remembers (least recently used dropped first; about 1 KB each). */
    private static final int ROOTS_MEMO_SIZE = 1 << 14;

    private static final BoundedMemo<IntPoly, List<Proto>> ROOTS_MEMO = new BoundedMemo<>(ROOTS_MEMO_SIZE);

    /** A root's defining data as first isolated (the interval before any refinement). */
    private record Proto(IntPoly poly, Sign signLo, QuadraticIrrational quad, Rational lo, Rational hi, int multiplicity) {
    }

    /** The roots of p, increasing, as prototypes taken before any comparison refined them. */
    private static List<Proto> isolateAll(IntPoly p) {
        List<RealAlgebraic> nums = new ArrayList<>();
        List<Proto> protos = new ArrayList<>();
        List<SquareFreeFactor> fs = p.squareFreeDecomposition();
        for (SquareFreeFactor f : fs) {
            for (IsolatingInterval iv : RootIsolator.isolateSquareFree(f.factor())) {
                RealAlgebraic x = make(f.factor(), iv.lower(), iv.upper());
                State s = x.st;
                nums.add(x);
                protos.add(new Proto(x.poly, x.signLo, x.quad, s.lo(), s.hi(), f.multiplicity()));
            }
        }
        if (fs.size() > 1) {
            // order the prototypes by value (comparing refines the working numbers, not the prototypes)
            List<Integer> idx = new ArrayList<>();
            for (int i = 0; i < nums.size(); i++) {
                idx.add(i);
            }
            idx.sort((a, b) -> nums.get(a).compareTo(nums.get(b)));
            List<Proto> sorted = new ArrayList<>(protos.size());
            for (int i : idx) {
                sorted.add(protos.get(i));
            }
            protos = sorted;
        }
        return List.copyOf(protos);
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
        if (quad != null || irrational) {
            return Optional.empty();
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
        irrational = true;
        return Optional.empty();
    }

    /** One bisection step (or the point state if the midpoint is the root). */
    private State bisect(State s) {
        if (s.point()) {
            return s;
        }
        Rational m = split(s);
        Sign sm = HornerFilter.signAtRational(poly, m);
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

    /**
     * A point strictly inside the open interval near its middle: the midpoint of the double enclosure when it lies
     * strictly inside (a dyadic rational: no gcd, and its sign is usually decided by the floating filter), else the
     * exact midpoint (intervals too narrow for doubles to split). Either halves the width up to the enclosure's
     * rounding, so bisection keeps its rate.
     */
    private static Rational split(State s) {
        Optional<Rational> m = s.enc().dyadicMidpoint();
        if (m.isPresent() && m.get().compareTo(s.lo()) > 0 && m.get().compareTo(s.hi()) < 0) {
            return m.get();
        }
        return s.lo().add(s.hi()).multiply(Rational.HALF);
    }

    /**
     * Jumps to a narrow bracket around a Newton approximation: first one certified by floating-point signs alone
     * ({@link CertifiedNewton}: no rational arithmetic at all), else a bracket of a few ulps verified by exact
     * signs. Returns s itself when neither applies.
     */
    private State newton(State s) {
        if (s.point()) {
            return s;
        }
        Optional<Interval> fast = CertifiedNewton.bracket(poly, s.enc(), signLo);
        if (fast.isPresent()) {
            State n = State.exact(fast.get());
            st = n;
            return n;
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
        Sign sa = a.equals(s.lo()) ? signLo : HornerFilter.signAtRational(poly, a);
        if (sa == Sign.ZERO) {
            return setPoint(a);
        }
        Sign sb = b.equals(s.hi()) ? signLo.negate() : HornerFilter.signAtRational(poly, b);
        if (sb == Sign.ZERO) {
            return setPoint(b);
        }
        boolean narrower = b.subtract(a).multiply(Rational.of(2)).compareTo(s.width()) < 0;
        if (sa == signLo && sb != signLo && narrower) {
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

    /**
     * The closed-form interval of a quadratic irrational of width at most {@code width}, intersected with the
     * current isolating interval (so it still excludes the conjugate root).
     */
    private State quadRefine(State s, Rational width) {
        Rational[] e = quad.enclosure(width);
        State n = State.of(e[0].max(s.lo()), e[1].min(s.hi()));
        st = n;
        return n;
    }

    /** 2^-bits as a rational. */
    private static Rational twoToMinus(int bits) {
        return Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(bits));
    }

    /** One refinement step of the comparison loop: closed form for quadratics (64 bits), else one bisection. */
    private State step(State s) {
        if (s.point()) {
            return s;
        }
        return quad != null ? quadRefine(s, s.width().multiply(twoToMinus(QUADRATIC_STEP_BITS))) : bisect(s);
    }

    /**
     * Width, in ulps of the larger end's magnitude, up to which an enclosure counts as being at double precision
     * (dimensionless): a certified Newton bracket is a few ulps wide; narrowing it further cannot help a floating
     * filter, whose own rounding error is of the same order.
     */
    private static final int DOUBLE_PRECISION_ULPS = 8;

    /** Whether the state's enclosure is already about as tight as doubles allow (refining it helps no filter). */
    private static boolean atDoublePrecision(State s) {
        return s.enc().withinUlps(DOUBLE_PRECISION_ULPS);
    }

    /** Refines until the enclosure is about as tight as doubles allow (or tighter). */
    private State refineToDoublePrecision(State s) {
        if (s.point() || quad != null) {
            return step(s);
        }
        State n = newton(s);
        if (n == s) {
            for (int i = 0; i < BISECTIONS_BEFORE_GCD; i++) {
                n = bisect(n);
            }
        }
        return n;
    }

    /** One substantial narrowing: closed form (quadratics), else Newton, else quadratic interval refinement. */
    private State narrow(State s) {
        if (s.point() || quad != null) {
            return step(s);
        }
        State n = newton(s);
        return n != s ? n : qir(s, s.width().multiply(twoToMinus(QIR_STEP_BITS)));
    }

    private State refineTo(Rational width) {
        State s = st;
        if (s.point() || s.width().compareTo(width) <= 0) {
            return s;
        }
        if (quad != null) {
            return quadRefine(s, width);
        }
        return qir(newton(s), width);
    }

    /**
     * Quadratic interval refinement (J. Abbott, "Quadratic interval refinement for real roots", 2006; the variant
     * analysed by M. Kerber and M. Sagraloff, ISSAC 2011): split (lo, hi) into N equal parts, guess the part
     * holding the root from the secant through the end values, and test that part with two exact signs. A hit
     * replaces the interval by the part and squares N (quadratic convergence); a miss bisects once and takes the
     * square root of N (never below 4). Exact: every decision is the sign of poly at a rational.
     */
    private State qir(State s, Rational width) {
        BigInteger n = QIR_START;
        State cur = s;
        while (!cur.point() && cur.width().compareTo(width) > 0) {
            State hit = qirStep(cur, n);
            if (hit != null) {
                cur = hit;
                st = hit;
                n = n.multiply(n);
            } else {
                cur = bisect(cur);
                n = n.sqrt().max(QIR_START);
            }
        }
        return cur;
    }

    /** One QIR test with N parts: the new state on a hit, null on a miss. */
    private State qirStep(State s, BigInteger n) {
        Rational lo = s.lo();
        Rational hi = s.hi();
        Rational fa = poly.evaluate(lo);
        Rational fb = poly.evaluate(hi);
        // the secant's zero is lo + (hi - lo) fa / (fa - fb); its part index is j = round(N fa / (fa - fb))
        Rational frac = fa.divide(fa.subtract(fb));
        BigInteger j = frac.multiply(Rational.of(n)).add(Rational.HALF).floor();
        Rational w = s.width().divide(Rational.of(n));
        if (j.signum() <= 0) {
            return qirCandidate(lo, lo.add(w));
        }
        if (j.compareTo(n) >= 0) {
            return qirCandidate(hi.subtract(w), hi);
        }
        Rational m = lo.add(w.multiply(Rational.of(j)));
        Sign sm = poly.signAt(m);
        if (sm == Sign.ZERO) {
            return State.of(m, m);
        }
        return sm == signLo ? qirCandidate(m, m.add(w)) : qirCandidate(m.subtract(w), m);
    }

    /**
     * The state (a, b) when it holds the root, a point when an end is the root, else null. The caller guarantees
     * that (a, b) lies inside the current isolating interval, so a sign change there is this root.
     */
    private State qirCandidate(Rational a, Rational b) {
        Sign sa = poly.signAt(a);
        if (sa == Sign.ZERO) {
            return State.of(a, a);
        }
        Sign sb = poly.signAt(b);
        if (sb == Sign.ZERO) {
            return State.of(b, b);
        }
        return sa == signLo && sb != signLo ? State.of(a, b) : null;
    }

    /**
     * An equal number whose isolating interval depends only on the value and {@code width}, never on how this
     * object was computed or refined before: the root of a fresh isolation of the same polynomial
     * ({@link #rootsOf}), refined to width at most {@code width}. Reports print this interval so that equal inputs
     * give byte-identical output whatever path the computation took. A rational (decided exactly) is returned as a
     * point.
     *
     * @param width the requested width, {@code > 0}
     * @return an equal number with a canonical isolating interval of width {@code <= width}
     * @throws IllegalArgumentException if {@code width <= 0}
     */
    public RealAlgebraic canonical(Rational width) {
        if (width.signum() <= 0) {
            throw new IllegalArgumentException("width = " + width + "; a refinement width must be > 0");
        }
        Optional<Rational> q = toRational();
        if (q.isPresent()) {
            return of(q.get());
        }
        List<RealRoot> probe = rootsOf(poly);
        for (int k = 0; k < probe.size(); k++) {
            if (probe.get(k).value().compare(this) == Comparison.EQUAL) {
                // comparing refined the probe copy; refine a second fresh copy so nothing of this path remains
                return rootsOf(poly).get(k).value().refine(width);
            }
        }
        throw new SnapfitInternalError("a root of " + poly + " is missing from its own isolation");
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
        return new RealAlgebraic(poly, signLo, quad, s);
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
        if (width.signum() <= 0) {
            throw new IllegalArgumentException("width = " + width + "; a refinement width must be > 0");
        }
        State s = st;
        if (quad == null || s.point() || s.width().compareTo(width) <= 0) {
            return refine(width);
        }
        State n = newton(s);
        if (!n.point() && n.width().compareTo(width) > 0) {
            n = quadRefine(n, width);
        }
        return new RealAlgebraic(poly, signLo, quad, n);
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
        Optional<Comparison> quick = byIntervals(o, a, b);
        if (quick.isPresent()) {
            return quick.get();
        }
        boolean gcdDone = false;
        if (poly.equals(o.poly)) {
            // roots of one square-free polynomial: equal iff the overlap of the two isolating intervals holds a
            // root (two signs), which refinement could never show — decide it before refining (repeated
            // comparisons of equal times would otherwise narrow both numbers further on every call)
            gcdDone = true;
            if (equalByGcd(a, o, b)) {
                return Comparison.EQUAL;
            }
        }
        // the slow path: a pair of roots met before (repeated structure) is decided by the memo
        Optional<Comparison> known = knownComparison(o);
        if (known.isPresent()) {
            return known.get();
        }
        Comparison c = compareSlow(o, a, b, gcdDone);
        rememberComparison(o, a, b, c);
        return c;
    }

    /**
     * The order of this (in state a) and o (in state b) when their intervals alone decide it: disjoint enclosures,
     * a point (one exact sign), or disjoint rational intervals; empty while they overlap.
     */
    private Optional<Comparison> byIntervals(RealAlgebraic o, State a, State b) {
        if (a.enc().strictlyBelow(b.enc())) {
            return Optional.of(Comparison.SMALLER);
        }
        if (b.enc().strictlyBelow(a.enc())) {
            return Optional.of(Comparison.LARGER);
        }
        if (b.point()) {
            return Optional.of(compare(b.lo()));
        }
        if (a.point()) {
            return Optional.of(o.compare(a.lo()).reverse());
        }
        // with both states' ends exactly their enclosures' ends the enclosure test above was already exact
        if (!(a.exactEnds() && b.exactEnds())) {
            if (a.hi().compareTo(b.lo()) <= 0) {
                return Optional.of(Comparison.SMALLER);
            }
            if (b.hi().compareTo(a.lo()) <= 0) {
                return Optional.of(Comparison.LARGER);
            }
        }
        return Optional.empty();
    }

    /**
     * The refining part of {@link #compare(RealAlgebraic)}: the two states overlap, neither is a point, and (for
     * equal polynomials) the equality test has already failed when {@code gcdDone}.
     */
    private Comparison compareSlow(RealAlgebraic o, State a, State b, boolean gcdDone) {
        boolean widerFirst = true;
        int round = 0;
        while (true) {
            Optional<Comparison> quick = byIntervals(o, a, b);
            if (quick.isPresent()) {
                return quick.get();
            }
            if (round == 0 && atDoublePrecision(a) && atDoublePrecision(b)) {
                // both already as tight as doubles allow and still overlapping: refining each to double precision
                // again cannot separate them; go straight to the equality test and exact steps
                round = 2;
                continue;
            }
            if (round == 0) {
                // refine the wider number first: alone it often separates the two
                widerFirst = a.enc().widerThan(b.enc());
                if (widerFirst) {
                    a = refineToDoublePrecision(a);
                } else {
                    b = o.refineToDoublePrecision(b);
                }
            } else if (round == 1) {
                if (widerFirst) {
                    b = o.refineToDoublePrecision(b);
                } else {
                    a = refineToDoublePrecision(a);
                }
            } else {
                if (!gcdDone) {
                    gcdDone = true;
                    if (equalByGcd(a, o, b)) {
                        return Comparison.EQUAL;
                    }
                }
                a = step(a);
                b = o.step(b);
            }
            round++;
        }
    }

    /** Two roots of two defining polynomials (their isolating intervals when first compared) and their order. */
    private record ComparisonEntry(Rational aLo, Rational aHi, Rational bLo, Rational bHi, Comparison result) {
    }

    /** Entries of the comparison, sign and gcd memos (least recently used dropped first). */
    private static final int EXACT_MEMO_SIZE = 1 << 12;

    /**
     * Comparisons that needed refinement, by the pair of defining polynomials: like {@link #SIGN_MEMO}, for the
     * equal or nearly equal roots that repeated structure brings back again and again. A pair matches an entry iff
     * each number lies in the entry's interval for it (exact comparisons with rationals; no refinement).
     */
    private static final BoundedMemo<List<IntPoly>, List<ComparisonEntry>> COMPARE_MEMO =
            new BoundedMemo<>(EXACT_MEMO_SIZE);

    private Optional<Comparison> knownComparison(RealAlgebraic o) {
        for (ComparisonEntry e : COMPARE_MEMO.get(List.of(poly, o.poly)).orElse(List.of())) {
            if (compare(e.aLo()) == Comparison.LARGER && compare(e.aHi()) == Comparison.SMALLER
                    && o.compare(e.bLo()) == Comparison.LARGER && o.compare(e.bHi()) == Comparison.SMALLER) {
                return Optional.of(e.result());
            }
        }
        return Optional.empty();
    }

    private void rememberComparison(RealAlgebraic o, State a, State b, Comparison c) {
        ComparisonEntry e = new ComparisonEntry(a.lo(), a.hi(), b.lo(), b.hi(), c);
        COMPARE_MEMO.merge(List.of(poly, o.poly), List.of(e), BoundedMemo.appending());
    }

    /** A polynomial q at a root of a defining polynomial. */
    private record SignKey(IntPoly poly, IntPoly q) {
    }

    /** The sign of q at the root of the key's polynomial isolated by (lo, hi). */
    private record SignEntry(Rational lo, Rational hi, Sign sign) {
    }

    /**
     * Signs decided by the exact path, by (defining polynomial, q) and isolating interval. The same polynomials meet
     * again and again in a geometric computation with repeated structure (a rack's teeth are translates of one
     * another, and a translation in t leaves the restricted polynomials of the sweep unchanged), so a sign the
     * floating filter cannot decide (typically a zero) is computed exactly once. A number matches an entry iff it
     * lies in the entry's interval (two exact comparisons with rationals; no refinement of either number).
     */
    private static final BoundedMemo<SignKey, List<SignEntry>> SIGN_MEMO = new BoundedMemo<>(EXACT_MEMO_SIZE);

    /** Greatest common divisors of pairs of defining polynomials and probes, computed once each. */
    private static final BoundedMemo<List<IntPoly>, IntPoly> GCD_MEMO = new BoundedMemo<>(EXACT_MEMO_SIZE);

    private static IntPoly gcdOf(IntPoly a, IntPoly b) {
        List<IntPoly> key = List.of(a, b);
        Optional<IntPoly> g = GCD_MEMO.get(key);
        return g.isPresent() ? g.get() : GCD_MEMO.putIfAbsent(key, a.gcd(b));
    }

    private Optional<Sign> knownSign(SignKey key) {
        for (SignEntry e : SIGN_MEMO.get(key).orElse(List.of())) {
            if (compare(e.lo()) == Comparison.LARGER && compare(e.hi()) == Comparison.SMALLER) {
                return Optional.of(e.sign());
            }
        }
        return Optional.empty();
    }

    private static void rememberSign(SignKey key, SignEntry e) {
        SIGN_MEMO.merge(key, List.of(e), BoundedMemo.appending());
    }

    /**
     * Whether the two (overlapping, non-point) numbers are equal: gcd has a root in the intersection. Shortcut for
     * one square-free polynomial: when one isolating interval lies inside the other, its root lies in the other's
     * open interval, which holds exactly one root of that polynomial (the {@link State} invariant), so they are
     * equal without evaluating anything (the roots of one polynomial met again, e.g. one crossing found twice).
     */
    private boolean equalByGcd(State a, RealAlgebraic o, State b) {
        boolean samePoly = poly.equals(o.poly);
        if (samePoly && (within(a, b) || within(b, a))) {
            return true;
        }
        IntPoly g = samePoly ? poly : gcdOf(poly, o.poly);
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

    /** Whether the closed interval of a lies inside that of b (exact: doubles when both ends are exact doubles). */
    private static boolean within(State a, State b) {
        if (a.exactEnds() && b.exactEnds()) {
            return a.enc().lo() >= b.enc().lo() && a.enc().hi() <= b.enc().hi();
        }
        return a.lo().compareTo(b.lo()) >= 0 && a.hi().compareTo(b.hi()) <= 0;
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
        if (quad != null) {
            return quad.signOf(q);
        }
        SignKey key = new SignKey(poly, q);
        Optional<Sign> known = knownSign(key);
        if (known.isPresent()) {
            return known.get();
        }
        if (!atDoublePrecision(s)) {
            s = refineToDoublePrecision(s);
            if (s.point()) {
                return HornerFilter.signAtRational(q, s.lo());
            }
            f = HornerFilter.signAt(q, s.enc());
            if (f.isPresent()) {
                return f.get();
            }
        }
        Sign sign = exactSign(q, s);
        if (!s.point()) {
            rememberSign(key, new SignEntry(s.lo(), s.hi(), sign));
        }
        return sign;
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
        IntPoly g = gcdOf(poly, q);
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
        if (quad != null) {
            return quadraticImage(a, b);
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

    /**
     * −a(x)/b(x) for the quadratic irrational x = (p + q√d)/r, in Q(√d): with a(x) = (A + B√d)/r and
     * b(x) = (C + E√d)/r (pseudo-remainders modulo the defining quadratic, which has positive leading coefficient),
     * −a/b = −(A + B√d)(C − E√d)/(C² − E²d); C² − E²d ≠ 0 because b(x) ≠ 0 and √d is irrational. Rational when
     * the √d coefficient BC − AE vanishes.
     */
    private RealAlgebraic quadraticImage(IntPoly a, IntPoly b) {
        // pseudo-remainders carry the positive factor L^(deg - 1) (L^0 below degree 2): equalise before dividing
        int ea = Math.max(0, a.degree() - 1);
        int eb = Math.max(0, b.degree() - 1);
        BigInteger lc = poly.leadingCoeff();
        BigInteger[] na = surd(a, lc.pow(Math.max(0, eb - ea)));
        BigInteger[] nb = surd(b, lc.pow(Math.max(0, ea - eb)));
        BigInteger d = quad.d();
        BigInteger den = nb[0].multiply(nb[0]).subtract(nb[1].multiply(nb[1]).multiply(d));
        BigInteger rat = na[0].multiply(nb[0]).subtract(na[1].multiply(nb[1]).multiply(d)).negate();
        BigInteger irr = na[1].multiply(nb[0]).subtract(na[0].multiply(nb[1])).negate();
        if (den.signum() < 0) {
            den = den.negate();
            rat = rat.negate();
            irr = irr.negate();
        }
        if (irr.signum() == 0) {
            return of(Rational.of(rat, den));
        }
        return of(new QuadraticIrrational(rat, irr, d, den));
    }

    /**
     * scale · L^(deg f − 1) · f(x) = (A + B√d)/r for this quadratic irrational x = (p + q√d)/r (L the defining
     * quadratic's leading coefficient; the power is 0 below degree 2): returns {A, B}.
     */
    private BigInteger[] surd(IntPoly f, BigInteger scale) {
        IntPoly rem = f.pseudoRemainder(poly);
        BigInteger alpha = rem.coeff(1).multiply(scale);
        BigInteger beta = rem.coeff(0).multiply(scale);
        return new BigInteger[] {alpha.multiply(quad.p()).add(beta.multiply(quad.r())), alpha.multiply(quad.q())};
    }

    /**
     * The sum this + c, exactly: for a root of p the polynomial is p(x − c) with denominators cleared (square-free,
     * primitive, positive leading coefficient, as {@link #polynomial()} promises), the isolating interval is the
     * current one shifted by c, and the closed forms of rationals and quadratic irrationals are kept. Cheaper than
     * computing a translated value from scratch (no resultant, no root isolation).
     *
     * @param c the rational to add
     * @return this + c
     */
    public RealAlgebraic add(Rational c) {
        State s = st;
        if (s.point()) {
            return of(s.lo().add(c));
        }
        if (c.signum() == 0) {
            return new RealAlgebraic(poly, signLo, quad, s);
        }
        BigInteger m = c.num();
        BigInteger n = c.den();
        if (quad != null) {
            // (p + q√d)/r + m/n = (p n + m r + q n √d)/(r n)
            return of(new QuadraticIrrational(quad.p().multiply(n).add(m.multiply(quad.r())), quad.q().multiply(n),
                    quad.d(), quad.r().multiply(n)));
        }
        // n^deg p((n x − m)/n) = n^deg p(x − c): positive leading coefficient, same sign just right of each end
        IntPoly shifted = poly.affine(m.negate(), n, n).primitivePart();
        RealAlgebraic out = new RealAlgebraic(shifted, signLo, null, State.of(s.lo().add(c), s.hi().add(c)));
        out.irrational = irrational; // an irrational number plus a rational is irrational
        return out;
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
            Optional<Rational> r = toRational();
            if (r.isEmpty() && quad == null && !atDoublePrecision(st)) {
                // a certified Newton bracket first (floating-point signs only, when it applies): the search below
                // then runs over a few doubles instead of halving a wide enclosure by exact comparisons
                newton(st);
            }
            cached = r.isPresent() ? Interval.point(r.get().doubleValue())
                    : DoubleRounding.nearest(enclosure(), this::compare).orElseGet(this::nearestByRefinement);
            nearest = cached;
        }
        return cached.lo();
    }

    /** The correctly rounded double (as a point interval) by refining until both ends round alike. */
    private Interval nearestByRefinement() {
        State s = st;
        while (!DoubleNewton.sameDouble(s.lo(), s.hi())) {
            s = narrow(s);
        }
        return Interval.point(s.lo().doubleValue());
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
            s = narrow(s);
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
        int guard = GUARD_DIGITS;
        while (true) {
            int prec = digits + guard;
            MathContext wide = new MathContext(prec + 4, RoundingMode.HALF_EVEN);
            State s = st;
            Rational mid = s.lo().add(s.hi()).multiply(Rational.HALF);
            BigDecimal m = decimal(mid, wide);
            Apfloat at = ApfloatMath.atan(new Apfloat(m, prec));
            BigDecimal v = new BigDecimal(at.toString(true)).multiply(factor);
            BigDecimal half = decimal(s.hi().subtract(s.lo()), wide).multiply(factor);
            // |m - mid| <= half an ulp at prec + 4 digits <= |m| 10^-(prec + 3); atan is 1-Lipschitz
            BigDecimal apErr = v.abs().movePointLeft(prec - GUARD_DIGITS + 6).add(m.abs().movePointLeft(prec + 3).multiply(factor));
            BigDecimal err = half.add(apErr);
            BigDecimal l = v.subtract(err).round(mc);
            BigDecimal h = v.add(err).round(mc);
            if (l.compareTo(h) == 0) {
                return l;
            }
            refineTo(s.hi().subtract(s.lo()).multiply(Rational.of(1, 1L << 20)));
            guard += GUARD_DIGITS;
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
