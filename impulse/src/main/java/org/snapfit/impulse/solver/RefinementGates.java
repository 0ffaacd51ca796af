package org.snapfit.impulse.solver;

import org.snapfit.core.linalg.Vectors;

/**
 * The two tests of {@link ImpulseSolverEngine} whether its one step of iterative refinement can be skipped: pure
 * functions of the computed solution and the workspaces they are given (nothing is written). The error analysis
 * follows Higham, <i>Accuracy and Stability of Numerical Algorithms</i>, 2nd ed., &sect;3.1 and Theorem 10.4, with
 * &gamma;<sub>n</sub> = n u / (1 &minus; n u). Approximate; stateless and thread-safe.
 */
final class RefinementGates {
    /** The unit roundoff of IEEE double, u = 2⁻⁵³ (dimensionless). */
    private static final double UNIT_ROUNDOFF = 0x1.0p-53;
    /** Safety factor on the first-order residual bound (covers the O(u²) terms and the rounding of ‖L‖_F²). */
    private static final double BOUND_SAFETY = 2;

    private RefinementGates() {
    }

    /**
     * Whether one refinement step provably cannot matter, from a rounding-error bound on the residual
     * g = Wᵀy0 − WᵀW x̂ of the computed solution x̂ (exact arithmetic on the computed W and y0), which is exactly
     * what the step removes. Backward errors (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed.,
     * §3.1 and Theorem 10.4), with γ_n = n u / (1 − n u):
     * <ul>
     *   <li>b̂ = fl(Wᵀy0): |b̂ − Wᵀy0| ≤ γ_d |W|ᵀ|y0|;</li>
     *   <li>Â = fl(WᵀW): |Â − WᵀW| ≤ γ_d |W|ᵀ|W|;</li>
     *   <li>Cholesky and the two triangular solves: (Â + ΔA) x̂ = b̂ with |ΔA| ≤ γ_{3c+1} |L̂||L̂ᵀ|.</li>
     * </ul>
     * So g = (Wᵀy0 − b̂) + (Â − WᵀW) x̂ + ΔA x̂ and, with σ = Σ_i |x̂_i| ‖w_i‖ (‖w_i‖² = A_ii) bounding
     * ‖|W||x̂|‖ and v = |L̂ᵀ||x̂|:
     * <pre>
     *   |x̂ᵀg| ≤ E = γ_d σ ‖y0‖ + γ_d σ² + γ_{3c+1} ‖v‖²,
     *   ‖g‖  ≤ N = √(tr A) (γ_d ‖y0‖ + γ_d σ + γ_{3c+1} ‖v‖).
     * </pre>
     * In exact arithmetic y = y0 − (1 + e) W x̂ has
     * |y|² = |y0|² − (1 − e²) |W x̂|² − 2 (1 + e) x̂ᵀg and Wᵀy + e b = (1 + e) g, so x̂ changes 2 KE by at most
     * 2 (1 + e) E beyond the exact resolution and Newton's law by (1 + e) N. Both bounds are doubled (second-order
     * terms, rounding of the bound itself). The step is skipped when
     * <ul>
     *   <li><em>passivity</em>: 2 (1 + e) E ≤ {@link ImpulseSolverEngine#REFINE_ENERGY_BOUND} × |y0|² + (1 − e²) |W x̂|²₋, where
     *       |W x̂|²₋ = fl(x̂ᵀb̂) − 4E − γ_{3c+1} Σ|x̂_i b̂_i| ≤ |W x̂|² is a lower bound of the energy the impact
     *       dissipates: the unrefined x̂ cannot raise KE above KE₀ (1 + {@link ImpulseSolverEngine#REFINE_ENERGY_BOUND}). For e = 1
     *       nothing is dissipated and this is the conservation test 2 (1 + e) E ≤ 1e-13 |y0|²; for e &lt; 1 the
     *       contract asks no energy accuracy beyond "never increases", and Newton's law below bounds the deviation;</li>
     *   <li><em>Newton</em>: (1 + e) N ≤ {@link ImpulseSolverEngine#REFINE_NEWTON_BOUND} × ‖b‖.</li>
     * </ul>
     * Cost: O(c²); a first O(c) test with the lower bound σ² ≥ Σ x̂_i² A_ii of the dominant term and the upper bound
     * (1 − e²) max(0, x̂ᵀb̂) of the dissipation rejects the skip early when the step is clearly needed (the decision is
     * the same).
     */
    static boolean choleskyStepNegligible(int d, int c, double traceA, double ke0, double e, double[] x, double[] b,
            double[] a, double[] la, int[] perm) {
        double gammaD = gamma(d);
        double gammaC = gamma(3 * c + 1);
        // O(c) pass: the lower bound Σ x_j² A_jj of σ², and x̂ᵀb̂ with Σ|x̂_j b̂_j| for the dissipation term
        double floor = 0;
        double xb = 0;
        double xbAbs = 0;
        for (int j = 0; j < c; j++) {
            double xj = x[j];
            double pj = xj * b[j];
            floor += xj * xj * a[j * c + j];
            xb += pj;
            xbAbs += Math.abs(pj);
        }
        double dissipative = 1 - e * e;
        double lossFactor = 2 * (1 + e) * BOUND_SAFETY;
        // fast fail without square roots: E ≥ γ_d Σ x_j² A_jj, and the dissipation term is at most (1 − e²) x̂ᵀb̂;
        // when these alone break the energy test the full bound would too (same decision)
        if (lossFactor * gammaD * floor > ImpulseSolverEngine.REFINE_ENERGY_BOUND * ke0 + dissipative * Math.max(xb, 0)) {
            return false;
        }
        double sigma = 0;
        double v2 = 0;
        for (int j = 0; j < c; j++) {
            sigma += Math.abs(x[j]) * Math.sqrt(a[j * c + j]);
            double vj = 0;
            for (int i = j; i < c; i++) {
                vj += Math.abs(la[i * c + j] * x[perm[i]]);
            }
            v2 += vj * vj;
        }
        double normY = Math.sqrt(ke0);
        double energy = BOUND_SAFETY * (gammaD * sigma * (normY + sigma) + gammaC * v2);
        // |W x̂|² = x̂ᵀb − x̂ᵀg ≥ fl(x̂ᵀb̂) − 2E − γ_c Σ|x̂_j b̂_j|, with 2E ≤ energy (taken twice for safety)
        double dissipation = dissipative * Math.max(0, xb - 2 * energy - gammaC * xbAbs);
        double newton = BOUND_SAFETY * Math.sqrt(traceA) * (gammaD * (normY + sigma) + gammaC * Math.sqrt(v2));
        return 2 * (1 + e) * energy <= ImpulseSolverEngine.REFINE_ENERGY_BOUND * ke0 + dissipation
                && (1 + e) * newton <= ImpulseSolverEngine.REFINE_NEWTON_BOUND * Vectors.norm(b, c);
    }

    /**
     * The pseudo-inverse path's test whether one refinement step provably cannot matter, from the residual itself
     * (a posteriori, so that it also covers the truncation of the rank decision): with x̂ the computed impulses
     * (unscaled) and g = Wᵀy0 − WᵀW x̂ in exact arithmetic on the computed W and y0, y = y0 − (1 + e) W x̂ has
     * |y|² = |y0|² − (1 − e²) x̂ᵀWᵀy0 − (1 + e)² x̂ᵀg and Wᵀy + e b = (1 + e) g (Newton's law on all of R^c). The
     * engine computes ĝ = fl(b̂ − Â x̂) (Â from its lower triangle) and r̂ = fl(x̂ᵀĝ); with γ_n = n u / (1 − n u),
     * σ = Σ_i |x̂_i| √A_ii (so Σ_ij |x̂_i||A_ij||x̂_j| ≤ σ² and ‖|A||x̂|‖ ≤ √(tr A) σ for the positive semidefinite
     * A) and the errors of b̂ and Â bounded as in {@link #choleskyStepNegligible} (Higham, Accuracy and Stability of
     * Numerical Algorithms, 2nd ed., §3.1):
     * <pre>
     *   |x̂ᵀg| ≤ E = |r̂| + γ_{2c+1} (Σ_i |x̂_i||ĝ_i| + Σ_i |x̂_i b̂_i| + σ²) + γ_d σ (‖y0‖ + σ),
     *   ‖g‖  ≤ N = ‖ĝ‖ + γ_{c+1} (‖b̂‖ + √(tr A) σ) + γ_d √(tr A) (‖y0‖ + σ),
     * </pre>
     * both doubled ({@code BOUND_SAFETY}). The step is skipped when (1 + e)² E ≤ {@link ImpulseSolverEngine#REFINE_ENERGY_BOUND} × |y0|²
     * + (1 − e²) (fl(x̂ᵀb̂) − γ_d σ ‖y0‖ − γ_c Σ_i |x̂_i b̂_i|)₊ (so KE cannot rise above KE₀ (1 + 1e-13), and for
     * e = 1 it is conserved to that accuracy) and (1 + e) N ≤ {@link ImpulseSolverEngine#REFINE_NEWTON_BOUND} × ‖b̂‖. Cost: O(c²).
     */
    static boolean residualStepNegligible(int d, int c, double traceA, double ke0, double e, double[] x, double[] b,
            double[] a, double[] g, boolean gramKernels) {
        double sigma = 0;
        double xb = 0;
        double xbAbs = 0;
        double r = 0;
        double xgAbs = 0;
        double g2 = 0;
        double b2 = 0;
        boolean kernels = gramKernels && c <= FixedSizeKernels.MAX_DOF;
        if (kernels) {
            FixedGramKernels.residual(c, a, x, b, g);
        }
        for (int i = 0; i < c; i++) {
            int ri = i * c;
            double s;
            if (kernels) {
                s = g[i];
            } else {
                s = b[i];
                for (int j = 0; j <= i; j++) {
                    s -= a[ri + j] * x[j];
                }
                for (int j = i + 1; j < c; j++) {
                    s -= a[j * c + i] * x[j];
                }
            }
            double xi = x[i];
            double bi = b[i];
            r += xi * s;
            xgAbs += Math.abs(xi * s);
            g2 += s * s;
            b2 += bi * bi;
            sigma += Math.abs(xi) * Math.sqrt(a[ri + i]);
            double p = xi * bi;
            xb += p;
            xbAbs += Math.abs(p);
        }
        double gammaD = gamma(d);
        double normY = Math.sqrt(ke0);
        double rootTrace = Math.sqrt(traceA);
        double energy = BOUND_SAFETY * (Math.abs(r) + gamma(2 * c + 1) * (xgAbs + xbAbs + sigma * sigma)
                + gammaD * sigma * (normY + sigma));
        double dissipation = (1 - e * e) * Math.max(0, xb - gammaD * sigma * normY - gamma(c) * xbAbs);
        double normB = Math.sqrt(b2);
        double newton = BOUND_SAFETY * (Math.sqrt(g2) + gamma(c + 1) * (normB + rootTrace * sigma)
                + gammaD * rootTrace * (normY + sigma));
        return (1 + e) * (1 + e) * energy <= ImpulseSolverEngine.REFINE_ENERGY_BOUND * ke0 + dissipation
                && (1 + e) * newton <= ImpulseSolverEngine.REFINE_NEWTON_BOUND * normB;
    }

    static double gamma(int n) {
        double nu = n * UNIT_ROUNDOFF;
        return nu / (1 - nu);
    }

}
