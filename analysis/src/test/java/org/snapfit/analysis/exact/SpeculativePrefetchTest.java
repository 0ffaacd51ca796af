package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.RunOutcome;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/** The prefetch that starts the runs a stick threshold proposes as soon as the runs proposing it are done. */
class SpeculativePrefetchTest {

    @Test
    void prefetch_withFollowUp_proposedRunsCachedAndEqualToFreshRuns() {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", "s04-typeA-friction-lock.json"));
        SampleGrid grid = SampleGrid.parse("0.05");
        Rational mu0 = m.friction();
        ExactRunEngine engine = new ExactRunEngine(m, grid);
        List<OptionalDouble> seen = new ArrayList<>();
        List<Rational> proposed = List.of(Rational.of(1, 7), Rational.of(2, 7));
        engine.prefetch(List.of(mu0), List.of(Rational.ZERO), Rational.ZERO, h -> {
            seen.add(h);
            return proposed;
        });
        // the follow-up saw the stick threshold of the μ = 0 runs: oracle, a separate engine's own answer
        assertThat(seen).containsExactly(new ExactRunEngine(m, grid).stickThreshold(Rational.ZERO));
        // every listed and proposed run was computed during the prefetch, and equals a fresh engine's run
        assertThat(engine.hasVerdict(Rational.ZERO)).isTrue();
        assertThat(engine.hasVerdict(mu0)).isTrue();
        for (Rational q : proposed) {
            assertThat(engine.hasVerdict(q)).isTrue();
            RunOutcome fresh = new ExactRunEngine(m, grid).verdictRun(q);
            RunOutcome got = engine.verdictRun(q);
            assertThat(got.insertion().termination()).isEqualTo(fresh.insertion().termination());
            assertThat(got.insertion().events()).isEqualTo(fresh.insertion().events());
            assertThat(got.retraction().map(r -> r.termination())).isEqualTo(fresh.retraction().map(r -> r.termination()));
        }
        // a μ nobody asked for is not computed
        assertThat(engine.hasVerdict(Rational.of(3, 7))).isFalse();
    }
}
