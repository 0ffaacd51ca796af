package org.snapfit.cli.report;

import java.util.Objects;
import java.util.Optional;

/**
 * Settings of an analysis. Immutable; change through {@code with…} copies.
 *
 * @param muRange the friction sweep, if requested
 * @param bisectionSteps exact runs spent locating each critical μ (bracket width = range / 2^steps)
 * @param nearLockFactor a lock at a μ below {@code nearLockFactor × μ} (dimensionless) raises the
 *     near-self-locking warning
 */
public record AnalysisOptions(Optional<MuRange> muRange, int bisectionSteps, double nearLockFactor) {

    /** Default exact runs per critical μ: brackets of width μ/2^20, about 1e-6 relative. */
    public static final int DEFAULT_BISECTION_STEPS = 20;
    /** Default near-lock factor (dimensionless): warn when the critical μ is within 1.5 times the given μ. */
    public static final double DEFAULT_NEAR_LOCK_FACTOR = 1.5;

    /**
     * Validates.
     *
     * @param muRange the sweep, if any
     * @param bisectionSteps 0 … 60
     * @param nearLockFactor &gt;= 1
     * @throws IllegalArgumentException if a value breaks its rule
     */
    public AnalysisOptions {
        Objects.requireNonNull(muRange, "muRange");
        if (bisectionSteps < 0 || bisectionSteps > 60) {
            throw new IllegalArgumentException("bisectionSteps = " + bisectionSteps + "; it must be in 0 … 60");
        }
        if (!(nearLockFactor >= 1) || Double.isInfinite(nearLockFactor)) {
            throw new IllegalArgumentException("nearLockFactor = " + nearLockFactor + "; it must be finite and >= 1");
        }
    }

    /**
     * The defaults: no sweep, {@link #DEFAULT_BISECTION_STEPS}, {@link #DEFAULT_NEAR_LOCK_FACTOR}.
     *
     * @return the default options
     */
    public static AnalysisOptions defaults() {
        return new AnalysisOptions(Optional.empty(), DEFAULT_BISECTION_STEPS, DEFAULT_NEAR_LOCK_FACTOR);
    }

    /**
     * A copy with a friction sweep.
     *
     * @param range the sweep range
     * @return the new options
     */
    public AnalysisOptions withMuRange(MuRange range) {
        return new AnalysisOptions(Optional.of(range), bisectionSteps, nearLockFactor);
    }

    /**
     * A copy with another bisection budget.
     *
     * @param steps exact runs per critical μ
     * @return the new options
     */
    public AnalysisOptions withBisectionSteps(int steps) {
        return new AnalysisOptions(muRange, steps, nearLockFactor);
    }
}
