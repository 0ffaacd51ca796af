package org.snapfit.core.transform;

import java.util.Objects;
import org.snapfit.core.geom.Vec3;

/**
 * A right-handed orthonormal frame (origin and axes x, y = z × x, z), as STEP's AXIS2_PLACEMENT_3D. Immutable;
 * approximate (double).
 *
 * @param origin the origin (mm)
 * @param x the unit x axis
 * @param y the unit y axis, z × x
 * @param z the unit z axis
 */
public record Frame3(Vec3 origin, Vec3 x, Vec3 y, Vec3 z) {

    /** The world frame. */
    public static final Frame3 WORLD = new Frame3(Vec3.ZERO, Vec3.X, Vec3.Y, Vec3.Z);

    /**
     * Validates the frame.
     *
     * @param origin the origin
     * @param x the x axis
     * @param y the y axis
     * @param z the z axis
     * @throws NullPointerException if a component is null
     */
    public Frame3 {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        Objects.requireNonNull(z, "z");
    }

    /**
     * Builds the frame the way STEP does (ISO 10303-42 {@code build_axes}): z = axis normalised, x = the reference
     * direction made orthogonal to z (Gram–Schmidt), y = z × x. A missing or parallel reference direction falls
     * back to the world axis least aligned with z.
     *
     * @param origin the origin
     * @param axis the z direction (any length &gt; 0)
     * @param refDirection the approximate x direction, or null for the default
     * @return the frame
     * @throws IllegalArgumentException if {@code axis} is the zero vector
     */
    public static Frame3 of(Vec3 origin, Vec3 axis, Vec3 refDirection) {
        if (axis.norm() == 0) {
            throw new IllegalArgumentException("axis = (0.0, 0.0, 0.0); a frame axis must be non-zero");
        }
        Vec3 z = axis.normalize();
        Vec3 r = refDirection;
        if (r == null || r.norm() == 0 || r.cross(z).norm() <= PARALLEL_SINE * r.norm()) {
            r = Math.abs(z.x()) < 0.9 ? Vec3.X : Vec3.Y;
        }
        Vec3 x = r.subtract(z.scale(r.dot(z))).normalize();
        return new Frame3(origin, x, z.cross(x), z);
    }

    /**
     * Sine of the angle below which a reference direction counts as parallel to the axis (dimensionless).
     */
    public static final double PARALLEL_SINE = 1e-12;

    /**
     * Maps local coordinates to world coordinates.
     *
     * @param a the x coordinate
     * @param b the y coordinate
     * @param c the z coordinate
     * @return origin + a x + b y + c z
     */
    public Vec3 toWorld(double a, double b, double c) {
        return new Vec3(origin.x() + a * x.x() + b * y.x() + c * z.x(),
                origin.y() + a * x.y() + b * y.y() + c * z.y(),
                origin.z() + a * x.z() + b * y.z() + c * z.z());
    }

    /**
     * Local coordinates of a world point.
     *
     * @param p the point
     * @return (x, y, z) in this frame
     */
    public Vec3 toLocal(Vec3 p) {
        Vec3 d = p.subtract(origin);
        return new Vec3(d.dot(x), d.dot(y), d.dot(z));
    }

    /**
     * The rigid pose that maps local coordinates of this frame to world coordinates.
     *
     * @return the pose
     */
    public Pose3 toPose() {
        return Pose3.of(Quaternion.fromMatrix(new double[][] {
            {x.x(), y.x(), z.x()}, {x.y(), y.y(), z.y()}, {x.z(), y.z(), z.z()}}), origin);
    }
}
