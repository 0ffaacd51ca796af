/**
 * Internal helpers of the algebra module (not exported).
 *
 * <p><b>Semantics.</b> {@link org.snapfit.algebra.internal.DoubleNewton} proposes floating-point root
 * approximations (Approximate) that callers verify with exact signs before use; nothing here decides a predicate.
 */
package org.snapfit.algebra.internal;
