/**
 * The designer's answer: insertion and retraction runs turned into a verdict, forces, energies, warnings and a
 * friction sweep.
 *
 * <p><b>Semantics.</b> Inputs are run results of the exact snap-fastener simulation (event times as exact algebraic
 * numbers with a decimal, forces evaluated numerically at exact configurations) handed over as {@link
 * org.snapfit.analysis.report.RunReport} values by a {@link org.snapfit.analysis.engine.RunEngine}, plus the mechanism's
 * geometry as a {@link org.snapfit.analysis.report.MechanismView}. Guarantees: every value type is an immutable record
 * validated on construction; the {@link org.snapfit.analysis.engine.Analyzer} is deterministic (the same runs give an
 * equal {@link org.snapfit.analysis.report.AnalysisReport}); sample positions are exact multiples of the sample step.
 * Exactness kind: event times, termination times, μ values and critical-μ brackets are <em>Exact</em> (critical μ
 * as a rational bracket found by bisection over exact runs: <em>Certified</em>); forces, work, click energies and
 * angles in degrees are <em>Approximate</em> (double evaluation at exact points, about 1e-12 relative, work by
 * composite quadrature). Units: mm, N, N·mm, rad; the travelled distance s is in mm.
 *
 * <p>Package order: value records → {@link org.snapfit.analysis.engine.Analyzer}; depends on {@code core.geom} and
 * {@code algebra.number} only.
 */
package org.snapfit.analysis.report;
