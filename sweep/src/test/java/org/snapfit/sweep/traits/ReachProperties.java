package org.snapfit.sweep.traits;

import org.snapfit.sweep.contact.ContactKind;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.core.geom.ExactPoint2;

class ReachProperties {

    /** Distance from the vertex at (t, θ) to the edge, straight from the frames of {@link Reach}. */
    private static double distance(Reach r, double t, double th) {
        double x;
        double y;
        if (r.kind() == ContactKind.B) {
            x = t * r.vx() + Math.cos(th) * r.px() - Math.sin(th) * r.py();
            y = t * r.vy() + Math.sin(th) * r.px() + Math.cos(th) * r.py();
        } else {
            double wx = r.px() - t * r.vx();
            double wy = r.py() - t * r.vy();
            x = Math.cos(th) * wx + Math.sin(th) * wy;
            y = -Math.sin(th) * wx + Math.cos(th) * wy;
        }
        double ex = r.bx() - r.ax();
        double ey = r.by() - r.ay();
        double s = Math.max(0, Math.min(1, ((x - r.ax()) * ex + (y - r.ay()) * ey) / (ex * ex + ey * ey)));
        return Math.hypot(x - r.ax() - s * ex, y - r.ay() - s * ey);
    }

    /** A reach with small integer coordinates (half-integer b_y), either kind. */
    private static Reach integerReach(RandomGenerator rnd) {
        return new Reach(rnd.nextBoolean() ? ContactKind.A : ContactKind.B, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10,
                rnd.nextInt(21) - 10, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10.5,
                rnd.nextInt(5) - 2, rnd.nextInt(3) - 1);
    }

    /** A box {t1, t2, th1, th2}: t1 in [0, 10), width below 3; th1 in [-2, 2), width below 1, th2 at most π. */
    private static double[] box(RandomGenerator rnd) {
        double t1 = rnd.nextDouble() * 10;
        double t2 = t1 + rnd.nextDouble() * 3;
        double th1 = (rnd.nextDouble() - 0.5) * 4;
        double th2 = Math.min(Math.PI, th1 + rnd.nextDouble());
        return new double[] {t1, t2, th1, th2};
    }

    /**
     * A reach and a box of configurations [t1, t2] × [th1, th2].
     *
     * @param reach the reach
     * @param t1 the box's first time
     * @param t2 the box's last time
     * @param th1 the box's first angle
     * @param th2 the box's last angle
     */
    record ReachBox(Reach reach, double t1, double t2, double th1, double th2) {
    }

    private static final Gen<ReachBox> INTEGER_REACH_BOXES = Gen.of(rnd -> {
        Reach r = integerReach(rnd);
        double[] b = box(rnd);
        return new ReachBox(r, b[0], b[1], b[2], b[3]);
    });

    static Stream<Arguments> integerReachBoxes() {
        return Cases.of(20261126L, 300, INTEGER_REACH_BOXES);
    }

    @ParameterizedTest
    @MethodSource("integerReachBoxes")
    void mayTouch_false_noSampledConfigurationOfTheBoxTouches(ReachBox b) {
        Reach r = b.reach();
        double t1 = b.t1();
        double t2 = b.t2();
        double th1 = b.th1();
        double th2 = b.th2();
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i <= 40; i++) {
            for (int j = 0; j <= 40; j++) {
                min = Math.min(min, distance(r, t1 + (t2 - t1) * i / 40, th1 + (th2 - th1) * j / 40));
            }
        }
        // soundness: a box the filter rejects has no configuration (of a 41 x 41 grid) within 1e-9 of touching;
        // conversely a box whose grid touches the edge must be accepted
        if (!r.mayTouch(t1, t2, th1, th2)) {
            assertThat(min).isGreaterThan(1e-9);
        }
        if (min == 0) {
            assertThat(r.mayTouch(t1, t2, th1, th2)).isTrue();
        }
    }

    static Stream<Arguments> integerReaches() {
        return Cases.of(20261126L, 300, Gen.of(ReachProperties::integerReach));
    }

    @ParameterizedTest
    @MethodSource("integerReaches")
    void timeRange_timesOutside_noSampledAngleTouches(Reach r) {
        double[] range = r.timeRange();
        assertThat(range[0]).isLessThanOrEqualTo(range[1]);
        // soundness: at 200 times in [-30, 30] and 720 angles, a configuration within 1e-9 of touching has its time
        // inside the range (the derivation bounds the projection of the vertex on v; the grid is the oracle)
        for (int i = 0; i <= 200; i++) {
            double t = -30 + 60.0 * i / 200;
            if (t >= range[0] && t <= range[1]) {
                continue;
            }
            for (int j = 0; j < 720; j++) {
                assertThat(distance(r, t, -Math.PI + 2 * Math.PI * j / 720)).isGreaterThan(1e-9);
            }
        }
    }

    @Test
    void timeRange_typeBAndTypeA_closedForm() {
        // B: vertex at radius 2, edge x = 2, v = (1, 0): v·x = 2 on the edge, so t ∈ [2 − 2, 2 + 2] = [0, 4]
        Reach b = Reach.typeB(ExactPoint2.of(2, 0), ExactPoint2.of(2, -1), ExactPoint2.of(2, 1), ExactPoint2.of(0, 0),
                ExactPoint2.of(1, 0));
        assertThat(b.timeRange()[0]).isCloseTo(0, org.assertj.core.api.Assertions.within(1e-6));
        assertThat(b.timeRange()[1]).isCloseTo(4, org.assertj.core.api.Assertions.within(1e-6));
        // A: Q = (3, 0), edge ends at distances √10 from the hinge, v = (1, 0): |3 − t| ≤ √10
        Reach a = Reach.typeA(ExactPoint2.of(3, 0), ExactPoint2.of(3, -1), ExactPoint2.of(3, 1), ExactPoint2.of(0, 0),
                ExactPoint2.of(1, 0));
        assertThat(a.timeRange()[0]).isCloseTo(3 - Math.sqrt(10), org.assertj.core.api.Assertions.within(1e-6));
        assertThat(a.timeRange()[1]).isCloseTo(3 + Math.sqrt(10), org.assertj.core.api.Assertions.within(1e-6));
    }

    @Test
    void mayTouch_typeBVertexOnItsEdge_trueAndFarAway_false() {
        // pawl vertex (2, 0) from the hinge, edge x = 2 from y = -1 to 1 at t = 0, v = (1, 0): touches at t = 0, θ = 0;
        // at t in [5, 6] the vertex is at x >= 5 - 2 = 3 > 2 for every θ (|R(θ)p| = 2): distance >= 1
        Reach r = Reach.typeB(ExactPoint2.of(2, 0), ExactPoint2.of(2, -1), ExactPoint2.of(2, 1), ExactPoint2.of(0, 0),
                ExactPoint2.of(1, 0));
        assertThat(r.mayTouch(0, 0, 0, 0)).isTrue();
        // t in [5, 6], θ in [-0.1, 0.1]: centre (7.5, 0), radius 0.5 + 2 * 0.1 = 0.7 < 5.5 (distance to x = 2)
        assertThat(r.mayTouch(5, 6, -0.1, 0.1)).isFalse();
        // every angle: the vertex stays on the circle of radius 2 about (t, 0), t >= 5: x >= 3 > 2
        assertThat(r.mayTouch(5, 6, -Math.PI, Math.PI)).isFalse();
        // every angle at t in [0, 1]: the circle about (t, 0) crosses the edge (at θ near ±π/2 for t = 0... y = ±2
        // is off the edge, but near θ = 0 it touches): accepted
        assertThat(r.mayTouch(0, 1, -Math.PI, Math.PI)).isTrue();
    }

    @Test
    void typeA_framesFollowTheConstraintCurve() {
        // obstacle vertex Q = (3, 0), hinge at the origin, pawl edge x = 3 for y in [-1, 1] (body frame), v = (1, 0):
        // at t = 0, θ = 0 the vertex is on the edge; at t = 1 it is at body x = 2, off the edge by 1
        Reach r = Reach.typeA(ExactPoint2.of(3, 0), ExactPoint2.of(3, -1), ExactPoint2.of(3, 1), ExactPoint2.of(0, 0),
                ExactPoint2.of(1, 0));
        assertThat(r.mayTouch(0, 0, 0, 0)).isTrue();
        assertThat(r.mayTouch(1, 1, 0, 0)).isFalse();
        assertThat(distance(r, 1, 0)).isEqualTo(1.0);
    }

    /**
     * The filter as it stood before its per-constraint precomputation (four {@code Math.hypot}, a division per
     * projection), kept verbatim as the oracle: the new filter must accept every box this one accepts.
     */
    private static boolean oldMayTouch(Reach q, double t1, double t2, double th1, double th2) {
        double thm = 0.5 * (th1 + th2);
        double cos = Math.cos(thm);
        double sin = Math.sin(thm);
        double tm = 0.5 * (t1 + t2);
        double cx;
        double cy;
        double r;
        if (q.kind() == ContactKind.B) {
            cx = tm * q.vx() + cos * q.px() - sin * q.py();
            cy = tm * q.vy() + sin * q.px() + cos * q.py();
            r = Math.hypot(q.px(), q.py());
        } else {
            double wx = q.px() - tm * q.vx();
            double wy = q.py() - tm * q.vy();
            cx = cos * wx + sin * wy;
            cy = -sin * wx + cos * wy;
            r = Math.hypot(wx, wy);
        }
        double shift = Math.hypot(q.vx(), q.vy()) * 0.5 * (t2 - t1);
        double rho = shift + r * 0.5 * (th2 - th1);
        double ox = q.kind() == ContactKind.B ? tm * q.vx() : 0;
        double oy = q.kind() == ContactKind.B ? tm * q.vy() : 0;
        double rho2 = shift + r;
        double scale = 1 + Math.abs(cx) + Math.abs(cy) + Math.abs(ox) + Math.abs(oy) + Math.abs(q.ax()) + Math.abs(q.ay())
                + Math.abs(q.bx()) + Math.abs(q.by()) + rho + rho2;
        double slack = Reach.SLACK_RELATIVE * scale;
        return oldSegmentDistance(q, cx, cy) <= rho + slack && oldSegmentDistance(q, ox, oy) <= rho2 + slack;
    }

    private static double oldSegmentDistance(Reach q, double x, double y) {
        double ex = q.bx() - q.ax();
        double ey = q.by() - q.ay();
        double len2 = ex * ex + ey * ey;
        double s = len2 == 0 ? 0 : ((x - q.ax()) * ex + (y - q.ay()) * ey) / len2;
        s = Math.max(0, Math.min(1, s));
        return Math.hypot(x - q.ax() - s * ex, y - q.ay() - s * ey);
    }

    /** A coordinate of mixed magnitude (10^-3 .. 10^3 mm, sometimes an exact small integer, sometimes 0). */
    private static double coordinate(RandomGenerator rnd) {
        int pick = rnd.nextInt(4);
        if (pick == 0) {
            return rnd.nextInt(21) - 10;
        }
        if (pick == 1 && rnd.nextInt(4) == 0) {
            return 0;
        }
        return (rnd.nextDouble() - 0.5) * Math.pow(10, rnd.nextInt(7) - 3);
    }

    /**
     * A reach with coordinates of mixed magnitude and 200 boxes of times up to 10^3 and widths from 10^-3.
     *
     * @param reach the reach
     * @param boxes the boxes {t1, t2, th1, th2}
     */
    record ReachBoxes(Reach reach, List<double[]> boxes) {
        @Override
        public String toString() {
            return reach + " with " + boxes.size() + " boxes";
        }
    }

    private static final Gen<ReachBoxes> MIXED_REACH_BOXES = Gen.of(rnd -> {
        Reach r = new Reach(rnd.nextBoolean() ? ContactKind.A : ContactKind.B, coordinate(rnd), coordinate(rnd),
                coordinate(rnd), coordinate(rnd), coordinate(rnd), coordinate(rnd), coordinate(rnd), coordinate(rnd));
        List<double[]> boxes = new ArrayList<>();
        for (int k = 0; k < 200; k++) {
            double t1 = (rnd.nextDouble() - 0.5) * Math.pow(10, rnd.nextInt(5) - 1);
            double t2 = t1 + rnd.nextDouble() * Math.pow(10, rnd.nextInt(5) - 3);
            double th1 = (rnd.nextDouble() - 0.5) * 2 * Math.PI;
            double th2 = Math.min(Math.PI, th1 + rnd.nextDouble() * Math.pow(10, rnd.nextInt(4) - 3));
            boxes.add(new double[] {t1, t2, th1, th2});
        }
        return new ReachBoxes(r, boxes);
    });

    static Stream<Arguments> mixedReachBoxes() {
        return Cases.of(20261126L, 300, MIXED_REACH_BOXES);
    }

    @ParameterizedTest
    @MethodSource("mixedReachBoxes")
    void mayTouch_oldFormulaAccepts_newAcceptsToo(ReachBoxes rb) {
        Reach r = rb.reach();
        for (double[] b : rb.boxes()) {
            double t1 = b[0];
            double t2 = b[1];
            double th1 = b[2];
            double th2 = b[3];
            boolean old = oldMayTouch(r, t1, t2, th1, th2);
            // conservative as before: wherever the old (hypot) filter could not exclude a contact, neither does the
            // new one (the oracle is the old formula above, kept verbatim)
            if (old) {
                assertThat(r.mayTouch(t1, t2, th1, th2)).as("%s box [%s, %s] x [%s, %s]", r, t1, t2, th1, th2).isTrue();
            }
        }
    }

    @Test
    void mayTouch_oldAndNewAgreeOnMostBoxes() {
        // the two filters differ only within the slack: on random boxes they give the same answer nearly always,
        // and both answers occur often (so the property above compares real acceptances)
        Random rnd = new Random(20261126);
        int same = 0;
        int oldTrue = 0;
        int n = 20_000;
        for (int k = 0; k < n; k++) {
            Reach r = integerReach(rnd);
            double[] b = box(rnd);
            boolean old = oldMayTouch(r, b[0], b[1], b[2], b[3]);
            oldTrue += old ? 1 : 0;
            same += old == r.mayTouch(b[0], b[1], b[2], b[3]) ? 1 : 0;
        }
        assertThat(oldTrue).isBetween(n / 20, n - n / 20);
        assertThat(same).isGreaterThan(n - n / 1000);
    }

    @Test
    void mayTouch_scaleBeyondLimit_trueDecidesNothing() {
        // far away (t = 1e200 along v = (1, 0)) the vertex is certainly off the edge, but the scale exceeds
        // SCALE_LIMIT, where squares could overflow: the filter declines to decide (true)
        Reach r = new Reach(ContactKind.B, 2, 0, 2, -1, 2, 1, 1, 0);
        assertThat(r.mayTouch(1e200, 1e200, 0, 0)).isTrue();
        // at a modest distance the same geometry is excluded (closed form: centre (1e6 + 2, 0), radius 0)
        assertThat(r.mayTouch(1e6, 1e6, 0, 0)).isFalse();
    }

    @Test
    void equals_sameComponents_equalAndSameHash() {
        // value semantics of the nine components (as the record had): equal, same hash, readable string
        Reach a = new Reach(ContactKind.A, 1, 2, 3, 4, 5, 6, 7, 8);
        Reach b = new Reach(ContactKind.A, 1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(new Reach(ContactKind.B, 1, 2, 3, 4, 5, 6, 7, 8));
        assertThat(a).isNotEqualTo(new Reach(ContactKind.A, 1, 2, 3, 4, 5, 6, 7, 9));
        assertThat(a.toString()).isEqualTo("Reach[kind=A, px=1.0, py=2.0, ax=3.0, ay=4.0, bx=5.0, by=6.0, vx=7.0, vy=8.0]");
    }
}
