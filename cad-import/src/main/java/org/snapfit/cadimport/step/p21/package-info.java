/**
 * ISO 10303-21 (STEP Part 21) clear-text lexer and parser.
 *
 * <p><b>Semantics.</b> Accepts the exchange structure of ISO 10303-21 (header, one or more DATA sections, simple
 * and complex instances, all parameter kinds and string escapes, comments anywhere, keywords in any case) and
 * produces an immutable {@link org.snapfit.cadimport.step.p21.P21File} in which every instance keeps the line on
 * which it starts. Numbers keep their literal text beside the double value (Exact as text, Approximate as double).
 * Malformed text ends the parse with an {@link org.snapfit.cadimport.diag.ImportException} naming the line; no
 * other exception escapes for any input. Memory is proportional to the input; nesting depth is bounded.
 */
package org.snapfit.cadimport.step.p21;
