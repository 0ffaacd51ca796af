/**
 * snapfit impulse: passive multi-contact impulses for rigid bodies and linkages (Constantinescu et al.).
 *
 * <p><b>Semantics.</b> See the module's impulse/README.md for what it accepts and guarantees.
 */
package org.snapfit.impulse;
