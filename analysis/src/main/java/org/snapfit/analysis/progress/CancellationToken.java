package org.snapfit.analysis.progress;

/**
 * Asks a running analysis to stop. Thread-safe: {@link #cancel()} may be called from any thread (a UI's cancel
 * button, a time-out) while another thread runs the analysis. The analysis checks the token between exact runs,
 * between the points of a friction sweep and the steps of a bisection, and inside each run's sweep at every step of
 * every pawl; once cancelled it ends with an {@link AnalysisCancelledException} and delivers no report (never a
 * half report). A token cannot be reset: use a new one per run.
 */
public final class CancellationToken {

    /** A token that is never cancelled (calling {@link #cancel()} on it is refused). */
    public static final CancellationToken NONE = new CancellationToken(false);

    private final boolean cancellable;
    private volatile boolean cancelled;

    private CancellationToken(boolean cancellable) {
        this.cancellable = cancellable;
    }

    /**
     * A new token, not cancelled.
     *
     * @return the token
     */
    public static CancellationToken create() {
        return new CancellationToken(true);
    }

    /**
     * Requests cancellation; idempotent.
     *
     * @throws UnsupportedOperationException on {@link #NONE}
     */
    public void cancel() {
        if (!cancellable) {
            throw new UnsupportedOperationException("CancellationToken.NONE cannot be cancelled; use create()");
        }
        cancelled = true;
    }

    /**
     * Whether cancellation was requested.
     *
     * @return true after {@link #cancel()}
     */
    public boolean isCancelled() {
        return cancelled;
    }

    /**
     * Ends the calling computation if cancellation was requested.
     *
     * @param where what was about to run, for the exception's message (e.g. {@code "mu sweep 3/15"})
     * @throws AnalysisCancelledException if {@link #isCancelled()}
     */
    public void throwIfCancelled(String where) {
        if (cancelled) {
            throw new AnalysisCancelledException(where);
        }
    }
}
