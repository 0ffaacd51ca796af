/**
 * snapfit tracking: minimum-distance tracking between convex parametric bodies (Patoglu and Gillespie).
 *
 * <p><b>Semantics.</b> See the module's tracking/README.md for what it accepts and guarantees.
 */
package org.snapfit.tracking;
