package org.snapfit.sweep.engine;

/**
 * Which exact engine sweeps each pawl. All three run the same code path (follow the current constraint, isolate the
 * roots of the other candidates restricted to it, resolve every event by exact local tests) and differ only in
 * which constraints they consider, so their events, exact times and terminations agree wherever the pruning is
 * safe (see {@code FacePruning} and the sweep README).
 */
public enum Engine {
    /**
     * The free face F of the run's start ({@code SingleFaceBuilder}) prunes the constraints first: only those with
     * a piece on ∂F (plus the ones that cannot be turned into arcs, and the vertex–vertex partners of every kept
     * one) are searched; the box filter of {@link #FILTERED} runs on top.
     */
    FACE,
    /** Every constraint, skipped per step by the conservative double-precision box filter ({@code Reach}). */
    FILTERED,
    /** Every constraint at every step: the plain naive [DP] engine (the oracle of the other two). */
    NAIVE
}
