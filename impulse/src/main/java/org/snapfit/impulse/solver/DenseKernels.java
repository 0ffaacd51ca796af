package org.snapfit.impulse.solver;

/**
 * The register-blocked dense loops of {@link ImpulseSolverEngine} (sizes above the straight-line kernels of
 * {@code FixedSizeKernels}, and inputs those do not take): two columns of a left-looking factor per pass, with the
 * symmetry screen of D. Stateless, allocation-free; Approximate. Row-major flat arrays with the strides given.
 */
final class DenseKernels {
    private DenseKernels() {
    }

    /**
     * Columns j and j + 1 of rows [from, to) of a left-looking factor f (stride d) of the source m, given rows j and
     * j + 1 of the factor L in lp: with s_i0 = m_ij − Σ_{k&lt;j} f_ik l_jk and
     * s_i1 = m_i,j+1 − Σ_{k&lt;j} f_ik l_{j+1,k},
     * f_ij = s_i0 inv0 and f_i,j+1 = (s_i1 − f_ij l10) inv1, four rows at a time (eight independent accumulation
     * chains of fused multiply–adds, {@code Math.fma}, sharing the loads of rows j and j + 1 of L); unless diag is
     * null, diag_i −= f_ij² + f_i,j+1². Serves
     * the rows of L below the pair (m = D, f = lp = l, diag = the running diagonal, screen on), the forward
     * substitution W = L⁻¹ J_cᵀ (m = J_c, f = w, lp = l, no diagonal) and the Cholesky factor of A (m = a,
     * f = lp = la). With screen, returns whether a mirrored upper entry m_ji or m_j+1,i is NaN, infinite or
     * asymmetric. Past the end, rows repeat the block's first row: the same values are stored again, and their
     * diagonal updates are skipped.
     */
    static boolean columnPair(double[] m, double[] f, double[] lp, double[] diag, boolean screen, int d, int from,
            int to, int j, double inv0, double inv1, double l10) {
        int rj = j * d;
        int rj1 = rj + d;
        boolean bad = false;
        for (int i = from; i < to; i += 4) {
            int r0 = i * d;
            int r1 = i + 1 < to ? r0 + d : r0;
            int r2 = i + 2 < to ? r0 + 2 * d : r0;
            int r3 = i + 3 < to ? r0 + 3 * d : r0;
            double a0 = m[r0 + j];
            double a1 = m[r1 + j];
            double a2 = m[r2 + j];
            double a3 = m[r3 + j];
            double b0 = m[r0 + j + 1];
            double b1 = m[r1 + j + 1];
            double b2 = m[r2 + j + 1];
            double b3 = m[r3 + j + 1];
            if (screen) {
                // the mirrored upper entries m_ji, m_j+1,i against m_ij, m_i,j+1 (asymmetry, NaN, infinity)
                int i1 = i + 1 < to ? i + 1 : i;
                int i2 = i + 2 < to ? i + 2 : i;
                int i3 = i + 3 < to ? i + 3 : i;
                double u0 = m[rj + i];
                double u1 = m[rj + i1];
                double u2 = m[rj + i2];
                double u3 = m[rj + i3];
                double v0 = m[rj1 + i];
                double v1 = m[rj1 + i1];
                double v2 = m[rj1 + i2];
                double v3 = m[rj1 + i3];
                // exactly mirrored blocks (the usual case) need no further test: an infinite pair reaches the pivots
                if (a0 != u0 | a1 != u1 | a2 != u2 | a3 != u3 | b0 != v0 | b1 != v1 | b2 != v2 | b3 != v3) {
                    bad |= asymmetric(a0, u0) | asymmetric(a1, u1) | asymmetric(a2, u2) | asymmetric(a3, u3)
                            | asymmetric(b0, v0) | asymmetric(b1, v1) | asymmetric(b2, v2) | asymmetric(b3, v3);
                }
            }
            for (int k = 0; k < j; k++) {
                double p0 = lp[rj + k];
                double p1 = lp[rj1 + k];
                double f0 = f[r0 + k];
                double f1 = f[r1 + k];
                double f2 = f[r2 + k];
                double f3 = f[r3 + k];
                a0 = Math.fma(-f0, p0, a0);
                a1 = Math.fma(-f1, p0, a1);
                a2 = Math.fma(-f2, p0, a2);
                a3 = Math.fma(-f3, p0, a3);
                b0 = Math.fma(-f0, p1, b0);
                b1 = Math.fma(-f1, p1, b1);
                b2 = Math.fma(-f2, p1, b2);
                b3 = Math.fma(-f3, p1, b3);
            }
            a0 *= inv0;
            a1 *= inv0;
            a2 *= inv0;
            a3 *= inv0;
            b0 = (b0 - a0 * l10) * inv1;
            b1 = (b1 - a1 * l10) * inv1;
            b2 = (b2 - a2 * l10) * inv1;
            b3 = (b3 - a3 * l10) * inv1;
            f[r3 + j] = a3;
            f[r3 + j + 1] = b3;
            f[r2 + j] = a2;
            f[r2 + j + 1] = b2;
            f[r1 + j] = a1;
            f[r1 + j + 1] = b1;
            f[r0 + j] = a0;
            f[r0 + j + 1] = b0;
            if (diag == null) {
                continue;
            }
            diag[i] -= a0 * a0 + b0 * b0;
            if (i + 1 < to) {
                diag[i + 1] -= a1 * a1 + b1 * b1;
            }
            if (i + 2 < to) {
                diag[i + 2] -= a2 * a2 + b2 * b2;
            }
            if (i + 3 < to) {
                diag[i + 3] -= a3 * a3 + b3 * b3;
            }
        }
        return bad;
    }

    /** Whether an upper entry fails the symmetry rule against its lower mirror, or is NaN or infinite. */
    static boolean asymmetric(double lower, double upper) {
        return !(Math.abs(lower - upper) <= ImpulseSolverEngine.SYMMETRY_TOLERANCE * Math.max(Math.abs(lower), Math.abs(upper)))
                | upper - upper != 0;
    }

}
