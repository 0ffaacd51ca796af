package org.snapfit.impulse.engine.contact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.engine.model.SiFreeBody3;
import org.snapfit.impulse.solver.CollisionProblem;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.InversePath;
import org.snapfit.impulse.contact.SpatialObstacle;

class SpatialContactDetectorTest {

    private static final double S = 0.2;
    private static final SiFreeBody3 CUBE = SiFreeBody3.of(1, Vec3.of(S * S / 6, S * S / 6, S * S / 6), 9.81);
    private static final SpatialObstacle FLOOR = new SpatialObstacle("floor", ConvexPolyhedron3.box(4, 4, 1),
            Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, -0.5)), Vec3.ZERO);

    @Test
    void cubeLandingFlat_fourCornerContactsRankThree_pseudoInverseSymmetricImpulses() {
        SpatialContactDetector det = SpatialContactDetector.of(CUBE, ConvexPolyhedron3.box(S, S, S), List.of(FLOOR),
                Tolerance.of("contactMargin", 1e-4, Unit.METRE));
        double[] q = SiFreeBody3.configuration(Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 0, 0.099)));
        double[] qd = {0.3, 0, -2, 0, 0, 0};
        List<SpatialContact> cs = det.detect(q, qd, 0);
        // the four bottom corners are 1 mm deep; normal +z; v_n = -2, tangential (0.3, 0, 0)
        assertThat(cs).hasSize(4);
        double[][] rows = new double[4][];
        for (int i = 0; i < 4; i++) {
            SpatialContact c = cs.get(i);
            assertThat(c.contact().signedDistance()).isCloseTo(-0.001, within(1e-12));
            assertThat(c.normalVelocity()).isCloseTo(-2, within(1e-12));
            assertThat(c.tangentialVelocity().x()).isCloseTo(0.3, within(1e-12));
            assertThat(c.key().vertexOnLink()).isTrue();
            rows[i] = c.jacobianRow();
        }
        // rows [0, 0, 1, r_y, -r_x, 0] span only (z, ω_x, ω_y): 4 contacts of rank 3 — a redundant set
        CollisionResult r = ImpulseSolver.create().resolve(CollisionProblem.of(CUBE.inertia(q), rows, qd, 0.5));
        assertThat(r.path()).isEqualTo(InversePath.PSEUDO_INVERSE);
        assertThat(r.rank()).isEqualTo(3);
        // minimum-norm impulses are symmetric: (1 + e) m v / 4 each; the body leaves at e v, tangential unchanged
        for (double p : r.impulses()) {
            assertThat(p).isCloseTo(1.5 * 1 * 2 / 4, within(1e-12));
        }
        assertThat(r.velocityAfter()[2]).isCloseTo(1, within(1e-12));
        assertThat(r.velocityAfter()[0]).isCloseTo(0.3, within(1e-12));
        assertThat(r.relativeEnergyChange()).isLessThanOrEqualTo(0);
    }

    @Test
    void movingObstacle_cornerOfObstacleInsideBody_reportedFromBodySide() {
        SpatialObstacle wedge = new SpatialObstacle("block", ConvexPolyhedron3.box(0.1, 0.1, 0.1),
                Pose3.of(Quaternion.IDENTITY, Vec3.of(0.14, 0.14, 0.14)), Vec3.of(-1, 0, 0));
        SpatialContactDetector det = SpatialContactDetector.of(CUBE, ConvexPolyhedron3.box(S, S, S), List.of(wedge),
                Tolerance.of("contactMargin", 1e-4, Unit.METRE));
        double[] q = SiFreeBody3.configuration(Pose3.IDENTITY);
        List<SpatialContact> cs = det.detect(q, new double[6], 0);
        // the block's corner (0.09, 0.09, 0.09) lies 1 cm inside three faces of the cube (tie: the lowest face index,
        // +z = face 1, wins), and the cube's corner (0.1, 0.1, 0.1) lies inside the block
        assertThat(cs).hasSize(2);
        SpatialContact fromBlock = cs.get(1);
        assertThat(fromBlock.key().vertexOnLink()).isFalse();
        assertThat(fromBlock.contact().signedDistance()).isCloseTo(-0.01, within(1e-12));
        // normal from the block towards the cube is minus the cube's face normal +z
        assertThat(fromBlock.contact().normal().z()).isCloseTo(-1, within(1e-12));
        // block moving at -x: relative velocity of the cube point = +x, normal component 0
        assertThat(fromBlock.normalVelocity()).isCloseTo(0, within(1e-12));
        assertThat(fromBlock.tangentialVelocity().x()).isCloseTo(1, within(1e-12));
    }

    @Test
    void crossingEdges_noVertexInside_oneEdgeEdgeContactWithClosedFormNormalDepthAndPoint() {
        // a unit cube turned 45° about x is a ridge whose top edge runs along x at z = √2/2; a unit cube turned 45°
        // about y, centred at z = √2 - δ, has its bottom edge along y at z = √2/2 - δ: the two edges cross at the
        // z axis with depth δ and no vertex of either body lies in the other
        double h = Math.sqrt(2) / 2;
        double delta = 0.01;
        SpatialObstacle ridge = new SpatialObstacle("ridge", ConvexPolyhedron3.box(1, 1, 1),
                Pose3.of(Quaternion.fromAxisAngle(Vec3.X, Math.PI / 4), Vec3.ZERO), Vec3.ZERO);
        SiFreeBody3 body = SiFreeBody3.of(1, Vec3.of(1.0 / 6, 1.0 / 6, 1.0 / 6), 9.81);
        SpatialContactDetector det = SpatialContactDetector.of(body, ConvexPolyhedron3.box(1, 1, 1), List.of(ridge),
                Tolerance.of("contactMargin", 1e-4, Unit.METRE));
        Quaternion turned = Quaternion.fromAxisAngle(Vec3.Y, Math.PI / 4);
        double[] q = SiFreeBody3.configuration(Pose3.of(turned, Vec3.of(0, 0, 2 * h - delta)));
        List<SpatialContact> cs = det.detect(q, new double[] {0, 0, -1, 0, 0, 0}, 0);
        assertThat(cs).hasSize(1);
        SpatialContact c = cs.get(0);
        assertThat(c.key().isEdgeEdge()).isTrue();
        // normal: e_A × e_B = ±y × ±x = ∓z, oriented from the ridge towards the body: +z; separation -δ
        assertThat(c.contact().normal().z()).isCloseTo(1, within(1e-12));
        assertThat(c.contact().signedDistance()).isCloseTo(-delta, within(1e-12));
        // witness: the closest point on the body's edge, (0, 0, √2/2 - δ)
        assertThat(c.contact().point().x()).isCloseTo(0, within(1e-12));
        assertThat(c.contact().point().y()).isCloseTo(0, within(1e-12));
        assertThat(c.contact().point().z()).isCloseTo(h - delta, within(1e-12));
        // falling at 1 m/s straight down: v_n = -1; row nᵀJ = [0, 0, 1, (r × n)] with r = (0, 0, -√2/2): r × z = 0
        assertThat(c.normalVelocity()).isCloseTo(-1, within(1e-12));
        assertThat(c.jacobianRow()[2]).isCloseTo(1, within(1e-12));
        assertThat(c.jacobianRow()[3]).isCloseTo(0, within(1e-12));
        // 50 µm apart (inside the 0.1 mm margin): still the edge contact, with a positive separation
        double[] near = SiFreeBody3.configuration(Pose3.of(turned, Vec3.of(0, 0, 2 * h + 5e-5)));
        List<SpatialContact> gap = det.detect(near, new double[6], 0);
        assertThat(gap).hasSize(1);
        assertThat(gap.get(0).contact().signedDistance()).isCloseTo(5e-5, within(1e-12));
        // 1 mm apart: nothing
        double[] far = SiFreeBody3.configuration(Pose3.of(turned, Vec3.of(0, 0, 2 * h + 1e-3)));
        assertThat(det.detect(far, new double[6], 0)).isEmpty();
    }

    @Test
    void of_marginNotMetres_rejected() {
        assertThatThrownBy(() -> SpatialContactDetector.of(CUBE, ConvexPolyhedron3.box(S, S, S), List.of(),
                Tolerance.of("contactMargin", 1, Unit.MILLIMETRE))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("metres");
        assertThatThrownBy(() -> new SpatialObstacle(" ", ConvexPolyhedron3.box(1, 1, 1), Pose3.IDENTITY, Vec3.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("name is blank");
    }
}
