/**
 * The files of an analysis: {@code report.json}, {@code force.csv}, {@code force.svg/png}, {@code theta.svg/png},
 * {@code mechanism.svg}, {@code report.html}, and the plain-text summary for standard output.
 *
 * <p><b>Semantics.</b> Input: an {@link org.snapfit.analysis.report.AnalysisReport} and an output folder. Guarantees:
 * every file is written as UTF-8 with {@code "\n"} line ends; {@code report.json} is byte-identical for the same
 * report; {@code report.html} is one self-contained page (inline CSS and SVG, no script, no external resource) in
 * which every text from the input is HTML-escaped (Apache Commons Text). Exactness kind: Exact transcription of the
 * report's values (CSV doubles are shortest round-trip decimals); human-readable tables round to
 * {@link org.snapfit.analysis.report.Texts#HUMAN_DIGITS} significant digits.
 *
 * <p>Package order: {@code report} → {@code json}, {@code plot} → this package.
 */
package org.snapfit.analysis.output;
