/**
 * The active-set QP solver of Raghupathi and Faure's Algorithm 1, on a banded LDL&#7488; of the interleaved KKT
 * matrix (block rounds, then the dual order), with the symmetric positive definite Schur complement
 * J<sub>A</sub> K&#8315;&sup1; J<sub>A</sub>&#7488; (+ L<sub>A</sub>) as the fallback.
 *
 * <p><b>Semantics.</b> Approximate (double) with certified termination: every call of
 * {@link org.snapfit.qp.solver.QpSolver#solve} returns after at most {@code maxIterations} active-set changes with
 * a {@link org.snapfit.qp.solver.QpStatus}; it never loops and never returns NaN. On
 * {@link org.snapfit.qp.solver.QpStatus#OPTIMAL} the returned pair (x, &mu;) satisfies the KKT conditions of
 * {@link org.snapfit.qp.problem.QpProblem} up to the residuals the immutable
 * {@link org.snapfit.qp.solver.QpResult} reports (computed afresh from the problem data, not from the solver's
 * internal state). An infeasible constraint set is reported with the label of the row that cannot be met. A K
 * that is not positive definite is rejected with an {@link java.lang.IllegalArgumentException}. Depends on
 * {@code qp.problem}.
 */
package org.snapfit.qp.solver;
