package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.force.RootForces;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

class EnergyAndOrderTest {

    private static Mechanism load(String id) {
        return MechanismJson.read(TestData.path("snapfit", id + ".json"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s03-nonconvex-concave-corner", "s04-typeA-friction-lock",
        "s07-finger-tangency-snap", "s08-two-pawls-one-jams", "s09-cantilever-limit"})
    void samples_slidingContacts_energyIdentityHolds(String id) {
        Mechanism m = load(id);
        SimulationResult r = Simulator.simulate(m);
        double speed = m.motion().speed();
        double mu = m.friction().doubleValue();
        int checked = 0;
        for (RootForces s : r.samples(r.termination().s() / speed / 97)) {
            for (PawlForce pf : s.pawls()) {
                if (pf.contact().isEmpty() || Double.isInfinite(pf.force().lambda())) {
                    continue;
                }
                double kappa = m.pawl(pf.pawl()).stiffness().doubleValue();
                // energy identity (docs/model.md) on a sliding piece: W|v| = kappa theta thetaDot + mu lambda |v_s|
                double lhs = pf.force().w() * speed;
                double rhs = kappa * pf.theta() * pf.force().thetaDot() + mu * pf.force().lambda()
                        * Math.abs(pf.force().slipRate());
                assertThat(Math.abs(lhs - rhs)).as(id + " t=" + s.t()).isLessThanOrEqualTo(1e-9 * (Math.abs(lhs) + 1e-12));
                checked++;
            }
        }
        assertThat(checked).as("sliding samples checked").isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s08-two-pawls-one-jams"})
    void events_andPieces_inDocumentedOrderAndContiguous(String id) {
        SimulationResult r = Simulator.simulate(load(id));
        List<SweepEvent> ev = r.events();
        // invariant: the merged list is sorted by the documented total order
        for (int i = 1; i < ev.size(); i++) {
            assertThat(SweepEvent.ORDER.compare(ev.get(i - 1), ev.get(i))).isLessThanOrEqualTo(0);
        }
        for (PawlTrajectory p : r.pawls()) {
            List<TrajectoryPiece> ps = p.pieces();
            // invariant: pieces are contiguous in exact time, and u moves towards 0 only by snaps or along curves
            for (int i = 1; i < ps.size(); i++) {
                assertThat(ps.get(i - 1).tTo().compare(ps.get(i).tFrom())).isEqualTo(Comparison.EQUAL);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s06-flush-then-typeA"})
    void simulate_retractionFromFinalState_runsBackwards(String id) {
        Mechanism m = load(id);
        SimulationResult in = Simulator.simulate(m);
        SimulationResult back = Simulator.simulate(m, Direction.RETRACTION, in.finalStates(), m.motion().travel());
        assertThat(back.direction()).isEqualTo(Direction.RETRACTION);
        // the retraction lasts at most the insertion time (it returns the root to its start)
        assertThat(back.termination().t().compare(in.termination().t())).isNotEqualTo(Comparison.LARGER);
        assertThat(back.pawls()).hasSize(m.pawls().size());
    }
}
