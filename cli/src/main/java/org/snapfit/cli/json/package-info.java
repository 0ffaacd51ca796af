/**
 * Versioned JSON documents written by the command line, as Jackson DTOs (records with a fixed property order).
 *
 * <p><b>Semantics.</b> DTOs mirror domain results without annotating domain types; exact numbers are written as
 * strings, approximate (double) results as JSON numbers printed in full. Key order is stable. Exactness kind: as
 * the result they carry.
 */
package org.snapfit.cli.json;
