/**
 * JMH benchmarks of the qp module: one QP-Collide time step of a cable resting on a support.
 */
package org.snapfit.bench.qp;
