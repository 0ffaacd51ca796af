package org.snapfit.cli.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;

/** The incremental hull against constructions whose hull is known. */
class ConvexHullTest {

    static LongStream seeds() {
        return LongStream.range(1, 21);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void cubeCornersWithInteriorPoints_hullIsTheCube(long seed) {
        Random rnd = new Random(seed);
        List<Vec3> pts = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            pts.add(new Vec3(rnd.nextDouble() * 2 - 1, rnd.nextDouble() * 2 - 1, rnd.nextDouble() * 2 - 1));
        }
        for (int i = 0; i < 8; i++) {
            pts.add(rnd.nextInt(pts.size()), new Vec3((i & 1) == 0 ? -1 : 1, (i & 2) == 0 ? -1 : 1,
                    (i & 4) == 0 ? -1 : 1));
        }
        ConvexHull.Hull h = ConvexHull.of(pts);
        // the hull of points in [-1, 1]³ that include its corners is the cube: 8 vertices, 12 triangles
        assertThat(h.vertices()).as("seed %d", seed).hasSize(8);
        assertThat(h.faces()).hasSize(12);
        ConvexPolyhedron3 cube = ConvexPolyhedron3.of(h.vertices(), h.faces());
        for (Vec3 p : pts) {
            assertThat(cube.signedDistance(p)).isLessThanOrEqualTo(1e-12);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void pointsOnASphere_allOnTheHullWithEulerCharacteristicTwo(long seed) {
        Random rnd = new Random(seed);
        List<Vec3> pts = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            pts.add(new Vec3(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).normalize());
        }
        ConvexHull.Hull h = ConvexHull.of(pts);
        // every point of a sphere is extreme; a triangulated sphere has F = 2V − 4
        assertThat(h.vertices()).hasSize(100);
        assertThat(h.faces()).hasSize(2 * 100 - 4);
        ConvexPolyhedron3.of(h.vertices(), h.faces());
    }

    @Test
    void coplanarPoints_rejected() {
        List<Vec3> pts = List.of(new Vec3(0, 0, 0), new Vec3(1, 0, 0), new Vec3(0, 1, 0), new Vec3(1, 1, 0));
        assertThatThrownBy(() -> ConvexHull.of(pts)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lie in one plane");
    }
}
