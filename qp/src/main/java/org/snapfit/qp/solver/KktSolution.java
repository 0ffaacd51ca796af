package org.snapfit.qp.solver;

import org.snapfit.core.linalg.BandLdlt;

/**
 * The solution of one KKT solve of {@link SparseKktPath}: x and μ_A, or null x with the index of the row whose
 * pivot was tiny (-1 when the band was too wide or a variable pivot failed); the factor and the interleaved
 * positions of the variables and rows, for further solves on the same factor.
 */
record KktSolution(double[] x, double[] mu, int failedRow, BandLdlt factor, int[] posVar, int[] posRow) {
}
