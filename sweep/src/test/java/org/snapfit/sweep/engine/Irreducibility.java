package org.snapfit.sweep.engine;

import java.math.BigInteger;
import java.util.Arrays;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * An independent irreducibility certificate over ℚ for integer polynomials of degree ≤ 4 (test oracle; it shares no
 * code with the algebra's factoring). Degree 1: irreducible. Degree 2: the discriminant is not a square. Degree 3: no
 * rational root. Degree 4: no rational root, and modulo some prime p (not dividing the leading coefficient, f mod p
 * square-free) gcd(x^(p²) − x, f) has degree ≤ 1 — so f mod p has an irreducible factor of degree ≥ 3, which a
 * product of two rational quadratics cannot reduce to. Quartics that split into quadratics modulo every prime (the
 * biquadratic kind, e.g. x⁴ − 10x² + 1) get no certificate.
 */
final class Irreducibility {

    /** Primes tried for the quartic certificate (a few hundred certify all but the biquadratic kind). */
    private static final int MAX_PRIME = 2000;

    private Irreducibility() {
    }

    /** Whether p is certified irreducible over ℚ (false: reducible, or no certificate found). */
    static boolean certified(IntPoly p) {
        int n = p.degree();
        if (n == 1) {
            return true;
        }
        if (n == 2) {
            BigInteger d = p.coeff(1).pow(2).subtract(p.coeff(2).multiply(p.coeff(0)).shiftLeft(2));
            return d.signum() < 0 || !d.sqrt().pow(2).equals(d);
        }
        if (n > 4) {
            return false;
        }
        for (RealRoot r : RealAlgebraic.rootsOf(p)) {
            if (r.value().isRational()) {
                return false;
            }
        }
        if (n == 3) {
            return true;
        }
        for (int q = 3; q < MAX_PRIME; q += 2) {
            if (BigInteger.valueOf(q).isProbablePrime(30) && p.leadingCoeff().mod(BigInteger.valueOf(q)).signum() != 0
                    && hasFactorOfDegreeAtLeast3(mod(p, q), q)) {
                return true;
            }
        }
        return false;
    }

    private static long[] mod(IntPoly p, long q) {
        long[] f = new long[p.degree() + 1];
        for (int i = 0; i <= p.degree(); i++) {
            f[i] = p.coeff(i).mod(BigInteger.valueOf(q)).longValue();
        }
        return f;
    }

    /** f (degree 4 mod q) square-free, with at most one distinct factor of degree ≤ 2, which is linear. */
    private static boolean hasFactorOfDegreeAtLeast3(long[] f, long q) {
        long[] df = new long[f.length - 1];
        for (int i = 1; i < f.length; i++) {
            df[i - 1] = f[i] * i % q;
        }
        if (degree(gcd(f, df, q)) != 0) {
            return false;
        }
        long[] xp = powX(q, f, q);                 // x^q mod f
        long[] xpp = powPoly(xp, q, f, q);          // x^(q^2) mod f
        long[] h = sub(xpp, new long[] {0, 1}, q);
        return degree(gcd(f, h, q)) <= 1;
    }

    private static int degree(long[] a) {
        int d = a.length - 1;
        while (d >= 0 && a[d] == 0) {
            d--;
        }
        return d;
    }

    private static long[] trim(long[] a) {
        return Arrays.copyOf(a, Math.max(1, degree(a) + 1));
    }

    private static long inv(long a, long q) {
        return BigInteger.valueOf(a).modInverse(BigInteger.valueOf(q)).longValue();
    }

    private static long[] sub(long[] a, long[] b, long q) {
        long[] c = new long[Math.max(a.length, b.length)];
        for (int i = 0; i < c.length; i++) {
            long x = (i < a.length ? a[i] : 0) - (i < b.length ? b[i] : 0);
            c[i] = Math.floorMod(x, q);
        }
        return trim(c);
    }

    private static long[] rem(long[] a, long[] b, long q) {
        long[] r = trim(a.clone());
        int db = degree(b);
        long lead = inv(b[db], q);
        for (int d = degree(r); d >= db && d >= 0; d = degree(r)) {
            long c = r[d] * lead % q;
            for (int i = 0; i <= db; i++) {
                r[d - db + i] = Math.floorMod(r[d - db + i] - c * b[i], q);
            }
        }
        return trim(r);
    }

    private static long[] mulMod(long[] a, long[] b, long[] f, long q) {
        long[] c = new long[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b.length; j++) {
                c[i + j] = (c[i + j] + a[i] * b[j]) % q;
            }
        }
        return rem(c, f, q);
    }

    private static long[] powPoly(long[] base, long e, long[] f, long q) {
        long[] result = {1};
        long[] b = base;
        while (e > 0) {
            if ((e & 1) == 1) {
                result = mulMod(result, b, f, q);
            }
            b = mulMod(b, b, f, q);
            e >>= 1;
        }
        return result;
    }

    private static long[] powX(long e, long[] f, long q) {
        return powPoly(new long[] {0, 1}, e, f, q);
    }

    private static long[] gcd(long[] a, long[] b, long q) {
        long[] x = trim(a);
        long[] y = trim(b);
        while (degree(y) >= 0) {
            long[] r = rem(x, y, q);
            x = y;
            y = r;
        }
        return x;
    }
}
