package org.snapfit.core.surface;

import java.util.Arrays;

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
        // local values written into out and mapped in place (no scratch allocation)
        Arrays.fill(out, 0, 18, 0.0);
        out[0] = u;
        out[1] = v;
        out[3] = 1;
        out[7] = 1;
        FrameSurfaces.toWorld(frame, out, out);
    }

    @Override
    public Uv closestParameter(Vec3 p) {
        Vec3 l = frame.toLocal(p);
        return new Uv(l.x(), l.y());
    }
}
