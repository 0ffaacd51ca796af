package org.snapfit.core.transform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

class PoseTest {
    private static final Tolerance TOL = Tolerance.of("test", 1e-12, Unit.MILLIMETRE);

    @Test
    void rotate_quarterTurnAboutZ_mapsXToY() {
        Quaternion q = Quaternion.fromAxisAngle(Vec3.Z, Math.PI / 2);
        assertThat(q.rotate(Vec3.X).approxEquals(Vec3.Y, TOL)).isTrue();
    }

    static Stream<Arguments> anglesAndOffsets() {
        return Cases.of(20261126L, 1000, Gens.doubles(-3, 3), Gens.doubles(-5, 5), Gens.doubles(-5, 5));
    }

    @ParameterizedTest
    @MethodSource("anglesAndOffsets")
    void composeWithInverse_isIdentity(double a, double tx, double py) {
        Pose3 p = Pose3.of(Quaternion.fromAxisAngle(new Vec3(1, 2, 3), a), new Vec3(tx, 1, -2));
        Vec3 v = new Vec3(0.5, py, 2);
        assertThat(p.inverse().apply(p.apply(v)).approxEquals(v, Tolerance.of("t", 1e-12, Unit.MILLIMETRE))).isTrue();
        // the rotation matrix agrees with the quaternion rotation
        double[][] m = p.toMatrix();
        Vec3 w = p.apply(v);
        assertThat(m[0][0] * v.x() + m[0][1] * v.y() + m[0][2] * v.z() + m[0][3]).isCloseTo(w.x(),
                org.assertj.core.api.Assertions.within(1e-12));
        assertThat(p.compose(p.inverse()).apply(v).approxEquals(v, Tolerance.of("t", 1e-12, Unit.MILLIMETRE))).isTrue();
    }

    @Test
    void slerp_halfway_isHalfAngle() {
        Quaternion a = Quaternion.IDENTITY;
        Quaternion b = Quaternion.fromAxisAngle(Vec3.Z, 1.0);
        Quaternion h = a.slerp(b, 0.5);
        assertThat(h.rotate(Vec3.X).approxEquals(new Vec3(Math.cos(0.5), Math.sin(0.5), 0), TOL)).isTrue();
        assertThat(a.slerp(a, 0.3)).isEqualTo(a);
    }

    @Test
    void quaternion_zero_throwsNamingComponents() {
        assertThatThrownBy(() -> new Quaternion(0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(0.0, 0.0, 0.0, 0.0)");
    }

    @Test
    void mesh_unitTetrahedron_hasClosedFormVolumeAndArea() {
        TriangleMesh m = TriangleMesh.of(
                java.util.List.of(Vec3.ZERO, Vec3.X, Vec3.Y, Vec3.Z),
                java.util.List.of(new int[] {0, 2, 1}, new int[] {0, 1, 3}, new int[] {0, 3, 2}, new int[] {1, 2, 3}));
        // volume 1/6, area 3 * 1/2 + sqrt(3)/2
        assertThat(m.volume()).isCloseTo(1.0 / 6, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(m.area()).isCloseTo(1.5 + Math.sqrt(3) / 2, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(m.triangleCount()).isEqualTo(4);
        assertThatThrownBy(() -> TriangleMesh.of(java.util.List.of(Vec3.ZERO), java.util.List.<int[]>of(new int[] {0, 0, 1})))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("triangles[0][2] = 1 is outside [0, 1)");
    }
}
