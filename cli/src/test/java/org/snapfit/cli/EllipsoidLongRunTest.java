package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.testdata.TestData;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.EllipsoidSurface;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.tracker.DistanceTracker;

/**
 * Verification: two spatial bodies of tiled rational B-spline patches read from FreeCAD-made STEP files
 * (test-data/step/freecad/gen_ellipsoids.py), 10⁴ coherent steps (RK2, 1 kHz, K = 1000 1/s: the paper's setting),
 * distance within 1e-9 of a converged Newton reference at every step. The reference is independent of the
 * patches: a 4-parameter Newton on the closed-form ellipsoids (longitude/latitude parameters), warm-started from
 * the previous step and iterated to rounding level.
 */
class EllipsoidLongRunTest {

    private static final double H = 1e-3;
    private static final int STEPS = 10_000;
    private static final EllipsoidSurface SHAPE_A = new EllipsoidSurface(Vec3.ZERO, 3, 2, 1.5);
    private static final EllipsoidSurface SHAPE_B = new EllipsoidSurface(Vec3.of(0.5, 5, 0.8), 2, 1.2, 1);

    private static Pose3 poseA(double t) {
        // A turns back and forth about a tilted axis and drifts
        return Pose3.of(Quaternion.fromAxisAngle(Vec3.of(0.3, 0.2, 1).normalize(), 0.3 * Math.sin(2 * Math.PI * t / 5)),
                Vec3.of(0.2 * Math.sin(2 * Math.PI * t / 7), 0, 0.1 * Math.sin(2 * Math.PI * t / 3)));
    }

    private static Pose3 poseB(double t) {
        // B is moved off its file position (centre (0.5, 5, 0.8) → about (3, 3.8, 2)), rocks about x and circles
        return Pose3.of(Quaternion.fromAxisAngle(Vec3.X, 0.25 * Math.sin(2 * Math.PI * t / 6)),
                Vec3.of(2.5 + 0.3 * Math.cos(2 * Math.PI * t / 4), -1.2 + 0.3 * Math.sin(2 * Math.PI * t / 4), 1.2));
    }

    @Test
    void update_freecadEllipsoids_tenThousandSteps_withinNewtonReferenceAtEveryStep() throws Exception {
        SpatialBody a = ClearanceParts.part("A", TestData.path("step", "freecad", "ellipsoid_a_ap214.step").toString());
        SpatialBody b = ClearanceParts.part("B", TestData.path("step", "freecad", "ellipsoid_b_ap214.step").toString());
        // the STEP parts are tiled: 8 rational B-spline octants each (the convexity rule needs >= 2 patches)
        assertThat(a.patches()).hasSize(8);
        assertThat(b.patches()).hasSize(8);
        DistanceTracker t = DistanceTracker.start(a, b, Integrator.RK2, 1000, H, poseA(0), poseB(0));
        double[] x = start(poseA(0), poseB(0));
        double worst = 0;
        for (int k = 0; k <= STEPS; k++) {
            double time = k * H;
            Pose3 pa = poseA(time);
            Pose3 pb = poseB(time);
            DistanceResult r = k == 0 ? t.current() : t.update(pa, pb, H);
            double exact = newton(pa, pb, x);
            worst = Math.max(worst, Math.abs(r.distance() - exact));
            assertThat(Math.abs(r.distance() - exact)).as("step %d: %s vs %s", k, r.distance(), exact)
                    .isLessThan(1e-9);
        }
        assertThat(worst).isLessThan(1e-9);
    }

    /** A global start for the reference: the closest pair of a 72 × 36 grid on each ellipsoid. */
    private static double[] start(Pose3 pa, Pose3 pb) {
        double best = Double.POSITIVE_INFINITY;
        double[] x = new double[4];
        double[] o = new double[18];
        int nu = 72;
        int nv = 36;
        Vec3[] pts = new Vec3[nu * nv];
        for (int i = 0; i < nu; i++) {
            for (int j = 0; j < nv; j++) {
                SHAPE_B.evaluate(2 * Math.PI * i / nu, -Math.PI / 2 + Math.PI * (j + 0.5) / nv, o);
                pts[i * nv + j] = pb.apply(Vec3.of(o[0], o[1], o[2]));
            }
        }
        for (int i = 0; i < nu; i++) {
            for (int j = 0; j < nv; j++) {
                double u = 2 * Math.PI * i / nu;
                double v = -Math.PI / 2 + Math.PI * (j + 0.5) / nv;
                SHAPE_A.evaluate(u, v, o);
                Vec3 p = pa.apply(Vec3.of(o[0], o[1], o[2]));
                for (int q = 0; q < pts.length; q++) {
                    double d = p.distance(pts[q]);
                    if (d < best) {
                        best = d;
                        x[0] = u;
                        x[1] = v;
                        x[2] = 2 * Math.PI * (q / nv) / nu;
                        x[3] = -Math.PI / 2 + Math.PI * (q % nv + 0.5) / nv;
                    }
                }
            }
        }
        return x;
    }

    /**
     * Newton on ½|f(u, v) − h(r, s)|² (gradient and exact Hessian of the closed-form ellipsoids, world frame),
     * from x, to rounding level; x is updated (warm start of the next step).
     */
    private static double newton(Pose3 pa, Pose3 pb, double[] x) {
        double[] o = new double[18];
        double[][] f = new double[6][];
        double[][] h = new double[6][];
        double dist = 0;
        for (int it = 0; it < 50; it++) {
            SHAPE_A.evaluate(x[0], x[1], o);
            world(pa, o, f);
            SHAPE_B.evaluate(x[2], x[3], o);
            world(pb, o, h);
            double[] d = {f[0][0] - h[0][0], f[0][1] - h[0][1], f[0][2] - h[0][2]};
            dist = Math.sqrt(dot(d, d));
            // gradient and Hessian in (u, v, r, s); tangents f[1] = f_u, f[2] = f_v, f[3] = f_uu, f[4] = f_uv, f[5] = f_vv
            double[] g = {dot(d, f[1]), dot(d, f[2]), -dot(d, h[1]), -dot(d, h[2])};
            double[][] m = new double[4][5];
            double[][] ta = {f[1], f[2]};
            double[][] tb = {h[1], h[2]};
            for (int i = 0; i < 2; i++) {
                for (int j = 0; j < 2; j++) {
                    m[i][j] = dot(ta[i], ta[j]) + dot(d, f[3 + i + j]);
                    m[2 + i][2 + j] = dot(tb[i], tb[j]) - dot(d, h[3 + i + j]);
                    m[i][2 + j] = -dot(ta[i], tb[j]);
                    m[2 + j][i] = -dot(ta[i], tb[j]);
                }
            }
            for (int i = 0; i < 4; i++) {
                m[i][4] = -g[i];
            }
            double[] step = solve(m);
            double largest = 0;
            for (int i = 0; i < 4; i++) {
                x[i] += step[i];
                largest = Math.max(largest, Math.abs(step[i]));
            }
            if (largest < 1e-15) {
                break;
            }
        }
        return dist;
    }

    private static void world(Pose3 pose, double[] o, double[][] out) {
        for (int k = 0; k < 6; k++) {
            Vec3 v = pose.rotation().rotate(Vec3.of(o[3 * k], o[3 * k + 1], o[3 * k + 2]));
            if (k == 0) {
                v = v.add(pose.translation());
            }
            out[k] = new double[] {v.x(), v.y(), v.z()};
        }
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    /** Gaussian elimination with partial pivoting on an augmented 4 × 5 matrix. */
    private static double[] solve(double[][] m) {
        int n = 4;
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) {
                if (Math.abs(m[r][c]) > Math.abs(m[p][c])) {
                    p = r;
                }
            }
            double[] tmp = m[c];
            m[c] = m[p];
            m[p] = tmp;
            for (int r = c + 1; r < n; r++) {
                double q = m[r][c] / m[c][c];
                for (int k = c; k <= n; k++) {
                    m[r][k] -= q * m[c][k];
                }
            }
        }
        double[] s = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double v = m[r][n];
            for (int k = r + 1; k < n; k++) {
                v -= m[r][k] * s[k];
            }
            s[r] = v / m[r][r];
        }
        return s;
    }
}
