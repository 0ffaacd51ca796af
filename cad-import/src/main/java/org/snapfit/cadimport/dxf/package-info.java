/**
 * ASCII DXF reader: group codes to planar profiles per layer.
 *
 * <p><b>Semantics.</b> Input: ASCII DXF R12 (AC1009) to current; binary DXF is rejected. Output: a
 * {@link org.snapfit.core.body.ProfileSet} in millimetres ({@code $INSUNITS} converted with exact factors; R12 and
 * files without units are read as millimetres) plus diagnostics naming file, line, entity (type, handle, layer)
 * and group code. Straight geometry is Exact (decimal text parsed with
 * {@link org.snapfit.algebra.number.Rational#parse}); arcs, bulges, circles, ellipses and splines are polygonised
 * within the chord tolerance and flagged {@code approximated} (Approximate). Loose pieces are chained into loops
 * with a spatial hash proposing which ends may meet (in double) and exact rational comparisons deciding which do;
 * closed outlines are checked as simple polygons by JTS's {@code IsValidOp} (a warning naming the point,
 * Approximate). Layers can be skimmed ({@link org.snapfit.cadimport.dxf.LayerFilter}) and the INSERT expansion is
 * budgeted before any geometry is built ({@link org.snapfit.cadimport.dxf.DxfOptions#maxEntities()},
 * {@link org.snapfit.cadimport.dxf.DxfOptions#maxInsertCopies()}). Depends on
 * {@code cadimport.diag}, {@code core.body}, {@code core.geom}, {@code core.tolerance}; JTS internally (no JTS type in
 * the API).
 */
package org.snapfit.cadimport.dxf;
