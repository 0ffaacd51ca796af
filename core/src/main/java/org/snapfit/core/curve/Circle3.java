package org.snapfit.core.curve;

import org.snapfit.core.check.Require;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.geom.Vec3;

/**
 * The circle c(t) = O + r (cos t · x + sin t · y) of a frame. Immutable; approximate. Domain [0, 2π], periodic.
 *
 * @param frame the frame (centre and axes)
 * @param radius the radius r &gt; 0 (mm)
 */
public record Circle3(Frame3 frame, double radius) implements ParametricCurve3 {
    /**
     * Validates the circle.
     *
     * @param frame the frame
     * @param radius the radius
     * @throws IllegalArgumentException if the radius is not finite and positive
     */
    public Circle3 {
        Require.positive("circle radius", radius);
    }

    @Override
    public double tMin() {
        return 0;
    }

    @Override
    public double tMax() {
        return 2 * Math.PI;
    }

    @Override
    public double period() {
        return 2 * Math.PI;
    }

    @Override
    public void evaluate(double t, double[] out) {
        Ellipse3.conic(frame, radius, radius, t, out);
    }

    @Override
    public double closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        double a = Math.atan2(l.y(), l.x());
        return a < 0 ? a + 2 * Math.PI : a;
    }
}
