/**
 * Real algebraic numbers and real root isolation.
 *
 * <p><b>Semantics.</b> Accepts non-zero integer polynomials. {@link org.snapfit.algebra.real.RootIsolator} returns
 * dyadic isolating intervals (Descartes/VCA bisection), {@link org.snapfit.algebra.real.SturmSequence} counts roots
 * independently, {@link org.snapfit.algebra.real.RealAlgebraic} compares numbers and signs polynomials at them.
 * Every decision is Exact: floating point appears only in the certified filters of
 * {@code org.snapfit.algebra.interval} and as Newton proposals that are verified by exact signs. Decimal output
 * ({@code toDecimalString}, {@code toDouble}, and {@link org.snapfit.algebra.real.DecimalDigits} for many digits:
 * Apfloat Newton certified by exact signs) is correctly rounded; {@code atan}/{@code theta} are Approximate to the
 * stated digits (Apfloat with guard digits).
 */
package org.snapfit.algebra.real;
