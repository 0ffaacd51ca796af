package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Pawl;

/**
 * Runs of one geometry at several μ and stiffnesses in one {@link SweepContext} (they share its C-space shapes,
 * restrictions and times) equal the same runs each in a fresh context (the oracle: nothing shared), insertion and
 * retraction, event by event and piece by piece.
 */
class SharedShapeRunsTest {

    private static final List<String> MUS = List.of("0.3", "0", "0.15", "0.6", "0.02");

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s03-nonconvex-concave-corner", "s04-typeA-friction-lock",
        "s05-pullout-jam-single", "s06-flush-then-typeA", "s08-two-pawls-one-jams", "s09-cantilever-limit"})
    void runs_sharedContext_equalFreshContexts(String id) throws IOException {
        Mechanism base = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        SweepContext shared = SweepContext.create();
        int k = 0;
        for (String text : MUS) {
            Rational mu = Rational.parse(text);
            // a new pawl object with another stiffness and the same shape list, as a study's sample makes
            List<Pawl> pawls = new ArrayList<>();
            for (Pawl p : base.pawls()) {
                pawls.add(p.cantilever().isPresent() ? p : p.withStiffness(p.stiffness().add(Rational.of(k))));
            }
            k++;
            Mechanism m = new Mechanism(base.name(), mu, base.motion(), pawls, base.obstacles(), base.rootShape());
            SimulationResult in = Simulator.simulate(m, Engine.FILTERED, shared, Simulator.NEVER);
            SimulationResult inFresh = Simulator.simulate(m, Engine.FILTERED, SweepContext.create(), Simulator.NEVER);
            FilteredEngineEquivalenceProperties.assertSameRun(id + " insertion mu=" + mu, in, inFresh);
            if (in.termination().cause() == TerminationCause.COMPLETE) {
                Rational travel = m.motion().travel();
                SimulationResult out = Simulator.simulate(m, Direction.RETRACTION, in.finalStates(), travel, travel,
                        Engine.FILTERED, shared, Simulator.NEVER);
                SimulationResult outFresh = Simulator.simulate(m, Direction.RETRACTION, inFresh.finalStates(), travel,
                        travel, Engine.FILTERED, SweepContext.create(), Simulator.NEVER);
                FilteredEngineEquivalenceProperties.assertSameRun(id + " retraction mu=" + mu, out, outFresh);
                assertThat(out.finalStates()).hasSameSizeAs(outFresh.finalStates());
            }
        }
    }
}
