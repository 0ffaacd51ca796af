/**
 * ASCII DXF reader: group codes to planar profiles per layer.
 *
 * <p><b>Semantics.</b> Input: ASCII DXF R12 (AC1009) to current; binary DXF is rejected. Output: a
 * {@link org.snapfit.core.body.ProfileSet} in millimetres ({@code $INSUNITS} converted with exact factors; R12 and
 * files without units are read as millimetres) plus diagnostics naming file, line, entity (type, handle, layer)
 * and group code. Straight geometry is Exact (decimal text parsed with
 * {@link org.snapfit.algebra.number.Rational#parse}); arcs, bulges, circles, ellipses and splines are polygonised
 * within the chord tolerance and flagged {@code approximated} (Approximate). Depends on {@code cadimport.diag},
 * {@code core.body}, {@code core.geom}, {@code core.tolerance}.
 */
package org.snapfit.cadimport.dxf;
