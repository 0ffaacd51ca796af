package org.snapfit.core.parallel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;

class DaemonPoolTest {

    @Test
    void invokeAll_manyTasks_resultsInTaskOrderOnDaemonThreads() {
        DaemonPool pool = new DaemonPool("test-pool");
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int k = i;
            tasks.add(() -> k * k);
        }
        // invariant: result i is task i's value, whatever thread ran it
        List<Integer> out = pool.invokeAll(tasks);
        for (int i = 0; i < 20; i++) {
            assertThat(out.get(i)).isEqualTo(i * i);
        }
        assertThat(pool.threads()).isBetween(1, DaemonPool.MAX_THREADS);
    }

    @Test
    void invokeAll_failingTasks_firstFailureRethrownAsThrown() {
        DaemonPool pool = new DaemonPool("test-pool");
        List<Callable<Integer>> tasks = List.of(() -> 1, () -> {
            throw new IllegalArgumentException("task 1 failed");
        }, () -> {
            throw new ArithmeticException("task 2 failed");
        });
        // the same exception type and message as the first failing task threw
        assertThatThrownBy(() -> pool.invokeAll(tasks)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("task 1 failed");
    }

    @Test
    void invokeAll_oneTask_runsInCallingThread() {
        DaemonPool pool = new DaemonPool("test-pool");
        Thread caller = Thread.currentThread();
        List<Thread> ran = pool.invokeAll(List.<Callable<Thread>>of(Thread::currentThread));
        assertThat(ran).containsExactly(caller);
    }

    @Test
    void invokeAll_checkedException_wrappedInIllegalState() {
        DaemonPool pool = new DaemonPool("test-pool");
        assertThatThrownBy(() -> pool.invokeAll(List.<Callable<Integer>>of(() -> {
            throw new java.io.IOException("disk");
        }))).isInstanceOf(IllegalStateException.class).hasRootCauseMessage("disk");
    }

    @Test
    void submit_taskSubmittingMore_awaitReturnsEveryResult() {
        DaemonPool pool = new DaemonPool("test-pool");
        java.util.Queue<java.util.concurrent.Future<Integer>> pending = new java.util.concurrent.ConcurrentLinkedQueue<>();
        // a task that starts two more before it ends (the analyzer's follow-up pattern); the caller waits for all
        pending.add(pool.submit(() -> {
            pending.add(pool.submit(() -> 2));
            pending.add(pool.submit(() -> 3));
            return 1;
        }));
        int sum = 0;
        for (java.util.concurrent.Future<Integer> f = pending.poll(); f != null; f = pending.poll()) {
            sum += pool.await(f);
        }
        // closed form: 1 + 2 + 3, every follow-up seen because each is queued before its parent ends
        assertThat(sum).isEqualTo(6);
    }

    @Test
    void await_failedTask_rethrownAsThrown() {
        DaemonPool pool = new DaemonPool("test-pool");
        java.util.concurrent.Future<Integer> f = pool.submit(() -> {
            throw new ArithmeticException("boom");
        });
        // the task's own exception, not an ExecutionException
        assertThatThrownBy(() -> pool.await(f)).isInstanceOf(ArithmeticException.class).hasMessage("boom");
    }
}
