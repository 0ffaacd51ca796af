package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * Random staircases of lands parallel to the motion ({@link LandMechanisms}): the box-filtered engine and the
 * face-pruned engine ({@link Engine#FACE}, insertion) equal the plain naive engine exactly (events, times, angles, termination; insertion and retraction), and no sampled
 * configuration of either run overlaps the staircase (exact polygon test) — the invariant a snap through a land
 * would break.
 */
class LandMechanismProperties {

    static Stream<Arguments> landMechanisms() {
        return Cases.of(20261126L, 60, LandMechanisms.MECHANISMS);
    }

    @ParameterizedTest
    @MethodSource("landMechanisms")
    void simulate_randomLands_filteredEqualsNaive_andNeverInside(Mechanism m) {
        List<PawlState> rest = new ArrayList<>(List.of(PawlState.rest()));
        Rational travel = m.motion().travel();
        SimulationResult fast = Simulator.simulate(m, Direction.INSERTION, rest, travel, travel, true);
        SimulationResult naive = Simulator.simulate(m, Direction.INSERTION, rest, travel, travel, false);
        FilteredEngineEquivalenceProperties.assertSameRun(fast, naive);
        // the face-pruned engine too: t-independent constraints are kept unconditionally by its safety rule
        SimulationResult face = Simulator.simulate(m, Direction.INSERTION, rest, travel, travel, Engine.FACE);
        FilteredEngineEquivalenceProperties.assertSameRun("FACE lands", face, naive);
        assertNeverInside(m, fast, m.motion().velocity());
        if (fast.termination().cause() == TerminationCause.COMPLETE) {
            SimulationResult fr = Simulator.simulate(m, Direction.RETRACTION, fast.finalStates(), travel, travel, true);
            SimulationResult nr = Simulator.simulate(m, Direction.RETRACTION, naive.finalStates(), travel, travel,
                    false);
            FilteredEngineEquivalenceProperties.assertSameRun(fr, nr);
        }
    }

    private static void assertNeverInside(Mechanism m, SimulationResult r, org.snapfit.core.geom.ExactPoint2 v) {
        ExactPolygon2 stairs = m.obstacles().get(0).shape().get(0);
        for (TrajectoryPiece piece : r.pawls().get(0).pieces()) {
            for (Rational[] tu : NeverInsideObstacleTest.samples(piece)) {
                for (ExactPolygon2 placed : NeverInsideObstacleTest.place(m.pawls().get(0), v, tu[0], tu[1])) {
                    assertThat(placed.overlaps(stairs)).as("t = %s, u = %s", tu[0], tu[1]).isFalse();
                }
            }
        }
    }
}
