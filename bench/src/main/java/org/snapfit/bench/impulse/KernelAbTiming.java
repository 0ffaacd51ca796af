package org.snapfit.bench.impulse;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.ImpulseSolverEngine;
import org.snapfit.impulse.solver.ImpulseSolverEngine.KernelFamily;
import org.snapfit.impulse.solver.ImpulseSolverEngine.Options;

/**
 * A/B timing of each family of generated straight-line kernels of the impulse solver against its loop version, on
 * the problems of {@link CollisionResolveBench} (the sizes the scenes use: d ≤ 12 degrees of freedom, c ≤ 8
 * contacts, full rank and redundant). For every family and shape, A (every family) and B (that family off) run
 * alternately, batch after batch, so that a change in the machine's load falls on both; each batch is timed by the
 * wall clock and by the thread's CPU clock (which other processes do not advance). Prints one line per family and
 * shape, {@code figure: FAMILY d,c,rank: on X ns / off Y ns wall, on X' ns / off Y' ns CPU}, the medians per
 * resolution over the measured batches.
 *
 * <p>Usage: {@code KernelAbTiming [ROUNDS [BATCH]]} (defaults 40 rounds of 20 000 resolutions, after 10 warm-up
 * rounds).
 */
public final class KernelAbTiming {

    private static final String[] SHAPES = {"3,2,2", "6,4,4", "12,8,8", "6,8,5", "12,8,4"};
    private static final int WARM_UP_ROUNDS = 10;

    private KernelAbTiming() {
    }

    /**
     * Runs the A/B timings.
     *
     * @param args optional rounds and batch size
     */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int batch = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (KernelFamily family : KernelFamily.values()) {
            for (String shape : SHAPES) {
                Problem on = new Problem(shape, Options.DEFAULT);
                Problem off = new Problem(shape, Options.DEFAULT.without(family));
                List<double[]> a = new ArrayList<>();
                List<double[]> b = new ArrayList<>();
                for (int r = 0; r < WARM_UP_ROUNDS + rounds; r++) {
                    double[] ta = time(on, batch, mx);
                    double[] tb = time(off, batch, mx);
                    if (r >= WARM_UP_ROUNDS) {
                        a.add(ta);
                        b.add(tb);
                    }
                }
                System.out.printf(Locale.ROOT, "figure: %s %s: on %.0f ns / off %.0f ns wall, on %.0f ns / off %.0f ns"
                        + " CPU%n", family.name().toLowerCase(Locale.ROOT), shape, median(a, 0), median(b, 0),
                        median(a, 1), median(b, 1));
            }
        }
    }

    /** Wall and thread-CPU nanoseconds per resolution over one batch. */
    private static double[] time(Problem p, int batch, ThreadMXBean mx) {
        long c0 = mx.getCurrentThreadCpuTime();
        long w0 = System.nanoTime();
        int sink = 0;
        for (int i = 0; i < batch; i++) {
            sink += p.resolve();
        }
        long w1 = System.nanoTime();
        long c1 = mx.getCurrentThreadCpuTime();
        if (sink < 0) {
            throw new IllegalStateException("negative rank");
        }
        return new double[] {(w1 - w0) / (double) batch, (c1 - c0) / (double) batch};
    }

    private static double median(List<double[]> xs, int k) {
        double[] v = xs.stream().mapToDouble(x -> x[k]).toArray();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** One seeded problem of {@link CollisionResolveBench} and an engine with the given options. */
    private static final class Problem {
        private final CollisionResolveBench data = new CollisionResolveBench();
        private final ImpulseSolverEngine engine;

        Problem(String shape, Options options) {
            data.shape = shape;
            data.restitution = 0.5;
            data.kernels = "all";
            data.setUp();
            engine = new ImpulseSolverEngine(data.dof(), data.contacts(),
                    ImpulseSolver.DEFAULT_RANK_TOLERANCE.value(), options);
        }

        int resolve() {
            return data.resolveWith(engine);
        }
    }
}
