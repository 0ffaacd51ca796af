/**
 * snapfit qp: qP collision response for deformable parts (Raghupathi and Faure).
 *
 * <p><b>Semantics.</b> See the module's qp/README.md for what it accepts and guarantees.
 */
package org.snapfit.qp;
