package org.snapfit.study;

/** Receives the progress of a study run; called from the engine's threads, one call at a time. */
@FunctionalInterface
public interface StudyProgress {

    /** Ignores all progress. */
    StudyProgress NONE = (done, total, rate, eta) -> { };

    /**
     * Reports progress.
     *
     * @param done samples with a row (resumed ones included)
     * @param total samples of the study
     * @param rate samples analysed per second in this run so far (0 before the first)
     * @param etaSeconds the estimated seconds left at that rate (NaN when unknown)
     */
    void progress(long done, long total, double rate, double etaSeconds);
}
