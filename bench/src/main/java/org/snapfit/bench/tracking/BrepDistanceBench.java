package org.snapfit.bench.tracking;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
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
 * Minimum distance between FreeCAD-made CAD parts (test-data/tracking/cad; run from the repository root):
 * the 216 placed pairs of {@code pairs.json}, each one static query from scratch ({@link BrepDistance#at}; the
 * queries OCCT's distToShape timed in the same file), and a 1000-step path of the 18-face rounded box moving past
 * the 14-face non-convex L part (warm-started queries, {@link BrepDistance#track}). Thread CPU time is counted
 * beside the wall time (less sensitive to other processes on the cores).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BrepDistanceBench {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    private static final Path DIR = Path.of("test-data", "tracking", "cad");

    private BrepDistance pathQuery;
    private Pose3[] path;
    private final List<BrepDistance> queries = new ArrayList<>();
    private final List<Pose3[]> poses = new ArrayList<>();

    /** Creates the state (JMH instantiates it). */
    public BrepDistanceBench() {
    }

    /** Thread CPU time over an iteration (JMH auxiliary counters): cpuNanos / queries is the CPU time per query. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class CpuTime {
        /** CPU nanoseconds spent in the measured invocations. */
        public long cpuNanos;
        /** Distance queries in the measured invocations. */
        public long queries;

        /** Clears the counters before each iteration. */
        @Setup(Level.Iteration)
        public void clear() {
            cpuNanos = 0;
            queries = 0;
        }
    }

    private static Body read(String name) {
        Path file = DIR.resolve(name + "_ap214.step");
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

    private static Pose3 pose(JsonNode p) {
        JsonNode t = p.get("translation");
        JsonNode q = p.get("rotation");
        return Pose3.of(new Quaternion(q.get(0).asDouble(), q.get(1).asDouble(), q.get(2).asDouble(),
                q.get(3).asDouble()), Vec3.of(t.get(0).asDouble(), t.get(1).asDouble(), t.get(2).asDouble()));
    }

    /**
     * Reads the parts and the pairs and builds the path.
     *
     * @throws IOException if pairs.json cannot be read
     */
    @Setup
    public void setup() throws IOException {
        Map<String, BrepPart> parts = new HashMap<>();
        JsonNode pairs = new ObjectMapper().readTree(Files.readString(DIR.resolve("pairs.json"))).get("pairs");
        for (JsonNode p : pairs) {
            String a = p.get("a").asText();
            String b = p.get("b").asText();
            for (String n : new String[] {a, b}) {
                parts.computeIfAbsent(n, k -> BrepPart.of(k, read(k), Pose3.IDENTITY));
            }
            queries.add(new BrepDistance(parts.get(a), parts.get(b)));
            poses.add(new Pose3[] {pose(p.get("poseA")), pose(p.get("poseB"))});
        }
        pathQuery = new BrepDistance(parts.get("rounded_box"), parts.get("l_part"));
        path = new Pose3[1001];
        Quaternion q0 = Quaternion.fromAxisAngle(Vec3.of(1, 1, 0).normalize(), 0.3);
        Quaternion q1 = Quaternion.fromAxisAngle(Vec3.of(0, 1, 1).normalize(), 1.1);
        for (int i = 0; i < path.length; i++) {
            double f = i / 1000.0;
            path[i] = Pose3.of(q0.slerp(q1, f), Vec3.of(-30 + 60 * f, 20, 9 - 4 * f));
        }
    }

    /**
     * The 216 static queries from scratch (one invocation = all of them).
     *
     * @param cpu the CPU-time counters
     * @return the sum of the distances
     */
    @Benchmark
    public double pairs216(CpuTime cpu) {
        long t0 = MX.getCurrentThreadCpuTime();
        double sum = 0;
        for (int i = 0; i < queries.size(); i++) {
            sum += queries.get(i).at(poses.get(i)[0], poses.get(i)[1]).distance();
        }
        cpu.cpuNanos += MX.getCurrentThreadCpuTime() - t0;
        cpu.queries += queries.size();
        return sum;
    }

    /**
     * The 1000-step path (1001 warm-started queries; one invocation = the whole path), distances only (switch
     * location off).
     *
     * @param cpu the CPU-time counters
     * @return the last result
     */
    @Benchmark
    public BrepResult path1000(CpuTime cpu) {
        return walk(pathQuery.locateSwitches(false), cpu);
    }

    /**
     * The same path with the switches of the closest feature pair located inside the steps
     * ({@code BrepDistance.lastSwitches}, on by default and in {@code snapfit clearance}).
     *
     * @param cpu the CPU-time counters
     * @return the last result
     */
    @Benchmark
    public BrepResult path1000Switches(CpuTime cpu) {
        return walk(pathQuery.locateSwitches(true), cpu);
    }

    /**
     * The same path answered by a query from scratch at every pose ({@link BrepDistance#at}): what the tracked path
     * is compared with (it finds the same minima).
     *
     * @param cpu the CPU-time counters
     * @return the last result
     */
    @Benchmark
    public BrepResult path1000FromScratch(CpuTime cpu) {
        long t0 = MX.getCurrentThreadCpuTime();
        BrepResult r = null;
        for (Pose3 p : path) {
            r = pathQuery.at(p, Pose3.IDENTITY);
        }
        cpu.cpuNanos += MX.getCurrentThreadCpuTime() - t0;
        cpu.queries += path.length;
        return r;
    }

    private BrepResult walk(BrepDistance q, CpuTime cpu) {
        long t0 = MX.getCurrentThreadCpuTime();
        BrepResult r = q.at(path[0], Pose3.IDENTITY);
        for (int i = 1; i < path.length; i++) {
            r = q.track(path[i], Pose3.IDENTITY);
        }
        cpu.cpuNanos += MX.getCurrentThreadCpuTime() - t0;
        cpu.queries += path.length;
        return r;
    }
}
