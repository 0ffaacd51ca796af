package org.snapfit.core.curve;

import org.snapfit.core.geom.Vec3;

/**
 * A point of a 3D curve with its first and second derivatives with respect to the parameter. Immutable; approximate.
 *
 * @param point c(t)
 * @param d1 c'(t)
 * @param d2 c''(t)
 */
public record CurveDerivatives3(Vec3 point, Vec3 d1, Vec3 d2) {
}
