package org.snapfit.bench.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.study.EngineSettings;
import org.snapfit.study.LocalEngine;
import org.snapfit.study.SampleRow;
import org.snapfit.study.Study;
import org.snapfit.study.StudyPlan;

/**
 * Design-study throughput on the DXF hook: {@code batch} ({@code longBatch}) analyses {@value #BATCH}
 * ({@value #LONG_BATCH}) consecutive samples of a study on the embedded engine with 1 or 2 worker threads (average
 * time per sample: its inverse is samples/s); every invocation takes the next samples of a study of 10⁶, so no
 * sample is analysed twice. The studies are those of
 * {@code test-data/study/} with their sample count raised: {@code hook-friction-mc.json} (μ and κ drawn, the
 * geometry as drawn) and {@code hook-tolerance-mc.json} (also the catch shifted ±0.05 mm: new geometry every
 * sample). Run from the repository root.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class StudyBench {

    /** Samples per invocation of {@link #batch}. */
    public static final int BATCH = 100;

    /** Samples per invocation of {@link #longBatch}. */
    public static final int LONG_BATCH = 1000;

    /** The study file, relative to the repository root. */
    @Param({"test-data/study/hook-friction-mc.json"})
    public String study;

    /** Worker threads of the embedded engine. */
    @Param({"1", "2"})
    public int threads;

    private StudyPlan plan;
    private final AtomicLong next = new AtomicLong();
    private final LocalEngine engine = new LocalEngine();

    /** Creates the benchmark state (JMH instantiates it). */
    public StudyBench() {
    }

    /** Reads the study with 10⁶ samples. */
    @Setup
    public void prepare() throws java.io.IOException {
        System.setProperty("java.awt.headless", "true");
        Path src = Path.of(study);
        String text = java.nio.file.Files.readString(src).replaceFirst("\"samples\": *[0-9]+", "\"samples\": 1000000");
        Path copy = src.resolveSibling("bench-" + src.getFileName());
        java.nio.file.Files.writeString(copy, text);
        try {
            plan = Study.plan(copy);
        } finally {
            java.nio.file.Files.deleteIfExists(copy);
        }
    }

    /**
     * {@value #BATCH} samples on the embedded engine.
     *
     * @return the number of locking samples (consumed by JMH)
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int batch() {
        return run(BATCH);
    }

    /**
     * {@value #LONG_BATCH} samples on the embedded engine: each worker's sweep context (the C-space shapes and shared
     * verdict runs it reuses across samples) is warmed once per {@value #LONG_BATCH} samples instead of once per
     * {@value #BATCH}, closer to a real study, whose workers keep their context for the whole run.
     *
     * @return the number of locking samples (consumed by JMH)
     */
    @Benchmark
    @OperationsPerInvocation(LONG_BATCH)
    public int longBatch() {
        return run(LONG_BATCH);
    }

    private int run(int count) {
        long from = next.getAndAdd(count);
        List<Long> ids = new ArrayList<>(count);
        for (long i = from; i < from + count; i++) {
            ids.add(i);
        }
        int[] locks = {0};
        engine.run(plan, ids, new EngineSettings(threads, Optional.empty()), (SampleRow r) -> {
            synchronized (locks) {
                locks[0] += r.locks() ? 1 : 0;
            }
        }, CancellationToken.NONE);
        return locks[0];
    }
}
