package org.snapfit.algebra.real;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Objects;
import java.util.Optional;
import org.apfloat.Apfloat;
import org.apfloat.ApfloatMath;
import org.apfloat.Apint;
import org.apfloat.ApintMath;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Many decimal digits of a real algebraic number, <b>correctly rounded</b> (half-even) to a given number of
 * significant digits (Exact: the digits are certified, not estimated). Immutable helpers; thread-safe.
 *
 * <p><b>How.</b> Apfloat runs Newton's iteration on the number's square-free defining polynomial, doubling the
 * working precision at each step, from the correctly rounded double up to {@code digits + guard} digits. The result
 * is then <em>certified</em> with exact integer arithmetic (Apfloat's {@link Apint}, whose products are exact): a
 * small decimal bracket around the Newton value, clipped to the isolating interval, must show a sign change of the
 * polynomial (so it holds the number: the isolating interval holds no other root), and both ends of the bracket
 * must round to the same {@code digits}-digit decimal (so every point of it, the number included, rounds to that
 * decimal). If the bracket's ends round differently (the number lies close to a rounding boundary) the guard digits
 * are doubled and the work repeated; if Newton went astray (no sign change), the exact bisection of
 * {@link RealAlgebraic#toBigDecimal} decides. The number of digits is not bounded here: callers put a budget on
 * degree × digits (the command line refuses large requests up front).
 */
public final class DecimalDigits {

    /** Extra decimal digits carried beyond the requested ones before certifying (dimensionless). */
    public static final int GUARD_DIGITS = 12;

    /** Half-width of the certified bracket, as a power of ten in units of the Newton value's last digit. */
    private static final long BRACKET_DIGITS = 6;

    private static final Apint ONE = new Apint(1);
    private static final Apint TWO = new Apint(2);
    private static final Apint TEN = new Apint(10);

    /** Digits of the starting value (a correctly rounded double holds 15 significant decimal digits). */
    private static final int START_DIGITS = 15;

    /** How many times the guard digits are doubled before the exact bisection takes over (dimensionless). */
    private static final int MAX_RETRIES = 4;

    /**
     * Receives the working precision of each Newton step: a long computation can show where it is.
     */
    @FunctionalInterface
    public interface Progress {
        /** Ignores every step. */
        Progress NONE = (done, total) -> { };

        /**
         * One Newton step finished.
         *
         * @param digits the working precision reached, in significant decimal digits
         * @param target the precision needed, in significant decimal digits
         */
        void reached(long digits, long target);
    }

    private DecimalDigits() {
    }

    /**
     * The number correctly rounded (half-even) to {@code digits} significant decimal digits, as the text
     * {@link BigDecimal#toString} would give for that decimal (plain notation, or scientific when the exponent is
     * small or large). Text rather than a {@code BigDecimal}: a million-digit {@code BigDecimal} costs quadratic time
     * to build and print, while Apfloat's digits are written out directly.
     *
     * @param x the number
     * @param digits significant digits, at least 1
     * @param progress told of each Newton step
     * @return the rounded value: exactly {@code digits} significant digits (trailing zeros kept) for an irrational
     *     number; a rational number whose decimal expansion is shorter is written exactly, without padding zeros
     * @throws IllegalArgumentException if {@code digits < 1}
     */
    public static String correctlyRounded(RealAlgebraic x, int digits, Progress progress) {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(progress, "progress");
        if (digits < 1) {
            throw new IllegalArgumentException("digits = " + digits + "; must be >= 1");
        }
        Optional<Rational> r = x.toRational();
        if (r.isPresent()) {
            return decimal(r.get(), new MathContext(digits, RoundingMode.HALF_EVEN)).toString();
        }
        IntPoly p = x.polynomial();
        IntPoly dp = p.derivative();
        long guard = GUARD_DIGITS;
        for (int attempt = 0; attempt < MAX_RETRIES; attempt++) {
            long target = digits + guard;
            Apfloat v = newton(p, dp, new Apfloat(x.toDouble()), target, progress);
            Optional<String> d = certify(x, p, v, digits);
            if (d.isPresent()) {
                return d.get();
            }
            guard *= 2;
        }
        return x.toBigDecimal(digits).toString();
    }

    /** Newton's iteration from {@code start}, doubling the precision up to {@code target + 2} digits, then twice more. */
    private static Apfloat newton(IntPoly p, IntPoly dp, Apfloat start, long target, Progress progress) {
        long work = target + 2;
        long prec = START_DIGITS;
        Apfloat xk = start.precision(prec);
        int finalSteps = 0;
        while (finalSteps < 2) {
            prec = Math.min(2 * prec, work);
            if (prec == work) {
                finalSteps++;
            }
            xk = xk.precision(prec);
            Apfloat f = horner(p, xk, prec);
            Apfloat fp = horner(dp, xk, prec);
            if (fp.signum() == 0) {
                return xk;
            }
            xk = xk.subtract(f.divide(fp));
            progress.reached(prec, work);
        }
        return xk.precision(work);
    }

    private static Apfloat horner(IntPoly p, Apfloat x, long prec) {
        BigInteger[] c = p.coefficients();
        Apfloat acc = new Apfloat(c[c.length - 1], prec);
        for (int i = c.length - 2; i >= 0; i--) {
            acc = acc.multiply(x).add(new Apfloat(c[i], prec));
        }
        return acc;
    }

    /**
     * The rounded text if the bracket [(M - E) / 10^s, (M + E) / 10^s] around the Newton value M / 10^s (M its
     * digits as an integer, E = 10^{@value #BRACKET_DIGITS} units of its last digit) lies inside x's isolating
     * interval, holds a sign change of p, and rounds to one decimal at both ends; else empty. Exact: integers only.
     */
    private static Optional<String> certify(RealAlgebraic x, IntPoly p, Apfloat v, int digits) {
        if (v.signum() == 0) {
            return Optional.empty();
        }
        long s = v.precision() - v.scale();
        Apint m = ApfloatMath.scale(v, s).truncate();
        Apint e = ApintMath.pow(TEN, BRACKET_DIGITS);
        Apint a = m.subtract(e);
        Apint b = m.add(e);
        Apint tenS = s >= 0 ? ApintMath.pow(TEN, s) : null;
        if (tenS == null || a.signum() != b.signum()
                || compare(a, tenS, x.lower()) <= 0 || compare(b, tenS, x.upper()) >= 0) {
            return Optional.empty();
        }
        Sign sa = exactSign(p, a, tenS);
        Sign sb = exactSign(p, b, tenS);
        if (sa == Sign.ZERO || sb == Sign.ZERO || sa == sb) {
            return Optional.empty();
        }
        Apint absA = ApintMath.abs(a);
        Apint absB = ApintMath.abs(b);
        long len = absA.scale();
        if (absB.scale() != len || len <= digits) {
            return Optional.empty();
        }
        long drop = len - digits;
        Apint qa = roundHalfEven(absA, drop);
        Apint qb = roundHalfEven(absB, drop);
        if (qa.compareTo(qb) != 0) {
            return Optional.empty();
        }
        String unscaled = qa.toString(true);
        long scale = s - drop;
        if (unscaled.length() > digits) {
            // 99.96 -> 100.0: the carry added a digit, and the last one is a zero
            unscaled = unscaled.substring(0, digits);
            scale--;
        }
        return Optional.of(format(a.signum() < 0, unscaled, scale));
    }

    /** Sign of (n / d) compared with r, for d > 0: the sign of n * r.den - r.num * d. */
    private static int compare(Apint n, Apint d, Rational r) {
        return n.multiply(new Apint(r.den())).compareTo(new Apint(r.num()).multiply(d));
    }

    /** x / 10^drop rounded half-even, for x >= 0. */
    private static Apint roundHalfEven(Apint x, long drop) {
        Apint unit = ApintMath.pow(TEN, drop);
        Apint[] qr = ApintMath.div(x, unit);
        int c = qr[1].multiply(TWO).compareTo(unit);
        if (c > 0 || c == 0 && qr[0].mod(TWO).signum() != 0) {
            return qr[0].add(ONE);
        }
        return qr[0];
    }

    /** The text {@link BigDecimal#toString} gives for (sign) unscaled × 10^-scale. */
    static String format(boolean negative, String unscaled, long scale) {
        StringBuilder sb = new StringBuilder(unscaled.length() + 16);
        if (negative) {
            sb.append('-');
        }
        long adjusted = -scale + (unscaled.length() - 1);
        if (scale >= 0 && adjusted >= -6) {
            if (scale == 0) {
                sb.append(unscaled);
            } else if (scale >= unscaled.length()) {
                sb.append("0.");
                for (long i = unscaled.length(); i < scale; i++) {
                    sb.append('0');
                }
                sb.append(unscaled);
            } else {
                int point = (int) (unscaled.length() - scale);
                sb.append(unscaled, 0, point).append('.').append(unscaled, point, unscaled.length());
            }
        } else {
            sb.append(unscaled.charAt(0));
            if (unscaled.length() > 1) {
                sb.append('.').append(unscaled, 1, unscaled.length());
            }
            sb.append('E').append(adjusted >= 0 ? "+" : "").append(adjusted);
        }
        return sb.toString();
    }

    /** The sign of p(n/d) for d > 0, exactly: the homogenised sum of c_i n^i d^(deg - i) in Apfloat's integers. */
    static Sign exactSign(IntPoly p, Apint n, Apint d) {
        BigInteger[] c = p.coefficients();
        Apint acc = new Apint(c[c.length - 1]);
        Apint dk = ONE;
        for (int i = c.length - 2; i >= 0; i--) {
            // acc_i = acc_(i+1) n + c_i d^(deg - i)
            dk = dk.multiply(d);
            acc = acc.multiply(n).add(new Apint(c[i]).multiply(dk));
        }
        return Sign.of(acc.signum());
    }

    /** {@link #exactSign(IntPoly, Apint, Apint)} at a rational. */
    static Sign exactSign(IntPoly p, Rational at) {
        return exactSign(p, new Apint(at.num()), new Apint(at.den()));
    }

    private static BigDecimal decimal(Rational r, MathContext mc) {
        return new BigDecimal(r.num()).divide(new BigDecimal(r.den()), mc);
    }
}
