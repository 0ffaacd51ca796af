package org.snapfit.tracking.model;

import org.snapfit.core.geom.Vec3;

/**
 * A point (vertex) feature in body coordinates. A planar point has z = 0.
 *
 * @param name name used in messages
 * @param point the point (mm)
 */
public record PointFeature(String name, Vec3 point) implements ParametricFeature {

    /**
     * Validates the feature.
     *
     * @param name name used in messages, not blank
     * @param point the point, not null
     * @throws IllegalArgumentException if the name is blank or the point is null
     */
    public PointFeature {
        Features.requireName(name);
        if (point == null) {
            throw new IllegalArgumentException("point of feature '" + name + "' is null; a point feature needs a point");
        }
    }

    @Override
    public int dimension() {
        return 0;
    }

    @Override
    public double lower(int index) {
        throw Features.noParameter(name, index, 0);
    }

    @Override
    public double upper(int index) {
        throw Features.noParameter(name, index, 0);
    }

    @Override
    public void evaluate(double p0, double p1, double[] out) {
        java.util.Arrays.fill(out, 0, EVALUATION_LENGTH, 0);
        out[0] = point.x();
        out[1] = point.y();
        out[2] = point.z();
    }
}
