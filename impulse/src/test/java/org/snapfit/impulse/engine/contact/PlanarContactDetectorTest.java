package org.snapfit.impulse.engine.contact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.engine.model.SiLink;
import org.snapfit.impulse.engine.model.SiPlanarLinkage;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ObstacleMotion;
import org.snapfit.impulse.contact.LinkPair;

class PlanarContactDetectorTest {

    private static final SiPlanarLinkage BOX_BODY = SiPlanarLinkage.freeBody(2, 0.5, 0);
    private static final ConvexPolygon2 BOX = ConvexPolygon2.rectangle(0.6, 0.2);
    private static final PlanarObstacle FLOOR = new PlanarObstacle("floor", ConvexPolygon2.rectangle(4, 1),
            ObstacleMotion.fixed(new PlanarPose(0, -0.5, 0)));

    @Test
    void detect_boxSunkIntoFloor_twoCornerContactsWithRowsAndVelocities() {
        PlanarContactDetector det = PlanarContactDetector.of(BOX_BODY, List.of(BOX), List.of(FLOOR), List.of(),
                PlanarContactDetector.DEFAULT_MARGIN);
        // box centre at y = 0.09: bottom corners (±0.3, -0.01) are 1 cm deep; falling at 1 m/s, spinning at 1 rad/s
        double[] q = {0, 0.09, 0};
        double[] qd = {0, -1, 1};
        List<DetectedContact> cs = det.detect(q, qd, 0);
        assertThat(cs).hasSize(2);
        DetectedContact left = cs.get(0);
        assertThat(left.contact().signedDistance()).isCloseTo(-0.01, within(1e-12));
        assertThat(left.contact().normal2()).isEqualTo(Vec2.of(0, 1));
        // row = nᵀ J = [0, 1, r_x] with r = (-0.3, -0.1): [0, 1, -0.3]
        assertThat(left.jacobianRows().get(0)).containsExactly(0, 1, -0.3);
        // v = (0, -1) + ω × r = (0.1, -1.3): v_n = -1.3, v_t along (-1, 0) = -0.1
        assertThat(left.normalVelocity()).isCloseTo(-1.3, within(1e-12));
        assertThat(left.tangentialVelocity()).isCloseTo(-0.1, within(1e-12));
        assertThat(left.isSelfContact()).isFalse();
        assertThat(left.key()).isEqualTo(new ContactKey(0, "floor", true, 0));
        assertThat(cs.get(1).normalVelocity()).isCloseTo(-0.7, within(1e-12));
    }

    @Test
    void detect_barsCrossingWithNoVertexInside_fourEdgeCrossingContactsWithSatNormal() {
        // a 2 × 0.2 bar (the body, at the origin) across a 0.4 × 3 post centred at x = 0.05: no corner of either
        // lies in the other, the boundaries cross at x = -0.15 and x = 0.25, y = ±0.1
        PlanarObstacle post = new PlanarObstacle("post", ConvexPolygon2.rectangle(0.4, 3),
                ObstacleMotion.fixed(new PlanarPose(0.05, 0, 0)));
        PlanarContactDetector det = PlanarContactDetector.of(BOX_BODY, List.of(ConvexPolygon2.rectangle(2, 0.2)), List.of(post),
                List.of(), PlanarContactDetector.DEFAULT_MARGIN);
        List<DetectedContact> cs = det.detect(new double[] {0, 0, 0}, new double[] {0.5, -1, 0}, 0);
        assertThat(cs).hasSize(4);
        for (DetectedContact c : cs) {
            Vec2 p = c.contact().point2();
            assertThat(Math.abs(p.y())).isCloseTo(0.1, within(1e-12));
            assertThat(p.x()).satisfiesAnyOf(x -> assertThat(x).isCloseTo(-0.15, within(1e-12)),
                    x -> assertThat(x).isCloseTo(0.25, within(1e-12)));
            // SAT: x-projections [-1, 1] and [-0.15, 0.25]; pushing the bar by -x needs 1 - (-0.15) = 1.15, less
            // than +x (0.25 + 1 = 1.25) or ±y (0.1 + 1.5 = 1.6): normal (-1, 0), depth 1.15
            assertThat(c.contact().normal2().x()).isCloseTo(-1, within(1e-12));
            assertThat(c.contact().normal2().y()).isCloseTo(0, within(1e-12));
            assertThat(c.contact().signedDistance()).isCloseTo(-1.15, within(1e-12));
            assertThat(c.key().isEdgeEdge()).isTrue();
            // row nᵀJ = [-1, 0, p_y] for J = [[1, 0, -p_y], [0, 1, p_x]]; v_n = -0.5 for q̇ = (0.5, -1, 0)
            assertThat(c.jacobianRows().get(0)).containsExactly(-1, 0, p.y());
            assertThat(c.normalVelocity()).isCloseTo(-0.5, within(1e-12));
        }
        assertThat(cs.stream().map(DetectedContact::key).distinct()).hasSize(4);
        // moved 1.2 m to the right, the bar's left corners are inside the post: vertex contacts only
        List<DetectedContact> vertex = det.detect(new double[] {1.2, 0, 0}, new double[3], 0);
        assertThat(vertex).isNotEmpty().allSatisfy(c -> assertThat(c.key().isEdgeEdge()).isFalse());
    }

    @Test
    void detect_movingObstacle_relativeVelocityIncludesObstacleMotion() {
        PlanarObstacle pusher = new PlanarObstacle("pusher", ConvexPolygon2.rectangle(0.2, 0.4),
                new ObstacleMotion(new PlanarPose(0.39, 0, 0), Vec2.of(0.1, 0), 2));
        PlanarContactDetector det = PlanarContactDetector.of(BOX_BODY, List.of(BOX), List.of(pusher), List.of(),
                PlanarContactDetector.DEFAULT_MARGIN);
        List<DetectedContact> cs = det.detect(new double[] {0, 0, 0}, new double[] {0, 0, 0}, 0);
        // at t = 0 the pusher's left edge x = 0.29 is 1 cm left of the box's right edge and the pusher moves away
        // (+x) at 0.2 m/s; the box's right corners lie inside the pusher: normal from pusher to box is -x and
        // v_rel = 0 - (0.2, 0), so v_n = +0.2 (separating)
        assertThat(cs).hasSize(2);
        for (DetectedContact c : cs) {
            assertThat(c.key().vertexOnLink()).isTrue();
            assertThat(c.contact().normal2().x()).isCloseTo(-1, within(1e-12));
            assertThat(c.normalVelocity()).isCloseTo(0.2, within(1e-12));
        }
        assertThat(pusher.shapeAt(Math.PI / 4).vertex(0).x()).isCloseTo(0.39 + 0.1 - 0.1, within(1e-12));
    }

    @Test
    void detect_selfContact_twoRowsOppositeNormalsAndReactionJacobian() {
        SiLink bar = SiLink.bar(1, 0.1, 1);
        SiPlanarLinkage lk = SiPlanarLinkage.of(List.of(bar, bar, bar), SiPlanarLinkage.Base.FIXED, Vec2.ZERO, 0);
        ConvexPolygon2 shape = ConvexPolygon2.rectangle(1, 0.1).transformed(0, Vec2.of(0.5, 0));
        PlanarContactDetector det = PlanarContactDetector.of(lk, List.of(shape, shape, shape), List.of(),
                List.of(new LinkPair(0, 2)), PlanarContactDetector.DEFAULT_MARGIN);
        // fold the chain: link 1 at 100°, link 2 pointing down at φ₂ = −π + asin 0.97, so link 2's tip
        // (0.826 − 0.243, 0.985 − 0.970) = (0.583, 0.015) and both tip corners lie inside link 0
        double phi1 = Math.toRadians(100);
        double phi2 = -Math.PI + Math.asin(0.97);
        double[] q = {0, phi1, phi2 - phi1};
        List<DetectedContact> cs = det.detect(q, new double[3], 0);
        assertThat(cs).hasSize(2);
        for (DetectedContact c : cs) {
            assertThat(c.isSelfContact()).isTrue();
            assertThat(c.otherLink()).contains(2);
            // eqs. 12–13: one row per link, each with its own normal (n on link 0, −n on link 2)
            assertThat(c.jacobianRows()).hasSize(2);
            double[][] fj = c.forceJacobian();
            // link 0 is moved by joint 0 only, link 2 by all joints: (J_0 − J_2) has zero first column
            assertThat(fj[0][0]).isCloseTo(0, within(1e-12));
        }
    }

    @Test
    void of_badArguments_rejectedNamingThem() {
        assertThatThrownBy(() -> PlanarContactDetector.of(BOX_BODY, List.of(), List.of(), List.of(),
                PlanarContactDetector.DEFAULT_MARGIN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("linkShapes has 0 shapes");
        assertThatThrownBy(() -> PlanarContactDetector.of(BOX_BODY, List.of(BOX), List.of(), List.of(new LinkPair(0, 1)),
                PlanarContactDetector.DEFAULT_MARGIN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("selfPairs contains");
        assertThatThrownBy(() -> PlanarContactDetector.of(BOX_BODY, List.of(BOX), List.of(), List.of(),
                Tolerance.of("contactMargin", 1, Unit.MILLIMETRE))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("metres");
        assertThatThrownBy(() -> new LinkPair(1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two different link indices");
        assertThatThrownBy(() -> new ContactKey(-1, "x", true, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("link -1");
        assertThatThrownBy(() -> ContactKey.edgeEdge(0, "x", 1, -2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("crossedEdge Optional[-2]");
        assertThatThrownBy(() -> new ContactKey(0, "x", false, 1, java.util.Optional.of(2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("vertexOnLink = false");
        // an edge–edge key names both edges; it differs from the vertex key with the same index
        assertThat(ContactKey.edgeEdge(0, "x", 1, 2).toString()).isEqualTo("link 0 / x (link edge 1 × other edge 2)");
        assertThat(ContactKey.edgeEdge(0, "x", 1, 2)).isNotEqualTo(new ContactKey(0, "x", true, 1));
        assertThatThrownBy(() -> new PlanarObstacle(" ", BOX, ObstacleMotion.fixed(new PlanarPose(0, 0, 0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("name is blank");
        assertThatThrownBy(() -> new ObstacleMotion(new PlanarPose(0, 0, 0), Vec2.ZERO, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("angularFrequency = -1.0");
    }

    @Test
    void detectedContact_badForceJacobianOrVelocity_rejectedAndArraysCopied() {
        ContactKey key = new ContactKey(0, "floor", true, 0);
        org.snapfit.core.contact.Contact c = org.snapfit.core.contact.Contact.planar(Vec2.ZERO, Vec2.of(0, 1), 0,
                org.snapfit.core.contact.Feature.of(org.snapfit.core.contact.FeatureKind.VERTEX, 0),
                org.snapfit.core.contact.Feature.of(org.snapfit.core.contact.FeatureKind.EDGE, 0));
        assertThatThrownBy(() -> new DetectedContact(key, c, 0, java.util.Optional.empty(), 0, 0, List.of(),
                new double[1][3])).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("forceJacobian has 1 rows");
        assertThatThrownBy(() -> new DetectedContact(key, c, 0, java.util.Optional.empty(), Double.NaN, 0, List.of(),
                new double[2][3])).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not finite");
        double[] row = {1, 2, 3};
        DetectedContact dc = new DetectedContact(key, c, 0, java.util.Optional.empty(), 0, 0, List.of(row),
                new double[2][3]);
        row[0] = 99;
        dc.jacobianRows().get(0)[1] = 99;
        // immutability: neither the caller's array nor a returned copy changes the contact
        assertThat(dc.jacobianRows().get(0)).containsExactly(1, 2, 3);
    }

    @Test
    void stateMachine_figure1Transitions() {
        // Fig. 1: only a new approaching contact triggers a collision state
        assertThat(ContactState.NONE.triggersCollision(true, true)).isTrue();
        assertThat(ContactState.CONTINUOUS.triggersCollision(true, true)).isFalse();
        assertThat(ContactState.NONE.triggersCollision(true, false)).isFalse();
        // in a collision state every non-separating contact collides, the others are continuous
        assertThat(ContactState.CONTINUOUS.next(true, true, true)).isEqualTo(ContactState.COLLIDING);
        assertThat(ContactState.NONE.next(true, false, true)).isEqualTo(ContactState.CONTINUOUS);
        assertThat(ContactState.COLLIDING.next(true, true, false)).isEqualTo(ContactState.CONTINUOUS);
        assertThat(ContactState.CONTINUOUS.next(false, false, false)).isEqualTo(ContactState.NONE);
    }
}
