/**
 * STEP to core B-rep: geometry, topology, product structure and assembly placements.
 *
 * <p><b>Semantics.</b> Accepts Part 21 files of AP203, AP214 and AP242 (schema name in any case). Produces core
 * {@link org.snapfit.core.body.Assembly} trees whose bodies are in millimetres (file lengths multiplied by the
 * context's unit factor). Unknown entities are skipped with a warning; malformed entities (wrong arity, wrong
 * parameter type, dangling or cyclic references) give errors with line and {@code #id} and the item holding them is
 * skipped; only broken Part 21 syntax ends the import with an
 * {@link org.snapfit.cadimport.diag.ImportException}. Approximate (double geometry).
 */
package org.snapfit.cadimport.step.brep;
