/**
 * The analyzer (internal): turns the runs of a {@link org.snapfit.analysis.engine.RunEngine} into the verdict,
 * the critical μ brackets, the friction sweep and the warnings of an {@link org.snapfit.analysis.report.AnalysisReport}.
 *
 * <p><b>Semantics.</b> Inputs: a deterministic engine (runs per μ), the mechanism's view, the sample step text and
 * {@link org.snapfit.analysis.engine.AnalyzerOptions}. Guarantees: the same runs give an equal report; critical μ
 * values are brackets whose ends were both decided by exact runs (Certified); a cancelled token is seen before every
 * run the analyzer asks for. Exactness: μ Exact, brackets Certified; forces as the engine delivers them.
 * Depends on {@code report} and {@code progress}.
 */
package org.snapfit.analysis.engine;
