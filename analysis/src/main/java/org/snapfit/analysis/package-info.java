/**
 * The facade: {@link org.snapfit.analysis.Analysis#run} turns an {@link org.snapfit.analysis.AnalysisRequest} (a
 * {@link org.snapfit.analysis.MechanismSource} and {@link org.snapfit.analysis.AnalysisOptions}) into an
 * {@link org.snapfit.analysis.AnalysisResult}: the report model, its {@code snapfit-report/1} JSON and the output
 * files.
 *
 * <p><b>Semantics.</b> Inputs: a mechanism file ({@code snapfit-mechanism/1} JSON, a JSON naming a DXF drawing, a
 * DXF drawing), an in-memory {@code Mechanism}, or in-memory profiles with physical parameters; options whose
 * exact values (friction, stiffness, travel, sample step, retract travel, μ range) are rationals or exact texts,
 * never doubles. Guarantees: the same request gives an equal report and byte-identical documents, whatever thread
 * or listener; bad input raises an {@link org.snapfit.analysis.AnalysisInputException} naming the file, line,
 * entity, field and {@link org.snapfit.analysis.Parameter} (never a command-line option); a cancelled run raises
 * {@link org.snapfit.analysis.progress.AnalysisCancelledException} and returns nothing. Exactness kind: as the
 * report model states (times and μ Exact, critical μ Certified, forces Approximate).
 *
 * <p>Package order (a DAG): {@code progress} → {@code report} → {@code engine} → {@code exact}, {@code json},
 * {@code plot} → {@code output} → this package. Only this package, {@code report} and {@code progress} are
 * exported; the others are the module's internals.
 */
package org.snapfit.analysis;
