package org.snapfit.cli.progress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class StderrProgressTest {

    @Test
    void step_beforeAndAfterDelay_quietThenLines() {
        AtomicLong clock = new AtomicLong(1000);
        StringWriter err = new StringWriter();
        StderrProgress p = new StderrProgress(new PrintWriter(err), 500, clock::get);
        p.step("mu sweep", 1, 15);
        // 499 ms after the start: still quiet
        clock.set(1499);
        p.step("mu sweep", 2, 15);
        assertThat(err.toString()).isEmpty();
        clock.set(1500);
        p.step("mu sweep", 3, 15);
        assertThat(err.toString()).isEqualTo("snapfit: mu sweep 3/15" + System.lineSeparator());
    }

    @Test
    void constructor_negativeDelay_rejected() {
        assertThatThrownBy(() -> new StderrProgress(new PrintWriter(new StringWriter()), -1, () -> 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("delayMs = -1");
    }
}
