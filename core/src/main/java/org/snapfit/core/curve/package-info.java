/**
 * Parametric curves in 2D and 3D with first and second derivatives.
 *
 * <p><b>Semantics.</b> Approximate (double). A curve is defined on a closed parameter interval
 * [{@code tMin}, {@code tMax}]; evaluation outside it is the analytic continuation where one exists, else an
 * {@link java.lang.IllegalArgumentException} naming the parameter. Implementations are immutable and thread-safe.
 * The allocation-free {@code evaluate(t, out)} form exists for hot loops (tracking); the record-returning forms
 * are the API for everyone else.
 */
package org.snapfit.core.curve;
