package org.snapfit.core.surface;

import org.snapfit.core.geom.Vec3;

/**
 * A point of a surface with its partial derivatives up to order two. Immutable; approximate.
 *
 * @param point S(u, v)
 * @param su ∂S/∂u
 * @param sv ∂S/∂v
 * @param suu ∂²S/∂u²
 * @param suv ∂²S/∂u∂v
 * @param svv ∂²S/∂v²
 */
public record SurfaceDerivatives(Vec3 point, Vec3 su, Vec3 sv, Vec3 suu, Vec3 suv, Vec3 svv) {
}
