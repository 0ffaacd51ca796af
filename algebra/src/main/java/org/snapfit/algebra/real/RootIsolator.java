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
 * coefficients, with degrees 1 and 2 in closed form. Exact: intervals have rational ends (dyadic from the
 * bisection, denominators 2a from the quadratic formula), every decision is an integer sign.
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
        if (!p.isSquareFree()) {
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
        if (p.degree() <= 2) {
            return closedForm(p);
        }
        boolean zeroRoot = p.coeff(0).signum() == 0;
        IntPoly q = zeroRoot ? IntPoly.of(tail(p)) : p;
        List<IsolatingInterval> neg = positiveRoots(q, true);
        List<IsolatingInterval> out = new ArrayList<>(neg.size() + 4);
        for (int i = neg.size() - 1; i >= 0; i--) {
            IsolatingInterval iv = neg.get(i);
            out.add(new IsolatingInterval(iv.upper().negate(), iv.lower().negate()));
        }
        if (zeroRoot) {
            out.add(new IsolatingInterval(Rational.ZERO, Rational.ZERO));
        }
        out.addAll(positiveRoots(q, false));
        // only an exact root (0 or a deflated midpoint) can be the end of another root's interval
        if (out.stream().anyMatch(IsolatingInterval::isPoint)) {
            for (int i = 0; i < out.size(); i++) {
                out.set(i, clearRootEnds(p, out.get(i)));
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * Degree 1 and 2 in closed form. Degree 1: the exact root −c0/c1. Degree 2, a x² + b x + c with a &gt; 0 after
     * a sign change, D = b² − 4ac: no real root for D &lt; 0; two exact rational roots (−b ∓ √D)/(2a) when D is a
     * square; otherwise, with s = ⌊√D⌋ (so s &lt; √D &lt; s + 1 and s &gt;= 1), the open intervals
     * ((−b − s − 1)/(2a), (−b − s)/(2a)) and ((−b + s)/(2a), (−b + s + 1)/(2a)), disjoint because s &gt;= 1 and
     * with ends that are not roots (the roots are irrational). One integer square root; no bisection.
     */
    private static List<IsolatingInterval> closedForm(IntPoly p) {
        if (p.degree() == 1) {
            Rational r = new Rational(p.coeff(0).negate(), p.coeff(1));
            return List.of(new IsolatingInterval(r, r));
        }
        IntPoly q = p.leadingCoeff().signum() < 0 ? p.negate() : p;
        BigInteger a = q.coeff(2);
        BigInteger b = q.coeff(1);
        BigInteger disc = b.multiply(b).subtract(a.multiply(q.coeff(0)).shiftLeft(2));
        if (disc.signum() < 0) {
            return List.of();
        }
        BigInteger s = disc.sqrt();
        BigInteger twoA = a.shiftLeft(1);
        BigInteger nb = b.negate();
        if (s.multiply(s).equals(disc)) {
            Rational r1 = new Rational(nb.subtract(s), twoA);
            Rational r2 = new Rational(nb.add(s), twoA);
            return List.of(new IsolatingInterval(r1, r1), new IsolatingInterval(r2, r2));
        }
        BigInteger s1 = s.add(BigInteger.ONE);
        return List.of(new IsolatingInterval(new Rational(nb.subtract(s1), twoA), new Rational(nb.subtract(s), twoA)),
                new IsolatingInterval(new Rational(nb.add(s), twoA), new Rational(nb.add(s1), twoA)));
    }

    /**
     * An interval that shares an end with a neighbouring exact root (0 or a deflated midpoint) is shrunk by
     * bisection until neither end is a root of p; each step keeps the half that Descartes' bound says holds the root.
     */
    private static IsolatingInterval clearRootEnds(IntPoly p, IsolatingInterval iv) {
        if (iv.isPoint()) {
            return iv;
        }
        Rational lo = iv.lower();
        Rational hi = iv.upper();
        while (p.signAt(lo) == Sign.ZERO || p.signAt(hi) == Sign.ZERO) {
            Rational m = lo.add(hi).multiply(Rational.HALF);
            if (p.signAt(m) == Sign.ZERO) {
                return new IsolatingInterval(m, m);
            }
            if (descartesBound(p, lo, m) == 1) {
                hi = m;
            } else {
                lo = m;
            }
        }
        return new IsolatingInterval(lo, hi);
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

    /**
     * Roots in (0, infinity) of p(x) (or of p(-x) when {@code negate}) with p(0) != 0, increasing. The scaled
     * polynomial p(±2^k x) is built in overflow-checked {@code long} arithmetic when the coefficients allow.
     */
    private static List<IsolatingInterval> positiveRoots(IntPoly p, boolean negate) {
        List<IsolatingInterval> out = new ArrayList<>();
        int k = rootBoundExponent(p);
        long[] small = scaledLongs(p, negate, k);
        Node root;
        if (small != null) {
            if (variations(small) == 0) {
                return out;
            }
            root = new Node(null, small, BigInteger.ZERO, 0);
        } else {
            IntPoly q = negate ? p.negateArgument() : p;
            if (q.signVariations() == 0) {
                return out;
            }
            IntPoly top = q.scaleArgument(BigInteger.ONE.shiftLeft(k));
            root = new Node(top, longsOf(top), BigInteger.ZERO, 0);
        }
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node nd = stack.pop();
            if (nd.small != null) {
                try {
                    stepLong(nd, k, stack, out);
                    continue;
                } catch (ArithmeticException overflow) {
                    // fall through to the BigInteger path for this node
                }
            }
            stepBig(nd, k, stack, out);
        }
        Collections.sort(out, (a, b) -> a.lower().compareTo(b.lower()));
        return out;
    }

    /** The coefficients of p(±2^k x) as longs, or null when one would not fit below 2^62. */
    private static long[] scaledLongs(IntPoly p, boolean negate, int k) {
        if (!p.fitsInLong()) {
            return null;
        }
        int n = p.degree();
        long[] c = new long[n + 1];
        try {
            for (int i = 0; i <= n; i++) {
                long v = p.coeffAsLong(i);
                c[i] = shiftExact(negate && (i & 1) == 1 ? -v : v, Math.multiplyExact(k, i));
            }
        } catch (ArithmeticException overflow) {
            return null;
        }
        return c;
    }

    /** One node in BigInteger arithmetic. */
    private static void stepBig(Node nd, int k, Deque<Node> stack, List<IsolatingInterval> out) {
        IntPoly qq = nd.q != null ? nd.q : IntPoly.of(nd.small);
        int v = variations01(qq);
        if (v == 0) {
            return;
        }
        int shift = nd.level - k;
        if (v == 1) {
            out.add(new IsolatingInterval(dyadic(nd.index, shift), dyadic(nd.index.add(BigInteger.ONE), shift)));
            return;
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
        stack.push(new Node(right, longsOf(right), mid2, nd.level + 1));
        stack.push(new Node(left, longsOf(left), nd.index.shiftLeft(1), nd.level + 1));
    }

    /**
     * One node in overflow-checked long arithmetic (the hot path for small degree): every addition is
     * {@link Math#addExact} and every shift is checked, so an overflow throws and the node is redone exactly.
     */
    private static void stepLong(Node nd, int k, Deque<Node> stack, List<IsolatingInterval> out) {
        long[] q = nd.small;
        int n = q.length - 1;
        long[] t = new long[n + 1];
        for (int i = 0; i <= n; i++) {
            t[i] = q[n - i];
        }
        shift1(t);
        int v = variations(t);
        if (v == 0) {
            return;
        }
        if (v == 1) {
            int shift = nd.level - k;
            out.add(new IsolatingInterval(dyadic(nd.index, shift), dyadic(nd.index.add(BigInteger.ONE), shift)));
            return;
        }
        // 2^n q(x/2): the left half; q(1/2) = 0 iff its value at 1 is zero
        long[] left = new long[n + 1];
        long atOne = 0;
        for (int i = 0; i <= n; i++) {
            left[i] = shiftExact(q[i], n - i);
            atOne = Math.addExact(atOne, left[i]);
        }
        if (atOne == 0) {
            throw new ArithmeticException("midpoint root: handled by the exact path");
        }
        removePowerOfTwo(left);
        long[] right = left.clone();
        shift1(right);
        BigInteger mid2 = nd.index.shiftLeft(1).add(BigInteger.ONE);
        stack.push(new Node(null, right, mid2, nd.level + 1));
        stack.push(new Node(null, left, nd.index.shiftLeft(1), nd.level + 1));
    }

    /** In-place Taylor shift by one with overflow checks. */
    private static void shift1(long[] c) {
        int n = c.length - 1;
        for (int i = 0; i < n; i++) {
            for (int j = n - 1; j >= i; j--) {
                c[j] = Math.addExact(c[j], c[j + 1]);
            }
        }
    }

    private static int variations(long[] c) {
        int v = 0;
        long last = 0;
        for (long x : c) {
            if (x != 0) {
                if (last != 0 && (x < 0) != (last < 0)) {
                    v++;
                }
                last = x;
            }
        }
        return v;
    }

    private static long shiftExact(long x, int s) {
        if (x == 0) {
            return 0;
        }
        if (s >= 62 || Long.numberOfLeadingZeros(Math.abs(x)) <= s + 1) {
            throw new ArithmeticException("shift overflow");
        }
        return x << s;
    }

    /** Divides every coefficient by their common power of two (a positive factor: roots and signs unchanged). */
    private static void removePowerOfTwo(long[] c) {
        long or = 0;
        for (long x : c) {
            or |= x;
        }
        if (or == 0) {
            return;
        }
        int tz = Long.numberOfTrailingZeros(or);
        if (tz > 0) {
            for (int i = 0; i < c.length; i++) {
                c[i] >>= tz;
            }
        }
    }

    /** The coefficients as longs when all are below 2^62 in magnitude, else null. */
    private static long[] longsOf(IntPoly p) {
        if (!p.fitsInLong()) {
            return null;
        }
        long[] c = new long[p.degree() + 1];
        for (int i = 0; i < c.length; i++) {
            c[i] = p.coeffAsLong(i);
        }
        return c;
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

    /** A bisection node: its polynomial (BigInteger form, long form, or both) and dyadic position. */
    private record Node(IntPoly q, long[] small, BigInteger index, int level) {
    }
}
