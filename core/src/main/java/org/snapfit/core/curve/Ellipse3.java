package org.snapfit.core.curve;

import org.snapfit.core.check.Require;
import org.snapfit.core.transform.Frame3;

/**
 * The ellipse c(t) = O + a cos t · x + b sin t · y of a frame. Immutable; approximate. Domain [0, 2π], periodic.
 *
 * @param frame the frame (centre and axes)
 * @param semiAxis1 a &gt; 0 along x (mm)
 * @param semiAxis2 b &gt; 0 along y (mm)
 */
public record Ellipse3(Frame3 frame, double semiAxis1, double semiAxis2) implements ParametricCurve3 {
    /**
     * Validates the ellipse.
     *
     * @param frame the frame
     * @param semiAxis1 a
     * @param semiAxis2 b
     * @throws IllegalArgumentException if a semi-axis is not finite and positive
     */
    public Ellipse3 {
        Require.positive("ellipse semiAxis1", semiAxis1);
        Require.positive("ellipse semiAxis2", semiAxis2);
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
        conic(frame, semiAxis1, semiAxis2, t, out);
    }

    static void conic(Frame3 f, double a, double b, double t, double[] out) {
        double c = Math.cos(t);
        double s = Math.sin(t);
        for (int k = 0; k < 3; k++) {
            double xk = comp(f.x(), k);
            double yk = comp(f.y(), k);
            out[k] = comp(f.origin(), k) + a * c * xk + b * s * yk;
            out[3 + k] = -a * s * xk + b * c * yk;
            out[6 + k] = -a * c * xk - b * s * yk;
        }
    }

    static double comp(org.snapfit.core.geom.Vec3 v, int k) {
        return k == 0 ? v.x() : k == 1 ? v.y() : v.z();
    }
}
