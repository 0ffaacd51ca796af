package org.snapfit.tracking.model;

/**
 * Sine and cosine for the surface evaluations of the tracking hot loop, cheaper than {@link Math#sin} and
 * {@link Math#cos} on the moderate arguments of patch parameters (|x| ≤ {@link #FAST_LIMIT}), larger arguments go
 * to {@link Math}. Approximate.
 *
 * <p><b>Method.</b> Reduction x = n·π/2 + r, n = rint(2x/π), |r| ≤ π/4, with π/2 split into a 33-bit head and its
 * tail (Cody–Waite): n·head is exact for |n| &lt; 2²⁰ and x − n·head is exact by Sterbenz's lemma, so r carries
 * only the rounding of n·tail (≤ 2⁻⁵³·|n|·6.1e-11, below 1e-20 here) and of the last subtraction. Then sin r and
 * cos r by the minimax polynomials of fdlibm's {@code k_sin.c} / {@code k_cos.c} (Sun Microsystems, 1993; error
 * below 2⁻⁵⁸ relative on [−π/4, π/4]), cos with fdlibm's split 1 − x/4 for |r| &gt; 0.3, and the quadrant n mod 4
 * selects and signs. Both functions share the reduction, so a caller that needs sin and cos of one angle pays one
 * reduction after the compiler's common-subexpression elimination.
 *
 * <p><b>Accuracy</b> (tested against {@link StrictMath}, fdlibm, on seeded samples): within 2 ulp of the value
 * for results away from the zeros, and within 1e-20 absolute near them (where the reduced argument's absolute
 * error is what remains) — far below the 1e-9 mm tracking tolerances.
 */
final class SinCos {

    /** Largest |x| (rad) reduced here; beyond it {@link Math} is used (|n| stays far below 2²⁰). */
    static final double FAST_LIMIT = 1e5;

    private static final double TWO_OVER_PI = 0.636619772367581343076;
    // π/2 = PIO2_HI + PIO2_LO, PIO2_HI with 33 significant bits (fdlibm's pio2_1 and pio2_1t)
    private static final double PIO2_HI = 1.57079632673412561417e+00;
    private static final double PIO2_LO = 6.07710050650619224932e-11;

    private static final double S1 = -1.66666666666666324348e-01;
    private static final double S2 = 8.33333333332248946124e-03;
    private static final double S3 = -1.98412698298579493134e-04;
    private static final double S4 = 2.75573137070700676789e-06;
    private static final double S5 = -2.50507602534068634195e-08;
    private static final double S6 = 1.58969099521155010221e-10;

    private static final double C1 = 4.16666666666666019037e-02;
    private static final double C2 = -1.38888888888741095749e-03;
    private static final double C3 = 2.48015872894767294178e-05;
    private static final double C4 = -2.75573143513906633035e-07;
    private static final double C5 = 2.08757232129817482790e-09;
    private static final double C6 = -1.13596475577881948265e-11;

    /** |r| above which the cosine kernel splits 1 − x/4 off exactly (fdlibm). */
    private static final double COS_SPLIT = 0.3;
    /** |r| above which the split term is the constant 0.28125 (fdlibm). */
    private static final double COS_SPLIT_CAP = 0.78125;
    private static final double COS_SPLIT_CONSTANT = 0.28125;
    /** Two in the biased exponent field: subtracting it divides by 4. */
    private static final long EXPONENT_TWO = 2L << 52;
    /** Keeps the upper 32 bits of a double (so that 1 − q is exact). */
    private static final long HIGH_WORD = 0xFFFF_FFFF_0000_0000L;

    private SinCos() {
    }

    /**
     * sin x.
     *
     * @param x the angle (rad)
     * @return its sine
     */
    static double sin(double x) {
        if (!(Math.abs(x) <= FAST_LIMIT)) {
            return Math.sin(x);
        }
        double n = Math.rint(x * TWO_OVER_PI);
        double r = (x - n * PIO2_HI) - n * PIO2_LO;
        return quadrant((int) n, kernelSin(r), kernelCos(r));
    }

    /**
     * cos x.
     *
     * @param x the angle (rad)
     * @return its cosine
     */
    static double cos(double x) {
        if (!(Math.abs(x) <= FAST_LIMIT)) {
            return Math.cos(x);
        }
        double n = Math.rint(x * TWO_OVER_PI);
        double r = (x - n * PIO2_HI) - n * PIO2_LO;
        // cos x = sin(x + π/2): one quadrant on
        return quadrant((int) n + 1, kernelSin(r), kernelCos(r));
    }

    /**
     * sin x and cos x together, with one reduction and one evaluation of each kernel (bit-identical to
     * {@link #sin} and {@link #cos}): out[at] = sin x, out[at + 1] = cos x. Written into the caller's buffer so
     * that the hot caller inlines one copy of the kernels instead of relying on the compiler to merge two.
     *
     * @param x the angle (rad)
     * @param out receives sin x at {@code at} and cos x at {@code at + 1}
     * @param at the index of the sine
     */
    static void sinCos(double x, double[] out, int at) {
        if (!(Math.abs(x) <= FAST_LIMIT)) {
            out[at] = Math.sin(x);
            out[at + 1] = Math.cos(x);
            return;
        }
        double n = Math.rint(x * TWO_OVER_PI);
        double r = (x - n * PIO2_HI) - n * PIO2_LO;
        double s = kernelSin(r);
        double c = kernelCos(r);
        int q = (int) n;
        out[at] = quadrant(q, s, c);
        out[at + 1] = quadrant(q + 1, s, c);
    }

    /**
     * sin(q·π/2 + r) from s = sin r and c = cos r: selections without a switch, so that sin x and cos x of one x
     * share the reduction and both kernels after inlining.
     */
    private static double quadrant(int q, double s, double c) {
        double v = (q & 1) == 0 ? s : c;
        return (q & 2) == 0 ? v : -v;
    }

    private static double kernelSin(double r) {
        double z = r * r;
        return r + r * z * (S1 + z * (S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)))));
    }

    private static double kernelCos(double r) {
        double z = r * r;
        double w = z * z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
        double a = Math.abs(r);
        if (a < COS_SPLIT) {
            return 1 - (0.5 * z - w);
        }
        // 1 − q exact for q = r/4 truncated to its upper 32 bits (fdlibm's qx), the rest in the small term
        double q = a > COS_SPLIT_CAP ? COS_SPLIT_CONSTANT
                : Double.longBitsToDouble((Double.doubleToRawLongBits(a) - EXPONENT_TWO) & HIGH_WORD);
        return (1 - q) - ((0.5 * z - q) - w);
    }
}
