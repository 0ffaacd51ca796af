package org.snapfit.analysis.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.sweep.model.DesignIntent;

class IntentCheckTest {

    private static final Lock STICK = new Lock("stick", "stick_friction", 1, "P1", Optional.empty(), Optional.empty());

    private static Verdict verdict(boolean assembles, Optional<Boolean> separable, Optional<Lock> lock) {
        return new Verdict(assembles, "reason", Optional.empty(), separable, 1, separable.map(s -> 1.0),
                Optional.empty(), lock);
    }

    @Test
    void of_everyVerdictAndIntent_meetsExactlyTheDocumentedCases() {
        // docs/formats/report.md: permanent is met by a lock, releasable by a separation; nothing is met by a joint
        // that does not assemble or was not pulled back
        Verdict locks = verdict(true, Optional.of(false), Optional.of(STICK));
        Verdict separates = verdict(true, Optional.of(true), Optional.empty());
        Verdict jams = verdict(false, Optional.empty(), Optional.empty());
        assertThat(IntentCheck.of(DesignIntent.PERMANENT, locks).meets()).isTrue();
        assertThat(IntentCheck.of(DesignIntent.PERMANENT, separates).meets()).isFalse();
        assertThat(IntentCheck.of(DesignIntent.RELEASABLE, separates).meets()).isTrue();
        assertThat(IntentCheck.of(DesignIntent.RELEASABLE, locks).meets()).isFalse();
        for (DesignIntent i : DesignIntent.values()) {
            IntentCheck c = IntentCheck.of(i, jams);
            assertThat(c.meets()).isFalse();
            assertThat(c.status()).isEqualTo(IntentCheck.Status.CONTRADICTS);
            assertThat(c.reason()).contains("does not assemble");
        }
    }

    @Test
    void withIntent_keepsTheVerdictAndAddsTheCheck() {
        Verdict v = verdict(true, Optional.of(true), Optional.empty());
        Verdict w = v.withIntent(DesignIntent.RELEASABLE);
        assertThat(w.intent()).isPresent();
        assertThat(w.intent().get().status().text()).isEqualTo("meets");
        assertThat(new Verdict(w.assembles(), w.assemblyReason(), w.insertionCriticalMu(), w.separable(),
                w.peakInsertion(), w.peakRetraction(), w.ratio(), w.lock())).isEqualTo(v);
    }

    @Test
    void constructor_meetsDisagreesWithStatus_throwsNamingBoth() {
        assertThatThrownBy(() -> new IntentCheck(DesignIntent.PERMANENT, true, IntentCheck.Status.CONTRADICTS, "r"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("meets = true with status");
    }
}
