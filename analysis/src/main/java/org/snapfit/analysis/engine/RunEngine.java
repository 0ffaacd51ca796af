package org.snapfit.analysis.engine;

import org.snapfit.algebra.number.Rational;

/**
 * Runs the exact simulation of one mechanism for a given friction coefficient: insertion along the velocity and,
 * if it completes, retraction from its final state with the velocity reversed. The analysis calls it once for the
 * mechanism's μ and again for every μ of a sweep or bisection step. Implementations must be deterministic.
 */
public interface RunEngine {

    /**
     * The mechanism's own friction coefficient.
     *
     * @return μ, exact
     */
    Rational friction();

    /**
     * Runs insertion and retraction with friction {@code mu}.
     *
     * @param mu the friction coefficient, &gt;= 0
     * @return the runs
     * @throws IllegalArgumentException if {@code mu < 0} or the mechanism cannot be simulated
     */
    RunOutcome run(Rational mu);

    /**
     * Runs insertion and retraction with friction {@code mu} when only the terminations matter (bisection steps of
     * a critical μ). An implementation may leave out samples, peaks and work; terminations and events must be those
     * of {@link #run}. The default is {@link #run}.
     *
     * @param mu the friction coefficient, &gt;= 0
     * @return the runs, possibly without force data
     * @throws IllegalArgumentException if {@code mu < 0} or the mechanism cannot be simulated
     */
    default RunOutcome verdictRun(Rational mu) {
        return run(mu);
    }

    /**
     * A proposal for where the verdict changes above {@code mu}: the least μ at which a sliding contact of the runs
     * at {@code mu} would stick. Approximate; empty when unknown (the default).
     *
     * @param mu the friction coefficient of the runs, &gt;= 0
     * @return the proposal, or empty
     */
    default java.util.OptionalDouble stickThreshold(Rational mu) {
        return java.util.OptionalDouble.empty();
    }

    /**
     * Lets the engine compute these runs ahead, possibly in parallel; later {@link #run} (forces) or
     * {@link #verdictRun} calls return the same results as without it. The default does nothing.
     *
     * @param mus the friction coefficients, each &gt;= 0
     * @param forces true for full runs ({@link #run}), false for verdict runs
     */
    default void prefetch(java.util.List<Rational> mus, boolean forces) {
    }

    /**
     * Lets the engine compute full runs and verdict runs ahead together, possibly in parallel; later calls return the
     * same results as without it. The default does nothing.
     *
     * @param full friction coefficients for full runs ({@link #run}), each &gt;= 0
     * @param verdictOnly friction coefficients for verdict runs ({@link #verdictRun}), each &gt;= 0
     */
    default void prefetch(java.util.List<Rational> full, java.util.List<Rational> verdictOnly) {
    }

    /**
     * Like {@link #prefetch(java.util.List, java.util.List)}, and as soon as the verdict run at {@code from} is done,
     * also the verdict runs that {@code then} proposes from its {@link #stickThreshold}, all on parallel threads
     * when the engine has them. The proposed runs are speculative: one that fails is left for the caller to meet
     * when (and only if) it asks for that run. The default is {@link #prefetch(java.util.List, java.util.List)}.
     *
     * @param full friction coefficients for full runs, each &gt;= 0
     * @param verdictOnly friction coefficients for verdict runs, each &gt;= 0; should contain {@code from}
     * @param from the μ whose stick threshold proposes more runs
     * @param then the friction coefficients to run given that threshold (each &gt;= 0)
     * @throws IllegalArgumentException if some μ of {@code full} or {@code verdictOnly} is negative
     */
    default void prefetch(java.util.List<Rational> full, java.util.List<Rational> verdictOnly, Rational from,
            java.util.function.Function<java.util.OptionalDouble, java.util.List<Rational>> then) {
        prefetch(full, verdictOnly);
    }

    /**
     * The runs with terminations, events and force peaks but no samples, work or θ summaries: what a point of the
     * friction sweep shows. The default is {@link #run}.
     *
     * @param mu the friction coefficient, &gt;= 0
     * @return the runs
     */
    default RunOutcome peakRun(Rational mu) {
        return run(mu);
    }

    /**
     * Lets the engine compute {@link #peakRun} results ahead, possibly in parallel; later calls return the same
     * results as without it. The default prefetches full runs.
     *
     * @param mus the friction coefficients, each &gt;= 0
     */
    default void prefetchPeaks(java.util.List<Rational> mus) {
        prefetch(mus, true);
    }
}
