/**
 * Versioned JSON documents written by the command line: {@code snapfit-report/1} (see {@code docs/report-format.md}
 * and {@code docs/report.schema.json}).
 *
 * <p><b>Semantics.</b> Input: an {@link org.snapfit.cli.report.AnalysisReport}. Guarantees: keys appear in a fixed,
 * documented order; every number that is a measurement or an exact value is a string (exact rationals as
 * {@code "n/d"} or decimals, doubles as their shortest round-trip decimal, {@code "+Infinity"} for unbounded
 * one-sided limits); counters ({@code seq}) are JSON integers; absent values are {@code null}, never a missing key;
 * the text uses {@code "\n"} line ends; the same report gives byte-identical text. Exactness kind: the writer adds
 * no error (Exact transcription of the report's values). Jackson stays inside this package: the DTOs are
 * package-private and carry the only Jackson annotations.
 */
package org.snapfit.cli.json;
