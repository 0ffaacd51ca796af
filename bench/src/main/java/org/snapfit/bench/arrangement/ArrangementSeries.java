package org.snapfit.bench.arrangement;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.Location;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.MergeStrategy;
import org.snapfit.algebra.merge.SingleFaceBuilder;

/**
 * Sizes and peak heap for the arrangement series (companion of {@link FreeFaceBench}, whose JMH figures are the
 * timings): for each instance file, one full arrangement (vertex, edge, face counts and the start's face summary),
 * one single face by the planned builder ({@code single}, the default {@link SingleFaceBuilder}) or by the plain
 * divide and conquer ({@code dc}, {@link MergeStrategy#FULL_BOUNDARIES}), with the wall-clock seconds, the building
 * thread's CPU seconds and the peak used heap sampled every {@link #SAMPLE_MS} ms by a daemon thread (an
 * approximation from below: a peak between samples can be missed). Prints one tab-separated line per instance.
 * Instance files of 10^5 arcs are not stored; generate them with the shared {@code gen.py} (test-data/arrangements/large/README.md).
 * Usage from the repository root: {@code java -cp bench/target/benchmarks.jar
 * org.snapfit.bench.arrangement.ArrangementSeries full|single|dc FILE...}.
 */
public final class ArrangementSeries {
    /** Heap sampling period, in ms. */
    static final long SAMPLE_MS = 20;
    /** Bytes per reported megabyte (10^6). */
    static final double MB = 1e6;
    /** Nanoseconds per second. */
    static final double NANOS_PER_S = 1e9;

    private static volatile long peak;

    private ArrangementSeries() {
    }

    /**
     * Runs the series.
     *
     * @param args {@code full} or {@code single}, then instance files
     * @throws IOException if a file cannot be read
     * @throws InterruptedException if interrupted while settling the heap
     */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 2 || !(args[0].equals("full") || args[0].equals("single") || args[0].equals("dc"))) {
            System.err.println("usage: ArrangementSeries full|single|dc FILE...");
            System.exit(2);
        }
        boolean full = args[0].equals("full");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Thread sampler = new Thread(() -> {
            MemoryMXBean m = ManagementFactory.getMemoryMXBean();
            while (true) {
                peak = Math.max(peak, m.getHeapMemoryUsage().getUsed());
                try {
                    Thread.sleep(SAMPLE_MS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sampler.setDaemon(true);
        sampler.start();
        for (int i = 1; i < args.length; i++) {
            Path f = Paths.get(args[i]);
            System.gc();
            Thread.sleep(SAMPLE_MS * 5);
            peak = 0;
            CurveKernel k = new CurveKernel();
            List<GraphArc> arcs = ArcInstance.parse(f.toString(), Files.readAllLines(f), k).graphArcs(k);
            ArcPoint z = FreeFaceBench.start(k);
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            String out;
            if (full) {
                Arrangement<GraphArc, ArcPoint> arr = new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build();
                Location loc = arr.locate(z);
                out = arr.counts() + "\t" + (loc instanceof Location.InFace in ? arr.summary(in.face()) : loc);
            } else {
                SingleFaceBuilder b = args[0].equals("dc") ? new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES)
                        : new SingleFaceBuilder(k);
                FreeFace face = b.face(arcs, z);
                out = "\t" + face.summary();
            }
            double s = (System.nanoTime() - t0) / NANOS_PER_S;
            double cpu = (threads.getCurrentThreadCpuTime() - c0) / NANOS_PER_S;
            System.out.println(String.format(Locale.ROOT,
                    "%s\t%s\tarcs=%d\tseconds=%.2f\tthreadCpu=%.2f\tpeakHeapMB=%.0f\t%s",
                    f.getFileName(), args[0], arcs.size(), s, cpu, peak / MB, out));
        }
    }
}
