package org.snapfit.bench.analysis;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.AnalysisResult;

/**
 * A warm in-process call of the analysis facade, as a CAD plugin makes it: {@code Analysis.run} of a mechanism file
 * (reading the file and the DXF it names, the exact insertion and retraction, the critical-μ search, the near-lock
 * check, the report model), optionally with the {@code report.json} text. Every invocation reads the file again, so
 * the simulator's C-space cache (keyed by the mechanism's objects) does not carry over between invocations. Run from
 * the repository root.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AnalyzeBench {

    /** The mechanism file, relative to the repository root. */
    @Param({"test-data/dxf/hook_mechanism.json"})
    public String file;

    private AnalysisRequest request;

    /** Creates the benchmark state (JMH instantiates it). */
    public AnalyzeBench() {
    }

    /** Builds the request (the file is read inside each invocation). */
    @Setup
    public void prepare() {
        System.setProperty("java.awt.headless", "true");
        Path p = Paths.get(file);
        request = AnalysisRequest.of(p);
    }

    /**
     * One analysis: the report model.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public AnalysisResult run() {
        return Analysis.run(request);
    }

    /**
     * One analysis and its {@code snapfit-report/1} text.
     *
     * @return the JSON (consumed by JMH)
     */
    @Benchmark
    public String runAndJson() {
        return Analysis.run(request).toJson();
    }
}
