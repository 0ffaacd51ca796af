package org.snapfit.bench.tracking;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.tracker.DistanceTracker;

/**
 * One warm {@link DistanceTracker#update} (each integrator, h = 1 ms, K = 1/h) including the switching test: an
 * ellipsoid (3, 2, 1.5) and a sphere (0.75), both tiled into 8 octant patches, the sphere orbiting slowly (a full
 * orbit every 4096 updates, so switches between octants happen a few times per orbit, each located inside its
 * update by root finding). Without a switch the update allocates only its {@code DistanceResult} (one object,
 * 136 B; it keeps the witnesses as coordinates).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DistanceTrackerBench {
    private static final double H = 1e-3;
    private static final int BATCH = 256;
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    /** The integrator: explicit Euler (one surface evaluation per body and update), RK2 (the paper's, two), RK4 (four). */
    @Param({"EULER", "RK2", "RK4"})
    public Integrator method;

    private final Pose3[] poses = new Pose3[4096];
    private final Pose3[] near = new Pose3[64];
    private DistanceTracker tracker;
    private DistanceTracker quiet;
    private int k;
    private int j;
    private final int[] quietCursor = new int[1];
    private final int[] orbitCursor = new int[1];

    /** Builds the bodies, the orbit and the tracker. */
    @Setup
    public void setUp() {
        for (int i = 0; i < poses.length; i++) {
            double phi = 2 * Math.PI * i / poses.length;
            poses[i] = Pose3.of(Quaternion.IDENTITY, Vec3.of(5 * Math.cos(phi), 4.2 * Math.sin(phi),
                    0.6 * Math.sin(3 * phi)));
        }
        tracker = DistanceTracker.start(SpatialBody.ellipsoid("E", 3, 2, 1.5), SpatialBody.sphere("S", 0.75),
                method, 1 / H, H, Pose3.IDENTITY, poses[0]);
        // a small loop (radius 0.05 mm) well inside one octant pair: the switching test runs, no switch fires
        for (int i = 0; i < near.length; i++) {
            double phi = 2 * Math.PI * i / near.length;
            near[i] = Pose3.of(Quaternion.IDENTITY, Vec3.of(3.5 + 0.05 * Math.cos(phi), 2.5 + 0.05 * Math.sin(phi), 1));
        }
        quiet = DistanceTracker.start(SpatialBody.ellipsoid("E", 3, 2, 1.5), SpatialBody.sphere("S", 0.75),
                method, 1 / H, H, Pose3.IDENTITY, near[0]);
    }

    /**
     * Patch–patch update with the switching test.
     *
     * @return the result
     */
    @Benchmark
    public DistanceResult ellipsoidSphere() {
        k = (k + 1) & (poses.length - 1);
        return tracker.update(Pose3.IDENTITY, poses[k], H);
    }

    /**
     * Patch–patch update with the switching test evaluated but never firing (the per-update cost without the
     * occasional located switch).
     *
     * @return the result
     */
    @Benchmark
    public DistanceResult ellipsoidSphereNoSwitch() {
        j = (j + 1) & (near.length - 1);
        return quiet.update(Pose3.IDENTITY, near[j], H);
    }

    /**
     * Thread CPU time of the measuring thread, summed over an iteration (JMH auxiliary counters, not normalised):
     * cpuNanos / updates is the CPU time per update, less sensitive than wall time to other processes sharing the
     * cores (the thread is not charged while it is descheduled).
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class CpuTime {
        /** CPU nanoseconds spent in the measured batches. */
        public long cpuNanos;
        /** Updates in the measured batches. */
        public long updates;

        /** Clears the counters before each iteration. */
        @Setup(Level.Iteration)
        public void clear() {
            cpuNanos = 0;
            updates = 0;
        }
    }

    /**
     * {@link #ellipsoidSphereNoSwitch} in batches of 256 updates, with the thread CPU time of each batch
     * (two clock reads per batch) added to the counters.
     *
     * @param cpu the counters
     * @return the sum of the distances
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public double ellipsoidSphereNoSwitchCpu(CpuTime cpu) {
        return batch(cpu, quiet, near, quietCursor);
    }

    /**
     * {@link #ellipsoidSphere} (the orbit with switches) in batches of 256 updates, with thread CPU time.
     *
     * @param cpu the counters
     * @return the sum of the distances
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public double ellipsoidSphereCpu(CpuTime cpu) {
        return batch(cpu, tracker, poses, orbitCursor);
    }

    /** BATCH updates of t through the cycle of poses p (cursor[0] = position), timed in thread CPU time. */
    private static double batch(CpuTime cpu, DistanceTracker t, Pose3[] p, int[] cursor) {
        long t0 = MX.getCurrentThreadCpuTime();
        double sum = 0;
        int c = cursor[0];
        for (int i = 0; i < BATCH; i++) {
            c = (c + 1) & (p.length - 1);
            sum += t.update(Pose3.IDENTITY, p[c], H).distance();
        }
        cursor[0] = c;
        cpu.cpuNanos += MX.getCurrentThreadCpuTime() - t0;
        cpu.updates += BATCH;
        return sum;
    }
}
