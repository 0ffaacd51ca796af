package org.snapfit.bench.arrangement;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.ArrangementCounts;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcTraits;
import org.snapfit.algebra.cspace.CurveKernel;

/**
 * The full arrangement (as {@code snapfit arrangement FILE --full} builds it) of 60 ordinary random arcs
 * ({@code test-data/arrangements/random_full_60_s13.txt}) with one coefficient replaced by a 7-digit or a 19-digit
 * integer ({@code big_coefficient_60_s13_d7.txt}, {@code _d19.txt}; run from the repository root): the 19-digit
 * instance should cost about what the 7-digit one does. A fresh kernel (and so a fresh exact context) per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class BigCoefficientBench {
    /** The instance file name. */
    @Param({"big_coefficient_60_s13_d7.txt", "big_coefficient_60_s13_d19.txt"})
    public String instance;

    private List<String> lines;

    /** Creates the benchmark state (JMH instantiates it). */
    public BigCoefficientBench() {
    }

    /**
     * Reads the instance text once.
     *
     * @throws IOException if the file cannot be read
     */
    @Setup
    public void read() throws IOException {
        Path p = Paths.get("test-data", "arrangements").resolve(instance);
        lines = Files.readAllLines(p);
    }

    /**
     * The full arrangement.
     *
     * @return its counts
     */
    @Benchmark
    public ArrangementCounts fullArrangement() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = ArcInstance.parse(instance, lines, k).arcs(k);
        return new ArrangementBuilder<Arc, ArcPoint>(new ArcTraits(k)).addAll(arcs).build().counts();
    }
}
