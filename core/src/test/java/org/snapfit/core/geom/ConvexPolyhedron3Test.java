package org.snapfit.core.geom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

class ConvexPolyhedron3Test {

    private static final ConvexPolyhedron3 CUBE = ConvexPolyhedron3.box(2, 2, 2);

    @Test
    void signedDistance_insideFaceEdgeCorner_matchClosedForm() {
        // inside: 0.25 below the +x face
        Contact in = CUBE.contactOf(Vec3.of(0.75, 0, 0), Feature.of(FeatureKind.VERTEX, 3));
        assertThat(in.signedDistance()).isCloseTo(-0.25, within(1e-15));
        assertThat(in.normal().x()).isCloseTo(1, within(1e-15));
        assertThat(in.featureB().kind()).isEqualTo(FeatureKind.FACE);
        // outside over a face: plane distance
        assertThat(CUBE.signedDistance(Vec3.of(0, 0, 3))).isCloseTo(2, within(1e-15));
        // outside beyond an edge: distance to the edge x = y = 1: √2 · 1
        Contact edge = CUBE.contactOf(Vec3.of(2, 2, 0), Feature.of(FeatureKind.VERTEX, 0));
        assertThat(edge.signedDistance()).isCloseTo(Math.sqrt(2), within(1e-14));
        assertThat(edge.featureB().kind()).isEqualTo(FeatureKind.EDGE);
        // outside beyond a corner: distance to (1, 1, 1) is √3
        Contact corner = CUBE.contactOf(Vec3.of(2, 2, 2), Feature.of(FeatureKind.VERTEX, 0));
        assertThat(corner.signedDistance()).isCloseTo(Math.sqrt(3), within(1e-14));
        assertThat(corner.featureB()).isEqualTo(Feature.of(FeatureKind.VERTEX, 6));
        assertThat(corner.normal().x()).isCloseTo(1 / Math.sqrt(3), within(1e-14));
    }

    static Stream<Arguments> pointsAndAngles() {
        return Cases.of(3L, 200, Gens.doubles(-3, 3), Gens.doubles(-3, 3), Gens.doubles(-3, 3), Gens.doubles(-3, 3));
    }

    @ParameterizedTest
    @MethodSource("pointsAndAngles")
    void signedDistance_rigidMotion_invariant(double x, double y, double z, double angle) {
        // invariant: moving the polyhedron and the point by the same rigid motion keeps the signed distance
        Pose3 pose = Pose3.of(Quaternion.fromAxisAngle(Vec3.of(1, 2, 3), angle), Vec3.of(0.5, -1, 2));
        ConvexPolyhedron3 box = ConvexPolyhedron3.box(1, 2, 3);
        Vec3 p = Vec3.of(x, y, z);
        assertThat(box.transformed(pose).signedDistance(pose.apply(p))).isCloseTo(box.signedDistance(p),
                within(1e-12));
    }

    @Test
    void contactsWith_boxSunkIntoSlab_fourBottomCorners() {
        ConvexPolyhedron3 slab = ConvexPolyhedron3.box(10, 10, 1).transformed(Pose3.of(Quaternion.IDENTITY,
                Vec3.of(0, 0, -0.5)));
        ConvexPolyhedron3 box = CUBE.transformed(Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, 0.9)));
        List<Contact> cs = box.contactsWith(slab, 0);
        assertThat(cs).hasSize(4);
        for (Contact c : cs) {
            assertThat(c.signedDistance()).isCloseTo(-0.1, within(1e-12));
            assertThat(c.normal().z()).isCloseTo(1, within(1e-15));
        }
        assertThat(CUBE.faceCount()).isEqualTo(6);
        assertThat(CUBE.size()).isEqualTo(8);
        assertThat(CUBE.faceNormal(0).z()).isCloseTo(-1, within(1e-15));
        assertThat(CUBE.vertex(6)).isEqualTo(Vec3.of(1, 1, 1));
        assertThat(CUBE).isEqualTo(ConvexPolyhedron3.box(2, 2, 2)).hasSameHashCodeAs(ConvexPolyhedron3.box(2, 2, 2));
        assertThat(CUBE.toString()).contains("8 vertices");
    }

    @Test
    void of_badInput_rejectedNamingFaceOrVertex() {
        List<Vec3> tet = List.of(Vec3.ZERO, Vec3.X, Vec3.Y, Vec3.Z);
        // inward-facing (clockwise seen from outside) faces put the opposite vertex outside
        assertThatThrownBy(() -> ConvexPolyhedron3.of(tet, List.of(new int[] {0, 1, 2}, new int[] {0, 3, 1},
                new int[] {0, 2, 3}, new int[] {1, 3, 2}))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outside faces[0]");
        assertThatThrownBy(() -> ConvexPolyhedron3.of(tet, List.of(new int[] {0, 1}))).isInstanceOf(
                IllegalArgumentException.class).hasMessageContaining("at least 4");
        assertThatThrownBy(() -> ConvexPolyhedron3.of(tet, List.of(new int[] {0, 2, 7}, new int[] {0, 1, 3},
                new int[] {0, 3, 2}, new int[] {1, 2, 3}))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("faces[0][2] = 7");
        assertThatThrownBy(() -> ConvexPolyhedron3.of(tet, List.of(new int[] {0, 1}, new int[] {0, 1, 3},
                new int[] {0, 3, 2}, new int[] {1, 2, 3}))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("faces[0] has 2 vertices");
        assertThatThrownBy(() -> ConvexPolyhedron3.of(tet, List.of(new int[] {0, 1, 1}, new int[] {0, 1, 3},
                new int[] {0, 3, 2}, new int[] {1, 2, 3}))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("zero area");
        assertThatThrownBy(() -> ConvexPolyhedron3.box(1, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("box extents");
        assertThatThrownBy(() -> CUBE.contactsWith(CUBE, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("margin = NaN");
        // the correctly oriented tetrahedron is accepted: 4 faces
        assertThat(ConvexPolyhedron3.of(tet, List.of(new int[] {0, 2, 1}, new int[] {0, 1, 3}, new int[] {0, 3, 2},
                new int[] {1, 2, 3})).faceCount()).isEqualTo(4);
    }
}
