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

class ConvexPolygon2Test {

    private static final ConvexPolygon2 SQUARE = ConvexPolygon2.rectangle(2, 2);

    @Test
    void of_twoVertices_rejectedNamingCount() {
        assertThatThrownBy(() -> ConvexPolygon2.of(List.of(Vec2.of(0, 0), Vec2.of(1, 0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("vertices.size() = 2");
    }

    @Test
    void of_clockwise_rejectedNamingVertex() {
        assertThatThrownBy(() -> ConvexPolygon2.of(List.of(Vec2.of(0, 0), Vec2.of(0, 1), Vec2.of(1, 0))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vertices[0]").hasMessageContaining("counter-clockwise");
    }

    @Test
    void of_repeatedVertex_rejected() {
        assertThatThrownBy(() -> ConvexPolygon2.of(List.of(Vec2.of(0, 0), Vec2.of(0, 0), Vec2.of(1, 0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("repeats vertices[0]");
    }

    @Test
    void of_pentagram_rejectedAsWindingTwice() {
        List<Vec2> star = new java.util.ArrayList<>();
        for (int k = 0; k < 5; k++) {
            double a = 2 * Math.PI * (2 * k) / 5;
            star.add(Vec2.of(Math.cos(a), Math.sin(a)));
        }
        assertThatThrownBy(() -> ConvexPolygon2.of(star)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("winds");
    }

    @Test
    void rectangle_nonPositiveSide_rejectedNamingSide() {
        assertThatThrownBy(() -> ConvexPolygon2.rectangle(0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("width = 0.0");
        assertThatThrownBy(() -> ConvexPolygon2.rectangle(1, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("height = NaN");
    }

    @Test
    void massProperties_rectangle_matchClosedForm() {
        ConvexPolygon2 r = ConvexPolygon2.rectangle(4, 2).transformed(0, Vec2.of(1, 3));
        // closed form: area w h, centroid = translation, polar moment w h (w² + h²) / 12
        assertThat(r.area()).isCloseTo(8, within(1e-12));
        assertThat(r.centroid().x()).isCloseTo(1, within(1e-12));
        assertThat(r.centroid().y()).isCloseTo(3, within(1e-12));
        assertThat(r.polarSecondMoment()).isCloseTo(8 * (16 + 4) / 12.0, within(1e-12));
        assertThat(r.size()).isEqualTo(4);
        assertThat(r.vertices()).hasSize(4);
    }

    @Test
    void contactOf_insideNearEdge_negativeDistanceAndOutwardNormal() {
        // point (0.75, 0) is 0.25 inside the right edge x = 1 (edge 1 of the rectangle)
        Contact c = SQUARE.contactOf(Vec2.of(0.75, 0), Feature.of(FeatureKind.VERTEX, 7));
        assertThat(c.signedDistance()).isCloseTo(-0.25, within(1e-15));
        assertThat(c.normal2()).isEqualTo(Vec2.of(1, 0));
        assertThat(c.featureB()).isEqualTo(Feature.of(FeatureKind.EDGE, 1));
        assertThat(c.featureA()).isEqualTo(Feature.of(FeatureKind.VERTEX, 7));
        assertThat(c.penetration()).isCloseTo(0.25, within(1e-15));
    }

    @Test
    void contactOf_outsideCorner_distanceToVertex() {
        // closest boundary point of (2, 2) is the corner (1, 1): distance √2, normal (1, 1)/√2
        Contact c = SQUARE.contactOf(Vec2.of(2, 2), Feature.of(FeatureKind.VERTEX, 0));
        assertThat(c.signedDistance()).isCloseTo(Math.sqrt(2), within(1e-15));
        assertThat(c.normal().x()).isCloseTo(Math.sqrt(0.5), within(1e-15));
        assertThat(c.featureB()).isEqualTo(Feature.of(FeatureKind.VERTEX, 2));
        assertThat(SQUARE.signedDistance(Vec2.of(0, -3))).isCloseTo(2, within(1e-15));
    }

    static Stream<Arguments> pointsAndAngles() {
        return Cases.of(20261126L, 200, Gens.doubles(-3, 3), Gens.doubles(-3, 3), Gens.doubles(-4, 4));
    }

    @ParameterizedTest
    @MethodSource("pointsAndAngles")
    void signedDistance_rotatedAndMoved_invariant(double px, double py, double angle) {
        // invariant: signed distance is unchanged when polygon and point move by the same rigid motion
        ConvexPolygon2 tri = ConvexPolygon2.of(List.of(Vec2.of(0, 0), Vec2.of(2, 0), Vec2.of(0.5, 1.5)));
        Vec2 t = Vec2.of(0.3, -1.1);
        Vec2 p = Vec2.of(px, py);
        double moved = tri.transformed(angle, t).signedDistance(p.rotate(angle).add(t));
        assertThat(moved).isCloseTo(tri.signedDistance(p), within(1e-12));
    }

    @Test
    void contactsWith_squareSunkIntoFloor_twoVertexContactsUpwardNormal() {
        ConvexPolygon2 floor = ConvexPolygon2.rectangle(10, 2).transformed(0, Vec2.of(0, -1));
        ConvexPolygon2 box = SQUARE.transformed(0, Vec2.of(0, 0.9));
        List<Contact> cs = box.contactsWith(floor, 0);
        // the two bottom corners (vertices 0 and 1) are 0.1 below the floor top y = 0
        assertThat(cs).hasSize(2);
        for (Contact c : cs) {
            assertThat(c.signedDistance()).isCloseTo(-0.1, within(1e-12));
            assertThat(c.normal2()).isEqualTo(Vec2.of(0, 1));
        }
        // seen from the floor, the box's corners are outside the floor vertices: none of the floor's corners enter
        List<Contact> reverse = floor.contactsWith(box, 0);
        assertThat(reverse).hasSize(2);
        assertThat(reverse.get(0).normal2()).isEqualTo(Vec2.of(0, -1));
    }

    @Test
    void contactsWith_nanMargin_rejected() {
        assertThatThrownBy(() -> SQUARE.contactsWith(SQUARE, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("margin = NaN");
    }

    @Test
    void equals_sameVertices_equalAndHashed() {
        assertThat(ConvexPolygon2.rectangle(2, 2)).isEqualTo(SQUARE).hasSameHashCodeAs(SQUARE);
        assertThat(SQUARE.toString()).startsWith("ConvexPolygon2");
        assertThat(SQUARE.edgeNormal(0)).isEqualTo(Vec2.of(0, -1));
        assertThat(SQUARE.vertex(2)).isEqualTo(Vec2.of(1, 1));
    }
}
