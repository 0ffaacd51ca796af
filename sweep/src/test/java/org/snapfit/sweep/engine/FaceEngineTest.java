package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.traits.ApplicableArcs;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;

/** The face-pruned engine ({@link Engine#FACE}) on the reference cases and on a case whose pruning is known. */
class FaceEngineTest {

    /**
     * Every shared reference case and the DXF hook: FACE gives exactly the run of the default engine, which
     * {@code FixtureTest} and {@code HookFixtureTest} check against the independently derived expected values;
     * and the candidate pool is strictly smaller than the pawl's constraints.
     */
    @ParameterizedTest
    @ValueSource(strings = {"snapfit/s01-ramp-snap-speed2", "snapfit/s02-oblique-snap-landing",
        "snapfit/s03-nonconvex-concave-corner", "snapfit/s04-typeA-friction-lock", "snapfit/s05-pullout-jam-single",
        "snapfit/s06-flush-then-typeA", "snapfit/s07-finger-tangency-snap", "snapfit/s08-two-pawls-one-jams",
        "snapfit/s09-cantilever-limit", "snapfit-extra/hook-dxf"})
    void simulate_referenceCase_faceEqualsFiltered(String id) throws IOException {
        String[] p = id.split("/");
        Mechanism m = MechanismJson.read(TestData.path(p[0], p[1] + ".json"));
        SimulationResult face = Simulator.simulate(m, Engine.FACE);
        SimulationResult filtered = Simulator.simulate(m, Engine.FILTERED);
        FilteredEngineEquivalenceProperties.assertSameRun(id, face, filtered);
        if (filtered.termination().cause() == TerminationCause.COMPLETE) {
            Rational travel = m.motion().travel();
            FilteredEngineEquivalenceProperties.assertSameRun(id + " retraction",
                    Simulator.simulate(m, Direction.RETRACTION, face.finalStates(), travel, travel, Engine.FACE),
                    Simulator.simulate(m, Direction.RETRACTION, filtered.finalStates(), travel, travel, Engine.FILTERED));
        }
        for (Pawl pawl : m.pawls()) {
            CSpace cs = CSpace.of(pawl, pawl.hinge(), m.motion().velocity(), m.obstacles(), m.friction());
            FacePruning.Result r = FacePruning.prune(cs, m.motion().travel(), RealAlgebraic.of(0), ExactContext.create());
            // every case has constraints that apply nowhere near the start's face (back faces, far edges)
            assertThat(r.fallback()).as(id).isEmpty();
            assertThat(r.pool().size()).as(id + " " + pawl.name()).isLessThan(r.total());
        }
    }

    /**
     * A 2×2 square pawl (hinge at its centre) pushed along y = 0 into a wall x ∈ [3, 13], |y| ≤ 10, with a
     * triangle behind the wall (x ≥ 15). Closed form: whatever θ, the square holds the unit disk about the hinge, so
     * a free configuration has hinge x = t &lt; 2 or t &gt; 14, and F (which holds t = 0) lies in t &lt; 2; touching the
     * triangle needs a square point at x ≥ 15, i.e. t ≥ 15 − √2 &gt; 13. So no constraint of the triangle can be
     * on ∂F: the convertible ones must all be pruned. The run itself jams flat on the wall at t = 2 (the same with
     * every engine).
     */
    @Test
    void prune_obstacleHiddenBehindWall_noneOfItsConvertibleConstraintsKept() {
        Pawl pawl = new Pawl("sq", ExactPoint2.of(0, 0), Rational.ONE, List.of(ExactPolygon2.of(List.of(
                ExactPoint2.of(-1, -1), ExactPoint2.of(1, -1), ExactPoint2.of(1, 1), ExactPoint2.of(-1, 1)))));
        Obstacle wall = new Obstacle("wall", List.of(ExactPolygon2.of(List.of(ExactPoint2.of(3, -10),
                ExactPoint2.of(13, -10), ExactPoint2.of(13, 10), ExactPoint2.of(3, 10)))));
        Obstacle hidden = new Obstacle("hidden", List.of(ExactPolygon2.of(List.of(ExactPoint2.of(15, -1),
                ExactPoint2.of(17, 0), ExactPoint2.of(16, 2)))));
        Mechanism m = new Mechanism("hidden", Rational.ZERO, new Motion(ExactPoint2.of(1, 0), Rational.of(20)),
                List.of(pawl), List.of(wall, hidden), List.of());
        CSpace cs = CSpace.of(pawl, pawl.hinge(), m.motion().velocity(), m.obstacles(), m.friction());
        FacePruning.Result r = FacePruning.prune(cs, m.motion().travel(), RealAlgebraic.of(0), ExactContext.create());

        CurveKernel k = new CurveKernel();
        List<Constraint> hiddenConvertible = new ArrayList<>();
        for (Constraint c : cs.constraints()) {
            if (c.contact().obstacle().equals("hidden")
                    && ApplicableArcs.of(k, c, java.util.Optional.empty(), java.util.Optional.empty()).isPresent()) {
                hiddenConvertible.add(c);
            }
        }
        // the triangle has no edge parallel to the motion, so its type-B constraints (3 edges x 4 square corners)
        // are all convertible: the closed-form argument applies to at least those 12
        assertThat(hiddenConvertible.size()).isGreaterThanOrEqualTo(12);
        assertThat(r.pool()).doesNotContainAnyElementsOf(hiddenConvertible);
        assertThat(r.pool().size()).isLessThan(r.total());
        SimulationResult face = Simulator.simulate(m, Engine.FACE);
        FilteredEngineEquivalenceProperties.assertSameRun("hidden", face, Simulator.simulate(m, Engine.NAIVE));
        // flat contact of the square's right edge with the wall's left edge at hinge x = 2 (closed form)
        assertThat(face.termination().t().compare(RealAlgebraic.of(2))).isEqualTo(
                org.snapfit.algebra.number.Comparison.EQUAL);
    }

    /**
     * A run that starts in contact (the face is taken on the free side of the start's constraint along t = 0): s01
     * stopped at t = 2, between its first contact (t ≈ 1.38) and the snap (t ≈ 2.45), so its final state is on the
     * tip-on-ramp constraint (FixtureTest's expected events); the retraction from there with FACE equals NAIVE, and
     * its pruning used the face (no fallback) with a strictly smaller pool.
     */
    @Test
    void simulate_retractionFromContact_faceEqualsNaive() throws IOException {
        Mechanism full = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        Rational two = Rational.of(2);
        Mechanism m = new Mechanism(full.name(), full.friction(), new Motion(full.motion().velocity(), two),
                full.pawls(), full.obstacles(), full.rootShape());
        SimulationResult in = Simulator.simulate(m, Engine.FILTERED);
        PawlState st = in.finalStates().get(0);
        assertThat(st.contact()).as("s01 at t = 2 is on the ramp").isPresent();
        SimulationResult face = Simulator.simulate(m, Direction.RETRACTION, in.finalStates(), two, two, Engine.FACE);
        SimulationResult naive = Simulator.simulate(m, Direction.RETRACTION, in.finalStates(), two, two, Engine.NAIVE);
        FilteredEngineEquivalenceProperties.assertSameRun("s01 retraction from t = 2", face, naive);

        Pawl p = m.pawls().get(0);
        CSpace ret = CSpace.of(p, p.hinge().add(m.motion().velocity().scale(two)),
                m.motion().velocity().scale(Rational.MINUS_ONE), m.obstacles(), m.friction());
        FacePruning.Result r = FacePruning.prune(ret, two, st.u(), ExactContext.create());
        assertThat(r.fallback()).isEmpty();
        assertThat(r.startOnArc()).as("the start lies on the ramp constraint's arc").isTrue();
        assertThat(r.pool().size()).isLessThan(r.total());
        // the start's own constraint bounds the face it starts on
        assertThat(r.pool()).anyMatch(c -> c.contact().equals(st.contact().get()));
    }
}
