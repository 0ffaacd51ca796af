package org.snapfit.cli;

import java.io.PrintWriter;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Progress of one long phase of a command on standard error, for work that has no progress reports of its own (an
 * arrangement's face, a clearance check) or whose steps are counted here (a scene's time steps). Nothing is written
 * during the first {@link #DELAY_MS} ms, so short runs stay quiet; after that a daemon timer writes
 * {@code snapfit: <phase> <done>/<total>} at most once a second while the count moves, or, without counts,
 * {@code snapfit: <phase> (running for N s)} after 1, 2, 4, 8, … seconds. Closing it stops the timer. Thread-safe
 * (the counts are volatile; the timer writes through the writer's own lock).
 */
final class PhaseProgress implements AutoCloseable {

    /** Quiet period before the first line, in milliseconds. */
    static final long DELAY_MS = 1_000;

    /** Period of the timer, in milliseconds. */
    private static final long PERIOD_MS = 1_000;

    private static final ScheduledExecutorService TIMER = timer();

    private final PrintWriter err;
    private final String phase;
    private final long startMs;
    private final ScheduledFuture<?> task;
    private volatile long done = -1;
    private volatile long total;
    private long shownDone = -1;
    private long nextSilentReportS = 1;

    private PhaseProgress(PrintWriter err, String phase) {
        this.err = Objects.requireNonNull(err, "err");
        this.phase = Objects.requireNonNull(phase, "phase");
        this.startMs = System.currentTimeMillis();
        this.task = TIMER.scheduleAtFixedRate(this::tick, DELAY_MS, PERIOD_MS, TimeUnit.MILLISECONDS);
    }

    private static ScheduledExecutorService timer() {
        ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, r -> {
            Thread th = new Thread(r, "snapfit-progress");
            th.setDaemon(true);
            return th;
        });
        t.setRemoveOnCancelPolicy(true);
        return t;
    }

    /**
     * Starts reporting a phase.
     *
     * @param err standard error
     * @param phase what runs, e.g. {@code "face of 12000 curves"}
     * @return the running report (close it when the phase ends)
     */
    static PhaseProgress start(PrintWriter err, String phase) {
        return new PhaseProgress(err, phase);
    }

    /**
     * Runs work while reporting it as a phase without counts.
     *
     * @param <T> the result type
     * @param err standard error
     * @param phase what runs
     * @param work the work
     * @return its result
     */
    static <T> T during(PrintWriter err, String phase, Supplier<T> work) {
        PhaseProgress p = start(err, phase);
        try {
            return work.get();
        } finally {
            p.close();
        }
    }

    /**
     * Records how far the phase is.
     *
     * @param doneSteps steps finished, 0 … total
     * @param totalSteps all steps of the phase
     */
    void step(long doneSteps, long totalSteps) {
        this.total = totalSteps;
        this.done = doneSteps;
    }

    private synchronized void tick() {
        long d = done;
        if (d >= 0) {
            if (d != shownDone) {
                shownDone = d;
                err.println("snapfit: " + phase + " " + d + "/" + total);
                err.flush();
            }
            return;
        }
        long seconds = (System.currentTimeMillis() - startMs) / 1000;
        if (seconds >= nextSilentReportS) {
            nextSilentReportS = Math.max(nextSilentReportS * 2, seconds + 1);
            err.println("snapfit: " + phase + " (running for " + seconds + " s)");
            err.flush();
        }
    }

    /** Stops the reports. */
    @Override
    public void close() {
        task.cancel(false);
    }
}
