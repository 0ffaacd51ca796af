package org.snapfit.core.linalg;

/**
 * A 4 × 4 symmetric positive definite system H w = r factored as L·D·Lᵀ without square roots (multipliers,
 * reciprocal pivots 0–2, pivot 3), unrolled and allocation-free for hot loops: the closest-point Newton system of
 * two two-parameter surfaces, set from their evaluations ({@link #gram}, {@link #addCurvature}). The general
 * kernels are {@link Ldlt} and {@link Cholesky}; this one keeps the matrix in fields so that a caller calling it
 * millions of times pays no array traffic. A mutable engine, one per solver; not thread-safe. Approximate (double).
 */
public final class Ldlt4 {

    private double h00;
    private double h01;
    private double h02;
    private double h03;
    private double h11;
    private double h12;
    private double h13;
    private double h22;
    private double h23;
    private double h33;
    private double ldl10;
    private double ldl20;
    private double ldl30;
    private double ldl21;
    private double ldl31;
    private double ldl32;
    private double inv0;
    private double inv1;
    private double inv2;
    private double pivot3;

    /**
     * Creates an engine holding the zero matrix.
     */
    public Ldlt4() {
        // the fields start at zero
    }

    /**
     * Sets H to the Gram matrix JᵀJ of the 3 × 4 matrix J = [a, b, −c, −d], whose columns are read at
     * f[3..5] (a), f[6..8] (b), g[3..5] (c) and g[6..8] (d): the first-order (Gauss–Newton) part of the Hessian of
     * ½|F(u, v) − G(r, s)|² when f and g hold the two surfaces' evaluations (point, ∂/∂u, ∂/∂v).
     *
     * @param f the first evaluation: columns a and b at offsets 3 and 6
     * @param g the second evaluation: columns c and d at offsets 3 and 6
     */
    public void gram(double[] f, double[] g) {
        double fux = f[3];
        double fuy = f[4];
        double fuz = f[5];
        double fvx = f[6];
        double fvy = f[7];
        double fvz = f[8];
        double hrx = g[3];
        double hry = g[4];
        double hrz = g[5];
        double hsx = g[6];
        double hsy = g[7];
        double hsz = g[8];
        h00 = fux * fux + fuy * fuy + fuz * fuz;
        h01 = fux * fvx + fuy * fvy + fuz * fvz;
        h11 = fvx * fvx + fvy * fvy + fvz * fvz;
        h22 = hrx * hrx + hry * hry + hrz * hrz;
        h23 = hrx * hsx + hry * hsy + hrz * hsz;
        h33 = hsx * hsx + hsy * hsy + hsz * hsz;
        h02 = -(fux * hrx + fuy * hry + fuz * hrz);
        h03 = -(fux * hsx + fuy * hsy + fuz * hsz);
        h12 = -(fvx * hrx + fvy * hry + fvz * hrz);
        h13 = -(fvx * hsx + fvy * hsy + fvz * hsz);
    }

    /**
     * Adds the symmetric 2 × 2 block (c[0], c[1]; c[1], c[2]) to H's leading block and subtracts
     * (c[3], c[4]; c[4], c[5]) from its trailing block (the second-order terms of a closest-point Hessian).
     *
     * @param c the six block entries
     */
    public void addCurvature(double[] c) {
        h00 += c[0];
        h01 += c[1];
        h11 += c[2];
        h22 -= c[3];
        h23 -= c[4];
        h33 -= c[5];
    }

    /**
     * diag(I, −I)·H (rows 2 and 3 negated), row-major into out.
     *
     * @param out receives the 16 entries
     */
    public void signedRows(double[] out) {
        out[0] = h00;
        out[1] = h01;
        out[2] = h02;
        out[3] = h03;
        out[4] = h01;
        out[5] = h11;
        out[6] = h12;
        out[7] = h13;
        out[8] = -h02;
        out[9] = -h12;
        out[10] = -h22;
        out[11] = -h23;
        out[12] = -h03;
        out[13] = -h13;
        out[14] = -h23;
        out[15] = -h33;
    }

    /**
     * The largest |entry| of H (a scale for the pivot tolerance).
     *
     * @return max |h_ij|
     */
    public double scale() {
        return Math.max(Math.max(Math.max(Math.abs(h00), Math.abs(h01)), Math.max(Math.abs(h02),
                Math.abs(h03))), Math.max(Math.max(Math.abs(h11), Math.abs(h12)), Math.max(Math.abs(h13),
                Math.max(Math.abs(h22), Math.max(Math.abs(h23), Math.abs(h33))))));
    }

    /**
     * Factors H = L·D·Lᵀ.
     *
     * @param tiny pivot threshold, in the unit of H's entries
     * @return whether every pivot exceeds tiny (H numerically positive definite); the factor is kept either way
     */
    public boolean factor(double tiny) {
        double d0 = h00;
        double e0 = 1 / d0;
        double l10 = h01 * e0;
        double l20 = h02 * e0;
        double l30 = h03 * e0;
        double d1 = h11 - l10 * h01;
        double e1 = 1 / d1;
        double a21 = h12 - l20 * h01;
        double a31 = h13 - l30 * h01;
        double l21 = a21 * e1;
        double l31 = a31 * e1;
        double d2 = h22 - l20 * h02 - l21 * a21;
        double e2 = 1 / d2;
        double a32 = h23 - l30 * h02 - l31 * a21;
        double l32 = a32 * e2;
        double d3 = h33 - l30 * h03 - l31 * a31 - l32 * a32;
        ldl10 = l10;
        ldl20 = l20;
        ldl30 = l30;
        ldl21 = l21;
        ldl31 = l31;
        ldl32 = l32;
        inv0 = e0;
        inv1 = e1;
        inv2 = e2;
        pivot3 = d3;
        return d0 > tiny && d1 > tiny && d2 > tiny && d3 > tiny;
    }

    /**
     * Solves H w = (r0, r1, r2, r3) through the factor of {@link #factor}.
     *
     * @param r0 right-hand side, entry 0
     * @param r1 right-hand side, entry 1
     * @param r2 right-hand side, entry 2
     * @param r3 right-hand side, entry 3
     * @param sol receives w (4 values)
     */
    public void solve(double r0, double r1, double r2, double r3, double[] sol) {
        double l10 = ldl10;
        double l20 = ldl20;
        double l30 = ldl30;
        double l21 = ldl21;
        double l31 = ldl31;
        double l32 = ldl32;
        double z0 = r0;
        double z1 = r1 - l10 * z0;
        double z2 = r2 - l20 * z0 - l21 * z1;
        double z3 = r3 - l30 * z0 - l31 * z1 - l32 * z2;
        double w3 = z3 / pivot3;
        double w2 = z2 * inv2 - l32 * w3;
        double w1 = z1 * inv1 - l21 * w2 - l31 * w3;
        sol[0] = z0 * inv0 - l10 * w1 - l20 * w2 - l30 * w3;
        sol[1] = w1;
        sol[2] = w2;
        sol[3] = w3;
    }
}
