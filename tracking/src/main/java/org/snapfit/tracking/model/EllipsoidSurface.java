package org.snapfit.tracking.model;

import org.snapfit.core.check.Require;
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
        Require.positive("semi-axis " + name, value);
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
        // SinCos: one reduction and one pair of kernels per angle, about half the cost of Math.sin + Math.cos
        // (within 2 ulp); out[5], out[6] serve as its scratch before they are written below
        SinCos.sinCos(u, out, 5);
        double su = out[5];
        double cu = out[6];
        SinCos.sinCos(v, out, 5);
        double sv = out[5];
        double cv = out[6];
        // each product once (the same roundings as a * cv * cu etc.: (a·cv)·cu)
        double acv = a * cv;
        double bcv = b * cv;
        double asv = a * sv;
        double bsv = b * sv;
        double x = acv * cu;
        double y = bcv * su;
        double csv = c * sv;
        out[0] = center.x() + x;
        out[1] = center.y() + y;
        out[2] = center.z() + csv;
        out[3] = -(acv * su);
        out[4] = bcv * cu;
        out[5] = 0;
        out[6] = -(asv * cu);
        out[7] = -(bsv * su);
        out[8] = c * cv;
        out[9] = -x;
        out[10] = -y;
        out[11] = 0;
        out[12] = asv * su;
        out[13] = -(bsv * cu);
        out[14] = 0;
        out[15] = -x;
        out[16] = -y;
        out[17] = -csv;
    }
}
