/**
 * The bridge from the exact simulation ({@code org.snapfit.sweep}) to the report model: a {@link
 * org.snapfit.analysis.engine.RunEngine} running {@code Simulator} insertions and retractions, and the conversion of a
 * {@code SimulationResult} into a {@link org.snapfit.analysis.report.RunReport}.
 *
 * <p><b>Semantics.</b> Input: a validated {@code Mechanism} and a sample step (exact, &gt; 0, mm). Guarantees: the
 * retraction starts from the insertion's final per-pawl states with the velocity reversed over the same travel;
 * samples are taken at every s = k·step (k = 0, 1, …, the text of s exact) up to the end of the run, plus the left
 * and right limits at every event and the left limit at the run's end; event and termination times are copied as
 * exact algebraic numbers (polynomial, isolating interval, 20-digit decimal). Exactness kind: Exact for times and
 * μ; forces, work and angles Approximate as delivered by the sweep's force evaluator (about 1e-12 relative).
 */
package org.snapfit.analysis.exact;
