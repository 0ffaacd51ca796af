package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.poly.BiPoly;
import org.snapfit.algebra.poly.IntPoly;

/**
 * The number −a(x)/b(x) at a real algebraic x ({@link RealAlgebraic#rationalImage}): exact rational arithmetic at a
 * point, the closed form in Q(√d) for quadratic irrationals, else the square-free part of the resultant
 * res_x(p(x), y·b(x) + a(x)) and the one candidate root that interval enclosures of −a/b over x's interval keep.
 * When p is x's minimal polynomial the resultant is a power of the image's minimal polynomial (its roots are the
 * images of p's conjugates, each equally often), so the image is defined by its minimal polynomial too. Stateless.
 */
final class Images {

    private Images() {
    }

    /** −a(x)/b(x); the caller has checked that b(x) ≠ 0. */
    static RealAlgebraic rationalImage(RealAlgebraic x, IntPoly a, IntPoly b) {
        Isolation s = x.state();
        if (s.point()) {
            return x.sameContext(a.evaluate(s.lo()).divide(b.evaluate(s.lo())).negate());
        }
        if (x.quad() != null) {
            return quadraticImage(x, a, b);
        }
        IntPoly p = x.poly();
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
        List<RealAlgebraic> nums = new ArrayList<>();
        for (IsolatingInterval iv : RootIsolator.isolateSquareFree(r)) {
            nums.add(Isolations.make(r, iv.lower(), iv.upper(), x.context()));
        }
        while (true) {
            Rational[] e = imageEnclosure(a, b, s);
            if (e.length == 2) {
                List<RealAlgebraic> keep = new ArrayList<>();
                for (RealAlgebraic c : nums) {
                    Isolation cs = c.state();
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
                    Refiner.bisect(c, c.state());
                }
            }
            s = Refiner.bisect(x, s);
            if (s.point()) {
                return x.sameContext(a.evaluate(s.lo()).divide(b.evaluate(s.lo())).negate());
            }
        }
    }

    /**
     * −a(x)/b(x) for the quadratic irrational x = (p + q√d)/r, in Q(√d): with a(x) = (A + B√d)/r and
     * b(x) = (C + E√d)/r (pseudo-remainders modulo the defining quadratic, which has positive leading coefficient),
     * −a/b = −(A + B√d)(C − E√d)/(C² − E²d); C² − E²d ≠ 0 because b(x) ≠ 0 and √d is irrational. Rational when
     * the √d coefficient BC − AE vanishes.
     */
    private static RealAlgebraic quadraticImage(RealAlgebraic x, IntPoly a, IntPoly b) {
        // pseudo-remainders carry the positive factor L^(deg - 1) (L^0 below degree 2): equalise before dividing
        int ea = Math.max(0, a.degree() - 1);
        int eb = Math.max(0, b.degree() - 1);
        BigInteger lc = x.poly().leadingCoeff();
        BigInteger[] na = surd(x, a, lc.pow(Math.max(0, eb - ea)));
        BigInteger[] nb = surd(x, b, lc.pow(Math.max(0, ea - eb)));
        QuadraticIrrational quad = x.quad();
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
            return x.sameContext(Rational.of(rat, den));
        }
        return x.sameContext(new QuadraticIrrational(rat, irr, d, den));
    }

    /**
     * scale · L^(deg f − 1) · f(x) = (A + B√d)/r for the quadratic irrational x = (p + q√d)/r (L the defining
     * quadratic's leading coefficient; the power is 0 below degree 2): returns {A, B}.
     */
    private static BigInteger[] surd(RealAlgebraic x, IntPoly f, BigInteger scale) {
        QuadraticIrrational quad = x.quad();
        IntPoly rem = f.pseudoRemainder(x.poly());
        BigInteger alpha = rem.coeff(1).multiply(scale);
        BigInteger beta = rem.coeff(0).multiply(scale);
        return new BigInteger[] {alpha.multiply(quad.p()).add(beta.multiply(quad.r())), alpha.multiply(quad.q())};
    }

    /** Exact rational enclosure of -a/b over [lo, hi], or an empty array when b's enclosure contains 0. */
    private static Rational[] imageEnclosure(IntPoly a, IntPoly b, Isolation s) {
        Rational[] ea = rangeOf(a, s.lo(), s.hi());
        Rational[] eb = rangeOf(b, s.lo(), s.hi());
        if (eb[0].signum() <= 0 && eb[1].signum() >= 0) {
            return new Rational[0];
        }
        Rational[] q = {ea[0].divide(eb[0]), ea[0].divide(eb[1]), ea[1].divide(eb[0]), ea[1].divide(eb[1])};
        Rational mn = q[0];
        Rational mx = q[0];
        for (Rational v : q) {
            mn = mn.min(v);
            mx = mx.max(v);
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
            for (Rational v : prods) {
                mn = mn.min(v);
                mx = mx.max(v);
            }
            Rational c = Rational.of(p.coeff(i));
            l = mn.add(c);
            h = mx.add(c);
        }
        return new Rational[] {l, h};
    }
}
