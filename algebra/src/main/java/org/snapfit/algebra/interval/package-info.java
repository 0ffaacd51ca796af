/**
 * Outward-rounded double intervals and the certified floating-point sign filter for integer polynomials.
 *
 * <p><b>Semantics.</b> Accepts doubles and exact rationals (enclosed by correctly rounded neighbours).
 * {@link org.snapfit.algebra.interval.Interval} results enclose the exact results; the
 * {@link org.snapfit.algebra.interval.HornerFilter} answers a sign only when its derived error bound proves it,
 * otherwise it abstains. Certified: never wrong, sometimes undecided; callers fall back to exact arithmetic.
 */
package org.snapfit.algebra.interval;
