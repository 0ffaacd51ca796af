package org.snapfit.algebra.interval;

import java.util.Optional;
import org.snapfit.algebra.internal.DoubleNewton;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * A narrow double bracket around the unique root of a polynomial in an isolating interval, proven by
 * {@link HornerFilter} signs alone — no rational arithmetic. Certified: an answered bracket always holds the root;
 * when the filter cannot decide, the answer is empty and the caller refines exactly. Stateless.
 *
 * <p><b>Proof.</b> The caller knows an isolating interval (lo, hi) of a root ξ of p (ξ is the only root there) and
 * the sign s of p just right of lo, and passes an enclosure {@code enc} of [lo, hi] with the <i>rounding
 * invariant</i>: every double strictly greater than nextUp(enc.lo) is greater than lo, and every double strictly
 * less than nextDown(enc.hi) is less than hi. Both enclosures snapfit builds satisfy it: an exact double interval
 * (enc.lo = lo), and {@link Interval#enclosing(org.snapfit.algebra.number.Rational,
 * org.snapfit.algebra.number.Rational)} (enc.lo = nextDown(r) with r the double nearest lo, and every double
 * above r is above lo because lo lies at most half-way from r to nextUp(r)). A bracket [a, b] is returned only when
 * nextUp(enc.lo) &lt; a &lt; b &lt; nextDown(enc.hi) — so lo &lt; a &lt; b &lt; hi — and the filter certifies
 * sign p(a) = s and sign p(b) = −s: p changes sign in (a, b) ⊂ (lo, hi), whose only root is ξ.
 *
 * <p><b>Radius.</b> Newton's approximation x is exact to about u·B/|p'(x)|, with B = Σ|a_i||x|^i the Horner error
 * scale (the filter's own bound is about γ_{2n+4} B); the first radius tried is {@link #RADIUS_FACTOR} times that
 * bound over |p'(x)|, at least {@link #MIN_ULPS} ulps of x, and it is widened by {@link #WIDEN} while the filter
 * abstains or certifies both ends on the same side of the root (Newton's x was farther off than the estimate),
 * at most {@link #ATTEMPTS} times. A bracket not at most {@link #MAX_SHRINK} times as wide as
 * {@code enc} is not returned (a progress guarantee for refinement loops, not part of the proof).
 */
public final class CertifiedNewton {

    /** Safety factor (dimensionless) on the Horner error bound over |p'(x)| for the first bracket radius. */
    static final double RADIUS_FACTOR = 8;
    /** Smallest bracket half-width, in ulps of the Newton approximation. */
    static final int MIN_ULPS = 4;
    /** Factor (dimensionless) by which the radius grows after the filter abstains. */
    static final double WIDEN = 0x1p8;
    /** Largest ratio (dimensionless) of the new bracket's width to the old enclosure's: progress, not proof. */
    static final double MAX_SHRINK = 0.5;
    /** Brackets tried before giving up. */
    static final int ATTEMPTS = 3;

    private CertifiedNewton() {
    }

    /**
     * A certified narrow bracket of the root, or empty when none could be proven (see the class comment).
     *
     * @param p a polynomial with exactly one root in the isolating interval that {@code enc} encloses
     * @param enc an enclosure of the isolating interval with the rounding invariant of the class comment
     * @param signLo the sign of p just right of the interval's lower end ({@link Sign#POSITIVE} or
     *     {@link Sign#NEGATIVE})
     * @return [a, b] with the root in the open interval (a, b), both inside the isolating interval; or empty
     */
    public static Optional<Interval> bracket(IntPoly p, Interval enc, Sign signLo) {
        int n = p.degree();
        if (n < 1 || signLo == Sign.ZERO) {
            return Optional.empty();
        }
        double floor = Math.nextUp(enc.lo());
        double ceil = Math.nextDown(enc.hi());
        double[] a = DoubleNewton.coefficients(p);
        double x = DoubleNewton.root(a, enc.lo(), enc.hi());
        if (!(x > floor && x < ceil)) {
            return Optional.empty();
        }
        double df = 0;
        double f = 0;
        double scale = 0;
        double ax = Math.abs(x);
        for (int i = n; i >= 0; i--) {
            df = df * x + f;
            f = f * x + a[i];
            scale = scale * ax + Math.abs(a[i]);
        }
        double r = Math.max(MIN_ULPS * Math.ulp(x), RADIUS_FACTOR * HornerFilter.gamma(2 * n + 4) * scale / Math.abs(df));
        Sign signHi = signLo.negate();
        for (int k = 0; k < ATTEMPTS && Double.isFinite(r); k++, r *= WIDEN) {
            double lo = x - r;
            double hi = x + r;
            if (!(lo > floor && hi < ceil && lo < hi) || hi - lo > (enc.hi() - enc.lo()) * MAX_SHRINK) {
                return Optional.empty();
            }
            Optional<Sign> sl = HornerFilter.signAt(a, lo, lo);
            Optional<Sign> sh = HornerFilter.signAt(a, hi, hi);
            if (sl.isPresent() && sh.isPresent() && sl.get() == signLo && sh.get() == signHi) {
                return Optional.of(new Interval(lo, hi));
            }
            // undecided, or both ends certified on one side of the root (x is off by more than r): widen
        }
        return Optional.empty();
    }
}
