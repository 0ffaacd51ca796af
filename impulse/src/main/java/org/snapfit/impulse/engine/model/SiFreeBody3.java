package org.snapfit.impulse.engine.model;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

/**
 * A free rigid body in space. Immutable and thread-safe; approximate; SI units; gravity acts along −z.
 *
 * <p><b>Coordinates.</b> q = (x, y, z, q_w, q_x, q_y, q_z): centre of mass and unit orientation quaternion
 * (configuration size 7). The generalised velocity is q̇ = (v, ω), 6 entries: the centre-of-mass velocity and the
 * angular velocity, both in world axes (ω is not the derivative of a coordinate; {@link #advance} integrates it
 * with the exponential map).
 *
 * <p><b>Dynamics.</b> D = diag(m I₃, R I_b Rᵀ); B = (0, ω × (R I_b Rᵀ) ω) (the gyroscopic term of Euler's
 * equations); G = (0, 0, m g, 0, 0, 0). A material point at world position p has velocity v + ω × (p − x), so its
 * Jacobian is [I₃, −[p − x]×].
 */
public final class SiFreeBody3 implements MechanicalSystem {

    private final double mass;
    private final Vec3 principalInertia;
    private final double gravity;

    private SiFreeBody3(double mass, Vec3 principalInertia, double gravity) {
        this.mass = mass;
        this.principalInertia = principalInertia;
        this.gravity = gravity;
    }

    /**
     * A body whose body axes are its principal axes.
     *
     * @param mass the mass (kg), {@code > 0}
     * @param principalInertia the principal moments (kg·m²), each {@code > 0} and satisfying the triangle
     *     inequality I_a ≤ I_b + I_c of a real mass distribution
     * @param gravity the gravitational acceleration along −z (m/s²), {@code >= 0}
     * @return the body
     * @throws IllegalArgumentException if a value is out of range (the message names it)
     */
    public static SiFreeBody3 of(double mass, Vec3 principalInertia, double gravity) {
        Require.positive("mass", mass);
        Require.positive("principalInertia.x", principalInertia.x());
        Require.positive("principalInertia.y", principalInertia.y());
        Require.positive("principalInertia.z", principalInertia.z());
        double a = principalInertia.x();
        double b = principalInertia.y();
        double c = principalInertia.z();
        if (a > b + c || b > a + c || c > a + b) {
            throw new IllegalArgumentException("principalInertia = " + principalInertia
                    + "; principal moments must satisfy the triangle inequality of a real body");
        }
        Require.nonNegative("gravity", gravity);
        return new SiFreeBody3(mass, principalInertia, gravity);
    }

    /**
     * The configuration vector of a pose.
     *
     * @param pose the pose of the body frame (origin at the centre of mass)
     * @return q = (x, y, z, q_w, q_x, q_y, q_z)
     */
    public static double[] configuration(Pose3 pose) {
        Vec3 t = pose.translation();
        Quaternion r = pose.rotation();
        return new double[] {t.x(), t.y(), t.z(), r.w(), r.x(), r.y(), r.z()};
    }

    /**
     * The pose of a configuration.
     *
     * @param q the configuration (7 entries)
     * @return the pose
     * @throws IllegalArgumentException if q has the wrong length, a non-finite entry or a zero quaternion
     */
    public Pose3 pose(double[] q) {
        Require.allFinite("configuration q", q, 7);
        return Pose3.of(new Quaternion(q[3], q[4], q[5], q[6]), new Vec3(q[0], q[1], q[2]));
    }

    @Override
    public int dof() {
        return 6;
    }

    @Override
    public int configurationSize() {
        return 7;
    }

    private double[][] worldInertia(double[] q) {
        double[][] r = pose(q).rotation().toMatrix();
        double[] ib = {principalInertia.x(), principalInertia.y(), principalInertia.z()};
        double[][] out = new double[3][3];
        // lower triangle, mirrored: R I_b Rᵀ is symmetric exactly, not only up to the rounding order
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j <= i; j++) {
                double s = 0;
                for (int k = 0; k < 3; k++) {
                    s += r[i][k] * ib[k] * r[j][k];
                }
                out[i][j] = s;
                out[j][i] = s;
            }
        }
        return out;
    }

    @Override
    public double[][] inertia(double[] q) {
        double[][] iw = worldInertia(q);
        double[][] d = new double[6][6];
        for (int i = 0; i < 3; i++) {
            d[i][i] = mass;
            for (int j = 0; j < 3; j++) {
                d[3 + i][3 + j] = iw[i][j];
            }
        }
        return d;
    }

    @Override
    public double[] coriolis(double[] q, double[] qd) {
        double[][] iw = worldInertia(q);
        Require.allFinite("velocity q̇", qd, 6);
        Vec3 w = new Vec3(qd[3], qd[4], qd[5]);
        Vec3 iwW = new Vec3(iw[0][0] * w.x() + iw[0][1] * w.y() + iw[0][2] * w.z(),
                iw[1][0] * w.x() + iw[1][1] * w.y() + iw[1][2] * w.z(),
                iw[2][0] * w.x() + iw[2][1] * w.y() + iw[2][2] * w.z());
        Vec3 gyro = w.cross(iwW);
        return new double[] {0, 0, 0, gyro.x(), gyro.y(), gyro.z()};
    }

    @Override
    public double[] gravity(double[] q) {
        Require.allFinite("configuration q", q, 7);
        return new double[] {0, 0, mass * gravity, 0, 0, 0};
    }

    @Override
    public double[] advance(double[] q, double[] qd, double dt) {
        Pose3 p = pose(q);
        Require.allFinite("velocity q̇", qd, 6);
        Vec3 w = new Vec3(qd[3], qd[4], qd[5]);
        double angle = w.norm() * dt;
        Quaternion r = angle == 0 ? p.rotation() : Quaternion.fromAxisAngle(w, angle).multiply(p.rotation());
        return new double[] {q[0] + dt * qd[0], q[1] + dt * qd[1], q[2] + dt * qd[2], r.w(), r.x(), r.y(), r.z()};
    }

    /**
     * The Jacobian of a material point of the body at a world position: velocity = J q̇.
     *
     * @param q the configuration
     * @param worldPoint the point (m)
     * @return a fresh 3 × 6 matrix [I₃, −[p − x]×]
     * @throws IllegalArgumentException if q is invalid
     */
    public double[][] pointJacobian(double[] q, Vec3 worldPoint) {
        Require.allFinite("configuration q", q, 7);
        Vec3 r = worldPoint.subtract(new Vec3(q[0], q[1], q[2]));
        return new double[][] {
            {1, 0, 0, 0, r.z(), -r.y()},
            {0, 1, 0, -r.z(), 0, r.x()},
            {0, 0, 1, r.y(), -r.x(), 0}};
    }

    @Override
    public String toString() {
        return "SiFreeBody3[m = " + mass + " kg, I = " + principalInertia + " kg·m²]";
    }
}
