package org.snapfit.algebra.number;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An exact rational number in canonical form: {@code den > 0} and {@code gcd(num, den) = 1}, so {@link #equals}
 * is value equality. Immutable and thread-safe; exact.
 *
 * <p>Every arithmetic operation reduces by a gcd, which is what makes this type slow in inner loops
 * (docs/architecture.md): use it at the input boundary and for rare exact results, and integer polynomials with homogeneous
 * evaluation inside predicates. The nearest double ({@link #doubleValue()}) is computed once and cached, because
 * every floating-point filter starts from it.
 *
 * <p>A final class rather than a record only so that it can hold that cache; {@link #equals} and
 * {@link #hashCode} are those a record of ({@code num}, {@code den}) would have.
 *
 * <p><b>Size.</b> Above 600 lines on purpose: the canonical exact rational with its parser (decimals, fractions,
 * exponents without {@code double}), its machine-word gcd fast paths and its cached double; every part works on the
 * same two canonical integers.
 */
public final class Rational implements Comparable<Rational> {

    /** Zero. */
    public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);
    /** One. */
    public static final Rational ONE = new Rational(BigInteger.ONE, BigInteger.ONE);
    /** Minus one. */
    public static final Rational MINUS_ONE = new Rational(BigInteger.ONE.negate(), BigInteger.ONE);
    /** One half. */
    public static final Rational HALF = new Rational(BigInteger.ONE, BigInteger.TWO);

    /** Largest decimal exponent accepted by {@link #parse}, to keep a typo like {@code 1e999999999} from hanging. */
    public static final int MAX_DECIMAL_EXPONENT = 4096;

    private static final Pattern DECIMAL =
            Pattern.compile("([+-]?)(\\d*)(?:\\.(\\d*))?(?:[eE]([+-]?\\d+))?");
    private static final Pattern FRACTION = Pattern.compile("([+-]?\\d+)\\s*/\\s*([+-]?\\d+)");

    /**
     * Bits of {@link #doubleValue()} before it is computed: the canonical NaN pattern (never a value). A literal, so
     * that it is a compile-time constant: the constants above are built before any non-constant static field is.
     */
    private static final long NO_DOUBLE = 0x7ff8000000000000L;

    private final BigInteger num;
    private final BigInteger den;
    /** Cached {@link #doubleValue()} bits; volatile so that a reader never sees half of a long. */
    private volatile long doubleBits = NO_DOUBLE;

    /**
     * Validates and canonicalises: reduces by the gcd and moves the sign to the numerator.
     *
     * @param num numerator
     * @param den denominator, non-zero
     * @throws ArithmeticException if {@code den} is zero (the message names both values)
     */
    public Rational(BigInteger num, BigInteger den) {
        Objects.requireNonNull(num, "num");
        Objects.requireNonNull(den, "den");
        if (den.signum() == 0) {
            throw new ArithmeticException("rational " + num + "/" + den + ": denominator must be non-zero");
        }
        if (den.signum() < 0) {
            num = num.negate();
            den = den.negate();
        }
        // an odd numerator over a power of two (every dyadic from bisection or a double) is already reduced
        if (!den.equals(BigInteger.ONE) && !(num.testBit(0) && den.bitCount() == 1)) {
            if (num.bitLength() < Long.SIZE - 1 && den.bitLength() < Long.SIZE - 1) {
                // |num|, den < 2^62 (so |num| is a non-negative long, unlike |−2^63|): the same reduction by a
                // machine-word gcd (no MutableBigInteger work)
                long n = num.longValue();
                long d = den.longValue();
                long g = gcd(Math.abs(n), d);
                if (g != 1) {
                    num = BigInteger.valueOf(n / g);
                    den = BigInteger.valueOf(d / g);
                }
                this.num = num;
                this.den = den;
                return;
            }
            BigInteger g = num.gcd(den);
            if (!g.equals(BigInteger.ONE)) {
                num = num.divide(g);
                den = den.divide(g);
            }
        }
        this.num = num;
        this.den = den;
    }

    /**
     * Greatest common divisor of two non-negative longs (binary gcd; gcd(0, d) = d).
     */
    private static long gcd(long a, long b) {
        if (a == 0) {
            return b;
        }
        if (b == 0) {
            return a;
        }
        int shift = Long.numberOfTrailingZeros(a | b);
        a >>= Long.numberOfTrailingZeros(a);
        while (b != 0) {
            b >>= Long.numberOfTrailingZeros(b);
            if (a > b) {
                long t = b;
                b = a;
                a = t;
            }
            b -= a;
        }
        return a << shift;
    }

    /**
     * The rational {@code num/den}.
     *
     * @param num numerator
     * @param den denominator, non-zero
     * @return the canonical rational
     * @throws ArithmeticException if {@code den == 0}
     */
    public static Rational of(long num, long den) {
        return new Rational(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    /**
     * The integer {@code n}.
     *
     * @param n the value
     * @return n as a rational
     */
    public static Rational of(long n) {
        return new Rational(BigInteger.valueOf(n), BigInteger.ONE);
    }

    /**
     * The integer {@code n}.
     *
     * @param n the value
     * @return n as a rational
     */
    public static Rational of(BigInteger n) {
        return new Rational(n, BigInteger.ONE);
    }

    /**
     * The rational {@code num/den}.
     *
     * @param num numerator
     * @param den denominator, non-zero
     * @return the canonical rational
     * @throws ArithmeticException if {@code den == 0}
     */
    public static Rational of(BigInteger num, BigInteger den) {
        return new Rational(num, den);
    }

    /**
     * The exact value of a finite double (every finite double is a dyadic rational). For converting a value that
     * already is a double; never use it to read text.
     *
     * @param x a finite double
     * @return the exact rational value of x
     * @throws IllegalArgumentException if x is NaN or infinite (the message gives the value)
     */
    public static Rational fromDouble(double x) {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException("x = " + x + " is not finite; only finite doubles are rationals");
        }
        if (x == 0) {
            return ZERO;
        }
        long bits = Double.doubleToRawLongBits(x);
        int biased = (int) ((bits >>> DOUBLE_MANTISSA_BITS) & DOUBLE_EXPONENT_MASK);
        long mant = bits & ((1L << DOUBLE_MANTISSA_BITS) - 1);
        // x = m 2^e: subnormals have no hidden bit and the minimum exponent
        if (biased != 0) {
            mant |= 1L << DOUBLE_MANTISSA_BITS;
        }
        int e = (biased == 0 ? 1 : biased) - DOUBLE_EXPONENT_BIAS - DOUBLE_MANTISSA_BITS;
        int tz = Long.numberOfTrailingZeros(mant);
        mant >>= tz;
        e += tz;
        BigInteger m = BigInteger.valueOf(x < 0 ? -mant : mant);
        if (e >= 0) {
            return new Rational(m.shiftLeft(e), BigInteger.ONE);
        }
        // m is odd, so m / 2^-e is already in lowest terms
        return new Rational(m, BigInteger.ONE.shiftLeft(-e));
    }

    /** Stored mantissa bits of an IEEE double. */
    private static final int DOUBLE_MANTISSA_BITS = 52;
    /** Mask of the 11 exponent bits of an IEEE double (after shifting out the mantissa). */
    private static final int DOUBLE_EXPONENT_MASK = 0x7ff;
    /** Exponent bias of an IEEE double. */
    private static final int DOUBLE_EXPONENT_BIAS = 1023;

    /**
     * The exact value of a {@link BigDecimal}.
     *
     * @param d the decimal
     * @return its exact rational value
     */
    public static Rational fromBigDecimal(BigDecimal d) {
        BigInteger unscaled = d.unscaledValue();
        int scale = d.scale();
        if (scale <= 0) {
            return of(unscaled.multiply(BigInteger.TEN.pow(-scale)));
        }
        return new Rational(unscaled, BigInteger.TEN.pow(scale));
    }

    /**
     * Parses exact decimal text ({@code -12.375}, {@code 1e-3}, {@code 2.5E+2}, {@code .5}, {@code 7.}) or a
     * fraction ({@code 3/8}, {@code -3/8}, {@code 3/-8}) without ever passing through {@code double}. Leading and
     * trailing white space is ignored.
     *
     * @param text the text
     * @return the exact value
     * @throws NumberSyntaxException for anything else: empty text, {@code NaN}, {@code Infinity}, hex, a zero
     *     denominator, or a decimal exponent beyond ±{@value #MAX_DECIMAL_EXPONENT}; the message quotes the text
     */
    public static Rational parse(String text) {
        if (text == null) {
            throw new NumberSyntaxException("null", "no text given");
        }
        String s = text.strip();
        if (s.isEmpty()) {
            throw new NumberSyntaxException(text, "the text is empty");
        }
        Rational quick = parseSmall(s);
        if (quick != null) {
            return quick;
        }
        Matcher f = FRACTION.matcher(s);
        if (f.matches()) {
            BigInteger n = new BigInteger(f.group(1));
            BigInteger d = new BigInteger(f.group(2));
            if (d.signum() == 0) {
                throw new NumberSyntaxException(text, "the denominator is zero");
            }
            return new Rational(n, d);
        }
        Matcher m = DECIMAL.matcher(s);
        if (!m.matches()) {
            throw new NumberSyntaxException(text, "it is neither a decimal nor a fraction of integers");
        }
        String intPart = m.group(2);
        String fracPart = m.group(3) == null ? "" : m.group(3);
        if (intPart.isEmpty() && fracPart.isEmpty()) {
            throw new NumberSyntaxException(text, "it has no digits");
        }
        int exp = 0;
        if (m.group(4) != null) {
            String e = m.group(4);
            if (e.replaceFirst("^[+-]?0*", "").length() > 5) {
                throw new NumberSyntaxException(text, "the exponent is beyond ±" + MAX_DECIMAL_EXPONENT);
            }
            exp = Integer.parseInt(e);
            if (Math.abs(exp) > MAX_DECIMAL_EXPONENT) {
                throw new NumberSyntaxException(text, "the exponent is beyond ±" + MAX_DECIMAL_EXPONENT);
            }
        }
        BigInteger digits = new BigInteger((intPart + fracPart).isEmpty() ? "0" : intPart + fracPart);
        if ("-".equals(m.group(1))) {
            digits = digits.negate();
        }
        int pow10 = exp - fracPart.length();
        if (pow10 >= 0) {
            return of(digits.multiply(BigInteger.TEN.pow(pow10)));
        }
        return new Rational(digits, BigInteger.TEN.pow(-pow10));
    }

    /** Digits read by {@link #parseSmall} per integer: 18 decimal digits stay below 10^18 &lt; 2^63. */
    private static final int SMALL_DIGITS = 18;

    /**
     * The fast path of {@link #parse} for the common text {@code [+-]digits} or {@code [+-]digits/[+-]digits}
     * (no spaces, at most {@link #SMALL_DIGITS} digits each, non-zero denominator), read in {@code long}: the same
     * value the patterns give. Anything else, null (the general path decides, and reports errors).
     */
    private static Rational parseSmall(String s) {
        int slash = s.indexOf('/');
        long n = smallInteger(s, 0, slash < 0 ? s.length() : slash);
        if (n == Long.MIN_VALUE) {
            return null;
        }
        if (slash < 0) {
            return of(n);
        }
        long d = smallInteger(s, slash + 1, s.length());
        if (d == Long.MIN_VALUE || d == 0) {
            return null;
        }
        return new Rational(BigInteger.valueOf(n), BigInteger.valueOf(d));
    }

    /** {@code [+-]digits} in s[from, to) with 1 to 18 digits as a long, else {@code Long.MIN_VALUE}. */
    private static long smallInteger(String s, int from, int to) {
        int i = from;
        boolean neg = false;
        if (i < to && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            neg = s.charAt(i) == '-';
            i++;
        }
        if (i == to || to - i > SMALL_DIGITS) {
            return Long.MIN_VALUE;
        }
        long v = 0;
        for (; i < to; i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                return Long.MIN_VALUE;
            }
            v = 10 * v + (ch - '0');
        }
        return neg ? -v : v;
    }

    /**
     * The sign of this value.
     *
     * @return its sign
     */
    public Sign sign() {
        return Sign.of(num.signum());
    }

    /**
     * The signum as an int.
     *
     * @return -1, 0 or +1
     */
    public int signum() {
        return num.signum();
    }

    /**
     * Whether this is zero.
     *
     * @return {@code num == 0}
     */
    public boolean isZero() {
        return num.signum() == 0;
    }

    /**
     * Whether this is an integer.
     *
     * @return {@code den == 1}
     */
    public boolean isInteger() {
        return den.equals(BigInteger.ONE);
    }

    /**
     * Sum.
     *
     * @param o the other addend
     * @return this + o
     */
    public Rational add(Rational o) {
        if (o.num.signum() == 0) {
            return this;
        }
        if (num.signum() == 0) {
            return o;
        }
        if (den.equals(o.den)) {
            return new Rational(num.add(o.num), den);
        }
        return new Rational(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    /**
     * Difference.
     *
     * @param o the subtrahend
     * @return this - o
     */
    public Rational subtract(Rational o) {
        if (o.num.signum() == 0) {
            return this;
        }
        if (den.equals(o.den)) {
            return new Rational(num.subtract(o.num), den);
        }
        return new Rational(num.multiply(o.den).subtract(o.num.multiply(den)), den.multiply(o.den));
    }

    /**
     * Product.
     *
     * @param o the other factor
     * @return this * o
     */
    public Rational multiply(Rational o) {
        return new Rational(num.multiply(o.num), den.multiply(o.den));
    }

    /**
     * Quotient.
     *
     * @param o the divisor, non-zero
     * @return this / o
     * @throws ArithmeticException if o is zero
     */
    public Rational divide(Rational o) {
        if (o.isZero()) {
            throw new ArithmeticException("division of " + this + " by zero");
        }
        return new Rational(num.multiply(o.den), den.multiply(o.num));
    }

    /**
     * Negation.
     *
     * @return -this
     */
    public Rational negate() {
        return new Rational(num.negate(), den);
    }

    /**
     * Absolute value.
     *
     * @return |this|
     */
    public Rational abs() {
        return num.signum() < 0 ? negate() : this;
    }

    /**
     * Reciprocal.
     *
     * @return 1 / this
     * @throws ArithmeticException if this is zero
     */
    public Rational reciprocal() {
        return ONE.divide(this);
    }

    /**
     * Integer power (negative exponents allowed for a non-zero base).
     *
     * @param e the exponent
     * @return this^e
     * @throws ArithmeticException for a negative power of zero
     */
    public Rational pow(int e) {
        if (e >= 0) {
            return new Rational(num.pow(e), den.pow(e));
        }
        return reciprocal().pow(-e);
    }

    /**
     * The exact square root, when it is rational.
     *
     * @return √this if this is the square of a rational, else empty (also for negative values)
     */
    public java.util.Optional<Rational> sqrt() {
        if (num.signum() < 0) {
            return java.util.Optional.empty();
        }
        BigInteger n = num.sqrt();
        BigInteger d = den.sqrt();
        if (n.multiply(n).equals(num) && d.multiply(d).equals(den)) {
            return java.util.Optional.of(new Rational(n, d));
        }
        return java.util.Optional.empty();
    }

    /**
     * Exact comparison.
     *
     * @param o the other value
     * @return the comparison of this with o
     */
    public Comparison compare(Rational o) {
        return Comparison.of(compareTo(o));
    }

    @Override
    public int compareTo(Rational o) {
        if (den.equals(o.den)) {
            return num.compareTo(o.num);
        }
        // denominators are positive: different signs decide without multiplying
        int sa = num.signum();
        int sb = o.num.signum();
        if (sa != sb) {
            return Integer.compare(sa, sb);
        }
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    /**
     * The smaller of two values.
     *
     * @param o the other value
     * @return min(this, o)
     */
    public Rational min(Rational o) {
        return compareTo(o) <= 0 ? this : o;
    }

    /**
     * The larger of two values.
     *
     * @param o the other value
     * @return max(this, o)
     */
    public Rational max(Rational o) {
        return compareTo(o) >= 0 ? this : o;
    }

    /**
     * The largest integer not above this value.
     *
     * @return floor(this)
     */
    public BigInteger floor() {
        BigInteger[] qr = num.divideAndRemainder(den);
        return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }

    /**
     * The nearest double, correctly rounded (round half to even).
     *
     * @return the double closest to this value
     */
    public double doubleValue() {
        long bits = doubleBits;
        if (bits != NO_DOUBLE) {
            return Double.longBitsToDouble(bits);
        }
        double d = computeDoubleValue();
        doubleBits = Double.doubleToRawLongBits(d);
        return d;
    }

    /**
     * The numerator, carrying the sign.
     *
     * @return the numerator
     */
    public BigInteger num() {
        return num;
    }

    /**
     * The denominator, strictly positive.
     *
     * @return the denominator
     */
    public BigInteger den() {
        return den;
    }

    /**
     * Value equality (the form is canonical).
     *
     * @param o another object
     * @return whether {@code o} is a rational of the same value
     */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Rational r && num.equals(r.num) && den.equals(r.den);
    }

    /**
     * A hash consistent with {@link #equals}: {@code 31·num.hashCode() + den.hashCode()}, as a record would give.
     *
     * @return the hash
     */
    @Override
    public int hashCode() {
        return 31 * num.hashCode() + den.hashCode();
    }

    private double computeDoubleValue() {
        if (isInteger()) {
            return num.doubleValue();
        }
        BigInteger a = num.abs();
        // q = floor(a * 2^k / den) with 55 or 56 significant bits; bit 0 then lies below the guard bit, so
        // OR-ing the remainder into it makes the single rounding in BigInteger.doubleValue() correct.
        int k = den.bitLength() - a.bitLength() + 55;
        BigInteger[] qr = k >= 0 ? a.shiftLeft(k).divideAndRemainder(den)
                : a.divideAndRemainder(den.shiftLeft(-k));
        BigInteger q = qr[1].signum() != 0 ? qr[0].setBit(0) : qr[0];
        double m = q.doubleValue();
        double r = Math.scalb(m, -k);
        if (Math.abs(r) < Double.MIN_NORMAL) {
            // subnormal result: scalb would round a second time; round once from a long exact decimal instead
            r = new BigDecimal(a).divide(new BigDecimal(den), new MathContext(SUBNORMAL_DIGITS)).doubleValue();
        }
        return num.signum() < 0 ? -r : r;
    }

    /** Decimal digits used to round a subnormal result once; more than the 767 a double can need. */
    private static final int SUBNORMAL_DIGITS = 1100;

    /**
     * A decimal approximation with the given number of significant digits (for output only).
     *
     * @param digits significant digits, at least 1
     * @return the value rounded half-even to that many digits, as plain or scientific text
     */
    public String toDecimalString(int digits) {
        return new BigDecimal(num).divide(new BigDecimal(den), new MathContext(digits)).toString();
    }

    /**
     * Canonical text: {@code "n"} for integers, {@code "n/d"} otherwise; {@link #parse} reads it back exactly.
     *
     * @return the exact text
     */
    @Override
    public String toString() {
        return isInteger() ? num.toString() : num + "/" + den;
    }
}
