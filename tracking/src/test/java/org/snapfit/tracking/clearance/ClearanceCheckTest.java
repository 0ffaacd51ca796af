package org.snapfit.tracking.clearance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.SpatialBody;

class ClearanceCheckTest {

    private static final SpatialBody A = SpatialBody.sphere("A", 1);
    private static final SpatialBody B = SpatialBody.sphere("B", 1.5);

    @Test
    void run_sphereMissesSphere_minimumAtClosestApproach() {
        Pose3 from = Pose3.of(Quaternion.IDENTITY, Vec3.of(-5, 0.5, 2.5));
        Pose3 to = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, 1), Vec3.of(5, 0.5, 2.5));
        ClearanceReport r = ClearanceCheck.run(A, B, new InsertionPath(from, to, 100, Pose3.IDENTITY));
        assertThat(r.samples()).hasSize(101);
        for (ClearanceSample s : r.samples()) {
            double x = -5 + 0.1 * s.step();
            // closed form |c1 − c2| − r1 − r2 (rotating a sphere about its centre changes nothing)
            assertThat(s.clearance()).as("step %d", s.step()).isCloseTo(Math.sqrt(x * x + 6.5) - 2.5, within(1e-9));
            assertThat(s.travel()).isCloseTo(0.1 * s.step(), within(1e-12));
        }
        // closest approach at x = 0 (step 50): sqrt(0.25 + 6.25) − 2.5
        assertThat(r.minimum().step()).isEqualTo(50);
        assertThat(r.minimum().clearance()).isCloseTo(Math.sqrt(6.5) - 2.5, within(1e-9));
        assertThat(r.firstContact()).isEmpty();
        // witness on B is 1.5 · unit direction of A's centre (0, 0.5, 2.5)
        assertThat(r.minimum().result().witnessB().distance(Vec3.of(0, 0.5, 2.5).normalize().scale(1.5)))
                .isLessThan(1e-6);
    }

    @Test
    void run_sphereHitsSphere_firstContactWhereCentresComeWithinSumOfRadii() {
        Pose3 from = Pose3.of(Quaternion.IDENTITY, Vec3.of(-5, 0.5, 1));
        Pose3 to = Pose3.of(Quaternion.IDENTITY, Vec3.of(5, 0.5, 1));
        ClearanceReport r = ClearanceCheck.run(A, B, new InsertionPath(from, to, 100, Pose3.IDENTITY));
        // |c|² = x² + 1.25 ≤ 2.5² ⇔ |x| ≤ √5 = 2.236…: first sample x = −2.2 at step 28
        assertThat(r.firstContact()).isPresent();
        assertThat(r.firstContact().get().step()).isEqualTo(28);
        assertThat(r.firstContact().get().result().contact()).isEqualTo(DistanceResult.Contact.PENETRATING);
        assertThat(r.minimum().clearance()).isNegative();
        assertThat(r.samples().get(27).clearance()).isCloseTo(Math.sqrt(2.3 * 2.3 + 1.25) - 2.5, within(1e-9));
    }

    @Test
    void insertionPath_poses_linearAndSlerp() {
        Pose3 from = Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, 0));
        Pose3 to = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, Math.PI / 2), Vec3.of(4, 0, 2));
        InsertionPath p = new InsertionPath(from, to, 4, Pose3.IDENTITY);
        Pose3 mid = p.poseA(2);
        // translation halfway; rotation 45° about z (slerp halfway): rotates x to (√½, √½, 0)
        assertThat(mid.translation().distance(Vec3.of(2, 0, 1))).isLessThan(1e-15);
        assertThat(mid.rotation().rotate(Vec3.X).distance(Vec3.of(Math.sqrt(0.5), Math.sqrt(0.5), 0)))
                .isLessThan(1e-15);
        assertThat(p.sampleCount()).isEqualTo(5);
        assertThat(new InsertionPath(from, from, 7, Pose3.IDENTITY).sampleCount()).isEqualTo(1);
        assertThatThrownBy(() -> new InsertionPath(from, to, 0, Pose3.IDENTITY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("steps = 0");
        assertThatThrownBy(() -> p.poseA(5)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sample i = 5");
    }

    @Test
    void validation_badArguments_rejectedNamingThem() {
        assertThatThrownBy(() -> ClearanceCheck.run(A, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a/b/path is null");
        assertThatThrownBy(() -> ClearanceReport.of(java.util.List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("samples is empty");
        assertThatThrownBy(() -> new ClearanceSample(-1, 0, Pose3.IDENTITY, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("step = -1");
        assertThatThrownBy(() -> new InsertionPath(null, Pose3.IDENTITY, 1, Pose3.IDENTITY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from/to/poseB is null");
    }

    @Test
    void run_nearContact_minimumClearanceExact() {
        // closest approach gap 1e-6 mm at x = 0 while A also turns 2 rad: centre height z with
        // √(0.25 + z²) = 2.5 + 1e-6; path steps of 0.1 mm are 10⁵ times the gap (adaptive subdivision)
        double gap = 1e-6;
        double z = Math.sqrt((2.5 + gap) * (2.5 + gap) - 0.25);
        Pose3 from = Pose3.of(Quaternion.IDENTITY, Vec3.of(-5, 0.5, z));
        Pose3 to = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, 2), Vec3.of(5, 0.5, z));
        ClearanceReport r = ClearanceCheck.run(A, B, new InsertionPath(from, to, 100, Pose3.IDENTITY));
        assertThat(r.minimum().step()).isEqualTo(50);
        assertThat(r.minimum().clearance()).isCloseTo(gap, within(1e-12));
        assertThat(r.firstContact()).isEmpty();
        for (ClearanceSample s : r.samples()) {
            double x = -5 + 0.1 * s.step();
            assertThat(s.clearance()).as("step %d", s.step()).isCloseTo(Math.sqrt(x * x + 0.25 + z * z) - 2.5,
                    within(1e-9));
        }
    }
}
