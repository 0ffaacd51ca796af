/**
 * Bodies and the planar profiles that CAD readers deliver.
 *
 * <p><b>Semantics.</b> A {@link org.snapfit.core.body.ProfileSet} holds, per named layer, closed outlines, open
 * paths, points and circles with exact rational coordinates in millimetres, each with its
 * {@link org.snapfit.core.body.ProfileSource} (file, line, entity, layer). Straight geometry is Exact; outlines and
 * paths built by polygonising curves carry {@code approximated = true} and are Approximate within the chord
 * tolerance the reader was given. Constructors validate (vertex counts, distinct consecutive vertices, positive
 * radius) and name the source in their messages. Depends on {@code core.geom} and {@code algebra.number}.
 */
package org.snapfit.core.body;
