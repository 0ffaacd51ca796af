package org.snapfit.sweep.traits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
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

    @Property(tries = 300, seed = "20261126")
    void mayTouch_false_noSampledConfigurationOfTheBoxTouches(@ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        Reach r = new Reach(rnd.nextBoolean() ? ContactKind.A : ContactKind.B, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10,
                rnd.nextInt(21) - 10, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10.5,
                rnd.nextInt(5) - 2, rnd.nextInt(3) - 1);
        double t1 = rnd.nextDouble() * 10;
        double t2 = t1 + rnd.nextDouble() * 3;
        double th1 = (rnd.nextDouble() - 0.5) * 4;
        double th2 = Math.min(Math.PI, th1 + rnd.nextDouble());
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

    @Property(tries = 300, seed = "20261126")
    void timeRange_timesOutside_noSampledAngleTouches(@ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        Random rnd = new Random(seed);
        Reach r = new Reach(rnd.nextBoolean() ? ContactKind.A : ContactKind.B, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10,
                rnd.nextInt(21) - 10, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10, rnd.nextInt(21) - 10.5,
                rnd.nextInt(5) - 2, rnd.nextInt(3) - 1);
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
}
