package org.snapfit.sweep.brute;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.FilteredEngineEquivalenceProperties;
import org.snapfit.sweep.engine.LandMechanisms;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.traits.Approx;

/**
 * The brute-force oracle on 1000 random mechanisms of each family (serrated racks of
 * {@link FilteredEngineEquivalenceProperties#random} and staircases of lands of {@link LandMechanisms}), insertion
 * and, when it completes, retraction — the "both ≈ brute-force simulator" at the scale. Seeds 0…N−1
 * (deterministic). Minutes of CPU, so only with {@code -Dsnapfit.slow=true}; CI runs the 30 + 25 seeded tries of
 * {@link BruteForceProperties}. Mechanisms the constructor rejects and runs carrying the ambiguous-branch warning
 * (normal through the hinge at rest: both directions free, see {@link BruteForceProperties}) are counted and skipped.
 */
class BruteForceThousandTest {

    private static final int MECHANISMS = 1000;

    @Test
    @EnabledIfSystemProperty(named = "snapfit.slow", matches = "true")
    void simulate_thousandRacksAndThousandStaircases_matchBruteForce() {
        int[] racks = run("rack", FilteredEngineEquivalenceProperties::random);
        int[] lands = run("lands", LandMechanisms::random);
        System.out.printf(Locale.ROOT, "brute-force 1000: racks compared %d (retractions %d, invalid %d, ambiguous %d);"
                + " lands compared %d (retractions %d, invalid %d, ambiguous %d)%n", racks[0], racks[1], racks[2],
                racks[3], lands[0], lands[1], lands[2], lands[3]);
        // most random mechanisms are valid and unambiguous: a generator that stopped producing them would be a bug
        assertThat(racks[0]).isGreaterThan(MECHANISMS / 2);
        assertThat(lands[0]).isGreaterThan(MECHANISMS / 2);
    }

    private static int[] run(String family, java.util.function.Function<Random, Mechanism> gen) {
        int compared = 0;
        int retractions = 0;
        int invalid = 0;
        int ambiguous = 0;
        for (int seed = 0; seed < MECHANISMS; seed++) {
            Mechanism m;
            try {
                m = gen.apply(new Random(seed));
            } catch (MechanismException e) {
                invalid++;
                continue;
            }
            SimulationResult exact = Simulator.simulate(m);
            if (exact.warnings().stream().anyMatch(w -> w.contains("could deflect either way"))) {
                ambiguous++;
                continue;
            }
            BruteForceOracleTest.compare(family + " seed " + seed, exact, BruteForceSimulator.simulate(m));
            compared++;
            if (exact.termination().cause() == TerminationCause.COMPLETE) {
                double[] theta = new double[m.pawls().size()];
                for (int i = 0; i < theta.length; i++) {
                    theta[i] = 2 * Math.atan(Approx.of(exact.finalStates().get(i).u()));
                }
                SimulationResult back = Simulator.simulate(m, Direction.RETRACTION, exact.finalStates(),
                        m.motion().travel());
                if (back.warnings().stream().noneMatch(w -> w.contains("could deflect either way"))) {
                    BruteForceOracleTest.compare(family + " seed " + seed + " retraction", back, BruteForceSimulator
                            .simulate(m, Direction.RETRACTION, theta, m.motion().travel().doubleValue()));
                    retractions++;
                }
            }
        }
        return new int[] {compared, retractions, invalid, ambiguous};
    }
}
