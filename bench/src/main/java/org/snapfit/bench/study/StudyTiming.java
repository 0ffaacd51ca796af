package org.snapfit.bench.study;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.study.EngineSettings;
import org.snapfit.study.LocalEngine;
import org.snapfit.study.Study;
import org.snapfit.study.StudyEngine;
import org.snapfit.study.StudyPlan;

/**
 * The throughput of the embedded study engine measured two ways, for a machine shared with other work: wall time,
 * and the CPU time the worker threads themselves used (per-thread CPU clocks, which other processes on the machine
 * do not advance). The CPU time per sample gives the throughput the engine would reach with the threads on dedicated
 * cores; its growth from 1 to N threads is the engine's own parallel overhead. Usage (from the repository root):
 * {@code java -cp bench/target/benchmarks.jar org.snapfit.bench.study.StudyTiming STUDY.json WARMUP SAMPLES
 * THREADS...}; prints one {@code figure:} line per thread count and the speed-up from the first count.
 */
public final class StudyTiming {

    private StudyTiming() {
    }

    /**
     * Runs the timing.
     *
     * @param args the study file, the warm-up sample count, the measured sample count per thread count, thread
     *     counts
     * @throws Exception if the study cannot be read
     */
    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path src = Path.of(args[0]);
        int warmup = Integer.parseInt(args[1]);
        int samples = Integer.parseInt(args[2]);
        String text = Files.readString(src).replaceFirst("\"samples\": *[0-9]+", "\"samples\": 1000000");
        Path copy = Files.createTempFile("study-timing", ".json");
        Files.writeString(copy, text.replace("\"../dxf/", "\"" + src.toAbsolutePath().getParent().resolve("..")
                .resolve("dxf").normalize().toString().replace('\\', '/') + "/"));
        StudyPlan plan = Study.plan(copy);
        Files.delete(copy);
        AtomicLong next = new AtomicLong();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        run(plan, next, warmup, 2, mx);
        double firstCpu = 0;
        int firstThreads = 0;
        for (int k = 3; k < args.length; k++) {
            int threads = Integer.parseInt(args[k]);
            double[] r = run(plan, next, samples, threads, mx);
            double cpuPerSample = r[1] / samples;
            System.out.printf(Locale.ROOT, "figure: %d thread(s): %.1f samples/s wall, %.2f ms CPU per sample = %.0f"
                    + " samples/s on %d dedicated core(s) (load %s)%n", threads, samples / r[0], cpuPerSample * 1e3,
                    threads / cpuPerSample, threads, Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
            if (k == 3) {
                firstCpu = cpuPerSample;
                firstThreads = threads;
            } else {
                System.out.printf(Locale.ROOT, "figure: speed-up %d → %d threads on dedicated cores %.2f×%n",
                        firstThreads, threads, (threads / cpuPerSample) / (firstThreads / firstCpu));
            }
        }
    }

    /** Wall seconds and the workers' CPU seconds for {@code n} new samples. */
    private static double[] run(StudyPlan plan, AtomicLong next, int n, int threads, ThreadMXBean mx) {
        long from = next.getAndAdd(n);
        List<Long> ids = new ArrayList<>(n);
        for (long i = from; i < from + n; i++) {
            ids.add(i);
        }
        // the engine starts fresh worker threads: a thread's CPU clock after its last sample is its whole work
        java.util.Map<Long, Long> cpu = new java.util.concurrent.ConcurrentHashMap<>();
        StudyEngine.RowSink sink = row -> cpu.put(Thread.currentThread().getId(), mx.getCurrentThreadCpuTime());
        long t0 = System.nanoTime();
        new LocalEngine().run(plan, ids, new EngineSettings(threads, Optional.empty()), sink, CancellationToken.NONE);
        double wall = (System.nanoTime() - t0) / 1e9;
        double cpuSeconds = cpu.values().stream().mapToLong(Long::longValue).sum() / 1e9;
        return new double[] {wall, cpuSeconds};
    }
}
