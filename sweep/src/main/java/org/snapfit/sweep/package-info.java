/**
 * snapfit sweep: the Donald-Pai snap-fastener model, its C-space and the exact plane sweep, forces along the trajectory.
 *
 * <p><b>Semantics.</b> See the module's sweep/README.md for what it accepts and guarantees.
 */
package org.snapfit.sweep;
