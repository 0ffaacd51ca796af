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
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The face of the start (single-face divide and conquer) and the full arrangement (lazy Bentley–Ottmann sweep) on
 * the shared CGAL instances in {@code test-data/arrangements/} and the series in
 * {@code test-data/arrangements/large/} (random and pawl-like, 10^2 to 1.75·10^4 arcs; run from the repository
 * root, pick sizes with {@code -p instance=...}; an absolute path also works, e.g. the generated 10^5-arc instances
 * that are not stored). A fresh kernel and exact context per operation: no cache carries over between measured calls
 * (except in {@link #singleFaceWarmContext}, which keeps one exact context). Face sizes and peak heap come from
 * {@link ArrangementSeries} (a separate run).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FreeFaceBench {
    /** The instance file name. */
    @Param({"pawl_4_6_s14.txt", "random_100_s11.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt",
            "large/random_100_s1.txt", "large/random_300_s1.txt", "large/random_1000_s1.txt", "large/random_3000_s1.txt",
            "large/random_10000_s1.txt", "large/pawl_4_12_s15.txt", "large/pawl_12_100_s15.txt",
            "large/pawl_16_300_s15.txt", "large/pawl_24_740_s15.txt"})
    public String instance;

    private List<String> lines;

    /** One exact context kept across the calls of {@link #singleFaceWarmContext}. */
    private ExactContext warm;

    /**
     * Reads the instance text once.
     *
     * @throws IOException if the file cannot be read
     */
    @Setup
    public void read() throws IOException {
        Path p = Paths.get("test-data", "arrangements").resolve(instance);
        lines = Files.readAllLines(p);
        warm = ExactContext.create();
    }

    static ArcPoint start(CurveKernel k) {
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
     * Face of the start by the red-blue merge with one exact context kept across calls (its memos of roots,
     * comparisons, signs and gcds warm after the first call): what a caller pays when it analyses the same curves
     * again in one context, and what {@link #singleFace} cost when those memos were process-wide.
     *
     * @return the face
     */
    @Benchmark
    public FreeFace singleFaceWarmContext() {
        CurveKernel k = new CurveKernel(warm);
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
