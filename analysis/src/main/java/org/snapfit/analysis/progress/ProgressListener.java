package org.snapfit.analysis.progress;

/**
 * Receives progress of an analysis: which {@link Phase} is running, how far it is and a short human-readable line.
 * Called on the thread that runs the analysis, in order, never concurrently. Implementations must be cheap and must
 * not throw; they never change results. To stop a run, cancel its {@link CancellationToken} (from any thread).
 */
@FunctionalInterface
public interface ProgressListener {

    /** A listener that ignores everything. */
    ProgressListener NONE = (phase, fraction, message) -> { };

    /**
     * Part of a phase has finished.
     *
     * @param phase what is running
     * @param fraction the share of the phase done, in [0, 1] (dimensionless); 1 when the phase is finished
     * @param message a short line for a person, e.g. {@code "mu sweep 3/15"}; it names no command-line option
     */
    void progress(Phase phase, double fraction, String message);
}
