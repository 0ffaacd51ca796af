package org.snapfit.core.surface;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * The plane S(u, v) = O + u x + v y of a frame; normal z. Immutable; approximate. Domain R².
 *
 * @param frame the frame
 */
public record Plane(Frame3 frame) implements ParametricSurface {
    @Override
    public double uMin() {
        return Double.NEGATIVE_INFINITY;
    }

    @Override
    public double uMax() {
        return Double.POSITIVE_INFINITY;
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
    public SurfaceKind kind() {
        return SurfaceKind.PLANE;
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        double[] l = new double[18];
        l[0] = u;
        l[1] = v;
        l[3] = 1;
        l[7] = 1;
        FrameSurfaces.toWorld(frame, l, out);
    }

    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        return new Uv(l.x(), l.y());
    }
}
