package org.snapfit.algebra.arrangement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The sweep's pair set against {@link HashSet} (oracle). */
class LongHashSetTest {

    @Property(tries = 100, seed = "20261126")
    void add_randomKeysWithRepeats_sameAnswersAsHashSet(@ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        LongHashSet set = new LongHashSet();
        Set<Long> oracle = new HashSet<>();
        long[] special = {-1, 0, 1, Long.MIN_VALUE, Long.MAX_VALUE, (3L << 32) | 7};
        for (int i = 0; i < 2000; i++) {
            long key = switch (rnd.nextInt(3)) {
                case 0 -> special[rnd.nextInt(special.length)];
                case 1 -> rnd.nextInt(300) - 150;
                default -> rnd.nextLong();
            };
            assertThat(set.add(key)).as("key %d", key).isEqualTo(oracle.add(key));
        }
    }
}
