package org.snapfit.core.geom;

import java.util.Objects;
import org.snapfit.algebra.number.Rational;

/**
 * A 2D point (or vector) with exact rational coordinates. Immutable and thread-safe; exact.
 *
 * @param x the x coordinate
 * @param y the y coordinate
 */
public record ExactPoint2(Rational x, Rational y) {

    /** The origin. */
    public static final ExactPoint2 ORIGIN = new ExactPoint2(Rational.ZERO, Rational.ZERO);

    /**
     * Validates.
     *
     * @param x the x component
     * @param y the y component
     * @throws NullPointerException if a coordinate is null
     */
    public ExactPoint2 {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
    }

    /**
     * Creates a point.
     *
     * @param x x
     * @param y y
     * @return the point
     */
    public static ExactPoint2 of(Rational x, Rational y) {
        return new ExactPoint2(x, y);
    }

    /**
     * Creates a point with integer coordinates.
     *
     * @param x x
     * @param y y
     * @return the point
     */
    public static ExactPoint2 of(long x, long y) {
        return new ExactPoint2(Rational.of(x), Rational.of(y));
    }

    /**
     * Parses both coordinates exactly (see {@link Rational#parse}).
     *
     * @param x text of x
     * @param y text of y
     * @return the point
     * @throws org.snapfit.algebra.number.NumberSyntaxException if either text is not an exact number
     */
    public static ExactPoint2 parse(String x, String y) {
        return new ExactPoint2(Rational.parse(x), Rational.parse(y));
    }

    /**
     * Sum.
     *
     * @param o the other vector
     * @return this + o
     */
    public ExactPoint2 add(ExactPoint2 o) {
        return new ExactPoint2(x.add(o.x), y.add(o.y));
    }

    /**
     * Difference.
     *
     * @param o the other point
     * @return this - o
     */
    public ExactPoint2 subtract(ExactPoint2 o) {
        return new ExactPoint2(x.subtract(o.x), y.subtract(o.y));
    }

    /**
     * Scalar multiple.
     *
     * @param s the factor
     * @return s * this
     */
    public ExactPoint2 scale(Rational s) {
        return new ExactPoint2(x.multiply(s), y.multiply(s));
    }

    /**
     * Dot product.
     *
     * @param o the other vector
     * @return this · o
     */
    public Rational dot(ExactPoint2 o) {
        return x.multiply(o.x).add(y.multiply(o.y));
    }

    /**
     * The z component of the cross product.
     *
     * @param o the other vector
     * @return x o.y - y o.x
     */
    public Rational cross(ExactPoint2 o) {
        return x.multiply(o.y).subtract(y.multiply(o.x));
    }

    /**
     * The nearest floating point.
     *
     * @return the point with each coordinate correctly rounded
     */
    public Vec2 toVec2() {
        return new Vec2(x.doubleValue(), y.doubleValue());
    }

    /**
     * Exact text {@code (x, y)}.
     *
     * @return the coordinates as exact rationals
     */
    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
