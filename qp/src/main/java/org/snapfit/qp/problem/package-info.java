/**
 * Immutable description of one convex quadratic programme: minimise &frac12; x&#7488;Kx &minus; b&#7488;x subject to
 * sparse linear rows J<sub>i</sub> x &le; c<sub>i</sub> (inequalities) and J<sub>i</sub> x = c<sub>i</sub>
 * (equalities), with an optional regularisation L<sub>i</sub> &ge; 0 per inequality row (Raghupathi and Faure,
 * eqs. (2)&ndash;(4), (23)).
 *
 * <p><b>Semantics.</b> Approximate (double). Accepts a symmetric band matrix K (positive definiteness is checked
 * when the solver factors it), finite b, rows with in-range distinct indices, finite coefficients not all zero and
 * finite right-hand sides; everything else is rejected with an {@link java.lang.IllegalArgumentException} naming
 * the field, the value and the rule. Objects are immutable and thread-safe; builders are not. Depends on
 * {@code java.base} only.
 */
package org.snapfit.qp.problem;
