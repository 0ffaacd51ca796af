/**
 * Small dense and banded linear algebra for the numeric solvers: Cholesky (dense, banded, updatable, pivoted and
 * rank-revealing), LDL&#7488; (dense and banded), triangular solves and vector helpers.
 *
 * <p><b>Semantics.</b> Approximate (IEEE double). Matrices are flat {@code double[]} arrays, dense ones row-major
 * with an explicit row stride, so a caller can keep one preallocated workspace for every size up to its maximum and
 * call the kernels without allocating: every static method of {@link org.snapfit.core.linalg.Cholesky},
 * {@link org.snapfit.core.linalg.Ldlt}, {@link org.snapfit.core.linalg.PivotedCholesky},
 * {@link org.snapfit.core.linalg.Triangular} and {@link org.snapfit.core.linalg.Vectors} is allocation-free and
 * writes only the arrays it is given. Only the lower triangle of a symmetric input is read. Kernels do not check
 * array lengths or finiteness beyond what their Javadoc states (they are inner loops); a failed factorisation is
 * reported by its return value (the index of the failing pivot), never by an exception, so that the caller can
 * name the quantity in its own error message. Rounding-error bounds are those of Higham, <i>Accuracy and Stability
 * of Numerical Algorithms</i> (2nd ed.), Theorems 8.5 (triangular solves) and 10.3&ndash;10.5 (Cholesky); the kernels
 * fix their summation order, so equal inputs give bit-identical outputs. The factor objects
 * {@link org.snapfit.core.linalg.BandCholesky} and {@link org.snapfit.core.linalg.BandLdlt} are immutable after
 * construction; {@link org.snapfit.core.linalg.UpdatableCholesky} is a mutable engine, one per solve. Depends on
 * {@code java.base} only.
 */
package org.snapfit.core.linalg;
