package org.snapfit.core.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;

class AabbTreeTest {

    private static List<Aabb> randomBoxes(Random rnd, int n) {
        List<Aabb> boxes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = rnd.nextDouble() * 10;
            double y = rnd.nextDouble() * 10;
            double z = rnd.nextDouble() * 10;
            boxes.add(new Aabb(x, y, z, x + rnd.nextDouble(), y + rnd.nextDouble(), z + rnd.nextDouble()));
        }
        return boxes;
    }

    @Test
    void query_randomBoxes_matchesBruteForce() {
        Random rnd = new Random(42);
        List<Aabb> boxes = randomBoxes(rnd, 500);
        AabbTree tree = AabbTree.of(boxes);
        for (int q = 0; q < 200; q++) {
            Aabb query = randomBoxes(rnd, 1).get(0).expand(rnd.nextDouble());
            TreeSet<Integer> expected = new TreeSet<>();
            for (int i = 0; i < boxes.size(); i++) {
                if (boxes.get(i).intersects(query)) {
                    expected.add(i);
                }
            }
            List<Integer> got = new ArrayList<>();
            tree.query(query, got::add);
            // oracle: brute-force pairwise box test; each item reported exactly once
            assertThat(got).hasSize(expected.size());
            assertThat(new TreeSet<>(got)).isEqualTo(expected);
        }
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "seed {0}")
    @org.junit.jupiter.params.provider.ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void cursor_randomBoxesWithTiedCentres_matchesBruteForceAndBalancedDepth(long seed) {
        Random rnd = new Random(seed);
        int n = 1 + rnd.nextInt(3000);
        List<Aabb> boxes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // coordinates on a coarse grid: many equal centres, the quickselect's tie-breaking case
            double x = rnd.nextInt(8);
            double y = rnd.nextInt(8);
            double z = rnd.nextInt(8);
            boxes.add(new Aabb(x, y, z, x + rnd.nextInt(3), y + rnd.nextInt(3), z + rnd.nextInt(3)));
        }
        AabbTree tree = AabbTree.of(boxes);
        // median split: depth = ceil(log2(n / LEAF_SIZE)) + 1 at most
        int bound = (int) Math.ceil(Math.log(Math.max(1.0, (double) n / AabbTree.LEAF_SIZE)) / Math.log(2)) + 1;
        assertThat(tree.depth()).as("seed %d, n = %d", seed, n).isLessThanOrEqualTo(bound);
        AabbTree.Cursor cursor = tree.cursor();
        for (int q = 0; q < 100; q++) {
            double x = rnd.nextInt(10) - 1;
            double y = rnd.nextInt(10) - 1;
            double z = rnd.nextInt(10) - 1;
            Aabb query = new Aabb(x, y, z, x + rnd.nextInt(3), y + rnd.nextInt(3), z + rnd.nextInt(3));
            TreeSet<Integer> expected = new TreeSet<>();
            for (int i = 0; i < boxes.size(); i++) {
                if (boxes.get(i).intersects(query)) {
                    expected.add(i);
                }
            }
            List<Integer> got = new ArrayList<>();
            cursor.query(query.minX(), query.minY(), query.minZ(), query.maxX(), query.maxY(), query.maxZ(), got::add);
            assertThat(got).as("seed %d query %d", seed, q).hasSize(expected.size());
            assertThat(new TreeSet<>(got)).isEqualTo(expected);
        }
    }

    @Test
    void query_touchingBoxes_reported() {
        AabbTree tree = AabbTree.of(List.of(new Aabb(0, 0, 0, 1, 1, 1)));
        List<Integer> got = new ArrayList<>();
        tree.query(new Aabb(1, 1, 1, 2, 2, 2), got::add);
        // closed boxes: a shared corner counts as an intersection (package contract)
        assertThat(got).containsExactly(0);
    }

    @Test
    void of_emptyList_reportsNothing() {
        AabbTree tree = AabbTree.of(List.of());
        List<Integer> got = new ArrayList<>();
        tree.query(new Aabb(0, 0, 0, 1, 1, 1), got::add);
        assertThat(got).isEmpty();
        assertThat(tree.size()).isZero();
        assertThat(tree.nodeCount()).isZero();
    }

    @Test
    void of_hundredItems_hasBinaryTreeNodeCount() {
        AabbTree tree = AabbTree.of(randomBoxes(new Random(1), 100));
        // a full binary tree with L leaves has 2L - 1 nodes; median splits of 100 give leaves of 3 or 4 items
        assertThat(tree.size()).isEqualTo(100);
        assertThat(tree.nodeCount() % 2).isEqualTo(1);
        assertThat(tree.nodeCount()).isBetween(2 * 25 - 1, 2 * 34 - 1);
    }

    @Test
    void aabb_ofPoints_isTightBox() {
        Aabb b = Aabb.of(new Vec3(1, 5, -1), new Vec3(-2, 3, 4));
        // closed form: coordinate-wise min and max
        assertThat(b).isEqualTo(new Aabb(-2, 3, -1, 1, 5, 4));
        assertThat(b.union(new Aabb(0, 0, 0, 9, 1, 1))).isEqualTo(new Aabb(-2, 0, -1, 9, 5, 4));
        assertThat(b.expand(1)).isEqualTo(new Aabb(-3, 2, -2, 2, 6, 5));
    }

    @Test
    void aabb_minAboveMax_throwsNamingAxis() {
        assertThatThrownBy(() -> new Aabb(0, 2, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("y range [2.0, 1.0]").hasMessageContaining("min <= max");
    }

    @Test
    void aabb_nanBound_throws() {
        assertThatThrownBy(() -> new Aabb(Double.NaN, 0, 0, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("x range [NaN");
    }

    @Test
    void aabb_noPoints_throws() {
        assertThatThrownBy(Aabb::of).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("points is empty");
    }

    @Test
    void expand_negativeMargin_throws() {
        Aabb b = new Aabb(0, 0, 0, 1, 1, 1);
        assertThatThrownBy(() -> b.expand(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("margin = -1.0");
    }
}
