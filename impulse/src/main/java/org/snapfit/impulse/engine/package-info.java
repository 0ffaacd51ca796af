/**
 * The conversion between the module's public units (mm, kg, s, N) and the SI units (m, kg, s, N) of the engine
 * packages {@code org.snapfit.impulse.engine.*} (not exported).
 */
package org.snapfit.impulse.engine;
