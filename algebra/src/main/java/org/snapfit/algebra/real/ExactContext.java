package org.snapfit.algebra.real;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.poly.IntPoly;

/**
 * The caches and work counters of one exact computation (an arrangement, a simulation, an analysis): the memos that
 * make repeated structure cheap — the roots of a polynomial as first isolated, exact signs and comparisons that
 * needed refinement, gcds of defining polynomials — and counters of the exact work done. A number made by
 * {@link RealAlgebraic#rootsOf(IntPoly, ExactContext)} belongs to its context, and so does every number derived
 * from it (images, sums, refinements); comparisons and signs of it consult and fill that context's memos.
 *
 * <p>Lifetime: the caller's. A context lives as long as the object that made it (a curve kernel, a simulation
 * context) and is dropped with it; nothing is process-wide. {@link #uncached()} is the context of numbers made
 * without one (rationals, {@link RealAlgebraic#ofRoot}, {@link RealAlgebraic#rootsOf(IntPoly)}): it remembers and
 * counts nothing, so it holds no state at all.
 *
 * <p>Results never depend on the context: every memo hands out fresh numbers or exact decisions that the uncached
 * path would reach too (tests compare both). Thread-safe: the memos are synchronised bounded LRU tables and the
 * counters are {@link LongAdder}s, so the pawls of one simulation may share a context.
 */
public final class ExactContext {

    /** Default number of polynomials whose roots a context remembers (about 1 KB each). */
    public static final int DEFAULT_ROOTS_SIZE = 1 << 14;

    /** Default number of entries of each of the sign, comparison and gcd memos. */
    public static final int DEFAULT_EXACT_SIZE = 1 << 12;

    private static final ExactContext UNCACHED = new ExactContext(false, 0, 0);

    private final boolean caching;
    final BoundedMemo<IntPoly, List<Isolations.Proto>> roots;
    final BoundedMemo<List<IntPoly>, List<Comparisons.Entry>> comparisons;
    final BoundedMemo<Signs.Key, List<Signs.Entry>> signs;
    final BoundedMemo<List<IntPoly>, IntPoly> gcds;
    private final Map<Class<?>, Object> extensions;
    private final LongAdder refinementSteps;
    private final LongAdder exactSigns;
    private final LongAdder slowComparisons;

    private ExactContext(boolean caching, int rootsSize, int exactSize) {
        this.caching = caching;
        this.roots = caching ? new BoundedMemo<>(rootsSize) : null;
        this.comparisons = caching ? new BoundedMemo<>(exactSize) : null;
        this.signs = caching ? new BoundedMemo<>(exactSize) : null;
        this.gcds = caching ? new BoundedMemo<>(exactSize) : null;
        this.extensions = caching ? new ConcurrentHashMap<>() : null;
        this.refinementSteps = caching ? new LongAdder() : null;
        this.exactSigns = caching ? new LongAdder() : null;
        this.slowComparisons = caching ? new LongAdder() : null;
    }

    /**
     * A new context with the default memo sizes ({@link #DEFAULT_ROOTS_SIZE}, {@link #DEFAULT_EXACT_SIZE}).
     *
     * @return an empty context
     */
    public static ExactContext create() {
        return create(DEFAULT_ROOTS_SIZE, DEFAULT_EXACT_SIZE);
    }

    /**
     * A new context with chosen memo sizes.
     *
     * @param rootsSize polynomials whose roots are remembered, &gt; 0
     * @param exactSize entries of each of the sign, comparison and gcd memos, &gt; 0
     * @return an empty context
     * @throws IllegalArgumentException if a size is ≤ 0
     */
    public static ExactContext create(int rootsSize, int exactSize) {
        if (rootsSize <= 0 || exactSize <= 0) {
            throw new IllegalArgumentException("rootsSize = " + rootsSize + ", exactSize = " + exactSize
                    + "; memo sizes must be > 0 (use ExactContext.uncached() for no memo)");
        }
        return new ExactContext(true, rootsSize, exactSize);
    }

    /**
     * The context that remembers and counts nothing: the context of numbers made without one. Stateless.
     *
     * @return the uncached context
     */
    public static ExactContext uncached() {
        return UNCACHED;
    }

    /**
     * Whether this context keeps memos and counts work ({@code false} only for {@link #uncached()}).
     *
     * @return true for a context made by {@link #create}
     */
    public boolean isCaching() {
        return caching;
    }

    /**
     * The exact work done so far in this context (zero for {@link #uncached()}).
     *
     * @return a snapshot of the counters
     */
    public WorkCounts work() {
        if (!caching) {
            return new WorkCounts(0, 0, 0);
        }
        return new WorkCounts(refinementSteps.sum(), exactSigns.sum(), slowComparisons.sum());
    }

    /**
     * A per-context companion object of a given type, made on first request: a layer above the algebra keeps its
     * own memos here (the sweep's shifted event times), so they share this context's lifetime. The uncached context
     * makes a new, unshared companion on every call.
     *
     * @param <T> the companion type
     * @param type the companion's class (one companion per class)
     * @param make makes the companion (thread-safe companions only: the context may be shared between threads)
     * @return the companion of this context
     */
    public <T> T companion(Class<T> type, Supplier<T> make) {
        Objects.requireNonNull(type, "type");
        if (!caching) {
            return make.get();
        }
        return type.cast(extensions.computeIfAbsent(type, k -> Objects.requireNonNull(make.get(), "companion")));
    }

    /** Counts one refinement step (bisection, Newton bracket, QIR test, closed-form narrowing). */
    void countRefinement() {
        if (caching) {
            refinementSteps.increment();
        }
    }

    /** Counts one sign decided by the exact path (after every floating filter failed). */
    void countExactSign() {
        if (caching) {
            exactSigns.increment();
        }
    }

    /** Counts one comparison that needed more than the intervals the numbers had. */
    void countSlowComparison() {
        if (caching) {
            slowComparisons.increment();
        }
    }

    /**
     * Counters of exact work: what a regression test asserts instead of a time.
     *
     * @param refinementSteps isolating-interval refinement steps (bisections, Newton brackets, QIR tests,
     *     closed-form narrowings of quadratic irrationals)
     * @param exactSigns signs of a polynomial at a number decided by the exact path
     * @param slowComparisons comparisons of two numbers that needed refinement or a gcd
     */
    public record WorkCounts(long refinementSteps, long exactSigns, long slowComparisons) {
    }
}
