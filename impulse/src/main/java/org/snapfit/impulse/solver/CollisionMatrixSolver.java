package org.snapfit.impulse.solver;

import org.snapfit.core.linalg.PivotedCholesky;
import org.snapfit.core.linalg.Triangular;

/**
 * The rank decision and the (pseudo-)inverse of the collision matrix A = J_c D⁻¹ J_cᵀ for
 * {@link ImpulseSolverEngine}: Cholesky in the natural contact order while every pivot exceeds the rank cut, symmetric
 * pivoting from the first pivot that does not ({@link PivotedCholesky}), the two triangular solves of the full-rank
 * path, the minimum-norm solution of the truncated system on the redundant path, and the basic solution on the pivot
 * contacts. Mutable workspace owned by one engine (not thread-safe); allocation-free after construction;
 * Approximate. A is read from the engine's array (lower triangle, stride c).
 */
final class CollisionMatrixSolver {
    /**
     * When the natural-order factorisation of A stops at a pivot within the rank cut, the columns already formed are
     * kept (and symmetric pivoting continues from there) only if every pivot taken was at least this × max_i A_ii
     * (dimensionless); otherwise the factorisation restarts with full symmetric pivoting, so that a small but kept
     * pivot cannot make the kept factor L₁ ill-conditioned.
     */
    private static final double NATURAL_PIVOT_RATIO = 1e-3;

    private final double rankTolerance;
    private final boolean cholKernels;
    private final boolean triKernels;
    private final boolean gramKernels;
    private final double[] a;
    private final double[] la;
    private final double[] invLa;
    private final double[] kf;
    private final double[] mf;
    private final double[] invM;
    private final int[] perm;
    private final double[] t;
    private final double[] z2;
    private final double[] pivots;
    private boolean identityPermutation;
    private double minNaturalPivot;

    /**
     * Workspaces for up to maxContacts contacts.
     *
     * @param maxContacts the largest c
     * @param rankTolerance the relative rank cut (dimensionless)
     * @param cholKernels whether the straight-line Cholesky kernels are used (up to {@code FixedSizeKernels.MAX_DOF})
     * @param triKernels whether the straight-line triangular-solve kernels are used
     * @param gramKernels whether the straight-line Gram-product kernels are used
     * @param a the engine's collision matrix (shared, read only here)
     */
    CollisionMatrixSolver(int maxContacts, double rankTolerance, boolean cholKernels, boolean triKernels,
            boolean gramKernels, double[] a) {
        this.rankTolerance = rankTolerance;
        this.cholKernels = cholKernels;
        this.triKernels = triKernels;
        this.gramKernels = gramKernels;
        this.a = a;
        this.la = new double[maxContacts * maxContacts];
        this.invLa = new double[maxContacts];
        this.kf = new double[maxContacts * maxContacts];
        this.mf = new double[maxContacts * maxContacts];
        this.invM = new double[maxContacts];
        this.perm = new int[maxContacts];
        this.t = new double[maxContacts];
        this.z2 = new double[maxContacts];
        this.pivots = new double[maxContacts];
    }

    /** The factor L of P A Pᵀ (stride c, rows in pivot order). */
    double[] factor() {
        return la;
    }

    /** The pivot order: row k of L belongs to contact perm[k]. */
    int[] permutation() {
        return perm;
    }

    /** x = P [L₁₁⁻ᵀ L₁₁⁻¹ (Pᵀb)₁; 0]: the least-squares impulses on the r pivot contacts only. */
    void basicSolution(int c, int r, double[] b, double[] x) {
        for (int k = 0; k < r; k++) {
            double s = b[perm[k]];
            int rk = k * c;
            for (int m = 0; m < k; m++) {
                s -= la[rk + m] * t[m];
            }
            t[k] = s / la[rk + k];
        }
        for (int k = r - 1; k >= 0; k--) {
            double s = t[k];
            for (int m = k + 1; m < r; m++) {
                s -= la[m * c + k] * t[m];
            }
            t[k] = s / la[k * c + k];
        }
        for (int i = 0; i < c; i++) {
            x[i] = 0;
        }
        for (int k = 0; k < r; k++) {
            x[perm[k]] = t[k];
        }
    }

    /** Solves (La Laᵀ) v = rhs in place with the first n columns of la (stride n = c). */
    void choleskySolve(int n, double[] v) {
        solveLower(triKernels, la, invLa, n, n, v);
        solveTransposed(triKernels, la, invLa, n, n, v);
    }

    /**
     * Solves F v = rhs in place (F lower n × n, row stride, reciprocal diagonal inv) by rows, two at a time: one dot
     * product loop per pair of unknowns.
     */
    static void solveLower(boolean straightKernels, double[] f, double[] inv, int n, int stride, double[] v) {
        if (straightKernels && n >= 1 && n <= FixedSizeKernels.MAX_DOF) {
            FixedTriangularKernels.solveLower(n, f, inv, stride, v, 0);
        } else {
            Triangular.solveLowerReciprocal(f, inv, n, stride, v);
        }
    }

    /**
     * Solves Fᵀ v = rhs in place (F lower n × n, row stride, reciprocal diagonal inv), column-oriented over the
     * contiguous rows of F, two unknowns per pass.
     */
    static void solveTransposed(boolean straightKernels, double[] f, double[] inv, int n, int stride, double[] v) {
        if (straightKernels && n >= 1 && n <= FixedSizeKernels.MAX_DOF) {
            FixedTriangularKernels.solveTransposed(n, f, inv, stride, v, 0);
        } else {
            Triangular.solveLowerTransposedReciprocal(f, inv, n, stride, v);
        }
    }

    /**
     * Factors A for the rank decision (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., §10.3):
     * P A Pᵀ ≈ L Lᵀ with L c × r in la (stride c, rows in pivot order), the permutation in perm, the reciprocal
     * diagonal in invLa and the remaining Schur-complement diagonal in t. Left-looking Cholesky in the natural contact
     * order first, two columns per pass ({@code columnPair}, pivots from the running diagonal in t), while every pivot
     * exceeds cut = rankTolerance × max_i A_ii; at the first pivot that does not, symmetric (diagonal) pivoting takes
     * over from that column ({@code pivotedFrom}) without redoing the columns already formed. It stops when the
     * largest remaining diagonal is at most the cut; the rank r is the number of pivots taken. (Each row of L has
     * Σ_k l_ik² ≤ A_ii whatever the order, so the Schur complement, hence the cut test, has the same rounding-error
     * bound with or without pivoting.)
     *
     * @return the rank r
     */
    int factor(int c) {
        double maxDiag = 0;
        for (int i = 0; i < c; i++) {
            perm[i] = i;
            double aii = a[i * c + i];
            t[i] = aii;
            maxDiag = Math.max(maxDiag, aii);
        }
        identityPermutation = true;
        if (!(maxDiag > 0)) {
            return 0;
        }
        double cut = rankTolerance * maxDiag;
        int start = cholKernels && c <= FixedSizeKernels.MAX_DOF ? naturalColumnsKernel(c, cut)
                : naturalColumns(c, cut);
        if (start == c) {
            return c;
        }
        if (!(minNaturalPivot >= NATURAL_PIVOT_RATIO * maxDiag)) {
            // a natural pivot was small: restart with full symmetric pivoting so that the kept factor L₁ stays as
            // well conditioned as complete pivoting makes it
            for (int i = 0; i < c; i++) {
                perm[i] = i;
                t[i] = a[i * c + i];
            }
            start = 0;
        }
        int rank = PivotedCholesky.continueFrom(a, c, la, invLa, t, perm, start, cut);
        identityPermutation = PivotedCholesky.isIdentity(perm, c);
        return rank;
    }

    /**
     * {@code naturalColumns} with the straight-line kernel: every natural-order column is formed, those from the first
     * pivot within the cut on are discarded, and the Schur-complement diagonal of the remaining rows is formed from
     * the kept columns (t_i = A_ii − Σ_{k &lt; start} l_ik², the value the loop version's running diagonal holds).
     *
     * @return c, or the first column whose pivot is within the cut
     */
    private int naturalColumnsKernel(int c, double cut) {
        int start = FixedCholeskyKernels.factorLower(c, a, c, la, invLa, t, cut);
        double minPivot = Double.POSITIVE_INFINITY;
        for (int j = 0; j < start; j++) {
            minPivot = Math.min(minPivot, t[j]);
        }
        minNaturalPivot = minPivot;
        for (int i = start; i < c; i++) {
            int ri = i * c;
            double s = a[ri + i];
            for (int k = 0; k < start; k++) {
                double lik = la[ri + k];
                s -= lik * lik;
            }
            t[i] = s;
        }
        return start;
    }

    /**
     * Columns of L in the natural order, two per pass, while every pivot exceeds the cut.
     *
     * @return c, or the first column of the pair whose pivot failed (columns before it are complete, t is up to date)
     */
    private int naturalColumns(int c, double cut) {
        double minPivot = Double.POSITIVE_INFINITY;
        for (int j = 0; j < c; j += 2) {
            int rj = j * c;
            double s = t[j];
            if (!(s > cut)) {
                minNaturalPivot = minPivot;
                return j;
            }
            minPivot = Math.min(minPivot, s);
            double ljj = Math.sqrt(s);
            double inv0 = 1 / ljj;
            la[rj + j] = ljj;
            invLa[j] = inv0;
            if (j + 1 == c) {
                break;
            }
            int rj1 = rj + c;
            double t10 = a[rj1 + j];
            for (int k = 0; k < j; k++) {
                t10 -= la[rj1 + k] * la[rj + k];
            }
            double l10 = t10 * inv0;
            double s1 = t[j + 1] - l10 * l10;
            if (!(s1 > cut)) {
                minNaturalPivot = minPivot;
                return j;
            }
            minPivot = Math.min(minPivot, s1);
            la[rj1 + j] = l10;
            double ljj1 = Math.sqrt(s1);
            double inv1 = 1 / ljj1;
            la[rj1 + j + 1] = ljj1;
            invLa[j + 1] = inv1;
            DenseKernels.columnPair(a, la, la, t, false, c, j + 2, c, j, inv0, inv1, l10);
        }
        return c;
    }

    /** out = A⁻¹ rhs = P (L Lᵀ)⁻¹ Pᵀ rhs at full rank (rhs and out may be the same array). */
    void solveFullRank(int c, double[] rhs, double[] out) {
        if (identityPermutation) {
            if (out != rhs) {
                System.arraycopy(rhs, 0, out, 0, c);
            }
            choleskySolve(c, out);
            return;
        }
        for (int i = 0; i < c; i++) {
            z2[i] = rhs[perm[i]];
        }
        choleskySolve(c, z2);
        for (int i = 0; i < c; i++) {
            out[perm[i]] = z2[i];
        }
    }

    /**
     * The kept range of the truncated factorisation PᵀAP ≈ [L₁; L₂][L₁; L₂]ᵀ (L₁ r × r lower triangular, L₂
     * (c − r) × r) is that of P [I; K] with K = L₂ L₁⁻¹, and its null space that of P [−Kᵀ; I]. So the minimum-norm
     * solution of the truncated system is x = P [I; K] M⁻¹ (L₁L₁ᵀ)⁻¹ M⁻¹ [I Kᵀ] Pᵀ b with M = I + KᵀK
     * (= P L (LᵀL)⁻² Lᵀ Pᵀ b for L = [I; K] L₁, as LᵀL = L₁ᵀ M L₁). M is symmetric positive definite with every
     * eigenvalue ≥ 1, so its Cholesky factor is perfectly conditioned. Stores K in rows r..c−1 of kf and the
     * Cholesky factor of M in mf (both stride c), 1 / diag in invM.
     */
    void rangeBasis(int c, int r) {
        // row i of K: k_i L₁ = l_i, i.e. L₁ᵀ k_iᵀ = l_iᵀ (back substitution, columns r − 1 down to 0)
        boolean fits = r <= FixedSizeKernels.MAX_DOF;
        for (int i = r; i < c; i++) {
            int ri = i * c;
            if (triKernels && fits) {
                System.arraycopy(la, ri, kf, ri, r);
                FixedTriangularKernels.solveTransposed(r, la, invLa, c, kf, ri);
                continue;
            }
            for (int j = r - 1; j >= 0; j--) {
                double s = la[ri + j];
                for (int m = j + 1; m < r; m++) {
                    s -= kf[ri + m] * la[m * c + j];
                }
                kf[ri + j] = s * invLa[j];
            }
        }
        // M = I + KᵀK (lower triangle), then its Cholesky factor in place, column by column (every pivot ≥ 1)
        if (gramKernels && fits) {
            FixedGramKernels.identityPlusGram(r, kf, r, c, c, mf);
        } else {
            for (int j = 0; j < r; j++) {
                for (int k = 0; k <= j; k++) {
                    double s = j == k ? 1 : 0;
                    for (int i = r; i < c; i++) {
                        s += kf[i * c + j] * kf[i * c + k];
                    }
                    mf[j * c + k] = s;
                }
            }
        }
        if (cholKernels && fits) {
            FixedCholeskyKernels.factorLower(r, mf, c, mf, invM, pivots, 0);
            return;
        }
        for (int j = 0; j < r; j++) {
            int rj = j * c;
            for (int k = 0; k <= j; k++) {
                double s = mf[rj + k];
                for (int m = 0; m < k; m++) {
                    s -= mf[rj + m] * mf[k * c + m];
                }
                if (k < j) {
                    mf[rj + k] = s * invM[k];
                } else {
                    double mjj = Math.sqrt(s);
                    mf[rj + j] = mjj;
                    invM[j] = 1 / mjj;
                }
            }
        }
    }

    /**
     * out = A† rhs = P [I; K] M⁻¹ (L₁L₁ᵀ)⁻¹ M⁻¹ [I Kᵀ] Pᵀ rhs with the factors of {@code factorCollisionMatrix} and
     * {@code rangeBasis} (rank r; rhs and out may be the same array).
     */
    void applyPseudoInverse(int c, int r, double[] rhs, double[] out) {
        if (r == 0) {
            for (int i = 0; i < c; i++) {
                out[i] = 0;
            }
            return;
        }
        for (int i = 0; i < c; i++) {
            t[i] = rhs[perm[i]];
        }
        boolean kernels = gramKernels && r <= FixedSizeKernels.MAX_DOF;
        // u = [I Kᵀ] t
        if (kernels) {
            FixedGramKernels.rowsTransposedTimes(r, kf, r, c, c, t, z2);
        }
        for (int j = kernels ? r : 0; j < r; j++) {
            double s = t[j];
            for (int i = r; i < c; i++) {
                s += kf[i * c + j] * t[i];
            }
            z2[j] = s;
        }
        solveLower(triKernels, mf, invM, r, c, z2);
        solveTransposed(triKernels, mf, invM, r, c, z2);
        solveLower(triKernels, la, invLa, r, c, z2);
        solveTransposed(triKernels, la, invLa, r, c, z2);
        solveLower(triKernels, mf, invM, r, c, z2);
        solveTransposed(triKernels, mf, invM, r, c, z2);
        for (int j = 0; j < r; j++) {
            out[perm[j]] = z2[j];
        }
        if (kernels) {
            FixedGramKernels.rowsTimes(r, kf, r, c, c, z2, t);
            for (int i = r; i < c; i++) {
                out[perm[i]] = t[i];
            }
            return;
        }
        for (int i = r; i < c; i++) {
            int ri = i * c;
            double s = 0;
            for (int j = 0; j < r; j++) {
                s += kf[ri + j] * z2[j];
            }
            out[perm[i]] = s;
        }
    }
}
