package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;

class SectionPlaneTest {

    @Test
    void parse_axisShortcuts_useTheDocumentedFrames() {
        // z=c: (x, y); y=c: normal -y, coordinates (x, z); x=c: coordinates (y, z)
        SectionPlane z = SectionPlane.parse("z=2.5");
        assertThat(z.origin()).isEqualTo(new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.of(5, 2)));
        assertThat(z.yAxis()).isEqualTo(ExactPoint3.of(0, 1, 0));
        SectionPlane y = SectionPlane.parse(" y = -3/4 ");
        assertThat(y.normal()).isEqualTo(ExactPoint3.of(0, -1, 0));
        assertThat(y.yAxis()).isEqualTo(ExactPoint3.of(0, 0, 1));
        SectionPlane x = SectionPlane.parse("x=1");
        assertThat(x.xAxis()).isEqualTo(ExactPoint3.of(0, 1, 0));
        assertThat(x.yAxis()).isEqualTo(ExactPoint3.of(0, 0, 1));
        ExactPoint3 p = ExactPoint3.parse("1", "2", "3");
        assertThat(CutFrame.of(y).toSection(p)).contains(ExactPoint2.of(1, 3));
        assertThat(CutFrame.of(x).toSection(p)).contains(ExactPoint2.of(2, 3));
    }

    @Test
    void parse_generalPlane_withAndWithoutXAxis() {
        SectionPlane p = SectionPlane.parse("origin=0,0,1;normal=0,3,4;xaxis=1,0,0");
        assertThat(p.hasRationalFrame()).isTrue();
        // ŷ = n̂ × x̂ = (0, 4, -3)/5
        assertThat(p.unitY()).contains(new ExactPoint3(Rational.ZERO, Rational.of(4, 5), Rational.of(-3, 5)));
        SectionPlane q = SectionPlane.parse("origin=0,0,0;normal=1,1,0");
        assertThat(q.xAxis().dot(q.normal())).isEqualTo(Rational.ZERO);
        assertThat(q.hasRationalFrame()).isFalse();
    }

    @Test
    void parse_badText_namesThePartAndTheForms() {
        assertThatThrownBy(() -> SectionPlane.parse("w=1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown key 'w'").hasMessageContaining("z=2.5");
        assertThatThrownBy(() -> SectionPlane.parse("z=abc")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("z = 'abc' is not an exact number");
        assertThatThrownBy(() -> SectionPlane.parse("origin=0,0;normal=0,0,1")).hasMessageContaining("has 2 components");
        assertThatThrownBy(() -> SectionPlane.parse("origin=0,0,0")).hasMessageContaining("normal is missing");
        assertThatThrownBy(() -> SectionPlane.parse("origin=0,0,0;normal=0,0,0")).hasMessageContaining("is zero");
        assertThatThrownBy(() -> SectionPlane.parse("z=1;z=2")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> SectionPlane.parse("nonsense")).hasMessageContaining("is not KEY=VALUE");
    }

    @Test
    void new_xAxisNotPerpendicular_isRefusedWithAPerpendicularSuggestion() {
        assertThatThrownBy(() -> new SectionPlane(ExactPoint3.ORIGIN, ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not perpendicular")
                .hasMessageContaining("(1, 0, 0)");
        assertThatThrownBy(() -> new SectionPlane(ExactPoint3.ORIGIN, ExactPoint3.ORIGIN, ExactPoint3.of(1, 0, 0)))
                .hasMessageContaining("normal must be non-zero");
        assertThatThrownBy(() -> new SectionPlane(ExactPoint3.ORIGIN, ExactPoint3.of(0, 0, 1), ExactPoint3.ORIGIN))
                .hasMessageContaining("x axis must be non-zero");
    }
}
