/**
 * Benchmarks of the command line's server: warm round trips of {@code snapfit serve} requests over loopback HTTP.
 *
 * <p><b>Semantics.</b> Measures only; asserts nothing but the status of each answer.
 */
package org.snapfit.bench.cli;
