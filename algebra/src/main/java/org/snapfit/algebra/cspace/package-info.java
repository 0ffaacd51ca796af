/**
 * C-space constraint curves of the snap-fastener model and exact predicates on them (docs/model.md
 * item 5): the curve a(u) + t·b(u) = 0 with integer polynomials a, b of degree at most 2 (u = tan(θ/2)), its
 * x-monotone arcs, and one long-lived {@link org.snapfit.algebra.cspace.CurveKernel} that hash-conses curves and
 * caches per-curve and per-pair data (crossing polynomial, crossings with multiplicities, order between them).
 *
 * <p><b>Semantics.</b> Inputs: integer or rational coefficient arrays (denominators cleared once), real algebraic
 * u-values from {@code org.snapfit.algebra.real}. Outputs are exact: every comparison is the sign of an integer
 * polynomial at a real algebraic number, decided by {@code RealAlgebraic.signOf} (certified floating filter, then
 * exact). No {@code double} takes part in any decision; doubles appear only where arcs are sampled for drawing. Exactness kind: <em>Exact</em>.
 *
 * <p>Frames: the curve is the graph t = −a(u)/b(u) of a rational function of u. {@link
 * org.snapfit.algebra.cspace.CSpaceTraits} feeds the generic arrangement in CGAL's frame (x = u horizontal, t
 * vertical), so arcs are split only at poles; t-monotone pieces for a sweep in t are split further at vertical
 * tangencies ({@link org.snapfit.algebra.cspace.CurveKernel#verticalTangencies}).
 * Package DAG: {@code number} → {@code poly}, {@code real} → {@code arrangement} → {@code cspace}.
 */
package org.snapfit.algebra.cspace;
