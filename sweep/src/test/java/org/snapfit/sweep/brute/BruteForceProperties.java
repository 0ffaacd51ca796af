package org.snapfit.sweep.brute;

import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.snapfit.sweep.brute.BruteForceSimulator.Run;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.FilteredEngineEquivalenceProperties;
import org.snapfit.sweep.engine.LandMechanisms;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.traits.Approx;

/**
 * The exact engine against the brute-force oracle on random mechanisms of {@code FilteredEngineEquivalenceProperties}
 * (hook pawls over serrated racks with gentle or undercut teeth, a second obstacle, random μ and velocity): equal
 * termination cause and time, and every event matched both ways (the same check as the fixtures, which includes the
 * first-contact time), within {@link BruteForceOracleTest#EVENT_TIME_TOL_S}. 30 seeded tries (suite time budget).
 *
 * <p>Known ambiguity, not a disagreement of the engines' logic: a collision at rest exactly at a vertical tangency
 * (the touching vertex's arc about the hinge tangent to the obstacle edge, r·e = 0, e.g. generator seed 19948 at
 * t = 48/11) leaves both rotation directions free to second order; the exact engine follows θ &gt; 0, the brute
 * force the nearer free angle, decided there by rounding (with a 5e-3 s step it went θ &lt; 0 and jammed at
 * 4.4002 instead of 4.9288). That seed is among the tries below; with the 2e-3 s step the brute force happens to
 * take θ &gt; 0 and agrees, so this property does not test the tie rule.
 */
class BruteForceProperties {

    @Property(tries = 30, seed = "20261126", edgeCases = EdgeCasesMode.NONE)
    void simulate_randomMechanism_matchesBruteForce(@ForAll @IntRange(min = 0, max = 10_000_000) int seed) {
        Mechanism m;
        try {
            m = FilteredEngineEquivalenceProperties.random(new Random(seed));
        } catch (MechanismException e) {
            return; // a random rack overlapping a pawl at t = 0: not a valid mechanism
        }
        SimulationResult exact = Simulator.simulate(m);
        Run brute = BruteForceSimulator.simulate(m);
        BruteForceOracleTest.compare("random seed " + seed, exact, brute);
    }

    @Property(tries = 25, seed = "20261126", edgeCases = EdgeCasesMode.NONE)
    void simulate_randomLandsMechanism_matchesBruteForce(@ForAll @IntRange(min = 0, max = 10_000_000) int seed) {
        // lands parallel to the motion (t-independent constraints): snaps landing on them, slides along them,
        // steps down; insertion and, when it completes, the retraction from its final state
        Mechanism m;
        try {
            m = LandMechanisms.random(new Random(seed));
        } catch (MechanismException e) {
            return; // the staircase overlapping the pawl at t = 0: not a valid mechanism
        }
        SimulationResult exact = Simulator.simulate(m);
        // a contact met at rest with its normal through the hinge leaves both directions free: the exact engine
        // follows θ > 0 and says so (see the class comment); the brute force may take either — not a comparison
        // (small integer slopes make it frequent here, e.g. seed 6001: tip offset (5, −3) against a 5/3 ramp)
        Assume.that(exact.warnings().stream().noneMatch(w -> w.contains("could deflect either way")));
        BruteForceOracleTest.compare("lands seed " + seed, exact, BruteForceSimulator.simulate(m));
        if (exact.termination().cause() == TerminationCause.COMPLETE) {
            double theta = 2 * Math.atan(Approx.of(exact.finalStates().get(0).u()));
            SimulationResult back = Simulator.simulate(m, Direction.RETRACTION, exact.finalStates(),
                    m.motion().travel());
            BruteForceOracleTest.compare("lands seed " + seed + " retraction", back, BruteForceSimulator.simulate(m,
                    Direction.RETRACTION, new double[] {theta}, m.motion().travel().doubleValue()));
        }
    }
}
