package org.snapfit.core.curve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EllipseArc2Test {

    @Test
    void evaluate_derivatives_matchCentralDifferences() {
        EllipseArc2 e = new EllipseArc2(1, -2, 3, 0.5, -1, 2);
        double[] o = new double[6];
        double[] p = new double[6];
        double[] m = new double[6];
        double t = 0.7;
        double d = 1e-5;
        e.evaluate(t, o);
        e.evaluate(t + d, p);
        e.evaluate(t - d, m);
        // central differences: error O(d²) ≈ 1e-10 times the third derivative (≤ 3)
        for (int i = 0; i < 4; i++) {
            assertThat(o[i + 2]).isCloseTo((p[i] - m[i]) / (2 * d), within(1e-8));
        }
        // the point itself from the definition (cx + a cos t, cy + b sin t)
        assertThat(o[0]).isCloseTo(1 + 3 * Math.cos(t), within(1e-15));
        assertThat(o[1]).isCloseTo(-2 + 0.5 * Math.sin(t), within(1e-15));
        assertThat(e.tMin()).isEqualTo(-1);
        assertThat(e.tMax()).isEqualTo(2);
    }

    @Test
    void circle_pointAtQuarterTurn_isOnCircle() {
        // c(π/2) = (cx, cy + r)
        assertThat(EllipseArc2.circle(2, 3, 4, 0, Math.PI).point(Math.PI / 2).y()).isCloseTo(7, within(1e-15));
    }

    @Test
    void constructor_badValues_throwNamingField() {
        assertThatThrownBy(() -> new EllipseArc2(0, 0, 1, -2, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("b = -2.0");
        assertThatThrownBy(() -> new EllipseArc2(0, 0, 1, 1, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[t0, t1] = [1.0, 0.0]");
        assertThatThrownBy(() -> new EllipseArc2(0, Double.POSITIVE_INFINITY, 1, 1, 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cy = Infinity");
    }
}
