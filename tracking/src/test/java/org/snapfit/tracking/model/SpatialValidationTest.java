package org.snapfit.tracking.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.PosedSurface;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

/** Every documented @throws of the spatial model types, checked for type and message. */
class SpatialValidationTest {

    private static final EllipsoidSurface UNIT = new EllipsoidSurface(Vec3.ZERO, 1, 1, 1);

    @Test
    void ellipsoid_badAxis_rejectedNamingIt() {
        assertThatThrownBy(() -> new EllipsoidSurface(Vec3.ZERO, 1, -2, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("semi-axis b = -2.0");
        assertThatThrownBy(() -> new EllipsoidSurface(null, 1, 1, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("center is null");
    }

    @Test
    void edgeFeature_nullPatch_rejected() {
        assertThatThrownBy(() -> new EdgeFeature("e", null, EdgeFeature.Side.U0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("patch/side of edge 'e'");
    }

    @Test
    void posedSurface_movesPointsAndRotatesDerivatives() {
        Pose3 pose = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, Math.PI / 2), Vec3.of(1, 2, 3));
        PosedSurface s = new PosedSurface(UNIT, pose);
        double[] o = new double[18];
        s.evaluate(0, 0, o);
        // S(0, 0) = (1, 0, 0) rotated 90° about z = (0, 1, 0), plus (1, 2, 3); Su = (0, 1, 0) rotated = (−1, 0, 0)
        assertThat(new Vec3(o[0], o[1], o[2]).distance(Vec3.of(1, 3, 3))).isLessThan(1e-15);
        assertThat(new Vec3(o[3], o[4], o[5]).distance(Vec3.of(-1, 0, 0))).isLessThan(1e-15);
        assertThat(s.uPeriod()).isEqualTo(2 * Math.PI);
        assertThatThrownBy(() -> new PosedSurface(UNIT, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("base/pose is null");
    }

    @Test
    void spatialBody_badArguments_rejected() {
        assertThatThrownBy(() -> SpatialBody.of("X", List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("patches of body 'X' is empty");
        assertThatThrownBy(() -> new SpatialBody.FeatureRef(SpatialBody.Kind.EDGE, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("index >= 0");
    }

    @Test
    void distanceResult_badValues_rejectedNamingField() {
        SpatialBody.FeatureRef f = new SpatialBody.FeatureRef(SpatialBody.Kind.PATCH, 0);
        assertThatThrownBy(() -> new DistanceResult(Double.NaN, DistanceResult.Contact.SEPARATED, Vec3.ZERO,
                Vec3.ZERO, 0, 0, 0, 0, f, f, "a", "b", 0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distance = NaN");
        assertThatThrownBy(() -> new DistanceResult(1, null, Vec3.ZERO, Vec3.ZERO, 0, 0, 0, 0, f, f, "a", "b", 0, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is null");
        assertThatThrownBy(() -> new DistanceResult(1, DistanceResult.Contact.SEPARATED, Vec3.ZERO, Vec3.ZERO, 0, 0,
                0, 0, f, f, "a", "b", -1, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("switches = -1");
        DistanceResult ok = new DistanceResult(-1, DistanceResult.Contact.PENETRATING, Vec3.ZERO, Vec3.ZERO, 0, 0, 0,
                0, f, f, "a", "b", 2, 0, List.of(new SwitchEvent(2e-4, "a", "b"), new SwitchEvent(5e-4, "b", "a")));
        assertThat(ok.switched()).isTrue();
        assertThat(ok.penetrating()).isTrue();
        // the first event's time is the switch time
        assertThat(ok.switchTime()).hasValue(2e-4);
        // two switches need two events
        assertThatThrownBy(() -> new DistanceResult(1, DistanceResult.Contact.SEPARATED, Vec3.ZERO, Vec3.ZERO, 0, 0,
                0, 0, f, f, "a", "b", 2, 0, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("events has 0 entries; switches = 2");
        assertThatThrownBy(() -> new SwitchEvent(-1e-3, "a", "b"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("time = -0.001");
        assertThatThrownBy(() -> new SwitchEvent(0, null, "b"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from/to is null");
    }
}
