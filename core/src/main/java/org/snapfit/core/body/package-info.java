/**
 * Boundary representation: vertices, edges on 3D curves, loops, trimmed faces on surfaces, shells, bodies, and
 * assemblies of placed products; area, volume and bounding box by boundary-reduced Gauss–Legendre quadrature.
 *
 * <p><b>Semantics.</b> Approximate (double). Types are immutable records; a face's normal is its surface's natural
 * normal unless {@code sameSense} is false; loops keep the face on their left seen from the normal side. Derived
 * quantities ({@link org.snapfit.core.body.FaceIntegrator}) state their accuracy: rounding level for analytic faces
 * bounded by lines and circles, the file's edge-to-surface tolerance for B-spline faces. Assemblies are DAGs of
 * products with rigid child-to-parent placements.
 */
package org.snapfit.core.body;
