package org.snapfit.tracking.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.snapfit.core.curve.EllipseArc2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;

class FeatureTest {

    @Test
    void curveFeature_evaluate_embedsCurveInZ0Plane() {
        CurveFeature f = CurveFeature.of("c", EllipseArc2.circle(1, 2, 3, 0, 1));
        double[] out = new double[ParametricFeature.EVALUATION_LENGTH];
        f.evaluate(0, 99, out);
        // c(0) = (4, 2), c'(0) = (0, 3), c''(0) = (−3, 0)
        assertThat(out).containsExactly(new double[] {4, 2, 0, 0, 3, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0, 0}, within(1e-15));
        assertThat(f.lower(0)).isEqualTo(0);
        assertThat(f.upper(0)).isEqualTo(1);
    }

    @Test
    void pointFeature_evaluate_writesPointOnly() {
        PointFeature p = new PointFeature("p", Vec3.of(1, 2, 3));
        double[] out = new double[ParametricFeature.EVALUATION_LENGTH];
        java.util.Arrays.fill(out, 7);
        p.evaluate(0, 0, out);
        assertThat(out).containsExactly(1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        assertThat(p.dimension()).isZero();
    }

    @Test
    void pointFeature_lower_throwsNamingIndex() {
        PointFeature p = new PointFeature("vertex 3", Vec3.ZERO);
        assertThatThrownBy(() -> p.lower(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("index = 0").hasMessageContaining("'vertex 3'");
    }

    @Test
    void curveFeature_rangeOutsideDomain_throwsNamingFeature() {
        EllipseArc2 arc = EllipseArc2.circle(0, 0, 1, 0, 1);
        assertThatThrownBy(() -> new CurveFeature("edge", arc, 0, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'edge'").hasMessageContaining("domain [0.0, 1.0]");
    }

    @Test
    void patchFeature_emptyRange_throwsNamingParameter() {
        SphericalSurface s = new SphericalSurface(Frame3.WORLD, 1);
        assertThatThrownBy(() -> new PatchFeature("face", s, 1, 1, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[u0, u1] = [1.0, 1.0]").hasMessageContaining("'face'");
        PatchFeature ok = new PatchFeature("face", s, 1, 2, -1, 1);
        assertThat(ok.lower(1)).isEqualTo(-1);
        assertThat(ok.upper(0)).isEqualTo(2);
        assertThatThrownBy(() -> ok.upper(2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("index = 2");
    }

    @Test
    void pointFeature_blankName_throws() {
        assertThatThrownBy(() -> new PointFeature(" ", Vec3.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not be blank");
    }

    @Test
    void ellipseArc_badSemiAxis_throwsNamingField() {
        assertThatThrownBy(() -> new EllipseArc2(0, 0, 0, 1, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a = 0.0");
        assertThatThrownBy(() -> new EllipseArc2(0, 0, 1, 1, 0, 7)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[t0, t1] = [0.0, 7.0]");
        assertThatThrownBy(() -> new EllipseArc2(Double.NaN, 0, 1, 1, 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cx = NaN");
    }

    @Test
    void trackingResult_nanDistance_throwsNamingField() {
        assertThatThrownBy(() -> new TrackingResult(Double.NaN, Vec3.ZERO, Vec3.ZERO, 0, 0, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distance = NaN");
    }
}
