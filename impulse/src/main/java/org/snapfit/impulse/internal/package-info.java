/**
 * Unexported dense linear-algebra helpers for small matrices (row-major flat arrays).
 *
 * <p><b>Semantics.</b> Allocation-free kernels; callers validate shapes. Exactness kind: Approximate.
 */
package org.snapfit.impulse.internal;
