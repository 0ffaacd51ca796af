package org.snapfit.study;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.snapfit.analysis.progress.AnalysisCancelledException;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.sweep.engine.SweepContext;

/**
 * The embedded engine: worker threads on this machine (one per core by default) take the next sample from a
 * shared counter until none is left, so a slow sample never holds up the others. Each worker keeps one sweep context
 * (the exact sweep's caches) for all its samples of a run and drops it at the end; workers share nothing else.
 * Stateless between runs.
 */
public final class LocalEngine implements StudyEngine {

    /** The engine's name. */
    public static final String NAME = "local";

    /** Creates the engine. */
    public LocalEngine() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void run(StudyPlan plan, List<Long> samples, EngineSettings settings, RowSink sink,
            CancellationToken token) {
        int n = Math.min(settings.threadCount(), Math.max(1, samples.size()));
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CancellationToken stop = CancellationToken.create();
        Runnable work = () -> {
            // one sweep context per worker for the whole run: later samples reuse what earlier ones found
            SweepContext context = SweepContext.create();
            for (int k = next.getAndIncrement(); k < samples.size(); k = next.getAndIncrement()) {
                if (token.isCancelled() || stop.isCancelled()) {
                    return;
                }
                try {
                    sink.accept(plan.evaluate(samples.get(k), token, context));
                } catch (AnalysisCancelledException e) {
                    return;
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                    stop.cancel();
                    return;
                }
            }
        };
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(work, "snapfit-study-" + (i + 1));
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        try {
            for (Thread t : threads) {
                t.join();
            }
        } catch (InterruptedException e) {
            stop.cancel();
            Thread.currentThread().interrupt();
            throw new AnalysisCancelledException("study interrupted");
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error err) {
            throw err;
        }
        token.throwIfCancelled("study");
    }
}
