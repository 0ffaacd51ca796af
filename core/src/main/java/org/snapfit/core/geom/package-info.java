/**
 * Immutable points, vectors and polygons in 2D and 3D.
 *
 * <p><b>Semantics.</b> Types named {@code Exact…} hold {@link org.snapfit.algebra.number.Rational} coordinates and
 * are exact; {@code Vec2}, {@code Vec3} hold finite doubles and are approximate. Constructors validate (finite
 * coordinates, distinct polygon vertices) and reject bad input with a message naming the field and value.
 */
package org.snapfit.core.geom;
