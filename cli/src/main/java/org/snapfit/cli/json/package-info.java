/**
 * Versioned JSON documents written by the command line, among them {@code snapfit-validate/1} (what
 * {@code snapfit validate} found in a drawing or mechanism file).
 *
 * <p><b>Semantics.</b> Guarantees: keys appear in a fixed, documented order; exact values are strings (rationals
 * as {@code "n/d"} or integers); absent values are {@code null}, never a missing key; the same input gives
 * byte-identical text. Exactness kind: the writer adds no error (Exact transcription). Jackson stays inside this
 * package: the DTOs are package-private and carry the only Jackson annotations.
 */
package org.snapfit.cli.json;
