package org.snapfit.sweep.brute;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.sweep.brute.BruteForceSimulator.Run;
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
 * The exact engine against the brute-force oracle on random mechanisms of {@code FilteredEngineEquivalenceProperties}
 * (hook pawls over serrated racks with gentle or undercut teeth, a second obstacle, random μ and velocity): equal
 * termination cause and time, and every event matched both ways (the same check as the fixtures, which includes the
 * first-contact time), within {@link BruteForceOracleTest#EVENT_TIME_TOL_S}. 30 seeded cases (suite time budget).
 *
 * <p>Known ambiguity, not a disagreement of the engines' logic: a collision at rest exactly at a vertical tangency
 * (the touching vertex's arc about the hinge tangent to the obstacle edge, r·e = 0, e.g. the generator's mechanism
 * for {@code new Random(19948)} at t = 48/11, pinned by {@code AmbiguousBranchTest}) leaves both rotation
 * directions free to second order; the exact engine follows θ &gt; 0, the brute force the nearer free angle, decided
 * there by rounding (with a 5e-3 s step it went θ &lt; 0 and jammed at 4.4002 instead of 4.9288). These properties do
 * not test that tie rule.
 */
class BruteForceProperties {

    /** The equivalence property's mechanisms; a draw whose rack overlaps a pawl at t = 0 is drawn again. */
    private static final Gen<Mechanism> MECHANISMS = Gen.rejecting(MechanismException.class,
            FilteredEngineEquivalenceProperties::random);
    /** The mechanisms with lands; a draw whose staircase overlaps the pawl at t = 0 is drawn again. */
    private static final Gen<Mechanism> LAND_MECHANISMS = Gen.rejecting(MechanismException.class, LandMechanisms::random);

    static Stream<Arguments> mechanisms() {
        return Cases.of(20261126L, 30, MECHANISMS);
    }

    @ParameterizedTest
    @MethodSource("mechanisms")
    void simulate_randomMechanism_matchesBruteForce(Mechanism m) {
        SimulationResult exact = Simulator.simulate(m);
        Run brute = BruteForceSimulator.simulate(m);
        BruteForceOracleTest.compare("random", exact, brute);
    }

    /**
     * A mechanism with lands and its exact insertion run.
     *
     * @param mechanism the mechanism
     * @param exact the exact run
     */
    record LandsRun(Mechanism mechanism, SimulationResult exact) {
        @Override
        public String toString() {
            return mechanism.toString();
        }
    }

    /**
     * Mechanisms with lands whose exact insertion never meets a contact at rest with its normal through the hinge:
     * that leaves both directions free, the exact engine follows θ &gt; 0 and says so (see the class comment) and
     * the brute force may take either, so it is no comparison (small integer slopes make it frequent here, e.g. a
     * tip offset (5, −3) against a 5/3 ramp); such a draw is drawn again.
     */
    private static final Gen<LandsRun> LANDS_RUNS = LAND_MECHANISMS.map(m -> new LandsRun(m, Simulator.simulate(m)))
            .filter(r -> r.exact().warnings().stream().noneMatch(w -> w.contains("could deflect either way")));

    static Stream<Arguments> landsRuns() {
        return Cases.of(20261126L, 25, LANDS_RUNS);
    }

    @ParameterizedTest
    @MethodSource("landsRuns")
    void simulate_randomLandsMechanism_matchesBruteForce(LandsRun run) {
        // lands parallel to the motion (t-independent constraints): snaps landing on them, slides along them,
        // steps down; insertion and, when it completes, the retraction from its final state
        Mechanism m = run.mechanism();
        SimulationResult exact = run.exact();
        BruteForceOracleTest.compare("lands", exact, BruteForceSimulator.simulate(m));
        if (exact.termination().cause() == TerminationCause.COMPLETE) {
            double theta = 2 * Math.atan(Approx.of(exact.finalStates().get(0).u()));
            SimulationResult back = Simulator.simulate(m, Direction.RETRACTION, exact.finalStates(),
                    m.motion().travel());
            BruteForceOracleTest.compare("lands retraction", back, BruteForceSimulator.simulate(m,
                    Direction.RETRACTION, new double[] {theta}, m.motion().travel().doubleValue()));
        }
    }
}
