package org.snapfit.impulse.solver;

import org.snapfit.core.check.Require;
import org.snapfit.core.linalg.Cholesky;

/**
 * Argument checks and bad-input messages of {@link ImpulseSolverEngine}: sizes, lengths, the restitution range, and
 * the entry named when D, J_c or q̇₀ holds a NaN or infinite value, D is asymmetric or not positive definite.
 * Stateless; every method either returns or throws {@link IllegalArgumentException} naming the quantity, index and
 * value.
 */
final class EngineInputs {
    private EngineInputs() {
    }

    static void check(int maxDof, int maxContacts, double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            double e, double[] pOut, double[] vOut) {
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
        // The strict upper triangle of D (asymmetry, NaN or infinite entries) is screened inside the factorisation
        // (factorInertia). NaN or infinite entries of the lower triangle, of J_c or of q̇₀ make the Cholesky pivots,
        // tr A or KE₀ non-finite; those are tested where they are formed, and rejectNonFinite names the entry.
    }

    /**
     * Names the first NaN or infinite input entry or asymmetric inertia pair; if there is none, the inputs are
     * finite but the derived quantity overflowed.
     */
    static void rejectNonFinite(double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            String derived) {
        requireFiniteInputs(inertia, jacobian, velocity, d, c);
        throw new IllegalArgumentException(derived + " overflows although every input is finite; rescale the units"
                + " of D, J_c or q̇₀");
    }

    /**
     * Throws naming the first NaN or infinite input entry or asymmetric inertia pair, if any. Runs only once a
     * derived quantity has come out non-finite or D has failed to factor, so the field names built here cost the
     * solve nothing.
     */
    static void requireFiniteInputs(double[] inertia, double[] jacobian, double[] velocity, int d, int c) {
        for (int i = 0; i < d; i++) {
            Require.finite("velocity q̇₀[" + i + "]", velocity[i]);
            for (int k = 0; k < d; k++) {
                double dik = Require.finite("inertia D[" + i + "][" + k + "]", inertia[i * d + k]);
                double dki = inertia[k * d + i];
                if (Math.abs(dik - dki) > ImpulseSolverEngine.SYMMETRY_TOLERANCE * Math.max(Math.abs(dik), Math.abs(dki))) {
                    throw new IllegalArgumentException("inertia D[" + i + "][" + k + "] = " + dik + " but D[" + k
                            + "][" + i + "] = " + dki + "; the inertia must be symmetric");
                }
            }
        }
        for (int i = 0; i < c * d; i++) {
            Require.finite("jacobian J_c[" + (i / d) + "][" + (i % d) + "]", jacobian[i]);
        }
    }

    private static void requireLength(String name, double[] array, int n) {
        if (array.length < n) {
            throw new IllegalArgumentException(name + " has length " + array.length + "; it needs at least " + n
                    + " entries");
        }
    }

    /**
     * Rejects D as not positive definite, naming the first failing pivot of a plain left-looking Cholesky (l is
     * scratch space of d &times; d entries).
     */
    static void rejectNotPositiveDefinite(double[] inertia, double[] jacobian, double[] velocity, int d, int c,
            int column, double pivot, double[] l) {
        requireFiniteInputs(inertia, jacobian, velocity, d, c);
        // the message reports the pivots of a plain left-looking Cholesky (dot products), which may differ from the
        // running diagonal in the last bits; if that one succeeds, report the running-diagonal pivot
        int failed = Cholesky.factor(inertia, l, d, 0);
        throw new IllegalArgumentException("inertia D is not positive definite: Cholesky pivot "
                + (failed >= 0 ? failed : column) + " = " + (failed >= 0 ? Cholesky.pivot(inertia, l, d, failed) : pivot)
                + "; the configuration-space inertia must be symmetric positive definite");
    }

}
