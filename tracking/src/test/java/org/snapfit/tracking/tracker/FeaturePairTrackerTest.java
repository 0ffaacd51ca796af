package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.snapfit.core.curve.EllipseArc2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.CurveFeature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.PointFeature;
import org.snapfit.tracking.model.TrackingResult;

class FeaturePairTrackerTest {

    private static final double H = 1e-3;
    private static final Pose3 I = Pose3.IDENTITY;
    /** Poor start: 0.66 rad (38°) from the closest point. */
    private static final double START = -0.5;

    private static int stepsToReduce(double gain, double factor) {
        // point Q = (3, 0.5) against the unit circle arc t ∈ [−1.4, 1.4]; closest t* = atan2(0.5, 3) = 0.165
        CurveFeature arc = new CurveFeature("arc", EllipseArc2.circle(0, 0, 1, -1.4, 1.4), -1.4, 1.4);
        PointFeature q = new PointFeature("Q", Vec3.of(3, 0.5, 0));
        FeaturePairTracker t = new FeaturePairTracker(arc, q, Integrator.RK2, gain, H, new double[] {START},
                new double[0], I, I);
        double e0 = t.current().projectionError();
        for (int k = 1; k <= 1000; k++) {
            if (t.update(I, I, H).projectionError() <= factor * e0) {
                return k;
            }
        }
        return -1;
    }

    @Test
    void update_poorStartK100_convergesInAbout75Steps() {
        // linear prediction: 1e-3 reduction needs ln(1e-3)/ln(R(−0.1)) = 69.2 → 70 steps; paper Fig. 7: about 75
        assertThat(stepsToReduce(100, 1e-3)).isBetween(65, 80);
    }

    @Test
    void update_poorStartK1000_convergesInAbout10Steps() {
        // R(−1) = 1/2 for RK2: 1e-3 needs ln(1e-3)/ln(1/2) = 9.97 → 10 steps; paper Fig. 7 inset: about 10
        assertThat(stepsToReduce(1000, 1e-3)).isBetween(9, 12);
    }

    @Test
    void update_circleCircle_matchesClosedForm() {
        // unit circle at 0 and radius 0.5 at (3, 1): distance = √10 − 1.5, witnesses on the centre line
        double phi = Math.atan2(1, 3);
        CurveFeature a = new CurveFeature("A", EllipseArc2.circle(0, 0, 1, phi - 1.3, phi + 1.3), phi - 1.3, phi + 1.3);
        double psi = phi + Math.PI;
        CurveFeature b = new CurveFeature("B", EllipseArc2.circle(3, 1, 0.5, psi - 1.3, psi + 1.3), psi - 1.3,
                psi + 1.3);
        FeaturePairTracker t = new FeaturePairTracker(a, b, Integrator.RK4, 1000, H, new double[] {phi + 1.0},
                new double[] {psi - 1.0}, I, I);
        TrackingResult r = null;
        for (int k = 0; k < 200; k++) {
            r = t.update(I, I, H);
        }
        assertThat(r.distance()).isCloseTo(Math.sqrt(10) - 1.5, within(1e-12));
        assertThat(r.u()).isCloseTo(phi, within(1e-10));
        assertThat(r.r()).isCloseTo(psi, within(1e-10));
        assertThat(r.witnessA().x()).isCloseTo(Math.cos(phi), within(1e-10));
        assertThat(r.saturated()).isZero();
    }

    private static FeaturePairTracker spheres(Integrator method, double gain) {
        // A: unit sphere at 0; B: radius 0.7 at cB = (1.5, 2.5, 0.5) in its own frame at the origin of body B
        SphericalSurface sa = new SphericalSurface(Frame3.WORLD, 1);
        SphericalSurface sb = new SphericalSurface(Frame3.WORLD, 0.7);
        PatchFeature a = new PatchFeature("A", sa, 0.2, 2.0, -1.0, 1.0);
        PatchFeature b = new PatchFeature("B", sb, 3.3, 5.0, -1.0, 1.0);
        return new FeaturePairTracker(a, b, method, gain, H, new double[] {1.9, -0.8}, new double[] {3.4, 0.9},
                I, Pose3.of(Quaternion.IDENTITY, Vec3.of(1.5, 2.5, 0.5)));
    }

    @Test
    void update_sphereSphere_matchesClosedForm() {
        FeaturePairTracker t = spheres(Integrator.RK4, 1500);
        Pose3 pb = Pose3.of(Quaternion.IDENTITY, Vec3.of(1.5, 2.5, 0.5));
        TrackingResult r = null;
        for (int k = 0; k < 300; k++) {
            r = t.update(I, pb, H);
        }
        // |cB − cA| − rA − rB
        assertThat(r.distance()).isCloseTo(Math.sqrt(1.5 * 1.5 + 2.5 * 2.5 + 0.25) - 1.7, within(1e-12));
        assertThat(r.projectionError()).isLessThan(1e-12);
    }

    @Test
    void update_movingSpheres_tracksClosedFormEveryStep() {
        // both bodies translate and rotate (B about the world z axis through the origin, so its centre moves on a
        // circle; A spins about its own centre): the feed-forward b must cancel the motion. Reference: closed form.
        FeaturePairTracker t = spheres(Integrator.RK4, 1500);
        Vec3 c0 = Vec3.of(1.5, 2.5, 0.5);
        for (int k = 0; k < 300; k++) {
            t.update(I, Pose3.of(Quaternion.IDENTITY, c0), H);
        }
        double worst = 0;
        for (int k = 1; k <= 500; k++) {
            double time = k * H;
            Quaternion qb = Quaternion.fromAxisAngle(Vec3.Z, 0.3 * time);
            Pose3 poseB = Pose3.of(qb, qb.rotate(c0).add(Vec3.of(0.2 * time, 0, 0.1 * time)));
            Pose3 poseA = Pose3.of(Quaternion.fromAxisAngle(Vec3.of(1, 1, 0), 0.5 * time), Vec3.ZERO);
            TrackingResult r = t.update(poseA, poseB, H);
            double exact = poseB.apply(Vec3.ZERO).norm() - 1.7;
            worst = Math.max(worst, Math.abs(r.distance() - exact));
        }
        // distance error is second order in the witness error; 1e-9 is far below the 1e-6 issue bound
        assertThat(worst).isLessThan(1e-9);
    }

    @Test
    void update_pointEllipse_matchesNewtonOracle() {
        EllipseArc2 ellipse = new EllipseArc2(0, 0, 2, 1, -1.2, 1.2);
        CurveFeature a = CurveFeature.of("ellipse", ellipse);
        Vec3 p = Vec3.of(3.1, 0.7, 0);
        FeaturePairTracker t = new FeaturePairTracker(a, new PointFeature("p", p), Integrator.RK2, 1000, H,
                new double[] {-1.0}, new double[0], I, I);
        TrackingResult r = null;
        for (int k = 0; k < 200; k++) {
            r = t.update(I, I, H);
        }
        // oracle: dense sampling then Newton on g(t) = (c(t) − p)·c'(t), written independently here
        double best = 0;
        double bestD = Double.MAX_VALUE;
        for (int i = 0; i <= 100_000; i++) {
            double s = -1.2 + 2.4 * i / 100_000;
            double d = Math.hypot(2 * Math.cos(s) - 3.1, Math.sin(s) - 0.7);
            if (d < bestD) {
                bestD = d;
                best = s;
            }
        }
        for (int it = 0; it < 20; it++) {
            double x = 2 * Math.cos(best) - 3.1;
            double y = Math.sin(best) - 0.7;
            double g = x * -2 * Math.sin(best) + y * Math.cos(best);
            double dg = 4 * Math.sin(best) * Math.sin(best) + Math.cos(best) * Math.cos(best)
                    + x * -2 * Math.cos(best) - y * Math.sin(best);
            best -= g / dg;
        }
        double oracle = Math.hypot(2 * Math.cos(best) - 3.1, Math.sin(best) - 0.7);
        assertThat(r.distance()).isCloseTo(oracle, within(1e-12));
        assertThat(r.u()).isCloseTo(best, within(1e-9));
    }

    @Test
    void update_closestPointBeyondArcEnd_saturatesAtBound() {
        // arc t ∈ [0, 1] of the unit circle, point at angle 2 rad, radius 3: constrained optimum is the end t = 1
        CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, 0, 1));
        Vec3 p = Vec3.of(3 * Math.cos(2), 3 * Math.sin(2), 0);
        FeaturePairTracker t = new FeaturePairTracker(arc, new PointFeature("p", p), Integrator.EULER, 500, H,
                new double[] {0.2}, new double[0], I, I);
        TrackingResult r = null;
        for (int k = 0; k < 300; k++) {
            r = t.update(I, I, H);
        }
        assertThat(r.u()).isEqualTo(1.0);
        assertThat(r.saturated()).isEqualTo(1);
        // |p − c(1)| by the law of cosines: 9 + 1 − 6 cos(1)
        assertThat(r.distance()).isCloseTo(Math.sqrt(10 - 6 * Math.cos(1)), within(1e-12));
        assertThat(r.projectionError()).isZero();
    }

    @Test
    void constructor_gainAboveKmax_throwsNamingBothNumbers() {
        CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, 0, 1));
        PointFeature p = new PointFeature("p", Vec3.of(3, 0, 0));
        assertThatThrownBy(() -> new FeaturePairTracker(arc, p, Integrator.RK4, 3000, H, new double[] {0.5},
                new double[0], I, I)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("K = 3000.0").hasMessageContaining("K_max(h = 0.001 s, RK4) = 2785.29");
    }

    @Test
    void constructor_initialOutsideBox_throwsNamingParameter() {
        CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, 0, 1));
        PointFeature p = new PointFeature("p", Vec3.of(3, 0, 0));
        assertThatThrownBy(() -> new FeaturePairTracker(arc, p, Integrator.RK4, 100, H, new double[] {1.5},
                new double[0], I, I)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("initialA[0] = 1.5");
        assertThatThrownBy(() -> new FeaturePairTracker(arc, p, Integrator.RK4, 100, H, new double[] {Double.NaN},
                new double[0], I, I)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("initialA[0] = NaN");
        assertThatThrownBy(() -> new FeaturePairTracker(arc, p, Integrator.RK4, 100, H, new double[0],
                new double[0], I, I)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("initialA has length 0");
    }

    @Test
    void constructor_nullArguments_throwNamingThem() {
        CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, 0, 1));
        PointFeature p = new PointFeature("p", Vec3.of(3, 0, 0));
        assertThatThrownBy(() -> new FeaturePairTracker(null, p, Integrator.RK4, 100, H, new double[] {0.5},
                new double[0], I, I)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("featureA");
        assertThatThrownBy(() -> new FeaturePairTracker(arc, p, null, 100, H, new double[] {0.5},
                new double[0], I, I)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("method");
        assertThatThrownBy(() -> new FeaturePairTracker(arc, p, Integrator.RK4, 100, H, new double[] {0.5},
                new double[0], null, I)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("poseA");
    }

    @Test
    void update_badDt_throwsNamingDt() {
        CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, 0, 1));
        FeaturePairTracker t = new FeaturePairTracker(arc, new PointFeature("p", Vec3.of(3, 0, 0)), Integrator.RK4,
                100, H, new double[] {0.5}, new double[0], I, I);
        assertThatThrownBy(() -> t.update(I, I, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dt = NaN");
        assertThatThrownBy(() -> t.update(I, null, H)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("poseB");
        assertThatThrownBy(() -> t.update(I, I, 1e4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dt = 10000.0");
        // a NaN pose cannot even be built: the coordinate record names the rule
        assertThatThrownBy(() -> Vec3.of(Double.NaN, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(t.gain()).isEqualTo(100);
        assertThat(t.step()).isEqualTo(H);
        assertThat(t.method()).isEqualTo(Integrator.RK4);
    }

    @Test
    void update_longDt_usesSubstepsAndStaysStable() {
        // dt = 10 h at K h = 1.5 (RK2, stable): 10 sub-steps, error shrinks by |R(−1.5)|^10 = 0.625^10 ≈ 9e-3
        CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, -1.4, 1.4));
        FeaturePairTracker t = new FeaturePairTracker(arc, new PointFeature("p", Vec3.of(3, 0.5, 0)),
                Integrator.RK2, 1500, H, new double[] {0.3}, new double[0], I, I);
        double e0 = t.current().projectionError();
        double e1 = t.update(I, I, 10 * H).projectionError();
        assertThat(e1 / e0).isLessThan(0.05);
    }

    @Test
    void update_gainJustBelowKmaxEachMethod_converges() {
        // at K = 0.97 K_max the pole |R(−0.97 x*)| < 1 (stable, slowly for Euler/RK2 where R ≈ −0.94 / 0.94):
        // the real tracker reaches the closed-form distance |Q| − 1 of a point against the unit circle
        for (Integrator method : Integrator.values()) {
            CurveFeature arc = CurveFeature.of("arc", EllipseArc2.circle(0, 0, 1, -1.4, 1.4));
            Vec3 q = Vec3.of(3, 0.5, 0);
            FeaturePairTracker t = new FeaturePairTracker(arc, new PointFeature("p", q), method,
                    0.97 * method.maxStableGain(H), H, new double[] {0.3}, new double[0], I, I);
            TrackingResult r = null;
            for (int k = 0; k < 800; k++) {
                r = t.update(I, I, H);
            }
            assertThat(r.distance()).as(method.name()).isCloseTo(q.norm() - 1, within(1e-12));
        }
    }
}
