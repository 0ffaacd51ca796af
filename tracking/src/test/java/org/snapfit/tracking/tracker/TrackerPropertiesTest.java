package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.TrackingResult;

/** Properties on pairs of sphere patches (radius 1 and rb, centre of B at distance d in direction (α, β)). */
class TrackerPropertiesTest {

    private static final double H = 1e-3;
    private static final int STEPS = 300;

    private static PatchFeature patch(String name, double radius, double azimuth, double elevation) {
        return new PatchFeature(name, new SphericalSurface(Frame3.WORLD, radius), azimuth - 0.7, azimuth + 0.7,
                elevation - 0.7, elevation + 0.7);
    }

    private static TrackingResult run(PatchFeature a, PatchFeature b, double[] startA, double[] startB, Pose3 poseA,
            Pose3 poseB) {
        FeaturePairTracker t = new FeaturePairTracker(a, b, Integrator.RK4, 1500, H, startA, startB, poseA, poseB);
        TrackingResult r = t.current();
        for (int k = 0; k < STEPS; k++) {
            r = t.update(poseA, poseB, H);
        }
        return r;
    }

    static Stream<Arguments> placements() {
        return Cases.of(20261126L, 60, Gens.doubles(0.8, 2.3), Gens.doubles(-0.6, 0.6), Gens.doubles(2.5, 5),
                Gens.doubles(0.3, 1.2));
    }

    @ParameterizedTest
    @MethodSource("placements")
    void update_swapAandB_sameDistanceSwappedWitnesses(double alpha, double beta, double d, double rb) {
        PatchFeature a = patch("A", 1, alpha, beta);
        PatchFeature b = patch("B", rb, alpha + Math.PI, -beta);
        Vec3 c = Vec3.of(d * Math.cos(beta) * Math.cos(alpha), d * Math.cos(beta) * Math.sin(alpha),
                d * Math.sin(beta));
        Pose3 pb = Pose3.of(Quaternion.IDENTITY, c);
        double[] sa = {alpha + 0.4, beta - 0.3};
        double[] sb = {alpha + Math.PI - 0.4, -beta + 0.3};
        TrackingResult ab = run(a, b, sa, sb, Pose3.IDENTITY, pb);
        TrackingResult ba = run(b, a, sb, sa, pb, Pose3.IDENTITY);
        // symmetry: the distance is a symmetric function and the witnesses swap roles
        assertThat(ba.distance()).isCloseTo(ab.distance(), within(1e-10));
        assertThat(ba.witnessA().distance(ab.witnessB())).isLessThan(1e-9);
        assertThat(ba.witnessB().distance(ab.witnessA())).isLessThan(1e-9);
        // closed form for spheres: d − 1 − rb
        assertThat(ab.distance()).isCloseTo(d - 1 - rb, within(1e-10));
    }

    static Stream<Arguments> placementsAndMotions() {
        return Cases.of(20261126L, 60, Gens.doubles(0.8, 2.3), Gens.doubles(2.5, 5), Gens.doubles(-1, 1),
                Gens.doubles(-1, 1), Gens.doubles(0.1, 1), Gens.doubles(-3, 3), Gens.doubles(-10, 10), Gens.doubles(-10, 10));
    }

    @ParameterizedTest
    @MethodSource("placementsAndMotions")
    void update_commonRigidMotion_invariantDistanceAndMovedWitnesses(double alpha, double d, double ax, double ay,
            double az, double angle, double tx, double ty) {
        PatchFeature a = patch("A", 1, alpha, 0.2);
        PatchFeature b = patch("B", 0.6, alpha + Math.PI, -0.2);
        Vec3 c = Vec3.of(d * Math.cos(0.2) * Math.cos(alpha), d * Math.cos(0.2) * Math.sin(alpha), d * Math.sin(0.2));
        Pose3 pb = Pose3.of(Quaternion.IDENTITY, c);
        Pose3 motion = Pose3.of(Quaternion.fromAxisAngle(Vec3.of(ax, ay, az), angle), Vec3.of(tx, ty, 1));
        double[] sa = {alpha - 0.5, 0.6};
        double[] sb = {alpha + Math.PI + 0.5, -0.6};
        TrackingResult base = run(a, b, sa, sb, Pose3.IDENTITY, pb);
        TrackingResult moved = run(a, b, sa, sb, motion, motion.compose(pb));
        // a common rigid motion preserves distances and carries the witness points along
        assertThat(moved.distance()).isCloseTo(base.distance(), within(1e-10));
        assertThat(moved.witnessA().distance(motion.apply(base.witnessA()))).isLessThan(1e-9);
        assertThat(moved.witnessB().distance(motion.apply(base.witnessB()))).isLessThan(1e-9);
        // stationarity at convergence: |Ψ| small (mm²)
        assertThat(moved.projectionError()).isLessThan(1e-9);
    }
}
