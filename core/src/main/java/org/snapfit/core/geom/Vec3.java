package org.snapfit.core.geom;

/**
 * A 3D vector (or point) with finite double coordinates. Immutable and thread-safe; approximate.
 *
 * @param x the x coordinate
 * @param y the y coordinate
 * @param z the z coordinate
 */
public record Vec3(double x, double y, double z) {

    /** The zero vector. */
    public static final Vec3 ZERO = new Vec3(0, 0, 0);
    /** The unit x axis. */
    public static final Vec3 X = new Vec3(1, 0, 0);
    /** The unit y axis. */
    public static final Vec3 Y = new Vec3(0, 1, 0);
    /** The unit z axis. */
    public static final Vec3 Z = new Vec3(0, 0, 1);

    /**
     * Validates the coordinates.
     *
     * @param x the x component
     * @param y the y component
     * @param z the z component
     * @throws IllegalArgumentException if a coordinate is NaN or infinite (the message names it)
     */
    public Vec3 {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(z)) {
            throw new IllegalArgumentException("Vec3 (" + x + ", " + y + ", " + z + ") has a non-finite coordinate");
        }
    }

    /**
     * Creates a vector.
     *
     * @param x x
     * @param y y
     * @param z z
     * @return the vector
     * @throws IllegalArgumentException if a coordinate is not finite
     */
    public static Vec3 of(double x, double y, double z) {
        return new Vec3(x, y, z);
    }

    /**
     * Sum.
     *
     * @param o the other vector
     * @return this + o
     */
    public Vec3 add(Vec3 o) {
        return new Vec3(x + o.x, y + o.y, z + o.z);
    }

    /**
     * Difference.
     *
     * @param o the other vector
     * @return this - o
     */
    public Vec3 subtract(Vec3 o) {
        return new Vec3(x - o.x, y - o.y, z - o.z);
    }

    /**
     * Scalar multiple.
     *
     * @param s the factor
     * @return s * this
     */
    public Vec3 scale(double s) {
        return new Vec3(s * x, s * y, s * z);
    }

    /**
     * Negation.
     *
     * @return -this
     */
    public Vec3 negate() {
        return new Vec3(-x, -y, -z);
    }

    /**
     * Dot product.
     *
     * @param o the other vector
     * @return this · o
     */
    public double dot(Vec3 o) {
        return x * o.x + y * o.y + z * o.z;
    }

    /**
     * Cross product.
     *
     * @param o the other vector
     * @return this × o
     */
    public Vec3 cross(Vec3 o) {
        return new Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
    }

    /**
     * Euclidean norm (computed with {@link Math#hypot} style scaling to avoid overflow).
     *
     * @return |this|
     */
    public double norm() {
        return Math.sqrt(x * x + y * y + z * z);
    }

    /**
     * Squared norm.
     *
     * @return |this|²
     */
    public double normSq() {
        return x * x + y * y + z * z;
    }

    /**
     * This vector scaled to unit length.
     *
     * @return this / |this|
     * @throws IllegalArgumentException if the vector is zero
     */
    public Vec3 normalize() {
        double n = norm();
        if (n == 0) {
            throw new IllegalArgumentException("cannot normalise the zero vector");
        }
        return scale(1 / n);
    }

    /**
     * Euclidean distance.
     *
     * @param o the other point
     * @return |this - o|
     */
    public double distance(Vec3 o) {
        return subtract(o).norm();
    }

    /**
     * Component-wise closeness, separate from the exact {@link #equals}.
     *
     * @param o the other vector
     * @param tol the largest allowed difference per coordinate, in the vector's unit
     * @return whether every coordinate differs by at most {@code tol.value()}
     */
    public boolean approxEquals(Vec3 o, org.snapfit.core.tolerance.Tolerance tol) {
        return tol.accepts(x, o.x) && tol.accepts(y, o.y) && tol.accepts(z, o.z);
    }
}
