package org.snapfit.core.parallel;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A named, lazily created fixed pool of daemon threads. Use one pool per level of nesting: a task running on one
 * pool may wait for tasks on another pool, never on its own (a fixed pool whose threads all wait would deadlock).
 * Thread-safe.
 */
public final class DaemonPool {

    /** The largest number of threads a pool uses (dimensionless). */
    public static final int MAX_THREADS = 4;

    private final String name;
    private final int threads;
    private ExecutorService executor;

    /**
     * A pool with one thread per available processor, at most {@link #MAX_THREADS}.
     *
     * @param name the thread name (shown in profilers and thread dumps)
     */
    public DaemonPool(String name) {
        this.name = name;
        this.threads = Math.max(1, Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * The number of threads.
     *
     * @return at least 1
     */
    public int threads() {
        return threads;
    }

    private synchronized ExecutorService executor() {
        if (executor == null) {
            executor = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, name);
                t.setDaemon(true);
                return t;
            });
        }
        return executor;
    }

    /**
     * Runs the tasks on the pool (in the calling thread when there is one task or one thread) and returns their
     * results in task order. A failure is rethrown as it was thrown, the first task's first.
     *
     * @param <T> the result type
     * @param tasks the tasks
     * @return the results, in task order
     * @throws IllegalStateException if the calling thread is interrupted while waiting
     */
    public <T> List<T> invokeAll(List<? extends Callable<T>> tasks) {
        List<T> out = new ArrayList<>();
        if (tasks.size() <= 1 || threads == 1) {
            for (Callable<T> c : tasks) {
                out.add(call(c));
            }
            return out;
        }
        List<Future<T>> fs = new ArrayList<>();
        for (Callable<T> c : tasks) {
            fs.add(executor().submit(c));
        }
        for (Future<T> f : fs) {
            out.add(await(f));
        }
        return out;
    }

    /**
     * Starts one task on the pool and returns at once (to wait for it from a thread that is not on this pool).
     *
     * @param <T> the result type
     * @param task the task
     * @return the task's future
     */
    public <T> Future<T> submit(Callable<T> task) {
        return executor().submit(task);
    }

    /**
     * Waits for a future of this pool and returns its result; a failure is rethrown as it was thrown.
     *
     * @param <T> the result type
     * @param f the future
     * @return its result
     * @throws IllegalStateException if the calling thread is interrupted while waiting
     */
    public <T> T await(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + name, e);
        } catch (ExecutionException e) {
            throw rethrow(e.getCause());
        }
    }

    private static <T> T call(Callable<T> c) {
        try {
            return c.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static RuntimeException rethrow(Throwable c) {
        if (c instanceof RuntimeException r) {
            return r;
        }
        if (c instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(c);
    }
}
