package org.snapfit.core.surface;

import java.util.Objects;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;

/**
 * The surface swept by a profile curve rotating about an axis: S(u, v) = A + R_u (c(v) − A), R_u the rotation by u
 * about the unit axis d (Rodrigues' formula). Immutable; approximate. Domain [0, 2π] × the curve's domain, periodic
 * in u.
 *
 * @param profile the profile curve c(v)
 * @param axisPoint a point A of the axis (mm)
 * @param axisDirection the axis direction d (normalised on construction)
 */
public record SurfaceOfRevolution(ParametricCurve3 profile, Vec3 axisPoint, Vec3 axisDirection)
        implements ParametricSurface {
    /**
     * Validates and normalises.
     *
     * @param profile the profile
     * @param axisPoint a point of the axis
     * @param axisDirection the axis direction
     * @throws IllegalArgumentException if the axis direction is zero
     */
    public SurfaceOfRevolution {
        Objects.requireNonNull(profile, "profile");
        axisDirection = axisDirection.normalize();
    }

    @Override
    public double uMin() {
        return 0;
    }

    @Override
    public double uMax() {
        return 2 * Math.PI;
    }

    @Override
    public double vMin() {
        return profile.tMin();
    }

    @Override
    public double vMax() {
        return profile.tMax();
    }

    @Override
    public double uPeriod() {
        return 2 * Math.PI;
    }

    @Override
    public SurfaceKind kind() {
        return SurfaceKind.REVOLUTION;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        double[] c = new double[9];
        profile.evaluate(v, c);
        double cu = Math.cos(u);
        double su = Math.sin(u);
        rotate(c[0] - axisPoint.x(), c[1] - axisPoint.y(), c[2] - axisPoint.z(), cu, su, out, 0, 9, 3);
        out[0] += axisPoint.x();
        out[1] += axisPoint.y();
        out[2] += axisPoint.z();
        rotate(c[3], c[4], c[5], cu, su, out, 6, -1, 12);
        rotate(c[6], c[7], c[8], cu, su, out, 15, -1, -1);
    }

    /** Writes R_u w at {@code at}, d²/du² at {@code at2}, d/du at {@code at1} (negative index: skip). */
    private void rotate(double wx, double wy, double wz, double c, double s, double[] out, int at, int at2, int at1) {
        double dx = axisDirection.x();
        double dy = axisDirection.y();
        double dz = axisDirection.z();
        double dw = dx * wx + dy * wy + dz * wz;
        double kx = dy * wz - dz * wy;
        double ky = dz * wx - dx * wz;
        double kz = dx * wy - dy * wx;
        out[at] = wx * c + kx * s + dx * dw * (1 - c);
        out[at + 1] = wy * c + ky * s + dy * dw * (1 - c);
        out[at + 2] = wz * c + kz * s + dz * dw * (1 - c);
        if (at1 >= 0) {
            out[at1] = -wx * s + kx * c + dx * dw * s;
            out[at1 + 1] = -wy * s + ky * c + dy * dw * s;
            out[at1 + 2] = -wz * s + kz * c + dz * dw * s;
        }
        if (at2 >= 0) {
            out[at2] = -wx * c - kx * s + dx * dw * c;
            out[at2 + 1] = -wy * c - ky * s + dy * dw * c;
            out[at2 + 2] = -wz * c - kz * s + dz * dw * c;
        }
    }
}
