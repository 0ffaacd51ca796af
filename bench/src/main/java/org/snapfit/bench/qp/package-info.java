/**
 * JMH benchmarks of the qp module: one QP-Collide time step of a cable resting on a support, and one drape step of
 * a 1000-particle cable over a 10⁵-triangle STL part.
 */
package org.snapfit.bench.qp;
