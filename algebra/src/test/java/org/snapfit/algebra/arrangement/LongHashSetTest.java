package org.snapfit.algebra.arrangement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/** The sweep's pair set against {@link HashSet} (oracle). */
class LongHashSetTest {

    private static final long[] SPECIAL = {-1, 0, 1, Long.MIN_VALUE, Long.MAX_VALUE, (3L << 32) | 7};

    /**
     * 2000 keys: a third special values (−1, whose stored form would mark a free slot, its neighbours, the extremes),
     * a third small ones (many repeats), a third any long.
     */
    private static final Gen<long[]> KEYS = Gen.of(rnd -> {
        long[] keys = new long[2000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = switch (rnd.nextInt(3)) {
                case 0 -> SPECIAL[rnd.nextInt(SPECIAL.length)];
                case 1 -> rnd.nextInt(300) - 150;
                default -> rnd.nextLong();
            };
        }
        return keys;
    });

    static Stream<Arguments> keySequences() {
        return Cases.of(20261126L, 100, KEYS);
    }

    @ParameterizedTest
    @MethodSource("keySequences")
    void add_randomKeysWithRepeats_sameAnswersAsHashSet(long[] keys) {
        LongHashSet set = new LongHashSet();
        Set<Long> oracle = new HashSet<>();
        for (long key : keys) {
            assertThat(set.add(key)).as("key %d", key).isEqualTo(oracle.add(key));
        }
    }
}
