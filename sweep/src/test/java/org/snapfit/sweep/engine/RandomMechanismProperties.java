package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

class RandomMechanismProperties {

    /** A hook-like pawl (arm with a tip below) pushed right over a random triangular ramp. */
    private static Mechanism hookOverRamp(RandomGenerator r) {
        int tipX = 6 + r.nextInt(3);
        List<ExactPoint2> h = List.of(ExactPoint2.of(0, 0), ExactPoint2.of(tipX - 1, 0),
                ExactPoint2.of(tipX, -1 - r.nextInt(2)), ExactPoint2.of(tipX + 1, 0), ExactPoint2.of(tipX + 1, 1),
                ExactPoint2.of(0, 1));
        int x0 = tipX + 2 + r.nextInt(3);
        int w = 2 + r.nextInt(4);
        int ht = 1 + r.nextInt(3);
        List<ExactPoint2> ramp = List.of(ExactPoint2.of(x0, -4), ExactPoint2.of(x0 + w + 2, -4),
                ExactPoint2.of(x0 + w, -4 + ht + 2 + r.nextInt(2)));
        Pawl p = new Pawl("P", ExactPoint2.of(0, 0), Rational.of(1 + r.nextInt(5), 1 + r.nextInt(3)),
                List.of(ExactPolygon2.of(h)));
        Obstacle o = new Obstacle("ramp", List.of(ExactPolygon2.of(ramp)));
        return new Mechanism("random", Rational.of(r.nextInt(4), 10), new Motion(ExactPoint2.of(1, 0), Rational.of(20)),
                List.of(p), List.of(o), List.of());
    }

    static Stream<Arguments> hooksOverRamps() {
        return Cases.of(20261126L, 25, Gen.of(RandomMechanismProperties::hookOverRamp));
    }

    @ParameterizedTest
    @MethodSource("hooksOverRamps")
    void simulate_randomHookOverRamp_invariantsHold(Mechanism m) {
        SimulationResult res = Simulator.simulate(m);
        // invariant: events are ordered, within [0, end], and the first event of a contact run is a collision
        List<SweepEvent> ev = res.events();
        for (int i = 0; i < ev.size(); i++) {
            assertThat(ev.get(i).t().compare(res.termination().t())).isNotEqualTo(Comparison.LARGER);
            if (i > 0) {
                assertThat(SweepEvent.ORDER.compare(ev.get(i - 1), ev.get(i))).isLessThanOrEqualTo(0);
            }
        }
        if (!ev.isEmpty()) {
            assertThat(ev.get(0).kind().wireName()).isEqualTo("translational_collision");
        }
        // invariant: pieces are contiguous and end at the termination; complete runs end at the travel
        for (PawlTrajectory p : res.pawls()) {
            List<TrajectoryPiece> ps = p.pieces();
            assertThat(ps.get(0).tFrom().compare(Rational.ZERO)).isEqualTo(Comparison.EQUAL);
            for (int i = 1; i < ps.size(); i++) {
                assertThat(ps.get(i - 1).tTo().compare(ps.get(i).tFrom())).isEqualTo(Comparison.EQUAL);
            }
        }
        if (res.termination().cause() == TerminationCause.COMPLETE) {
            assertThat(res.termination().t().compare(m.motion().travel())).isEqualTo(Comparison.EQUAL);
        }
    }
}
