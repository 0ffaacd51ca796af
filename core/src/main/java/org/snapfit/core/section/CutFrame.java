package org.snapfit.core.section;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.ExactRigid3;
import org.snapfit.core.transform.Pose3;

/**
 * A {@link SectionPlane} expressed in the coordinates of one body (its product's frame), ready for cutting. It keeps
 * the plane in doubles for numeric work and, when the world plane is exact and the body's placement is an exact
 * rigid motion, exactly as well: then the side of an exact point (which side of the plane it lies on) is decided
 * exactly and, when the plane's frame is rational ({@link SectionPlane#hasRationalFrame()}), its section
 * coordinates are exact. Section coordinates do not depend on the placement (rigid motions preserve them).
 * Immutable and thread-safe.
 */
public final class CutFrame {

    private final Vec3 origin;
    private final Vec3 normal;
    private final Vec3 xAxis;
    private final Vec3 yAxis;
    private final ExactPoint3 exactOrigin;
    private final ExactPoint3 exactNormal;
    private final ExactPoint3 exactX;
    private final ExactPoint3 exactY;

    private CutFrame(Vec3 origin, Vec3 normal, Vec3 xAxis, Vec3 yAxis, ExactPoint3 exactOrigin,
            ExactPoint3 exactNormal, ExactPoint3 exactX, ExactPoint3 exactY) {
        this.origin = origin;
        this.normal = normal;
        this.xAxis = xAxis;
        this.yAxis = yAxis;
        this.exactOrigin = exactOrigin;
        this.exactNormal = exactNormal;
        this.exactX = exactX;
        this.exactY = exactY;
    }

    /**
     * The plane in world coordinates.
     *
     * @param plane the plane
     * @return the frame, exact
     */
    public static CutFrame of(SectionPlane plane) {
        Objects.requireNonNull(plane, "plane");
        Vec3 n = plane.normal().toVec3().normalize();
        Vec3 x = plane.xAxis().toVec3().normalize();
        return new CutFrame(plane.origin().toVec3(), n, x, n.cross(x), plane.origin(), plane.normal(),
                plane.unitX().orElse(null), plane.unitY().orElse(null));
    }

    /**
     * The same plane in the coordinates of a body placed by an exact rigid motion (body → world).
     *
     * @param placement the body's placement
     * @return the frame in body coordinates; exact if this frame is
     */
    public CutFrame inBodyOf(ExactRigid3 placement) {
        if (exactOrigin == null) {
            return inBodyOf(placement.toPose());
        }
        ExactRigid3 inv = placement.inverse();
        ExactPoint3 o = inv.apply(exactOrigin);
        ExactPoint3 n = inv.applyVector(exactNormal);
        ExactPoint3 x = exactX == null ? null : inv.applyVector(exactX);
        ExactPoint3 y = exactY == null ? null : inv.applyVector(exactY);
        Pose3 p = inv.toPose();
        return new CutFrame(o.toVec3(), p.applyVector(normal), p.applyVector(xAxis), p.applyVector(yAxis), o, n, x, y);
    }

    /**
     * The same plane in the coordinates of a body placed by an approximate pose (body → world); the result is
     * approximate.
     *
     * @param placement the body's placement
     * @return the frame in body coordinates, without exact data
     */
    public CutFrame inBodyOf(Pose3 placement) {
        Pose3 inv = placement.inverse();
        return new CutFrame(inv.apply(origin), inv.applyVector(normal), inv.applyVector(xAxis), inv.applyVector(yAxis),
                null, null, null, null);
    }

    /**
     * Whether the plane is known exactly in these coordinates (sides of exact points are then exact).
     *
     * @return true if exact
     */
    public boolean isExact() {
        return exactOrigin != null;
    }

    /**
     * Whether exact points get exact section coordinates.
     *
     * @return true if the plane and its unit axes are exact
     */
    public boolean hasExactCoordinates() {
        return exactOrigin != null && exactX != null && exactY != null;
    }

    /**
     * A point of the plane (the origin of the section coordinates).
     *
     * @return the origin (mm)
     */
    public Vec3 origin() {
        return origin;
    }

    /**
     * The unit normal.
     *
     * @return n̂
     */
    public Vec3 normal() {
        return normal;
    }

    /**
     * The unit x axis of the section coordinates.
     *
     * @return x̂
     */
    public Vec3 xAxis() {
        return xAxis;
    }

    /**
     * The unit y axis of the section coordinates, n̂ × x̂.
     *
     * @return ŷ
     */
    public Vec3 yAxis() {
        return yAxis;
    }

    /**
     * The exact normal (unnormalised), if the plane is exact here.
     *
     * @return the normal
     */
    public Optional<ExactPoint3> exactNormal() {
        return Optional.ofNullable(exactNormal);
    }

    /**
     * The exact origin, if the plane is exact here.
     *
     * @return the origin
     */
    public Optional<ExactPoint3> exactOrigin() {
        return Optional.ofNullable(exactOrigin);
    }

    /**
     * Signed distance of a point from the plane, positive on the normal's side (floating point).
     *
     * @param p the point (mm)
     * @return n̂·(p − origin) in mm
     */
    public double distance(Vec3 p) {
        return normal.x() * (p.x() - origin.x()) + normal.y() * (p.y() - origin.y()) + normal.z() * (p.z() - origin.z());
    }

    /**
     * The exact signed value n·(p − origin) with the unnormalised exact normal: its sign is the side of p.
     *
     * @param p the exact point
     * @return the value (mm times |n|)
     * @throws IllegalStateException if the plane is not exact in these coordinates
     */
    public Rational exactLevel(ExactPoint3 p) {
        if (exactOrigin == null) {
            throw new IllegalStateException("the cutting plane is not exact in these coordinates");
        }
        return exactNormal.dot(p.subtract(exactOrigin));
    }

    /**
     * The exact side of a point.
     *
     * @param p the exact point
     * @return the sign of n·(p − origin)
     * @throws IllegalStateException if the plane is not exact in these coordinates
     */
    public Sign exactSide(ExactPoint3 p) {
        return exactLevel(p).sign();
    }

    /**
     * Section coordinates of a point, in floating point.
     *
     * @param p the point (mm)
     * @return {x, y} (mm)
     */
    public double[] toSection(Vec3 p) {
        double dx = p.x() - origin.x();
        double dy = p.y() - origin.y();
        double dz = p.z() - origin.z();
        return new double[] {dx * xAxis.x() + dy * xAxis.y() + dz * xAxis.z(), dx * yAxis.x() + dy * yAxis.y()
                + dz * yAxis.z()};
    }

    /**
     * Exact section coordinates of an exact point.
     *
     * @param p the point
     * @return the coordinates, or empty if {@link #hasExactCoordinates()} is false
     */
    public Optional<ExactPoint2> toSection(ExactPoint3 p) {
        if (!hasExactCoordinates()) {
            return Optional.empty();
        }
        ExactPoint3 d = p.subtract(exactOrigin);
        return Optional.of(new ExactPoint2(d.dot(exactX), d.dot(exactY)));
    }

    /**
     * The 3D point of section coordinates (floating point).
     *
     * @param x section x (mm)
     * @param y section y (mm)
     * @return origin + x x̂ + y ŷ
     */
    public Vec3 fromSection(double x, double y) {
        return origin.add(xAxis.scale(x)).add(yAxis.scale(y));
    }
}
