package org.snapfit.bench.tracking;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Body;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.brep.BrepDistance;
import org.snapfit.tracking.brep.BrepPart;
import org.snapfit.tracking.brep.BrepResult;

/**
 * Minimum distance between FreeCAD-made CAD parts (test-data/tracking/cad, run from the repository root): one
 * static query from scratch ({@link BrepDistance#at}) of the 18-face rounded box against the 14-face non-convex
 * L part, and a 1000-step path of the rounded box moving past the L part (warm-started queries,
 * {@link BrepDistance#track}), per path.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BrepDistanceBench {

    private BrepDistance query;
    private Pose3[] path;
    private Pose3 fixed;

    /** Creates the state (JMH instantiates it). */
    public BrepDistanceBench() {
    }

    private static Body read(String name) {
        Path file = Path.of("test-data", "tracking", "cad", name + "_ap214.step");
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file + " not found: run the benchmark from the repository root");
        }
        try {
            return StepReader.read(file, new ImportReport(file.toString())).roots().get(0).flatten().stream()
                    .filter(p -> !p.product().bodies().isEmpty()).findFirst().orElseThrow().product().bodies()
                    .get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the parts and builds the path. */
    @Setup
    public void setup() {
        BrepPart box = BrepPart.of("box", read("rounded_box"), Pose3.IDENTITY);
        BrepPart l = BrepPart.of("l", read("l_part"), Pose3.IDENTITY);
        query = new BrepDistance(box, l);
        fixed = Pose3.IDENTITY;
        path = new Pose3[1001];
        Quaternion q0 = Quaternion.fromAxisAngle(Vec3.of(1, 1, 0).normalize(), 0.3);
        Quaternion q1 = Quaternion.fromAxisAngle(Vec3.of(0, 1, 1).normalize(), 1.1);
        for (int i = 0; i < path.length; i++) {
            double f = i / 1000.0;
            path[i] = Pose3.of(q0.slerp(q1, f), Vec3.of(-30 + 60 * f, 20, 9 - 4 * f));
        }
    }

    /**
     * One static query from scratch.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public BrepResult staticQuery() {
        return query.at(path[500], fixed);
    }

    /**
     * The 1000-step path (1001 warm-started queries).
     *
     * @return the last result
     */
    @Benchmark
    public BrepResult path1000() {
        BrepResult r = query.at(path[0], fixed);
        for (int i = 1; i < path.length; i++) {
            r = query.track(path[i], fixed);
        }
        return r;
    }
}
