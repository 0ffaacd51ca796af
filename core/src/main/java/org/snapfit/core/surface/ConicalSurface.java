package org.snapfit.core.surface;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * The cone S(u, v) = O + (r + v tan α)(cos u x + sin u y) + v z (v is the height along the axis; STEP
 * CONICAL_SURFACE). Immutable; approximate. Domain [0, 2π] × R, periodic in u.
 *
 * @param frame the frame (axis = z)
 * @param radius r &gt;= 0 at v = 0 (mm)
 * @param semiAngle α in (0, π/2) (rad)
 */
public record ConicalSurface(Frame3 frame, double radius, double semiAngle) implements ParametricSurface {
    /**
     * Validates the cone.
     *
     * @param frame the frame
     * @param radius the radius at v = 0
     * @param semiAngle the semi-angle
     * @throws IllegalArgumentException if the radius is negative or the angle is outside (0, π/2)
     */
    public ConicalSurface {
        Require.nonNegative("cone radius", radius);
        if (!(semiAngle > 0 && semiAngle < Math.PI / 2)) {
            throw new IllegalArgumentException("semiAngle = " + semiAngle + " rad; must be in (0, pi/2)");
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
        return Double.NEGATIVE_INFINITY;
    }

    @Override
    public double vMax() {
        return Double.POSITIVE_INFINITY;
    }

    @Override
    public double uPeriod() {
        return 2 * Math.PI;
    }

    @Override
    public SurfaceKind kind() {
        return SurfaceKind.CONE;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        double t = Math.tan(semiAngle);
        FrameSurfaces.radial(radius + v * t, t, 0, v, 1, 0, u, out);
        FrameSurfaces.toWorld(frame, out, out);
    }

    /**
     * The closest point on the two generator lines in the plane through the axis and {@code p}: the one at p's
     * angle u (signed radius rho = r + v tan α) and the one at u + π (the other nappe, where r + v tan α &lt; 0),
     * the nearer kept (the first on a tie).
     */
    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        double u = FrameSurfaces.angle(l.y(), l.x());
        double rho = Math.hypot(l.x(), l.y());
        // closest point on the generator line rho = r + v tan(a), h = v in the (rho, h) half-plane
        double c = Math.cos(semiAngle);
        double s = Math.sin(semiAngle);
        double along = (rho - radius) * s + l.z() * c;
        double v = along * c;
        // the same generator seen at u + pi, where p has signed radius -rho
        double across = (-rho - radius) * s + l.z() * c;
        double w = across * c;
        double t = Math.tan(semiAngle);
        double near = Math.hypot(radius + v * t - rho, v - l.z());
        double far = Math.hypot(radius + w * t + rho, w - l.z());
        if (far < near) {
            return new Uv(FrameSurfaces.angle(-l.y(), -l.x()), w);
        }
        return new Uv(u, v);
    }
}
