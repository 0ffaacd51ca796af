package org.snapfit.core.transform;

import org.snapfit.core.geom.Vec3;

/**
 * A unit quaternion w + xi + yj + zk representing a rotation in 3D. Immutable and thread-safe; approximate.
 * The compact constructor normalises, so every instance is a unit quaternion.
 *
 * @param w the scalar part
 * @param x the i component
 * @param y the j component
 * @param z the k component
 */
public record Quaternion(double w, double x, double y, double z) {

    /** The identity rotation. */
    public static final Quaternion IDENTITY = new Quaternion(1, 0, 0, 0);

    /**
     * Validates and normalises.
     *
     * @param w the w component
     * @param x the x component
     * @param y the y component
     * @param z the z component
     * @throws IllegalArgumentException if a component is not finite or all are zero (the message gives them)
     */
    public Quaternion {
        double n = Math.sqrt(w * w + x * x + y * y + z * z);
        if (!Double.isFinite(n) || n == 0) {
            throw new IllegalArgumentException("quaternion (" + w + ", " + x + ", " + y + ", " + z
                    + ") cannot be normalised; a rotation needs finite components, not all zero");
        }
        w /= n;
        x /= n;
        y /= n;
        z /= n;
    }

    /**
     * The rotation by {@code angle} radians about {@code axis} (right-hand rule).
     *
     * @param axis the rotation axis, non-zero
     * @param angle the angle in radians
     * @return the rotation
     * @throws IllegalArgumentException if the axis is zero
     */
    public static Quaternion fromAxisAngle(Vec3 axis, double angle) {
        Vec3 a = axis.normalize();
        double s = Math.sin(angle / 2);
        return new Quaternion(Math.cos(angle / 2), a.x() * s, a.y() * s, a.z() * s);
    }

    /**
     * Composition: first {@code other}, then this.
     *
     * @param o the rotation applied first
     * @return this ∘ o
     */
    public Quaternion multiply(Quaternion o) {
        return new Quaternion(
                w * o.w - x * o.x - y * o.y - z * o.z,
                w * o.x + x * o.w + y * o.z - z * o.y,
                w * o.y - x * o.z + y * o.w + z * o.x,
                w * o.z + x * o.y - y * o.x + z * o.w);
    }

    /**
     * The inverse rotation.
     *
     * @return the conjugate
     */
    public Quaternion inverse() {
        return new Quaternion(w, -x, -y, -z);
    }

    /**
     * Rotates a vector.
     *
     * @param v the vector
     * @return R v
     */
    public Vec3 rotate(Vec3 v) {
        // v' = v + 2w (q × v) + 2 q × (q × v), q = (x, y, z)
        double tx = 2 * (y * v.z() - z * v.y());
        double ty = 2 * (z * v.x() - x * v.z());
        double tz = 2 * (x * v.y() - y * v.x());
        return new Vec3(v.x() + w * tx + (y * tz - z * ty),
                v.y() + w * ty + (z * tx - x * tz),
                v.z() + w * tz + (x * ty - y * tx));
    }

    /**
     * The rotation matrix, row-major.
     *
     * @return a 3×3 array m with R v = m v
     */
    public double[][] toMatrix() {
        return new double[][] {
            {1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)},
            {2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)},
            {2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)}};
    }

    /**
     * Spherical linear interpolation along the shorter arc.
     *
     * @param to the end rotation
     * @param f the fraction in [0, 1]
     * @return the rotation a fraction f of the way from this to {@code to}
     */
    public Quaternion slerp(Quaternion to, double f) {
        double d = w * to.w + x * to.x + y * to.y + z * to.z;
        Quaternion b = to;
        if (d < 0) {
            d = -d;
            b = new Quaternion(-to.w, -to.x, -to.y, -to.z);
        }
        double a = Math.acos(Math.min(1, d));
        double s = Math.sin(a);
        double ka;
        double kb;
        if (s < SLERP_LINEAR_THRESHOLD) {
            ka = 1 - f;
            kb = f;
        } else {
            ka = Math.sin((1 - f) * a) / s;
            kb = Math.sin(f * a) / s;
        }
        return new Quaternion(ka * w + kb * b.w, ka * x + kb * b.x, ka * y + kb * b.y, ka * z + kb * b.z);
    }

    /**
     * Below this sine of the half-angle between the ends (dimensionless), {@link #slerp} interpolates linearly,
     * where the spherical formula loses all precision.
     */
    public static final double SLERP_LINEAR_THRESHOLD = 1e-9;

    /**
     * The rotation of a proper orthonormal 3×3 matrix (Shepperd's method, stable for every rotation angle).
     *
     * @param m the row-major matrix, m[row][col]
     * @return the unit quaternion (sign chosen with w &gt;= 0 where possible)
     * @throws IllegalArgumentException if {@code m} is not 3×3
     */
    public static Quaternion fromMatrix(double[][] m) {
        if (m.length != 3 || m[0].length != 3 || m[1].length != 3 || m[2].length != 3) {
            throw new IllegalArgumentException("m has shape " + m.length + "x" + (m.length > 0 ? m[0].length : 0)
                    + "; a rotation matrix must be 3x3");
        }
        double tr = m[0][0] + m[1][1] + m[2][2];
        if (tr >= m[0][0] && tr >= m[1][1] && tr >= m[2][2]) {
            double s = Math.sqrt(1 + tr) * 2;
            return new Quaternion(s / 4, (m[2][1] - m[1][2]) / s, (m[0][2] - m[2][0]) / s, (m[1][0] - m[0][1]) / s);
        } else if (m[0][0] >= m[1][1] && m[0][0] >= m[2][2]) {
            double s = Math.sqrt(1 + m[0][0] - m[1][1] - m[2][2]) * 2;
            return new Quaternion((m[2][1] - m[1][2]) / s, s / 4, (m[0][1] + m[1][0]) / s, (m[0][2] + m[2][0]) / s);
        } else if (m[1][1] >= m[2][2]) {
            double s = Math.sqrt(1 + m[1][1] - m[0][0] - m[2][2]) * 2;
            return new Quaternion((m[0][2] - m[2][0]) / s, (m[0][1] + m[1][0]) / s, s / 4, (m[1][2] + m[2][1]) / s);
        } else {
            double s = Math.sqrt(1 + m[2][2] - m[0][0] - m[1][1]) * 2;
            return new Quaternion((m[1][0] - m[0][1]) / s, (m[0][2] + m[2][0]) / s, (m[1][2] + m[2][1]) / s, s / 4);
        }
    }
}
