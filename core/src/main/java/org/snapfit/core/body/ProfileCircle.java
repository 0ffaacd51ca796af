package org.snapfit.core.body;

import java.util.Objects;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * A full circle of a planar profile, kept exactly (centre and radius) beside its polygonised outline, so that a
 * small circle can mark a point (its centre) and a large one can be an outline. Immutable, thread-safe, exact.
 *
 * @param centre the centre
 * @param radius the radius, {@code > 0}
 * @param source where it came from
 */
public record ProfileCircle(ExactPoint2 centre, Rational radius, ProfileSource source) {

    /**
     * Validates.
     *
     * @param centre the centre
     * @param radius the radius
     * @param source the source
     * @throws IllegalArgumentException if the radius is not positive
     */
    public ProfileCircle {
        Objects.requireNonNull(centre, "centre");
        Objects.requireNonNull(radius, "radius");
        Objects.requireNonNull(source, "source");
        if (radius.signum() <= 0) {
            throw new IllegalArgumentException("circle radius = " + radius + " (" + source.describe()
                    + "); a radius must be > 0");
        }
    }
}
