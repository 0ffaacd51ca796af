package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/**
 * A collision at rest where both directions along the constraint lead on (contact normal through the hinge): the
 * engine follows θ &gt; 0 by convention and says so in the run's warnings.
 */
class AmbiguousBranchTest {

    private static final String MARK = "normal through the hinge";

    @Test
    void simulate_collisionWithNormalThroughHinge_warnsAndFollowsPositiveTheta() {
        // random mechanism 19948 of the equivalence generator: the brute-force oracle found that its collision at
        // t = 48/11 is met with r·e = 0 (the tooth face's normal passes through the hinge); numerically either
        // rotation is free and rounding decided the brute force's way, so the exact engine's choice is a convention
        Mechanism m = FilteredEngineEquivalenceProperties.random(new Random(19948));
        SimulationResult r = Simulator.simulate(m);
        assertThat(r.warnings()).anyMatch(w -> w.contains(MARK) && w.contains("θ > 0"));
        // the branch followed after the collision deflects the pawl to θ > 0 (the convention the warning states)
        SweepEvent hit = r.events().stream()
                .filter(e -> e instanceof SweepEvent.TranslationalCollision
                        && e.t().compare(Rational.of(48, 11)) == Comparison.EQUAL)
                .findFirst().orElseThrow();
        SweepEvent after = r.events().stream()
                .filter(e -> e.data().pawl().equals(hit.data().pawl()) && e.t().compare(hit.t()) == Comparison.LARGER)
                .findFirst().orElseThrow();
        assertThat(after.data().thetaBefore()).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
        "s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA", "s07-finger-tangency-snap",
        "s08-two-pawls-one-jams", "s09-cantilever-limit"})
    void simulate_sharedCases_noAmbiguousBranch(String id) {
        // the shared cases' collisions are transversal (their expected files name one branch, independently
        // derived), so none may carry the warning
        Mechanism m = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        assertThat(Simulator.simulate(m).warnings()).noneMatch(w -> w.contains(MARK));
    }
}
