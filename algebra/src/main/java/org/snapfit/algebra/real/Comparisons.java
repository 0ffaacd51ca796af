package org.snapfit.algebra.real;

import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.interval.HornerFilter;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Exact comparison of real algebraic numbers ({@link RealAlgebraic#compare}): the double enclosures first, then
 * each number refined to double precision (the wider first: alone it often separates them), then — while the
 * intervals still overlap — equality by a gcd, then separation: a few bisections of both, then both numbers refined
 * to a common target width — the wider one's width less a doubling number of bits per round (32, 64, 128, …) —,
 * each by its fastest route (closed form, Newton, quadratic interval refinement), so two distinct numbers k bits
 * apart cost O(log k) rounds: never far more bits than their separation needs, and neither number is refined far
 * beyond the other.
 * Comparisons that needed refinement are remembered per pair of defining polynomials in the numbers'
 * {@link ExactContext}. Stateless.
 */
final class Comparisons {

    /** Bits by which the first separation round narrows the common target width; each later round doubles it. */
    private static final int SEPARATION_START_BITS = 32;

    /**
     * Bisections tried on both numbers before the geometric separation: two distinct numbers a few bits apart
     * separate after a few cheap dyadic bisections (one bit each, so neither number runs ahead of the other), which
     * cost less than a round of quadratic interval refinement.
     */
    private static final int SINGLE_STEPS = 8;

    private Comparisons() {
    }

    /** Two roots of two defining polynomials (their isolating intervals when first compared) and their order. */
    record Entry(Rational aLo, Rational aHi, Rational bLo, Rational bHi, Comparison result) {
    }

    /** Exact comparison with a rational: no refinement (one exact sign of the polynomial at r at most). */
    static Comparison compare(RealAlgebraic x, Rational r) {
        Isolation s = x.state();
        if (s.point()) {
            return s.lo().compare(r);
        }
        if (r.compareTo(s.lo()) <= 0) {
            return Comparison.LARGER;
        }
        if (r.compareTo(s.hi()) >= 0) {
            return Comparison.SMALLER;
        }
        Sign sr = HornerFilter.signAtRational(x.poly(), r);
        if (sr == Sign.ZERO) {
            return Comparison.EQUAL;
        }
        return sr == x.signLo() ? Comparison.LARGER : Comparison.SMALLER;
    }

    /** Exact comparison of two numbers (see the class comment). */
    static Comparison compare(RealAlgebraic x, RealAlgebraic o) {
        if (x == o) {
            return Comparison.EQUAL;
        }
        Isolation a = x.state();
        Isolation b = o.state();
        Optional<Comparison> quick = byIntervals(x, o, a, b);
        if (quick.isPresent()) {
            return quick.get();
        }
        boolean gcdDone = false;
        if (x.poly().equals(o.poly())) {
            // roots of one square-free polynomial: equal iff the overlap of the two isolating intervals holds a
            // root (two signs), which refinement could never show — decide it before refining (repeated
            // comparisons of equal times would otherwise narrow both numbers further on every call)
            gcdDone = true;
            if (equalByGcd(x, a, o, b)) {
                return Comparison.EQUAL;
            }
        }
        ExactContext ctx = memoContext(x, o);
        Optional<Comparison> known = known(ctx, x, o);
        if (known.isPresent()) {
            return known.get();
        }
        ctx.countSlowComparison();
        Comparison c = slow(x, o, a, b, gcdDone);
        if (ctx.isCaching()) {
            Entry e = new Entry(a.lo(), a.hi(), b.lo(), b.hi(), c);
            ctx.comparisons.merge(List.of(x.poly(), o.poly()), List.of(e), BoundedMemo.appending());
        }
        return c;
    }

    /** The context whose memos a comparison of x and o uses: x's if it keeps memos, else o's. */
    private static ExactContext memoContext(RealAlgebraic x, RealAlgebraic o) {
        return x.context().isCaching() ? x.context() : o.context();
    }

    /**
     * A comparison of a pair of roots met before (repeated structure): a pair matches an entry iff each number lies
     * in the entry's interval for it (exact comparisons with rationals; no refinement).
     */
    private static Optional<Comparison> known(ExactContext ctx, RealAlgebraic x, RealAlgebraic o) {
        if (!ctx.isCaching()) {
            return Optional.empty();
        }
        for (Entry e : ctx.comparisons.get(List.of(x.poly(), o.poly())).orElse(List.of())) {
            if (compare(x, e.aLo()) == Comparison.LARGER && compare(x, e.aHi()) == Comparison.SMALLER
                    && compare(o, e.bLo()) == Comparison.LARGER && compare(o, e.bHi()) == Comparison.SMALLER) {
                return Optional.of(e.result());
            }
        }
        return Optional.empty();
    }

    /**
     * The order of x (in state a) and o (in state b) when their intervals alone decide it: disjoint enclosures,
     * a point (one exact sign), or disjoint rational intervals; empty while they overlap.
     */
    private static Optional<Comparison> byIntervals(RealAlgebraic x, RealAlgebraic o, Isolation a, Isolation b) {
        if (a.enc().strictlyBelow(b.enc())) {
            return Optional.of(Comparison.SMALLER);
        }
        if (b.enc().strictlyBelow(a.enc())) {
            return Optional.of(Comparison.LARGER);
        }
        if (b.point()) {
            return Optional.of(compare(x, b.lo()));
        }
        if (a.point()) {
            return Optional.of(compare(o, a.lo()).reverse());
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
     * The refining part of a comparison: the two states overlap, neither is a point, and (for equal polynomials)
     * the equality test has already failed when {@code gcdDone}.
     */
    private static Comparison slow(RealAlgebraic x, RealAlgebraic o, Isolation a, Isolation b, boolean gcdDone) {
        Optional<Comparison> quick;
        if (!(Refiner.atDoublePrecision(a) && Refiner.atDoublePrecision(b))) {
            // refine the wider number first: alone it often separates the two
            boolean widerFirst = a.enc().widerThan(b.enc());
            if (widerFirst) {
                a = Refiner.refineToDoublePrecision(x, a);
            } else {
                b = Refiner.refineToDoublePrecision(o, b);
            }
            quick = byIntervals(x, o, a, b);
            if (quick.isPresent()) {
                return quick.get();
            }
            if (widerFirst) {
                b = Refiner.refineToDoublePrecision(o, b);
            } else {
                a = Refiner.refineToDoublePrecision(x, a);
            }
            quick = byIntervals(x, o, a, b);
            if (quick.isPresent()) {
                return quick.get();
            }
        }
        if (!gcdDone && equalByGcd(x, a, o, b)) {
            return Comparison.EQUAL;
        }
        // distinct: a few bisections first (numbers a few bits apart), then both refined to a common,
        // geometrically shrinking width (numbers k bits apart: O(log k) rounds, neither refined far past the other)
        for (int i = 0; i < SINGLE_STEPS; i++) {
            a = Refiner.bisect(x, a);
            b = Refiner.bisect(o, b);
            quick = byIntervals(x, o, a, b);
            if (quick.isPresent()) {
                return quick.get();
            }
        }
        int bits = SEPARATION_START_BITS;
        while (true) {
            // the wider catches up: a number already below the target is not touched
            Rational target = a.width().max(b.width()).multiply(Refiner.twoToMinus(bits));
            a = Refiner.refineTo(x, target);
            b = Refiner.refineTo(o, target);
            quick = byIntervals(x, o, a, b);
            if (quick.isPresent()) {
                return quick.get();
            }
            bits = Math.multiplyExact(bits, 2);
        }
    }

    /**
     * Whether the two (overlapping, non-point) numbers are equal: their gcd has a root in the intersection. Shortcut
     * for one square-free polynomial: when one isolating interval lies inside the other, its root lies in the
     * other's open interval, which holds exactly one root of that polynomial (the {@link Isolation} invariant), so
     * they are equal without evaluating anything (the roots of one polynomial met again, e.g. one crossing found
     * twice).
     */
    private static boolean equalByGcd(RealAlgebraic x, Isolation a, RealAlgebraic o, Isolation b) {
        boolean samePoly = x.poly().equals(o.poly());
        if (samePoly && (a.within(b) || b.within(a))) {
            return true;
        }
        IntPoly g = samePoly ? x.poly() : gcdOf(memoContext(x, o), x.poly(), o.poly());
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

    /** gcd(a, b), remembered in the context (when it keeps memos). */
    static IntPoly gcdOf(ExactContext ctx, IntPoly a, IntPoly b) {
        if (!ctx.isCaching()) {
            return a.gcd(b);
        }
        List<IntPoly> key = List.of(a, b);
        Optional<IntPoly> g = ctx.gcds.get(key);
        return g.isPresent() ? g.get() : ctx.gcds.putIfAbsent(key, a.gcd(b));
    }
}
