/**
 * Versioned JSON documents written by the command line: {@code snapfit-report/1} (see
 * {@code docs/report-format.md} and {@code docs/report.schema.json}), {@code snapfit-validate/1} and the output of
 * {@code snapfit roots}; Jackson DTOs, no Jackson annotation on domain types.
 *
 * <p><b>Semantics.</b> Input: an {@link org.snapfit.cli.report.AnalysisReport} (or a command's result). Guarantees:
 * keys appear in a fixed, documented order (record component order, pinned by {@code @JsonPropertyOrder}); every
 * number that is a measurement or an exact value is a string (exact rationals as {@code "n/d"} or decimals,
 * doubles as their shortest round-trip decimal, {@code "+Infinity"} for unbounded one-sided limits), so no exact
 * value passes through {@code double}; counters ({@code seq}) are JSON integers; absent values are {@code null},
 * never a missing key; the report uses {@code "\n"} line ends and the same report gives byte-identical text.
 * Exactness kind: the writers add no error (Exact transcription of the values they are given).
 */
package org.snapfit.cli.json;
