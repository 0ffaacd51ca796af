package org.snapfit.core.section;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint3;

/**
 * The exact placement of an elementary surface as its file gives it: the location and axis direction ratios of
 * its AXIS2_PLACEMENT_3D and, for cylinders and spheres, the radius. Immutable and thread-safe; exact.
 *
 * @param location the location (the centre of a sphere), mm
 * @param direction the axis direction ratios (any length &gt; 0)
 * @param radius the radius of a cylinder or sphere (mm), if exact
 */
public record ExactAxis(ExactPoint3 location, ExactPoint3 direction, Optional<Rational> radius) {

    /**
     * Validates.
     *
     * @param location the location
     * @param direction the direction
     * @param radius the radius
     * @throws IllegalArgumentException if the direction is zero or the radius is not positive
     */
    public ExactAxis {
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(radius, "radius");
        if (direction.isZero()) {
            throw new IllegalArgumentException("axis direction = " + direction + "; it must be non-zero");
        }
        radius.filter(r -> r.signum() <= 0).ifPresent(r -> {
            throw new IllegalArgumentException("radius = " + r + "; it must be > 0");
        });
    }
}
