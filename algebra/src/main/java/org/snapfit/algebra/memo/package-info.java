/**
 * Bounded, thread-safe memo tables for the exact kernels and their callers: {@link
 * org.snapfit.algebra.memo.BoundedMemo} keeps the most recently used entries of a function of immutable keys.
 *
 * <p><b>Semantics.</b> Inputs: non-null keys with value equality and non-null immutable values. Guarantees: at most
 * the capacity of entries, the least recently used dropped first; every operation atomic. A memo stores results
 * computed elsewhere, so it is as exact as what it stores (Exact for the kernels' exact results).
 */
package org.snapfit.algebra.memo;
