package org.snapfit.algebra.poly;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;

/**
 * An immutable univariate polynomial with integer coefficients, in canonical form: no leading zero coefficients,
 * so the zero polynomial has no coefficients and degree -1. Every operation is exact.
 *
 * <p>Costs (n = degree, b = coefficient bits): ring operations O(n^2) big-integer operations; {@link #gcd} and
 * {@link #squareFreeDecomposition} use the primitive PRS (O(n^3) operations on coefficients that stay primitive);
 * {@link #resultant} is a fraction-free (Bareiss) determinant of the Sylvester matrix, O((m+n)^3) exact divisions;
 * {@link #signAt} is homogeneous Horner evaluation n (numerator, denominator) products with no gcd, done in
 * {@code long} when an a-priori bit bound shows nothing can overflow and in {@link BigInteger} otherwise.
 *
 * <p><b>Size.</b> Above 600 lines on purpose: one immutable value type: the ring operations, the primitive PRS gcd,
 * Yun's square-free decomposition, the Bareiss resultant, the Taylor shifts and the overflow-checked {@code long}
 * paths of {@link #signAt} all work on its canonical coefficient array, which a split would have to expose or copy.
 */
public final class IntPoly {

    /** The zero polynomial (degree -1). */
    public static final IntPoly ZERO = new IntPoly(new BigInteger[0]);
    /** The constant one. */
    public static final IntPoly ONE = new IntPoly(new BigInteger[] {BigInteger.ONE});
    /** The polynomial x. */
    public static final IntPoly X = new IntPoly(new BigInteger[] {BigInteger.ZERO, BigInteger.ONE});

    /** Bits of headroom kept below 63 for the {@code long} fast path of {@link #signAt}. */
    private static final int LONG_SAFE_BITS = 62;

    private final BigInteger[] c;
    /** The coefficients as longs when every one fits in {@link #LONG_SAFE_BITS} bits, else null. */
    private final long[] small;
    /** The largest coefficient bit length. */
    private final int maxBits;
    private int hash;

    private IntPoly(BigInteger[] coeffs) {
        int n = coeffs.length;
        while (n > 0 && coeffs[n - 1].signum() == 0) {
            n--;
        }
        this.c = n == coeffs.length ? coeffs : Arrays.copyOf(coeffs, n);
        int mb = 0;
        for (BigInteger b : c) {
            mb = Math.max(mb, b.bitLength());
        }
        this.maxBits = mb;
        if (mb <= LONG_SAFE_BITS) {
            long[] s = new long[n];
            for (int i = 0; i < n; i++) {
                s[i] = c[i].longValue();
            }
            this.small = s;
        } else {
            this.small = null;
        }
    }

    /**
     * The polynomial with the given coefficients, lowest degree first.
     *
     * @param coeffs coefficients of x^0, x^1, ...
     * @return the canonical polynomial
     */
    public static IntPoly of(long... coeffs) {
        BigInteger[] b = new BigInteger[coeffs.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = BigInteger.valueOf(coeffs[i]);
        }
        return new IntPoly(b);
    }

    /**
     * The polynomial with the given coefficients, lowest degree first.
     *
     * @param coeffs coefficients of x^0, x^1, ...; none null
     * @return the canonical polynomial
     * @throws NullPointerException if a coefficient is null
     */
    public static IntPoly of(BigInteger... coeffs) {
        BigInteger[] b = coeffs.clone();
        for (int i = 0; i < b.length; i++) {
            Objects.requireNonNull(b[i], "coeffs[" + i + "]");
        }
        return new IntPoly(b);
    }

    /**
     * The smallest positive integer multiple of the rational polynomial with the given coefficients: every
     * coefficient is multiplied by the least common multiple of the denominators (no content is removed).
     *
     * @param coeffs rational coefficients of x^0, x^1, ...
     * @return {@code L * p} with {@code L} the lcm of the denominators
     */
    public static IntPoly fromRationals(Rational... coeffs) {
        BigInteger l = BigInteger.ONE;
        for (Rational r : coeffs) {
            BigInteger d = r.den();
            l = l.divide(l.gcd(d)).multiply(d);
        }
        BigInteger[] b = new BigInteger[coeffs.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = coeffs[i].num().multiply(l.divide(coeffs[i].den()));
        }
        return new IntPoly(b);
    }

    /**
     * Reads a polynomial in one variable ({@code x}, {@code t}, {@code u} or {@code y}; one letter per text), such as
     * {@code "x^4 - 10*x^2 + 1"} or {@code "3x^2-2"}. Coefficients may be integers, exact decimals or fractions
     * ({@code "1/2*x - 0.25"}); rational coefficients are cleared as in {@link #fromRationals}. Repeated powers
     * are added. {@link #toString} output reads back to an equal polynomial.
     *
     * @param text the polynomial text
     * @return the polynomial (an integer multiple of the text's polynomial when it has fractions)
     * @throws PolynomialSyntaxException if the text is not such a sum of terms, naming the position
     */
    public static IntPoly parse(String text) {
        return PolyParser.parse(text);
    }

    /**
     * The degree; -1 for the zero polynomial.
     *
     * @return the degree
     */
    public int degree() {
        return c.length - 1;
    }

    /**
     * A coefficient.
     *
     * @param i the power, {@code >= 0}; beyond the degree the coefficient is zero
     * @return the coefficient of x^i
     * @throws IllegalArgumentException if {@code i < 0}
     */
    public BigInteger coeff(int i) {
        if (i < 0) {
            throw new IllegalArgumentException("i = " + i + "; a coefficient index must be >= 0");
        }
        return i < c.length ? c[i] : BigInteger.ZERO;
    }

    /**
     * All coefficients, lowest degree first (a fresh copy).
     *
     * @return the coefficients; empty for zero
     */
    public BigInteger[] coefficients() {
        return c.clone();
    }

    /**
     * The leading coefficient; zero for the zero polynomial.
     *
     * @return the coefficient of x^degree
     */
    public BigInteger leadingCoeff() {
        return c.length == 0 ? BigInteger.ZERO : c[c.length - 1];
    }

    /**
     * Whether this is the zero polynomial.
     *
     * @return true iff degree is -1
     */
    public boolean isZero() {
        return c.length == 0;
    }

    /**
     * The largest bit length of a coefficient (0 for zero).
     *
     * @return max bitLength of the coefficients
     */
    public int maxCoeffBits() {
        return maxBits;
    }

    /**
     * Whether every coefficient fits in 62 bits, so {@link #coeffAsLong} is allowed (fast paths).
     *
     * @return true iff all |coefficients| are below 2^62
     */
    public boolean fitsInLong() {
        return small != null;
    }

    /**
     * A coefficient as a {@code long} (fast paths).
     *
     * @param i the power, {@code 0 <= i <= degree}
     * @return the coefficient of x^i
     * @throws ArithmeticException if the coefficients do not all fit (see {@link #fitsInLong})
     * @throws IndexOutOfBoundsException if i is not in [0, degree]
     */
    public long coeffAsLong(int i) {
        if (small == null) {
            throw new ArithmeticException("polynomial has a coefficient of " + maxBits + " bits; coeffAsLong needs <= 62");
        }
        return small[i];
    }

    /**
     * The sum.
     *
     * @param o the other polynomial
     * @return this + o
     */
    public IntPoly add(IntPoly o) {
        if (small != null && o.small != null) {
            return addLongs(small, o.small, 1); // |a| + |b| < 2^63: no overflow
        }
        int n = Math.max(c.length, o.c.length);
        BigInteger[] r = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            r[i] = coeff(i).add(o.coeff(i));
        }
        return new IntPoly(r);
    }

    /**
     * The difference.
     *
     * @param o the other polynomial
     * @return this - o
     */
    public IntPoly subtract(IntPoly o) {
        if (small != null && o.small != null) {
            return addLongs(small, o.small, -1); // |a| + |b| < 2^63: no overflow
        }
        int n = Math.max(c.length, o.c.length);
        BigInteger[] r = new BigInteger[n];
        for (int i = 0; i < n; i++) {
            r[i] = coeff(i).subtract(o.coeff(i));
        }
        return new IntPoly(r);
    }

    /**
     * The product.
     *
     * @param o the other polynomial
     * @return this * o
     */
    public IntPoly multiply(IntPoly o) {
        if (isZero() || o.isZero()) {
            return ZERO;
        }
        if (small != null && o.small != null
                && maxBits + o.maxBits + (32 - Integer.numberOfLeadingZeros(Math.min(c.length, o.c.length)))
                        <= LONG_SAFE_BITS) {
            return multiplyLongs(small, o.small);
        }
        BigInteger[] r = new BigInteger[c.length + o.c.length - 1];
        Arrays.fill(r, BigInteger.ZERO);
        for (int i = 0; i < c.length; i++) {
            if (c[i].signum() == 0) {
                continue;
            }
            for (int j = 0; j < o.c.length; j++) {
                r[i + j] = r[i + j].add(c[i].multiply(o.c[j]));
            }
        }
        return new IntPoly(r);
    }

    /**
     * p·q − r·s in one step (the cross products of the C-space kernel: a1·b2 − a2·b1, a′·b − a·b′).
     *
     * @param p a polynomial
     * @param q a polynomial
     * @param r a polynomial
     * @param s a polynomial
     * @return p·q − r·s
     */
    public static IntPoly productDifference(IntPoly p, IntPoly q, IntPoly r, IntPoly s) {
        if (p.small != null && q.small != null && r.small != null && s.small != null
                && fitsProduct(p, q) && fitsProduct(r, s)) {
            // each product below 2^61 in every coefficient, so the difference stays below 2^62
            long[] out = new long[Math.max(Math.max(p.c.length + q.c.length - 1, r.c.length + s.c.length - 1), 0)];
            accumulate(out, p.small, q.small, 1);
            accumulate(out, r.small, s.small, -1);
            return fromLongs(out);
        }
        return p.multiply(q).subtract(r.multiply(s));
    }

    /** Whether every coefficient of p·q is below 2^61 by the bit bound (so a difference of two fits in 62 bits). */
    private static boolean fitsProduct(IntPoly p, IntPoly q) {
        return p.maxBits + q.maxBits + (32 - Integer.numberOfLeadingZeros(Math.min(p.c.length, q.c.length)))
                <= LONG_SAFE_BITS - 1;
    }

    private static void accumulate(long[] out, long[] a, long[] b, int sign) {
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                out[i + j] += sign * a[i] * b[j];
            }
        }
    }

    /**
     * The product in {@code long}: every coefficient of the result is a sum of at most min(len) products, each below
     * 2^(maxBits + o.maxBits), so the caller's bound {@code maxBits + o.maxBits + bits(min len) <= 62} rules out
     * overflow. Same result as the BigInteger loop.
     */
    private static IntPoly multiplyLongs(long[] a, long[] b) {
        long[] r = new long[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i];
            if (ai == 0) {
                continue;
            }
            for (int j = 0; j < b.length; j++) {
                r[i + j] += ai * b[j];
            }
        }
        return fromLongs(r);
    }

    /** a + sign * b in {@code long}; both below 2^62 in absolute value, so the sum fits. */
    private static IntPoly addLongs(long[] a, long[] b, int sign) {
        long[] r = new long[Math.max(a.length, b.length)];
        for (int i = 0; i < r.length; i++) {
            long x = i < a.length ? a[i] : 0;
            long y = i < b.length ? b[i] : 0;
            r[i] = sign > 0 ? x + y : x - y;
        }
        return fromLongs(r);
    }

    private static IntPoly fromLongs(long[] r) {
        BigInteger[] b = new BigInteger[r.length];
        for (int i = 0; i < r.length; i++) {
            b[i] = BigInteger.valueOf(r[i]);
        }
        return new IntPoly(b);
    }

    /**
     * A power.
     *
     * @param e the exponent, {@code >= 0}
     * @return this^e (one for e = 0)
     * @throws IllegalArgumentException if {@code e < 0}
     */
    public IntPoly pow(int e) {
        if (e < 0) {
            throw new IllegalArgumentException("e = " + e + "; a polynomial exponent must be >= 0");
        }
        IntPoly r = ONE;
        for (int i = 0; i < e; i++) {
            r = r.multiply(this);
        }
        return r;
    }

    /**
     * The negation.
     *
     * @return -this
     */
    public IntPoly negate() {
        BigInteger[] r = new BigInteger[c.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = c[i].negate();
        }
        return new IntPoly(r);
    }

    /**
     * Multiplies every coefficient.
     *
     * @param k the factor
     * @return k * this
     */
    public IntPoly scale(BigInteger k) {
        BigInteger[] r = new BigInteger[c.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = c[i].multiply(k);
        }
        return new IntPoly(r);
    }

    /**
     * Multiplies by a power of x.
     *
     * @param k the power, {@code >= 0}
     * @return x^k * this
     * @throws IllegalArgumentException if {@code k < 0}
     */
    public IntPoly shiftUp(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("k = " + k + "; the power of x must be >= 0");
        }
        if (isZero()) {
            return this;
        }
        BigInteger[] r = new BigInteger[c.length + k];
        Arrays.fill(r, 0, k, BigInteger.ZERO);
        System.arraycopy(c, 0, r, k, c.length);
        return new IntPoly(r);
    }

    /**
     * The derivative.
     *
     * @return d/dx this
     */
    public IntPoly derivative() {
        if (c.length <= 1) {
            return ZERO;
        }
        BigInteger[] r = new BigInteger[c.length - 1];
        for (int i = 1; i < c.length; i++) {
            r[i - 1] = c[i].multiply(BigInteger.valueOf(i));
        }
        return new IntPoly(r);
    }

    /**
     * The content: the non-negative gcd of the coefficients (0 for the zero polynomial).
     *
     * @return gcd of all coefficients, {@code >= 0}
     */
    public BigInteger content() {
        BigInteger g = BigInteger.ZERO;
        for (BigInteger b : c) {
            g = g.gcd(b);
            if (g.equals(BigInteger.ONE)) {
                break;
            }
        }
        return g;
    }

    /**
     * The primitive part with a positive leading coefficient: this divided by ±content (zero stays zero).
     *
     * @return the primitive part, leading coefficient {@code > 0}
     */
    public IntPoly primitivePart() {
        if (isZero()) {
            return this;
        }
        BigInteger g = content();
        if (leadingCoeff().signum() < 0) {
            g = g.negate();
        }
        if (g.equals(BigInteger.ONE)) {
            return this;
        }
        BigInteger[] r = new BigInteger[c.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = c[i].divide(g);
        }
        return new IntPoly(r);
    }

    /**
     * Exact division: the polynomial q with {@code this = q * divisor}.
     *
     * @param divisor a non-zero polynomial that divides this exactly over the integers
     * @return the quotient
     * @throws ArithmeticException if {@code divisor} is zero or does not divide this exactly in Z[x]
     */
    public IntPoly divideExact(IntPoly divisor) {
        if (divisor.isZero()) {
            throw new ArithmeticException("divideExact(" + this + ", 0): division by the zero polynomial");
        }
        if (isZero()) {
            return this;
        }
        int n = c.length - 1;
        int m = divisor.c.length - 1;
        if (n < m) {
            throw new ArithmeticException("divideExact: " + divisor + " does not divide " + this + " (degree " + m + " > " + n + ")");
        }
        BigInteger[] r = c.clone();
        BigInteger[] q = new BigInteger[n - m + 1];
        BigInteger lc = divisor.c[m];
        for (int k = n - m; k >= 0; k--) {
            BigInteger[] qr = r[k + m].divideAndRemainder(lc);
            if (qr[1].signum() != 0) {
                throw new ArithmeticException("divideExact: " + divisor + " does not divide " + this + " in Z[x]");
            }
            q[k] = qr[0];
            if (q[k].signum() != 0) {
                for (int j = 0; j <= m; j++) {
                    r[k + j] = r[k + j].subtract(q[k].multiply(divisor.c[j]));
                }
            }
        }
        for (int i = 0; i < m; i++) {
            if (r[i].signum() != 0) {
                throw new ArithmeticException("divideExact: " + divisor + " does not divide " + this + " (non-zero remainder)");
            }
        }
        return new IntPoly(q);
    }

    /**
     * The pseudo-remainder {@code prem(this, d)}: the remainder of {@code lc(d)^(deg this - deg d + 1) * this}
     * divided by {@code d}, which is in Z[x]. When {@code deg this < deg d} it is this polynomial itself.
     *
     * @param d the non-zero divisor
     * @return the pseudo-remainder, degree {@code < deg d}
     * @throws ArithmeticException if {@code d} is zero
     */
    public IntPoly pseudoRemainder(IntPoly d) {
        if (d.isZero()) {
            throw new ArithmeticException("pseudoRemainder(" + this + ", 0): division by the zero polynomial");
        }
        int m = d.degree();
        if (degree() < m) {
            return this;
        }
        int delta = degree() - m;
        BigInteger lc = d.leadingCoeff();
        BigInteger[] r = c.clone();
        int rdeg = r.length - 1;
        int steps = 0;
        while (rdeg >= m) {
            BigInteger lr = r[rdeg];
            int shift = rdeg - m;
            for (int i = 0; i <= rdeg; i++) {
                r[i] = r[i].multiply(lc);
            }
            for (int j = 0; j <= m; j++) {
                r[shift + j] = r[shift + j].subtract(lr.multiply(d.c[j]));
            }
            steps++;
            rdeg--;
            while (rdeg >= 0 && r[rdeg].signum() == 0) {
                rdeg--;
            }
        }
        BigInteger f = lc.pow(delta + 1 - steps);
        BigInteger[] out = new BigInteger[rdeg + 1];
        for (int i = 0; i <= rdeg; i++) {
            out[i] = r[i].multiply(f);
        }
        return new IntPoly(out);
    }

    /**
     * The greatest common divisor, primitive with a positive leading coefficient (primitive PRS). The gcd of
     * zero and zero is zero; the gcd with a non-zero constant is one.
     *
     * @param o the other polynomial
     * @return gcd(this, o), primitive, leading coefficient {@code > 0}
     */
    public IntPoly gcd(IntPoly o) {
        IntPoly a = primitivePart();
        IntPoly b = o.primitivePart();
        if (a.isZero()) {
            return b;
        }
        if (b.isZero()) {
            return a;
        }
        if (a.degree() < b.degree()) {
            IntPoly t = a;
            a = b;
            b = t;
        }
        while (!b.isZero()) {
            if (b.degree() == 0) {
                return ONE;
            }
            IntPoly r = a.pseudoRemainder(b).primitivePart();
            a = b;
            b = r;
        }
        return a.primitivePart();
    }

    /**
     * Yun's square-free decomposition of the primitive part: factors {@code f_i}, pairwise coprime, square-free,
     * primitive with positive leading coefficient, such that {@code primitivePart() = ± prod f_i^(m_i)}.
     * Constant and zero polynomials have no factors. Factors are listed by increasing multiplicity.
     *
     * @return the factors with their multiplicities
     */
    public List<SquareFreeFactor> squareFreeDecomposition() {
        if (degree() < 1) {
            return List.of();
        }
        IntPoly f = primitivePart();
        if (isSquareFree()) {
            return List.of(new SquareFreeFactor(f, 1));
        }
        IntPoly df = f.derivative();
        IntPoly a0 = f.gcd(df);
        IntPoly b = f.divideExact(a0);
        IntPoly cc = df.divideExact(a0);
        IntPoly d = cc.subtract(b.derivative());
        List<SquareFreeFactor> out = new ArrayList<>();
        int i = 1;
        while (b.degree() > 0) {
            IntPoly a = b.gcd(d);
            if (a.degree() > 0) {
                out.add(new SquareFreeFactor(a.primitivePart(), i));
            }
            IntPoly nb = b.divideExact(a);
            cc = d.divideExact(a);
            b = nb;
            d = cc.subtract(b.derivative());
            i++;
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The square-free part: the product of the square-free factors, primitive with positive leading coefficient
     * (one for a non-zero constant, zero for zero).
     *
     * @return this / gcd(this, this'), made primitive
     */
    public IntPoly squareFreePart() {
        if (degree() < 1) {
            return isZero() ? ZERO : ONE;
        }
        IntPoly f = primitivePart();
        if (isSquareFree()) {
            return f;
        }
        return f.divideExact(f.gcd(f.derivative())).primitivePart();
    }

    /** The prime of the modular square-free filter (10^9 + 7; products of two residues fit in a long). */
    private static final long FILTER_PRIME = 1_000_000_007L;

    /**
     * Whether the polynomial has no repeated factor (constants are square-free, zero is not). Exact, with a fast
     * modular certificate first: if the prime P = 10^9 + 7 does not divide the leading coefficient and
     * gcd(p mod P, p' mod P) is constant, then p is square-free over Z (a repeated factor f^2 of p would leave
     * f mod P, of full degree, in that gcd). Otherwise the exact primitive-PRS gcd decides.
     *
     * @return true iff gcd(p, p') is constant
     */
    public boolean isSquareFree() {
        if (c.length <= 1) {
            return c.length == 1;
        }
        long[] a = residues(c, FILTER_PRIME);
        int n = c.length - 1;
        if (a[n] != 0 && n < FILTER_PRIME) {
            long[] b = new long[n];
            for (int i = 1; i <= n; i++) {
                b[i - 1] = a[i] * i % FILTER_PRIME;
            }
            if (modGcdDegree(a, b) == 0) {
                return true;
            }
        }
        return gcd(derivative()).degree() < 1;
    }

    private static long[] residues(BigInteger[] c, long m) {
        long[] r = new long[c.length];
        BigInteger bm = BigInteger.valueOf(m);
        for (int i = 0; i < c.length; i++) {
            r[i] = c[i].bitLength() < 63 ? Math.floorMod(c[i].longValue(), m) : c[i].mod(bm).longValue();
        }
        return r;
    }

    private static int degreeMod(long[] a, int from) {
        int d = from;
        while (d >= 0 && a[d] == 0) {
            d--;
        }
        return d;
    }

    /**
     * Degree of gcd(a, b) over Z/P for the prime P = {@link #FILTER_PRIME}; -1 if both are zero. Destroys its
     * arguments. Inverse-free: each reduction step replaces a by lc(b)·a − lc(a)·x^s·b, which has the same gcd with
     * b because lc(b) is a unit mod P; the constant modulus lets the JIT replace every {@code %} by multiplications.
     */
    private static int modGcdDegree(long[] a0, long[] b0) {
        long[] a = a0;
        long[] b = b0;
        int da = degreeMod(a, a.length - 1);
        int db = degreeMod(b, b.length - 1);
        while (db >= 0) {
            while (da >= db) {
                long la = a[da];
                long lb = b[db];
                int s = da - db;
                for (int i = 0; i < s; i++) {
                    a[i] = a[i] * lb % FILTER_PRIME;
                }
                for (int j = 0; j <= db; j++) {
                    a[s + j] = Math.floorMod(a[s + j] * lb % FILTER_PRIME - la * b[j] % FILTER_PRIME, FILTER_PRIME);
                }
                da = degreeMod(a, da - 1);
            }
            long[] t = a;
            a = b;
            b = t;
            int td = da;
            da = db;
            db = td;
        }
        return da;
    }

    /**
     * The resultant {@code res(this, o) = lc^deg(o) * lc(o)^deg(this) * prod (a_i - b_j)}, the determinant of the
     * Sylvester matrix (this polynomial's rows first). It is zero iff the two share a root or one is zero;
     * {@code res(c, q) = c^deg q} for a non-zero constant c.
     *
     * @param o the other polynomial
     * @return the resultant
     */
    public BigInteger resultant(IntPoly o) {
        if (isZero() || o.isZero()) {
            return BigInteger.ZERO;
        }
        int m = degree();
        int n = o.degree();
        if (m == 0) {
            return c[0].pow(n);
        }
        if (n == 0) {
            return o.c[0].pow(m);
        }
        int s = m + n;
        BigInteger[][] a = new BigInteger[s][s];
        for (BigInteger[] row : a) {
            Arrays.fill(row, BigInteger.ZERO);
        }
        for (int r = 0; r < n; r++) {
            for (int j = 0; j <= m; j++) {
                a[r][r + j] = c[m - j];
            }
        }
        for (int r = 0; r < m; r++) {
            for (int j = 0; j <= n; j++) {
                a[n + r][r + j] = o.c[n - j];
            }
        }
        return bareiss(a);
    }

    /** Fraction-free Gaussian elimination (Bareiss); destroys {@code a}. */
    private static BigInteger bareiss(BigInteger[][] a) {
        int s = a.length;
        BigInteger prev = BigInteger.ONE;
        boolean neg = false;
        for (int k = 0; k < s - 1; k++) {
            if (a[k][k].signum() == 0) {
                int p = k + 1;
                while (p < s && a[p][k].signum() == 0) {
                    p++;
                }
                if (p == s) {
                    return BigInteger.ZERO;
                }
                BigInteger[] t = a[k];
                a[k] = a[p];
                a[p] = t;
                neg = !neg;
            }
            for (int i = k + 1; i < s; i++) {
                for (int j = k + 1; j < s; j++) {
                    a[i][j] = a[i][j].multiply(a[k][k]).subtract(a[i][k].multiply(a[k][j])).divide(prev);
                }
            }
            prev = a[k][k];
        }
        BigInteger d = a[s - 1][s - 1];
        return neg ? d.negate() : d;
    }

    /**
     * The exact sign at a rational point, by homogeneous Horner evaluation {@code sum a_i n^i d^(deg-i)} (sign
     * equal to that of p(n/d) because d &gt; 0): no rational arithmetic, no gcd. Runs in {@code long} when the bit
     * bound {@code maxBits + deg * max(bits(n), bits(d)) + bits(deg + 1)} is at most 62, else in BigInteger.
     *
     * @param x the point
     * @return the sign of this polynomial at x (ZERO for the zero polynomial)
     */
    public Sign signAt(Rational x) {
        return signAt(x.num(), x.den());
    }

    /**
     * The exact sign at {@code n/d} with {@code d > 0}, as {@link #signAt(Rational)} without building a rational.
     *
     * @param n numerator
     * @param d denominator, {@code > 0}
     * @return the sign of p(n/d)
     * @throws IllegalArgumentException if {@code d <= 0}
     */
    public Sign signAt(BigInteger n, BigInteger d) {
        if (d.signum() <= 0) {
            throw new IllegalArgumentException("d = " + d + "; the denominator must be > 0");
        }
        if (c.length == 0) {
            return Sign.ZERO;
        }
        int deg = c.length - 1;
        if (small != null) {
            int pb = Math.max(n.bitLength(), d.bitLength());
            if (maxBits + (long) deg * pb + (32 - Integer.numberOfLeadingZeros(deg + 1)) <= LONG_SAFE_BITS) {
                return Sign.of(Long.signum(homogeneousLong(small, n.longValue(), d.longValue())));
            }
        }
        return Sign.of(homogeneous(n, d).signum());
    }

    /** Homogeneous Horner in long; the caller guarantees no overflow. */
    private static long homogeneousLong(long[] s, long n, long d) {
        int deg = s.length - 1;
        long acc = s[deg];
        long dp = 1;
        for (int i = deg - 1; i >= 0; i--) {
            dp *= d;
            acc = acc * n + s[i] * dp;
        }
        return acc;
    }

    /**
     * The homogeneous value {@code d^deg * p(n/d) = sum a_i n^i d^(deg-i)}.
     *
     * @param n numerator
     * @param d denominator
     * @return the integer {@code d^deg p(n/d)}
     */
    public BigInteger homogeneous(BigInteger n, BigInteger d) {
        if (c.length == 0) {
            return BigInteger.ZERO;
        }
        int deg = c.length - 1;
        BigInteger acc = c[deg];
        BigInteger dp = BigInteger.ONE;
        for (int i = deg - 1; i >= 0; i--) {
            dp = dp.multiply(d);
            acc = acc.multiply(n).add(c[i].multiply(dp));
        }
        return acc;
    }

    /**
     * The exact value at a rational point.
     *
     * @param x the point
     * @return p(x)
     */
    public Rational evaluate(Rational x) {
        if (c.length == 0) {
            return Rational.ZERO;
        }
        return new Rational(homogeneous(x.num(), x.den()), x.den().pow(c.length - 1));
    }

    /**
     * The Taylor shift {@code p(x + a)} (classical O(n^2) synthetic division).
     *
     * @param a the shift
     * @return the polynomial x -> p(x + a)
     */
    public IntPoly taylorShift(BigInteger a) {
        BigInteger[] r = c.clone();
        int n = r.length - 1;
        if (a.signum() == 0 || n < 1) {
            return this;
        }
        for (int i = 0; i < n; i++) {
            for (int j = n - 1; j >= i; j--) {
                r[j] = r[j].add(a.multiply(r[j + 1]));
            }
        }
        return new IntPoly(r);
    }

    /**
     * The Taylor shift by a long.
     *
     * @param a the shift
     * @return the polynomial x -> p(x + a)
     */
    public IntPoly taylorShift(long a) {
        return taylorShift(BigInteger.valueOf(a));
    }

    /**
     * The reversal {@code x^deg p(1/x)}: the coefficients in reverse order (roots r != 0 become 1/r).
     *
     * @return the reversed polynomial (its degree drops when p(0) = 0)
     */
    public IntPoly reverse() {
        BigInteger[] r = new BigInteger[c.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = c[c.length - 1 - i];
        }
        return new IntPoly(r);
    }

    /**
     * The polynomial {@code p(-x)}.
     *
     * @return x -> p(-x)
     */
    public IntPoly negateArgument() {
        BigInteger[] r = c.clone();
        for (int i = 1; i < r.length; i += 2) {
            r[i] = r[i].negate();
        }
        return new IntPoly(r);
    }

    /**
     * The polynomial {@code p(k x)}.
     *
     * @param k the factor
     * @return x -> p(k x)
     */
    public IntPoly scaleArgument(BigInteger k) {
        BigInteger[] r = c.clone();
        BigInteger kp = BigInteger.ONE;
        for (int i = 1; i < r.length; i++) {
            kp = kp.multiply(k);
            r[i] = r[i].multiply(kp);
        }
        return new IntPoly(r);
    }

    /**
     * The integer polynomial {@code den^deg * p((num + width * x) / den)}: the affine image of the unit interval
     * [0, 1] onto [num/den, (num + width)/den], scaled to clear the denominator.
     *
     * @param num numerator of the left end
     * @param width numerator of the width
     * @param den common denominator, {@code > 0}
     * @return the transformed polynomial
     * @throws IllegalArgumentException if {@code den <= 0}
     */
    public IntPoly affine(BigInteger num, BigInteger width, BigInteger den) {
        if (den.signum() <= 0) {
            throw new IllegalArgumentException("den = " + den + "; the denominator must be > 0");
        }
        BigInteger[] r = c.clone();
        int n = r.length - 1;
        BigInteger dp = BigInteger.ONE;
        for (int i = n - 1; i >= 0; i--) {
            dp = dp.multiply(den);
            r[i] = r[i].multiply(dp);
        }
        return new IntPoly(r).taylorShift(num).scaleArgument(width);
    }

    /**
     * The number of sign changes in the coefficient sequence (zeros skipped): by Descartes' rule an upper bound
     * on the number of positive roots with the same parity.
     *
     * @return the sign-variation count
     */
    public int signVariations() {
        int v = 0;
        int last = 0;
        for (BigInteger b : c) {
            int s = b.signum();
            if (s != 0) {
                if (last != 0 && s != last) {
                    v++;
                }
                last = s;
            }
        }
        return v;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IntPoly && Arrays.equals(c, ((IntPoly) o).c);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Arrays.hashCode(c);
            hash = h;
        }
        return h;
    }

    /**
     * Readable text in x, highest power first, e.g. {@code "x^4 - 10*x^2 + 1"}; {@code "0"} for zero.
     * {@link #parse} reads it back.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return toString("x");
    }

    /**
     * Readable text in the given variable name.
     *
     * @param var the variable name, e.g. {@code "u"}
     * @return the text, highest power first
     */
    public String toString(String var) {
        if (c.length == 0) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = c.length - 1; i >= 0; i--) {
            BigInteger a = c[i];
            if (a.signum() == 0) {
                continue;
            }
            if (sb.length() == 0) {
                if (a.signum() < 0) {
                    sb.append('-');
                }
            } else {
                sb.append(a.signum() < 0 ? " - " : " + ");
            }
            BigInteger abs = a.abs();
            if (i == 0) {
                sb.append(abs);
            } else {
                if (!abs.equals(BigInteger.ONE)) {
                    sb.append(abs).append('*');
                }
                sb.append(var);
                if (i > 1) {
                    sb.append('^').append(i);
                }
            }
        }
        return sb.toString();
    }
}
