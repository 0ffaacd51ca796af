package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Real root isolation by Descartes' rule of signs with bisection (the Vincent–Collins–Akritas method) on integer
 * coefficients. Exact: intervals are dyadic, every decision is an integer sign.
 *
 * <p>Method. Roots 0 are split off; positive roots lie in (0, 2^k) for the Fujiwara-type bound 2^k, so
 * P(x) = p(2^k x) has them in (0, 1). A node is an integer polynomial Q whose roots in (0, 1) are those of p in one
 * dyadic interval; the number of sign variations of (x+1)^n Q(1/(x+1)) bounds the roots in (0, 1) with the same
 * parity: 0 drops the node, 1 returns it, otherwise the midpoint is tested exactly (a root there is returned as an
 * exact point and divided out) and the halves 2^n Q(x/2) and 2^n Q((x+1)/2) are pushed. Negative roots use p(-x).
 * Cost: one O(n^2) Taylor shift per node; O(n) nodes per well-separated root, more for clusters.
 */
public final class RootIsolator {

    private RootIsolator() {
    }

    /**
     * Isolates all real roots of a square-free polynomial.
     *
     * @param p a square-free polynomial of degree {@code >= 0} (any content or sign)
     * @return disjoint isolating intervals, in increasing order, one per distinct real root
     * @throws IllegalArgumentException if p is zero or not square-free
     */
    public static List<IsolatingInterval> isolate(IntPoly p) {
        if (p.isZero()) {
            throw new IllegalArgumentException("p = 0: the zero polynomial has every real number as a root");
        }
        if (p.degree() >= 1 && p.gcd(p.derivative()).degree() > 0) {
            throw new IllegalArgumentException("p = " + p + " is not square-free; isolate its square-free factors");
        }
        return isolateSquareFree(p);
    }

    /**
     * As {@link #isolate} without the square-free check (the caller guarantees it).
     *
     * @param p a non-zero square-free polynomial
     * @return increasing isolating intervals
     */
    static List<IsolatingInterval> isolateSquareFree(IntPoly p) {
        if (p.degree() < 1) {
            return List.of();
        }
        boolean zeroRoot = p.coeff(0).signum() == 0;
        IntPoly q = zeroRoot ? IntPoly.of(tail(p)) : p;
        List<IsolatingInterval> neg = positiveRoots(q.negateArgument());
        List<IsolatingInterval> out = new ArrayList<>(neg.size() + 4);
        for (int i = neg.size() - 1; i >= 0; i--) {
            IsolatingInterval iv = neg.get(i);
            out.add(new IsolatingInterval(iv.upper().negate(), iv.lower().negate()));
        }
        if (zeroRoot) {
            out.add(new IsolatingInterval(Rational.ZERO, Rational.ZERO));
        }
        out.addAll(positiveRoots(q));
        return Collections.unmodifiableList(out);
    }

    private static BigInteger[] tail(IntPoly p) {
        BigInteger[] c = p.coefficients();
        BigInteger[] r = new BigInteger[c.length - 1];
        System.arraycopy(c, 1, r, 0, r.length);
        return r;
    }

    /**
     * An exponent k with every root of p of absolute value below 2^k (Fujiwara's bound 2 max |a_{n-i}/a_n|^(1/i),
     * with each ratio bounded by bit lengths), at least 0.
     *
     * @param p a polynomial of degree {@code >= 1}
     * @return k &gt;= 0
     */
    static int rootBoundExponent(IntPoly p) {
        int n = p.degree();
        int lead = p.leadingCoeff().bitLength() - 1;
        int k = 0;
        for (int i = 1; i <= n; i++) {
            BigInteger a = p.coeff(n - i);
            if (a.signum() == 0) {
                continue;
            }
            int num = a.bitLength() - lead;
            int e = Math.floorDiv(num + i - 1, i);
            k = Math.max(k, e + 1);
        }
        return k;
    }

    /** Roots in (0, infinity) of p with p(0) != 0, increasing. */
    private static List<IsolatingInterval> positiveRoots(IntPoly p) {
        List<IsolatingInterval> out = new ArrayList<>();
        if (p.degree() < 1 || p.signVariations() == 0) {
            return out;
        }
        int k = rootBoundExponent(p);
        IntPoly top = p.scaleArgument(BigInteger.ONE.shiftLeft(k));
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(new Node(top, BigInteger.ZERO, 0));
        while (!stack.isEmpty()) {
            Node nd = stack.pop();
            IntPoly qq = nd.q;
            int v = variations01(qq);
            if (v == 0) {
                continue;
            }
            int shift = nd.level - k;
            if (v == 1) {
                out.add(new IsolatingInterval(dyadic(nd.index, shift), dyadic(nd.index.add(BigInteger.ONE), shift)));
                continue;
            }
            BigInteger mid2 = nd.index.shiftLeft(1).add(BigInteger.ONE);
            if (qq.signAt(BigInteger.ONE, BigInteger.TWO) == Sign.ZERO) {
                Rational m = dyadic(mid2, shift + 1);
                qq = qq.divideExact(IntPoly.of(-1, 2));
                out.add(new IsolatingInterval(m, m));
            }
            IntPoly left = halve(qq);
            IntPoly right = left.taylorShift(BigInteger.ONE);
            // push right first so the left half is processed first (increasing output)
            stack.push(new Node(right, mid2, nd.level + 1));
            stack.push(new Node(left, nd.index.shiftLeft(1), nd.level + 1));
        }
        Collections.sort(out, (a, b) -> a.lower().compareTo(b.lower()));
        return out;
    }

    /** index / 2^shift as a rational (shift may be negative). */
    private static Rational dyadic(BigInteger index, int shift) {
        return shift >= 0 ? Rational.of(index, BigInteger.ONE.shiftLeft(shift)) : Rational.of(index.shiftLeft(-shift));
    }

    /** 2^n q(x/2). */
    private static IntPoly halve(IntPoly q) {
        BigInteger[] c = q.coefficients();
        int n = c.length - 1;
        for (int i = 0; i < n; i++) {
            c[i] = c[i].shiftLeft(n - i);
        }
        return IntPoly.of(c);
    }

    /**
     * The Descartes bound for roots of q in (0, 1): variations of (x+1)^n q(1/(x+1)).
     *
     * @param q the polynomial
     * @return the sign-variation count
     */
    static int variations01(IntPoly q) {
        return q.reverse().taylorShift(BigInteger.ONE).signVariations();
    }

    /**
     * The Descartes bound for the roots of q in the open interval (lo, hi): 0 proves there is none, 1 proves there
     * is exactly one.
     *
     * @param q a non-zero polynomial
     * @param lo lower end
     * @param hi upper end, {@code > lo}
     * @return the sign-variation count
     */
    public static int descartesBound(IntPoly q, Rational lo, Rational hi) {
        BigInteger den = lo.den().divide(lo.den().gcd(hi.den())).multiply(hi.den());
        BigInteger a = lo.num().multiply(den.divide(lo.den()));
        BigInteger b = hi.num().multiply(den.divide(hi.den()));
        IntPoly t = q.affine(a, b.subtract(a), den);
        return variations01(t);
    }

    private record Node(IntPoly q, BigInteger index, int level) {
    }
}
