package org.snapfit.study;

import java.util.List;
import org.snapfit.analysis.progress.CancellationToken;

/**
 * Where the samples of a study are analysed. The embedded engine {@link LocalEngine} ({@code local}) uses the
 * cores of this machine; other engines (Apache Spark: {@code spark}, module {@code org.snapfit.study.spark}) are
 * found as services of this interface on the class or module path. Every engine must give the rows of
 * {@link StudyPlan#evaluate}: it only decides where and in which order they are computed.
 */
public interface StudyEngine {

    /**
     * The engine's name, as {@code --engine} takes it.
     *
     * @return e.g. {@code local}
     */
    String name();

    /**
     * Analyses samples and hands each row to the sink as soon as it is done (in any order).
     *
     * @param plan the study
     * @param samples the indices to analyse, increasing
     * @param settings threads, cluster master
     * @param sink receives the rows; thread-safe
     * @param token cancels the run: no new sample starts, running ones stop at their next check
     * @throws org.snapfit.analysis.progress.AnalysisCancelledException if cancelled
     * @throws IllegalArgumentException if the settings do not suit the engine (the message says why)
     */
    void run(StudyPlan plan, List<Long> samples, EngineSettings settings, RowSink sink, CancellationToken token);

    /** Receives rows; implementations are thread-safe. */
    @FunctionalInterface
    interface RowSink {
        /**
         * Takes one finished row.
         *
         * @param row the row
         */
        void accept(SampleRow row);
    }
}
