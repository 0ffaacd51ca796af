package org.snapfit.tracking.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;

/** The value semantics of {@link DistanceResult} (a final class with record-style components) and its factory. */
class DistanceResultTest {

    private static final SpatialBody.FeatureRef P0 = new SpatialBody.FeatureRef(SpatialBody.Kind.PATCH, 0);
    private static final SpatialBody.FeatureRef E1 = new SpatialBody.FeatureRef(SpatialBody.Kind.EDGE, 1);

    private static DistanceResult sample(double distance) {
        return new DistanceResult(distance, DistanceResult.Contact.SEPARATED, Vec3.of(1, 2, 3), Vec3.of(4, 6, 3),
                0.1, 0.2, 0.3, 0.4, P0, E1, "A.o0", "B.e1", 1, 1e-12, List.of(new SwitchEvent(5e-4, "B.o1", "B.e1")));
    }

    @Test
    void of_coordinates_sameResultAsConstructor() {
        // oracle: the constructor with the same values as Vec3s; the factory copies the first three entries only
        double[] a = {1, 2, 3, 99, 99};
        double[] b = {4, 6, 3};
        DistanceResult r = DistanceResult.of(5, DistanceResult.Contact.SEPARATED, a, b, 0.1, 0.2, 0.3, 0.4, P0, E1,
                "A.o0", "B.e1", 1, 1e-12, List.of(new SwitchEvent(5e-4, "B.o1", "B.e1")));
        a[0] = -7; // copied: a later change of the caller's buffer does not show
        assertThat(r).isEqualTo(sample(5)).hasSameHashCodeAs(sample(5));
        assertThat(r.witnessA()).isEqualTo(Vec3.of(1, 2, 3));
        assertThat(r.witnessB()).isEqualTo(Vec3.of(4, 6, 3));
        // |(1,2,3) − (4,6,3)| = 5 (3-4-5 triangle): the value passed, kept exactly
        assertThat(r.distance()).isEqualTo(5.0);
        assertThat(r.u()).isEqualTo(0.1);
        assertThat(r.v()).isEqualTo(0.2);
        assertThat(r.r()).isEqualTo(0.3);
        assertThat(r.s()).isEqualTo(0.4);
        assertThat(r.featureA()).isEqualTo(P0);
        assertThat(r.featureB()).isEqualTo(E1);
        assertThat(r.nameA()).isEqualTo("A.o0");
        assertThat(r.nameB()).isEqualTo("B.e1");
        assertThat(r.switches()).isEqualTo(1);
        assertThat(r.projectionError()).isEqualTo(1e-12);
        assertThat(r.switchTime()).hasValue(5e-4);
        assertThat(r.penetrating()).isFalse();
    }

    @Test
    void equals_differentComponent_notEqual() {
        // value equality over the components: one number changed by an ulp differs, the same values are equal
        assertThat(sample(5)).isEqualTo(sample(5)).isNotEqualTo(sample(Math.nextUp(5.0)));
        assertThat(sample(5)).isNotEqualTo(new DistanceResult(5, DistanceResult.Contact.TOUCHING, Vec3.of(1, 2, 3),
                Vec3.of(4, 6, 3), 0.1, 0.2, 0.3, 0.4, P0, E1, "A.o0", "B.e1", 1, 1e-12,
                List.of(new SwitchEvent(5e-4, "B.o1", "B.e1"))));
        assertThat(sample(5)).isNotEqualTo("not a result");
    }

    @Test
    void toString_recordStyle_namesEveryComponent() {
        // the record's format: Name[component=value, ...], witnesses as Vec3
        assertThat(sample(5).toString()).startsWith("DistanceResult[distance=5.0, contact=SEPARATED, witnessA=")
                .contains("nameB=B.e1").contains("switches=1").contains("projectionError=1.0E-12")
                .endsWith("]");
    }

    @Test
    void events_copied_unmodifiable() {
        // the caller's list is copied: clearing it later leaves the result's list intact
        java.util.ArrayList<SwitchEvent> list = new java.util.ArrayList<>(List.of(new SwitchEvent(1e-4, "a", "b")));
        DistanceResult r = DistanceResult.of(1, DistanceResult.Contact.SEPARATED, new double[3], new double[] {1, 0, 0},
                0, 0, 0, 0, P0, P0, "a", "b", 1, 0, list);
        list.clear();
        assertThat(r.events()).hasSize(1);
        assertThatThrownBy(() -> r.events().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void of_badWitnessArray_rejectedNamingIt() {
        assertThatThrownBy(() -> DistanceResult.of(1, DistanceResult.Contact.SEPARATED, new double[2], new double[3],
                0, 0, 0, 0, P0, P0, "a", "b", 0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("witnessA/witnessB has 2/3 values; a witness needs x, y, z");
        assertThatThrownBy(() -> DistanceResult.of(1, DistanceResult.Contact.SEPARATED, new double[3], null,
                0, 0, 0, 0, P0, P0, "a", "b", 0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3/null values");
    }

    @Test
    void of_nonFiniteWitness_rejectedNamingCoordinate() {
        // never a NaN: a witness coordinate is checked like the other numbers, and named
        assertThatThrownBy(() -> DistanceResult.of(1, DistanceResult.Contact.SEPARATED, new double[3],
                new double[] {0, Double.NaN, 0}, 0, 0, 0, 0, P0, P0, "a", "b", 0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("witnessB.y = NaN");
        assertThatThrownBy(() -> new DistanceResult(1, DistanceResult.Contact.SEPARATED, null, Vec3.ZERO, 0, 0, 0, 0,
                P0, P0, "a", "b", 0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is null");
    }

    @Test
    void constructor_finiteButOverflowingSum_accepted() {
        // the one-sum fast test overflows to infinity here; the named checks then find every number finite
        DistanceResult r = new DistanceResult(Double.MAX_VALUE, DistanceResult.Contact.SEPARATED,
                Vec3.of(Double.MAX_VALUE, 0, 0), Vec3.ZERO, 0, 0, 0, 0, P0, P0, "a", "b", 0, 0, List.of());
        assertThat(r.distance()).isEqualTo(Double.MAX_VALUE);
    }
}
