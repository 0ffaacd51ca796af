package org.snapfit.core.surface;

import java.util.Objects;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;

/**
 * The surface S(u, v) = c(u) + v · d swept by a curve along a vector. Immutable; approximate. Domain the curve's
 * domain × R.
 *
 * @param curve the swept curve c(u)
 * @param direction the extrusion vector d (mm per unit v), non-zero
 */
public record SurfaceOfLinearExtrusion(ParametricCurve3 curve, Vec3 direction) implements ParametricSurface {
    /**
     * Validates.
     *
     * @param curve the curve
     * @param direction the vector
     * @throws IllegalArgumentException if the direction is zero
     */
    public SurfaceOfLinearExtrusion {
        Objects.requireNonNull(curve, "curve");
        if (direction.norm() == 0) {
            throw new IllegalArgumentException("direction = (0.0, 0.0, 0.0); an extrusion needs a non-zero vector");
        }
    }

    @Override
    public double uMin() {
        return curve.tMin();
    }

    @Override
    public double uMax() {
        return curve.tMax();
    }

    @Override
    public double vMin() {
        return Double.NEGATIVE_INFINITY;
    }

    @Override
    public double vMax() {
        return Double.POSITIVE_INFINITY;
    }

    @Override
    public double uPeriod() {
        return curve.period();
    }

    @Override
    public SurfaceKind kind() {
        return SurfaceKind.EXTRUSION;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        double[] c = new double[9];
        curve.evaluate(u, c);
        java.util.Arrays.fill(out, 0, 18, 0);
        out[0] = c[0] + v * direction.x();
        out[1] = c[1] + v * direction.y();
        out[2] = c[2] + v * direction.z();
        out[3] = c[3];
        out[4] = c[4];
        out[5] = c[5];
        out[6] = direction.x();
        out[7] = direction.y();
        out[8] = direction.z();
        out[9] = c[6];
        out[10] = c[7];
        out[11] = c[8];
    }

    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 d = direction.normalize();
        Vec3 c0 = curve.point(Math.max(curve.tMin(), Math.min(curve.tMax(), 0)));
        Vec3 q = p.subtract(d.scale(p.subtract(c0).dot(d)));
        double u = curve.closestParameter(q);
        double v = p.subtract(curve.point(u)).dot(direction) / direction.normSq();
        return PointInversion.reduce(this, closestParameter(p, u, v));
    }
}
