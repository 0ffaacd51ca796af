package org.snapfit.impulse.model;

import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.impulse.engine.ImpulseUnits;
import org.snapfit.impulse.engine.model.SiFreeBody3;

/**
 * A free rigid body in space, in mm, kg, s: its mass, principal moments of inertia about the centre of mass
 * (kg&middot;mm&sup2;, body axes) and gravity along −z (mm/s&sup2;). Its configuration q = (x, y, z in mm, unit
 * quaternion w, x, y, z) and velocity q̇ = (v in mm/s, ω in rad/s, world axes), so D(q) = diag(m I₃ kg,
 * R I_b Rᵀ kg&middot;mm&sup2;), an impulse is N&middot;s on the translation and N&middot;mm&middot;s on the rotation.
 * Immutable; the dynamics run in the module's SI engine.
 */
public final class FreeBody3 {
    private final double mass;
    private final Vec3 principalInertia;
    private final double gravity;

    private FreeBody3(double mass, Vec3 principalInertia, double gravity) {
        this.mass = mass;
        this.principalInertia = Objects.requireNonNull(principalInertia, "principalInertia");
        this.gravity = gravity;
        Require.positive("mass (kg)", mass);
        Require.positive("principalInertia.x (kg·mm²)", principalInertia.x());
        Require.positive("principalInertia.y (kg·mm²)", principalInertia.y());
        Require.positive("principalInertia.z (kg·mm²)", principalInertia.z());
        Require.nonNegative("gravity (mm/s²)", gravity);
        ImpulseUnits.body(this);
    }

    /**
     * A free body.
     *
     * @param mass m (kg), {@code > 0}
     * @param principalInertia the principal moments (kg&middot;mm&sup2;), each {@code > 0} and satisfying the
     *     triangle inequality
     * @param gravity the gravitational acceleration along −z (mm/s&sup2;), {@code >= 0}
     * @return the body
     * @throws IllegalArgumentException if a value is out of range (the message names it)
     */
    public static FreeBody3 of(double mass, Vec3 principalInertia, double gravity) {
        return new FreeBody3(mass, principalInertia, gravity);
    }

    /**
     * The configuration of a pose.
     *
     * @param pose the pose of the body frame (origin at the centre of mass; translation in mm)
     * @return q = (x, y, z mm, q_w, q_x, q_y, q_z)
     */
    public static double[] configuration(Pose3 pose) {
        return SiFreeBody3.configuration(pose);
    }

    /**
     * The pose of a configuration.
     *
     * @param q the configuration (7 entries, position in mm)
     * @return the pose (translation in mm)
     * @throws IllegalArgumentException if q has the wrong length, a non-finite entry or a zero quaternion
     */
    public static Pose3 pose(double[] q) {
        Require.allFinite("configuration q", q, 7);
        return Pose3.of(new Quaternion(q[3], q[4], q[5], q[6]), new Vec3(q[0], q[1], q[2]));
    }

    /**
     * The mass.
     *
     * @return m (kg)
     */
    public double mass() {
        return mass;
    }

    /**
     * The principal moments of inertia.
     *
     * @return (I₁, I₂, I₃) (kg&middot;mm&sup2;)
     */
    public Vec3 principalInertia() {
        return principalInertia;
    }

    /**
     * The gravitational acceleration along −z.
     *
     * @return g (mm/s&sup2;)
     */
    public double gravity() {
        return gravity;
    }

    @Override
    public String toString() {
        return "FreeBody3[mass=" + mass + " kg, inertia=" + principalInertia + " kg·mm², g=" + gravity + " mm/s²]";
    }
}
