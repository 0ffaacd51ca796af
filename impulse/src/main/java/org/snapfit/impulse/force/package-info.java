/**
 * Forces during continuous (quasi-static) contact: penalty normal force (Constantinescu et al., eq. 3) and
 * regularised Coulomb friction (eq. 4).
 *
 * <p><b>Semantics.</b> Parameters in mm, s, N (stiffness N/mm, damping N&middot;s/mm, slip threshold mm/s). The
 * force law is passive: the normal force is max(0, K p − B v_n), a spring with a one-sided damper, and friction
 * always opposes the tangential slip, so over any closed cycle the contact element absorbs energy (never creates
 * it). Exactness kind: Approximate (double).
 */
package org.snapfit.impulse.force;
