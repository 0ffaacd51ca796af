package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * The Sturm sequence of an integer polynomial, kept primitive without changing signs: p0 = p, p1 = p',
 * p(i+1) = -prem(p(i-1), p(i)) divided by a positive constant. An independent exact root counter used to
 * cross-check {@link RootIsolator}. Immutable; exact. Cost: O(n) pseudo-remainders to build, O(n^2) per count.
 */
public final class SturmSequence {

    private final List<IntPoly> seq;

    private SturmSequence(List<IntPoly> seq) {
        this.seq = seq;
    }

    /**
     * Builds the sequence.
     *
     * @param p a polynomial of degree {@code >= 1}
     * @return its Sturm sequence
     * @throws IllegalArgumentException if p has degree below 1
     */
    public static SturmSequence of(IntPoly p) {
        if (p.degree() < 1) {
            throw new IllegalArgumentException("p = " + p + " has degree " + p.degree() + "; a Sturm sequence needs degree >= 1");
        }
        List<IntPoly> s = new ArrayList<>();
        s.add(p);
        s.add(p.derivative());
        while (true) {
            IntPoly a = s.get(s.size() - 2);
            IntPoly b = s.get(s.size() - 1);
            if (b.degree() < 1) {
                break;
            }
            IntPoly r = a.pseudoRemainder(b);
            if (r.isZero()) {
                break;
            }
            // prem = lc(b)^(da-db+1) * rem; undo a negative factor so r has the sign of rem, then negate
            int e = a.degree() - b.degree() + 1;
            boolean flip = b.leadingCoeff().signum() < 0 && e % 2 == 1;
            BigInteger cont = r.content();
            IntPoly next = IntPoly.of(divideAll(r, flip ? cont : cont.negate()));
            s.add(next);
        }
        return new SturmSequence(Collections.unmodifiableList(s));
    }

    private static BigInteger[] divideAll(IntPoly r, BigInteger d) {
        BigInteger[] c = r.coefficients();
        for (int i = 0; i < c.length; i++) {
            c[i] = c[i].divide(d);
        }
        return c;
    }

    /**
     * The polynomials of the sequence.
     *
     * @return p0, p1, ... (unmodifiable)
     */
    public List<IntPoly> polynomials() {
        return seq;
    }

    /**
     * The number of sign changes of the sequence at a point (zeros skipped).
     *
     * @param x the point
     * @return the variation count
     */
    public int variationsAt(Rational x) {
        int v = 0;
        Sign last = Sign.ZERO;
        for (IntPoly q : seq) {
            Sign s = q.signAt(x);
            if (s != Sign.ZERO) {
                if (last != Sign.ZERO && s != last) {
                    v++;
                }
                last = s;
            }
        }
        return v;
    }

    /**
     * The number of distinct real roots in the half-open interval (a, b] (Sturm's theorem).
     *
     * @param a the lower end
     * @param b the upper end, {@code >= a}
     * @return the number of distinct roots of p in (a, b]
     * @throws IllegalArgumentException if {@code a > b}
     */
    public int countRoots(Rational a, Rational b) {
        if (a.compareTo(b) > 0) {
            throw new IllegalArgumentException("interval (" + a + ", " + b + "]: a must be <= b");
        }
        return variationsAt(a) - variationsAt(b);
    }

    /**
     * The number of distinct real roots.
     *
     * @return the count over the whole real line (signs at -infinity and +infinity from the leading terms)
     */
    public int countAllRoots() {
        int vm = 0;
        int vp = 0;
        int lm = 0;
        int lp = 0;
        for (IntPoly q : seq) {
            int sp = q.leadingCoeff().signum();
            int sm = q.degree() % 2 == 0 ? sp : -sp;
            if (lp != 0 && sp != lp) {
                vp++;
            }
            if (lm != 0 && sm != lm) {
                vm++;
            }
            lp = sp;
            lm = sm;
        }
        return vm - vp;
    }
}
