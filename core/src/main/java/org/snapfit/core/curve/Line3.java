package org.snapfit.core.curve;

import org.snapfit.core.geom.Vec3;

/**
 * The line c(t) = origin + t · direction (STEP LINE: the direction carries the VECTOR magnitude). Immutable;
 * approximate. Domain (−∞, +∞).
 *
 * @param origin the point at t = 0 (mm)
 * @param direction the velocity dc/dt (mm per unit t), non-zero
 */
public record Line3(Vec3 origin, Vec3 direction) implements ParametricCurve3 {
    /**
     * Validates the line.
     *
     * @param origin the point at t = 0
     * @param direction dc/dt
     * @throws IllegalArgumentException if {@code direction} is zero
     */
    public Line3 {
        if (direction.norm() == 0) {
            throw new IllegalArgumentException("direction = (0.0, 0.0, 0.0); a line needs a non-zero direction");
        }
    }

    @Override
    public double tMin() {
        return Double.NEGATIVE_INFINITY;
    }

    @Override
    public double tMax() {
        return Double.POSITIVE_INFINITY;
    }

    @Override
    public void evaluate(double t, double[] out) {
        out[0] = origin.x() + t * direction.x();
        out[1] = origin.y() + t * direction.y();
        out[2] = origin.z() + t * direction.z();
        out[3] = direction.x();
        out[4] = direction.y();
        out[5] = direction.z();
        out[6] = 0;
        out[7] = 0;
        out[8] = 0;
    }

    @Override
    public double closestParameter(Vec3 p) {
        return p.subtract(origin).dot(direction) / direction.normSq();
    }
}
