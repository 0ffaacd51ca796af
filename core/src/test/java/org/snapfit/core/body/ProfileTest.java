package org.snapfit.core.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

class ProfileTest {

    private static final ProfileSource SRC = new ProfileSource("a.dxf", 12, "LWPOLYLINE #2A", "PAWL-1");

    private static List<ExactPoint2> square() {
        return List.of(ExactPoint2.of(0, 0), ExactPoint2.of(2, 0), ExactPoint2.of(2, 2), ExactPoint2.of(0, 2));
    }

    @Test
    void outline_square_hasExactDoubleArea() {
        ProfileOutline o = new ProfileOutline(square(), false, SRC);
        // closed form: 2 x 2 square counter-clockwise, doubled area 8
        assertThat(o.doubleSignedArea()).isEqualTo(Rational.of(8));
        assertThat(o.vertices()).hasSize(4);
        assertThat(SRC.describe()).isEqualTo("a.dxf:12 LWPOLYLINE #2A on layer PAWL-1");
    }

    @Test
    void outline_tooFewOrRepeatedVertices_throwsNamingSource() {
        assertThatThrownBy(() -> new ProfileOutline(square().subList(0, 2), false, SRC))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("outline vertices has 2 points (a.dxf:12 LWPOLYLINE #2A on layer PAWL-1);"
                        + " a closed outline needs at least 3");
        List<ExactPoint2> closedTwice = List.of(ExactPoint2.of(0, 0), ExactPoint2.of(1, 0), ExactPoint2.of(1, 1),
                ExactPoint2.of(0, 0));
        assertThatThrownBy(() -> new ProfileOutline(closedTwice, false, SRC))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("outline vertices[0] = (0, 0) repeats vertices[3]")
                .hasMessageContaining("consecutive outline vertices must be distinct");
    }

    @Test
    void path_endsAndValidation_followVertexList() {
        ProfilePath p = new ProfilePath(List.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -8)), false, SRC);
        assertThat(p.start()).isEqualTo(ExactPoint2.of(0, 0));
        assertThat(p.end()).isEqualTo(ExactPoint2.of(0, -8));
        assertThatThrownBy(() -> new ProfilePath(List.of(ExactPoint2.of(0, 0)), false, SRC))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("path vertices has 1 points");
        assertThatThrownBy(() -> new ProfilePath(List.of(ExactPoint2.of(1, 1), ExactPoint2.of(1, 1)), false, SRC))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("path vertices[1] = (1, 1) repeats vertices[0]");
    }

    @Test
    void circleAndSource_invalidValues_throw() {
        assertThatThrownBy(() -> new ProfileCircle(ExactPoint2.ORIGIN, Rational.ZERO, SRC))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("circle radius = 0")
                .hasMessageContaining("must be > 0");
        assertThatThrownBy(() -> new ProfileSource("a", -1, "", ""))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("profile source line = -1; must be >= 0");
        assertThat(new ProfileCircle(ExactPoint2.ORIGIN, Rational.HALF, SRC).radius()).isEqualTo(Rational.HALF);
    }

    @Test
    void profileSet_lookupIgnoresCase_andRejectsDuplicateNames() {
        PlanarProfile pawl = new PlanarProfile("PAWL-1", List.of(new ProfileOutline(square(), true, SRC)), List.of(),
                List.of(new ProfilePoint(ExactPoint2.ORIGIN, SRC)), List.of());
        PlanarProfile empty = new PlanarProfile("Notes", List.of(), List.of(), List.of(), List.of());
        ProfileSet set = new ProfileSet("a.dxf", List.of(pawl, empty));
        assertThat(set.layer("pawl-1")).contains(pawl);
        assertThat(set.layer("PAWL_1")).isEmpty();
        assertThat(pawl.isEmpty()).isFalse();
        assertThat(empty.isEmpty()).isTrue();
        assertThat(pawl.hasApproximations()).isTrue();
        assertThat(empty.hasApproximations()).isFalse();
        PlanarProfile dup = new PlanarProfile("pawl-1", List.of(), List.of(), List.of(), List.of());
        assertThatThrownBy(() -> new ProfileSet("a.dxf", List.of(pawl, dup)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("layers[1] = pawl-1 repeats layers[0] = PAWL-1; layer names must be distinct ignoring case");
    }
}
