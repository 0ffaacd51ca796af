package org.snapfit.core.body;

import java.util.Objects;
import org.snapfit.core.geom.ExactPoint2;

/**
 * A marked point of a planar profile (a DXF POINT). Immutable, thread-safe, exact.
 *
 * @param point the location
 * @param source where it came from
 */
public record ProfilePoint(ExactPoint2 point, ProfileSource source) {

    /**
     * Validates.
     *
     * @param point the location
     * @param source the source
     * @throws NullPointerException if an argument is null
     */
    public ProfilePoint {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(source, "source");
    }
}
