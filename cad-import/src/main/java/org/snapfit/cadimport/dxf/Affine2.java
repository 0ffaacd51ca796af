package org.snapfit.cadimport.dxf;

import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * An exact 2D affine map {@code (x, y) -> (a x + b y + e, c x + d y + f)}. Immutable.
 *
 * @param a the xx coefficient
 * @param b the xy coefficient
 * @param c the yx coefficient
 * @param d the yy coefficient
 * @param e the x offset
 * @param f the y offset
 */
record Affine2(Rational a, Rational b, Rational c, Rational d, Rational e, Rational f) {

    static final Affine2 IDENTITY = new Affine2(Rational.ONE, Rational.ZERO, Rational.ZERO, Rational.ONE,
            Rational.ZERO, Rational.ZERO);

    /** The OCS to WCS map for extrusion (0, 0, -1) (arbitrary axis algorithm: x -> -x). */
    static final Affine2 MIRROR_X = new Affine2(Rational.MINUS_ONE, Rational.ZERO, Rational.ZERO, Rational.ONE,
            Rational.ZERO, Rational.ZERO);

    /** Relative safety factor on the computed stretch, covering the rounding of its floating evaluation. */
    private static final double STRETCH_SAFETY = 1 + 1e-9;

    static Affine2 translation(Rational x, Rational y) {
        return new Affine2(Rational.ONE, Rational.ZERO, Rational.ZERO, Rational.ONE, x, y);
    }

    static Affine2 scaling(Rational sx, Rational sy) {
        return new Affine2(sx, Rational.ZERO, Rational.ZERO, sy, Rational.ZERO, Rational.ZERO);
    }

    /** The rotation with this exact cosine and sine (the caller makes sure cos² + sin² = 1). */
    static Affine2 rotation(Rational cos, Rational sin) {
        return new Affine2(cos, sin.negate(), sin, cos, Rational.ZERO, Rational.ZERO);
    }

    /** This map after {@code inner}: {@code this(inner(p))}. */
    Affine2 compose(Affine2 inner) {
        return new Affine2(a.multiply(inner.a).add(b.multiply(inner.c)), a.multiply(inner.b).add(b.multiply(inner.d)),
                c.multiply(inner.a).add(d.multiply(inner.c)), c.multiply(inner.b).add(d.multiply(inner.d)),
                a.multiply(inner.e).add(b.multiply(inner.f)).add(e), c.multiply(inner.e).add(d.multiply(inner.f)).add(f));
    }

    ExactPoint2 apply(ExactPoint2 p) {
        return new ExactPoint2(a.multiply(p.x()).add(b.multiply(p.y())).add(e), c.multiply(p.x()).add(d.multiply(p.y())).add(f));
    }

    /** How much the map stretches lengths at most: its largest singular value (closed form for 2 x 2). */
    double stretchBound() {
        double aa = a.doubleValue();
        double bb = b.doubleValue();
        double cc = c.doubleValue();
        double dd = d.doubleValue();
        double frob2 = aa * aa + bb * bb + cc * cc + dd * dd;
        double det = aa * dd - bb * cc;
        double disc = Math.max(0, frob2 * frob2 - 4 * det * det);
        return Math.sqrt((frob2 + Math.sqrt(disc)) / 2) * STRETCH_SAFETY;
    }

    /** Whether the map reverses orientation (negative determinant), exactly. */
    boolean isMirroring() {
        return a.multiply(d).subtract(b.multiply(c)).signum() < 0;
    }

    /** Whether the linear part is singular, exactly. */
    boolean isSingular() {
        return a.multiply(d).subtract(b.multiply(c)).signum() == 0;
    }
}
