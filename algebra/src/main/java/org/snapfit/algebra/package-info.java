/**
 * snapfit algebra: exact numbers, integer polynomials, real algebraic numbers, C-space curves, single free-space face.
 *
 * <p><b>Semantics.</b> See the module's algebra/README.md for what it accepts and guarantees.
 */
package org.snapfit.algebra;
