package org.snapfit.tracking.model;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;

/**
 * The axis-aligned ellipsoid S(u, v) = c + (a cos v cos u, b cos v sin u, c_z sin v) (u longitude, v latitude),
 * with an allocation-free {@link #evaluate} (sine and cosine by {@code SinCos}, within 2 ulp of {@link Math}).
 * Domain [0, 2π] × [−π/2, π/2], periodic in u, degenerate (Su = 0) at the poles v = ±π/2. A sphere is the case
 * a = b = c. Immutable; approximate; lengths in mm.
 *
 * @param center the centre
 * @param a semi-axis along x (mm), finite and &gt; 0
 * @param b semi-axis along y (mm), finite and &gt; 0
 * @param c semi-axis along z (mm), finite and &gt; 0
 */
public record EllipsoidSurface(Vec3 center, double a, double b, double c) implements ParametricSurface {

    /**
     * Validates the ellipsoid.
     *
     * @param center the centre, not null
     * @param a semi-axis along x
     * @param b semi-axis along y
     * @param c semi-axis along z
     * @throws IllegalArgumentException naming the semi-axis if one is not finite and positive, or if the centre
     *     is null
     */
    public EllipsoidSurface {
        if (center == null) {
            throw new IllegalArgumentException("center is null; an ellipsoid needs a centre");
        }
        positive("a", a);
        positive("b", b);
        positive("c", c);
    }

    private static void positive(String name, double value) {
        if (!(value > 0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException("semi-axis " + name + " = " + value + "; it must be finite and > 0 (mm)");
        }
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
        return -Math.PI / 2;
    }

    @Override
    public double vMax() {
        return Math.PI / 2;
    }

    @Override
    public double uPeriod() {
        return 2 * Math.PI;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        // SinCos: one shared reduction per angle, about half the cost of Math.sin + Math.cos (within 2 ulp)
        double cu = SinCos.cos(u);
        double su = SinCos.sin(u);
        double cv = SinCos.cos(v);
        double sv = SinCos.sin(v);
        out[0] = center.x() + a * cv * cu;
        out[1] = center.y() + b * cv * su;
        out[2] = center.z() + c * sv;
        out[3] = -a * cv * su;
        out[4] = b * cv * cu;
        out[5] = 0;
        out[6] = -a * sv * cu;
        out[7] = -b * sv * su;
        out[8] = c * cv;
        out[9] = -a * cv * cu;
        out[10] = -b * cv * su;
        out[11] = 0;
        out[12] = a * sv * su;
        out[13] = -b * sv * cu;
        out[14] = 0;
        out[15] = -a * cv * cu;
        out[16] = -b * cv * su;
        out[17] = -c * sv;
    }
}
