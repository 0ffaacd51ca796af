package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.EllipsoidSurface;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.model.SpatialBody.FeatureRef;
import org.snapfit.tracking.model.SpatialBody.Kind;
import org.snapfit.tracking.model.SwitchEvent;

class DistanceTrackerTest {

    static final double H = 1e-3;
    /** Euler with Kh = 1: the linearised error is removed in one step (deadbeat), K &lt; K_max = 2/h. */
    static final double K = 1 / H;

    static Pose3 at(double x, double y, double z) {
        return Pose3.of(Quaternion.IDENTITY, Vec3.of(x, y, z));
    }

    @Test
    void update_spheresMovingPast_closedFormAndSwitchesAtOctantBoundaries() {
        SpatialBody a = SpatialBody.sphere("A", 1);
        SpatialBody b = SpatialBody.sphere("B", 1.5);
        Pose3 pb = Pose3.IDENTITY;
        int steps = 1500;
        double x0 = -3;
        double dx = 6.0 / steps;
        DistanceTracker t = DistanceTracker.start(a, b, Integrator.EULER, K, H, at(x0, 0.7, 2.9), pb);
        int switchSteps = 0;
        for (int k = 1; k <= steps; k++) {
            double x = x0 + k * dx;
            DistanceResult r = t.update(at(x, 0.7, 2.9), pb, H);
            // closed form: |c1 − c2| − r1 − r2
            double exact = Math.sqrt(x * x + 0.49 + 8.41) - 2.5;
            assertThat(r.distance()).as("step %d", k).isCloseTo(exact, within(1e-9));
            assertThat(r.contact()).isEqualTo(DistanceResult.Contact.SEPARATED);
            if (r.switched()) {
                switchSteps++;
                // the line of centres crosses the meridian planes x = 0 of both bodies (octant boundary u = π/2
                // of B and u = 3π/2 of A) only once, between x = −dx and x = dx (plus the seam band)
                assertThat(Math.abs(x)).as("switch at x = %f", x).isLessThanOrEqualTo(2 * dx);
            }
        }
        assertThat(switchSteps).isGreaterThanOrEqualTo(1);
        // after the crossing, B's witness lies in octant o1 (u in (π/2, π), v > 0): direction (x > 0, 0.7, 2.9)
        // seen from B's centre... x > 0 means u in (0, π/2): o0
        DistanceResult end = t.current();
        assertThat(end.nameB()).isEqualTo("B.o0");
        assertThat(end.nameA()).isEqualTo("A.o6"); // direction (−x, −0.7, −2.9): u in (π, 3π/2) = quarter 2, v < 0 → o(2 + 4)
    }

    /** Sphere B's centre on the straight path of the seam test (mm, s). */
    private static Vec3 seamCentre(double time) {
        return Vec3.of(SEAM_X0 + SEAM_SPEED * time, 1.6, 1.2);
    }

    /** Sphere B's rotation about z on the seam test (rad). */
    private static double seamAngle(double time) {
        return -0.02 + SEAM_SPIN * time;
    }

    /** B's exact witness direction in B's frame: −c rotated back by B's angle; its u = atan2(y, x). */
    private static double[] seamLocalDirection(double time) {
        Vec3 c = seamCentre(time);
        double a = -seamAngle(time);
        return new double[] {-(c.x() * Math.cos(a) - c.y() * Math.sin(a)), -(c.x() * Math.sin(a) + c.y() * Math.cos(a))};
    }

    private static final double SEAM_X0 = -0.02737;
    private static final double SEAM_SPEED = 5;
    private static final double SEAM_SPIN = 2;

    @Test
    void update_spherePassingSeam_switchTimesAgreeWithClosedForm() {
        // A: unit sphere at rest; B: sphere 0.5 whose centre moves on a straight line across the plane x = 0 (the
        // seam u = π/2 between A's octants o1 and o0) while B spins about z at 2 rad/s (slerp between samples)
        SpatialBody a = SpatialBody.sphere("A", 1);
        SpatialBody b = SpatialBody.sphere("B", 0.5);
        int steps = 12;
        DistanceTracker t = DistanceTracker.start(a, b, Integrator.EULER, K, H, Pose3.IDENTITY,
                Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, seamAngle(0)), seamCentre(0)));
        List<double[]> aEvents = new ArrayList<>();
        List<double[]> bEvents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        double worstA = 0;
        double worstB = 0;
        for (int k = 1; k <= steps; k++) {
            double time = k * H;
            Vec3 c = seamCentre(time);
            DistanceResult r = t.update(Pose3.IDENTITY, Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, seamAngle(time)), c), H);
            // closed form distance at every step
            assertThat(r.distance()).isCloseTo(c.norm() - 1.5, within(1e-9));
            // witness direction errors (sine of the angle to the exact radial direction), for the lag bound
            worstA = Math.max(worstA, r.witnessA().normalize().cross(c.normalize()).norm());
            worstB = Math.max(worstB, r.witnessB().subtract(c).normalize().cross(c.normalize()).norm());
            for (SwitchEvent e : r.events()) {
                names.add(e.from() + " -> " + e.to());
                (e.from().startsWith("A") ? aEvents : bEvents).add(new double[] {(k - 1) * H + e.time()});
            }
        }
        // sequence (from the geometry): A's witness direction ĉ (z > 0) goes from u > π/2 (o1) to u < π/2 (o0)
        // through the seam edge; B's (−ĉ in B's spinning frame, z < 0) crosses u = 3π/2 downwards, o7 → o6
        assertThat(names).containsExactly("A.o1 -> A.o0.U1", "A.o0.U1 -> A.o0", "B.o7 -> B.o6.U1", "B.o6.U1 -> B.o6");
        double tol = DistanceTracker.EVENT_TOLERANCE.value();
        double band = Math.sin(DistanceTracker.SWITCH_ANGLE.value());
        // Error bound of a located switch. Each switch fires when (x − f)·t_in, the opposing witness x seen from
        // the held witness f across the seam plane, passes ∓band·|x − f|; exactly, x − f = d·(unit direction) with
        // d = |c| − 1.5, so (x − f)·t_in moves at d·(rate of the direction across the seam). The tracked witnesses
        // are off by δ = 1·sinErrA + 0.5·sinErrB (radii × the largest witness direction errors, measured at the
        // step ends against the closed form). Hence |τ − τ*| ≤ tol + (band·d + δ) / (d·rate).
        double delta = worstA + 0.5 * worstB;
        // A: the seam is the plane x = 0 of A's frame, crossed at the closed-form instant x(τ*) = 0: τ* = −x0/v;
        // the direction ĉ crosses it at rate v/|c|
        double crossA = -SEAM_X0 / SEAM_SPEED;
        Vec3 cA = seamCentre(crossA);
        double dA = cA.norm() - 1.5;
        double boundA = tol + (band * dA + delta) / (dA * SEAM_SPEED / cA.norm());
        assertThat(aEvents).hasSize(2);
        for (double[] e : aEvents) {
            assertThat(Math.abs(e[0] - crossA)).as("A switch at %s s, exact %s s", e[0], crossA)
                    .isLessThanOrEqualTo(boundA);
        }
        // B: its witness direction in its own spinning frame crosses a meridian seam (x or y of the local
        // direction = 0), found by bisection on the exact geometry (rotation angle linear in time = slerp)
        double lo = 0;
        double hi = steps * H;
        double f0 = seamLocalDirection(lo)[0] * seamLocalDirection(lo)[1];
        assertThat(f0 * seamLocalDirection(hi)[0] * seamLocalDirection(hi)[1]).isLessThan(0);
        for (int i = 0; i < 100; i++) {
            double mid = 0.5 * (lo + hi);
            double[] d = seamLocalDirection(mid);
            if (d[0] * d[1] * f0 > 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double crossB = 0.5 * (lo + hi);
        // not the same instant as A's, so the two are located separately
        assertThat(Math.abs(crossB - crossA)).isGreaterThan(1e-3);
        // rate across the seam: (in-plane angle rate, central difference of the exact angle) × cos(elevation)
        double eps = 1e-7;
        double[] d1 = seamLocalDirection(crossB + eps);
        double[] d0 = seamLocalDirection(crossB - eps);
        Vec3 cB = seamCentre(crossB);
        double rateB = Math.abs(Math.atan2(d1[1], d1[0]) - Math.atan2(d0[1], d0[0])) / (2 * eps)
                * Math.hypot(cB.x(), cB.y()) / cB.norm();
        double dB = cB.norm() - 1.5;
        double boundB = tol + (band * dB + delta) / (dB * rateB);
        assertThat(bEvents).hasSize(2);
        for (double[] e : bEvents) {
            assertThat(Math.abs(e[0] - crossB)).as("B switch at %s s, exact %s s", e[0], crossB)
                    .isLessThanOrEqualTo(boundB);
        }
        // the bounds (dominated by the witness errors, Euler at Kh = 1) stay below 1 % of the step: the switch is
        // located inside the step, not detected at its end (error up to h); measured: about 1e-8 s off
        assertThat(boundA).isLessThan(1e-5);
        assertThat(boundB).isLessThan(1e-5);
    }

    @Test
    void constructor_anyStartPair_convergesToClosedForm() {
        SpatialBody a = SpatialBody.sphere("A", 1);
        SpatialBody b = SpatialBody.sphere("B", 2);
        Pose3 pa = at(2.2, -3.1, 1.7);
        double exact = Math.sqrt(2.2 * 2.2 + 3.1 * 3.1 + 1.7 * 1.7) - 3;
        FeatureRef[] starts = {new FeatureRef(Kind.PATCH, 0), new FeatureRef(Kind.PATCH, 6),
            new FeatureRef(Kind.EDGE, 3), new FeatureRef(Kind.VERTEX, 0), new FeatureRef(Kind.VERTEX, 5)};
        for (FeatureRef sa : starts) {
            for (FeatureRef sb : starts) {
                DistanceTracker t = new DistanceTracker(a, b, Integrator.EULER, K, H, pa, Pose3.IDENTITY, sa, sb);
                DistanceResult r = t.current();
                // closed form; the witness of B is 2·(unit direction to A's centre)
                assertThat(r.distance()).as("start %s, %s", sa, sb).isCloseTo(exact, within(1e-9));
                assertThat(r.witnessB().distance(pa.translation().normalize().scale(2))).isLessThan(1e-6);
            }
        }
    }

    /** Independent oracle: dense lat-long sampling of the ellipsoid then core's Newton point inversion. */
    static double ellipsoidOracle(EllipsoidSurface e, Vec3 p) {
        int nu = 400;
        int nv = 200;
        double best = Double.POSITIVE_INFINITY;
        double bu = 0;
        double bv = 0;
        for (int i = 0; i < nu; i++) {
            for (int j = 0; j <= nv; j++) {
                double u = 2 * Math.PI * i / nu;
                double v = -Math.PI / 2 + Math.PI * j / nv;
                double d = e.point(u, v).distance(p);
                if (d < best) {
                    best = d;
                    bu = u;
                    bv = v;
                }
            }
        }
        Uv uv = e.closestParameter(p, bu, bv);
        return e.point(uv.u(), uv.v()).distance(p);
    }

    @Test
    void update_ellipsoidVersusSphere_matchesSamplingNewtonOracle() {
        EllipsoidSurface shape = new EllipsoidSurface(Vec3.ZERO, 3, 2, 1);
        SpatialBody e = SpatialBody.octants("E", shape);
        SpatialBody s = SpatialBody.sphere("S", 0.5);
        int steps = 200;
        DistanceTracker t = null;
        for (int k = 0; k <= steps; k++) {
            double phi = -0.4 + 1.2 * k / steps; // sphere centre on an orbit around the ellipsoid
            Vec3 c = Vec3.of(4 * Math.cos(phi), 3 * Math.sin(phi), 0.8 + 0.3 * Math.sin(3 * phi));
            if (k == 0) {
                t = DistanceTracker.start(s, e, Integrator.EULER, K, H, at(c.x(), c.y(), c.z()), Pose3.IDENTITY);
            }
            DistanceResult r = k == 0 ? t.current() : t.update(at(c.x(), c.y(), c.z()), Pose3.IDENTITY, H);
            if (k % 20 == 0) {
                assertThat(r.distance()).as("step %d", k).isCloseTo(ellipsoidOracle(shape, c) - 0.5, within(1e-9));
            }
        }
    }

    @Test
    void update_spheresOverlapping_penetrationReported() {
        SpatialBody a = SpatialBody.sphere("A", 1);
        SpatialBody b = SpatialBody.sphere("B", 1);
        Vec3 dir = Vec3.of(1, 0.2, 0.3).normalize();
        DistanceTracker t = DistanceTracker.start(a, b, Integrator.EULER, K, H,
                Pose3.of(Quaternion.IDENTITY, dir.scale(3)), Pose3.IDENTITY);
        DistanceResult r = t.current();
        assertThat(r.contact()).isEqualTo(DistanceResult.Contact.SEPARATED);
        for (int k = 1; k <= 150; k++) {
            r = t.update(Pose3.of(Quaternion.IDENTITY, dir.scale(3 - 0.01 * k)), Pose3.IDENTITY, H);
            double gap = 3 - 0.01 * k - 2; // closed form |c1 − c2| − r1 − r2
            if (gap > 1e-6) {
                assertThat(r.contact()).as("step %d", k).isEqualTo(DistanceResult.Contact.SEPARATED);
                assertThat(r.distance()).isCloseTo(gap, within(1e-9));
            } else if (gap < -1e-6) {
                // overlap is reported, never a positive clearance
                assertThat(r.contact()).as("step %d", k).isEqualTo(DistanceResult.Contact.PENETRATING);
                assertThat(r.distance()).isNegative();
            }
        }
        // the tracked stationary pair along the line of centres: depth = r1 + r2 − |c1 − c2| = 0.5
        assertThat(r.distance()).isCloseTo(-0.5, within(1e-6));
        assertThat(r.penetrating()).isTrue();
    }

    @Test
    void constructor_badStart_rejectedNamingIt() {
        SpatialBody a = SpatialBody.sphere("A", 1);
        assertThatThrownBy(() -> new DistanceTracker(a, a, Integrator.EULER, K, H, at(3, 0, 0), Pose3.IDENTITY,
                new FeatureRef(Kind.PATCH, 8), new FeatureRef(Kind.PATCH, 0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("startA")
                .hasMessageContaining("has 8 feature(s)");
        assertThatThrownBy(() -> DistanceTracker.start(a, a, Integrator.EULER, 3 * K, H, at(3, 0, 0), Pose3.IDENTITY))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("K_max");
    }

    @Test
    void converge_negativeSteps_rejected() {
        SpatialBody a = SpatialBody.sphere("A", 1);
        DistanceTracker t = DistanceTracker.start(a, a, Integrator.EULER, K, H, at(3, 0.1, 0.2), Pose3.IDENTITY);
        assertThatThrownBy(() -> t.converge(-1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxSteps = -1");
        assertThatThrownBy(() -> DistanceTracker.start(a, null, Integrator.EULER, K, H, Pose3.IDENTITY,
                Pose3.IDENTITY)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is null");
        // exactly touching unit spheres (centres 2 apart): no point of one is inside the other, so never a
        // penetration and never a negative distance (the pair converges slowly there: degenerate squared distance)
        Vec3 dir = Vec3.of(1, 0.3, 0.4).normalize();
        DistanceTracker touch = DistanceTracker.start(a, a, Integrator.EULER, K, H,
                Pose3.of(Quaternion.IDENTITY, dir.scale(2)), Pose3.IDENTITY);
        assertThat(touch.current().contact()).isNotEqualTo(DistanceResult.Contact.PENETRATING);
        assertThat(touch.current().distance()).isGreaterThanOrEqualTo(0);
        // the body test behind it: the centre is inside, a point 1e-6 outside the surface is not
        assertThat(a.contains(Vec3.ZERO, 0)).isTrue();
        assertThat(a.contains(dir.scale(1 + 1e-6), 0)).isFalse();
        assertThat(a.contains(dir.scale(1 - 1e-6), 0)).isTrue();
    }
}
