package org.snapfit.tracking.brep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

/**
 * Switch instants of the tracked minimum against closed forms: a ball (A, radius r, centre c) moving on a straight
 * line past an axis-aligned box B = [0, s]³. While c lies outside the box, the box's closest feature is fixed by
 * which of c's coordinates lie outside [0, s] (none outside in two of them: a face; one inside: an edge; none
 * inside: a vertex), so the closest feature pair changes exactly when a coordinate of c crosses 0 or s: at
 * fraction (plane − c_k−1)/(c_k − c_k−1) of the step, a root of a linear function.
 */
class SwitchFinderTest {

    /** Agreement (fraction of the step) with the closed-form crossing: the bracket width {@code INSTANT}. */
    private static final double EXACT = 1e-9;

    /**
     * A ball sliding over the top face of a 2 mm box and past its edge x = 2, then past the edge's end y = 2: the
     * witness leaves the face when the centre crosses the face's plane extension x = 2, and the edge when it
     * crosses y = 2.
     */
    @Test
    void ballPastBoxEdge_witnessLeavesFaceWhereTheCentreCrossesThePlaneExtension() {
        BrepPart ball = BrepPart.of("ball", BrepDistanceTest.sphere(0.5), Pose3.IDENTITY);
        BrepPart box = BrepPart.of("box", BrepDistanceTest.box(2, 2, 2), Pose3.IDENTITY);
        BrepDistance q = new BrepDistance(ball, box);
        List<BrepSwitch> all = new ArrayList<>();
        for (int k = 0; k <= 10; k++) {
            Vec3 c = Vec3.of(0.63 + 0.29 * k, 1.1 + 0.11 * k, 3);
            Pose3 p = Pose3.of(Quaternion.IDENTITY, c);
            BrepResult r = k == 0 ? q.at(p, Pose3.IDENTITY) : q.track(p, Pose3.IDENTITY);
            assertThat(r.distance()).isCloseTo(closedForm(c, 2) - 0.5, within(1e-9));
            all.addAll(q.lastSwitches());
        }
        assertThat(all).hasSize(2);
        BrepSwitch s1 = all.get(0);
        assertThat(s1.step()).isEqualTo(5);
        assertThat(s1.fraction()).isCloseTo((2 - (0.63 + 0.29 * 4)) / 0.29, within(EXACT));
        assertThat(s1.fromB()).startsWith("face");
        assertThat(s1.toB()).startsWith("edge");
        assertThat(s1.cause()).isEqualTo(BrepSwitch.BOUNDARY);
        Vec3 c1 = Vec3.of(2, 1.1 + 0.11 * (4 + s1.fraction()), 3);
        assertThat(s1.distance()).isCloseTo(0.5, within(1e-9));
        assertThat(s1.pointB().subtract(Vec3.of(2, c1.y(), 2)).norm()).isLessThan(1e-6);
        BrepSwitch s2 = all.get(1);
        assertThat(s2.step()).isEqualTo(9);
        assertThat(s2.fraction()).isCloseTo((2 - (1.1 + 0.11 * 8)) / 0.11, within(EXACT));
        assertThat(s2.fromB()).isEqualTo(s1.toB());
        assertThat(s2.toB()).startsWith("vertex");
    }

    /**
     * A 1 mm cube over the 2 mm box, its bottom face parallel to the box's top 0.25 mm above it, sliding in x past
     * the top's edge x = 2: the minimum 0.25 is attained on the overlap of the two faces (an area, then a segment)
     * until the cube's left side x₀ passes 2, and on the two parallel edges after, at √(0.25² + (x₀ − 2)²). One
     * switch, where the overlap ends: x₀ = 0.31 + 0.17 k crosses 2 at k = 1.69 / 0.17, a root of a linear function;
     * none while the overlap persists, whichever of the equal minima the static answer names.
     */
    @Test
    void parallelFacesSlidingPastTheEdge_oneSwitchWhereTheOverlapEnds() {
        BrepPart cube = BrepPart.of("cube", BrepDistanceTest.box(1, 1, 1), Pose3.IDENTITY);
        BrepPart box = BrepPart.of("box", BrepDistanceTest.box(2, 2, 2), Pose3.IDENTITY);
        BrepDistance q = new BrepDistance(cube, box);
        List<BrepSwitch> all = new ArrayList<>();
        for (int k = 0; k <= 15; k++) {
            double x0 = 0.31 + 0.17 * k;
            Pose3 p = Pose3.of(Quaternion.IDENTITY, Vec3.of(x0, 0.5, 2.25));
            BrepResult r = k == 0 ? q.at(p, Pose3.IDENTITY) : q.track(p, Pose3.IDENTITY);
            assertThat(r.distance()).as("step %d", k).isCloseTo(Math.hypot(0.25, Math.max(0, x0 - 2)), within(1e-9));
            all.addAll(q.lastSwitches());
        }
        assertThat(all).hasSize(1);
        BrepSwitch s = all.get(0);
        double crossing = 1.69 / 0.17;
        assertThat(s.step()).isEqualTo((int) Math.ceil(crossing));
        assertThat(s.fraction()).isCloseTo(crossing - (s.step() - 1), within(EXACT));
        assertThat(s.cause()).isEqualTo(BrepSwitch.BOUNDARY);
        assertThat(s.distance()).isCloseTo(0.25, within(1e-9));
        // the box's side: its top edge at x = 2 (the witness there)
        assertThat(s.toB()).startsWith("edge");
        assertThat(s.pointB().x()).isCloseTo(2, within(1e-9));
        assertThat(s.pointB().z()).isCloseTo(2, within(1e-9));
    }

    static List<Long> seeds() {
        List<Long> s = new ArrayList<>();
        for (long k = 1; k <= 32; k++) {
            s.add(k);
        }
        return s;
    }

    /**
     * Seeded straight paths of a spinning ball past a box (every crossing of a slab plane while the ball is clear of
     * the box): every closed-form crossing is located, in order, at the closed-form fraction to {@link #EXACT}, and
     * nothing else is reported; the distance equals the closed form at every step to 1e-9.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void ballOnRandomLines_switchesAreTheSlabCrossings(long seed) {
        Random rnd = new Random(seed);
        double s = 2;
        double r = 0.3 + 0.4 * rnd.nextDouble();
        BrepPart ball = BrepPart.of("ball", BrepDistanceTest.sphere(r), Pose3.IDENTITY);
        BrepPart box = BrepPart.of("box", BrepDistanceTest.box(s, s, s), Pose3.IDENTITY);
        BrepDistance q = new BrepDistance(ball, box);
        Vec3 c0;
        Vec3 dc;
        int steps = 20;
        boolean clear;
        do {
            c0 = Vec3.of(rnd.nextDouble() * 8 - 3, rnd.nextDouble() * 8 - 3, rnd.nextDouble() * 8 - 3);
            dc = Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).scale(0.25);
            clear = true;
            for (int k = 0; k <= 20 * steps && clear; k++) {
                clear = closedForm(c0.add(dc.scale(k / 20.0)), s) > r + 0.05;
            }
        } while (!clear);
        Vec3 axis = Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).normalize();
        double spin = rnd.nextDouble() * 0.3;
        List<double[]> expected = new ArrayList<>();
        for (int axisIndex = 0; axisIndex < 3; axisIndex++) {
            double a0 = component(c0, axisIndex);
            double da = component(dc, axisIndex);
            for (double plane : new double[] {0, s}) {
                double k = (plane - a0) / da;
                if (k > 0 && k < steps) {
                    expected.add(new double[] {k});
                }
            }
        }
        expected.sort((x, y) -> Double.compare(x[0], y[0]));
        List<BrepSwitch> found = new ArrayList<>();
        String why = String.format("seed %d: ball r %.4f from %s by %s per step", seed, r, c0, dc);
        for (int k = 0; k <= steps; k++) {
            Vec3 c = c0.add(dc.scale(k));
            Pose3 p = Pose3.of(Quaternion.fromAxisAngle(axis, spin * k), c);
            BrepResult res = k == 0 ? q.at(p, Pose3.IDENTITY) : q.track(p, Pose3.IDENTITY);
            assertThat(res.distance()).as(why + " step " + k).isCloseTo(closedForm(c, s) - r, within(1e-9));
            found.addAll(q.lastSwitches());
        }
        List<String> failures = new ArrayList<>();
        if (found.size() != expected.size()) {
            failures.add("expected " + expected.size() + " switches, located " + found);
        } else {
            for (int i = 0; i < found.size(); i++) {
                BrepSwitch w = found.get(i);
                double at = w.step() - 1 + w.fraction();
                if (Math.abs(at - expected.get(i)[0]) > EXACT || w.cause().equals(BrepSwitch.UNLOCATED)) {
                    failures.add(String.format("switch %d %s at %.12f, closed form %.12f", i, w, at,
                            expected.get(i)[0]));
                }
            }
        }
        assertThat(failures).as(why).isEmpty();
    }

    private static double component(Vec3 v, int i) {
        return i == 0 ? v.x() : i == 1 ? v.y() : v.z();
    }

    /** Distance from c to the box [0, s]³ (c outside). */
    private static double closedForm(Vec3 c, double s) {
        double dx = Math.max(0, Math.max(-c.x(), c.x() - s));
        double dy = Math.max(0, Math.max(-c.y(), c.y() - s));
        double dz = Math.max(0, Math.max(-c.z(), c.z() - s));
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
}
