package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;

/**
 * Properties of the bounds added for offset surfaces and cone sections, each against an independent oracle on seeded
 * random data (the seed is in every message):
 * <ul>
 * <li>the third-derivative magnitudes of a rational B-spline surface ({@link SurfaceBounds#jets}) enclose central
 * differences of the surface's own exact second derivatives on a 21 × 21 grid of a random box;</li>
 * <li>the derivative bounds of an offset of a rational B-spline surface and of a linear extrusion of a rational
 * B-spline curve ({@link OffsetBounds}) enclose the offset surface's sampled derivatives (first derivatives exact,
 * second by central differences of the exact first, as {@link OffsetSurface} evaluates them);</li>
 * <li>the centred-form bounds of a rational B-spline surface and the hull bounds of a polynomial one over small
 * boxes, with the plane normal's components of the second derivatives, enclose the sampled derivatives;</li>
 * <li>the curvature bound of a cone section ({@link SurfaceCurves#coneCurvature}) encloses |p''| sampled by second
 * differences of the closed-form section point.</li>
 * </ul>
 */
class OffsetConeBoundsTest {

    private static final int GRID = 20;
    /** Rounding margin of sampled values (relative to the bound, plus 1 in the bound's unit). */
    private static final double SLACK = 1e-9;
    /** Margin for values obtained by central differences (relative, plus 1 in the bound's unit). */
    private static final double DIFF_SLACK = 1e-5;
    /** Step of the central differences of the oracles (parameter units). */
    private static final double H = 1e-4;

    private static Vec3 randomUnit(Random r) {
        Vec3 v = new Vec3(r.nextGaussian(), r.nextGaussian(), r.nextGaussian());
        return v.scale(1 / v.norm());
    }

    /** A rational bicubic-by-quadratic surface over [0, 2] × [0, 1], a gently curved sheet (normal never vanishes). */
    private static BSplineSurface sheet(Random r) {
        return sheet(r, true);
    }

    /** The sheet, rational or polynomial. */
    private static BSplineSurface sheet(Random r, boolean rational) {
        int nu = 5;
        int nv = 3;
        double[] ku = BSplineBasis.expand(new double[] {0, 1, 2}, new int[] {4, 1, 4});
        double[] kv = BSplineBasis.expand(new double[] {0, 1}, new int[] {3, 3});
        List<List<Vec3>> net = new ArrayList<>();
        double[][] w = new double[nu][nv];
        for (int i = 0; i < nu; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < nv; j++) {
                row.add(new Vec3(2 * i + 0.3 * r.nextDouble(), 2 * j + 0.3 * r.nextDouble(), r.nextDouble()));
                w[i][j] = 0.7 + 0.6 * r.nextDouble();
            }
            net.add(row);
        }
        return BSplineSurface.of(3, 2, ku, kv, net, rational ? w : null);
    }

    private static BSplineCurve3 planarCurve(Random r) {
        double[] knots = BSplineBasis.expand(new double[] {0, 1, 2}, new int[] {4, 1, 4});
        List<Vec3> cp = List.of(new Vec3(0, 0, 0), new Vec3(3, 2 + r.nextDouble(), 0),
                new Vec3(6, -1 - r.nextDouble(), 0), new Vec3(9, 2 * r.nextDouble(), 0), new Vec3(12, 0, 0));
        double[] w = {1, 0.7 + 0.6 * r.nextDouble(), 0.7 + 0.6 * r.nextDouble(), 0.8 + 0.4 * r.nextDouble(), 1};
        return BSplineCurve3.of(3, knots, cp, w);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void rationalThirdDerivativeBounds_encloseDifferencesOfTheExactSecond(int seed) {
        Random r = new Random(seed);
        BSplineSurface s = sheet(r);
        SurfaceBounds b = SurfaceBounds.of(s);
        double u0 = 1.5 * r.nextDouble();
        double u1 = u0 + (2 - u0) * (0.05 + 0.95 * r.nextDouble());
        double v0 = 0.7 * r.nextDouble();
        double v1 = v0 + (1 - v0) * (0.05 + 0.95 * r.nextDouble());
        double[] j = b.jets(u0, u1, v0, v1);
        double[] p = new double[18];
        double[] m = new double[18];
        double[] o = new double[18];
        for (int a = 0; a <= GRID; a++) {
            for (int c = 0; c <= GRID; c++) {
                double u = Math.min(u1 - H, Math.max(u0 + H, u0 + (u1 - u0) * a / GRID));
                double v = Math.min(v1 - H, Math.max(v0 + H, v0 + (v1 - v0) * c / GRID));
                String at = "seed " + seed + " at (" + u + ", " + v + ")";
                s.evaluate(u, v, o);
                assertThat(norm(o, 3)).as(at + " |Su|").isLessThanOrEqualTo(j[0] + slack(j[0], SLACK));
                assertThat(norm(o, 6)).as(at + " |Sv|").isLessThanOrEqualTo(j[1] + slack(j[1], SLACK));
                assertThat(norm(o, 9)).as(at + " |Suu|").isLessThanOrEqualTo(j[2] + slack(j[2], SLACK));
                assertThat(norm(o, 12)).as(at + " |Suv|").isLessThanOrEqualTo(j[3] + slack(j[3], SLACK));
                assertThat(norm(o, 15)).as(at + " |Svv|").isLessThanOrEqualTo(j[4] + slack(j[4], SLACK));
                s.evaluate(u + H, v, p);
                s.evaluate(u - H, v, m);
                assertThat(diff(p, m, 9)).as(at + " |Suuu|").isLessThanOrEqualTo(j[5] + slack(j[5], DIFF_SLACK));
                assertThat(diff(p, m, 12)).as(at + " |Suuv|").isLessThanOrEqualTo(j[6] + slack(j[6], DIFF_SLACK));
                assertThat(diff(p, m, 15)).as(at + " |Suvv|").isLessThanOrEqualTo(j[7] + slack(j[7], DIFF_SLACK));
                s.evaluate(u, v + H, p);
                s.evaluate(u, v - H, m);
                assertThat(diff(p, m, 15)).as(at + " |Svvv|").isLessThanOrEqualTo(j[8] + slack(j[8], DIFF_SLACK));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void offsetOfRationalSurfaceBounds_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        OffsetSurface s = new OffsetSurface(sheet(r), (r.nextBoolean() ? 1 : -1) * (0.2 + 0.8 * r.nextDouble()));
        DerivativeBounds b = DerivativeBounds.of(s);
        assertThat(b).as("seed %d", seed).isInstanceOf(OffsetBounds.class);
        double u0 = 1.8 * r.nextDouble();
        double v0 = 0.8 * r.nextDouble();
        double w = 0.02 + 0.2 * r.nextDouble();
        checkEnclosed("offset sheet, seed " + seed, s, b, u0, Math.min(2, u0 + w), v0, Math.min(1, v0 + w),
                randomUnit(r));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void offsetOfExtrudedCurveBounds_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        SurfaceOfLinearExtrusion e = new SurfaceOfLinearExtrusion(planarCurve(r), new Vec3(0, 0, 1 + r.nextDouble()));
        OffsetSurface s = new OffsetSurface(e, (r.nextBoolean() ? 1 : -1) * (0.1 + 0.4 * r.nextDouble()));
        DerivativeBounds b = DerivativeBounds.of(s);
        assertThat(b).as("seed %d", seed).isInstanceOf(OffsetBounds.class);
        assertThat(b.vMin()).isEqualTo(Double.NEGATIVE_INFINITY);
        double u0 = 1.9 * r.nextDouble();
        double v0 = 20 * r.nextDouble() - 10;
        double w = 0.01 + 0.1 * r.nextDouble();
        checkEnclosed("offset extrusion, seed " + seed, s, b, u0, Math.min(2, u0 + w), v0, v0 + 3 * w, randomUnit(r));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void rationalCentredBounds_encloseSampledDerivativesOnSmallBoxes(int seed) {
        Random r = new Random(seed);
        BSplineSurface s = sheet(r);
        DerivativeBounds b = DerivativeBounds.of(s);
        double u0 = 1.9 * r.nextDouble();
        double v0 = 0.9 * r.nextDouble();
        double w = 0.005 + 0.09 * r.nextDouble();
        checkEnclosed("rational sheet, seed " + seed, s, b, u0, u0 + w, v0, v0 + w, randomUnit(r));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void polynomialBounds_withNormalComponents_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        BSplineSurface s = sheet(r, false);
        DerivativeBounds b = DerivativeBounds.of(s);
        double u0 = 1.9 * r.nextDouble();
        double v0 = 0.9 * r.nextDouble();
        double w = 0.005 + 0.09 * r.nextDouble();
        checkEnclosed("polynomial sheet, seed " + seed, s, b, u0, u0 + w, v0, v0 + w, randomUnit(r));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void coneSectionCurvatureBound_enclosesSecondDifferences(int seed) {
        Random r = new Random(seed);
        double t = Math.tan(0.2 + 1.1 * r.nextDouble());
        double big = 1 + 4 * r.nextDouble();
        Vec3 n = randomUnit(r);
        double a = n.x();
        double b = n.y();
        double c = n.z();
        double d = 6 * r.nextDouble() - 3;
        java.util.function.DoubleFunction<Vec3> p = u -> {
            double w = a * Math.cos(u) + b * Math.sin(u);
            double v = -(d + big * w) / (t * w + c);
            double rho = big + v * t;
            return new Vec3(rho * Math.cos(u), rho * Math.sin(u), v);
        };
        int tried = 0;
        for (int k = 0; k < 20; k++) {
            double u0 = 2 * Math.PI * r.nextDouble();
            double u1 = u0 + 0.5 * r.nextDouble();
            double bound = SurfaceCurves.coneCurvature(a, b, c, d, big, t, u0, u1);
            if (Double.isNaN(bound)) {
                // a pole of the branch may lie in the interval: the denominator t w + c takes both signs or 0
                continue;
            }
            tried++;
            for (int i = 0; i <= GRID; i++) {
                double u = u0 + (u1 - u0) * i / GRID;
                double h = 1e-4;
                Vec3 second = p.apply(u + h).add(p.apply(u - h)).subtract(p.apply(u).scale(2)).scale(1 / (h * h));
                assertThat(second.norm()).as("seed %d, u %s in [%s, %s]", seed, u, u0, u1)
                        .isLessThanOrEqualTo(bound * (1 + DIFF_SLACK) + DIFF_SLACK);
            }
        }
        assertThat(tried).as("seed %d: intervals away from the poles", seed).isPositive();
    }

    /** Sampled derivatives of the surface over the box lie within the bounds, which are finite. */
    private static void checkEnclosed(String label, ParametricSurface s, DerivativeBounds b, double u0, double u1,
            double v0, double v1, Vec3 n) {
        assertThat(b.over(u0, u1, v0, v1, n).suu()).as(label + ": finite bounds").isLessThan(Double.POSITIVE_INFINITY);
        DerivativeBoundsTest.check(label, s, b, u0, u1, v0, v1, n, DIFF_SLACK);
    }

    private static double norm(double[] o, int at) {
        return Math.sqrt(o[at] * o[at] + o[at + 1] * o[at + 1] + o[at + 2] * o[at + 2]);
    }

    private static double diff(double[] p, double[] m, int at) {
        double x = (p[at] - m[at]) / (2 * H);
        double y = (p[at + 1] - m[at + 1]) / (2 * H);
        double z = (p[at + 2] - m[at + 2]) / (2 * H);
        return Math.sqrt(x * x + y * y + z * z);
    }

    private static double slack(double bound, double rel) {
        return rel * (1 + Math.abs(bound));
    }
}
