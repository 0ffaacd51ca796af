package org.snapfit.analysis.progress;

/** The phases of an analysis, in the order a run meets them (each phase may be skipped). */
public enum Phase {
    /** Reading the mechanism source (file, drawing, profiles) and building the mechanism. */
    LOAD,
    /** The exact insertion and, if it completes, retraction runs at the mechanism's friction coefficient. */
    RUNS,
    /** Locating a critical friction coefficient by exact runs (bisection steps). */
    CRITICAL_MU,
    /** The friction sweep: one pair of runs per μ of the range, then the critical μ between verdict changes. */
    MU_SWEEP,
    /** The near-self-locking check: runs at a μ above the mechanism's. */
    NEAR_LOCK,
    /** Writing the output files. */
    OUTPUT
}
