/**
 * Bodies and the planar profiles that CAD readers deliver.
 *
 * <p><b>Semantics.</b> Two families live here. (1) Planar profiles: a {@link org.snapfit.core.body.ProfileSet}
 * holds, per named layer, closed outlines, open paths, points and circles with exact rational coordinates in
 * millimetres, each with its {@link org.snapfit.core.body.ProfileSource} (file, line, entity, layer). Straight
 * geometry is Exact; outlines and paths built by polygonising curves carry {@code approximated = true} and are
 * Approximate within the chord tolerance the reader was given. Constructors validate (vertex counts, distinct
 * consecutive vertices, positive radius) and name the source in their messages. (2) Boundary representation:
 * vertices, edges on 3D curves, loops, trimmed faces on surfaces, shells, bodies, and assemblies of placed
 * products; area, volume and bounding box by boundary-reduced Gauss–Legendre quadrature. Approximate (double).
 * Types are immutable records; a face's normal is its surface's natural normal unless {@code sameSense} is false;
 * loops keep the face on their left seen from the normal side. Derived quantities
 * ({@link org.snapfit.core.body.FaceIntegrator}) state their accuracy: rounding level for analytic faces bounded by
 * lines and circles, the file's edge-to-surface tolerance for B-spline faces. Assemblies are DAGs of products with
 * rigid child-to-parent placements.
 */
package org.snapfit.core.body;
