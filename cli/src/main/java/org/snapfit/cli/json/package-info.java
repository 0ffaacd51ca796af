/**
 * Versioned JSON documents written by the command line ({@code snapfit-simulation}, {@code snapfit-validate/1},
 * {@code snapfit-inspect/1}, the scene documents and the root/arrangement outputs).
 *
 * <p><b>Semantics.</b> Guarantees: keys appear in a fixed, documented order; exact values are strings (rationals as
 * {@code "n/d"}, decimals, or integers) so no exact value passes through {@code double}; the same input gives
 * byte-identical text. Jackson stays inside the cli module: no Jackson annotations on domain types.
 */
package org.snapfit.cli.json;
