package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.RunOutcome;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/** The friction sweep's peak-only runs against full runs of independent engines at the same μ. */
class PeakRunTest {

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s04-typeA-friction-lock", "s08-two-pawls-one-jams",
        "s09-cantilever-limit"})
    void peakRun_sameTerminationEventsAndPeaksAsFullRun_noSamples(String id) {
        // oracle: a full run of a separate engine (own caches) at the same μ; a peak-only run computes the same
        // exact simulation, so terminations, events and peaks must be equal, and it carries no samples or work
        Mechanism m = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        SampleGrid grid = SampleGrid.parse("0.05");
        Rational mu = Rational.of(1, 5);
        ExactRunEngine peaks = new ExactRunEngine(m, grid);
        peaks.prefetchPeaks(List.of(mu, Rational.of(2, 5)));
        RunOutcome p = peaks.peakRun(mu);
        RunOutcome f = new ExactRunEngine(m, grid).run(mu);
        check(p.insertion(), f.insertion());
        assertThat(p.retraction().isPresent()).isEqualTo(f.retraction().isPresent());
        p.retraction().ifPresent(r -> check(r, f.retraction().get()));
        // a verdict run after the peak run reuses it (the same object, not a recomputation)
        assertThat(peaks.verdictRun(mu)).isSameAs(p);
    }

    private static void check(RunReport peak, RunReport full) {
        assertThat(peak.termination()).isEqualTo(full.termination());
        assertThat(peak.events()).isEqualTo(full.events());
        assertThat(peak.peak()).isEqualTo(full.peak());
        assertThat(peak.samples()).isEmpty();
        assertThat(peak.work()).isZero();
    }
}
