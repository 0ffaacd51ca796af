package org.snapfit.core.curve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

class CurveKernelTest {
    private static final double H = 1e-6;

    /** Central differences of the point and first derivative: the oracle for c' and c''. */
    static void checkDerivatives(ParametricCurve3 c, double t, double tol) {
        double[] o = new double[9];
        double[] a = new double[9];
        double[] b = new double[9];
        c.evaluate(t, o);
        c.evaluate(t + H, a);
        c.evaluate(t - H, b);
        for (int k = 0; k < 3; k++) {
            assertThat(o[3 + k]).isCloseTo((a[k] - b[k]) / (2 * H), within(tol));
            assertThat(o[6 + k]).isCloseTo((a[3 + k] - b[3 + k]) / (2 * H), within(tol));
        }
    }

    private static final Frame3 TILTED = Frame3.of(new Vec3(1, 2, 3), new Vec3(1, 1, 1), new Vec3(1, 0, 0));

    @Test
    void evaluate_analyticCurves_matchFiniteDifferences() {
        for (double t = 0.1; t < 6; t += 0.7) {
            checkDerivatives(new Line3(new Vec3(1, 2, 3), new Vec3(0.5, -1, 2)), t, 1e-6);
            checkDerivatives(new Circle3(TILTED, 2.5), t, 1e-6);
            checkDerivatives(new Ellipse3(TILTED, 3, 1.5), t, 1e-6);
        }
    }

    @Test
    void circle_points_lieAtRadiusFromCentre() {
        Circle3 c = new Circle3(TILTED, 2.5);
        for (double t = 0; t < 6.3; t += 0.5) {
            // closed form: |c(t) - O| = r and (c(t) - O) . z = 0
            Vec3 d = c.point(t).subtract(TILTED.origin());
            assertThat(d.norm()).isCloseTo(2.5, within(1e-12));
            assertThat(d.dot(TILTED.z())).isCloseTo(0, within(1e-12));
            assertThat(c.closestParameter(c.point(t))).isCloseTo(t, within(1e-9));
        }
        assertThat(c.period()).isEqualTo(2 * Math.PI);
    }

    @Test
    void line_closestParameter_isProjection() {
        Line3 l = new Line3(Vec3.ZERO, new Vec3(2, 0, 0));
        // projection of (3, 4, 0) onto the x axis at parameter speed 2: t = 1.5
        assertThat(l.closestParameter(new Vec3(3, 4, 0))).isCloseTo(1.5, within(1e-15));
        assertThat(l.tMin()).isEqualTo(Double.NEGATIVE_INFINITY);
    }

    /** The rational quadratic quarter circle (weights 1, √2/2, 1) lies exactly on the unit circle. */
    @Test
    void nurbs_quarterCircle_isExact() {
        BSplineCurve3 q = BSplineCurve3.of(2, new double[] {0, 0, 0, 1, 1, 1},
                List.of(new Vec3(1, 0, 0), new Vec3(1, 1, 0), new Vec3(0, 1, 0)),
                new double[] {1, Math.sqrt(0.5), 1});
        assertThat(q.isRational()).isTrue();
        for (double t = 0; t <= 1; t += 0.05) {
            assertThat(q.point(t).norm()).isCloseTo(1, within(1e-14));
            checkDerivatives(q, Math.min(0.99, Math.max(0.01, t)), 1e-5);
        }
        Vec3 p = new Vec3(Math.cos(0.6), Math.sin(0.6), 0);
        assertThat(q.point(q.closestParameter(p)).distance(p)).isLessThan(1e-10);
    }

    @Test
    void bspline_unclampedCubic_matchesFiniteDifferencesAndPartitionOfUnity() {
        double[] knots = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        BSplineCurve3 c = BSplineCurve3.of(3, knots, List.of(new Vec3(0, 0, 0), new Vec3(1, 2, 0), new Vec3(3, 2, 1),
                new Vec3(4, 0, 2), new Vec3(6, 1, 0)), null);
        assertThat(c.tMin()).isEqualTo(3);
        assertThat(c.tMax()).isEqualTo(5);
        for (double t = 3.05; t < 5; t += 0.17) {
            checkDerivatives(c, t, 1e-5);
            int span = c.basis().span(t);
            double[][] d = c.basis().derivatives(span, t, 2);
            // invariant: the basis functions sum to one, their derivatives to zero
            assertThat(d[0][0] + d[0][1] + d[0][2] + d[0][3]).isCloseTo(1, within(1e-14));
            assertThat(d[1][0] + d[1][1] + d[1][2] + d[1][3]).isCloseTo(0, within(1e-12));
        }
        assertThat(c.basis().breakpoints()).containsExactly(3, 4, 5);
    }

    @Test
    void bsplineBasis_expand_repeatsKnots() {
        assertThat(BSplineBasis.expand(new double[] {0, 0.5, 1}, new int[] {3, 1, 3}))
                .containsExactly(0, 0, 0, 0.5, 1, 1, 1);
        BSplineBasis b = BSplineBasis.of(2, new double[] {0, 0, 0, 0.5, 1, 1, 1}, 4);
        assertThat(b.span(1)).isEqualTo(3);
        assertThat(b.span(0)).isEqualTo(2);
        assertThat(b.count()).isEqualTo(4);
        assertThat(b.degree()).isEqualTo(2);
        assertThat(b.knots()).hasSize(7);
        assertThat(b.min()).isZero();
        assertThat(b.max()).isEqualTo(1);
    }

    @Test
    void bsplineBasis_badInput_throwsNamingTheField() {
        assertThatThrownBy(() -> BSplineBasis.of(0, new double[] {0, 1}, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("degree = 0");
        assertThatThrownBy(() -> BSplineBasis.of(1, new double[] {0, 1, 0.5, 1}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("knots[2] = 0.5");
        assertThatThrownBy(() -> BSplineBasis.of(1, new double[] {0, 1, 1}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("knots has 3 values");
        assertThatThrownBy(() -> BSplineBasis.of(2, new double[] {0, 0, 0, 1, 1}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("controlPoints = 2");
        assertThatThrownBy(() -> BSplineBasis.of(1, new double[] {1, 1, 1, 1}, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("domain must not be empty");
        assertThatThrownBy(() -> BSplineBasis.expand(new double[] {0, 1}, new int[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("same length");
        assertThatThrownBy(() -> BSplineBasis.expand(new double[] {0, 1}, new int[] {1, 0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("multiplicities[1] = 0");
        assertThatThrownBy(() -> BSplineCurve3.of(1, new double[] {0, 0, 1, 1}, List.of(Vec3.ZERO, Vec3.X),
                new double[] {1, -1})).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("weights[1] = -1.0");
        assertThatThrownBy(() -> BSplineCurve3.of(1, new double[] {0, 0, 1, 1}, List.of(Vec3.ZERO, Vec3.X),
                new double[] {1})).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("weights has 1");
        assertThatThrownBy(() -> new Line3(Vec3.ZERO, Vec3.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("non-zero direction");
        assertThatThrownBy(() -> new Circle3(TILTED, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("radius = 0.0");
        assertThatThrownBy(() -> new Ellipse3(TILTED, 1, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ellipse semiAxis2 = -1.0");
    }

    @Test
    void defaultInversion_onLine_findsProjection() {
        ParametricCurve3 l = new ParametricCurve3() {
            @Override
            public double tMin() {
                return 0;
            }

            @Override
            public double tMax() {
                return 10;
            }

            @Override
            public void evaluate(double t, double[] out) {
                new Line3(Vec3.ZERO, Vec3.X).evaluate(t, out);
            }
        };
        // closed form: the projection of (3.25, 1, 0) on the x axis is t = 3.25
        assertThat(l.closestParameter(new Vec3(3.25, 1, 0))).isCloseTo(3.25, within(1e-12));
        assertThat(l.period()).isZero();
        assertThat(l.derivatives(2).d1()).isEqualTo(Vec3.X);
    }
}
