package org.snapfit.tracking.model;

import org.snapfit.core.surface.ParametricSurface;

/**
 * A surface patch feature: a {@link ParametricSurface} restricted to [u0, u1] × [v0, v1] inside its domain, in
 * body coordinates. The parameterisation should be regular (Su × Sv ≠ 0) on the box; the convexity check of the
 * tracker is not part of this type.
 *
 * @param name name used in messages
 * @param surface the surface (mm)
 * @param u0 lower u bound
 * @param u1 upper u bound
 * @param v0 lower v bound
 * @param v1 upper v bound
 */
public record PatchFeature(String name, ParametricSurface surface, double u0, double u1, double v0, double v1)
        implements ParametricFeature {

    /**
     * Validates the feature.
     *
     * @param name name used in messages, not blank
     * @param surface the surface, not null
     * @param u0 lower u bound, finite, ≥ surface.uMin()
     * @param u1 upper u bound, finite, &gt; u0, ≤ surface.uMax()
     * @param v0 lower v bound, finite, ≥ surface.vMin()
     * @param v1 upper v bound, finite, &gt; v0, ≤ surface.vMax()
     * @throws IllegalArgumentException naming the field if a rule is broken
     */
    public PatchFeature {
        Features.requireName(name);
        if (surface == null) {
            throw new IllegalArgumentException("surface of feature '" + name + "' is null");
        }
        Features.requireRange(name, "u", u0, u1, surface.uMin(), surface.uMax());
        Features.requireRange(name, "v", v0, v1, surface.vMin(), surface.vMax());
    }

    @Override
    public int dimension() {
        return 2;
    }

    @Override
    public double lower(int index) {
        return switch (index) {
            case 0 -> u0;
            case 1 -> v0;
            default -> throw Features.noParameter(name, index, 2);
        };
    }

    @Override
    public double upper(int index) {
        return switch (index) {
            case 0 -> u1;
            case 1 -> v1;
            default -> throw Features.noParameter(name, index, 2);
        };
    }

    @Override
    public void evaluate(double p0, double p1, double[] out) {
        surface.evaluate(p0, p1, out);
    }
}
