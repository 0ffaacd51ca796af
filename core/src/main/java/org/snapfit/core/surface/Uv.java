package org.snapfit.core.surface;

/**
 * A parameter pair (u, v) of a surface. Immutable.
 *
 * @param u the first parameter
 * @param v the second parameter
 */
public record Uv(double u, double v) {
}
