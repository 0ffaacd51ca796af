/**
 * Internal helpers of the qp module: the banded Cholesky factor of K, the banded LDL&#7488; of the
 * interleaved KKT matrix, the dense Cholesky factor of the Schur complement with row append and delete, and the
 * bad-input message factory.
 *
 * <p><b>Semantics.</b> Approximate (double), not exported; callers validate input first. Depends on
 * {@code java.base} only.
 */
package org.snapfit.qp.internal;
