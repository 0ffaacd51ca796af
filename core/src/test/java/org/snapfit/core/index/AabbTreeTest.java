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
