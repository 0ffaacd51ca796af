package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.EllipsoidSurface;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.SpatialBody;

/** 10⁴ coherent steps of a rotating ellipsoid against a moving sphere, both tiled into 8 octant patches. */
class LongRunTest {

    private static final double H = 1e-3;
    private static final int STEPS = 10_000;

    @Test
    void update_tenThousandSteps_withinNewtonReferenceAtEveryStep() {
        EllipsoidSurface shape = new EllipsoidSurface(Vec3.ZERO, 3, 2, 1.5);
        SpatialBody e = SpatialBody.octants("E", shape);
        SpatialBody s = SpatialBody.sphere("S", 0.75);
        Vec3 axis = Vec3.of(0.2, 0.3, 1).normalize();
        double[] uv = null;
        DistanceTracker t = null;
        double worst = 0;
        int switches = 0;
        for (int k = 0; k <= STEPS; k++) {
            double time = k * H;
            // E spins at 0.8 rad/s about a tilted axis; S orbits once around it at mid latitude and bobs
            Pose3 pe = Pose3.of(Quaternion.fromAxisAngle(axis, 0.8 * time), Vec3.of(0.1 * time, 0, 0));
            double phi = 2 * Math.PI * time / (STEPS * H);
            Vec3 c = Vec3.of(5 * Math.cos(phi), 4.2 * Math.sin(phi), 0.6 * Math.sin(3 * phi));
            Pose3 ps = Pose3.of(Quaternion.fromAxisAngle(Vec3.X, 2 * time), c);
            DistanceResult r;
            if (k == 0) {
                t = DistanceTracker.start(e, s, Integrator.EULER, 1 / H, H, pe, ps);
                r = t.current();
            } else {
                r = t.update(pe, ps, H);
            }
            switches += r.switches();
            // reference: sphere = centre inflated by 0.75, so d = dist(c, E) − 0.75; Newton point inversion on
            // the ellipsoid (core's ParametricSurface.closestParameter), warm-started from the previous step
            // after a global dense start at k = 0
            Vec3 local = pe.inverse().apply(c);
            if (uv == null) {
                uv = new double[] {Math.atan2(local.y(), local.x()), 0};
            }
            Uv ref = shape.closestParameter(local, uv[0], uv[1]);
            uv[0] = ref.u();
            uv[1] = ref.v();
            double exact = shape.point(ref.u(), ref.v()).distance(local) - 0.75;
            worst = Math.max(worst, Math.abs(r.distance() - exact));
            assertThat(Math.abs(r.distance() - exact)).as("step %d", k).isLessThan(1e-9);
        }
        // the orbit crosses the 4 meridian boundaries of E's body frame and the sphere's witness moves across its
        // own octants: switches must have happened
        assertThat(switches).isGreaterThan(4);
        assertThat(worst).isLessThan(1e-9);
    }
}
