package org.snapfit.algebra.memo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BinaryOperator;

/**
 * A bounded least-recently-used memo, safe for concurrent use: the one table behind the kernel's and the sweep's
 * memos (roots of a polynomial, exact signs and comparisons, gcds, shifted event times, C-spaces), each owned by a
 * context object with a lifetime ({@code ExactContext}, the sweep's {@code SweepContext}).
 * Values must be immutable, so a value read may be used outside the lock; list-valued memos grow by
 * {@link #merge} with {@link #appending()}, which replaces the stored list by a longer immutable one.
 *
 * @param <K> key type (value equality)
 * @param <V> value type (immutable)
 */
public final class BoundedMemo<K, V> {

    private final int capacity;
    private final Map<K, V> map;

    /**
     * An empty memo.
     *
     * @param capacity the most entries kept, &gt; 0
     * @throws IllegalArgumentException if capacity ≤ 0
     */
    public BoundedMemo(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity = " + capacity + "; a memo must hold at least one entry");
        }
        this.capacity = capacity;
        this.map = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > BoundedMemo.this.capacity;
            }
        };
    }

    /**
     * The value remembered for a key (and marks it recently used).
     *
     * @param key the key
     * @return the value, or empty
     */
    public synchronized Optional<V> get(K key) {
        return Optional.ofNullable(map.get(Objects.requireNonNull(key, "key")));
    }

    /**
     * Remembers a value unless the key already has one.
     *
     * @param key the key
     * @param value the value
     * @return the value now remembered for the key: the earlier one if there was one, else {@code value}
     */
    public synchronized V putIfAbsent(K key, V value) {
        V prior = map.putIfAbsent(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
        return prior != null ? prior : value;
    }

    /**
     * Remembers a value, or combines it with the one already remembered.
     *
     * @param key the key
     * @param value the value to remember when the key has none
     * @param combine the combination of the remembered value and {@code value}
     * @return the value now remembered
     */
    public synchronized V merge(K key, V value, BinaryOperator<V> combine) {
        return map.merge(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"), combine);
    }

    /**
     * The number of entries.
     *
     * @return at most the capacity
     */
    public synchronized int size() {
        return map.size();
    }

    /**
     * The combination for list-valued memos: a new immutable list, the remembered elements then the new ones.
     *
     * @param <E> element type
     * @return the appending operator
     */
    public static <E> BinaryOperator<List<E>> appending() {
        return (old, added) -> {
            List<E> out = new ArrayList<>(old.size() + added.size());
            out.addAll(old);
            out.addAll(added);
            return Collections.unmodifiableList(out);
        };
    }
}
