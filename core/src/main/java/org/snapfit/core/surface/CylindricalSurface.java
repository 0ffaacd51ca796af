package org.snapfit.core.surface;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * The cylinder S(u, v) = O + r (cos u x + sin u y) + v z. Immutable; approximate. Domain [0, 2π] × R, periodic
 * in u.
 *
 * @param frame the frame (axis = z)
 * @param radius r &gt; 0 (mm)
 */
public record CylindricalSurface(Frame3 frame, double radius) implements ParametricSurface {
    /**
     * Validates the cylinder.
     *
     * @param frame the frame
     * @param radius the radius
     * @throws IllegalArgumentException if the radius is not finite and positive
     */
    public CylindricalSurface {
        Require.positive("cylinder radius", radius);
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
        return SurfaceKind.CYLINDER;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        FrameSurfaces.radial(radius, 0, 0, v, 1, 0, u, out);
        FrameSurfaces.toWorld(frame, out, out);
    }

    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        return new Uv(FrameSurfaces.angle(l.y(), l.x()), l.z());
    }
}
