/**
 * JMH benchmarks, one sub-package per module. Run with {@code java -jar bench/target/benchmarks.jar}; the figures
 * and their commands are recorded in {@code docs/BENCHMARKS.md}.
 */
package org.snapfit.bench;
