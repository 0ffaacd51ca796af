package org.snapfit.core.geom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.predicate.Orientation;

class ExactPolygon2Test {

    private static ExactPolygon2 poly(long... xy) {
        List<ExactPoint2> v = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            v.add(ExactPoint2.of(xy[i], xy[i + 1]));
        }
        return ExactPolygon2.of(v);
    }

    @Test
    void of_square_areaAndOrientation() {
        // unit-2 square, clockwise listing: twice the area is -8 (shoelace)
        ExactPolygon2 sq = poly(0, 0, 0, 2, 2, 2, 2, 0);
        assertThat(sq.signedDoubleArea()).isEqualTo(Rational.of(-8));
        assertThat(sq.orientation()).isEqualTo(Orientation.CLOCKWISE);
        ExactPolygon2 ccw = sq.toCounterClockwise();
        assertThat(ccw.orientation()).isEqualTo(Orientation.COUNTER_CLOCKWISE);
        assertThat(ccw.toCounterClockwise()).isSameAs(ccw);
        assertThat(ccw.vertex(-1)).isEqualTo(ccw.vertex(3));
        assertThat(sq.size()).isEqualTo(4);
        assertThat(sq).isEqualTo(poly(0, 0, 0, 2, 2, 2, 2, 0)).hasSameHashCodeAs(poly(0, 0, 0, 2, 2, 2, 2, 0));
        assertThat(sq.toString()).contains("ExactPolygon2");
    }

    @Test
    void vertexKind_notchedPolygon_reflexAtNotch() {
        // L-shape: (1,1) is the inner corner, hence reflex; (2,0) a convex corner; (2,1) between (2,0),(1,1)? no:
        ExactPolygon2 l = poly(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2);
        assertThat(l.vertexKind(3)).isEqualTo(VertexKind.REFLEX);
        assertThat(l.vertexKind(1)).isEqualTo(VertexKind.CONVEX);
        assertThat(l.toCounterClockwise().vertexKind(3)).isEqualTo(VertexKind.REFLEX);
        ExactPolygon2 flat = poly(0, 0, 1, 0, 2, 0, 2, 2);
        assertThat(flat.vertexKind(1)).isEqualTo(VertexKind.FLAT);
    }

    @Test
    void locate_insideBoundaryOutside() {
        ExactPolygon2 l = poly(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2);
        assertThat(l.locate(ExactPoint2.parse("1/2", "3/2"))).isEqualTo(PointLocation.INSIDE);
        assertThat(l.locate(ExactPoint2.parse("3/2", "3/2"))).isEqualTo(PointLocation.OUTSIDE);
        assertThat(l.locate(ExactPoint2.parse("1", "3/2"))).isEqualTo(PointLocation.BOUNDARY);
        assertThat(l.locate(ExactPoint2.parse("-1", "1"))).isEqualTo(PointLocation.OUTSIDE);
        assertThat(l.locate(ExactPoint2.parse("3", "1"))).isEqualTo(PointLocation.OUTSIDE);
    }

    @Test
    void overlaps_touchingAndSharedAndNested() {
        ExactPolygon2 a = poly(0, 0, 2, 0, 2, 2, 0, 2);
        assertThat(a.overlaps(poly(2, 0, 4, 0, 4, 2, 2, 2))).as("shared edge, opposite sides").isFalse();
        assertThat(a.overlaps(poly(2, 2, 3, 2, 3, 3))).as("touch at a vertex").isFalse();
        assertThat(a.overlaps(poly(1, 1, 3, 1, 3, 3, 1, 3))).as("proper crossing").isTrue();
        assertThat(a.overlaps(poly(0, 0, 0, 2, 2, 2, 2, 0))).as("identical, other orientation").isTrue();
        assertThat(a.overlaps(poly(-1, -1, 3, -1, 3, 3, -1, 3))).as("nested").isTrue();
        assertThat(a.overlaps(poly(0, 0, 2, 0, 1, 1))).as("inside, sharing an edge").isTrue();
        assertThat(a.overlaps(poly(5, 5, 6, 5, 6, 6))).as("far apart").isFalse();
    }

    @Test
    void of_badInput_namedErrors() {
        assertThatThrownBy(() -> poly(0, 0, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs at least 3");
        assertThatThrownBy(() -> poly(0, 0, 1, 0, 1, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vertices[2] = (1, 0) repeats vertices[1]");
        assertThatThrownBy(() -> poly(0, 0, 1, 0, 2, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("zero area");
        assertThatThrownBy(() -> poly(0, 0, 4, 2, 4, 0, 0, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not self-intersect");
    }
}
