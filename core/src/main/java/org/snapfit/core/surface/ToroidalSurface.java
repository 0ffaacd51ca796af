package org.snapfit.core.surface;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * The torus S(u, v) = O + (R + r cos v)(cos u x + sin u y) + r sin v z. Immutable; approximate. Domain
 * [0, 2π]², periodic in u and v.
 *
 * @param frame the frame (axis = z)
 * @param majorRadius R &gt; 0 (mm)
 * @param minorRadius r &gt; 0 (mm)
 */
public record ToroidalSurface(Frame3 frame, double majorRadius, double minorRadius) implements ParametricSurface {
    /**
     * Validates the torus.
     *
     * @param frame the frame
     * @param majorRadius R
     * @param minorRadius r
     * @throws IllegalArgumentException if a radius is not finite and positive
     */
    public ToroidalSurface {
        Require.positive("torus majorRadius", majorRadius);
        Require.positive("torus minorRadius", minorRadius);
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
        return 0;
    }

    @Override
    public double vMax() {
        return 2 * Math.PI;
    }

    @Override
    public double uPeriod() {
        return 2 * Math.PI;
    }

    @Override
    public double vPeriod() {
        return 2 * Math.PI;
    }

    @Override
    public SurfaceKind kind() {
        return SurfaceKind.TORUS;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        double c = Math.cos(v);
        double s = Math.sin(v);
        double r = minorRadius;
        FrameSurfaces.radial(majorRadius + r * c, -r * s, -r * c, r * s, r * c, -r * s, u, out);
        FrameSurfaces.toWorld(frame, out, out);
    }

    /**
     * The closest point on the two tube circles in the plane through the axis and {@code p}: the one at p's angle u
     * and, on a spindle torus (minor radius above the major one, where R + r cos v &lt; 0 puts points across the
     * axis), the one at u + π, the nearer kept (the first on a tie; for R &gt; r the first is always nearer).
     */
    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        double rho = Math.hypot(l.x(), l.y());
        Uv near = new Uv(FrameSurfaces.angle(l.y(), l.x()), FrameSurfaces.angle(l.z(), rho - majorRadius));
        if (!(minorRadius > majorRadius)) {
            return near;
        }
        double across = Math.abs(Math.hypot(-rho - majorRadius, l.z()) - minorRadius);
        if (across < Math.abs(Math.hypot(rho - majorRadius, l.z()) - minorRadius)) {
            return new Uv(FrameSurfaces.angle(-l.y(), -l.x()), FrameSurfaces.angle(l.z(), -rho - majorRadius));
        }
        return near;
    }
}
