package org.snapfit.tracking.brep;

/**
 * A bound on the relative motion of part A in part B's frame between consecutive queries: every lower bound
 * {@link BrepDistance} keeps from one query to the next is lowered by it. Mutable (the previous relative pose); not
 * thread-safe.
 */
final class RelativeMotion {

    private final double[] rel = new double[12];
    private final double[] relPrev = new double[12];
    private boolean hasRelative;

    /**
     * A bound on how far any point of A moved relative to B since the previous query (mm): the motion of A's
     * centre in B's frame plus ‖ΔR‖·radius, with ‖ΔR‖ = 2 sin(θ/2) = √(3 − tr(R₂R₁ᵀ)) for the relative rotations;
     * 0 at the first call.
     *
     * @param poseA A's pose matrix {r00, …, r22, tx, ty, tz}
     * @param poseB B's pose matrix
     * @param c A's centre in its part frame (mm)
     * @param radius A's radius about that centre (mm)
     */
    double next(double[] poseA, double[] poseB, double[] c, double radius) {
        // relative pose of A in B's frame: R = R_Bᵀ R_A, t = R_Bᵀ (t_A − t_B)
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                rel[3 * i + j] = poseB[i] * poseA[j] + poseB[3 + i] * poseA[3 + j] + poseB[6 + i] * poseA[6 + j];
            }
        }
        double dx = poseA[9] - poseB[9];
        double dy = poseA[10] - poseB[10];
        double dz = poseA[11] - poseB[11];
        for (int i = 0; i < 3; i++) {
            rel[9 + i] = poseB[i] * dx + poseB[3 + i] * dy + poseB[6 + i] * dz;
        }
        double motion = Double.POSITIVE_INFINITY;
        if (hasRelative) {
            double trace = 0;
            for (int k = 0; k < 9; k++) {
                trace += rel[k] * relPrev[k];
            }
            double turn = Math.sqrt(Math.max(0, 3 - trace));
            double m = 0;
            for (int i = 0; i < 3; i++) {
                double now = rel[3 * i] * c[0] + rel[3 * i + 1] * c[1] + rel[3 * i + 2] * c[2] + rel[9 + i];
                double before = relPrev[3 * i] * c[0] + relPrev[3 * i + 1] * c[1] + relPrev[3 * i + 2] * c[2]
                        + relPrev[9 + i];
                m += (now - before) * (now - before);
            }
            motion = Math.sqrt(m) + turn * radius;
        }
        System.arraycopy(rel, 0, relPrev, 0, 12);
        hasRelative = true;
        return Double.isFinite(motion) ? motion : 0;
    }
}
