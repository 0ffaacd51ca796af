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
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.MergeStrategy;
import org.snapfit.algebra.merge.SingleFaceBuilder;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The face of the start by the single-face divide and conquer with each {@link MergeStrategy} (the full merge of
 * both boundaries, the restricted merge, and the GSS merge restricted to z's component), on the shared CGAL instances in {@code test-data/arrangements/} (run
 * from the repository root). A fresh kernel per operation: no cache carries over between measured calls.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MergeStrategyBench {
    /** The instance file name. */
    @Param({"pawl_4_6_s14.txt", "random_100_s11.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt"})
    public String instance;

    /** The merge. */
    @Param({"FULL_BOUNDARIES", "RESTRICTED", "GSS"})
    public String strategy;

    private List<String> lines;

    /**
     * Reads the instance text once.
     *
     * @throws IOException if the file cannot be read
     */
    @Setup
    public void read() throws IOException {
        Path p = Paths.get("test-data", "arrangements", instance);
        lines = Files.readAllLines(p);
    }

    /**
     * Face of the start.
     *
     * @return the face
     */
    @Benchmark
    public FreeFace singleFace() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.parse(instance, lines, k).graphArcs(k);
        ArcPoint z = new ArcPoint(RealAlgebraic.of(Rational.of(13, 1013)),
                k.curve(new Rational[] {Rational.of(7, 1009)}, new Rational[] {Rational.MINUS_ONE}));
        return new SingleFaceBuilder(k, MergeStrategy.valueOf(strategy)).face(arcs, z);
    }
}
