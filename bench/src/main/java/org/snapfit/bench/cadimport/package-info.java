/**
 * Benchmarks of the CAD readers (module {@code cad-import}): DXF reading on the test drawings, and the STEP
 * reader on a 10 MB file built by replicating a test fixture.
 *
 * <p><b>Semantics.</b> Measurement code only; the figures go to docs/BENCHMARKS.md with their command.
 */
package org.snapfit.bench.cadimport;
