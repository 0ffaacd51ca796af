package org.snapfit.core.surface;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

class SurfaceKernelTest {
    private static final double H = 1e-6;
    private static final Frame3 F = Frame3.of(new Vec3(1, -2, 0.5), new Vec3(0.2, 1, 0.3), new Vec3(1, 0, 0));

    /** Central differences of S, Su, Sv: the oracle for all partial derivatives. */
    static void checkDerivatives(ParametricSurface s, double u, double v, double tol) {
        double[] o = new double[18];
        double[] a = new double[18];
        double[] b = new double[18];
        double[] c = new double[18];
        double[] d = new double[18];
        s.evaluate(u, v, o);
        s.evaluate(u + H, v, a);
        s.evaluate(u - H, v, b);
        s.evaluate(u, v + H, c);
        s.evaluate(u, v - H, d);
        for (int k = 0; k < 3; k++) {
            assertThat(o[3 + k]).as("Su").isCloseTo((a[k] - b[k]) / (2 * H), within(tol));
            assertThat(o[6 + k]).as("Sv").isCloseTo((c[k] - d[k]) / (2 * H), within(tol));
            assertThat(o[9 + k]).as("Suu").isCloseTo((a[3 + k] - b[3 + k]) / (2 * H), within(tol));
            assertThat(o[12 + k]).as("Suv").isCloseTo((c[3 + k] - d[3 + k]) / (2 * H), within(tol));
            assertThat(o[15 + k]).as("Svv").isCloseTo((c[6 + k] - d[6 + k]) / (2 * H), within(tol));
        }
    }

    static BSplineSurface patch(boolean rational) {
        List<List<Vec3>> net = new ArrayList<>();
        double[][] w = new double[4][3];
        for (int i = 0; i < 4; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < 3; j++) {
                row.add(new Vec3(i, j, Math.sin(i + 2 * j)));
                w[i][j] = 1 + 0.25 * ((i + j) % 3);
            }
            net.add(row);
        }
        return BSplineSurface.of(2, 2, new double[] {0, 0, 0, 0.5, 1, 1, 1}, new double[] {0, 0, 0, 1, 1, 1}, net,
                rational ? w : null);
    }

    static List<ParametricSurface> all() {
        Circle3 profile = new Circle3(Frame3.of(new Vec3(5, 0, 0), Vec3.Y, Vec3.X), 1);
        return List.of(new Plane(F), new CylindricalSurface(F, 2), new ConicalSurface(F, 1, 0.4),
                new SphericalSurface(F, 3), new ToroidalSurface(F, 4, 1), patch(false), patch(true),
                new SurfaceOfRevolution(profile, Vec3.ZERO, Vec3.Z),
                new SurfaceOfLinearExtrusion(new Circle3(F, 2), new Vec3(0, 0, 3)),
                new OffsetSurface(new SphericalSurface(F, 3), 0.5));
    }

    @Test
    void offsetOfAnOffset_isFlattened_andIsTheSameSurface() {
        // the offset by 0.5 of the offset by 1 of the cylinder of radius 4 is the cylinder of radius 5.5
        CylindricalSurface cyl = new CylindricalSurface(Frame3.WORLD, 4);
        OffsetSurface nested = new OffsetSurface(new OffsetSurface(cyl, 1), 0.5);
        OffsetSurface flat = OffsetSurface.of(new OffsetSurface(cyl, 1), 0.5);
        assertThat(flat).isEqualTo(new OffsetSurface(cyl, 1.5));
        assertThat(OffsetSurface.of(cyl, 0.5)).isEqualTo(new OffsetSurface(cyl, 0.5));
        double[] a = new double[18];
        double[] b = new double[18];
        for (int k = 0; k < 12; k++) {
            double u = 0.5 * k;
            double v = 3 - k;
            nested.evaluate(u, v, a);
            flat.evaluate(u, v, b);
            assertThat(Math.hypot(b[0], b[1])).as("u %s", u).isCloseTo(5.5, within(1e-12));
            for (int j = 0; j < 9; j++) {
                // points and first derivatives (exact in both; the nested one through the inner offset's normal)
                assertThat(a[j]).as("u %s, value %d", u, j).isCloseTo(b[j], within(1e-9));
            }
        }
    }

    @Test
    void evaluate_everySurface_matchesFiniteDifferences() {
        for (ParametricSurface s : all()) {
            double tol = s instanceof OffsetSurface ? 1e-3 : 1e-5;
            for (double[] uv : new double[][] {{0.3, 0.2}, {0.7, 0.4}, {0.45, 0.8}}) {
                checkDerivatives(s, uv[0], uv[1], tol);
            }
        }
    }

    @Test
    void closestParameter_pointOnSurface_roundTrips() {
        for (ParametricSurface s : all()) {
            for (double[] uv : new double[][] {{0.3, 0.2}, {0.7, 0.4}}) {
                Vec3 p = s.point(uv[0], uv[1]);
                Uv q = s.closestParameter(p);
                // invariant: inversion returns a parameter whose point is the given one
                assertThat(s.point(q.u(), q.v()).distance(p)).as(s.kind().key()).isLessThan(1e-7);
            }
        }
    }

    @Test
    void kindsAndPeriods_areAsDeclared() {
        List<ParametricSurface> s = all();
        assertThat(s.stream().map(x -> x.kind().key()).toList()).containsExactly("plane", "cylinder", "cone",
                "sphere", "torus", "bspline", "bspline", "revolution", "extrusion", "offset");
        assertThat(s.get(1).uPeriod()).isEqualTo(2 * Math.PI);
        assertThat(s.get(4).vPeriod()).isEqualTo(2 * Math.PI);
        assertThat(s.get(0).uPeriod()).isZero();
        assertThat(((BSplineSurface) s.get(6)).isRational()).isTrue();
        assertThat(((BSplineSurface) s.get(5)).basisU().breakpoints()).containsExactly(0, 0.5, 1);
        assertThat(((BSplineSurface) s.get(5)).basisV().degree()).isEqualTo(2);
        for (ParametricSurface x : s) {
            assertThat(x.uMin()).isLessThan(x.uMax());
            assertThat(x.vMin()).isLessThan(x.vMax());
            assertThat(x.vPeriod() >= 0 && x.uPeriod() >= 0).isTrue();
        }
    }

    @Test
    void sphere_normal_isRadial() {
        SphericalSurface s = new SphericalSurface(F, 3);
        Vec3 p = s.point(0.4, 0.3);
        // closed form: the natural normal of the sphere points outwards along (p - O)/r
        assertThat(s.normal(0.4, 0.3).approxEquals(p.subtract(F.origin()).scale(1.0 / 3),
                org.snapfit.core.tolerance.Tolerance.of("t", 1e-12, org.snapfit.core.tolerance.Unit.MILLIMETRE))).isTrue();
        assertThat(s.derivatives(0.4, 0.3).point()).isEqualTo(p);
    }

    @Test
    void offset_ofSphere_isLargerSphere() {
        OffsetSurface o = new OffsetSurface(new SphericalSurface(F, 3), 0.5);
        // closed form: offsetting a sphere of radius 3 outwards by 0.5 gives radius 3.5
        assertThat(o.point(1, 0.2).distance(F.origin())).isCloseTo(3.5, within(1e-12));
        assertThat(o.uPeriod()).isEqualTo(2 * Math.PI);
    }

    @Test
    void extrusionOfLine_isPlaneStrip() {
        SurfaceOfLinearExtrusion e = new SurfaceOfLinearExtrusion(new Line3(Vec3.ZERO, Vec3.X), Vec3.Z);
        Uv q = e.closestParameter(new Vec3(2, 0, 3));
        assertThat(q.u()).isCloseTo(2, within(1e-9));
        assertThat(q.v()).isCloseTo(3, within(1e-9));
        BSplineCurve3 c = BSplineCurve3.of(1, new double[] {0, 0, 1, 1}, List.of(Vec3.ZERO, Vec3.Y), null);
        assertThat(new SurfaceOfLinearExtrusion(c, Vec3.X).vMin()).isEqualTo(Double.NEGATIVE_INFINITY);
    }

    @Test
    void badInput_throwsNamingTheValue() {
        assertThatThrownBy(() -> new CylindricalSurface(F, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("radius = -1.0");
        assertThatThrownBy(() -> new ConicalSurface(F, 1, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("semiAngle = 2.0");
        assertThatThrownBy(() -> new ConicalSurface(F, -1, 0.2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("radius = -1.0");
        assertThatThrownBy(() -> new ToroidalSurface(F, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("minorRadius = 0.0");
        assertThatThrownBy(() -> new OffsetSurface(new Plane(F), Double.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distance = NaN");
        assertThatThrownBy(() -> new SurfaceOfLinearExtrusion(new Line3(Vec3.ZERO, Vec3.X), Vec3.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("non-zero vector");
        assertThatThrownBy(() -> new ConicalSurface(F, 0, 0.4).normal(0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("surface normal undefined");
        List<List<Vec3>> ragged = List.of(List.of(Vec3.ZERO, Vec3.X), List.of(Vec3.Y));
        assertThatThrownBy(() -> BSplineSurface.of(1, 1, new double[] {0, 0, 1, 1}, new double[] {0, 0, 1, 1},
                ragged, null)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("controlPoints[1]");
        List<List<Vec3>> sq = List.of(List.of(Vec3.ZERO, Vec3.X), List.of(Vec3.Y, Vec3.Z));
        assertThatThrownBy(() -> BSplineSurface.of(1, 1, new double[] {0, 0, 1, 1}, new double[] {0, 0, 1, 1},
                sq, new double[][] {{1, 1}, {1, 0}})).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("weights[1][1] = 0.0");
    }
}
