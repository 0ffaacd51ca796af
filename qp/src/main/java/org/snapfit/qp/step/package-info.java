/**
 * The time-stepping engine of QP-Collide (Algorithm 1 per step: assemble (1), detect, build the rows, solve the
 * QP, integrate), the paper's two example scenes and straight cables.
 *
 * <p><b>Semantics.</b> Approximate (double). Units mm, kg, s, N at this edge: lengths mm, velocities mm/s,
 * energies mJ (= N&middot;mm), impulses N&middot;s, stiffness N/mm, damping N&middot;s/mm; QP residuals and
 * strains as {@link org.snapfit.qp.step.StepReport} states. The engine inside works in SI (m, kg, s, N): every
 * quantity is converted by one multiplication on the way in (when a {@link org.snapfit.qp.step.Scene} or
 * {@link org.snapfit.qp.step.StepEngine} is made) and on the way out (states, reports). Every
 * {@link org.snapfit.qp.step.StepEngine#step} returns an immutable report with the solver status and the KKT
 * residuals of the final QP of the step; the state never receives NaN. Depends on {@code qp.model},
 * {@code qp.response}, {@code qp.solver}, {@code qp.problem} and {@code core}.
 */
package org.snapfit.qp.step;
