/**
 * Versioned JSON documents written by the command line (Jackson DTOs; no Jackson annotations on domain types).
 *
 * <p><b>Semantics.</b> Plain immutable records, serialised in component order (stable key order; some DTOs also
 * pin it with {@code @JsonPropertyOrder}). Numeric scene documents carry approximate values as JSON numbers (they
 * are floating results, not exact input); exact numbers are written as strings.
 */
package org.snapfit.cli.json;
