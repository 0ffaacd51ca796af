package org.snapfit.qp.problem;

/** Whether a constraint row is an inequality J x &le; c or an equality J x = c. */
public enum ConstraintKind {
    /** J x &le; c; its multiplier must be &ge; 0 (sign convention of {@link QpProblem}). */
    INEQUALITY,
    /** J x = c (the paper's fixed constraints, &sect;4.4); its multiplier has any sign. */
    EQUALITY
}
