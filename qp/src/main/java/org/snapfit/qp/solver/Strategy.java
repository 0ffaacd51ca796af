package org.snapfit.qp.solver;

/** How the solver changes the active set. */
public enum Strategy {
    /**
     * Algorithm 1 ordered as a dual active-set method (Goldfarb and Idnani 1983): start from the unconstrained
     * minimiser (line 1), add the most violated row (lines 20&ndash;25) and, on the way, drop every active row whose
     * multiplier would turn negative (lines 14&ndash;19, with the corrected sign) by a ratio test. Terminates in
     * finitely many steps in exact arithmetic, handles linearly dependent rows without regularisation and proves
     * infeasibility. The default.
     */
    DUAL,
    /**
     * Algorithm 1 exactly as printed (with the corrected multiplier sign): solve with the whole active set, drop
     * all negative multipliers, add all violated rows, repeat. It can cycle; the toggling watch list (&sect;7.2)
     * and the iteration cap make it terminate.
     */
    BLOCK
}
