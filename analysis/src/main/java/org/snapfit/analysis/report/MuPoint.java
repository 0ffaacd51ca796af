package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;

/**
 * One friction value of a μ sweep with its outcome. Immutable; μ Exact, forces Approximate.
 *
 * @param mu the friction coefficient
 * @param assembles whether the insertion completes
 * @param insertionCause the insertion's termination cause
 * @param peakInsertion the insertion peak W, N
 * @param separable whether the retraction completes (empty if there is none)
 * @param retractionCause the retraction's termination cause (empty if there is none)
 * @param peakRetraction the retraction peak pull, N (empty if there is none)
 */
public record MuPoint(Rational mu, boolean assembles, String insertionCause, double peakInsertion,
        Optional<Boolean> separable, Optional<String> retractionCause, Optional<Double> peakRetraction) {

    /**
     * Validates.
     *
     * @param mu μ, not negative
     * @param assembles whether it assembles
     * @param insertionCause the cause, not blank
     * @param peakInsertion the peak, not NaN
     * @param separable whether it separates, if retracted
     * @param retractionCause the retraction cause, if retracted
     * @param peakRetraction the retraction peak, if retracted
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public MuPoint {
        if (mu.signum() < 0) {
            throw new IllegalArgumentException("mu = " + mu + "; friction must be >= 0");
        }
        Checks.notBlank("insertionCause", insertionCause);
        Checks.notNaN("peakInsertion", peakInsertion);
        Objects.requireNonNull(separable, "separable");
        Objects.requireNonNull(retractionCause, "retractionCause");
        Objects.requireNonNull(peakRetraction, "peakRetraction");
    }
}
