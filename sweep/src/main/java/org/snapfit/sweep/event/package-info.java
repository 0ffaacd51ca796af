/**
 * The events of the sweep (docs/model.md, Donald &amp; Pai's numbering (i)–(vii) plus grazing contact): a sealed
 * {@link org.snapfit.sweep.event.SweepEvent} with one record per kind, the termination causes and the documented
 * total order of simultaneous events.
 *
 * <p><b>Semantics.</b> Event times and configurations are exact ({@link org.snapfit.algebra.real.RealAlgebraic}
 * u and t); θ = 2 atan u and the travelled distance s = |v| t are reported numerically (Approximate, ~1e-15
 * relative). Order ({@link org.snapfit.sweep.event.SweepEvent#ORDER}): exact time, then
 * {@link org.snapfit.sweep.event.EventKind#priority()}, then pawl index, then sequence within the pawl. Package
 * DAG: {@code traits} → {@code event}.
 */
package org.snapfit.sweep.event;
