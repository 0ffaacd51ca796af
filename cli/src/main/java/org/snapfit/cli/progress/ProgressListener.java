package org.snapfit.cli.progress;

/** Receives progress of a long computation. Implementations must be cheap; they never change results. */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores everything. */
    ProgressListener NONE = (phase, done, total) -> { };

    /**
     * One step of a phase has finished.
     *
     * @param phase what is running, e.g. {@code "mu sweep"}
     * @param done steps finished so far, 1 … total
     * @param total steps of the phase
     */
    void step(String phase, int done, int total);
}
