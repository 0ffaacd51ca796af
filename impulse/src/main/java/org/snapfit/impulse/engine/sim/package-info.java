/**
 * The SI engine behind {@code org.snapfit.impulse.sim}: the same concepts in m, kg, s, N (not exported; the public
 * package converts at its edge).
 */
package org.snapfit.impulse.engine.sim;
