package org.snapfit.core.curve;

import org.snapfit.core.check.Require;

/**
 * A planar elliptical arc c(t) = (cx + a cos t, cy + b sin t), t ∈ [t0, t1], traversed counter-clockwise (the
 * outward normal is (y', −x') / |c'|). A circle is the case a = b ({@link #circle}). Immutable; approximate.
 * Lengths in mm, angles in rad.
 *
 * @param cx centre x (mm)
 * @param cy centre y (mm)
 * @param a semi-axis along x (mm), finite and positive
 * @param b semi-axis along y (mm), finite and positive
 * @param t0 start angle (rad)
 * @param t1 end angle (rad), {@code t0 < t1 <= t0 + 2π}
 */
public record EllipseArc2(double cx, double cy, double a, double b, double t0, double t1) implements ParametricCurve2 {

    /**
     * Validates the arc.
     *
     * @param cx centre x
     * @param cy centre y
     * @param a semi-axis along x
     * @param b semi-axis along y
     * @param t0 start angle
     * @param t1 end angle
     * @throws IllegalArgumentException naming the field if a value is not finite, a semi-axis is not positive, or
     *     the angle range is empty or longer than one turn
     */
    public EllipseArc2 {
        Require.finite("cx", cx);
        Require.finite("cy", cy);
        Require.finite("t0", t0);
        Require.finite("t1", t1);
        Require.positive("a", a);
        Require.positive("b", b);
        if (!(t0 < t1) || t1 - t0 > 2 * Math.PI) {
            throw new IllegalArgumentException("[t0, t1] = [" + t0 + ", " + t1
                    + "]; an arc needs t0 < t1 <= t0 + 2π (rad)");
        }
    }

    /**
     * A circular arc.
     *
     * @param cx centre x (mm)
     * @param cy centre y (mm)
     * @param r radius (mm)
     * @param t0 start angle (rad)
     * @param t1 end angle (rad)
     * @return the arc
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static EllipseArc2 circle(double cx, double cy, double r, double t0, double t1) {
        return new EllipseArc2(cx, cy, r, r, t0, t1);
    }

    @Override
    public double tMin() {
        return t0;
    }

    @Override
    public double tMax() {
        return t1;
    }

    @Override
    public void evaluate(double t, double[] out) {
        double c = Math.cos(t);
        double s = Math.sin(t);
        out[0] = cx + a * c;
        out[1] = cy + b * s;
        out[2] = -a * s;
        out[3] = b * c;
        out[4] = -a * c;
        out[5] = -b * s;
    }
}
