package org.snapfit.core.contact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

class ContactTest {

    private static final Feature V0 = Feature.of(FeatureKind.VERTEX, 0);
    private static final Feature E1 = Feature.of(FeatureKind.EDGE, 1);

    @Test
    void constructor_nonUnitNormal_rejectedNamingNormal() {
        assertThatThrownBy(() -> new Contact(Vec3.ZERO, Vec3.of(2, 0, 0), 0, V0, E1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("contact normal")
                .hasMessageContaining("unit vector");
    }

    @Test
    void constructor_nanDistance_rejected() {
        assertThatThrownBy(() -> new Contact(Vec3.ZERO, Vec3.X, Double.NaN, V0, E1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("signedDistance = NaN");
    }

    @Test
    void feature_negativeIndex_rejected() {
        assertThatThrownBy(() -> Feature.of(FeatureKind.FACE, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("feature index = -1");
        assertThat(E1.toString()).isEqualTo("edge 1");
    }

    @Test
    void reversed_swapsFeaturesAndFlipsNormal() {
        Contact c = Contact.planar(Vec2.of(1, 2), Vec2.of(0, 1), -0.5, V0, E1);
        Contact r = c.reversed();
        // definition: seen from B the normal is reversed and the features swap
        assertThat(r.normal()).isEqualTo(Vec3.of(0, -1, 0));
        assertThat(r.featureA()).isEqualTo(E1);
        assertThat(r.reversed()).isEqualTo(c);
        assertThat(c.penetration()).isEqualTo(0.5);
        assertThat(c.point2()).isEqualTo(Vec2.of(1, 2));
        Tolerance tol = Tolerance.of("contactTolerance", 1e-9, Unit.MILLIMETRE);
        assertThat(c.approxEquals(Contact.planar(Vec2.of(1, 2 + 1e-10), Vec2.of(0, 1), -0.5, V0, E1), tol)).isTrue();
        assertThat(c.approxEquals(r, tol)).isFalse();
    }
}
