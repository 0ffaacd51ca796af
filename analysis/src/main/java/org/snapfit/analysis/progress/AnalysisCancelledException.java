package org.snapfit.analysis.progress;

import java.util.concurrent.CancellationException;

/**
 * An analysis stopped because its {@link CancellationToken} was cancelled. No report is delivered. Unchecked (a
 * {@link CancellationException}, as {@code Future.get} throws for a cancelled task).
 */
public final class AnalysisCancelledException extends CancellationException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param where what was about to run or running when the cancellation was seen
     */
    public AnalysisCancelledException(String where) {
        super("analysis cancelled (" + where + ")");
    }
}
