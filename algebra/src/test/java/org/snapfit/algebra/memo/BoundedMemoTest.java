package org.snapfit.algebra.memo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BoundedMemoTest {

    @Test
    void get_afterCapacityExceeded_leastRecentlyUsedDropped() {
        // capacity 2: put a, b; read a (b is now the least recently used); put c drops b, keeps a and c
        BoundedMemo<String, Integer> m = new BoundedMemo<>(2);
        m.putIfAbsent("a", 1);
        m.putIfAbsent("b", 2);
        assertThat(m.get("a")).contains(1);
        m.putIfAbsent("c", 3);
        assertThat(m.size()).isEqualTo(2);
        assertThat(m.get("b")).isEmpty();
        assertThat(m.get("a")).contains(1);
        assertThat(m.get("c")).contains(3);
    }

    @Test
    void putIfAbsent_keyPresent_keepsAndReturnsEarlierValue() {
        BoundedMemo<String, Integer> m = new BoundedMemo<>(4);
        assertThat(m.putIfAbsent("k", 1)).isEqualTo(1);
        assertThat(m.putIfAbsent("k", 2)).isEqualTo(1);
        assertThat(m.get("k")).isEqualTo(Optional.of(1));
    }

    @Test
    void merge_appending_growsAnImmutableList() {
        // the list read before an append is not changed by it (readers use it outside the lock)
        BoundedMemo<String, List<Integer>> m = new BoundedMemo<>(4);
        m.merge("k", List.of(1), BoundedMemo.appending());
        List<Integer> first = m.get("k").orElseThrow();
        m.merge("k", List.of(2), BoundedMemo.appending());
        assertThat(first).containsExactly(1);
        assertThat(m.get("k").orElseThrow()).containsExactly(1, 2);
        assertThatThrownBy(() -> m.get("k").orElseThrow().add(3)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void constructor_nonPositiveCapacity_throwsNamingIt() {
        assertThatThrownBy(() -> new BoundedMemo<String, Integer>(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity = 0; a memo must hold at least one entry");
    }
}
