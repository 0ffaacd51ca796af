package org.snapfit.algebra.poly;

import java.math.BigInteger;
import java.util.Arrays;
import org.snapfit.algebra.number.Rational;

/**
 * An immutable bivariate polynomial with integer coefficients in the variables x and y, stored densely as a
 * polynomial in x whose coefficients are {@link IntPoly}s in y (no trailing zero coefficients). Meant for the
 * small polynomials of the C-space (degree at most a few in each variable). Every operation is exact.
 *
 * <p>Cost: {@link #resultantX} is a fraction-free (Bareiss) determinant of the Sylvester matrix over Z[y],
 * O((m+n)^3) exact polynomial divisions.
 */
public final class BiPoly {

    /** The zero polynomial. */
    public static final BiPoly ZERO = new BiPoly(new IntPoly[0]);

    /** byX[i] = coefficient of x^i, a polynomial in y. */
    private final IntPoly[] byX;

    private BiPoly(IntPoly[] byX) {
        int n = byX.length;
        while (n > 0 && byX[n - 1].isZero()) {
            n--;
        }
        this.byX = n == byX.length ? byX : Arrays.copyOf(byX, n);
    }

    /**
     * The polynomial {@code sum c[i][j] x^i y^j}.
     *
     * @param c dense coefficients, {@code c[i][j]} of x^i y^j (rows may have different lengths)
     * @return the canonical polynomial
     */
    public static BiPoly of(long[][] c) {
        IntPoly[] p = new IntPoly[c.length];
        for (int i = 0; i < c.length; i++) {
            p[i] = IntPoly.of(c[i]);
        }
        return new BiPoly(p);
    }

    /**
     * The polynomial {@code sum inY[i](y) x^i}.
     *
     * @param inY the coefficient of x^i as a polynomial in y, lowest power of x first
     * @return the canonical polynomial
     */
    public static BiPoly fromXCoefficients(IntPoly... inY) {
        return new BiPoly(inY.clone());
    }

    /**
     * A polynomial in x alone.
     *
     * @param p the polynomial, read in x
     * @return p(x) as a bivariate polynomial
     */
    public static BiPoly ofX(IntPoly p) {
        IntPoly[] q = new IntPoly[p.degree() + 1];
        for (int i = 0; i < q.length; i++) {
            q[i] = IntPoly.of(p.coeff(i));
        }
        return new BiPoly(q);
    }

    /**
     * A polynomial in y alone.
     *
     * @param p the polynomial, read in y
     * @return p(y) as a bivariate polynomial
     */
    public static BiPoly ofY(IntPoly p) {
        return new BiPoly(new IntPoly[] {p});
    }

    /**
     * The degree in x (-1 for zero).
     *
     * @return the largest power of x
     */
    public int degreeX() {
        return byX.length - 1;
    }

    /**
     * The degree in y (-1 for zero).
     *
     * @return the largest power of y
     */
    public int degreeY() {
        int d = -1;
        for (IntPoly p : byX) {
            d = Math.max(d, p.degree());
        }
        return d;
    }

    /**
     * Whether this is zero.
     *
     * @return true iff every coefficient is zero
     */
    public boolean isZero() {
        return byX.length == 0;
    }

    /**
     * A coefficient.
     *
     * @param i power of x, {@code >= 0}
     * @param j power of y, {@code >= 0}
     * @return the coefficient of x^i y^j
     * @throws IllegalArgumentException if an index is negative
     */
    public BigInteger coeff(int i, int j) {
        if (i < 0 || j < 0) {
            throw new IllegalArgumentException("(i, j) = (" + i + ", " + j + "); coefficient indices must be >= 0");
        }
        return i < byX.length ? byX[i].coeff(j) : BigInteger.ZERO;
    }

    /**
     * The coefficient of a power of x, as a polynomial in y.
     *
     * @param i power of x, {@code >= 0}
     * @return the polynomial in y multiplying x^i
     * @throws IllegalArgumentException if {@code i < 0}
     */
    public IntPoly coeffX(int i) {
        if (i < 0) {
            throw new IllegalArgumentException("i = " + i + "; a coefficient index must be >= 0");
        }
        return i < byX.length ? byX[i] : IntPoly.ZERO;
    }

    /**
     * The sum.
     *
     * @param o the other polynomial
     * @return this + o
     */
    public BiPoly add(BiPoly o) {
        IntPoly[] r = new IntPoly[Math.max(byX.length, o.byX.length)];
        for (int i = 0; i < r.length; i++) {
            r[i] = coeffX(i).add(o.coeffX(i));
        }
        return new BiPoly(r);
    }

    /**
     * The difference.
     *
     * @param o the other polynomial
     * @return this - o
     */
    public BiPoly subtract(BiPoly o) {
        IntPoly[] r = new IntPoly[Math.max(byX.length, o.byX.length)];
        for (int i = 0; i < r.length; i++) {
            r[i] = coeffX(i).subtract(o.coeffX(i));
        }
        return new BiPoly(r);
    }

    /**
     * The product.
     *
     * @param o the other polynomial
     * @return this * o
     */
    public BiPoly multiply(BiPoly o) {
        if (isZero() || o.isZero()) {
            return ZERO;
        }
        IntPoly[] r = new IntPoly[byX.length + o.byX.length - 1];
        Arrays.fill(r, IntPoly.ZERO);
        for (int i = 0; i < byX.length; i++) {
            for (int j = 0; j < o.byX.length; j++) {
                r[i + j] = r[i + j].add(byX[i].multiply(o.byX[j]));
            }
        }
        return new BiPoly(r);
    }

    /**
     * The same polynomial with x and y exchanged.
     *
     * @return q(x, y) = this(y, x)
     */
    public BiPoly swapVariables() {
        int dy = degreeY();
        IntPoly[] r = new IntPoly[dy + 1];
        for (int j = 0; j <= dy; j++) {
            BigInteger[] col = new BigInteger[byX.length];
            for (int i = 0; i < byX.length; i++) {
                col[i] = byX[i].coeff(j);
            }
            r[j] = IntPoly.of(col);
        }
        return new BiPoly(r);
    }

    /**
     * Substitutes a polynomial for y: the univariate polynomial {@code x -> this(x, q(x))}.
     *
     * @param q the polynomial in x substituted for y
     * @return this(x, q(x))
     */
    public IntPoly substituteY(IntPoly q) {
        IntPoly r = IntPoly.ZERO;
        IntPoly xp = IntPoly.ONE;
        for (IntPoly coefY : byX) {
            IntPoly v = IntPoly.ZERO;
            for (int j = coefY.degree(); j >= 0; j--) {
                v = v.multiply(q).add(IntPoly.of(coefY.coeff(j)));
            }
            r = r.add(v.multiply(xp));
            xp = xp.multiply(IntPoly.X);
        }
        return r;
    }

    /**
     * Fixes y at a rational value: the polynomial in x {@code den^degY * this(x, y)}, scaled to integers.
     *
     * @param y the value of y
     * @return a positive integer multiple of x -> this(x, y)
     */
    public IntPoly atY(Rational y) {
        int dy = Math.max(0, degreeY());
        BigInteger[] r = new BigInteger[byX.length];
        for (int i = 0; i < r.length; i++) {
            BigInteger h = byX[i].homogeneous(y.num(), y.den());
            r[i] = h.multiply(y.den().pow(dy - Math.max(0, byX[i].degree())));
        }
        return IntPoly.of(r);
    }

    /**
     * The resultant with respect to x: a polynomial in y that vanishes at every y where the two polynomials (as
     * polynomials in x) have a common root or both leading coefficients vanish. Degree cases as in
     * {@link IntPoly#resultant}: zero if either is zero; {@code c^deg} if one has degree 0 in x.
     *
     * @param o the other polynomial
     * @return res_x(this, o), a polynomial in y
     */
    public IntPoly resultantX(BiPoly o) {
        if (isZero() || o.isZero()) {
            return IntPoly.ZERO;
        }
        int m = degreeX();
        int n = o.degreeX();
        if (m == 0) {
            return byX[0].pow(n);
        }
        if (n == 0) {
            return o.byX[0].pow(m);
        }
        int s = m + n;
        IntPoly[][] a = new IntPoly[s][s];
        for (IntPoly[] row : a) {
            Arrays.fill(row, IntPoly.ZERO);
        }
        for (int r = 0; r < n; r++) {
            for (int j = 0; j <= m; j++) {
                a[r][r + j] = byX[m - j];
            }
        }
        for (int r = 0; r < m; r++) {
            for (int j = 0; j <= n; j++) {
                a[n + r][r + j] = o.byX[n - j];
            }
        }
        return bareiss(a);
    }

    /**
     * The resultant with respect to y: a polynomial in x.
     *
     * @param o the other polynomial
     * @return res_y(this, o), a polynomial in x
     */
    public IntPoly resultantY(BiPoly o) {
        return swapVariables().resultantX(o.swapVariables());
    }

    private static IntPoly bareiss(IntPoly[][] a) {
        int s = a.length;
        IntPoly prev = IntPoly.ONE;
        boolean neg = false;
        for (int k = 0; k < s - 1; k++) {
            if (a[k][k].isZero()) {
                int p = k + 1;
                while (p < s && a[p][k].isZero()) {
                    p++;
                }
                if (p == s) {
                    return IntPoly.ZERO;
                }
                IntPoly[] t = a[k];
                a[k] = a[p];
                a[p] = t;
                neg = !neg;
            }
            for (int i = k + 1; i < s; i++) {
                for (int j = k + 1; j < s; j++) {
                    a[i][j] = a[i][j].multiply(a[k][k]).subtract(a[i][k].multiply(a[k][j])).divideExact(prev);
                }
            }
            prev = a[k][k];
        }
        IntPoly d = a[s - 1][s - 1];
        return neg ? d.negate() : d;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BiPoly && Arrays.equals(byX, ((BiPoly) o).byX);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(byX);
    }

    /**
     * Readable text, e.g. {@code "(y^2 + 1)*x^2 + (2*y)*x + 3"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        if (byX.length == 0) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = byX.length - 1; i >= 0; i--) {
            if (byX[i].isZero()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(" + ");
            }
            sb.append('(').append(byX[i].toString("y")).append(')');
            if (i > 0) {
                sb.append("*x");
                if (i > 1) {
                    sb.append('^').append(i);
                }
            }
        }
        return sb.toString();
    }
}
