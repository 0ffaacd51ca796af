package org.snapfit.qp.solver;

/** How a QP solve ended. Every solve ends with one of these; none of them leaves NaN in the result. */
public enum QpStatus {
    /** All KKT conditions hold (up to the reported residuals) for every row. */
    OPTIMAL,
    /**
     * Optimal for the rows that remain after the toggling watch list (&sect;7.2) removed some; the removed rows are
     * listed in {@link QpResult#dropped()} and may be violated.
     */
    OPTIMAL_WITH_DROPPED,
    /**
     * The rows cannot all hold: the row named by {@link QpResult#infeasibleConstraint()} is a combination of
     * active rows that forces it to be violated. The returned x is the last iterate (finite).
     */
    INFEASIBLE,
    /** The iteration cap was reached; the returned x is the last iterate (finite) and the residuals say how far. */
    ITERATION_LIMIT
}
