package org.snapfit.core.geom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

class GeomTest {

    @Test
    void exactPoint_arithmetic_matchesHandValues() {
        ExactPoint2 a = ExactPoint2.parse("1/2", "3");
        ExactPoint2 b = ExactPoint2.of(2, -1);
        assertThat(a.add(b)).isEqualTo(ExactPoint2.parse("5/2", "2"));
        assertThat(a.subtract(b)).isEqualTo(ExactPoint2.parse("-3/2", "4"));
        assertThat(a.dot(b)).isEqualTo(Rational.of(-2));
        assertThat(a.cross(b)).isEqualTo(Rational.parse("-13/2"));
        assertThat(a.scale(Rational.of(2))).isEqualTo(ExactPoint2.of(1, 6));
        assertThat(a.toVec2()).isEqualTo(new Vec2(0.5, 3));
        assertThat(a.toString()).isEqualTo("(1/2, 3)");
    }

    @Test
    void vec_operations_matchClosedForms() {
        Vec2 v = Vec2.of(3, 4);
        assertThat(v.norm()).isEqualTo(5.0);
        assertThat(v.perp()).isEqualTo(new Vec2(-4, 3));
        assertThat(v.cross(Vec2.of(1, 0))).isEqualTo(-4.0);
        assertThat(v.add(v).subtract(v).scale(2).dot(Vec2.of(1, 1))).isEqualTo(14.0);
        assertThat(v.rotate(Math.PI / 2).x()).isCloseTo(-4, org.assertj.core.api.Assertions.within(1e-15));
        Vec3 w = Vec3.of(1, 2, 2);
        assertThat(w.norm()).isEqualTo(3.0);
        assertThat(w.normSq()).isEqualTo(9.0);
        assertThat(w.cross(Vec3.X)).isEqualTo(new Vec3(0, 2, -2));
        assertThat(w.normalize().norm()).isCloseTo(1, org.assertj.core.api.Assertions.within(1e-15));
        assertThat(w.distance(Vec3.ZERO)).isEqualTo(3.0);
        assertThat(w.negate().add(w)).isEqualTo(Vec3.ZERO);
        assertThatThrownBy(() -> Vec3.ZERO.normalize()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Vec2.of(Double.NaN, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NaN");
    }

    @Test
    void tolerance_negative_throwsNamingOption() {
        assertThatThrownBy(() -> Tolerance.of("chordTolerance", -1, Unit.MILLIMETRE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chordTolerance = -1.0 mm");
        Tolerance t = Tolerance.of("gap", 0.5, Unit.MILLIMETRE);
        assertThat(t.accepts(1, 1.5)).isTrue();
        assertThat(t.withValue(0.1).accepts(1, 1.5)).isFalse();
        assertThat(t.toString()).isEqualTo("gap = 0.5 mm");
    }
}
