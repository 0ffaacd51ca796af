package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.internal.DoubleNewton;
import org.snapfit.algebra.interval.CertifiedNewton;
import org.snapfit.algebra.interval.HornerFilter;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;

/**
 * The three ways a {@link RealAlgebraic} narrows its isolating interval, and the policies that pick one: exact
 * bisection (one sign per halving), a Newton bracket (certified by floating-point signs alone, {@link
 * CertifiedNewton}, else a few-ulp bracket verified by exact signs), and quadratic interval refinement (Abbott's QIR)
 * below double precision; quadratic irrationals narrow by their closed form instead. Every decision is the exact sign
 * of the defining polynomial at a rational (or a certified floating-point sign). Each step stores the narrower state
 * in the number and counts itself in the number's {@link ExactContext}. Stateless.
 */
final class Refiner {

    /** Half-width in ulps of the verified Newton bracket. */
    private static final int NEWTON_ULPS = 4;
    /** Bisections tried when no Newton bracket applies before a refinement to double precision gives up. */
    static final int BISECTIONS_BEFORE_GCD = 4;
    /** Bits by which one closed-form step narrows the interval of a quadratic irrational. */
    private static final int QUADRATIC_STEP_BITS = 64;
    /** Bits by which one {@link #narrow} call asks quadratic interval refinement to shrink the interval. */
    private static final int QIR_STEP_BITS = 32;
    /** Initial subdivision count N of quadratic interval refinement (Abbott's QIR starts at 4). */
    private static final BigInteger QIR_START = BigInteger.valueOf(4);
    /**
     * Width, in ulps of the larger end's magnitude, up to which an enclosure counts as being at double precision
     * (dimensionless): a certified Newton bracket is a few ulps wide; narrowing it further cannot help a floating
     * filter, whose own rounding error is of the same order.
     */
    private static final int DOUBLE_PRECISION_ULPS = 8;

    private Refiner() {
    }

    /** One bisection step (or the point state if the midpoint is the root). */
    static Isolation bisect(RealAlgebraic x, Isolation s) {
        if (s.point()) {
            return s;
        }
        x.context().countRefinement();
        Rational m = split(s);
        Sign sm = HornerFilter.signAtRational(x.poly(), m);
        Isolation n;
        if (sm == Sign.ZERO) {
            n = Isolation.of(m, m);
        } else if (sm == x.signLo()) {
            n = Isolation.of(m, s.hi());
        } else {
            n = Isolation.of(s.lo(), m);
        }
        x.setState(n);
        return n;
    }

    /**
     * A point strictly inside the open interval near its middle: the midpoint of the double enclosure when it lies
     * strictly inside (a dyadic rational: no gcd, and its sign is usually decided by the floating filter), else the
     * exact midpoint (intervals too narrow for doubles to split). Either halves the width up to the enclosure's
     * rounding, so bisection keeps its rate.
     */
    private static Rational split(Isolation s) {
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
    static Isolation newton(RealAlgebraic x, Isolation s) {
        if (s.point()) {
            return s;
        }
        x.context().countRefinement();
        Optional<Interval> fast = CertifiedNewton.bracket(x.poly(), s.enc(), x.signLo());
        if (fast.isPresent()) {
            Isolation n = Isolation.exact(fast.get());
            x.setState(n);
            return n;
        }
        List<Rational> br = DoubleNewton.bracket(x.poly(), s.enc(), NEWTON_ULPS);
        if (br.isEmpty()) {
            return s;
        }
        Rational a = br.get(0).max(s.lo());
        Rational b = br.get(1).min(s.hi());
        if (a.compareTo(b) >= 0) {
            return s;
        }
        Sign sa = a.equals(s.lo()) ? x.signLo() : HornerFilter.signAtRational(x.poly(), a);
        if (sa == Sign.ZERO) {
            return setPoint(x, a);
        }
        Sign sb = b.equals(s.hi()) ? x.signLo().negate() : HornerFilter.signAtRational(x.poly(), b);
        if (sb == Sign.ZERO) {
            return setPoint(x, b);
        }
        boolean narrower = b.subtract(a).multiply(Rational.of(2)).compareTo(s.width()) < 0;
        if (sa == x.signLo() && sb != x.signLo() && narrower) {
            Isolation n = Isolation.of(a, b);
            x.setState(n);
            return n;
        }
        return s;
    }

    private static Isolation setPoint(RealAlgebraic x, Rational r) {
        Isolation n = Isolation.of(r, r);
        x.setState(n);
        return n;
    }

    /**
     * The closed-form interval of a quadratic irrational of width at most {@code width}, intersected with the
     * current isolating interval (so it still excludes the conjugate root).
     */
    static Isolation quadRefine(RealAlgebraic x, Isolation s, Rational width) {
        x.context().countRefinement();
        Rational[] e = x.quad().enclosure(width);
        Isolation n = Isolation.of(e[0].max(s.lo()), e[1].min(s.hi()));
        x.setState(n);
        return n;
    }

    /** 2^-bits as a rational. */
    static Rational twoToMinus(int bits) {
        return Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(bits));
    }

    /** One refinement step: closed form for quadratics (64 bits), else one bisection. */
    static Isolation step(RealAlgebraic x, Isolation s) {
        if (s.point()) {
            return s;
        }
        return x.quad() != null ? quadRefine(x, s, s.width().multiply(twoToMinus(QUADRATIC_STEP_BITS))) : bisect(x, s);
    }

    /** Whether the state's enclosure is already about as tight as doubles allow (refining it helps no filter). */
    static boolean atDoublePrecision(Isolation s) {
        return s.enc().withinUlps(DOUBLE_PRECISION_ULPS);
    }

    /** Refines until the enclosure is about as tight as doubles allow (or tighter). */
    static Isolation refineToDoublePrecision(RealAlgebraic x, Isolation s) {
        if (s.point() || x.quad() != null) {
            return step(x, s);
        }
        Isolation n = newton(x, s);
        if (n == s) {
            for (int i = 0; i < BISECTIONS_BEFORE_GCD; i++) {
                n = bisect(x, n);
            }
        }
        return n;
    }

    /** One substantial narrowing: closed form (quadratics), else Newton, else quadratic interval refinement. */
    static Isolation narrow(RealAlgebraic x, Isolation s) {
        if (s.point() || x.quad() != null) {
            return step(x, s);
        }
        Isolation n = newton(x, s);
        return n != s ? n : qir(x, s, s.width().multiply(twoToMinus(QIR_STEP_BITS)));
    }

    /**
     * Refines the number's current interval to width at most {@code width}: closed form (quadratics), else a Newton
     * bracket then quadratic interval refinement.
     */
    static Isolation refineTo(RealAlgebraic x, Rational width) {
        Isolation s = x.state();
        if (s.point() || s.width().compareTo(width) <= 0) {
            return s;
        }
        if (x.quad() != null) {
            return quadRefine(x, s, width);
        }
        return qir(x, newton(x, s), width);
    }

    /**
     * Quadratic interval refinement (J. Abbott, "Quadratic interval refinement for real roots", 2006; the variant
     * analysed by M. Kerber and M. Sagraloff, ISSAC 2011): split (lo, hi) into N equal parts, guess the part
     * holding the root from the secant through the end values, and test that part with two exact signs. A hit
     * replaces the interval by the part and squares N (quadratic convergence); a miss bisects once and takes the
     * square root of N (never below 4). Exact: every decision is the sign of poly at a rational.
     */
    static Isolation qir(RealAlgebraic x, Isolation s, Rational width) {
        BigInteger n = QIR_START;
        Isolation cur = s;
        while (!cur.point() && cur.width().compareTo(width) > 0) {
            x.context().countRefinement();
            Isolation hit = qirStep(x, cur, n);
            if (hit != null) {
                cur = hit;
                x.setState(hit);
                n = n.multiply(n);
            } else {
                cur = bisect(x, cur);
                n = n.sqrt().max(QIR_START);
            }
        }
        return cur;
    }

    /** One QIR test with N parts: the new state on a hit, null on a miss. */
    private static Isolation qirStep(RealAlgebraic x, Isolation s, BigInteger n) {
        Rational lo = s.lo();
        Rational hi = s.hi();
        Rational fa = x.poly().evaluate(lo);
        Rational fb = x.poly().evaluate(hi);
        // the secant's zero is lo + (hi - lo) fa / (fa - fb); its part index is j = round(N fa / (fa - fb))
        Rational frac = fa.divide(fa.subtract(fb));
        BigInteger j = frac.multiply(Rational.of(n)).add(Rational.HALF).floor();
        Rational w = s.width().divide(Rational.of(n));
        if (j.signum() <= 0) {
            return qirCandidate(x, lo, lo.add(w));
        }
        if (j.compareTo(n) >= 0) {
            return qirCandidate(x, hi.subtract(w), hi);
        }
        Rational m = lo.add(w.multiply(Rational.of(j)));
        Sign sm = x.poly().signAt(m);
        if (sm == Sign.ZERO) {
            return Isolation.of(m, m);
        }
        return sm == x.signLo() ? qirCandidate(x, m, m.add(w)) : qirCandidate(x, m.subtract(w), m);
    }

    /**
     * The state (a, b) when it holds the root, a point when an end is the root, else null. The caller guarantees
     * that (a, b) lies inside the current isolating interval, so a sign change there is this root.
     */
    private static Isolation qirCandidate(RealAlgebraic x, Rational a, Rational b) {
        Sign sa = x.poly().signAt(a);
        if (sa == Sign.ZERO) {
            return Isolation.of(a, a);
        }
        Sign sb = x.poly().signAt(b);
        if (sb == Sign.ZERO) {
            return Isolation.of(b, b);
        }
        return sa == x.signLo() && sb != x.signLo() ? Isolation.of(a, b) : null;
    }
}
