package org.snapfit.study;

import java.util.Objects;
import java.util.Optional;

/**
 * Settings of a study engine. Immutable.
 *
 * @param threads worker threads of the embedded engine, 0 for one per available core
 * @param master the cluster master of a cluster engine (e.g. {@code local[2]}, {@code spark://host:7077}); empty
 *     for the engine's default (for Spark: the one {@code spark-submit} sets, else {@code local[*]})
 */
public record EngineSettings(int threads, Optional<String> master) {

    /**
     * Validates.
     *
     * @param threads the thread count, &gt;= 0
     * @param master the master, if given
     * @throws IllegalArgumentException if threads &lt; 0
     */
    public EngineSettings {
        if (threads < 0) {
            throw new IllegalArgumentException("threads = " + threads + "; give a count >= 1, or 0 for every core");
        }
        Objects.requireNonNull(master, "master");
    }

    /**
     * One thread per available core, no master.
     *
     * @return the defaults
     */
    public static EngineSettings defaults() {
        return new EngineSettings(0, Optional.empty());
    }

    /**
     * The thread count to use: the given one, else the available cores.
     *
     * @return &gt;= 1
     */
    public int threadCount() {
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }
}
