package org.snapfit.core.geom;

/**
 * A 2D vector (or point) with finite double coordinates. Immutable and thread-safe; approximate.
 *
 * @param x the x coordinate
 * @param y the y coordinate
 */
public record Vec2(double x, double y) {

    /** The zero vector. */
    public static final Vec2 ZERO = new Vec2(0, 0);

    /**
     * Validates the coordinates.
     *
     * @param x the x component
     * @param y the y component
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     */
    public Vec2 {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            throw new IllegalArgumentException("Vec2 (" + x + ", " + y + ") has a non-finite coordinate");
        }
    }

    /**
     * Creates a vector.
     *
     * @param x x
     * @param y y
     * @return the vector
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static Vec2 of(double x, double y) {
        return new Vec2(x, y);
    }

    /**
     * Sum.
     *
     * @param o the other vector
     * @return this + o
     */
    public Vec2 add(Vec2 o) {
        return new Vec2(x + o.x, y + o.y);
    }

    /**
     * Difference.
     *
     * @param o the other vector
     * @return this - o
     */
    public Vec2 subtract(Vec2 o) {
        return new Vec2(x - o.x, y - o.y);
    }

    /**
     * Scalar multiple.
     *
     * @param s the factor
     * @return s * this
     */
    public Vec2 scale(double s) {
        return new Vec2(s * x, s * y);
    }

    /**
     * Dot product.
     *
     * @param o the other vector
     * @return this · o
     */
    public double dot(Vec2 o) {
        return x * o.x + y * o.y;
    }

    /**
     * The z component of the 3D cross product.
     *
     * @param o the other vector
     * @return this.x * o.y - this.y * o.x
     */
    public double cross(Vec2 o) {
        return x * o.y - y * o.x;
    }

    /**
     * Euclidean norm.
     *
     * @return |this|
     */
    public double norm() {
        return Math.hypot(x, y);
    }

    /**
     * This vector rotated by +90°.
     *
     * @return (-y, x)
     */
    public Vec2 perp() {
        return new Vec2(-y, x);
    }

    /**
     * This vector rotated counter-clockwise by an angle.
     *
     * @param theta the angle in radians
     * @return R(theta) this
     */
    public Vec2 rotate(double theta) {
        double c = Math.cos(theta);
        double s = Math.sin(theta);
        return new Vec2(c * x - s * y, s * x + c * y);
    }
}
