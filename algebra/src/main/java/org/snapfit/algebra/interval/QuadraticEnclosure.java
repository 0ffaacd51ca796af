package org.snapfit.algebra.interval;

import java.math.BigInteger;
import java.util.Optional;

/**
 * A certified double interval around the quadratic irrational (p + q√d)/r that excludes its conjugate
 * (p − q√d)/r, by outward-rounded interval arithmetic (no big numbers): each integer's double is correctly rounded,
 * so its neighbouring doubles enclose it (integers below 2^53 are exact), √ is correctly rounded, and every other
 * operation rounds outward. Certified, stateless.
 */
public final class QuadraticEnclosure {

    /** Bit length up to which an integer is a double exactly (doubles carry 53 significant bits). */
    private static final int EXACT_DOUBLE_BITS = 53;

    private QuadraticEnclosure() {
    }

    /**
     * An interval holding (p + q√d)/r whose width is below a certified lower bound of the distance 2|q|√d/r to the
     * conjugate root, so it holds the number and not its conjugate.
     *
     * @param p the rational part's numerator
     * @param q the coefficient of √d, non-zero
     * @param d the radicand, &gt; 0
     * @param r the denominator, &gt; 0
     * @return the interval (lo &lt; hi, both finite), or empty when a value overflows doubles or the width cannot be
     *     certified below the separation
     */
    public static Optional<Interval> of(BigInteger p, BigInteger q, BigInteger d, BigInteger r) {
        Interval pi = around(p);
        Interval qi = around(q);
        Interval di = around(d);
        Interval ri = around(r);
        if (pi == null || qi == null || di == null || ri == null || q.signum() == 0 || ri.lo() <= 0 || di.lo() < 0) {
            return Optional.empty();
        }
        Interval root = new Interval(Math.nextDown(Math.sqrt(di.lo())), Math.nextUp(Math.sqrt(di.hi())));
        Interval num = pi.add(qi.multiply(root));
        double lo = Math.nextDown(Math.min(num.lo() / ri.lo(), num.lo() / ri.hi()));
        double hi = Math.nextUp(Math.max(num.hi() / ri.lo(), num.hi() / ri.hi()));
        // a lower bound of 2|q|√d/r: the smallest |q|, the smallest √d, the largest r, each step rounded down
        double absQ = q.signum() > 0 ? qi.lo() : -qi.hi();
        double sep = Math.nextDown(Math.nextDown(Math.nextDown(2 * absQ) * Math.max(0, root.lo())) / ri.hi());
        double width = Math.nextUp(hi - lo);
        if (!Double.isFinite(lo) || !Double.isFinite(hi) || !Double.isFinite(sep) || !(lo < hi) || !(width < sep)) {
            return Optional.empty();
        }
        return Optional.of(new Interval(lo, hi));
    }

    /** An enclosure of n by its neighbouring doubles (n itself when exact), or null when n overflows doubles. */
    private static Interval around(BigInteger n) {
        double v = n.doubleValue();
        if (!Double.isFinite(v)) {
            return null;
        }
        return n.bitLength() <= EXACT_DOUBLE_BITS ? new Interval(v, v) : new Interval(Math.nextDown(v), Math.nextUp(v));
    }
}
