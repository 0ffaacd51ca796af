/**
 * Forces during continuous (quasi-static) contact: penalty normal force (Constantinescu et al., eq. 3) and
 * regularised Coulomb friction (eq. 4).
 *
 * <p><b>Semantics.</b> Accepts a penetration depth ≥ 0 and relative normal/tangential velocities (SI units).
 * Guarantees passivity of the force law: the normal force is max(0, K p − B v_n), a spring with a one-sided
 * damper, and friction always opposes the tangential slip, so over any closed cycle the contact element absorbs
 * energy (never creates it). Exactness kind: Approximate (double).
 */
package org.snapfit.impulse.force;
