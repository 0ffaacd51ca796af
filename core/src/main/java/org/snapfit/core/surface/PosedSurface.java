package org.snapfit.core.surface;

import org.snapfit.core.transform.Pose3;

/**
 * A surface moved by a rigid pose: S'(u, v) = R S(u, v) + t, derivatives rotated. Used to place a CAD body's faces
 * in its part frame. Immutable; approximate; allocation-free {@link #evaluate}.
 *
 * @param base the surface
 * @param pose the pose
 */
public record PosedSurface(ParametricSurface base, Pose3 pose) implements WrappedSurface {

    /** Values written by {@link #evaluate}: the point and five derivatives, three coordinates each. */
    private static final int EVALUATION_LENGTH = 18;

    /**
     * Validates the surface.
     *
     * @param base the surface, not null
     * @param pose the pose, not null
     * @throws IllegalArgumentException if either is null
     */
    public PosedSurface {
        if (base == null || pose == null) {
            throw new IllegalArgumentException("base/pose is null; a posed surface needs both");
        }
    }

    @Override
    public SurfaceKind kind() {
        return base.kind();
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        base.evaluate(u, v, out);
        double w = pose.rotation().w();
        double qx = pose.rotation().x();
        double qy = pose.rotation().y();
        double qz = pose.rotation().z();
        for (int k = 0; k < EVALUATION_LENGTH; k += 3) {
            double x = out[k];
            double y = out[k + 1];
            double z = out[k + 2];
            // v' = v + 2w (q × v) + 2 q × (q × v)
            double cx = qy * z - qz * y;
            double cy = qz * x - qx * z;
            double cz = qx * y - qy * x;
            out[k] = x + 2 * (w * cx + qy * cz - qz * cy);
            out[k + 1] = y + 2 * (w * cy + qz * cx - qx * cz);
            out[k + 2] = z + 2 * (w * cz + qx * cy - qy * cx);
        }
        out[0] += pose.translation().x();
        out[1] += pose.translation().y();
        out[2] += pose.translation().z();
    }
}
