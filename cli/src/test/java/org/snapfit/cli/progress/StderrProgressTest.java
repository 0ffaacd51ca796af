package org.snapfit.cli.progress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.snapfit.analysis.progress.Phase;

class StderrProgressTest {

    @Test
    void progress_beforeAndAfterDelay_quietThenLines() {
        AtomicLong clock = new AtomicLong(1000);
        StringWriter err = new StringWriter();
        StderrProgress p = new StderrProgress(new PrintWriter(err), 500, clock::get);
        p.progress(Phase.MU_SWEEP, 1 / 15.0, "mu sweep 1/15");
        // 499 ms after the start: still quiet
        clock.set(1499);
        p.progress(Phase.MU_SWEEP, 2 / 15.0, "mu sweep 2/15");
        assertThat(err.toString()).isEmpty();
        clock.set(1500);
        p.progress(Phase.MU_SWEEP, 3 / 15.0, "mu sweep 3/15");
        assertThat(err.toString()).isEqualTo("snapfit: mu sweep 3/15" + System.lineSeparator());
    }

    @Test
    void constructor_negativeDelay_rejected() {
        assertThatThrownBy(() -> new StderrProgress(new PrintWriter(new StringWriter()), -1, () -> 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("delayMs = -1");
    }
}
