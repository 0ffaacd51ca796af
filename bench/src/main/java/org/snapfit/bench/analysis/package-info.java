/** Benchmarks of the analysis library's facade (a warm in-process {@code Analysis.run}). */
package org.snapfit.bench.analysis;
