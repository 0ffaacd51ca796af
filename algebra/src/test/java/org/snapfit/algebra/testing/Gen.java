package org.snapfit.algebra.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A reproducible generator of test values: a function of a {@link SplittableRandom} (the same seed gives the same
 * value) together with a fixed list of edge values that {@link Cases} tries before the random ones.
 *
 * <p>Immutable and thread-safe (the random source is passed in, never held). Build them with {@link Gens} and the
 * combinators below; an assumption of a property belongs in {@link #filter}, so that every case run is a case
 * checked.
 *
 * @param <T> the type of the values
 */
public final class Gen<T> {

    /** How many values in a row {@link #filter} may reject before it gives up (a filter that rejects almost all). */
    public static final int MAX_REJECTS = 10_000;

    private final Function<SplittableRandom, ? extends T> draw;
    private final List<T> edges;

    private Gen(Function<SplittableRandom, ? extends T> draw, List<T> edges) {
        this.draw = draw;
        this.edges = Collections.unmodifiableList(new ArrayList<>(new LinkedHashSet<>(edges)));
    }

    /**
     * A generator without edge values.
     *
     * @param draw draws one value from the random source
     * @param <T> the value type
     * @return the generator
     */
    public static <T> Gen<T> of(Function<SplittableRandom, ? extends T> draw) {
        return new Gen<>(draw, List.of());
    }

    /**
     * A generator whose draw may fail with an exception of the given type, meaning "not a valid value": it draws
     * again from the same random source (so the case stays reproducible), at most {@link #MAX_REJECTS} times.
     *
     * @param rejected the exception type that rejects a draw
     * @param draw draws one candidate
     * @param <T> the value type
     * @return the generator
     */
    public static <T> Gen<T> rejecting(Class<? extends Exception> rejected, Function<SplittableRandom, ? extends T> draw) {
        return of(r -> {
            for (int i = 0; i < MAX_REJECTS; i++) {
                try {
                    return draw.apply(r);
                } catch (RuntimeException e) {
                    if (!rejected.isInstance(e)) {
                        throw e;
                    }
                }
            }
            throw new IllegalStateException(MAX_REJECTS + " draws in a row threw " + rejected.getSimpleName()
                    + "; the generator almost never makes a valid value");
        });
    }

    /**
     * One value.
     *
     * @param random the source (a case's own, seeded)
     * @return the value
     */
    public T next(SplittableRandom random) {
        return draw.apply(random);
    }

    /**
     * The edge values, in the order {@link Cases} tries them (no repeats).
     *
     * @return the edge values, unmodifiable
     */
    public List<T> edges() {
        return edges;
    }

    /**
     * This generator with more edge values appended.
     *
     * @param more the values (duplicates of existing ones are dropped)
     * @return the generator
     */
    @SafeVarargs
    public final Gen<T> withEdges(T... more) {
        List<T> all = new ArrayList<>(edges);
        for (T t : more) {
            all.add(t);
        }
        return new Gen<>(draw, all);
    }

    /**
     * This generator without edge values (only random cases).
     *
     * @return the generator
     */
    public Gen<T> withoutEdges() {
        return new Gen<>(draw, List.of());
    }

    /**
     * The image of each value (edges too).
     *
     * @param f the map
     * @param <U> the new value type
     * @return the generator
     */
    public <U> Gen<U> map(Function<? super T, ? extends U> f) {
        List<U> e = new ArrayList<>();
        for (T t : edges) {
            e.add(f.apply(t));
        }
        return new Gen<>(r -> f.apply(draw.apply(r)), e);
    }

    /**
     * A second generator chosen by each value of this one (edges: the edges of the generators chosen by this
     * one's edges).
     *
     * @param f the generator for a value
     * @param <U> the new value type
     * @return the generator
     */
    public <U> Gen<U> flatMap(Function<? super T, Gen<U>> f) {
        List<U> e = new ArrayList<>();
        for (T t : edges) {
            e.addAll(f.apply(t).edges());
        }
        return new Gen<>(r -> f.apply(draw.apply(r)).next(r), e);
    }

    /**
     * Only the values that pass: a rejected draw is replaced by the next draw from the same source, so each case
     * is still one seed; edges that fail are dropped.
     *
     * @param keep the condition (the property's assumption)
     * @return the generator
     * @throws IllegalStateException from {@link #next} when {@link #MAX_REJECTS} draws in a row fail
     */
    public Gen<T> filter(Predicate<? super T> keep) {
        List<T> e = new ArrayList<>();
        for (T t : edges) {
            if (keep.test(t)) {
                e.add(t);
            }
        }
        return new Gen<>(r -> {
            for (int i = 0; i < MAX_REJECTS; i++) {
                T t = draw.apply(r);
                if (keep.test(t)) {
                    return t;
                }
            }
            throw new IllegalStateException("the filter rejected " + MAX_REJECTS + " values in a row");
        }, e);
    }

    /**
     * Lists of values of this generator with a size drawn uniformly from {@code [minSize, maxSize]}. Edges: the
     * empty list when allowed, and lists of the smallest non-empty and of the largest size holding one edge value
     * throughout (all vertices equal, all coefficients zero, …).
     *
     * @param minSize the smallest size (&ge; 0)
     * @param maxSize the largest size (&ge; minSize)
     * @return the generator
     * @throws IllegalArgumentException naming the sizes when they are out of order or negative
     */
    public Gen<List<T>> list(int minSize, int maxSize) {
        if (minSize < 0 || maxSize < minSize) {
            throw new IllegalArgumentException("list sizes [" + minSize + ", " + maxSize
                    + "]: need 0 <= minSize <= maxSize");
        }
        List<List<T>> e = new ArrayList<>();
        if (minSize == 0) {
            e.add(List.of());
        }
        for (int size : new int[] {Math.max(1, minSize), maxSize}) {
            if (size <= maxSize && size >= 1) {
                for (T t : edges) {
                    e.add(Collections.nCopies(size, t));
                }
            }
        }
        return new Gen<>(r -> {
            int n = minSize + r.nextInt(maxSize - minSize + 1);
            List<T> l = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                l.add(draw.apply(r));
            }
            return Collections.unmodifiableList(l);
        }, e);
    }
}
