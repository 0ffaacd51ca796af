/**
 * Exact numbers: canonical rationals, signs and comparisons, integer helpers, and the internal-error type.
 *
 * <p><b>Semantics.</b> Every type here is immutable and exact. Text is parsed into rationals without ever passing
 * through {@code double}; arithmetic never rounds. A broken internal invariant anywhere in snapfit throws
 * {@link org.snapfit.algebra.number.SnapfitInternalError}. Depends on {@code java.base} only.
 */
package org.snapfit.algebra.number;
