package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/** The stop request of {@code Simulator.simulate(…, stop)}: asked before every sweep step, never changes a result. */
class StopRequestTest {

    static Mechanism read(String id) {
        return MechanismJson.read(TestData.path("snapfit", id + ".json"));
    }

    @Test
    void simulate_stopNeverRequested_sameResultAsWithout_andAskedOncePerStep() {
        Mechanism m = read("s01-ramp-snap-speed2");
        AtomicInteger asked = new AtomicInteger();
        SimulationResult r = Simulator.simulate(m, Simulator.DEFAULT_ENGINE, () -> {
            asked.incrementAndGet();
            return false;
        });
        SimulationResult plain = Simulator.simulate(m);
        // invariant: asking never changes the exact run
        assertThat(r.events()).isEqualTo(plain.events());
        assertThat(r.termination()).isEqualTo(plain.termination());
        // s01's one pawl rests, collides, follows the ramp, snaps and rests again: several steps, each asked once
        assertThat(asked.get()).isGreaterThan(1);
    }

    @Test
    void simulate_stopRequestedAtOnce_cancelledBeforeTheFirstStep() {
        assertThatThrownBy(() -> Simulator.simulate(read("s08-two-pawls-one-jams"), Engine.FILTERED, () -> true))
                .isInstanceOf(SweepCancelledException.class).hasMessageContaining("stopped on request after 0 steps");
    }

    @Test
    void simulate_stopRequestedMidRun_cancelledThere() {
        Mechanism m = read("s01-ramp-snap-speed2");
        AtomicInteger total = new AtomicInteger();
        Simulator.simulate(m, Engine.FILTERED, () -> total.incrementAndGet() < 0);
        // a request that turns true at the last question still stops the run: the run ends with no result
        AtomicInteger asked = new AtomicInteger();
        int last = total.get();
        assertThatThrownBy(() -> Simulator.simulate(m, Engine.FILTERED, () -> asked.incrementAndGet() >= last))
                .isInstanceOf(SweepCancelledException.class)
                .hasMessageContaining("after " + (last - 1) + " steps");
    }
}
