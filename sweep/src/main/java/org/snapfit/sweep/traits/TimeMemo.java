package org.snapfit.sweep.traits;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.QuadraticIrrational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The exact time t = −a(u)/b(u) of a point on a curve, shared between curves that differ by a shift in t. A curve
 * a + t·b and the curve (a + s·b) + t·b of the same contact against a copy of the obstacle translated along the
 * motion (the next tooth of a rack) pass the same u at times differing by the rational s. Writing a = a₀ + s·b with
 * a₀ free of the power of b's leading term, t = −a₀(u)/b(u) − s: the algebraic part −a₀(u)/b(u) (a resultant and
 * a root isolation) is computed once per (u, a₀, b) and shifted exactly ({@link RealAlgebraic#add}) for every copy.
 *
 * <p>Exact: the value is the same as {@link RealAlgebraic#rationalImage}'s, and so is its defining polynomial (the
 * resultant of the shifted curve is the shifted resultant). A bounded, thread-safe memo owned by an
 * {@link ExactContext} (one per context, {@link #of}: it lives as long as the run's context); it keeps its own
 * numbers and hands out fresh ones, so no caller's refinement reaches another caller.
 *
 * <p>A quadratic irrational u (the contacts of straight edges) has a closed-form time, itself rational or a quadratic
 * irrational (one pseudo-remainder and a few products); runs of one geometry at several friction coefficients meet
 * the same points again and again, so the memo also keeps these times by u's closed form and the curve, and hands
 * out the kept number: a quadratic irrational's refinement is closed form too, so sharing it changes no result.
 */
final class TimeMemo {

    /** Entries kept (least recently used dropped first); one per (u polynomial, shift-free curve). */
    private static final int SIZE = 1 << 12;

    /** The shift-free curve and u's polynomial: what the time's algebraic part depends on. */
    private record Key(IntPoly uPoly, IntPoly a0, IntPoly b) {
    }

    /** One root of the key's u polynomial (its isolating interval when first met) and its shift-free time. */
    private record Entry(Rational lo, Rational hi, RealAlgebraic t0) {
    }

    /** The times of numbers without a caching context: computed, never remembered (holds no state). */
    private static final TimeMemo UNCACHED = new TimeMemo(null, null);

    /** A quadratic irrational u and the curve: what its closed-form time depends on. */
    private record QuadraticKey(QuadraticIrrational u, IntPoly a, IntPoly b) {
    }

    /** The remembered times, or null for {@link #UNCACHED}. */
    private final BoundedMemo<Key, List<Entry>> memo;
    /** The remembered closed-form times of quadratic irrationals, or null for {@link #UNCACHED}. */
    private final BoundedMemo<QuadraticKey, RealAlgebraic> quadratic;

    private TimeMemo(BoundedMemo<Key, List<Entry>> memo, BoundedMemo<QuadraticKey, RealAlgebraic> quadratic) {
        this.memo = memo;
        this.quadratic = quadratic;
    }

    /** The memo of a context ({@link #UNCACHED}, which remembers nothing, for the uncached context). */
    static TimeMemo of(ExactContext ctx) {
        return ctx.isCaching() ? ctx.companion(TimeMemo.class, () -> new TimeMemo(new BoundedMemo<>(SIZE),
                new BoundedMemo<>(SIZE))) : UNCACHED;
    }

    /**
     * −a(u)/b(u), exactly.
     *
     * @param u the angle parameter (b(u) ≠ 0)
     * @param a the curve's a
     * @param b the curve's b, non-zero at u
     * @return the time
     */
    RealAlgebraic time(RealAlgebraic u, IntPoly a, IntPoly b) {
        if (memo == null || u.lower().equals(u.upper())) {
            // rationals: a closed form, nothing to share
            return u.rationalImage(a, b);
        }
        if (u.polynomial().degree() <= 2) {
            Optional<QuadraticIrrational> q = u.quadraticForm();
            if (q.isEmpty()) {
                return u.rationalImage(a, b);
            }
            QuadraticKey key = new QuadraticKey(q.get(), a, b);
            Optional<RealAlgebraic> known = quadratic.get(key);
            return known.isPresent() ? known.get() : quadratic.putIfAbsent(key, u.rationalImage(a, b));
        }
        int db = b.degree();
        BigInteger bl = b.coeff(db);
        BigInteger al = a.degree() >= db ? a.coeff(db) : BigInteger.ZERO;
        // a = a0 + s·b with s = al/bl: bl·a − al·b = bl·a0 has no x^db term; scale both parts by bl (b's sign kept)
        IntPoly a0 = a.scale(bl).subtract(b.scale(al));
        IntPoly b0 = b.scale(bl);
        BigInteger g = a0.isZero() ? b0.content() : a0.content().gcd(b0.content());
        if (!g.equals(BigInteger.ONE)) {
            a0 = a0.divideExact(IntPoly.of(g));
            b0 = b0.divideExact(IntPoly.of(g));
        }
        Rational s = Rational.of(al, bl);
        Key key = new Key(u.polynomial(), a0, b0);
        for (Entry e : memo.get(key).orElse(List.of())) {
            if (u.compare(e.lo()) == Comparison.LARGER && u.compare(e.hi()) == Comparison.SMALLER) {
                // (lo, hi) isolates one root of u's polynomial, and u is a root of it inside: that root
                return e.t0().add(s.negate());
            }
        }
        RealAlgebraic t0 = u.rationalImage(a0, b0);
        // decide rationality once (a cached flag that the shifted copies inherit: reports and doubles ask for it)
        t0.isRational();
        Entry fresh = new Entry(u.lower(), u.upper(), t0);
        memo.merge(key, List.of(fresh), BoundedMemo.appending());
        return t0.add(s.negate());
    }
}
