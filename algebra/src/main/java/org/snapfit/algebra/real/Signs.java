package org.snapfit.algebra.real;

import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.interval.HornerFilter;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * The exact sign of a polynomial at a real algebraic number ({@link RealAlgebraic#signOf}): {@link HornerFilter} on
 * the enclosure, the closed form of quadratic irrationals, the filter again on a double-precision enclosure, then the
 * exact path — a gcd test for zero, then bisection until Descartes' bound of q on the interval is 0. Signs the exact
 * path decided are remembered in the number's {@link ExactContext} by (defining polynomial, q) and isolating
 * interval: the same polynomials meet again and again in a geometric computation with repeated structure (a rack's
 * teeth are translates of one another, and a translation in t leaves the restricted polynomials of the sweep
 * unchanged), so a sign the floating filter cannot decide (typically a zero) is computed exactly once. A number
 * matches an entry iff it lies in the entry's interval (two exact comparisons with rationals; no refinement).
 * Stateless.
 */
final class Signs {

    private Signs() {
    }

    /** A polynomial q at a root of a defining polynomial. */
    record Key(IntPoly poly, IntPoly q) {
    }

    /** The sign of q at the root of the key's polynomial isolated by (lo, hi). */
    record Entry(Rational lo, Rational hi, Sign sign) {
    }

    /** The exact sign of q at x (see the class comment). */
    static Sign signOf(RealAlgebraic x, IntPoly q) {
        if (q.isZero()) {
            return Sign.ZERO;
        }
        Isolation s = x.state();
        if (s.point()) {
            return HornerFilter.signAtRational(q, s.lo());
        }
        Optional<Sign> f = HornerFilter.signAt(q, s.enc());
        if (f.isPresent()) {
            return f.get();
        }
        if (x.quad() != null) {
            return x.quad().signOf(q);
        }
        ExactContext ctx = x.context();
        Key key = new Key(x.poly(), q);
        Optional<Sign> known = known(ctx, x, key);
        if (known.isPresent()) {
            return known.get();
        }
        if (!Refiner.atDoublePrecision(s)) {
            s = Refiner.refineToDoublePrecision(x, s);
            if (s.point()) {
                return HornerFilter.signAtRational(q, s.lo());
            }
            f = HornerFilter.signAt(q, s.enc());
            if (f.isPresent()) {
                return f.get();
            }
        }
        Sign sign = exact(x, q, s);
        if (!s.point() && ctx.isCaching()) {
            ctx.signs.merge(key, List.of(new Entry(s.lo(), s.hi(), sign)), BoundedMemo.appending());
        }
        return sign;
    }

    private static Optional<Sign> known(ExactContext ctx, RealAlgebraic x, Key key) {
        if (!ctx.isCaching()) {
            return Optional.empty();
        }
        for (Entry e : ctx.signs.get(key).orElse(List.of())) {
            if (Comparisons.compare(x, e.lo()) == Comparison.LARGER
                    && Comparisons.compare(x, e.hi()) == Comparison.SMALLER) {
                return Optional.of(e.sign());
            }
        }
        return Optional.empty();
    }

    /** The sign of q at x by the exact path only (no floating filter). */
    static Sign signOfExact(RealAlgebraic x, IntPoly q) {
        if (q.isZero()) {
            return Sign.ZERO;
        }
        Isolation s = x.state();
        if (s.point()) {
            return q.signAt(s.lo());
        }
        return exact(x, q, s);
    }

    /** Zero iff gcd(poly, q) changes sign on the interval; else bisection until q has no root near x. */
    private static Sign exact(RealAlgebraic x, IntPoly q, Isolation s) {
        x.context().countExactSign();
        IntPoly g = Comparisons.gcdOf(x.context(), x.poly(), q);
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
            s = Refiner.bisect(x, s);
        }
    }
}
