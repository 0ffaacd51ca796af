package org.snapfit.algebra.real;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Optional;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Decides whether a real algebraic number is rational without refining its isolating interval to width 1/L (L the
 * leading coefficient of its square-free primitive polynomial P): a rational root of P is k/L for an integer k (its
 * reduced denominator divides L), so one candidate k, the integer nearest to L·x̃ for a floating approximation x̃,
 * settles it with three exact signs: when x lies strictly between (k − ½)/L and (k + ½)/L (two comparisons, one sign
 * of P each) the only candidate there is k/L, and x is rational exactly when P(k/L) = 0. The approximation comes from
 * the certified double enclosure when L is small, else from a few Newton steps in {@link BigDecimal} at about
 * log₁₀ L + 20 digits; it only proposes k and never decides anything. When the proof does not go through (a poor
 * approximation), the caller falls back to refinement. Stateless.
 */
final class RationalCertificate {

    /**
     * Bits of L up to which the double enclosure (after a certified Newton bracket, a few ulps wide) proposes k:
     * its error times L stays far below ½ (dimensionless; doubles carry 53 bits).
     */
    private static final int DOUBLE_BITS = 40;
    /** Decimal digits carried beyond log₁₀ L by the {@link BigDecimal} Newton steps (dimensionless). */
    private static final int GUARD_DIGITS = 20;
    /** Most {@link BigDecimal} Newton steps tried from the double approximation (quadratic convergence). */
    private static final int NEWTON_STEPS = 12;

    private RationalCertificate() {
    }

    /**
     * The decision, when the certificate goes through: the rational value (the number's state becomes that point),
     * or empty for an irrational number. Empty outer Optional: undecided, refine instead.
     */
    static Optional<Optional<Rational>> decide(RealAlgebraic x) {
        Isolation s = x.state();
        if (!Refiner.atDoublePrecision(s)) {
            s = Refiner.newton(x, s);
        }
        if (s.point()) {
            return Optional.of(Optional.of(s.lo()));
        }
        Interval enc = s.enc();
        double mid = enc.mid();
        if (!Double.isFinite(enc.lo()) || !Double.isFinite(enc.hi()) || !Double.isFinite(mid)) {
            return Optional.empty();
        }
        IntPoly p = x.poly();
        BigInteger lc = p.leadingCoeff();
        BigDecimal approx = new BigDecimal(mid);
        if (lc.bitLength() > DOUBLE_BITS) {
            Optional<BigDecimal> refined = newton(p, approx, lc);
            if (refined.isEmpty()) {
                return Optional.empty();
            }
            approx = refined.get();
        }
        BigInteger k = approx.multiply(new BigDecimal(lc)).setScale(0, RoundingMode.HALF_EVEN).toBigIntegerExact();
        BigInteger twoLc = lc.shiftLeft(1);
        BigInteger twoK = k.shiftLeft(1);
        if (x.compare(Rational.of(twoK.subtract(BigInteger.ONE), twoLc)) != Comparison.LARGER
                || x.compare(Rational.of(twoK.add(BigInteger.ONE), twoLc)) != Comparison.SMALLER) {
            return Optional.empty();
        }
        // x lies in ((k − ½)/L, (k + ½)/L), where k/L is the only rational with denominator dividing L
        if (p.signAt(k, lc) != Sign.ZERO) {
            return Optional.of(Optional.empty());
        }
        Rational cand = Rational.of(k, lc);
        x.setState(Isolation.of(cand, cand));
        return Optional.of(Optional.of(cand));
    }

    /**
     * Newton's iteration for a root of p from x0 at about log₁₀ L + {@value #GUARD_DIGITS} digits: the value once two
     * steps agree to that precision, empty when the derivative vanishes or the steps do not settle.
     */
    private static Optional<BigDecimal> newton(IntPoly p, BigDecimal x0, BigInteger lc) {
        int digits = (int) Math.ceil(lc.bitLength() * Math.log10(2)) + GUARD_DIGITS;
        MathContext mc = new MathContext(digits, RoundingMode.HALF_EVEN);
        IntPoly dp = p.derivative();
        BigDecimal x = x0;
        for (int i = 0; i < NEWTON_STEPS; i++) {
            BigDecimal d = horner(dp, x, mc);
            if (d.signum() == 0) {
                return Optional.empty();
            }
            BigDecimal step = horner(p, x, mc).divide(d, mc);
            x = x.subtract(step, mc);
            if (step.signum() == 0 || step.abs().compareTo(x.abs().add(BigDecimal.ONE).movePointLeft(digits - 2)) < 0) {
                return Optional.of(x);
            }
        }
        return Optional.empty();
    }

    private static BigDecimal horner(IntPoly p, BigDecimal x, MathContext mc) {
        BigDecimal acc = BigDecimal.ZERO;
        for (int i = p.degree(); i >= 0; i--) {
            acc = acc.multiply(x, mc).add(new BigDecimal(p.coeff(i)), mc);
        }
        return acc;
    }
}
