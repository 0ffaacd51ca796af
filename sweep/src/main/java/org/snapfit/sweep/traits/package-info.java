/**
 * The configuration space of one pawl (docs/model.md): every type-A and type-B contact constraint as a curve
 * a(u) + t·b(u) = 0 in the (t, u) plane (u = tan θ/2, multiplied by 1 + u²), with its exact applicability markers
 * (contact point inside the edge; touching vertex convex and locally outside), its friction markers D₊, D₋ and its
 * slip-reversal marker v·r; and the minimal exact predicates the sweep needs at C-space points.
 *
 * <p><b>Semantics.</b> Inputs: a validated {@link org.snapfit.sweep.model.Mechanism}. Guarantees: every
 * polynomial has integer coefficients and the same sign as the geometric quantity it stands for (denominators
 * cleared by a positive factor); every predicate ({@link org.snapfit.sweep.traits.CPoint}) is decided exactly
 * through {@link org.snapfit.algebra.real.RealAlgebraic#signOf}. Exactness kind: <b>Exact</b>. This is a thin
 * adapter on {@code algebra.poly}/{@code algebra.real}: it composes their operations and implements no polynomial
 * arithmetic or root isolation of its own. Package DAG: {@code model} → {@code traits}.
 */
package org.snapfit.sweep.traits;
