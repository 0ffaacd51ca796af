package org.snapfit.core.transform;

import java.util.Objects;
import org.snapfit.core.geom.Vec3;

/**
 * A rigid pose in 3D: p ↦ R p + t. Immutable and thread-safe; approximate.
 *
 * @param rotation the rotation R, applied first, about the body's own origin
 * @param translation the translation t, applied second
 */
public record Pose3(Quaternion rotation, Vec3 translation) {

    /** The identity pose. */
    public static final Pose3 IDENTITY = new Pose3(Quaternion.IDENTITY, Vec3.ZERO);

    /**
     * Validates.
     *
     * @param rotation the rotation component
     * @param translation the translation component
     * @throws NullPointerException if a part is null
     */
    public Pose3 {
        Objects.requireNonNull(rotation, "rotation");
        Objects.requireNonNull(translation, "translation");
    }

    /**
     * Creates a pose.
     *
     * @param rotation the rotation
     * @param translation the translation
     * @return the pose
     */
    public static Pose3 of(Quaternion rotation, Vec3 translation) {
        return new Pose3(rotation, translation);
    }

    /**
     * Maps a point.
     *
     * @param p a point in body coordinates
     * @return R p + t
     */
    public Vec3 apply(Vec3 p) {
        return rotation.rotate(p).add(translation);
    }

    /**
     * Maps a direction (no translation).
     *
     * @param v a vector in body coordinates
     * @return R v
     */
    public Vec3 applyVector(Vec3 v) {
        return rotation.rotate(v);
    }

    /**
     * Composition: first {@code inner}, then this.
     *
     * @param inner the pose applied first
     * @return this ∘ inner
     */
    public Pose3 compose(Pose3 inner) {
        return new Pose3(rotation.multiply(inner.rotation), apply(inner.translation));
    }

    /**
     * The inverse pose.
     *
     * @return the pose q with q ∘ this = identity
     */
    public Pose3 inverse() {
        Quaternion ri = rotation.inverse();
        return new Pose3(ri, ri.rotate(translation).negate());
    }

    /**
     * The 4×4 homogeneous matrix, row-major.
     *
     * @return the matrix [R t; 0 1]
     */
    public double[][] toMatrix() {
        double[][] r = rotation.toMatrix();
        return new double[][] {
            {r[0][0], r[0][1], r[0][2], translation.x()},
            {r[1][0], r[1][1], r[1][2], translation.y()},
            {r[2][0], r[2][1], r[2][2], translation.z()},
            {0, 0, 0, 1}};
    }
}
