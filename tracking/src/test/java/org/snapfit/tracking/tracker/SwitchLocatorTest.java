package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.TrackingResult;

class SwitchLocatorTest {

    private static final double H = 1e-3;

    @Test
    void locate_stepPredicate_bracketsTheJumpWithinTolerance() {
        double tol = SwitchLocator.EVENT_TOLERANCE.value();
        // a switching function that turns at τ* = 3.7e-4 s inside a 1 ms step (grid 0.25 ms: the scan brackets
        // (2.5e-4, 5e-4], bisection narrows it)
        double tau = SwitchLocator.locate(0, H, H / 4, t -> t >= 3.7e-4);
        // the returned end satisfies the predicate and is within the bracket width of τ*
        assertThat(tau).isBetween(3.7e-4, 3.7e-4 + tol);
        // a segment starting later (a second switch in the same step) and a predicate true only at the end
        assertThat(SwitchLocator.locate(5e-4, H, H, t -> t >= H)).isCloseTo(H, within(tol));
        // a function already "left" just after t0 (a switch right after the previous one): t0 + tolerance
        assertThat(SwitchLocator.locate(5e-4, H, H, t -> true)).isEqualTo(5e-4 + tol);
    }

    @Test
    void interpolate_halfway_linearTranslationAndSlerp() {
        Pose3 from = Pose3.of(Quaternion.IDENTITY, Vec3.of(1, 2, 3));
        Pose3 to = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, 1.0), Vec3.of(3, 2, -1));
        Pose3 mid = SwitchLocator.interpolate(from, to, 0.5);
        // closed form: the mid translation, and a rotation by 0.5 rad about z
        assertThat(mid.translation().distance(Vec3.of(2, 2, 1))).isLessThan(1e-15);
        Vec3 x = mid.rotation().rotate(Vec3.X);
        assertThat(x.distance(Vec3.of(Math.cos(0.5), Math.sin(0.5), 0))).isLessThan(1e-15);
        // f = 1 is the end pose itself
        assertThat(SwitchLocator.interpolate(from, to, 1)).isSameAs(to);
    }

    private static FeaturePairTracker spheres(Pose3 poseB) {
        PatchFeature a = new PatchFeature("A", new SphericalSurface(Frame3.WORLD, 1), 0.2, 2.0, -1, 1);
        PatchFeature b = new PatchFeature("B", new SphericalSurface(Frame3.WORLD, 0.7), 3.3, 5.0, -1, 1);
        return new FeaturePairTracker(a, b, Integrator.RK2, 1000, H, new double[] {1.0, 0.2},
                new double[] {4.2, -0.2}, Pose3.IDENTITY, poseB);
    }

    @Test
    void integrateTo_endOfStep_reproducesUpdateAndContinuesFromMidStep() {
        Pose3 b0 = Pose3.of(Quaternion.IDENTITY, Vec3.of(1.5, 2.5, 0.5));
        // B moves 2 steps' worth: translation and a turn about an axis through its origin
        Pose3 b1 = Pose3.of(Quaternion.fromAxisAngle(Vec3.of(0, 1, 1).normalize(), 0.02), Vec3.of(1.52, 2.49, 0.51));
        FeaturePairTracker t = spheres(b0);
        for (int k = 0; k < 30; k++) {
            t.update(Pose3.IDENTITY, b0, H);
        }
        TrackingResult end = t.update(Pose3.IDENTITY, b1, 2 * H);
        // re-integrating the same step to its end repeats the same arithmetic: identical state
        t.integrateTo(2 * H);
        TrackingResult again = t.resultNow();
        assertThat(again.distance()).isEqualTo(end.distance());
        assertThat(again.u()).isEqualTo(end.u());
        assertThat(again.s()).isEqualTo(end.s());
        // the state at mid-step (0.7 h of 2 h) is the closed form at the interpolated pose, up to the tracking
        // error (1e-9)
        t.integrateTo(0.7 * H);
        Vec3 mid = SwitchLocator.interpolate(b0, b1, 0.35).translation();
        assertThat(t.resultNow().distance()).isCloseTo(mid.norm() - 1.7, within(1e-9));
        // continuing from there to the end: same constant-velocity path, so the closed-form distance of the two
        // sphere centres (|c_B| − 1 − 0.7) again
        TrackingResult rest = t.update(Pose3.IDENTITY, b1, 1.3 * H);
        assertThat(rest.distance()).isCloseTo(b1.translation().norm() - 1.7, within(1e-9));
        assertThat(end.distance()).isCloseTo(b1.translation().norm() - 1.7, within(1e-9));
    }
}
