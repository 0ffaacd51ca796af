package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * The minimal polynomial of a real algebraic number ({@link RealAlgebraic#minimal}), found by factoring its
 * square-free defining polynomial P (leading coefficient L) only as far as needed, with exact tests throughout:
 * <ol>
 *   <li>rational roots: every real root of P is tested exactly ({@link RealAlgebraic#toRational}: a rational root
 *   has a denominator dividing L) and divided out; a rational number is its own linear factor;</li>
 *   <li>what remains has no rational root: of degree 2 or 3 it is irreducible;</li>
 *   <li>of degree ≥ 4, a quadratic factor through x: its other root β is real (a real quadratic with one real root
 *   has two), and L(x + β), L·xβ are integers when it divides P, so for every other real root β the two sums are
 *   enclosed to width &lt; 1 by refining x and β (exact rational intervals), the one integer candidate each
 *   (if any) gives L z² − (L s) z + L p, and exact division by its primitive part together with its exact sign at
 *   x (zero: the rounded sums may name another factor of P) decides. No candidate for any β:
 *   for degree 4 the remainder is irreducible.</li>
 * </ol>
 * Exact. Complete up to degree 4 after the rational roots are removed (every time the sweep reports: they are
 * images of roots of polynomials of degree ≤ 4); above that, a factor of degree ≥ 3 through x is not searched and
 * the remainder is kept (square-free, without rational roots or real quadratic factors through x). Stateless.
 */
final class MinimalPolynomials {

    private MinimalPolynomials() {
    }

    /** An equal number defined by its minimal polynomial (see the class comment). */
    static RealAlgebraic minimal(RealAlgebraic x) {
        Optional<Rational> r = x.toRational();
        if (r.isPresent()) {
            return RealAlgebraic.of(r.get(), x.context());
        }
        if (x.quad() != null || x.poly().degree() <= 2) {
            return x;
        }
        IntPoly p = x.poly();
        List<RealAlgebraic> others = new ArrayList<>();
        for (IsolatingInterval iv : RootIsolator.isolateSquareFree(p)) {
            RealAlgebraic y = Isolations.make(p, iv.lower(), iv.upper(), x.context());
            Optional<Rational> q = y.toRational();
            if (q.isPresent()) {
                p = p.divideExact(IntPoly.of(q.get().num().negate(), q.get().den())).primitivePart();
            } else if (y.compare(x) != Comparison.EQUAL) {
                others.add(y);
            }
        }
        if (p.degree() >= 4) {
            for (RealAlgebraic beta : others) {
                Optional<IntPoly> g = quadraticFactor(p, x, beta);
                if (g.isPresent()) {
                    p = g.get();
                    break;
                }
            }
        }
        if (p.equals(x.poly())) {
            return x;
        }
        return Isolations.make(p, x.lower(), x.upper(), x.context());
    }

    /**
     * The primitive quadratic factor of p with roots x and β, if p has one: the candidate from the integers
     * nearest L(x + β) and L·xβ, checked by exact division.
     */
    private static Optional<IntPoly> quadraticFactor(IntPoly p, RealAlgebraic x, RealAlgebraic beta) {
        Rational lc = Rational.of(p.leadingCoeff());
        while (true) {
            Rational[] sum = {lc.multiply(x.lower().add(beta.lower())), lc.multiply(x.upper().add(beta.upper()))};
            Rational[] prod = product(x, beta);
            Rational[] lprod = {lc.multiply(prod[0]), lc.multiply(prod[1])};
            if (width(sum).compareTo(Rational.ONE) < 0 && width(lprod).compareTo(Rational.ONE) < 0) {
                Optional<BigInteger> s = onlyInteger(sum);
                Optional<BigInteger> q = onlyInteger(lprod);
                if (s.isEmpty() || q.isEmpty()) {
                    return Optional.empty();
                }
                IntPoly g = IntPoly.of(q.get(), s.get().negate(), p.leadingCoeff()).primitivePart();
                // a factor of p through x: the rounded sums may also name another factor, so both checks count
                boolean factor = g.degree() == 2 && p.pseudoRemainder(g).isZero() && x.signOf(g) == Sign.ZERO;
                return factor ? Optional.of(g) : Optional.empty();
            }
            Rational w = x.upper().subtract(x.lower()).max(beta.upper().subtract(beta.lower())).multiply(Rational.HALF);
            if (w.signum() == 0) {
                w = Rational.ONE;
            }
            x.refine(w);
            beta.refine(w);
        }
    }

    /** An exact enclosure of x·β from the two isolating intervals. */
    private static Rational[] product(RealAlgebraic x, RealAlgebraic beta) {
        Rational[] c = {x.lower().multiply(beta.lower()), x.lower().multiply(beta.upper()),
                        x.upper().multiply(beta.lower()), x.upper().multiply(beta.upper())};
        Rational lo = c[0];
        Rational hi = c[0];
        for (Rational v : c) {
            lo = lo.min(v);
            hi = hi.max(v);
        }
        return new Rational[] {lo, hi};
    }

    private static Rational width(Rational[] iv) {
        return iv[1].subtract(iv[0]);
    }

    /** The one integer in the closed interval (of width &lt; 1), if there is one. */
    private static Optional<BigInteger> onlyInteger(Rational[] iv) {
        BigInteger k = iv[0].negate().floor().negate();
        return Rational.of(k).compareTo(iv[1]) <= 0 ? Optional.of(k) : Optional.empty();
    }
}
