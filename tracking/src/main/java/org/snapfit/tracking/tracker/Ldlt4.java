package org.snapfit.tracking.tracker;

/**
 * The 4 × 4 symmetric system of a patch–patch pair, H = diag(I, −I)·M (upper triangle h_ij), with its L·D·Lᵀ
 * factor without square roots (multipliers, reciprocal pivots 0–2, pivot 3) and the substitution, unrolled and
 * allocation-free for the tracker's hot path. Mutable; not thread-safe. Approximate (double).
 */
final class Ldlt4 {

    double h00;
    double h01;
    double h02;
    double h03;
    double h11;
    double h12;
    double h13;
    double h22;
    double h23;
    double h33;
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
     * The first-order part of H: the ten dot products of the world tangents f_u, f_v (f[3..8]) and h_r, h_s
     * (g[3..8]), the B columns of the A rows negated.
     */
    void gram(double[] f, double[] g) {
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

    /** Adds the curvature terms ΔR·f_ik (c[0..2], A block) and −ΔR·h_jl (c[3..5], B block). */
    void addCurvature(double[] c) {
        h00 += c[0];
        h01 += c[1];
        h11 += c[2];
        h22 -= c[3];
        h23 -= c[4];
        h33 -= c[5];
    }

    /** M = diag(I, −I)·H, row-major into mm (16 values). */
    void fillM(double[] mm) {
        mm[0] = h00;
        mm[1] = h01;
        mm[2] = h02;
        mm[3] = h03;
        mm[4] = h01;
        mm[5] = h11;
        mm[6] = h12;
        mm[7] = h13;
        mm[8] = -h02;
        mm[9] = -h12;
        mm[10] = -h22;
        mm[11] = -h23;
        mm[12] = -h03;
        mm[13] = -h13;
        mm[14] = -h23;
        mm[15] = -h33;
    }

    /** Largest |entry| of H. */
    double scale() {
        return Math.max(Math.max(Math.max(Math.abs(h00), Math.abs(h01)), Math.max(Math.abs(h02),
                Math.abs(h03))), Math.max(Math.max(Math.abs(h11), Math.abs(h12)), Math.max(Math.abs(h13),
                Math.max(Math.abs(h22), Math.max(Math.abs(h23), Math.abs(h33))))));
    }

    /** H = L·D·Lᵀ; whether every pivot exceeds tiny (H numerically positive definite). */
    boolean factor(double tiny) {
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

    /** H w = (r0, r1, r2, r3) through the factor of {@link #factor}, into sol. */
    void solve(double r0, double r1, double r2, double r3, double[] sol) {
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
