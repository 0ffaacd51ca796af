package org.snapfit.core.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;

class TriangleMeshTest {
    static TriangleMesh tetra() {
        List<Vec3> v = List.of(Vec3.ZERO, Vec3.X, Vec3.Y, Vec3.Z);
        return TriangleMesh.of(v, List.of(new int[] {0, 2, 1}, new int[] {0, 1, 3}, new int[] {0, 3, 2},
                new int[] {1, 2, 3}));
    }

    @Test
    void tetra_volumeAreaNormals_matchClosedForm() {
        TriangleMesh t = tetra();
        // closed form: unit right tetrahedron, volume 1/6, area 3/2 + √3/2
        assertThat(t.volume()).isCloseTo(1.0 / 6, within(1e-15));
        assertThat(t.area()).isCloseTo(1.5 + Math.sqrt(3) / 2, within(1e-14));
        assertThat(t.isWatertight()).isTrue();
        assertThat(t.normal(0)).isEqualTo(new Vec3(0, 0, -1));
        assertThat(t.bounds()).containsExactly(0, 0, 0, 1, 1, 1);
    }

    @Test
    void openOrInconsistentMesh_isNotWatertight() {
        List<Vec3> v = List.of(Vec3.ZERO, Vec3.X, Vec3.Y, Vec3.Z);
        List<int[]> tris = new ArrayList<>(List.of(new int[] {0, 2, 1}, new int[] {0, 1, 3}, new int[] {0, 3, 2}));
        assertThat(TriangleMesh.of(v, tris).isWatertight()).isFalse();
        tris.add(new int[] {1, 3, 2});
        assertThat(TriangleMesh.of(v, tris).isWatertight()).isFalse();
    }

    @Test
    void degenerateTriangle_normal_throws() {
        TriangleMesh m = TriangleMesh.of(List.of(Vec3.ZERO, Vec3.X, new Vec3(2, 0, 0)), List.<int[]>of(new int[] {0, 1, 2}));
        assertThatThrownBy(() -> m.normal(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triangle 0 has zero area");
    }
}
