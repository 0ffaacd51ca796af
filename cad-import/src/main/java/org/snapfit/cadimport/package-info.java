/**
 * snapfit cad-import: dXF, STEP, STL and OBJ readers producing core types, with diagnostics.
 *
 * <p><b>Semantics.</b> See the module's cad-import/README.md for what it accepts and guarantees.
 */
package org.snapfit.cadimport;
