package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * The designer's answer in one record (docs/formats/report.md, "Verdict"). Immutable.
 *
 * <p>Retention is honest about what the rigid model can say: a lock has no finite pull-out force (so no
 * {@code peakRetraction}), and a retraction that ends before the parts separate decides nothing
 * ({@link Retention#NOT_SEPARATED}); only a release has a peak pull and a ratio.
 *
 * @param assembles whether the insertion run reached the end of its travel
 * @param assemblyReason one sentence: why it assembles (and how each pawl latches) or where and why it stops
 * @param insertionCriticalMu when the insertion sticks: the bracket around the μ below which it completes
 * @param retention what the retraction does (empty when there is no retraction)
 * @param retentionReason one sentence on the retention, in the designer's words (empty without a retraction)
 * @param peakInsertion the peak push W of the insertion, N
 * @param peakRetraction the peak pull of a retraction that releases, N (empty otherwise: a lock has no finite
 *     pull-out force, and an unfinished pull is no pull-out force)
 * @param ratio peakInsertion / peakRetraction (empty unless the retraction releases with a pull &gt; 0)
 * @param lock why the retraction locks (present exactly for {@link Retention#LOCKS})
 * @param intent the verdict read against the design intent, when one is given
 */
public record Verdict(boolean assembles, String assemblyReason, Optional<MuBracket> insertionCriticalMu,
        Optional<Retention> retention, Optional<String> retentionReason, double peakInsertion,
        Optional<Double> peakRetraction, Optional<Double> ratio, Optional<Lock> lock, Optional<IntentCheck> intent) {

    /**
     * Validates.
     *
     * @param assembles whether it assembles
     * @param assemblyReason the reason, not blank
     * @param insertionCriticalMu the insertion's critical μ bracket, if any
     * @param retention the retention, if retracted
     * @param retentionReason the retention sentence, present with a retention
     * @param peakInsertion the insertion peak, not NaN
     * @param peakRetraction the retraction peak, only for a release
     * @param ratio the ratio, only for a release
     * @param lock the lock, exactly for a lock
     * @param intent the intent check, if an intent is given
     * @throws IllegalArgumentException if a field breaks its rule, or the parts do not match the retention
     */
    public Verdict {
        Require.notBlank("assemblyReason", assemblyReason);
        Objects.requireNonNull(insertionCriticalMu, "insertionCriticalMu");
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(retentionReason, "retentionReason");
        Require.notNaN("peakInsertion", peakInsertion);
        Objects.requireNonNull(peakRetraction, "peakRetraction");
        Objects.requireNonNull(ratio, "ratio");
        Objects.requireNonNull(lock, "lock");
        Objects.requireNonNull(intent, "intent");
        boolean releases = retention.filter(r -> r == Retention.RELEASES).isPresent();
        boolean locks = retention.filter(r -> r == Retention.LOCKS).isPresent();
        if (lock.isPresent() != locks) {
            throw new IllegalArgumentException("lock = " + lock + " with retention = " + retention + "; a lock is"
                    + " given exactly when the retraction locks");
        }
        if (!releases && (peakRetraction.isPresent() || ratio.isPresent())) {
            throw new IllegalArgumentException("peakRetraction = " + peakRetraction + " with retention = " + retention
                    + "; only a retraction that releases has a pull-out force");
        }
        if (retentionReason.isPresent() != retention.isPresent()) {
            throw new IllegalArgumentException("retentionReason present = " + retentionReason.isPresent()
                    + " with retention = " + retention + "; a retention comes with its sentence");
        }
    }

    /**
     * Whether the parts come apart when pulled back (the retraction releases).
     *
     * @return true for {@link Retention#RELEASES}, false for a lock or an unfinished pull; empty without a
     *     retraction
     */
    public Optional<Boolean> separable() {
        return retention.map(r -> r == Retention.RELEASES);
    }
}
