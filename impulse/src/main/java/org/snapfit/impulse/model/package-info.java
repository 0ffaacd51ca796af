/**
 * The proxy's description for configuration-space dynamics (Constantinescu et al., eq. 1): planar serial linkages
 * with revolute joints (and free planar bodies), free rigid bodies in space, their links and planar poses.
 *
 * <p><b>Semantics.</b> Units mm, kg, s, N, rad: lengths mm, masses kg, inertia kg&middot;mm&sup2;, gravity
 * mm/s&sup2;; each type states which generalised coordinates are mm and which rad, and so the units of D(q) and of
 * impulses on them. The dynamics (D(q), B(q, q̇), G(q)) run in the module's SI engine. Values are checked when a
 * type is made and bad input is rejected with an {@code IllegalArgumentException} naming the quantity. Exactness
 * kind: Approximate (double). Depends on {@code core.geom}, {@code core.transform}.
 */
package org.snapfit.impulse.model;
