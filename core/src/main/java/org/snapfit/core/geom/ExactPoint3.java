package org.snapfit.core.geom;

import java.util.Objects;
import org.snapfit.algebra.number.Rational;

/**
 * A 3D point (or vector) with exact rational coordinates, in millimetres when it is a position. Immutable and
 * thread-safe; exact.
 *
 * @param x the x coordinate
 * @param y the y coordinate
 * @param z the z coordinate
 */
public record ExactPoint3(Rational x, Rational y, Rational z) {

    /** The origin (and the zero vector). */
    public static final ExactPoint3 ORIGIN = new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.ZERO);

    /**
     * Validates.
     *
     * @param x the x component
     * @param y the y component
     * @param z the z component
     * @throws NullPointerException if a coordinate is null
     */
    public ExactPoint3 {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        Objects.requireNonNull(z, "z");
    }

    /**
     * Creates a point with integer coordinates.
     *
     * @param x x
     * @param y y
     * @param z z
     * @return the point
     */
    public static ExactPoint3 of(long x, long y, long z) {
        return new ExactPoint3(Rational.of(x), Rational.of(y), Rational.of(z));
    }

    /**
     * Parses the three coordinates exactly (see {@link Rational#parse}).
     *
     * @param x text of x
     * @param y text of y
     * @param z text of z
     * @return the point
     * @throws org.snapfit.algebra.number.NumberSyntaxException if a text is not an exact number
     */
    public static ExactPoint3 parse(String x, String y, String z) {
        return new ExactPoint3(Rational.parse(x), Rational.parse(y), Rational.parse(z));
    }

    /**
     * Sum.
     *
     * @param o the other vector
     * @return this + o
     */
    public ExactPoint3 add(ExactPoint3 o) {
        return new ExactPoint3(x.add(o.x), y.add(o.y), z.add(o.z));
    }

    /**
     * Difference.
     *
     * @param o the other vector
     * @return this − o
     */
    public ExactPoint3 subtract(ExactPoint3 o) {
        return new ExactPoint3(x.subtract(o.x), y.subtract(o.y), z.subtract(o.z));
    }

    /**
     * Scalar multiple.
     *
     * @param s the factor
     * @return s · this
     */
    public ExactPoint3 scale(Rational s) {
        return new ExactPoint3(x.multiply(s), y.multiply(s), z.multiply(s));
    }

    /**
     * Dot product.
     *
     * @param o the other vector
     * @return this · o
     */
    public Rational dot(ExactPoint3 o) {
        return x.multiply(o.x).add(y.multiply(o.y)).add(z.multiply(o.z));
    }

    /**
     * Cross product.
     *
     * @param o the other vector
     * @return this × o
     */
    public ExactPoint3 cross(ExactPoint3 o) {
        return new ExactPoint3(y.multiply(o.z).subtract(z.multiply(o.y)), z.multiply(o.x).subtract(x.multiply(o.z)),
                x.multiply(o.y).subtract(y.multiply(o.x)));
    }

    /**
     * Whether this is the zero vector.
     *
     * @return true if all three coordinates are zero
     */
    public boolean isZero() {
        return x.isZero() && y.isZero() && z.isZero();
    }

    /**
     * The nearest doubles (each coordinate rounded once).
     *
     * @return the approximate vector
     */
    public Vec3 toVec3() {
        return new Vec3(x.doubleValue(), y.doubleValue(), z.doubleValue());
    }

    /**
     * The exact value of a double vector (every finite double is a dyadic rational).
     *
     * @param v the vector
     * @return the same point with rational coordinates
     */
    public static ExactPoint3 fromVec3(Vec3 v) {
        return new ExactPoint3(Rational.fromDouble(v.x()), Rational.fromDouble(v.y()), Rational.fromDouble(v.z()));
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ", " + z + ")";
    }
}
