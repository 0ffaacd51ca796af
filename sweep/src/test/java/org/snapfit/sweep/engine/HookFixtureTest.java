package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.traits.Approx;

/**
 * The DXF hook (test-data/snapfit-extra/hook-dxf.json, see its README): after first contact the hook's flat top
 * vertex rides the ledge face x = 2, a constraint parallel to the motion (b ≡ 0), which the sweep must follow.
 */
class HookFixtureTest {

    /** The shared reference value for "simple_hook_r2000.dxf", travel_at_first_contact_mm (test-data/snapfit-extra). */
    private static final double FIRST_CONTACT = 2.7140740033710573;
    /** The shared reference value for "simple_hook_r2000.dxf", travel_at_snap_mm (test-data/snapfit-extra). */
    private static final double SNAP = 6.828148006742115;

    @Test
    void simulate_hookRidingParallelLedgeFace_returnsToRestAtReferenceSnapTravel() throws IOException {
        Mechanism m = MechanismJson.read(TestData.path("snapfit-extra", "hook-dxf.json"));

        SimulationResult r = Simulator.simulate(m);

        List<SweepEvent> ev = r.events();
        // independent reference (reference.json): first contact, then snap; no jam, run completes at travel 8
        assertThat(ev.get(0)).as(ev.toString()).isInstanceOf(SweepEvent.TranslationalCollision.class);
        assertThat(Approx.of(ev.get(0).t())).isCloseTo(FIRST_CONTACT, within(1e-9));
        assertThat(ev).noneMatch(e -> e instanceof SweepEvent.JamKinematic || e instanceof SweepEvent.JamSingleConstraint);
        // the reference's "snap" travel is where the flat's top vertex passes the ledge corner (2, -20) in the rest
        // frame. Exactly, the deflected (θ < 0) hook reaches the corner a little earlier with its 90° retention face
        // tilted by θ, so snapping at fixed t would penetrate the ledge; the corner then slides along that face while
        // the pawl returns to rest, which it reaches exactly where the rest-frame vertex passes the corner: the
        // reference snap travel (reference.json, travel_at_snap_mm)
        SweepEvent last = ev.get(ev.size() - 1);
        assertThat(last).as(ev.toString()).isInstanceOf(SweepEvent.BreakContactAtRest.class);
        assertThat(Approx.of(last.t())).isCloseTo(SNAP, within(1e-9));
        assertThat(last.data().thetaAfter()).isEqualTo(0.0);
        assertThat(r.termination().cause().wireName()).isEqualTo("complete");
    }
}
