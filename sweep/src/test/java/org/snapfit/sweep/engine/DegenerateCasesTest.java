package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * Degenerate inputs with closed-form expectations: two events at the same exact time (a mechanism and
 * its mirror image), a pawl vertex running exactly onto an obstacle vertex, and a constraint met at rest exactly at
 * its vertical tangency (the curve tangent to the sweep line at u = 0, the contact normal through the hinge), once
 * at a maximum of t (a jam) and once at a minimum (both branches free: the documented θ &gt; 0 convention).
 */
class DegenerateCasesTest {

    private static ExactPoint2 mirror(ExactPoint2 p) {
        return ExactPoint2.of(p.x(), p.y().negate());
    }

    private static ExactPolygon2 mirror(ExactPolygon2 poly) {
        List<ExactPoint2> vs = new ArrayList<>();
        for (ExactPoint2 v : poly.vertices()) {
            vs.add(0, mirror(v));
        }
        return ExactPolygon2.of(vs);
    }

    @Test
    void mirroredPair_simultaneousEvents_sameExactTimes_orderedByPawlIndex() {
        // s01 moves along +x; its mirror image about y = 0 (pawl and obstacles reflected) meets every event at the
        // same exact time with θ of opposite sign. Both in one mechanism: every event time appears twice, and the
        // documented total order (t, kind priority, pawl index) puts pawl 0 first at each shared time
        Mechanism m = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        Pawl p = m.pawls().get(0);
        List<ExactPolygon2> shape = new ArrayList<>();
        p.shape().forEach(s -> shape.add(mirror(s)));
        Pawl q = new Pawl(p.name() + "-mirror", mirror(p.hinge()), p.stiffness(), shape);
        List<Obstacle> obs = new ArrayList<>(m.obstacles());
        for (Obstacle o : m.obstacles()) {
            List<ExactPolygon2> os = new ArrayList<>();
            o.shape().forEach(s -> os.add(mirror(s)));
            obs.add(new Obstacle(o.name() + "-mirror", os));
        }
        Mechanism both = new Mechanism("s01 and its mirror", m.friction(), m.motion(), List.of(p, q), obs, List.of());

        SimulationResult single = Simulator.simulate(m);
        SimulationResult r = Simulator.simulate(both);

        List<SweepEvent> a = r.pawls().get(0).events();
        List<SweepEvent> b = r.pawls().get(1).events();
        // the pawl alone and the pair: the same events (the mirror obstacles are out of the first pawl's reach)
        assertThat(a).hasSameSizeAs(single.events());
        assertThat(b).hasSameSizeAs(a);
        for (int i = 0; i < a.size(); i++) {
            assertThat(b.get(i).kind()).isEqualTo(a.get(i).kind());
            assertThat(b.get(i).t().compare(a.get(i).t())).isEqualTo(Comparison.EQUAL);
            assertThat(b.get(i).data().thetaAfter()).isEqualTo(-a.get(i).data().thetaAfter());
        }
        List<SweepEvent> merged = r.events();
        for (int i = 0; i + 1 < merged.size(); i += 2) {
            assertThat(merged.get(i).t().compare(merged.get(i + 1).t())).isEqualTo(Comparison.EQUAL);
            assertThat(merged.get(i).data().pawlIndex()).isZero();
            assertThat(merged.get(i + 1).data().pawlIndex()).isOne();
        }
    }

    @Test
    void flushSlidingAlongAnEdgeParallelToTheMotion_touchesButNeverPenetrates() {
        // the bar's right edge x = 1 runs exactly along the block's left edge x = 1 (motion parallel to both): the
        // interiors never meet, so the run completes at rest and no configuration overlaps
        ExactPolygon2 bar = ExactPolygon2.of(List.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -4), ExactPoint2.of(1, -4),
                ExactPoint2.of(1, 0)));
        ExactPolygon2 block = ExactPolygon2.of(List.of(ExactPoint2.of(1, -6), ExactPoint2.of(1, -9), ExactPoint2.of(4, -9),
                ExactPoint2.of(4, -6)));
        Pawl bar1 = new Pawl("bar", ExactPoint2.of(Rational.HALF, Rational.ZERO), Rational.ONE, List.of(bar));
        Mechanism m = new Mechanism("flush slide", Rational.ZERO, new Motion(ExactPoint2.of(0, -1), Rational.of(5)),
                List.of(bar1), List.of(new Obstacle("block", List.of(block))), List.of());

        SimulationResult r = Simulator.simulate(m);

        assertThat(r.termination().cause().wireName()).isEqualTo("complete");
        // grazing: the bar's corner (1, -4) reaches the block's edge line segment at t = 2 (y = -6) and slides along
        // it to the end of travel (t = 5, y = -9); the block's corner (1, -6) is on the bar's right edge from t = 2 on.
        // Both begin at t = 2 exactly; neither ends before the travel does
        List<SweepEvent> ev = r.events();
        assertThat(ev).isNotEmpty().allMatch(e -> e.kind().wireName().equals("grazing_contact_begin"));
        assertThat(ev).hasSize(2).allMatch(e -> e.t().compare(RealAlgebraic.of(2)) == Comparison.EQUAL);
        for (var piece : r.pawls().get(0).pieces()) {
            for (Rational[] tu : NeverInsideObstacleTest.samples(piece)) {
                for (ExactPolygon2 placed : NeverInsideObstacleTest.place(bar1, m.motion().velocity(), tu[0], tu[1])) {
                    assertThat(placed.overlaps(block)).isFalse();
                }
            }
        }
    }

    /** A 1 x 4 bar hanging from hinge (1/2, 0), moving down at unit speed, and an obstacle wedge with apex (1, -6). */
    private static Mechanism barOverWedge() {
        ExactPolygon2 bar = ExactPolygon2.of(List.of(ExactPoint2.of(0, 0), ExactPoint2.of(0, -4), ExactPoint2.of(1, -4),
                ExactPoint2.of(1, 0)));
        ExactPolygon2 wedge = ExactPolygon2.of(List.of(ExactPoint2.of(1, -6), ExactPoint2.of(0, -8), ExactPoint2.of(2, -8)));
        Pawl p = new Pawl("bar", ExactPoint2.of(Rational.HALF, Rational.ZERO), Rational.ONE, List.of(bar));
        return new Mechanism("vertex on vertex", Rational.ZERO, new Motion(ExactPoint2.of(0, -1), Rational.of(5)),
                List.of(p), List.of(new Obstacle("wedge", List.of(wedge))), List.of());
    }

    @Test
    void vertexOntoVertex_firstContactAtTheClosedFormTime() {
        // the wedge's apex (1, -6) lies exactly below the bar's bottom-right corner (1, -4): vertex meets vertex at
        // t = 2 exactly (the wedge's sides slope away, so no edge is flush and nothing touches earlier); the corner
        // then slides down the wedge's left face, deflecting the bar clockwise
        Mechanism m = barOverWedge();

        SimulationResult r = Simulator.simulate(m);

        SweepEvent first = r.events().get(0);
        assertThat(first.kind().wireName()).isEqualTo("translational_collision");
        assertThat(first.t().compare(RealAlgebraic.of(2))).isEqualTo(Comparison.EQUAL);
        assertThat(first.data().thetaBefore()).isEqualTo(0.0);
        assertThat(r.events().get(1).data().thetaBefore()).isNegative();
    }

    @Test
    void vertexPassageAtAnObstacleVertex_neverPenetrates() {
        Mechanism m = barOverWedge();
        SimulationResult r = Simulator.simulate(m);
        ExactPolygon2 wedge = m.obstacles().get(0).shape().get(0);
        for (var piece : r.pawls().get(0).pieces()) {
            for (Rational[] tu : NeverInsideObstacleTest.samples(piece)) {
                for (ExactPolygon2 placed : NeverInsideObstacleTest.place(m.pawls().get(0), m.motion().velocity(), tu[0], tu[1])) {
                    assertThat(placed.overlaps(wedge)).as("t = %s, u = %s", tu[0], tu[1]).isFalse();
                }
            }
        }
    }

    private static ExactPoint2 pt(String x, String y) {
        return ExactPoint2.of(Rational.parse(x), Rational.parse(y));
    }

    @Test
    void headOnThroughTheHinge_curveTangentAtRestWithMaximumT_jamsAtFour() {
        // a square pawl [-1, 1]² hinged at its centre moves along +x onto the apex (5, 0) of a wedge: type A, the apex
        // on the edge x = 1, constraint (5 − t)·cos θ = 1, i.e. t = 5 − 1/cos θ ≤ 4 with equality only at θ = 0 — the
        // curve is tangent to the sweep line at (4, 0) and bulges towards +t there. Geometrically the apex can never
        // come within distance 1 of the hinge (the square's inscribed circle), so no rotation lets the root pass
        // s = 4: a kinematic jam exactly at t = 4, at rest (the cone test of docs/model.md: F's tangent cone is t ≤ 0)
        Pawl block = new Pawl("block", ExactPoint2.of(0, 0), Rational.ONE, List.of(ExactPolygon2.of(List.of(
                pt("-1", "-1"), pt("1", "-1"), pt("1", "1"), pt("-1", "1")))));
        Obstacle wedge = new Obstacle("wedge", List.of(ExactPolygon2.of(List.of(pt("5", "0"), pt("7", "-1"),
                pt("7", "1")))));
        Mechanism m = new Mechanism("head-on", Rational.ZERO, new Motion(ExactPoint2.of(1, 0), Rational.of(6)),
                List.of(block), List.of(wedge), List.of());

        SimulationResult r = Simulator.simulate(m);

        assertThat(r.termination().cause()).isEqualTo(TerminationCause.JAM_KINEMATIC);
        assertThat(r.termination().t().compare(RealAlgebraic.of(4))).isEqualTo(Comparison.EQUAL);
        assertThat(r.events().get(0).kind().wireName()).isEqualTo("translational_collision");
        assertThat(r.events().get(0).t().compare(RealAlgebraic.of(4))).isEqualTo(Comparison.EQUAL);
        assertThat(r.finalStates().get(0).u().compare(RealAlgebraic.of(0))).isEqualTo(Comparison.EQUAL);
        // a jam, not an ambiguous branch: no convention was needed, so no warning
        assertThat(r.warnings()).isEmpty();
    }

    @Test
    void tipHeadOnIntoAWall_curveTangentAtRestWithMinimumT_followsThetaPositiveToPiOverThree() {
        // a needle (tip (1, 0), hinge (0, 0)) moves along +x into the wall x = 5: type B, constraint t + cos θ = 5,
        // i.e. t = 5 − cos θ ≥ 4 with equality only at θ = 0 — tangent to the sweep line at (4, 0), bulging towards
        // −t, so both rotation directions are free: the engine follows θ > 0 and says so. At the end of the travel
        // t = 9/2, cos θ = 1/2: θ = π/3 and u = tan(π/6) = 1/√3, the positive root of 3u² − 1 (the needle's other
        // vertices stay at x ≤ 9/2 + sin(π/3)/10 < 5, the tip at y = sin θ < 3, inside the wall's edge)
        Pawl needle = new Pawl("needle", ExactPoint2.of(0, 0), Rational.ONE, List.of(ExactPolygon2.of(List.of(
                pt("0", "-1/10"), pt("1", "0"), pt("0", "1/10")))));
        Obstacle wall = new Obstacle("wall", List.of(ExactPolygon2.of(List.of(pt("5", "-3"), pt("6", "-3"),
                pt("6", "3"), pt("5", "3")))));
        Mechanism m = new Mechanism("needle", Rational.ZERO, new Motion(ExactPoint2.of(1, 0), Rational.of(9, 2)),
                List.of(needle), List.of(wall), List.of());

        SimulationResult r = Simulator.simulate(m);

        assertThat(r.events().get(0).kind().wireName()).isEqualTo("translational_collision");
        assertThat(r.events().get(0).t().compare(RealAlgebraic.of(4))).isEqualTo(Comparison.EQUAL);
        assertThat(r.termination().cause()).isEqualTo(TerminationCause.COMPLETE);
        RealAlgebraic uEnd = RealAlgebraic.ofRoot(IntPoly.of(-1, 0, 3), Rational.ZERO, Rational.ONE);
        assertThat(r.finalStates().get(0).u().compare(uEnd)).isEqualTo(Comparison.EQUAL);
        assertThat(r.warnings()).singleElement().asString().contains("normal through the hinge", "θ > 0");
    }

    /** A hook whose tip (4, 0) rides up a ramp onto a land at y = 1/2, drops off its end at x = 7 onto a lower land. */
    private static Mechanism hookOverSteps() {
        Pawl hook = new Pawl("hook", pt("0", "-1/2"), Rational.ONE, List.of(ExactPolygon2.of(List.of(
                pt("-1/10", "-3/5"), pt("1/10", "-3/5"), pt("1/10", "4/5"), pt("4", "4/5"), pt("4", "0"),
                pt("21/5", "1"), pt("-1/10", "1")))));
        Obstacle steps = new Obstacle("steps", List.of(ExactPolygon2.of(List.of(pt("5", "-1"), pt("6", "1/2"),
                pt("7", "1/2"), pt("7", "1/5"), pt("9", "1/5"), pt("9", "-1")))));
        return new Mechanism("hook over steps", Rational.ZERO, new Motion(ExactPoint2.of(1, 0), Rational.of(5)),
                List.of(hook), List.of(steps), List.of());
    }

    @Test
    void snapOntoALandParallelToTheMotion_landsOnTheTimeIndependentConstraint() {
        // the tip (relative to the hinge (0, −1/2): r = (4, 1/2)) leaves the upper land's end and the hook snaps
        // towards rest; on the way the tip meets the lower land y = 1/5, an edge parallel to the motion: a
        // t-independent constraint −1/2 + 4 sin θ + (1/2) cos θ = 1/5, i.e. with u = tan θ/2: 6u² − 40u + 1 = 0,
        // u = (20 − √394)/6. The snap must stop there (it used to run on to u = 0, the tip inside the lower land);
        // the pawl then slides along the land to the end of travel (tip x = 5 + 4 cos θ − sin θ/2 < 9)
        Mechanism m = hookOverSteps();

        SimulationResult r = Simulator.simulate(m);

        RealAlgebraic uLand = RealAlgebraic.ofRoot(IntPoly.of(1, -40, 6), Rational.ZERO, Rational.of(1, 10));
        SweepEvent snap = r.events().get(r.events().size() - 1);
        assertThat(snap.kind().wireName()).isEqualTo("snap_free_from_vertex");
        assertThat(snap.data().uAfter().compare(uLand)).isEqualTo(Comparison.EQUAL);
        assertThat(snap.data().contactAfter()).isPresent();
        assertThat(r.termination().cause()).isEqualTo(TerminationCause.COMPLETE);
        assertThat(r.finalStates().get(0).u().compare(uLand)).isEqualTo(Comparison.EQUAL);
        // the invariant that caught it: no sampled configuration overlaps the steps
        for (var piece : r.pawls().get(0).pieces()) {
            for (Rational[] tu : NeverInsideObstacleTest.samples(piece)) {
                for (ExactPolygon2 placed : NeverInsideObstacleTest.place(m.pawls().get(0), m.motion().velocity(),
                        tu[0], tu[1])) {
                    assertThat(placed.overlaps(m.obstacles().get(0).shape().get(0))).as("t = %s, u = %s", tu[0], tu[1])
                            .isFalse();
                }
            }
        }
    }

    @Test
    void retractionFromALand_jamsWhereTheFingerMeetsTheStepCorner() {
        // pulled back from the lower land (θ fixed, sin θ = 2u/(1+u²)), the finger's left edge x = 4 (pawl frame,
        // leaning by θ) meets the step corner (7, 1/2) when 5 − t + 4 cos θ − s·sin θ = 7 with s = (1 − 4 sin θ)/cos θ
        // (the corner's height on the edge): the tip is held down against the land, so a kinematic jam there
        Mechanism m = hookOverSteps();
        SimulationResult ins = Simulator.simulate(m);

        SimulationResult r = Simulator.simulate(m, Direction.RETRACTION, ins.finalStates(), m.motion().travel());

        double u = (20 - Math.sqrt(394)) / 6;
        double sin = 2 * u / (1 + u * u);
        double cos = (1 - u * u) / (1 + u * u);
        double tJam = 5 + 4 * cos - (1 - 4 * sin) / cos * sin - 7;
        assertThat(r.termination().cause()).isEqualTo(TerminationCause.JAM_KINEMATIC);
        assertThat(r.termination().t().toDouble()).isCloseTo(tJam, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(r.events().get(r.events().size() - 1).data().coincident()).singleElement()
                .satisfies(c -> assertThat(c.label()).contains("obstacle vertex (7,1/2)"));
    }
}
