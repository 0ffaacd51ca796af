package org.snapfit.tracking.model;

import org.snapfit.core.curve.ParametricCurve2;

/**
 * A planar curve feature: the curve c(t) of a {@link ParametricCurve2} embedded in the body's z = 0 plane,
 * restricted to t ∈ [t0, t1] inside the curve's domain.
 *
 * @param name name used in messages
 * @param curve the curve (mm)
 * @param t0 lower parameter bound
 * @param t1 upper parameter bound
 */
public record CurveFeature(String name, ParametricCurve2 curve, double t0, double t1) implements ParametricFeature {

    /**
     * Validates the feature.
     *
     * @param name name used in messages, not blank
     * @param curve the curve, not null
     * @param t0 lower bound, finite, ≥ curve.tMin()
     * @param t1 upper bound, finite, &gt; t0, ≤ curve.tMax()
     * @throws IllegalArgumentException naming the field if a rule is broken
     */
    public CurveFeature {
        Features.requireName(name);
        if (curve == null) {
            throw new IllegalArgumentException("curve of feature '" + name + "' is null");
        }
        Features.requireRange(name, "t", t0, t1, curve.tMin(), curve.tMax());
    }

    /**
     * The feature on the curve's whole domain.
     *
     * @param name name used in messages
     * @param curve the curve
     * @return the feature
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static CurveFeature of(String name, ParametricCurve2 curve) {
        if (curve == null) {
            throw new IllegalArgumentException("curve of feature '" + name + "' is null");
        }
        return new CurveFeature(name, curve, curve.tMin(), curve.tMax());
    }

    @Override
    public int dimension() {
        return 1;
    }

    @Override
    public double lower(int index) {
        if (index != 0) {
            throw Features.noParameter(name, index, 1);
        }
        return t0;
    }

    @Override
    public double upper(int index) {
        if (index != 0) {
            throw Features.noParameter(name, index, 1);
        }
        return t1;
    }

    @Override
    public void evaluate(double p0, double p1, double[] out) {
        curve.evaluate(p0, out);
        double x = out[0];
        double y = out[1];
        double dx = out[2];
        double dy = out[3];
        double ddx = out[4];
        double ddy = out[5];
        java.util.Arrays.fill(out, 0, EVALUATION_LENGTH, 0);
        out[0] = x;
        out[1] = y;
        out[3] = dx;
        out[4] = dy;
        out[9] = ddx;
        out[10] = ddy;
    }
}
