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
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;

/** Properties of the two-body tracker on an ellipsoid (3, 2, 1.5) against a rotated ellipsoid (1, 1.2, 0.8). */
class DistanceTrackerPropertiesTest {

    private static final double H = 1e-3;
    private static final double K = 1 / H;
    private static final SpatialBody E1 = SpatialBody.ellipsoid("E1", 3, 2, 1.5);
    private static final SpatialBody E2 = SpatialBody.ellipsoid("E2", 1, 1.2, 0.8);

    private static Pose3 placed(double alpha, double beta, double d, double angle) {
        Vec3 c = Vec3.of(d * Math.cos(beta) * Math.cos(alpha), d * Math.cos(beta) * Math.sin(alpha),
                d * Math.sin(beta));
        return Pose3.of(Quaternion.fromAxisAngle(Vec3.of(1, 2, 3).normalize(), angle), c);
    }

    static Stream<Arguments> placements() {
        return Cases.of(20261126L, 25, Gens.doubles(0, 6.2), Gens.doubles(-1.2, 1.2), Gens.doubles(5, 8),
                Gens.doubles(-3, 3));
    }

    @ParameterizedTest
    @MethodSource("placements")
    void start_swapAandB_sameDistanceSwappedWitnesses(double alpha, double beta, double d, double angle) {
        Pose3 pb = placed(alpha, beta, d, angle);
        DistanceResult ab = DistanceTracker.start(E1, E2, Integrator.EULER, K, H, Pose3.IDENTITY, pb).current();
        DistanceResult ba = DistanceTracker.start(E2, E1, Integrator.EULER, K, H, pb, Pose3.IDENTITY).current();
        // the minimum distance of two convex bodies is unique and symmetric; so is the closest pair
        // (strictly convex bodies)
        assertThat(ab.distance()).isCloseTo(ba.distance(), within(1e-9));
        assertThat(ab.distance()).isPositive(); // separated convex bodies: d ≥ 5 > 3 + 1.2
        assertThat(ab.witnessA().distance(ba.witnessB())).isLessThan(1e-5);
        assertThat(ab.witnessB().distance(ba.witnessA())).isLessThan(1e-5);
        // stationarity at convergence
        assertThat(ab.projectionError()).isLessThan(1e-9);
    }

    static Stream<Arguments> placementsAndMotions() {
        return Cases.of(20261127L, 25, Gens.doubles(0, 6.2), Gens.doubles(-1.2, 1.2), Gens.doubles(5, 8),
                Gens.doubles(-3, 3), Gens.doubles(-3, 3), Gens.doubles(-10, 10));
    }

    @ParameterizedTest
    @MethodSource("placementsAndMotions")
    void start_commonRigidMotion_sameDistanceMovedWitnesses(double alpha, double beta, double d, double angle,
            double motionAngle, double shift) {
        Pose3 pb = placed(alpha, beta, d, angle);
        Pose3 g = Pose3.of(Quaternion.fromAxisAngle(Vec3.of(-2, 1, 0.5).normalize(), motionAngle),
                Vec3.of(shift, -0.5 * shift, 2));
        DistanceResult r = DistanceTracker.start(E1, E2, Integrator.EULER, K, H, Pose3.IDENTITY, pb).current();
        DistanceResult m = DistanceTracker.start(E1, E2, Integrator.EULER, K, H, g, g.compose(pb)).current();
        // distances are invariant under a common rigid motion g; the witnesses move with g
        assertThat(m.distance()).isCloseTo(r.distance(), within(1e-9));
        assertThat(m.witnessA().distance(g.apply(r.witnessA()))).isLessThan(1e-5);
        assertThat(m.witnessB().distance(g.apply(r.witnessB()))).isLessThan(1e-5);
    }
}
