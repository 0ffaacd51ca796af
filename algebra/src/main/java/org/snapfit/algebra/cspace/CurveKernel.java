package org.snapfit.algebra.cspace;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * The one long-lived object that owns C-space curves and their caches (docs/model.md): hash-consing of curves,
 * per-curve poles and vertical tangencies, and per-pair {@link CurvePair}s (crossing polynomial, crossings with
 * multiplicities, order between them). Every predicate is exact: the sign of an integer polynomial at a real
 * algebraic number, via {@link RealAlgebraic#signOf}.
 *
 * <p>Degenerate cases (STYLE B.6): predicates about the graph t = −a(u)/b(u) use the reduced curve
 * ({@link CSpaceCurve#reduced()}); they reject a horizontal curve (b ≡ 0) and a u that is a pole with an
 * {@link IllegalArgumentException}; two curves with the same reduced form compare {@code EQUAL} everywhere
 * (overlap). Not thread-safe: confine a kernel to one thread or synchronise externally.
 */
public final class CurveKernel {
    /** The largest accepted degree of a and b. */
    public static final int MAX_DEGREE = 2;

    private final Map<List<IntPoly>, CSpaceCurve> curves = new HashMap<>();
    private final Map<Long, CurvePair> pairs = new HashMap<>();
    private final Map<Integer, List<RealRoot>> poles = new HashMap<>();
    private final Map<Integer, List<RealRoot>> tangencies = new HashMap<>();

    /** The memos and counters of this kernel's algebraic numbers (they live as long as the kernel). */
    private final ExactContext exact;

    /** Creates an empty kernel with a context of its own ({@link ExactContext#create()}). */
    public CurveKernel() {
        this(ExactContext.create());
    }

    /**
     * Creates an empty kernel whose algebraic numbers use a given context (shared with a caller that compares them
     * with numbers of its own).
     *
     * @param exact the context of every number the kernel makes
     */
    public CurveKernel(ExactContext exact) {
        this.exact = java.util.Objects.requireNonNull(exact, "exact");
    }

    /**
     * The context of the kernel's algebraic numbers: its memos, and the exact work done so far
     * ({@link ExactContext#work()}).
     *
     * @return the context
     */
    public ExactContext exactContext() {
        return exact;
    }

    /**
     * The curve a(u) + t·b(u) = 0, hash-consed: the result is primitive (gcd of all coefficients 1) and
     * sign-normalised (leading coefficient of b positive, or of a when b ≡ 0), and equal inputs up to a common
     * non-zero factor give the same object.
     *
     * @param a the polynomial a(u), degree at most 2
     * @param b the polynomial b(u), degree at most 2
     * @return the canonical curve
     * @throws IllegalArgumentException if a and b are both zero, or a degree exceeds 2
     */
    public CSpaceCurve curve(IntPoly a, IntPoly b) {
        if (a.isZero() && b.isZero()) {
            throw new IllegalArgumentException("a = 0 and b = 0: the constraint 0 + t*0 = 0 holds everywhere; "
                    + "a C-space curve needs a or b non-zero");
        }
        if (a.degree() > MAX_DEGREE || b.degree() > MAX_DEGREE) {
            throw new IllegalArgumentException("a = " + a + ", b = " + b + "; C-space curves have degree <= "
                    + MAX_DEGREE + " in u");
        }
        BigInteger g = a.content().gcd(b.content());
        IntPoly na = g.equals(BigInteger.ONE) ? a : a.divideExact(IntPoly.of(g));
        IntPoly nb = g.equals(BigInteger.ONE) ? b : b.divideExact(IntPoly.of(g));
        BigInteger lead = nb.isZero() ? na.leadingCoeff() : nb.leadingCoeff();
        if (lead.signum() < 0) {
            na = na.negate();
            nb = nb.negate();
        }
        List<IntPoly> key = List.of(na, nb);
        CSpaceCurve c = curves.get(key);
        if (c != null) {
            return c;
        }
        IntPoly common = nb.isZero() || coprime(na, nb) ? IntPoly.ONE : na.gcd(nb);
        if (common.degree() < 1) {
            common = IntPoly.ONE;
        }
        c = new CSpaceCurve(na, nb, curves.size(), common);
        curves.put(key, c);
        if (common.degree() >= 1) {
            c.setReduced(curve(na.divideExact(common), nb.divideExact(common)));
        } else {
            c.setReduced(c);
        }
        return c;
    }

    /** Coefficient bits up to which {@link #coprime} works in {@code long}: 4·15 + 2 &lt; 63. */
    private static final int COPRIME_LONG_BITS = 15;

    /**
     * A certificate that two non-zero polynomials of degree ≤ 2 share no root (then their gcd is 1): the formal
     * resultant of a0 + a1·u + a2·u² and b0 + b1·u + b2·u² as polynomials of degree 2,
     * (a2·b0 − a0·b2)² − (a2·b1 − a1·b2)·(a1·b0 − a0·b1), is non-zero. It vanishes iff they have a common root or
     * a2 = b2 = 0 (a common root at infinity), so non-zero proves coprimality; false means "not proven" (the caller
     * computes the gcd). Exact: long arithmetic when every coefficient has at most {@link #COPRIME_LONG_BITS} bits,
     * so no product of four coefficients (plus the sum) overflows, else BigInteger.
     */
    static boolean coprime(IntPoly a, IntPoly b) {
        if (a.isZero() || b.isZero() || a.degree() > MAX_DEGREE || b.degree() > MAX_DEGREE) {
            return false;
        }
        if (a.maxCoeffBits() > COPRIME_LONG_BITS || b.maxCoeffBits() > COPRIME_LONG_BITS) {
            BigInteger e = a.coeff(2).multiply(b.coeff(0)).subtract(a.coeff(0).multiply(b.coeff(2)));
            BigInteger f = a.coeff(2).multiply(b.coeff(1)).subtract(a.coeff(1).multiply(b.coeff(2)));
            BigInteger g = a.coeff(1).multiply(b.coeff(0)).subtract(a.coeff(0).multiply(b.coeff(1)));
            return e.multiply(e).subtract(f.multiply(g)).signum() != 0;
        }
        long a0 = a.coeff(0).longValue();
        long a1 = a.coeff(1).longValue();
        long a2 = a.coeff(2).longValue();
        long b0 = b.coeff(0).longValue();
        long b1 = b.coeff(1).longValue();
        long b2 = b.coeff(2).longValue();
        long e = a2 * b0 - a0 * b2;
        return e * e - (a2 * b1 - a1 * b2) * (a1 * b0 - a0 * b1) != 0;
    }

    /**
     * The curve from integer coefficients, lowest degree first.
     *
     * @param a coefficients of a (a0, a1, a2), at most 3
     * @param b coefficients of b, at most 3
     * @return the canonical curve
     * @throws IllegalArgumentException as {@link #curve(IntPoly, IntPoly)}, or if an array has more than 3 entries
     */
    public CSpaceCurve curve(long[] a, long[] b) {
        checkLength("a", a.length);
        checkLength("b", b.length);
        return curve(IntPoly.of(a), IntPoly.of(b));
    }

    /**
     * The curve from rational coefficients, lowest degree first; the denominators are cleared jointly (the curve
     * is the same after multiplying a and b by one non-zero number).
     *
     * @param a coefficients of a, at most 3
     * @param b coefficients of b, at most 3
     * @return the canonical curve
     * @throws IllegalArgumentException as {@link #curve(IntPoly, IntPoly)}, or if an array has more than 3 entries
     */
    public CSpaceCurve curve(Rational[] a, Rational[] b) {
        checkLength("a", a.length);
        checkLength("b", b.length);
        BigInteger lcm = BigInteger.ONE;
        for (Rational r : a) {
            lcm = lcm.divide(lcm.gcd(r.den())).multiply(r.den());
        }
        for (Rational r : b) {
            lcm = lcm.divide(lcm.gcd(r.den())).multiply(r.den());
        }
        return curve(scaled(a, lcm), scaled(b, lcm));
    }

    private static IntPoly scaled(Rational[] c, BigInteger lcm) {
        BigInteger[] k = new BigInteger[c.length];
        boolean one = lcm.equals(BigInteger.ONE);
        for (int i = 0; i < c.length; i++) {
            k[i] = one ? c[i].num() : c[i].num().multiply(lcm.divide(c[i].den()));
        }
        return IntPoly.of(k);
    }

    private static void checkLength(String name, int n) {
        if (n > MAX_DEGREE + 1) {
            throw new IllegalArgumentException(name + " has " + n + " coefficients; C-space curves have degree <= "
                    + MAX_DEGREE + " (at most 3 coefficients)");
        }
    }

    /**
     * How many distinct curves this kernel holds (reduced forms included).
     *
     * @return the count
     */
    public int curveCount() {
        return curves.size();
    }

    private static CSpaceCurve graph(CSpaceCurve c, String name) {
        if (c.isHorizontal()) {
            throw new IllegalArgumentException(name + " = " + c + " has b = 0: it is t-independent (lines u = root of a)"
                    + " and has no graph t(u)");
        }
        return c.reduced();
    }

    /**
     * t on the curve at u: −a(u)/b(u) of the reduced curve, exactly (via {@link RealAlgebraic#rationalImage}).
     *
     * @param c a non-horizontal curve
     * @param u a u-value that is not a pole of c
     * @return t(u)
     * @throws IllegalArgumentException if c is horizontal or u is a pole of c
     */
    public RealAlgebraic tAt(CSpaceCurve c, RealAlgebraic u) {
        CSpaceCurve r = graph(c, "c");
        return u.rationalImage(r.a(), r.b());
    }

    /**
     * Compares t1(u) with t2(u) exactly.
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @param u a u-value that is a pole of neither
     * @return the order of t1(u) relative to t2(u); {@code EQUAL} at crossings and for overlapping curves
     * @throws IllegalArgumentException if a curve is horizontal or u is a pole of either curve
     */
    public Comparison compareAt(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u) {
        CSpaceCurve r1 = graph(c1, "c1");
        CSpaceCurve r2 = graph(c2, "c2");
        Sign s1 = u.signOf(r1.b());
        Sign s2 = u.signOf(r2.b());
        if (s1 == Sign.ZERO || s2 == Sign.ZERO) {
            throw new IllegalArgumentException("u = " + u + " is a pole of " + (s1 == Sign.ZERO ? c1 : c2)
                    + "; t is undefined there");
        }
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        CurvePair p = pair(r1, r2);
        Sign s = u.signOf(p.crossingPolynomial()).negate().times(s1).times(s2);
        Comparison cmp = Comparison.of(s.intValue());
        return p.first() == r1 ? cmp : cmp.reverse();
    }

    /**
     * Compares t on a curve at u with a given algebraic t.
     *
     * @param c a non-horizontal curve
     * @param u a u-value that is not a pole of c
     * @param t a t-value
     * @return the order of t_c(u) relative to t
     * @throws IllegalArgumentException if c is horizontal or u is a pole of c
     */
    public Comparison compareTAt(CSpaceCurve c, RealAlgebraic u, RealAlgebraic t) {
        return tAt(c, u).compare(t);
    }

    /**
     * The cached pair data of two distinct reduced curves (computed on first use).
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @return the pair, oriented with the smaller id first
     * @throws IllegalArgumentException if a curve is horizontal
     */
    public CurvePair pair(CSpaceCurve c1, CSpaceCurve c2) {
        CSpaceCurve r1 = graph(c1, "c1");
        CSpaceCurve r2 = graph(c2, "c2");
        CSpaceCurve f = r1.id() <= r2.id() ? r1 : r2;
        CSpaceCurve s = f == r1 ? r2 : r1;
        long key = pairKey(f, s);
        CurvePair p = pairs.get(key);
        if (p != null) {
            return p;
        }
        IntPoly cross = IntPoly.productDifference(f.a(), s.b(), s.a(), f.b());
        // A root of cross where f.b vanishes is a common pole (cross = f.a·s.b there and f.a ≠ 0 for a reduced curve),
        // not a crossing. With one denominator b, cross = b·(f.a − s.a): the crossings are the roots of f.a − s.a
        // (same multiplicities when b shares none of them); the pole test is skipped when coprimality is certified.
        boolean sameB = f.b().equals(s.b());
        IntPoly g = sameB ? f.a().subtract(s.a()) : cross;
        boolean noCommonPole = sameB ? coprime(g, f.b()) : coprime(f.b(), s.b());
        List<Crossing> xs = new ArrayList<>();
        if (!g.isZero() && g.degree() >= 1) {
            for (RealRoot rr : RealAlgebraic.rootsOf(g, exact)) {
                if (!noCommonPole && rr.value().signOf(f.b()) == Sign.ZERO) {
                    continue; // a common pole, not a crossing (reduced curves: a(u0) != 0 there)
                }
                xs.add(new Crossing(rr.value(), rr.multiplicity()));
            }
        }
        p = new CurvePair(this, f, s, cross, xs);
        pairs.put(key, p);
        return p;
    }

    /**
     * A map key for the curve pair (f, s), f the one with the smaller id: the packed ids (f.id·2^32 + s.id) through
     * Murmur3's 64-bit finaliser, a bijection, so keys stay distinct while {@code Long.hashCode} (high xor low half)
     * spreads; the packed ids alone collide for every pair with the same f.id xor s.id (tree bins, measured 2–3 %
     * of the pawl face).
     */
    static long pairKey(CSpaceCurve f, CSpaceCurve s) {
        long h = ((long) f.id() << 32) | s.id();
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb93e80ee53cdL;
        h ^= h >>> 33;
        return h;
    }

    /**
     * The crossings and tangencies of two curves' graphs, increasing in u (poles excluded).
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @return the crossings; empty when the graphs are disjoint or overlap (see {@link #overlap})
     * @throws IllegalArgumentException if a curve is horizontal
     */
    public List<Crossing> crossings(CSpaceCurve c1, CSpaceCurve c2) {
        return pair(c1, c2).crossings();
    }

    /**
     * Whether two curves' graphs coincide (a1·b2 − a2·b1 ≡ 0 for the reduced curves).
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @return true for an overlap
     * @throws IllegalArgumentException if a curve is horizontal
     */
    public boolean overlap(CSpaceCurve c1, CSpaceCurve c2) {
        return graph(c1, "c1") == graph(c2, "c2");
    }

    /**
     * The poles: real roots of the reduced b, increasing, with multiplicities.
     *
     * @param c a non-horizontal curve
     * @return the poles
     * @throws IllegalArgumentException if c is horizontal
     */
    public List<RealRoot> poles(CSpaceCurve c) {
        CSpaceCurve r = graph(c, "c");
        return poles.computeIfAbsent(r.id(), k -> r.b().degree() < 1 ? List.of() : RealAlgebraic.rootsOf(r.b(), exact));
    }

    List<RealAlgebraic> poleValues(CSpaceCurve c) {
        List<RealAlgebraic> out = new ArrayList<>();
        for (RealRoot rr : poles(c)) {
            out.add(rr.value());
        }
        return out;
    }

    /**
     * The vertical tangencies in the (t, u) plane with t horizontal, i.e. the stationary points dt/du = 0 of the
     * graph: real roots of a′·b − a·b′ of the reduced curve that are not poles, increasing, with multiplicities
     * (odd: a turning point where the curve turns back in t; even: a stationary inflection).
     *
     * @param c a non-horizontal curve
     * @return the tangencies; empty when t is constant or strictly monotone between poles
     * @throws IllegalArgumentException if c is horizontal
     */
    public List<RealRoot> verticalTangencies(CSpaceCurve c) {
        CSpaceCurve r = graph(c, "c");
        return tangencies.computeIfAbsent(r.id(), k -> {
            IntPoly w = IntPoly.productDifference(r.a().derivative(), r.b(), r.a(), r.b().derivative());
            List<RealRoot> out = new ArrayList<>();
            if (w.degree() >= 1) {
                for (RealRoot rr : RealAlgebraic.rootsOf(w, exact)) {
                    if (rr.value().signOf(r.b()) != Sign.ZERO) {
                        out.add(rr);
                    }
                }
            }
            return List.copyOf(out);
        });
    }

    /**
     * Where the graph crosses u = 0: t = −a(0)/b(0) of the reduced curve.
     *
     * @param c a non-horizontal curve
     * @return t at u = 0, or empty when u = 0 is a pole
     * @throws IllegalArgumentException if c is horizontal
     */
    public Optional<Rational> crossingOfUZero(CSpaceCurve c) {
        CSpaceCurve r = graph(c, "c");
        BigInteger b0 = r.b().coeff(0);
        if (b0.signum() == 0) {
            return Optional.empty();
        }
        return Optional.of(Rational.of(r.a().coeff(0).negate(), b0));
    }

    /**
     * The u-values of a horizontal curve's lines (roots of a), or of the extra lines of a curve with a common
     * factor (roots of gcd(a, b)).
     *
     * @param c any curve
     * @return the u-values, increasing with multiplicities; empty when there are none
     */
    public List<RealRoot> horizontalLines(CSpaceCurve c) {
        IntPoly p = c.isHorizontal() ? c.a() : c.commonFactor();
        return p.degree() < 1 ? List.of() : RealAlgebraic.rootsOf(p, exact);
    }

    /**
     * The sign of p immediately right of u (on (u, u + ε) for all small ε > 0).
     *
     * @param p a non-zero polynomial
     * @param u the point
     * @return the sign, never {@code ZERO}
     * @throws IllegalArgumentException if p is the zero polynomial
     */
    public static Sign signRightOf(IntPoly p, RealAlgebraic u) {
        return signNear(p, u, false);
    }

    /**
     * The sign of p immediately left of u.
     *
     * @param p a non-zero polynomial
     * @param u the point
     * @return the sign, never {@code ZERO}
     * @throws IllegalArgumentException if p is the zero polynomial
     */
    public static Sign signLeftOf(IntPoly p, RealAlgebraic u) {
        return signNear(p, u, true);
    }

    private static Sign signNear(IntPoly p, RealAlgebraic u, boolean left) {
        if (p.isZero()) {
            throw new IllegalArgumentException("p = 0 has no sign near u = " + u);
        }
        IntPoly q = p;
        for (int k = 0; ; k++) {
            Sign s = u.signOf(q);
            if (s != Sign.ZERO) {
                return left && k % 2 == 1 ? s.negate() : s;
            }
            q = q.derivative();
        }
    }

    /**
     * Compares two curves immediately right of u (both defined on some (u, u + ε)).
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @param u the point (may be a crossing, or a pole of either)
     * @return the order of t1 relative to t2 just right of u; {@code EQUAL} for overlapping curves
     * @throws IllegalArgumentException if a curve is horizontal
     */
    public Comparison compareRightOf(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u) {
        return compareNear(c1, c2, u, false);
    }

    /**
     * Compares two curves immediately left of u.
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @param u the point (may be a crossing, or a pole of either)
     * @return the order of t1 relative to t2 just left of u; {@code EQUAL} for overlapping curves
     * @throws IllegalArgumentException if a curve is horizontal
     */
    public Comparison compareLeftOf(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u) {
        return compareNear(c1, c2, u, true);
    }

    private Comparison compareNear(CSpaceCurve c1, CSpaceCurve c2, RealAlgebraic u, boolean left) {
        CSpaceCurve r1 = graph(c1, "c1");
        CSpaceCurve r2 = graph(c2, "c2");
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        CurvePair p = pair(r1, r2);
        Sign s = signNear(p.differenceSignPolynomial(), u, left);
        Comparison cmp = Comparison.of(s.intValue());
        return p.first() == r1 ? cmp : cmp.reverse();
    }

    /**
     * Compares two curves as u tends to plus infinity ({@code towardsPlus}) or minus infinity.
     *
     * @param c1 a non-horizontal curve
     * @param c2 a non-horizontal curve
     * @param towardsPlus true for u → +∞
     * @return the eventual order of t1 relative to t2; {@code EQUAL} only for overlapping curves
     * @throws IllegalArgumentException if a curve is horizontal
     */
    public Comparison compareAtInfinity(CSpaceCurve c1, CSpaceCurve c2, boolean towardsPlus) {
        CSpaceCurve r1 = graph(c1, "c1");
        CSpaceCurve r2 = graph(c2, "c2");
        if (r1 == r2) {
            return Comparison.EQUAL;
        }
        CurvePair p = pair(r1, r2);
        IntPoly d = p.differenceSignPolynomial();
        int s = d.leadingCoeff().signum();
        if (!towardsPlus && d.degree() % 2 == 1) {
            s = -s;
        }
        Comparison cmp = Comparison.of(s);
        return p.first() == r1 ? cmp : cmp.reverse();
    }
}
