/**
 * Benchmarks of the tracking module (feature-pair updates).
 *
 * <p><b>Semantics.</b> JMH harness only; figures go to docs/BENCHMARKS.md. Approximate (timings).
 */
package org.snapfit.bench.tracking;
