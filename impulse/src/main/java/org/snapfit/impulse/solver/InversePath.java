package org.snapfit.impulse.solver;

/**
 * Which inverse of the collision matrix A = J_c D⁻¹ J_cᵀ a resolution used (Constantinescu et al., eq. 15).
 * Immutable.
 */
public enum InversePath {
    /** A was positive definite beyond the rank tolerance: Cholesky factorisation, A† = A⁻¹. */
    CHOLESKY,
    /**
     * A was rank-deficient within the rank tolerance (redundant contacts): minimum-norm pseudo-inverse from the
     * rank-revealing pivoted Cholesky factorisation.
     */
    PSEUDO_INVERSE,
    /** There were no colliding contacts: nothing to invert, no impulse. */
    NONE
}
