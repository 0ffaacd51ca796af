package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.check.Require;

/**
 * One friction value of a μ sweep with its outcome. Immutable; μ Exact, forces Approximate.
 *
 * @param mu the friction coefficient
 * @param assembles whether the insertion completes
 * @param insertionCause the insertion's termination cause
 * @param peakInsertion the insertion peak W, N
 * @param retention what the retraction does (empty if there is none)
 * @param retractionCause the retraction's termination cause (empty if there is none)
 * @param peakRetraction the peak pull of a retraction that releases, N (empty otherwise: a lock has no finite
 *     pull-out force)
 */
public record MuPoint(Rational mu, boolean assembles, String insertionCause, double peakInsertion,
        Optional<Retention> retention, Optional<String> retractionCause, Optional<Double> peakRetraction) {

    /**
     * Validates.
     *
     * @param mu μ, not negative
     * @param assembles whether it assembles
     * @param insertionCause the cause, not blank
     * @param peakInsertion the peak, not NaN
     * @param retention the retention, if retracted
     * @param retractionCause the retraction cause, if retracted
     * @param peakRetraction the retraction peak, for a release only
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public MuPoint {
        if (mu.signum() < 0) {
            throw new IllegalArgumentException("mu = " + mu + "; friction must be >= 0");
        }
        Require.notBlank("insertionCause", insertionCause);
        Require.notNaN("peakInsertion", peakInsertion);
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(retractionCause, "retractionCause");
        Objects.requireNonNull(peakRetraction, "peakRetraction");
        if (peakRetraction.isPresent() && retention.filter(r -> r == Retention.RELEASES).isEmpty()) {
            throw new IllegalArgumentException("peakRetraction = " + peakRetraction.get() + " with retention = "
                    + retention + "; only a release has a pull-out force");
        }
    }

    /**
     * Whether the retraction releases.
     *
     * @return true for a release, false for a lock or an unfinished pull; empty without a retraction
     */
    public Optional<Boolean> separable() {
        return retention.map(r -> r == Retention.RELEASES);
    }
}
