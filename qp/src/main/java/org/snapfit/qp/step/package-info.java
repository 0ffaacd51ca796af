/**
 * The time-stepping engine of QP-Collide (Algorithm 1 per step: assemble (1), detect, build the rows, solve the
 * QP, integrate) and the paper's two example scenes.
 *
 * <p><b>Semantics.</b> Approximate (double), SI units (m, kg, s). Every {@link org.snapfit.qp.step.StepEngine#step}
 * returns an immutable {@link org.snapfit.qp.step.StepReport} with the solver status and the KKT residuals of the
 * final QP of the step; the state never receives NaN (a non-finite update is an internal error). Strain-limit and
 * contact rows are re-linearised about the predicted configuration and the QP re-solved (warm-started) until the
 * strains and gaps hold to their tolerances or the pass limit is reached; the report gives what remains. Depends on
 * {@code qp.model}, {@code qp.response}, {@code qp.solver}, {@code qp.problem} and {@code core}.
 */
package org.snapfit.qp.step;
