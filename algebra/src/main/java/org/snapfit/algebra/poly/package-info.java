/**
 * Integer polynomials: univariate {@link org.snapfit.algebra.poly.IntPoly} and small bivariate
 * {@link org.snapfit.algebra.poly.BiPoly}.
 *
 * <p><b>Semantics.</b> Accepts integer (or rational, cleared to an integer multiple) coefficients and polynomial
 * text. Every result is Exact: ring operations, content and primitive part, exact division, pseudo-remainder,
 * gcd (primitive PRS), Yun's square-free decomposition, resultants (Bareiss determinant of the Sylvester matrix),
 * homogeneous integer evaluation (no gcd per step, {@code long} fast path guarded by an a-priori bit bound) and
 * Taylor shifts. No floating point is used in this package.
 */
package org.snapfit.algebra.poly;
