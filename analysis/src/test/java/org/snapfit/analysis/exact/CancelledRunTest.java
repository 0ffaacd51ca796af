package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.analysis.progress.AnalysisCancelledException;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/** A cancelled token ends every run of the engine that starts afterwards, and nothing is cached for it. */
class CancelledRunTest {

    @Test
    void run_afterCancel_cancelledAndNothingCached() {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        CancellationToken t = CancellationToken.create();
        ExactRunEngine engine = new ExactRunEngine(m, SampleGrid.parse("0.05"), Optional.empty(), Engine.FILTERED, t);
        t.cancel();
        assertThatThrownBy(() -> engine.run(m.friction())).isInstanceOf(AnalysisCancelledException.class)
                .hasMessage("analysis cancelled (insertion at mu = 1/5)");
        assertThatThrownBy(() -> engine.verdictRun(m.friction())).isInstanceOf(AnalysisCancelledException.class);
        assertThat(engine.hasVerdict(m.friction())).isFalse();
    }
}
