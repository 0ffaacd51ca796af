package org.snapfit.tracking.brep;

import java.util.Arrays;

/**
 * The state {@link BrepDistance} keeps between queries for one kind of sub-problem (face–face, edge–face, face–edge
 * or edge–edge) of every feature pair: a lower bound on its distance and the travel at which it was taken, and the
 * query that last visited it.
 * Plain arrays indexed by the pair's key; mutable, not thread-safe.
 */
final class SubProblems {

    /** Parameters of a solution (A's then B's). */
    final int dim;
    /** The query stamp of the last visit (a sub-problem shared by several face pairs is solved once a query). */
    final int[] done;
    /** A lower bound on the sub-problem's distance (mm) ... */
    final double[] value;
    /** ... taken at this travel (NaN: none kept). */
    final double[] at;

    SubProblems(int count, int dim) {
        this.dim = dim;
        done = new int[count];
        value = new double[count];
        at = new double[count];
        forget();
    }

    /** Forgets every bound (a query from scratch). */
    void forget() {
        Arrays.fill(at, Double.NaN);
    }

    /** The bound of sub-problem key now, the motion since it was taken subtracted (NaN when none is kept). */
    double bound(int key, double travel) {
        return value[key] - (travel - at[key]);
    }
}
