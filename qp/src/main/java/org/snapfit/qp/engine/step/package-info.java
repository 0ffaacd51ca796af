/**
 * Engine internals, in SI units; not exported (the public, mm form is {@code org.snapfit.qp.step}).
 *
 * <p>The time-stepping engine of QP-Collide (Algorithm 1 per step: assemble (1), detect, build the rows, solve the
 * QP, integrate) and the paper's two example scenes.
 *
 * <p><b>Semantics.</b> Approximate (double), SI units (m, kg, s) inside. It reads the public
 * {@link org.snapfit.qp.step.StepSettings} (mm) and writes the public {@link org.snapfit.qp.step.StepReport} (mm, kg,
 * s, N), converting lengths and energies by 10<sup>&plusmn;3</sup> at that edge. Every
 * {@link org.snapfit.qp.engine.step.SiStepEngine#step} returns an immutable report with the solver status and the KKT
 * residuals of the final QP of the step; the state never receives NaN (a non-finite update is an internal error). Strain-limit and
 * contact rows are re-linearised about the predicted configuration and the QP re-solved (warm-started) until the
 * strains and gaps hold to their tolerances or the pass limit is reached; the report gives what remains. Depends on
 * {@code qp.model}, {@code qp.response}, {@code qp.solver}, {@code qp.problem} and {@code core}.
 */
package org.snapfit.qp.engine.step;
