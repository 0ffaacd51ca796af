package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Ellipse3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * The third-derivative bounds of curves ({@link CurveBounds.Range#d3()}) and the derivative bounds of offsets of
 * surfaces of revolution and of linear extrusions of lines and conics ({@link OffsetBounds}), each against an
 * independent oracle on seeded random data (the seed is in every message): |c'''| against central differences of the
 * curve's exact second derivative; the offset surface's first derivatives (exact) and second (central differences of
 * the exact first, as {@link OffsetSurface} evaluates them) on a 21 × 21 grid of a random box
 * ({@link DerivativeBoundsTest#check}).
 */
class OffsetRevolutionBoundsTest {

    private static final int GRID = 40;
    /** Margin for values obtained by central differences (relative, plus 1 in the bound's unit). */
    private static final double DIFF_SLACK = 1e-5;
    /** Step of the central differences (parameter units). */
    private static final double H = 1e-4;

    private static Vec3 randomUnit(Random r) {
        Vec3 v = new Vec3(r.nextGaussian(), r.nextGaussian(), r.nextGaussian());
        return v.scale(1 / v.norm());
    }

    /** A rational cubic profile over [0, 2] in the xz-plane, 2 to 6 mm off the z axis. */
    private static BSplineCurve3 profile(Random r) {
        double[] knots = BSplineBasis.expand(new double[] {0, 1, 2}, new int[] {4, 1, 4});
        List<Vec3> cp = List.of(new Vec3(2, 0, 0), new Vec3(3 + r.nextDouble(), 0, 2), new Vec3(5, 0, 3 + r.nextDouble()),
                new Vec3(4 + r.nextDouble(), 0, 5), new Vec3(6, 0, 7));
        double[] w = {1, 0.7 + 0.6 * r.nextDouble(), 0.7 + 0.6 * r.nextDouble(), 0.8 + 0.4 * r.nextDouble(), 1};
        return BSplineCurve3.of(3, knots, cp, w);
    }

    private static Ellipse3 ellipse(Random r) {
        return new Ellipse3(Frame3.of(new Vec3(r.nextDouble(), r.nextDouble(), 0), new Vec3(0, 0, 1),
                new Vec3(1, r.nextDouble(), 0)), 2 + r.nextDouble(), 0.5 + r.nextDouble());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void curveThirdDerivativeBounds_encloseDifferencesOfTheExactSecond(int seed) {
        Random r = new Random(seed);
        BSplineCurve3 spline = profile(r);
        Ellipse3 ellipse = ellipse(r);
        Line3 line = new Line3(new Vec3(1, 2, 3), randomUnit(r).scale(1 + r.nextDouble()));
        double t0 = 1.5 * r.nextDouble();
        double t1 = t0 + (2 - t0) * (0.05 + 0.95 * r.nextDouble());
        double a0 = 2 * Math.PI * r.nextDouble();
        for (Object[] c : new Object[][] {{"spline", spline, t0, t1}, {"ellipse", ellipse, a0, a0 + 1},
            {"line", line, -1.0, 2.0}}) {
            ParametricCurve3 curve = (ParametricCurve3) c[1];
            double lo = (double) c[2];
            double hi = (double) c[3];
            CurveBounds.Range b = CurveBounds.of(curve).over(lo, hi, Vec3.ZERO, new Vec3(0, 0, 1), new Vec3[0],
                    new Vec3[0]);
            double[] p = new double[9];
            double[] m = new double[9];
            double largest = 0;
            for (int i = 0; i <= GRID; i++) {
                double t = Math.min(hi - H, Math.max(lo + H, lo + (hi - lo) * i / GRID));
                curve.evaluate(t + H, p);
                curve.evaluate(t - H, m);
                double third = new Vec3(p[6] - m[6], p[7] - m[7], p[8] - m[8]).norm() / (2 * H);
                largest = Math.max(largest, third);
                assertThat(third).as("seed %d, %s at t = %s: |c'''|", seed, c[0], t)
                        .isLessThanOrEqualTo(b.d3() + DIFF_SLACK * (1 + b.d3()));
            }
            // not vacuous: finite, and within a modest factor of what was sampled (zero for the line)
            assertThat(b.d3()).as("seed %d, %s: |c'''| bound", seed, c[0])
                    .isLessThanOrEqualTo(64 * largest + DIFF_SLACK);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void offsetOfRevolutionBounds_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        Vec3 axis = new Vec3(0, 0, 1);
        ParametricCurve3[] profiles = {profile(r),
            new Circle3(Frame3.of(new Vec3(4, 0, 0), new Vec3(0, 1, 0), new Vec3(1, 0, 0)), 1 + r.nextDouble()),
            new Line3(new Vec3(2, 0, 0), new Vec3(1, 0, 1 + r.nextDouble()))};
        for (ParametricCurve3 c : profiles) {
            SurfaceOfRevolution base = new SurfaceOfRevolution(c, Vec3.ZERO, axis);
            OffsetSurface s = new OffsetSurface(base, (r.nextBoolean() ? 1 : -1) * (0.1 + 0.5 * r.nextDouble()));
            DerivativeBounds b = DerivativeBounds.of(s);
            String label = "offset revolution of " + c.getClass().getSimpleName() + ", seed " + seed;
            assertThat(b).as(label).isInstanceOf(OffsetBounds.class);
            double u0 = 2 * Math.PI * r.nextDouble() - 1;
            double w = 0.02 + 0.2 * r.nextDouble();
            double v0 = c instanceof BSplineCurve3 ? 1.8 * r.nextDouble() : 3 * r.nextDouble();
            double v1 = c instanceof BSplineCurve3 ? Math.min(2, v0 + w) : v0 + w;
            checkEnclosed(label, s, b, u0, u0 + w, v0, v1, randomUnit(r));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void offsetOfTorusBounds_encloseSampledDerivatives(int seed) {
        // ring, horn (R = r) and spindle (R < r) tori: the offsets no closed form covers when r + δ ≥ R
        Random r = new Random(seed);
        double minor = 1 + r.nextDouble();
        for (double major : new double[] {minor * (1.5 + r.nextDouble()), minor, minor * (0.5 + 0.4 * r.nextDouble())}) {
            ToroidalSurface t = new ToroidalSurface(Frame3.of(new Vec3(r.nextDouble(), 0, 0), randomUnit(r), null),
                    major, minor);
            OffsetSurface s = new OffsetSurface(t, (r.nextBoolean() ? 1 : -1) * (0.1 + 0.4 * r.nextDouble()));
            DerivativeBounds b = DerivativeBounds.of(s);
            String label = "offset torus R " + major + ", r " + minor + ", seed " + seed;
            assertThat(b).as(label).isInstanceOf(OffsetBounds.class);
            double u0 = 2 * Math.PI * r.nextDouble();
            // a box away from the tube's inner equator v = π, where a horn or spindle torus is singular
            double v0 = -1 + 2 * r.nextDouble();
            double w = 0.02 + 0.2 * r.nextDouble();
            checkEnclosed(label, s, b, u0, u0 + w, v0, v0 + w, randomUnit(r));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void offsetOfExtrudedLineOrConicBounds_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        Vec3 d = new Vec3(0.4 * r.nextDouble(), 0, 1 + r.nextDouble());
        ParametricCurve3[] curves = {ellipse(r),
            new Circle3(Frame3.of(Vec3.ZERO, new Vec3(0, 0, 1), null), 1 + r.nextDouble()),
            new Line3(new Vec3(1, 0, 0), new Vec3(1, 1 + r.nextDouble(), 0))};
        for (ParametricCurve3 c : curves) {
            OffsetSurface s = new OffsetSurface(new SurfaceOfLinearExtrusion(c, d),
                    (r.nextBoolean() ? 1 : -1) * (0.1 + 0.3 * r.nextDouble()));
            DerivativeBounds b = DerivativeBounds.of(s);
            String label = "offset extrusion of " + c.getClass().getSimpleName() + ", seed " + seed;
            assertThat(b).as(label).isInstanceOf(OffsetBounds.class);
            assertThat(b.vMin()).as(label).isEqualTo(Double.NEGATIVE_INFINITY);
            double u0 = 2 * Math.PI * r.nextDouble();
            double v0 = 20 * r.nextDouble() - 10;
            double w = 0.01 + 0.2 * r.nextDouble();
            checkEnclosed(label, s, b, u0, u0 + w, v0, v0 + 3 * w, randomUnit(r));
        }
    }

    /** Sampled derivatives of the surface over the box lie within the bounds, which are finite. */
    private static void checkEnclosed(String label, OffsetSurface s, DerivativeBounds b, double u0, double u1,
            double v0, double v1, Vec3 n) {
        assertThat(b.over(u0, u1, v0, v1, n).suu()).as(label + ": finite bounds").isLessThan(Double.POSITIVE_INFINITY);
        DerivativeBoundsTest.check(label, s, b, u0, u1, v0, v1, n, DIFF_SLACK);
    }
}
