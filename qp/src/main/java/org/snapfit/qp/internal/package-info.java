/**
 * Internal helpers of the qp module: the bad-input message factory. (The banded and updatable factorisations live
 * in {@code org.snapfit.core.linalg}.)
 *
 * <p><b>Semantics.</b> Not exported; depends on {@code java.base} only.
 */
package org.snapfit.qp.internal;
