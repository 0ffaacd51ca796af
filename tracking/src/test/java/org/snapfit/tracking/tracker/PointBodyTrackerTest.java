package org.snapfit.tracking.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.curve.EllipseArc2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.CurveFeature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PlanarBody;
import org.snapfit.tracking.model.TrackingResult;

/** The paper's Fig. 8–11 setting: a point spiralling around a planar body of three convex curves. */
class PointBodyTrackerTest {

    private static final double H = 1e-3;
    private static final double R3 = Math.sqrt(3) / 2;
    /** Reuleaux triangle of width 1 on P0 = (0, 0), P1 = (1, 0), P2 = (1/2, √3/2); arcs centred at the opposite corner. */
    private static final EllipseArc2[] ARCS = {
        EllipseArc2.circle(0.5, R3, 1, -2 * Math.PI / 3, -Math.PI / 3),
        EllipseArc2.circle(0, 0, 1, 0, Math.PI / 3),
        EllipseArc2.circle(1, 0, 1, 2 * Math.PI / 3, Math.PI)};
    private static final PlanarBody BODY = new PlanarBody(List.of(CurveFeature.of("bottom", ARCS[0]),
            CurveFeature.of("right", ARCS[1]), CurveFeature.of("left", ARCS[2])));
    private static final Vec3 CENTROID = Vec3.of(0.5, R3 / 3, 0);
    private static final int SAMPLES = 20_000;

    private static Vec3 spiral(double time) {
        double rho = 1.5 - 0.35 * time;
        double a = 2 * Math.PI * time;
        return CENTROID.add(Vec3.of(rho * Math.cos(a), rho * Math.sin(a), 0));
    }

    /** Dense sampling of the three arcs; the distance is 1-Lipschitz in arc length, so the error is ≤ δ/2. */
    private static double bruteForce(Vec3 q) {
        double best = Double.MAX_VALUE;
        for (EllipseArc2 arc : ARCS) {
            for (int i = 0; i <= SAMPLES; i++) {
                double t = arc.t0() + (arc.t1() - arc.t0()) * i / SAMPLES;
                best = Math.min(best, Math.hypot(arc.cx() + Math.cos(t) - q.x(), arc.cy() + Math.sin(t) - q.y()));
            }
        }
        return best;
    }

    @Test
    void update_spiralAroundReuleauxTriangle_switchesInOrderAndMatchesBruteForce() {
        Pose3 start = Pose3.of(org.snapfit.core.transform.Quaternion.IDENTITY, spiral(0));
        PointBodyTracker t = new PointBodyTracker(BODY, Vec3.ZERO, Integrator.RK2, 1000, H, 1, Pose3.IDENTITY, start);
        List<String> modes = new ArrayList<>();
        List<Integer> steps = new ArrayList<>();
        modes.add(t.activeFeature());
        steps.add(0);
        double gridBound = (Math.PI / 3) / SAMPLES / 2;
        double worst = 0;
        for (int k = 1; k <= 2000; k++) {
            Vec3 q = spiral(k * H);
            TrackingResult r = t.update(Pose3.IDENTITY, Pose3.of(org.snapfit.core.transform.Quaternion.IDENTITY, q), H);
            // chattering guard never needed on this path: at most one switch per 1 ms step
            assertThat(t.lastSwitches()).isLessThanOrEqualTo(1);
            if (!t.activeFeature().equals(modes.get(modes.size() - 1))) {
                modes.add(t.activeFeature());
                steps.add(k);
            }
            if (k % 10 == 0 && k > 50) {
                worst = Math.max(worst, Math.abs(r.distance() - bruteForce(q)));
            }
        }
        // two counter-clockwise turns starting in the region of the right edge: edge, vertex, edge, ... (Voronoi
        // regions of a convex body are met in boundary order)
        assertThat(modes).containsExactly("edge 1", "vertex 1", "edge 2", "vertex 2", "edge 0", "vertex 0",
                "edge 1", "vertex 1", "edge 2", "vertex 2", "edge 0", "vertex 0", "edge 1");
        assertThat(worst).isLessThanOrEqualTo(gridBound + 1e-9);
        // switch times: each switch is reported within two 1 ms steps after the spiral crosses the Voronoi boundary
        // it stands for (normal line at the vertex), computed here independently from the arcs' closed forms
        for (int j = 1; j < modes.size(); j++) {
            String[] mode = modes.get(j).split(" ");
            int index = Integer.parseInt(mode[1]);
            EllipseArc2 arc;
            double tangentAngle;
            if (mode[0].equals("vertex")) {
                arc = ARCS[index];
                tangentAngle = arc.t1();
            } else {
                arc = ARCS[(index + 2) % 3];
                tangentAngle = ARCS[index].t0();
            }
            double vx = arc.cx() + Math.cos(arc.t1());
            double vy = arc.cy() + Math.sin(arc.t1());
            double tx = -Math.sin(tangentAngle);
            double ty = Math.cos(tangentAngle);
            int k = steps.get(j);
            Vec3 before = spiral((k - 2) * H);
            Vec3 after = spiral(k * H);
            double g0 = (before.x() - vx) * tx + (before.y() - vy) * ty;
            double g1 = (after.x() - vx) * tx + (after.y() - vy) * ty;
            assertThat(g0 * g1).as("switch %d to %s at step %d", j, modes.get(j), k).isLessThanOrEqualTo(0);
        }
    }

    @Test
    void update_startOnWrongEdge_walksToClosestFeature() {
        // Q = (2, 0.3) is in the region of the right edge (centred at P0): distance |Q| − 1
        Vec3 q = Vec3.of(2, 0.3, 0);
        Pose3 pq = Pose3.of(org.snapfit.core.transform.Quaternion.IDENTITY, q);
        PointBodyTracker t = new PointBodyTracker(BODY, Vec3.ZERO, Integrator.RK2, 1000, H, 2, Pose3.IDENTITY, pq);
        TrackingResult r = null;
        for (int k = 0; k < 300; k++) {
            r = t.update(Pose3.IDENTITY, pq, H);
        }
        assertThat(t.activeFeature()).isEqualTo("edge 1");
        assertThat(r.distance()).isCloseTo(q.norm() - 1, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void planarBody_openChain_throwsNamingVertex() {
        CurveFeature a = CurveFeature.of("a", ARCS[0]);
        CurveFeature b = CurveFeature.of("b", ARCS[2]);
        assertThatThrownBy(() -> new PlanarBody(List.of(a, b))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vertex 0").hasMessageContaining("must be closed");
    }

    @Test
    void planarBody_clockwise_throwsNamingVertex() {
        // two arcs of the unit circle traversed clockwise via reversed half-circles is not expressible; a lens
        // of two arcs meeting with a right turn: upper arc of circle at (0, −1) and lower arc of circle at (0, 1)
        // ordered so the turn at the joint is clockwise
        double a = Math.PI / 3;
        CurveFeature upper = CurveFeature.of("upper", EllipseArc2.circle(0, -Math.sqrt(3) / 2 * 2 + Math.sqrt(3),
                1, Math.PI / 2 - a / 2, Math.PI / 2 + a / 2));
        assertThatThrownBy(() -> new PlanarBody(List.of(upper, upper))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vertex 0");
        assertThatThrownBy(() -> new PlanarBody(List.of(upper))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least two");
    }

    @Test
    void constructor_badEdgeIndex_throws() {
        assertThatThrownBy(() -> new PointBodyTracker(BODY, Vec3.ZERO, Integrator.RK2, 1000, H, 3, Pose3.IDENTITY,
                Pose3.IDENTITY)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("startEdge = 3");
    }
}
