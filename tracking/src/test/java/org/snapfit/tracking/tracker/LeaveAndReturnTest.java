package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.EllipsoidSurface;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.model.SwitchEvent;

/**
 * A witness that leaves its patch and comes back inside one update (conservative event detection):
 * before {@link CrossingScan} such an excursion was not seen, because the end of the update is back inside the
 * region and no switch was searched for. (An excursion shorter than one sub-step cannot be followed by the
 * tracker itself — its convergence time 1/K is at least h/2.79 for RK4 — so the case is built over a few
 * sub-steps of one update.)
 */
class LeaveAndReturnTest {

    // tracker step h = 0.1 ms; one update dt = 1 ms = 10 sub-steps (grid spacing h)
    private static final double H = 1e-4;
    private static final double DT = 1e-3;
    // B: a sphere of radius 0.3 centred at Rz(−45°)(−ρ, 0, 0) in B's frame; B's frame sits at P and turns about z from
    // θs to θe during the update (constant rate ω, the tracker's motion model between two poses)
    private static final double RHO = 0.5;
    private static final double RADIUS_B = 0.3;
    private static final double THETA_STAR = 0.02;
    private static final double PX = RHO * Math.cos(THETA_STAR);
    private static final Vec3 P = Vec3.of(PX, 2, 1.2);
    private static final double THETA_S = -0.045;
    private static final double THETA_E = 0.055;

    // B's frame is turned by a further 45° about z (and its sphere centre by −45° in B's frame, so the world
    // centre is unchanged): B's own witness direction then stays in the middle of B's octant o5/o6, away from
    // B's seams, and only A switches
    private static final double TWIST = Math.PI / 4;

    private static Pose3 poseB(double theta) {
        return Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, theta + TWIST), P);
    }

    /** World centre of B at rotation angle θ: P + Rz(θ)(−ρ, 0, 0). */
    private static Vec3 centre(double theta) {
        return Vec3.of(PX - RHO * Math.cos(theta), 2 - RHO * Math.sin(theta), 1.2);
    }

    @Test
    void update_excursionAcrossSeamInsideOneUpdate_rk4_bothCrossingsLocated() {
        excursion(Integrator.RK4);
    }

    @Test
    void update_excursionAcrossSeamInsideOneUpdate_euler_bothCrossingsLocated() {
        // Euler: the exact case of the scan (straight parameter path on each sub-step)
        excursion(Integrator.EULER);
    }

    private static void excursion(Integrator method) {
        SpatialBody a = SpatialBody.sphere("A", 1);
        SpatialBody b = SpatialBody.octants("B", new EllipsoidSurface(
                Vec3.of(-RHO * Math.cos(TWIST), RHO * Math.sin(TWIST), 0), RADIUS_B, RADIUS_B, RADIUS_B));
        DistanceTracker t = DistanceTracker.start(a, b, method, 1 / H, H, Pose3.IDENTITY, poseB(THETA_S));
        DistanceResult r = t.update(Pose3.IDENTITY, poseB(THETA_E), DT);
        // Closed form: A's witness is the direction of B's centre c(θ); it lies in octant o0 (x > 0) or o1 (x < 0)
        // by the sign of c_x(θ) = ρ(cos θ* − cos θ): negative exactly for |θ| < θ*. With θ = θs + ωτ and
        // ω = (θe − θs)/dt the crossings are τ∓ = (∓θ* − θs)/ω.
        double omega = (THETA_E - THETA_S) / DT;
        double tauIn = (-THETA_STAR - THETA_S) / omega;
        double tauOut = (THETA_STAR - THETA_S) / omega;
        // both lie inside the update, and the update ends back in o0 (c_x(θe) > 0): the end test alone sees nothing
        assertThat(tauIn).isGreaterThan(0);
        assertThat(tauOut).isLessThan(DT);
        assertThat(centre(THETA_E).x()).isGreaterThan(0);
        List<String> names = new ArrayList<>();
        List<Double> times = new ArrayList<>();
        for (SwitchEvent e : r.events()) {
            names.add(e.from() + " -> " + e.to());
            times.add(e.time());
        }
        // sequence: o0 → the seam edge → o1 → the seam edge → o0 (the seam u = π/2 is o0's U1 side)
        assertThat(names).containsExactly("A.o0 -> A.o0.U1", "A.o0.U1 -> A.o1", "A.o1 -> A.o0.U1",
                "A.o0.U1 -> A.o0");
        // time bound (as in DistanceTrackerTest's seam case): a switch fires when the opposing witness x, seen from
        // the held witness f, is past the seam plane by band·|x − f|; exactly x − f = d·(unit direction of c), and
        // the direction of c crosses the seam plane at angular rate ρω sin θ*/|c|. The tracked witnesses are off
        // by δ = 1·sinErrA + r_B·sinErrB (radii × the largest direction errors against the closed form, measured
        // on the same sub-step grid by a second tracker updated every h). Hence |τ − τ*| ≤ tol + (band·d + δ)/(d·rate).
        double delta = witnessError(method);
        double band = Math.sin(DistanceTracker.SWITCH_ANGLE.value());
        double d = centre(THETA_STAR).norm() - 1 - RADIUS_B;
        double rate = RHO * omega * Math.sin(THETA_STAR) / centre(THETA_STAR).norm();
        double bound = DistanceTracker.EVENT_TOLERANCE.value() + (band * d + delta) / (d * rate);
        // the bound separates the two crossings (else the test could not tell them apart)
        assertThat(bound).isLessThan((tauOut - tauIn) / 10);
        assertThat(times.get(0)).isCloseTo(tauIn, within(bound));
        assertThat(times.get(1)).isCloseTo(tauIn, within(bound));
        assertThat(times.get(2)).isCloseTo(tauOut, within(bound));
        assertThat(times.get(3)).isCloseTo(tauOut, within(bound));
        // and the result at the end is the closed-form distance |c| − 1 − r_B
        assertThat(r.distance()).isCloseTo(centre(THETA_E).norm() - 1 - RADIUS_B, within(1e-9));
        assertThat(r.nameA()).isEqualTo("A.o0");
    }

    /** Largest witness error δ (mm) of the same motion tracked one sub-step h per update, against the closed form. */
    private static double witnessError(Integrator method) {
        SpatialBody a = SpatialBody.sphere("A", 1);
        SpatialBody b = SpatialBody.octants("B", new EllipsoidSurface(
                Vec3.of(-RHO * Math.cos(TWIST), RHO * Math.sin(TWIST), 0), RADIUS_B, RADIUS_B, RADIUS_B));
        DistanceTracker t = DistanceTracker.start(a, b, method, 1 / H, H, Pose3.IDENTITY, poseB(THETA_S));
        double worstA = 0;
        double worstB = 0;
        int steps = (int) Math.round(DT / H);
        for (int k = 1; k <= steps; k++) {
            double theta = THETA_S + (THETA_E - THETA_S) * k / steps;
            Vec3 c = centre(theta);
            DistanceResult r = t.update(Pose3.IDENTITY, poseB(theta), H);
            worstA = Math.max(worstA, r.witnessA().normalize().cross(c.normalize()).norm());
            worstB = Math.max(worstB, r.witnessB().subtract(c).normalize().cross(c.normalize()).norm());
        }
        return worstA + RADIUS_B * worstB;
    }
}
