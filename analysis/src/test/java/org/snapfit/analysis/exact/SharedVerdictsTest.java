package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.RunOutcome;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Pawl;

/**
 * {@link SharedVerdicts}: the engines of mechanisms that differ only in stiffness, in one sweep context, take each
 * other's verdict runs; each such run equals the one a fresh engine of that mechanism computes in its own context
 * (the oracle: nothing shared) — terminations, events, retention, the stiffness its report names and the stick
 * threshold it proposes — and the borrowed runs are not offered as this engine's own insertion results.
 */
class SharedVerdictsTest {

    private static final List<String> MUS = List.of("0", "0.1", "0.35", "0");

    @ParameterizedTest
    @ValueSource(strings = {"s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA",
        "s08-two-pawls-one-jams"})
    void verdictRun_stiffnessVariants_equalFreshEngines(String id) {
        Mechanism base = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        SampleGrid grid = SampleGrid.parse("0.05");
        SweepContext shared = SweepContext.create();
        for (int k = 0; k < 3; k++) {
            Mechanism m = withStiffness(base, Rational.of(k + 1, 2));
            ExactRunEngine engine = engine(m, grid, shared);
            ExactRunEngine fresh = engine(m, grid, SweepContext.create());
            for (String text : MUS) {
                Rational mu = Rational.parse(text);
                RunOutcome got = engine.verdictRun(mu);
                RunOutcome want = fresh.verdictRun(mu);
                String what = id + " variant " + k + " mu " + mu;
                assertThat(got.insertion().termination()).as(what).isEqualTo(want.insertion().termination());
                assertThat(got.insertion().events()).as(what).isEqualTo(want.insertion().events());
                assertThat(got.retraction().map(r -> r.termination())).as(what)
                        .isEqualTo(want.retraction().map(r -> r.termination()));
                assertThat(got.retraction().map(r -> r.events())).as(what)
                        .isEqualTo(want.retraction().map(r -> r.events()));
                assertThat(got.stillHeld()).as(what).isEqualTo(want.stillHeld());
                assertThat(got.insertion().pawls()).as(what).isEqualTo(want.insertion().pawls());
                assertThat(got.insertion().pawls().stream().map(PawlSummary::stiffness).toList())
                        .isEqualTo(m.pawls().stream().map(p -> p.stiffness().doubleValue()).toList());
                assertThat(engine.stickThreshold(mu)).as(what).isEqualTo(fresh.stickThreshold(mu));
            }
            if (k > 0) {
                // the runs at these μ were taken from the first variant's engine
                assertThat(engine.insertionResult(Rational.ZERO)).as(id).isEmpty();
            }
        }
    }

    private static ExactRunEngine engine(Mechanism m, SampleGrid grid, SweepContext context) {
        return new ExactRunEngine(m, grid, Optional.empty(), Simulator.DEFAULT_ENGINE, CancellationToken.NONE, false,
                context);
    }

    /** The mechanism with every hinged pawl's stiffness scaled by f (new pawl objects, the same shape lists). */
    private static Mechanism withStiffness(Mechanism m, Rational f) {
        List<Pawl> pawls = m.pawls().stream()
                .map(p -> p.cantilever().isPresent() ? p : p.withStiffness(p.stiffness().multiply(f))).toList();
        return new Mechanism(m.name(), m.friction(), m.motion(), pawls, m.obstacles(), m.rootShape());
    }
}
