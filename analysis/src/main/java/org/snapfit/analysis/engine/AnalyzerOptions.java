package org.snapfit.analysis.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.check.Require;
import org.snapfit.sweep.model.DesignIntent;

/**
 * Settings of the analyzer. Immutable; change through {@code with…} copies.
 *
 * @param muValues the μ values of the friction sweep (increasing, each &gt;= 0), if one was requested
 * @param bisectionSteps exact runs spent locating each critical μ (bracket width = range / 2^steps)
 * @param nearLockFactor a lock at a μ below {@code nearLockFactor × μ} (dimensionless) raises the
 *     near-self-locking warning
 * @param intent the design intent the verdict is read against, if any
 * @param speculativeRuns whether runs that may be needed (μ = 0, the near-lock μ, a stick threshold's probes) are
 *     started on other threads beside the main runs
 */
public record AnalyzerOptions(Optional<List<Rational>> muValues, int bisectionSteps, double nearLockFactor,
        Optional<DesignIntent> intent, boolean speculativeRuns) {

    /** Default exact runs per critical μ: brackets of width μ/2^20, about 1e-6 relative. */
    public static final int DEFAULT_BISECTION_STEPS = 20;
    /** Most exact runs per critical μ: brackets of width μ/2^60, far below the double resolution of a force. */
    public static final int MAX_BISECTION_STEPS = 60;
    /** Default near-lock factor (dimensionless): warn when the critical μ is within 1.5 times the given μ. */
    public static final double DEFAULT_NEAR_LOCK_FACTOR = 1.5;

    /**
     * Validates and copies.
     *
     * @param muValues the sweep's μ values, if any
     * @param bisectionSteps 0 … {@link #MAX_BISECTION_STEPS}
     * @param nearLockFactor &gt;= 1
     * @param intent the design intent, if any
     * @param speculativeRuns whether runs that may be needed are started early on other threads
     * @throws IllegalArgumentException if a value breaks its rule
     */
    public AnalyzerOptions {
        Objects.requireNonNull(muValues, "muValues");
        muValues = muValues.map(List::copyOf);
        if (bisectionSteps < 0 || bisectionSteps > MAX_BISECTION_STEPS) {
            throw new IllegalArgumentException("bisectionSteps = " + bisectionSteps + "; it must be in 0 … "
                    + MAX_BISECTION_STEPS);
        }
        Require.atLeast("nearLockFactor", nearLockFactor, 1);
        Objects.requireNonNull(intent, "intent");
    }

    /**
     * Settings without a design intent.
     *
     * @param muValues the sweep's μ values, if any
     * @param bisectionSteps 0 … {@link #MAX_BISECTION_STEPS}
     * @param nearLockFactor &gt;= 1
     * @throws IllegalArgumentException if a value breaks its rule
     */
    public AnalyzerOptions(Optional<List<Rational>> muValues, int bisectionSteps, double nearLockFactor) {
        this(muValues, bisectionSteps, nearLockFactor, Optional.empty(), true);
    }

    /**
     * A copy with a design intent.
     *
     * @param i the intent, or empty
     * @return the new options
     */
    public AnalyzerOptions withIntent(Optional<DesignIntent> i) {
        return new AnalyzerOptions(muValues, bisectionSteps, nearLockFactor, i, speculativeRuns);
    }

    /**
     * The defaults: no sweep, {@link #DEFAULT_BISECTION_STEPS}, {@link #DEFAULT_NEAR_LOCK_FACTOR}.
     *
     * @return the default options
     */
    public static AnalyzerOptions defaults() {
        return new AnalyzerOptions(Optional.empty(), DEFAULT_BISECTION_STEPS, DEFAULT_NEAR_LOCK_FACTOR);
    }

    /**
     * A copy with a friction sweep.
     *
     * @param mus the sweep's μ values, increasing
     * @return the new options
     */
    public AnalyzerOptions withMuValues(List<Rational> mus) {
        return new AnalyzerOptions(Optional.of(mus), bisectionSteps, nearLockFactor, intent, speculativeRuns);
    }

    /**
     * A copy with another bisection budget.
     *
     * @param steps exact runs per critical μ
     * @return the new options
     */
    public AnalyzerOptions withBisectionSteps(int steps) {
        return new AnalyzerOptions(muValues, steps, nearLockFactor, intent, speculativeRuns);
    }

    /**
     * A copy with another near-lock factor.
     *
     * @param factor the factor, &gt;= 1 (dimensionless)
     * @return the new options
     */
    public AnalyzerOptions withNearLockFactor(double factor) {
        return new AnalyzerOptions(muValues, bisectionSteps, factor, intent, speculativeRuns);
    }

    /**
     * A copy with or without speculative runs (the results are the same either way).
     *
     * @param speculate false to compute only the runs the analysis needs, when it needs them
     * @return the new options
     */
    public AnalyzerOptions withSpeculativeRuns(boolean speculate) {
        return new AnalyzerOptions(muValues, bisectionSteps, nearLockFactor, intent, speculate);
    }
}
