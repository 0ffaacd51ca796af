package org.snapfit.core.surface;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * The sphere S(u, v) = O + r cos v (cos u x + sin u y) + r sin v z (u longitude, v latitude). Immutable;
 * approximate. Domain [0, 2π] × [−π/2, π/2], periodic in u, degenerate (Su = 0) at the poles.
 *
 * @param frame the frame (polar axis = z)
 * @param radius r &gt; 0 (mm)
 */
public record SphericalSurface(Frame3 frame, double radius) implements ParametricSurface {
    /**
     * Validates the sphere.
     *
     * @param frame the frame
     * @param radius the radius
     * @throws IllegalArgumentException if the radius is not finite and positive
     */
    public SphericalSurface {
        Require.positive("sphere radius", radius);
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
    public SurfaceKind kind() {
        return SurfaceKind.SPHERE;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        double c = Math.cos(v);
        double s = Math.sin(v);
        FrameSurfaces.radial(radius * c, -radius * s, -radius * c, radius * s, radius * c, -radius * s, u, out);
        FrameSurfaces.toWorld(frame, out, out);
    }

    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        return new Uv(FrameSurfaces.angle(l.y(), l.x()), Math.atan2(l.z(), Math.hypot(l.x(), l.y())));
    }
}
