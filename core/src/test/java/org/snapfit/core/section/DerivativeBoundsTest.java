package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
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
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * Property: the derivative bounds of tori and surfaces of revolution (of lines, circles, ellipses, polynomial and
 * rational B-spline curves) and of rational B-spline surfaces with unclamped knots over random boxes enclose the derivatives of the exact surface sampled densely (a 21 × 21
 * grid of the box, the surface's own evaluation): n̂·S_u and n̂·S_v inside their ranges, |S_u|, |S_v|, |S_uu|,
 * |S_uv|, |S_vv| and |n̂·S_uu|, |n̂·S_uv|, |n̂·S_vv| below their bounds. Boxes of angles cross the seam at 0 = 2π on purpose.
 */
class DerivativeBoundsTest {

    private static final int GRID = 20;
    /** Rounding margin of the sampled derivatives (relative to the bound, plus an absolute mm floor). */
    private static final double SLACK = 1e-9;

    private static Vec3 randomUnit(Random r) {
        Vec3 v = new Vec3(r.nextGaussian(), r.nextGaussian(), r.nextGaussian());
        return v.scale(1 / v.norm());
    }

    private static ParametricCurve3 profile(Random r, int kind) {
        Frame3 f = Frame3.of(new Vec3(6 + r.nextDouble(), 0, r.nextDouble()), randomUnit(r), Vec3.X);
        switch (kind) {
            case 0:
                return new Line3(new Vec3(5, 0, -2), new Vec3(r.nextDouble(), 0.3 * r.nextDouble(), 1));
            case 1:
                return new Circle3(f, 1 + r.nextDouble());
            case 2:
                return new Ellipse3(f, 1 + r.nextDouble(), 0.5 + r.nextDouble());
            default:
                double[] knots = BSplineBasis.expand(new double[] {0, 1, 2}, new int[] {4, 1, 4});
                List<Vec3> cp = List.of(new Vec3(4, 0, -5), new Vec3(6 + r.nextDouble(), 1, -2),
                        new Vec3(6 + r.nextDouble(), -1, 0), new Vec3(5, 0.5, 2), new Vec3(4, 0, 5));
                double[] w = kind == 4 ? new double[] {1, 0.6 + r.nextDouble(), 0.6 + r.nextDouble(), 1.3, 1} : null;
                return BSplineCurve3.of(3, knots, cp, w);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void torusBounds_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        ToroidalSurface t = new ToroidalSurface(Frame3.of(new Vec3(1, 2, 3), randomUnit(r), Vec3.X),
                4 + 4 * r.nextDouble(), 0.5 + 3 * r.nextDouble());
        double u0 = 7 * r.nextDouble() - 1;
        double v0 = 7 * r.nextDouble() - 1;
        check("torus, seed " + seed, t, new TorusBounds(t), u0, u0 + 2 * r.nextDouble(), v0, v0 + 2 * r.nextDouble(),
                randomUnit(r));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void revolutionBounds_encloseSampledDerivatives(int seed) {
        Random r = new Random(seed);
        int kind = seed % 5;
        ParametricCurve3 c = profile(r, kind);
        SurfaceOfRevolution s = new SurfaceOfRevolution(c, new Vec3(0.5, -0.2, 0), randomUnit(r));
        DerivativeBounds b = DerivativeBounds.of(s);
        assertThat(b).isNotNull();
        double lo = Double.isFinite(c.tMin()) ? c.tMin() : -3;
        double hi = Double.isFinite(c.tMax()) ? c.tMax() : 3;
        double a = lo + (hi - lo) * 0.8 * r.nextDouble();
        double u0 = 7 * r.nextDouble() - 1;
        check("revolution of profile kind " + kind + ", seed " + seed, s, b, u0, u0 + 2 * r.nextDouble(), a,
                a + (hi - a) * (0.05 + 0.9 * r.nextDouble()), randomUnit(r));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void unclampedBSplineBounds_encloseSampledDerivatives(int seed) {
        // uniform unclamped knots in u (a periodic-style vector, domain [3, 7]), clamped in v; rational
        Random r = new Random(seed);
        int nu = 7;
        int nv = 4;
        double[] ku = new double[nu + 4];
        for (int i = 0; i < ku.length; i++) {
            ku[i] = i;
        }
        double[] kv = BSplineBasis.expand(new double[] {0, 1}, new int[] {4, 4});
        List<List<Vec3>> net = new ArrayList<>();
        double[][] w = new double[nu][nv];
        for (int i = 0; i < nu; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < nv; j++) {
                row.add(new Vec3(i + r.nextDouble(), j + r.nextDouble(), 2 * r.nextDouble()));
                w[i][j] = 0.6 + r.nextDouble();
            }
            net.add(row);
        }
        BSplineSurface s = BSplineSurface.of(3, 3, ku, kv, net, w);
        DerivativeBounds b = DerivativeBounds.of(s);
        assertThat(b).isNotNull();
        assertThat(b.uMin()).isEqualTo(3);
        assertThat(b.uMax()).isEqualTo(7);
        double u0 = 3 + 3 * r.nextDouble();
        double v0 = 0.7 * r.nextDouble();
        check("unclamped B-spline, seed " + seed, s, b, u0, u0 + (7 - u0) * (0.1 + 0.9 * r.nextDouble()), v0,
                v0 + (1 - v0) * (0.1 + 0.9 * r.nextDouble()), randomUnit(r));
    }

    private static void check(String label, ParametricSurface s, DerivativeBounds b, double u0, double u1, double v0,
            double v1, Vec3 n) {
        check(label, s, b, u0, u1, v0, v1, n, SLACK);
    }

    /**
     * Checks the bounds over a box against the surface's derivatives on a 21 × 21 grid of it, with a relative slack
     * for the second derivatives (larger where the surface evaluates them by differences).
     */
    static void check(String label, ParametricSurface s, DerivativeBounds b, double u0, double u1, double v0,
            double v1, Vec3 n, double secondSlack) {
        DerivativeBounds.Bounds k = b.over(u0, u1, v0, v1, n);
        double[] o = new double[18];
        for (int i = 0; i <= GRID; i++) {
            for (int j = 0; j <= GRID; j++) {
                double u = u0 + (u1 - u0) * i / GRID;
                double v = v0 + (v1 - v0) * j / GRID;
                s.evaluate(u, v, o);
                Vec3 su = new Vec3(o[3], o[4], o[5]);
                Vec3 sv = new Vec3(o[6], o[7], o[8]);
                String at = label + " at (" + u + ", " + v + ")";
                assertThat(n.dot(su)).as(at + " n.Su").isBetween(k.suMin() - slack(k.su()), k.suMax() + slack(k.su()));
                assertThat(n.dot(sv)).as(at + " n.Sv").isBetween(k.svMin() - slack(k.sv()), k.svMax() + slack(k.sv()));
                assertThat(su.norm()).as(at + " |Su|").isLessThanOrEqualTo(k.su() + slack(k.su()));
                assertThat(sv.norm()).as(at + " |Sv|").isLessThanOrEqualTo(k.sv() + slack(k.sv()));
                assertThat(new Vec3(o[9], o[10], o[11]).norm()).as(at + " |Suu|")
                        .isLessThanOrEqualTo(k.suu() + secondSlack * (1 + k.suu()));
                assertThat(new Vec3(o[12], o[13], o[14]).norm()).as(at + " |Suv|")
                        .isLessThanOrEqualTo(k.suv() + secondSlack * (1 + k.suv()));
                assertThat(new Vec3(o[15], o[16], o[17]).norm()).as(at + " |Svv|")
                        .isLessThanOrEqualTo(k.svv() + secondSlack * (1 + k.svv()));
                assertThat(Math.abs(n.dot(new Vec3(o[9], o[10], o[11])))).as(at + " |n.Suu|")
                        .isLessThanOrEqualTo(k.nuu() + secondSlack * (1 + k.nuu()));
                assertThat(Math.abs(n.dot(new Vec3(o[12], o[13], o[14])))).as(at + " |n.Suv|")
                        .isLessThanOrEqualTo(k.nuv() + secondSlack * (1 + k.nuv()));
                assertThat(Math.abs(n.dot(new Vec3(o[15], o[16], o[17])))).as(at + " |n.Svv|")
                        .isLessThanOrEqualTo(k.nvv() + secondSlack * (1 + k.nvv()));
            }
        }
    }

    private static double slack(double bound) {
        return SLACK * (1 + Math.abs(bound));
    }
}
