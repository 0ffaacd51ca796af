package org.snapfit.core.linalg;

/**
 * Rank-revealing Cholesky with symmetric (diagonal) pivoting of a symmetric positive semi-definite matrix,
 * P A P&#7488; &asymp; L L&#7488; with L c &times; r lower trapezoidal (Higham, <i>Accuracy and Stability of
 * Numerical Algorithms</i>, 2nd ed., &sect;10.3): at each step the largest remaining Schur-complement diagonal is
 * the next pivot, and the factorisation stops when it is at most the caller's cut; the rank r is the number of pivots
 * taken. Stateless, allocation-free and thread-safe; Approximate.
 *
 * <p>It can continue a factorisation that was begun in the natural order ({@link #continueFrom}): the columns
 * already formed stay, and pivoting takes over from the given column. Each row of L has &Sigma;<sub>k</sub>
 * l<sub>ik</sub>&sup2; &le; A<sub>ii</sub> in any order, so the remaining diagonal (and with it the cut test) has
 * the same rounding-error bound with or without pivoting.
 *
 * <p>Layout: A is read from its lower triangle (row stride c); L is written to l (row stride c, rows in pivot
 * order), its reciprocal diagonal to inv, the remaining Schur-complement diagonal to diag, the permutation to perm
 * (row k of L belongs to the original index perm[k]).
 */
public final class PivotedCholesky {

    private PivotedCholesky() {
    }

    /**
     * Factors from scratch: perm = identity, diag = diag(A), then {@link #continueFrom} column 0.
     *
     * @param a the symmetric positive semi-definite matrix (lower triangle read, stride c)
     * @param c the order
     * @param l receives L (stride c)
     * @param inv receives 1 / L<sub>kk</sub> for k &lt; r
     * @param diag receives the remaining Schur-complement diagonal (in pivot order)
     * @param perm receives the permutation
     * @param cut the largest remaining diagonal must exceed this for another pivot (unit of A's entries)
     * @return the rank r
     */
    public static int factor(double[] a, int c, double[] l, double[] inv, double[] diag, int[] perm, double cut) {
        for (int i = 0; i < c; i++) {
            perm[i] = i;
            diag[i] = a[i * c + i];
        }
        return continueFrom(a, c, l, inv, diag, perm, 0, cut);
    }

    /**
     * Continues the factorisation from column start with symmetric pivoting. On entry columns 0..start&minus;1 of
     * l, inv, perm and the remaining diagonal of rows start..c&minus;1 (in their current order) must be those of a
     * factorisation of the same A.
     *
     * @param a the symmetric positive semi-definite matrix (lower triangle read, stride c)
     * @param c the order
     * @param l the factor (stride c), columns start.. written
     * @param inv the reciprocal diagonal, entries start..r&minus;1 written
     * @param diag the remaining diagonal, updated
     * @param perm the permutation, updated
     * @param start the first column to form
     * @param cut the largest remaining diagonal must exceed this for another pivot
     * @return the rank r (&ge; start)
     */
    public static int continueFrom(double[] a, int c, double[] l, double[] inv, double[] diag, int[] perm, int start,
            double cut) {
        int rank = start;
        while (rank < c) {
            int k = rank;
            int best = k;
            for (int i = k + 1; i < c; i++) {
                if (diag[i] > diag[best]) {
                    best = i;
                }
            }
            double s = diag[best];
            if (!(s > cut)) {
                break;
            }
            if (best != k) {
                swapRows(l, c, diag, perm, k, best);
            }
            double lkk = Math.sqrt(s);
            double r = 1 / lkk;
            int rk = k * c;
            l[rk + k] = lkk;
            inv[k] = r;
            int pk = perm[k];
            for (int i = k + 1; i < c; i += 2) {
                // two rows at a time; past the end, the second row repeats the first and is not stored
                boolean pair = i + 1 < c;
                int r0 = i * c;
                int r1 = pair ? r0 + c : r0;
                double s0 = symmetric(a, c, perm[i], pk);
                double s1 = symmetric(a, c, pair ? perm[i + 1] : perm[i], pk);
                for (int m = 0; m < k; m++) {
                    double lkm = l[rk + m];
                    s0 -= l[r0 + m] * lkm;
                    s1 -= l[r1 + m] * lkm;
                }
                double l0 = s0 * r;
                l[r0 + k] = l0;
                diag[i] -= l0 * l0;
                if (pair) {
                    double l1 = s1 * r;
                    l[r1 + k] = l1;
                    diag[i + 1] -= l1 * l1;
                }
            }
            rank++;
        }
        return rank;
    }

    /**
     * Whether the first c entries of perm are 0, 1, &hellip;, c &minus; 1.
     *
     * @param perm the permutation
     * @param c its length
     * @return true for the identity
     */
    public static boolean isIdentity(int[] perm, int c) {
        for (int i = 0; i < c; i++) {
            if (perm[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** A_pq from the lower triangle. */
    private static double symmetric(double[] a, int c, int p, int q) {
        return p > q ? a[p * c + q] : a[q * c + p];
    }

    /** Swaps pivot rows p and q: the computed columns of l, the remaining diagonal and the permutation. */
    private static void swapRows(double[] l, int c, double[] diag, int[] perm, int p, int q) {
        int tp = perm[p];
        perm[p] = perm[q];
        perm[q] = tp;
        double td = diag[p];
        diag[p] = diag[q];
        diag[q] = td;
        int rp = p * c;
        int rq = q * c;
        for (int j = 0; j < p; j++) {
            double tmp = l[rp + j];
            l[rp + j] = l[rq + j];
            l[rq + j] = tmp;
        }
    }
}
