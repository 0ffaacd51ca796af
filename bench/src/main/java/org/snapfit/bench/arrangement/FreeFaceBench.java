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
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.SingleFaceBuilder;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The face of the start (single-face divide and conquer) and the full arrangement on the shared CGAL instances in
 * {@code test-data/arrangements/} (run from the repository root). A fresh kernel per operation: no cache carries
 * over between measured calls.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FreeFaceBench {
    /** The instance file name. */
    @Param({"pawl_4_6_s14.txt", "random_100_s11.txt"})
    public String instance;

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

    private static ArcPoint start(CurveKernel k) {
        return new ArcPoint(RealAlgebraic.of(Rational.of(13, 1013)),
                k.curve(new Rational[] {Rational.of(7, 1009)}, new Rational[] {Rational.MINUS_ONE}));
    }

    /**
     * Face of the start by the red-blue merge.
     *
     * @return the face
     */
    @Benchmark
    public FreeFace singleFace() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.parse(instance, lines, k).graphArcs(k);
        return new SingleFaceBuilder(k).face(arcs, start(k));
    }

    /**
     * The full arrangement (the oracle).
     *
     * @return its counts
     */
    @Benchmark
    public ArrangementCounts fullArrangement() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.parse(instance, lines, k).graphArcs(k);
        return new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build().counts();
    }
}
