package org.snapfit.sweep.traits;

import java.math.BigInteger;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Double approximations of exact numbers for forces, plots and reports (never for decisions). {@link #of} is the
 * correctly rounded double ({@link RealAlgebraic#toDouble}); {@link #decimal} is Approximate to its last digit.
 */
public final class Approx {

    private Approx() {
    }

    /**
     * Smallest magnitude (dimensionless) used to size the refinement of a value whose double is 0; it only bounds
     * how many bits are requested and never decides anything.
     */
    private static final double MAGNITUDE_FLOOR = 1e-300;

    /**
     * The value as decimal text with the given number of significant digits (for reports; Approximate to the
     * last digit: the interval is refined to 10^-(digits + 8) relative before rounding the midpoint).
     *
     * @param x an exact number
     * @param digits significant digits, ≥ 1
     * @return the decimal text (plain notation)
     */
    public static String decimal(RealAlgebraic x, int digits) {
        java.math.MathContext mc = new java.math.MathContext(digits, java.math.RoundingMode.HALF_EVEN);
        if (x.isRational()) {
            Rational r = x.toRational().orElseThrow();
            return pad(new java.math.BigDecimal(r.num()).divide(new java.math.BigDecimal(r.den()), mc), digits);
        }
        double mag = Math.max(Math.abs(of(x)), MAGNITUDE_FLOOR);
        int bits = (int) Math.ceil((digits + 8) * Math.log(10) / Math.log(2) - Math.log(mag) / Math.log(2)) + 4;
        RealAlgebraic r = x.refine(Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(Math.max(bits, 8))));
        Rational mid = r.lower().add(r.upper()).multiply(Rational.HALF);
        return pad(new java.math.BigDecimal(mid.num()).divide(new java.math.BigDecimal(mid.den()), mc), digits);
    }

    /** Plain text with exactly {@code digits} significant digits (trailing zeros added for short exact values). */
    private static String pad(java.math.BigDecimal d, int digits) {
        if (d.signum() == 0) {
            return java.math.BigDecimal.ZERO.setScale(digits - 1).toPlainString();
        }
        int extra = digits - d.precision();
        return (extra > 0 ? d.setScale(d.scale() + extra) : d).toPlainString();
    }

    /**
     * The value as a double.
     *
     * <p>{@link RealAlgebraic#toDouble}: correctly rounded (ties to even) and cached in the number, so repeated
     * evaluations along a trajectory piece (force sampling, peak search) cost one conversion.
     *
     * @param x an exact number
     * @return the double nearest to x (ties to even)
     */
    public static double of(RealAlgebraic x) {
        return x.toDouble();
    }

    /**
     * The pawl angle θ = 2 atan u of a half-angle parameter u, as a double (Approximate: atan of the correctly
     * rounded u, within a few ulps).
     *
     * @param u u = tan θ/2
     * @return θ, rad
     */
    public static double theta(RealAlgebraic u) {
        return 2 * Math.atan(of(u));
    }

    /**
     * The pawl angle θ = 2 atan u to {@code digits} significant digits (radians; Approximate to the last digit:
     * Apfloat's arc tangent with guard digits, {@link RealAlgebraic#atan(int, java.math.BigDecimal)}).
     *
     * @param u u = tan θ/2
     * @param digits significant digits, ≥ 1
     * @return θ rounded half-even
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public static java.math.BigDecimal theta(RealAlgebraic u, int digits) {
        return u.atan(digits, java.math.BigDecimal.valueOf(2));
    }
}
