package org.snapfit.core.transform;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint3;

/**
 * An exact rigid motion of 3D space: local coordinates (a, b, c) map to {@code origin + a·x + b·y + c·z}, with x,
 * y, z an exactly orthonormal, right-handed triple of rational vectors. Immutable and thread-safe; exact.
 *
 * <p>Only rotations whose matrix is rational are representable: the identity, the 24 axis permutations with signs,
 * rotations built from Pythagorean triples (3-4-5) and their compositions. {@link #fromAxes} tells which frames of a
 * file are such rotations; the others stay approximate ({@link Pose3}).
 *
 * @param origin the image of the local origin (mm)
 * @param x the image of the local x axis (unit)
 * @param y the image of the local y axis (unit)
 * @param z the image of the local z axis (unit), x × y
 */
public record ExactRigid3(ExactPoint3 origin, ExactPoint3 x, ExactPoint3 y, ExactPoint3 z) {

    /** The identity motion. */
    public static final ExactRigid3 IDENTITY = new ExactRigid3(ExactPoint3.ORIGIN, ExactPoint3.of(1, 0, 0),
            ExactPoint3.of(0, 1, 0), ExactPoint3.of(0, 0, 1));

    /**
     * Validates the frame exactly.
     *
     * @param origin the origin
     * @param x the x axis
     * @param y the y axis
     * @param z the z axis
     * @throws IllegalArgumentException if the axes are not exactly orthonormal and right-handed (z = x × y)
     */
    public ExactRigid3 {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        Objects.requireNonNull(z, "z");
        if (!x.dot(x).equals(Rational.ONE) || !y.dot(y).equals(Rational.ONE) || !x.dot(y).isZero()
                || !x.cross(y).equals(z)) {
            throw new IllegalArgumentException("axes x = " + x + ", y = " + y + ", z = " + z
                    + " are not an exactly orthonormal right-handed frame (need |x| = |y| = 1, x·y = 0, z = x × y)");
        }
    }

    /**
     * The exact frame STEP builds from an AXIS2_PLACEMENT_3D (ISO 10303-42 {@code build_axes}): z = axis / |axis|,
     * x = the reference direction made orthogonal to z and normalised, y = z × x; when it is rational.
     *
     * @param origin the location (mm)
     * @param axis the axis direction ratios (any length &gt; 0)
     * @param ref the reference direction ratios, or empty for the default: world x, or world y when the axis is
     *     parallel to world x
     * @return the frame, or empty if a normalisation needs an irrational square root, the axis is zero or the
     *     reference direction is parallel to the axis
     */
    public static Optional<ExactRigid3> fromAxes(ExactPoint3 origin, ExactPoint3 axis, Optional<ExactPoint3> ref) {
        Optional<ExactPoint3> z = unit(axis);
        if (z.isEmpty()) {
            return Optional.empty();
        }
        ExactPoint3 r = ref.orElseGet(() -> z.get().cross(ExactPoint3.of(1, 0, 0)).isZero() ? ExactPoint3.of(0, 1, 0)
                : ExactPoint3.of(1, 0, 0));
        ExactPoint3 xr = r.subtract(z.get().scale(r.dot(z.get())));
        Optional<ExactPoint3> x = unit(xr);
        if (x.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ExactRigid3(origin, x.get(), z.get().cross(x.get()), z.get()));
    }

    /**
     * A vector divided by its length, when the length is rational.
     *
     * @param v the vector
     * @return v / |v|, or empty if v is zero or |v| is irrational
     */
    public static Optional<ExactPoint3> unit(ExactPoint3 v) {
        if (v.isZero()) {
            return Optional.empty();
        }
        return v.dot(v).sqrt().map(len -> v.scale(len.reciprocal()));
    }

    /**
     * A pure translation.
     *
     * @param t the translation (mm)
     * @return the motion p ↦ p + t
     */
    public static ExactRigid3 translation(ExactPoint3 t) {
        return new ExactRigid3(t, IDENTITY.x, IDENTITY.y, IDENTITY.z);
    }

    /**
     * Maps a point.
     *
     * @param p local coordinates
     * @return origin + p.x·x + p.y·y + p.z·z
     */
    public ExactPoint3 apply(ExactPoint3 p) {
        return origin.add(applyVector(p));
    }

    /**
     * Maps a vector (rotation only).
     *
     * @param v local vector
     * @return v.x·x + v.y·y + v.z·z
     */
    public ExactPoint3 applyVector(ExactPoint3 v) {
        return x.scale(v.x()).add(y.scale(v.y())).add(z.scale(v.z()));
    }

    /**
     * The composition {@code this ∘ inner}: first {@code inner}, then this.
     *
     * @param inner the motion applied first
     * @return the composed motion
     */
    public ExactRigid3 compose(ExactRigid3 inner) {
        return new ExactRigid3(apply(inner.origin), applyVector(inner.x), applyVector(inner.y), applyVector(inner.z));
    }

    /**
     * The inverse motion (the transposed rotation).
     *
     * @return the inverse
     */
    public ExactRigid3 inverse() {
        ExactPoint3 ix = new ExactPoint3(x.x(), y.x(), z.x());
        ExactPoint3 iy = new ExactPoint3(x.y(), y.y(), z.y());
        ExactPoint3 iz = new ExactPoint3(x.z(), y.z(), z.z());
        ExactPoint3 o = new ExactPoint3(origin.dot(x), origin.dot(y), origin.dot(z));
        return new ExactRigid3(o.scale(Rational.MINUS_ONE), ix, iy, iz);
    }

    /**
     * The same motion in doubles.
     *
     * @return the approximate pose
     */
    public Pose3 toPose() {
        return new Frame3(origin.toVec3(), x.toVec3(), y.toVec3(), z.toVec3()).toPose();
    }
}
