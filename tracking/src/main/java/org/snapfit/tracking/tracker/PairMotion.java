package org.snapfit.tracking.tracker;

import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.RigidMotion;

/**
 * The motion of both bodies of a tracked feature pair over one update and its feed-forward term: each body's
 * {@link RigidMotion} (stored pose, constant velocities, kept start), the stage poses at an offset τ, and the motion
 * term b of the projection system (A rows (V_A(h) − V_B(h))·f_i, B rows (V_A(f) − V_B(f))·h_j with
 * V_X(q) = v_X + ω_X × (q − p_X); derivation in {@link FeaturePairTracker}). Mutable; not thread-safe;
 * allocation-free.
 */
final class PairMotion {

    final RigidMotion motionA;
    final RigidMotion motionB;
    /** Stage rotation (row-major) and origin of A and of B at the offset of the last {@link #stage}. */
    final double[] ra = new double[9];
    final double[] rb = new double[9];
    final double[] pa = new double[3];
    final double[] pb = new double[3];
    private final double[] vrel = new double[3];
    // motion constants c = v_A − v_B − ω_A × p_A + ω_B × p_B, Δω (patch–patch)
    private final double[] motion = new double[6];
    // whether a body turns in the current update (ω_A or ω_B not zero); else the motion term is v_A − v_B on the tangents
    private boolean turning;

    PairMotion(Pose3 poseA, Pose3 poseB) {
        this.motionA = new RigidMotion(poseA);
        this.motionB = new RigidMotion(poseB);
    }

    /** Both bodies at rest (no velocities) at their stored poses. */
    void zeroVelocities() {
        turning = false;
        motionA.rest();
        motionB.rest();
    }

    /** The constant velocities that take both bodies from their stored poses to the new ones in dt. */
    void velocities(Pose3 poseA, Pose3 poseB, double dt) {
        motionA.velocityTo(poseA, dt);
        motionB.velocityTo(poseB, dt);
        turning = motionA.turning() || motionB.turning();
    }

    /** Both bodies' start poses of the update are kept (for event location) and the new poses stored. */
    void storePoses(Pose3 poseA, Pose3 poseB) {
        motionA.keepStart();
        motionB.keepStart();
        motionA.store(poseA);
        motionB.store(poseB);
    }

    /** Both bodies back at the kept start of the update. */
    void restoreStart() {
        motionA.restoreStart();
        motionB.restoreStart();
    }

    /** Both bodies stand at offset τ of the update (stored poses = the stage poses at τ). */
    void standAt(double tau) {
        motionA.standAt(tau, ra, pa);
        motionB.standAt(tau, rb, pb);
    }

    /** The stage poses at offset τ into {@link #ra}, {@link #pa}, {@link #rb}, {@link #pb}. */
    void stage(double tau) {
        motionA.stage(tau, ra, pa);
        motionB.stage(tau, rb, pb);
    }

    /** World point x in A's (or B's) frame at the stored pose: R₀ᵀ(x − p₀). */
    void toBodyFrame(boolean onA, double[] x, double[] out) {
        double[] r = (onA ? motionA : motionB).rotation();
        double[] p = (onA ? motionA : motionB).translation();
        double dx = x[0] - p[0];
        double dy = x[1] - p[1];
        double dz = x[2] - p[2];
        out[0] = r[0] * dx + r[3] * dy + r[6] * dz;
        out[1] = r[1] * dx + r[4] * dy + r[7] * dz;
        out[2] = r[2] * dx + r[5] * dy + r[8] * dz;
    }

    private static double dot(double[] a, int ia, double[] b, int ib) {
        return a[ia] * b[ib] + a[ia + 1] * b[ib + 1] + a[ia + 2] * b[ib + 2];
    }

    /** vrel = V_A(q) − V_B(q) for q = g[0..2]. */
    private void relativeVelocity(double[] g) {
        double[] va = motionA.velocity();
        double[] wa = motionA.angularVelocity();
        double[] vb = motionB.velocity();
        double[] wb = motionB.angularVelocity();
        double qx = g[0];
        double qy = g[1];
        double qz = g[2];
        double ax = qx - pa[0];
        double ay = qy - pa[1];
        double az = qz - pa[2];
        double bx = qx - pb[0];
        double by = qy - pb[1];
        double bz = qz - pb[2];
        vrel[0] = va[0] + wa[1] * az - wa[2] * ay - vb[0] - (wb[1] * bz - wb[2] * by);
        vrel[1] = va[1] + wa[2] * ax - wa[0] * az - vb[1] - (wb[2] * bx - wb[0] * bz);
        vrel[2] = va[2] + wa[0] * ay - wa[1] * ax - vb[2] - (wb[0] * by - wb[1] * bx);
    }

    /**
     * The motion term b into bb: A rows (V_A(h) − V_B(h))·f_i, B rows (V_A(f) − V_B(f))·h_j, for na parameters of
     * A and n in all, from the world evaluations ga (f and its tangents) and gb (h and its tangents).
     */
    void term(double[] ga, double[] gb, int na, int n, double[] bb) {
        if (n == 4) {
            term4(ga, gb, bb);
            return;
        }
        if (na > 0) {
            relativeVelocity(gb);
            for (int i = 0; i < na; i++) {
                bb[i] = dot(vrel, 0, ga, 3 + 3 * i);
            }
        }
        if (n > na) {
            relativeVelocity(ga);
            for (int i = na; i < n; i++) {
                bb[i] = dot(vrel, 0, gb, 3 + 3 * (i - na));
            }
        }
    }

    /**
     * {@link #term} of a patch–patch pair, unrolled: with c = v_A − v_B − ω_A × p_A + ω_B × p_B and
     * Δω = ω_A − ω_B, V_A(q) − V_B(q) = c + Δω × q (one affine map for both witnesses).
     */
    void term4(double[] ga, double[] gb, double[] bb) {
        double[] va = motionA.velocity();
        double[] vb = motionB.velocity();
        if (!turning) {
            // ω_A = ω_B = 0: V_A(q) − V_B(q) = v_A − v_B at both witnesses (the general formula below gives the
            // same numbers: each cross-product term is an exact zero)
            double cx = va[0] - vb[0];
            double cy = va[1] - vb[1];
            double cz = va[2] - vb[2];
            double[] f = ga;
            double[] g = gb;
            bb[0] = cx * f[3] + cy * f[4] + cz * f[5];
            bb[1] = cx * f[6] + cy * f[7] + cz * f[8];
            bb[2] = cx * g[3] + cy * g[4] + cz * g[5];
            bb[3] = cx * g[6] + cy * g[7] + cz * g[8];
            return;
        }
        double[] wa = motionA.angularVelocity();
        double[] wb = motionB.angularVelocity();
        double wax = wa[0];
        double way = wa[1];
        double waz = wa[2];
        double wbx = wb[0];
        double wby = wb[1];
        double wbz = wb[2];
        double pax = pa[0];
        double pay = pa[1];
        double paz = pa[2];
        double pbx = pb[0];
        double pby = pb[1];
        double pbz = pb[2];
        motion[0] = va[0] - vb[0] - (way * paz - waz * pay) + (wby * pbz - wbz * pby);
        motion[1] = va[1] - vb[1] - (waz * pax - wax * paz) + (wbz * pbx - wbx * pbz);
        motion[2] = va[2] - vb[2] - (wax * pay - way * pax) + (wbx * pby - wby * pbx);
        motion[3] = wax - wbx;
        motion[4] = way - wby;
        motion[5] = waz - wbz;
        // A rows: the relative velocity at h on f's tangents; B rows: at f on h's tangents
        motionRows(motion, gb, ga, bb, 0);
        motionRows(motion, ga, gb, bb, 2);
    }

    /**
     * Two rows of b: out[row + k] = (c + Δω × q)·t_k for the point q = at[0..2] and the tangents t = tangents[3..5],
     * tangents[6..8], with (c, Δω) = cw[0..2], cw[3..5].
     */
    private static void motionRows(double[] cw, double[] at, double[] tangents, double[] out, int row) {
        double ox = cw[3];
        double oy = cw[4];
        double oz = cw[5];
        double qx = at[0];
        double qy = at[1];
        double qz = at[2];
        double vx = cw[0] + oy * qz - oz * qy;
        double vy = cw[1] + oz * qx - ox * qz;
        double vz = cw[2] + ox * qy - oy * qx;
        out[row] = vx * tangents[3] + vy * tangents[4] + vz * tangents[5];
        out[row + 1] = vx * tangents[6] + vy * tangents[7] + vz * tangents[8];
    }
}
