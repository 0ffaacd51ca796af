/**
 * JMH benchmarks of the exact sweep: full simulations of reference mechanisms.
 *
 * <p><b>Semantics.</b> Measurement code only; no API. Exactness kind: not applicable.
 */
package org.snapfit.bench.sweep;
