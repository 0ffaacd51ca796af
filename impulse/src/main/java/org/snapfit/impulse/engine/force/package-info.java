/**
 * The SI engine behind {@code org.snapfit.impulse.force}: the same concepts in m, kg, s, N (not exported; the public
 * package converts at its edge).
 */
package org.snapfit.impulse.engine.force;
