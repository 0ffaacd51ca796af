/**
 * Exact geometric predicates on {@link org.snapfit.core.geom.ExactPoint2}: orientation of three points, point on
 * segment, segment intersection. Each question has one predicate returning an enum.
 *
 * <p><b>Semantics.</b> Inputs: any rational points (no range limit). Guarantees: every result is the exact answer
 * for the given rational coordinates. Exactness kind: <b>Exact</b>. A floating filter with a derived, cited error
 * bound is tried first ({@link org.snapfit.core.predicate.Predicates#ORIENTATION_FILTER_FACTOR}); when it cannot
 * decide, the value is computed exactly with {@link org.snapfit.algebra.number.Rational}. Package DAG:
 * depends on {@code algebra.number} and {@code core.geom} only.
 */
package org.snapfit.core.predicate;
