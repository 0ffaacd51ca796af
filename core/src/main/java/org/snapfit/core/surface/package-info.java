/**
 * Parametric surfaces with first and second partial derivatives.
 *
 * <p><b>Semantics.</b> Approximate (double). A surface is defined on a parameter rectangle
 * [{@code uMin}, {@code uMax}] × [{@code vMin}, {@code vMax}] (an unbounded direction, as for a plane or a
 * cylinder's axis, is ±infinity). Implementations are immutable and thread-safe. The allocation-free
 * {@code evaluate(u, v, out)} form exists for hot loops (tracking); the record-returning forms are the API for
 * everyone else.
 */
package org.snapfit.core.surface;
