package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;

/**
 * The designer's answer in one record (docs/formats/report.md, "Verdict"). Immutable.
 *
 * @param assembles whether the insertion run reached the end of its travel
 * @param assemblyReason one sentence: why it assembles or where and why it stops
 * @param insertionCriticalMu when the insertion sticks: the bracket around the μ below which it completes
 * @param separable whether the retraction reached the end of its travel (empty when there is no retraction)
 * @param peakInsertion the peak push W of the insertion, N
 * @param peakRetraction the peak pull of the retraction, N (empty without a retraction)
 * @param ratio peakInsertion / peakRetraction (empty without a retraction or when the pull is 0)
 * @param lock why the retraction locks (empty when it separates or there is none)
 */
public record Verdict(boolean assembles, String assemblyReason, Optional<MuBracket> insertionCriticalMu,
        Optional<Boolean> separable, double peakInsertion, Optional<Double> peakRetraction, Optional<Double> ratio,
        Optional<Lock> lock) {

    /**
     * Validates.
     *
     * @param assembles whether it assembles
     * @param assemblyReason the reason, not blank
     * @param insertionCriticalMu the insertion's critical μ bracket, if any
     * @param separable whether it separates, if retracted
     * @param peakInsertion the insertion peak, not NaN
     * @param peakRetraction the retraction peak, if any
     * @param ratio the ratio, if defined
     * @param lock the lock, if any
     * @throws IllegalArgumentException if a field breaks its rule, or a lock is given for a separable retraction
     */
    public Verdict {
        Checks.notBlank("assemblyReason", assemblyReason);
        Objects.requireNonNull(insertionCriticalMu, "insertionCriticalMu");
        Objects.requireNonNull(separable, "separable");
        Checks.notNaN("peakInsertion", peakInsertion);
        Objects.requireNonNull(peakRetraction, "peakRetraction");
        Objects.requireNonNull(ratio, "ratio");
        Objects.requireNonNull(lock, "lock");
        if (lock.isPresent() && separable.orElse(false)) {
            throw new IllegalArgumentException("lock = " + lock.get() + " with separable = true; a separable "
                    + "retraction has no lock");
        }
    }
}
