package org.snapfit.core.transform;

import org.snapfit.core.geom.Vec3;

/**
 * The motion of one rigid body over an interval at constant velocities — linear in translation, constant world
 * angular velocity in rotation — as a mutable, allocation-free state for integrators that step a body between
 * two poses: the stored pose (q, p and its rotation matrix R), the velocities (ω, v) that take it to the next pose
 * in dt, the pose at any offset τ of the interval (R(τ) = exp([ω τ]×) R, p(τ) = p + v τ) and the start of the last
 * interval kept for re-integration. Not thread-safe.
 *
 * <p>Rotation maths: ω from Δq = q₁ ⊗ q₀⁻¹ with angle 2·atan2(|vec|, w) (the shorter way); exp([φ]×) by Rodrigues
 * with Taylor coefficients below {@link #SMALL_ANGLE}; a quaternion advanced by exp(ωτ/2) ⊗ q₀. Matrices are 3 × 3
 * row-major. Units: those of the poses (mm), s, rad. Approximate (double).
 */
public final class RigidMotion {

    /** Rotation angle (rad) below which the Rodrigues and quaternion coefficients use their Taylor series. */
    public static final double SMALL_ANGLE = 1e-6;

    private double[] q = new double[4];
    private double[] p = new double[3];
    private double[] r = new double[9];
    private boolean matrixOfQ;
    private double[] qStart = new double[4];
    private double[] pStart = new double[3];
    private double[] rStart = new double[9];
    private boolean matrixOfQStart;
    private final double[] w = new double[3];
    private final double[] v = new double[3];
    private final double[] rot = new double[9];

    /**
     * A body at rest at a pose.
     *
     * @param pose the initial pose, not null
     */
    public RigidMotion(Pose3 pose) {
        store(pose);
    }

    /**
     * Stores a pose as the start of the next interval. The rotation matrix is kept when it is the matrix of the
     * stored quaternion and the rotation is unchanged (a fixed or translating body), else recomputed.
     *
     * @param pose the pose
     */
    public void store(Pose3 pose) {
        Quaternion qq = pose.rotation();
        p[0] = pose.translation().x();
        p[1] = pose.translation().y();
        p[2] = pose.translation().z();
        if (matrixOfQ && qq.w() == q[0] && qq.x() == q[1] && qq.y() == q[2] && qq.z() == q[3]) {
            return;
        }
        q[0] = qq.w();
        q[1] = qq.x();
        q[2] = qq.y();
        q[3] = qq.z();
        rotationMatrix(q, r);
        matrixOfQ = true;
    }

    /**
     * Sets the constant velocities that take the stored pose to {@code pose} in dt.
     *
     * @param pose the pose at the end of the interval
     * @param dt the interval (s), &gt; 0
     */
    public void velocityTo(Pose3 pose, double dt) {
        Quaternion q1 = pose.rotation();
        Vec3 t1 = pose.translation();
        double inv = 1 / dt;
        v[0] = (t1.x() - p[0]) * inv;
        v[1] = (t1.y() - p[1]) * inv;
        v[2] = (t1.z() - p[2]) * inv;
        if (q1.w() == q[0] && q1.x() == q[1] && q1.y() == q[2] && q1.z() == q[3]) {
            // same rotation: Δq = q1 ⊗ q0⁻¹ is exactly the identity (each product pair cancels), ω = 0
            w[0] = 0;
            w[1] = 0;
            w[2] = 0;
            return;
        }
        angularVelocity(q, q1, inv, w);
    }

    /** Sets both velocities to zero (the body at rest). */
    public void rest() {
        for (int i = 0; i < 3; i++) {
            w[i] = 0;
            v[i] = 0;
        }
    }

    /**
     * Whether the angular velocity is not zero.
     *
     * @return true if the body turns over the interval
     */
    public boolean turning() {
        return w[0] != 0 || w[1] != 0 || w[2] != 0;
    }

    /**
     * The stored rotation matrix (row-major; the live buffer: read it, do not write it).
     *
     * @return 9 values
     */
    public double[] rotation() {
        return r;
    }

    /**
     * The stored translation (the live buffer: read only).
     *
     * @return 3 values
     */
    public double[] translation() {
        return p;
    }

    /**
     * The world angular velocity ω (rad/s; the live buffer: read only).
     *
     * @return 3 values
     */
    public double[] angularVelocity() {
        return w;
    }

    /**
     * The velocity of the body's origin v (the live buffer: read only).
     *
     * @return 3 values
     */
    public double[] velocity() {
        return v;
    }

    /**
     * The pose at offset τ of the interval: R(τ) = exp([ω τ]×) R, p(τ) = p + v τ.
     *
     * @param tau the offset (s)
     * @param rOut the rotation matrix, 9 values
     * @param pOut the translation, 3 values
     */
    public void stage(double tau, double[] rOut, double[] pOut) {
        if (tau == 0 || (w[0] == 0 && w[1] == 0 && w[2] == 0)) {
            // no rotation over τ: R = R0 (exactly what the series below gives)
            System.arraycopy(r, 0, rOut, 0, 9);
        } else {
            rotateMatrix(r, w, tau, rot, rOut);
        }
        pOut[0] = p[0] + v[0] * tau;
        pOut[1] = p[1] + v[1] * tau;
        pOut[2] = p[2] + v[2] * tau;
    }

    /**
     * The stored pose becomes the kept start of the interval just begun (buffers are swapped, not copied); the
     * next {@link #store} writes the end pose.
     */
    public void keepStart() {
        double[] t = qStart;
        qStart = q;
        q = t;
        t = pStart;
        pStart = p;
        p = t;
        t = rStart;
        rStart = r;
        r = t;
        boolean f = matrixOfQStart;
        matrixOfQStart = matrixOfQ;
        matrixOfQ = f;
    }

    /** Goes back to the kept start pose (translation and matrix) to re-integrate the interval. */
    public void restoreStart() {
        matrixOfQ = false;
        System.arraycopy(pStart, 0, p, 0, 3);
        System.arraycopy(rStart, 0, r, 0, 9);
    }

    /**
     * Stands the body at offset τ of the kept interval: the stored pose becomes the stage pose (R, p) given and
     * the quaternion exp(ωτ/2) ⊗ q_start.
     *
     * @param tau the offset (s)
     * @param rAt the stage rotation matrix at τ
     * @param pAt the stage translation at τ
     */
    public void standAt(double tau, double[] rAt, double[] pAt) {
        matrixOfQ = false;
        System.arraycopy(rAt, 0, r, 0, 9);
        System.arraycopy(pAt, 0, p, 0, 3);
        rotateQuaternion(qStart, w, tau, q);
    }

    /**
     * r = the rotation matrix of the unit quaternion q = (w, x, y, z) (row-major).
     *
     * @param q the quaternion, 4 values
     * @param r the matrix, 9 values
     */
    public static void rotationMatrix(double[] q, double[] r) {
        double w = q[0];
        double xx = q[1];
        double y = q[2];
        double z = q[3];
        r[0] = 1 - 2 * (y * y + z * z);
        r[1] = 2 * (xx * y - w * z);
        r[2] = 2 * (xx * z + w * y);
        r[3] = 2 * (xx * y + w * z);
        r[4] = 1 - 2 * (xx * xx + z * z);
        r[5] = 2 * (y * z - w * xx);
        r[6] = 2 * (xx * z - w * y);
        r[7] = 2 * (y * z + w * xx);
        r[8] = 1 - 2 * (xx * xx + y * y);
    }

    /**
     * ω taking q0 to q1 in time 1/inv (world frame): from Δq = q1 ⊗ q0⁻¹, the shorter way.
     *
     * @param q0 the start quaternion (w, x, y, z)
     * @param q1 the end rotation
     * @param inv one over the time (1/s)
     * @param w the angular velocity, 3 values
     */
    public static void angularVelocity(double[] q0, Quaternion q1, double inv, double[] w) {
        double bw = q0[0];
        double bx = -q0[1];
        double by = -q0[2];
        double bz = -q0[3];
        double dw = q1.w() * bw - q1.x() * bx - q1.y() * by - q1.z() * bz;
        double dx = q1.w() * bx + q1.x() * bw + q1.y() * bz - q1.z() * by;
        double dy = q1.w() * by - q1.x() * bz + q1.y() * bw + q1.z() * bx;
        double dz = q1.w() * bz + q1.x() * by - q1.y() * bx + q1.z() * bw;
        if (dw < 0) {
            dw = -dw;
            dx = -dx;
            dy = -dy;
            dz = -dz;
        }
        double s2 = dx * dx + dy * dy + dz * dz;
        double f;
        if (s2 < SMALL_ANGLE * SMALL_ANGLE) {
            f = 2 / dw;
        } else {
            double s = Math.sqrt(s2);
            f = 2 * Math.atan2(s, dw) / s;
        }
        w[0] = f * dx * inv;
        w[1] = f * dy * inv;
        w[2] = f * dz * inv;
    }

    /**
     * q = exp(ωτ) ⊗ q0 as unit quaternions (rotation by angle |ω|τ about ω, world frame).
     *
     * @param q0 the start quaternion
     * @param w the angular velocity
     * @param tau the time
     * @param q the result, 4 values (may not alias q0)
     */
    public static void rotateQuaternion(double[] q0, double[] w, double tau, double[] q) {
        double px = w[0] * tau;
        double py = w[1] * tau;
        double pz = w[2] * tau;
        double theta = Math.sqrt(px * px + py * py + pz * pz);
        double c = Math.cos(theta / 2);
        double f = theta < SMALL_ANGLE ? 0.5 - theta * theta / 48 : Math.sin(theta / 2) / theta;
        double dw = c;
        double dx = f * px;
        double dy = f * py;
        double dz = f * pz;
        double w0 = q0[0];
        double x0 = q0[1];
        double y0 = q0[2];
        double z0 = q0[3];
        q[0] = dw * w0 - dx * x0 - dy * y0 - dz * z0;
        q[1] = dw * x0 + dx * w0 + dy * z0 - dz * y0;
        q[2] = dw * y0 - dx * z0 + dy * w0 + dz * x0;
        q[3] = dw * z0 + dx * y0 - dy * x0 + dz * w0;
    }

    /**
     * r = exp([ω τ]×) r0 (Rodrigues, Taylor coefficients below {@link #SMALL_ANGLE}).
     *
     * @param r0 the start matrix
     * @param w the angular velocity
     * @param tau the time
     * @param rot scratch, 9 values
     * @param r the result, 9 values (may not alias r0)
     */
    public static void rotateMatrix(double[] r0, double[] w, double tau, double[] rot, double[] r) {
        double px = w[0] * tau;
        double py = w[1] * tau;
        double pz = w[2] * tau;
        double t2 = px * px + py * py + pz * pz;
        double theta = Math.sqrt(t2);
        double a;
        double c;
        if (theta < SMALL_ANGLE) {
            a = 1 - t2 / 6;
            c = 0.5 - t2 / 24;
        } else {
            a = Math.sin(theta) / theta;
            c = (1 - Math.cos(theta)) / t2;
        }
        // exp = I + a K + c K², K = [φ]×
        rot[0] = 1 - c * (py * py + pz * pz);
        rot[1] = -a * pz + c * px * py;
        rot[2] = a * py + c * px * pz;
        rot[3] = a * pz + c * px * py;
        rot[4] = 1 - c * (px * px + pz * pz);
        rot[5] = -a * px + c * py * pz;
        rot[6] = -a * py + c * px * pz;
        rot[7] = a * px + c * py * pz;
        rot[8] = 1 - c * (px * px + py * py);
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[3 * i + j] = rot[3 * i] * r0[j] + rot[3 * i + 1] * r0[3 + j] + rot[3 * i + 2] * r0[6 + j];
            }
        }
    }
}
