/**
 * The trajectory of each pawl as pieces: at rest, following one constraint between exact end points, or an
 * instantaneous snap from u₁ to u₂ at an exact time.
 *
 * <p><b>Semantics.</b> Piece end points are exact ({@link org.snapfit.algebra.real.RealAlgebraic}); the value
 * of u inside a following piece is computed numerically (bisection on the monotone t = −a(u)/b(u) of the piece,
 * Approximate to a few ulps), for forces and plots only. Package DAG: {@code traits}, {@code event} →
 * {@code trajectory}.
 */
package org.snapfit.sweep.trajectory;
