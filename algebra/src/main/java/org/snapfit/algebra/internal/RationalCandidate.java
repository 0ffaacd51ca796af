package org.snapfit.algebra.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Optional;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.poly.IntPoly;

/**
 * PROPOSES the integer k nearest to L·x for a root x of an integer polynomial with leading coefficient L, from a double
 * enclosure of x: the enclosure's midpoint when L·|x| is small, else a few Newton steps in {@link BigDecimal} at about
 * log₁₀(L·|x|) + {@value #GUARD_DIGITS} digits from it. Callers verify k/L with exact signs, so nothing is decided
 * here. Approximate; stateless.
 */
public final class RationalCandidate {

    /**
     * Bits of L·|x| up to which the enclosure's midpoint proposes k (dimensionless): for an enclosure a few ulps wide
     * (a certified Newton bracket) its error times L stays far below ½, since doubles carry 53 bits.
     */
    static final int DOUBLE_BITS = 40;
    /** Decimal digits carried beyond log₁₀(L·|x|) by the {@link BigDecimal} Newton steps (dimensionless). */
    static final int GUARD_DIGITS = 20;
    /** Most {@link BigDecimal} Newton steps tried from the double approximation (quadratic convergence). */
    static final int NEWTON_STEPS = 12;

    private RationalCandidate() {
    }

    /**
     * The proposed k.
     *
     * @param p the polynomial (leading coefficient L &gt; 0)
     * @param enc a double enclosure of the root
     * @return k, or empty when the enclosure is not finite or the Newton steps do not settle
     */
    public static Optional<BigInteger> nearest(IntPoly p, Interval enc) {
        double mid = enc.mid();
        if (!Double.isFinite(enc.lo()) || !Double.isFinite(enc.hi()) || !Double.isFinite(mid)) {
            return Optional.empty();
        }
        BigInteger lc = p.leadingCoeff();
        BigDecimal approx = new BigDecimal(mid);
        // bits of L·|x| above the units: the double's relative error 2^-52 times these must stay far below ½
        int bits = lc.bitLength() + Math.max(0, Math.getExponent(mid) + 1);
        if (bits > DOUBLE_BITS) {
            // Horner's sums cancel down from the size of the coefficients: carry their bits too
            Optional<BigDecimal> refined = newton(p, approx, bits + p.maxCoeffBits());
            if (refined.isEmpty()) {
                return Optional.empty();
            }
            approx = refined.get();
        }
        return Optional.of(approx.multiply(new BigDecimal(lc)).setScale(0, RoundingMode.HALF_EVEN).toBigIntegerExact());
    }

    /**
     * Newton's iteration for a root of p from x0 at about log₁₀(L·|x|) + {@value #GUARD_DIGITS} digits ({@code bits}
     * the bits of L·|x| plus those of the largest coefficient): the value once a step is below that precision, empty
     * when the derivative vanishes or the steps do not settle.
     */
    private static Optional<BigDecimal> newton(IntPoly p, BigDecimal x0, int bits) {
        int digits = (int) Math.ceil(bits * Math.log10(2)) + GUARD_DIGITS;
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
            // settled: the step is far below what k needs (1/L), though above the evaluation's rounding noise
            if (step.signum() == 0
                    || step.abs().compareTo(x.abs().add(BigDecimal.ONE).movePointLeft(digits - GUARD_DIGITS / 2)) < 0) {
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
