package org.snapfit.algebra.real;

import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.interval.QuadraticEnclosure;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;

/**
 * A quadratic irrational (p + q√d)/r with integers p, q, d, r: q ≠ 0, r &gt; 0 and d &gt; 1 not a perfect square.
 * The cheap special case of {@link RealAlgebraic}: enclosures of any width come from one integer square root
 * ({@link BigInteger#sqrt()}), and the sign of any integer polynomial at the number from one pseudo-remainder and
 * the sign of A + B√d — no bisection, no root isolation. Exact; immutable.
 *
 * <p>A root of a x² + b x + c (a &gt; 0, D = b² − 4ac &gt; 0 not a square) is (−b ± √D)/(2a); the form is not
 * reduced further (no gcd, no square factor pulled out of d): equal numbers may have different forms, and
 * {@link #equals} compares forms — compare values through {@link RealAlgebraic}.
 *
 * @param p the rational part's numerator
 * @param q the coefficient of √d, non-zero
 * @param d the radicand, &gt; 1 and not a perfect square
 * @param r the denominator, &gt; 0
 */
public record QuadraticIrrational(BigInteger p, BigInteger q, BigInteger d, BigInteger r) {

    /**
     * Validates the form.
     *
     * @param p the rational part's numerator
     * @param q the coefficient of √d, non-zero
     * @param d the radicand, &gt; 1 and not a perfect square
     * @param r the denominator, &gt; 0
     * @throws IllegalArgumentException if q = 0, r &lt;= 0, or d is negative or a perfect square (the number would be
     *     rational or not real; the message names the field)
     */
    public QuadraticIrrational {
        Objects.requireNonNull(p, "p");
        Objects.requireNonNull(q, "q");
        Objects.requireNonNull(d, "d");
        Objects.requireNonNull(r, "r");
        if (q.signum() == 0) {
            throw new IllegalArgumentException("q = 0: (p + q√d)/r is then rational; use a Rational");
        }
        if (r.signum() <= 0) {
            throw new IllegalArgumentException("r = " + r + "; the denominator of (p + q√d)/r must be > 0");
        }
        if (d.signum() < 0) {
            throw new IllegalArgumentException("d = " + d + "; √d must be real (d >= 0)");
        }
        BigInteger s = d.sqrt();
        if (s.multiply(s).equals(d)) {
            throw new IllegalArgumentException("d = " + d + " is a perfect square (" + s + "²); the number is rational");
        }
    }

    /**
     * The form from integer parts.
     *
     * @param p the rational part's numerator
     * @param q the coefficient of √d, non-zero
     * @param d the radicand, &gt; 1 and not a perfect square
     * @param r the denominator, &gt; 0
     * @return (p + q√d)/r
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static QuadraticIrrational of(long p, long q, long d, long r) {
        return new QuadraticIrrational(BigInteger.valueOf(p), BigInteger.valueOf(q), BigInteger.valueOf(d),
                BigInteger.valueOf(r));
    }

    /**
     * A polynomial with this number as a simple root: (r x − p)² − q² d = r² x² − 2pr x + p² − q² d, primitive with
     * positive leading coefficient (square-free: its discriminant 4 r² q² d is not zero).
     *
     * @return the defining quadratic
     */
    public IntPoly polynomial() {
        return IntPoly.of(p.multiply(p).subtract(q.multiply(q).multiply(d)), p.multiply(r).shiftLeft(1).negate(),
                r.multiply(r)).primitivePart();
    }

    /**
     * An open interval of width at most {@code width} that holds the number; its ends are rational, the number is
     * irrational, so the number is never an end. One integer square root: with s = ⌊√(d·4^k)⌋, √d lies in
     * (s/2^k, (s+1)/2^k).
     *
     * @param width the largest width, {@code > 0}
     * @return {lower, upper}
     * @throws IllegalArgumentException if {@code width <= 0}
     */
    public Rational[] enclosure(Rational width) {
        if (width.signum() <= 0) {
            throw new IllegalArgumentException("width = " + width + "; an enclosure width must be > 0");
        }
        // 2^k >= |q| / (r width) guarantees |q| / (r 2^k) <= width (bit lengths bound each factor)
        int k = Math.max(0, q.abs().bitLength() - r.bitLength() - width.num().bitLength() + width.den().bitLength() + 2);
        BigInteger s = d.shiftLeft(2 * k).sqrt();
        BigInteger den = r.shiftLeft(k);
        BigInteger base = p.shiftLeft(k);
        Rational a = Rational.of(base.add(q.multiply(s)), den);
        Rational b = Rational.of(base.add(q.multiply(s.add(BigInteger.ONE))), den);
        return q.signum() > 0 ? new Rational[] {a, b} : new Rational[] {b, a};
    }

    /**
     * The exact sign of f at this number. Reduce f modulo the defining quadratic g = polynomial() (leading
     * coefficient L &gt; 0): L^k f = h g + (α x + β) with integers α, β (a pseudo-remainder), so sign f(x) =
     * sign(α x + β) = sign(A + B√d) with A = αp + βr, B = αq (r &gt; 0). That sign is sign A when A and B agree or
     * B = 0, sign B when A = 0, and otherwise the sign of whichever of A², B²d is larger (they differ: √d is
     * irrational).
     *
     * @param f any integer polynomial
     * @return the sign of f at (p + q√d)/r
     */
    public Sign signOf(IntPoly f) {
        IntPoly rem = f.pseudoRemainder(polynomial());
        BigInteger alpha = rem.coeff(1);
        BigInteger beta = rem.coeff(0);
        BigInteger a = alpha.multiply(p).add(beta.multiply(r));
        BigInteger b = alpha.multiply(q);
        return signOfSurd(a, b, d);
    }

    /** The sign of a + b√d for d &gt; 1 not a square. */
    static Sign signOfSurd(BigInteger a, BigInteger b, BigInteger d) {
        int sa = a.signum();
        int sb = b.signum();
        if (sb == 0 || sa == sb) {
            return Sign.of(sa != 0 ? sa : sb);
        }
        if (sa == 0) {
            return Sign.of(sb);
        }
        int c = a.multiply(a).compareTo(b.multiply(b).multiply(d));
        return Sign.of(c > 0 ? sa : sb);
    }

    /**
     * An isolating interval with double ends, certified by outward rounding ({@link QuadraticEnclosure}): it holds
     * the number and not its conjugate. Its ends are rational and the number irrational, so neither end is the
     * number. Empty when a value overflows doubles or the width cannot be certified.
     */
    Optional<Interval> doubleEnclosure() {
        return QuadraticEnclosure.of(p, q, d, r);
    }

    /**
     * Readable text {@code (p + q√d)/r}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return "(" + p + (q.signum() < 0 ? " - " + q.negate() : " + " + q) + "√" + d + ")/" + r;
    }
}
