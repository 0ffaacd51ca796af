package org.snapfit.impulse.solver;

import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.impulse.internal.Dense;

/**
 * The allocation-free kernel of the passive multi-contact collision resolution of Constantinescu, Salcudean and
 * Croft, "Impulsive forces for haptic rendering of rigid contacts", eq. (15) with the dimensionally correct
 * inverse inertia of the paper's appendix, eqs. (17)–(23):
 *
 * <pre>
 *   A = J_c D⁻¹ J_cᵀ,   p = −(1 + e) A† J_c q̇₀,   q̇ = q̇₀ + D⁻¹ J_cᵀ p.
 * </pre>
 *
 * <p>Mutable (it owns preallocated workspaces sized at construction) and not thread-safe: use one engine per
 * thread. {@link #resolve} allocates nothing. Approximate (floating point) with these documented decisions:
 * <ul>
 *   <li>D is factored by Cholesky, D = L Lᵀ; a pivot that is not positive (or NaN) rejects D as not SPD.</li>
 *   <li>A is formed as the Gram matrix WᵀW of W = L⁻¹ J_cᵀ, so it is symmetric positive semi-definite by
 *       construction and J_c q̇₀ lies in its range.</li>
 *   <li>Fast path: Cholesky of A, accepted when every pivot exceeds {@code rankTolerance × max_i A_ii}.</li>
 *   <li>Otherwise the pseudo-inverse path: a cyclic Jacobi eigen-decomposition A = V Λ Vᵀ (for a symmetric
 *       positive semi-definite matrix this is its SVD), keeping eigenvalues {@code λ > rankTolerance × λ_max};
 *       the rank is the number kept.</li>
 * </ul>
 * Passivity (appendix, eqs. 19–20 and 23): with Lᵀq̇ = Lᵀq̇₀ − (1 + e) P Lᵀq̇₀ for the orthogonal projector P onto
 * the kept range, 2 KE = |(I − P) Lᵀq̇₀|² + e² |P Lᵀq̇₀|² ≤ 2 KE₀ for every e ∈ [0, 1], whatever the rank decision.
 */
public final class ImpulseSolverEngine {

    /** Relative asymmetry |D_ij − D_ji| ≤ this × max(|D_ij|, |D_ji|) accepted in the inertia (dimensionless). */
    public static final double SYMMETRY_TOLERANCE = 1e-12;
    /**
     * Threshold Jacobi: an off-diagonal entry is annihilated only while it exceeds this times the Frobenius norm
     * of A, and the sweeps stop when a whole sweep rotates nothing (dimensionless; a few units of the double
     * rounding error, so the eigenvalues carry errors of that order times ‖A‖, far below the rank cut).
     */
    public static final double JACOBI_CONVERGENCE = 1e-15;
    /** The most cyclic Jacobi sweeps before the eigen-solver reports a bug (it converges quadratically). */
    public static final int MAX_JACOBI_SWEEPS = 60;

    private final int maxDof;
    private final int maxContacts;
    private final double rankTolerance;
    private final double[] l;
    private final double[] w;
    private final double[] a;
    private final double[] v;
    private final double[] b;
    private final double[] x;
    private final double[] z;
    private final double[] y;
    private final double[] g;
    private final double[] delta;
    private double eigenCut;
    private int lastSweeps;
    private boolean choleskyEnabled = true;
    private InversePath lastPath = InversePath.NONE;
    private int lastRank;
    private double lastKeBefore;
    private double lastKeAfter;

    /**
     * Creates an engine with workspaces for problems up to the given size.
     *
     * @param maxDof the largest number of degrees of freedom d, {@code >= 1}
     * @param maxContacts the largest number of colliding contacts c, {@code >= 1}
     * @param rankTolerance the relative rank tolerance (dimensionless), in (0, 1)
     * @throws IllegalArgumentException if a size is below 1 or the tolerance is outside (0, 1)
     */
    public ImpulseSolverEngine(int maxDof, int maxContacts, double rankTolerance) {
        if (maxDof < 1) {
            throw new IllegalArgumentException("maxDof = " + maxDof + "; it must be >= 1");
        }
        if (maxContacts < 1) {
            throw new IllegalArgumentException("maxContacts = " + maxContacts + "; it must be >= 1");
        }
        if (!(rankTolerance > 0 && rankTolerance < 1)) {
            throw new IllegalArgumentException("rankTolerance = " + rankTolerance + "; it must lie in (0, 1)");
        }
        this.maxDof = maxDof;
        this.maxContacts = maxContacts;
        this.rankTolerance = rankTolerance;
        this.l = new double[maxDof * maxDof];
        this.w = new double[maxContacts * maxDof];
        this.a = new double[maxContacts * maxContacts];
        this.v = new double[maxContacts * maxContacts];
        this.b = new double[maxContacts];
        this.x = new double[maxContacts];
        this.z = new double[maxDof];
        this.y = new double[maxDof];
        this.g = new double[maxContacts];
        this.delta = new double[maxContacts];
    }

    /**
     * Resolves one collision state (eq. 15). Inputs are read, never modified; outputs are overwritten.
     *
     * @param inertia D, row-major d × d, symmetric positive definite (kg, kg·m, kg·m² entries as the coordinates
     *     require)
     * @param jacobian J_c, row-major c × d, row i = n_iᵀ J_i (eqs. 9, 12–14)
     * @param velocity q̇₀, length ≥ d, the pre-collision generalised velocity
     * @param d the number of degrees of freedom, {@code 1 <= d <= maxDof}
     * @param c the number of colliding contacts, {@code 0 <= c <= maxContacts}
     * @param restitution e ∈ [0, 1]
     * @param impulsesOut receives p (length ≥ c)
     * @param velocityOut receives q̇ (length ≥ d)
     * @return the rank kept for A (c on the Cholesky path)
     * @throws IllegalArgumentException if a size is out of range, an array is too short, e is outside [0, 1],
     *     an input is NaN or infinite, or D is not symmetric positive definite (the message names the quantity)
     */
    public int resolve(double[] inertia, double[] jacobian, double[] velocity, int d, int c, double restitution,
            double[] impulsesOut, double[] velocityOut) {
        check(inertia, jacobian, velocity, d, c, restitution, impulsesOut, velocityOut);
        factorInertia(inertia, d);
        // y0 = Lᵀ q̇₀, so 2 KE₀ = |y0|²
        double ke0 = 0;
        for (int i = 0; i < d; i++) {
            double s = 0;
            for (int k = i; k < d; k++) {
                s += l[k * d + i] * velocity[k];
            }
            y[i] = s;
            ke0 += s * s;
        }
        lastKeBefore = ke0 / 2;
        if (c == 0) {
            System.arraycopy(velocity, 0, velocityOut, 0, d);
            lastPath = InversePath.NONE;
            lastRank = 0;
            lastKeAfter = lastKeBefore;
            return 0;
        }
        formCollisionMatrix(jacobian, velocity, d, c);
        int rank;
        if (choleskyEnabled && choleskyFactor(c)) {
            lastPath = InversePath.CHOLESKY;
            rank = c;
        } else {
            lastPath = InversePath.PSEUDO_INVERSE;
            rank = eigenFactor(c);
        }
        lastRank = rank;
        applyInverse(c, b, x);
        refine(d, c);
        double scale = -(1 + restitution);
        for (int i = 0; i < c; i++) {
            impulsesOut[i] = scale * x[i];
        }
        // z = W p = L⁻¹ J_cᵀ p; q̇ = q̇₀ + L⁻ᵀ z; Lᵀ q̇ = y0 + z
        for (int k = 0; k < d; k++) {
            z[k] = 0;
        }
        for (int i = 0; i < c; i++) {
            double pi = impulsesOut[i];
            int row = i * d;
            for (int k = 0; k < d; k++) {
                z[k] += pi * w[row + k];
            }
        }
        double ke = 0;
        for (int k = 0; k < d; k++) {
            double yk = y[k] + z[k];
            ke += yk * yk;
        }
        lastKeAfter = ke / 2;
        for (int i = d - 1; i >= 0; i--) {
            double s = z[i];
            for (int k = i + 1; k < d; k++) {
                s -= l[k * d + i] * z[k];
            }
            z[i] = s / l[i * d + i];
        }
        for (int i = 0; i < d; i++) {
            velocityOut[i] = velocity[i] + z[i];
        }
        return rank;
    }

    /**
     * Resolves one collision state like {@link #resolve} and packs the outcome into an immutable result
     * (allocates the result's arrays).
     *
     * @param inertia D, row-major d × d
     * @param jacobian J_c, row-major c × d
     * @param velocity q̇₀
     * @param d the number of degrees of freedom
     * @param c the number of rows
     * @param restitution e ∈ [0, 1]
     * @return impulses, velocity after, J_cᵀp, energies, rank and path
     * @throws IllegalArgumentException as {@link #resolve}
     */
    public CollisionResult solve(double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            double restitution) {
        double[] p = new double[c];
        double[] qd = new double[d];
        int rank = resolve(inertia, jacobian, velocity, d, c, restitution, p, qd);
        double[] jtp = new double[d];
        for (int i = 0; i < c; i++) {
            for (int k = 0; k < d; k++) {
                jtp[k] += jacobian[i * d + k] * p[i];
            }
        }
        return new CollisionResult(p, qd, jtp, lastKeBefore, lastKeAfter, rank, lastPath);
    }

    /**
     * The inverse path taken by the last {@link #resolve} call.
     *
     * @return the path, {@link InversePath#NONE} before the first call or when there were no contacts
     */
    public InversePath lastPath() {
        return lastPath;
    }

    /**
     * The rank kept by the last {@link #resolve} call.
     *
     * @return the rank, {@code 0 <= rank <= c}
     */
    public int lastRank() {
        return lastRank;
    }

    /**
     * The kinetic energy ½ q̇₀ᵀ D q̇₀ before the last resolution (J when D is in kg·m² units).
     *
     * @return the energy before
     */
    public double lastKineticEnergyBefore() {
        return lastKeBefore;
    }

    /**
     * The kinetic energy ½ q̇ᵀ D q̇ after the last resolution, computed as ½ |Lᵀq̇₀ + L⁻¹J_cᵀp|².
     *
     * @return the energy after
     */
    public double lastKineticEnergyAfter() {
        return lastKeAfter;
    }

    /** Jacobi sweeps of the last pseudo-inverse resolution (including the final sweep that rotates nothing). */
    int lastSweeps() {
        return lastSweeps;
    }

    /** Test hook: with {@code false}, every resolution takes the pseudo-inverse path. */
    void setCholeskyEnabled(boolean enabled) {
        this.choleskyEnabled = enabled;
    }

    private void check(double[] inertia, double[] jacobian, double[] velocity, int d, int c, double e,
            double[] pOut, double[] vOut) {
        if (d < 1 || d > maxDof) {
            throw new IllegalArgumentException("d = " + d + "; the number of degrees of freedom must lie in [1, "
                    + maxDof + "] for this engine");
        }
        if (c < 0 || c > maxContacts) {
            throw new IllegalArgumentException("c = " + c + "; the number of contacts must lie in [0, "
                    + maxContacts + "] for this engine");
        }
        if (!(e >= 0 && e <= 1)) {
            throw new IllegalArgumentException("restitution e = " + e + "; it must lie in [0, 1]");
        }
        requireLength("inertia D", inertia, d * d);
        requireLength("jacobian J_c", jacobian, c * d);
        requireLength("velocity q̇₀", velocity, d);
        requireLength("impulsesOut", pOut, c);
        requireLength("velocityOut", vOut, d);
        for (int i = 0; i < d; i++) {
            if (!Double.isFinite(velocity[i])) {
                throw new IllegalArgumentException("velocity q̇₀[" + i + "] = " + velocity[i] + "; it must be finite");
            }
            for (int k = 0; k < d; k++) {
                double dik = inertia[i * d + k];
                if (!Double.isFinite(dik)) {
                    throw new IllegalArgumentException("inertia D[" + i + "][" + k + "] = " + dik
                            + "; it must be finite");
                }
                double dki = inertia[k * d + i];
                if (Math.abs(dik - dki) > SYMMETRY_TOLERANCE * Math.max(Math.abs(dik), Math.abs(dki))) {
                    throw new IllegalArgumentException("inertia D[" + i + "][" + k + "] = " + dik + " but D[" + k
                            + "][" + i + "] = " + dki + "; the inertia must be symmetric");
                }
            }
        }
        for (int i = 0; i < c * d; i++) {
            if (!Double.isFinite(jacobian[i])) {
                throw new IllegalArgumentException("jacobian J_c[" + (i / d) + "][" + (i % d) + "] = " + jacobian[i]
                        + "; it must be finite");
            }
        }
    }

    private static void requireLength(String name, double[] array, int n) {
        if (array.length < n) {
            throw new IllegalArgumentException(name + " has length " + array.length + "; it needs at least " + n
                    + " entries");
        }
    }

    private void factorInertia(double[] inertia, int d) {
        int failed = Dense.cholesky(inertia, l, d, 0);
        if (failed >= 0) {
            throw new IllegalArgumentException("inertia D is not positive definite: Cholesky pivot " + failed + " = "
                    + Dense.pivot(inertia, l, d, failed)
                    + "; the configuration-space inertia must be symmetric positive definite");
        }
    }

    /** W rows w_i = L⁻¹ J_iᵀ, A = W Wᵀ (c × c, stored in a with stride c), b = J_c q̇₀. */
    private void formCollisionMatrix(double[] jacobian, double[] velocity, int d, int c) {
        for (int i = 0; i < c; i++) {
            int row = i * d;
            double bi = 0;
            for (int k = 0; k < d; k++) {
                bi += jacobian[row + k] * velocity[k];
                double s = jacobian[row + k];
                for (int m = 0; m < k; m++) {
                    s -= l[k * d + m] * w[row + m];
                }
                w[row + k] = s / l[k * d + k];
            }
            b[i] = bi;
        }
        for (int i = 0; i < c; i++) {
            for (int j = 0; j <= i; j++) {
                double s = 0;
                int ri = i * d;
                int rj = j * d;
                for (int k = 0; k < d; k++) {
                    s += w[ri + k] * w[rj + k];
                }
                a[i * c + j] = s;
                a[j * c + i] = s;
            }
        }
    }

    /** Cholesky of A into v (lower, stride c); false if a pivot is at or below the rank threshold. */
    private boolean choleskyFactor(int c) {
        double maxDiag = 0;
        for (int i = 0; i < c; i++) {
            maxDiag = Math.max(maxDiag, a[i * c + i]);
        }
        double threshold = rankTolerance * maxDiag;
        if (!(maxDiag > 0)) {
            return false;
        }
        return Dense.cholesky(a, v, c, threshold) < 0;
    }

    /** out = A⁻¹ rhs (Cholesky factor in v) or A† rhs (eigenvectors in v, eigenvalues on a's diagonal). */
    private void applyInverse(int c, double[] rhs, double[] out) {
        if (lastPath == InversePath.CHOLESKY) {
            System.arraycopy(rhs, 0, out, 0, c);
            Dense.choleskySolve(v, c, out);
            return;
        }
        for (int i = 0; i < c; i++) {
            out[i] = 0;
        }
        for (int m = 0; m < c; m++) {
            double lambda = a[m * c + m];
            if (!(lambda > eigenCut)) {
                continue;
            }
            double s = 0;
            for (int i = 0; i < c; i++) {
                s += v[i * c + m] * rhs[i];
            }
            s /= lambda;
            for (int i = 0; i < c; i++) {
                out[i] += s * v[i * c + m];
            }
        }
    }

    /**
     * One step of the corrected semi-normal equations (Björck, Numerical Methods for Least Squares Problems,
     * §2.5.4): with s = Lᵀq̇₀ − W x, x += A† Wᵀ s. It brings the projection W x to the accuracy of a QR-based one
     * for the conditioning met in practice, which keeps e = 1 energy conservation near the rounding level.
     */
    private void refine(int d, int c) {
        for (int k = 0; k < d; k++) {
            z[k] = y[k];
        }
        for (int i = 0; i < c; i++) {
            double xi = x[i];
            int row = i * d;
            for (int k = 0; k < d; k++) {
                z[k] -= xi * w[row + k];
            }
        }
        for (int i = 0; i < c; i++) {
            double s = 0;
            int row = i * d;
            for (int k = 0; k < d; k++) {
                s += w[row + k] * z[k];
            }
            g[i] = s;
        }
        applyInverse(c, g, delta);
        for (int i = 0; i < c; i++) {
            x[i] += delta[i];
        }
    }

    /**
     * The eigen-decomposition behind A† by a cyclic Jacobi eigen-decomposition of A (Golub and Van Loan, Matrix Computations, 4th ed.,
     * Algorithm 8.5.3) with eigenvalues at or below rankTolerance × λ_max dropped. Destroys a.
     */
    private int eigenFactor(int c) {
        double frob = 0;
        for (int i = 0; i < c * c; i++) {
            frob += a[i] * a[i];
            v[i] = 0;
        }
        for (int i = 0; i < c; i++) {
            v[i * c + i] = 1;
        }
        double threshold = JACOBI_CONVERGENCE * Math.sqrt(frob);
        int sweep = 0;
        boolean rotated = true;
        while (rotated) {
            if (++sweep > MAX_JACOBI_SWEEPS) {
                throw new SnapfitInternalError("Jacobi eigen-solver did not converge in " + MAX_JACOBI_SWEEPS
                        + " sweeps (threshold " + threshold + ")");
            }
            rotated = false;
            for (int p = 0; p < c - 1; p++) {
                for (int q = p + 1; q < c; q++) {
                    if (Math.abs(a[p * c + q]) > threshold) {
                        rotate(c, p, q);
                        rotated = true;
                    }
                }
            }
        }
        lastSweeps = sweep;
        double lambdaMax = 0;
        for (int i = 0; i < c; i++) {
            lambdaMax = Math.max(lambdaMax, a[i * c + i]);
        }
        eigenCut = lambdaMax > 0 ? rankTolerance * lambdaMax : Double.POSITIVE_INFINITY;
        int rank = 0;
        for (int m = 0; m < c; m++) {
            if (a[m * c + m] > eigenCut) {
                rank++;
            }
        }
        return rank;
    }

    private void rotate(int n, int p, int q) {
        double apq = a[p * n + q];
        if (apq == 0) {
            return;
        }
        double tau = (a[q * n + q] - a[p * n + p]) / (2 * apq);
        double t = (tau >= 0 ? 1 : -1) / (Math.abs(tau) + Math.sqrt(1 + tau * tau));
        double cs = 1 / Math.sqrt(1 + t * t);
        double sn = t * cs;
        // symmetric update (Golub and Van Loan, §8.5.2): off-diagonal rows/columns once, diagonal in closed form
        for (int k = 0; k < n; k++) {
            if (k == p || k == q) {
                continue;
            }
            double akp = a[k * n + p];
            double akq = a[k * n + q];
            double nkp = cs * akp - sn * akq;
            double nkq = sn * akp + cs * akq;
            a[k * n + p] = nkp;
            a[p * n + k] = nkp;
            a[k * n + q] = nkq;
            a[q * n + k] = nkq;
        }
        a[p * n + p] -= t * apq;
        a[q * n + q] += t * apq;
        a[p * n + q] = 0;
        a[q * n + p] = 0;
        for (int k = 0; k < n; k++) {
            double vkp = v[k * n + p];
            double vkq = v[k * n + q];
            v[k * n + p] = cs * vkp - sn * vkq;
            v[k * n + q] = sn * vkp + cs * vkq;
        }
    }
}
