package org.snapfit.analysis.engine;

import java.util.Objects;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.analysis.progress.ProgressListener;

/**
 * The progress listener and cancellation token of one analysis, as the analysis code uses them. Immutable (the token
 * it holds is not).
 *
 * @param listener receives progress
 * @param token checked between runs
 */
public record Monitor(ProgressListener listener, CancellationToken token) {

    /** Neither reports nor cancels. */
    public static final Monitor NONE = new Monitor(ProgressListener.NONE, CancellationToken.NONE);

    /**
     * Validates.
     *
     * @param listener the listener
     * @param token the token
     */
    public Monitor {
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(token, "token");
    }

    /**
     * Reports that {@code done} of {@code total} steps of a phase are finished, as {@code "<label> <done>/<total>"}.
     *
     * @param phase the phase
     * @param label what the steps are, e.g. {@code "mu sweep"}
     * @param done steps finished, 0 … total
     * @param total steps of the phase, &gt; 0
     */
    public void step(Phase phase, String label, int done, int total) {
        listener.progress(phase, total > 0 ? Math.min(1.0, (double) done / total) : 1.0, label + " " + done + "/" + total);
    }

    /**
     * Reports a phase with a message of its own.
     *
     * @param phase the phase
     * @param fraction the share done, in [0, 1]
     * @param message the line for a person
     */
    public void report(Phase phase, double fraction, String message) {
        listener.progress(phase, fraction, message);
    }

    /**
     * Ends the analysis if its token was cancelled.
     *
     * @param where what is about to run
     * @throws org.snapfit.analysis.progress.AnalysisCancelledException if cancelled
     */
    public void check(String where) {
        token.throwIfCancelled(where);
    }
}
