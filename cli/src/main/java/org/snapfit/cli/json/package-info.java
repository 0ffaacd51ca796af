/**
 * Jackson DTOs for the JSON output of the CLI commands (no annotations on domain types).
 *
 * <p><b>Semantics.</b> Plain records mirroring domain results; exact numbers are strings so no value passes
 * through {@code double}; key order is the record component order. Exactness: as the producing command.
 */
package org.snapfit.cli.json;
