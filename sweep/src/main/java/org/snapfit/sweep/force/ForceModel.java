package org.snapfit.sweep.force;

import org.snapfit.sweep.contact.ContactGeometry;
import org.snapfit.sweep.contact.ContactKind;

/**
 * The quasi-static Coulomb contact force of docs/model.md, evaluated in double precision. Stateless; approximate.
 */
public final class ForceModel {

    private ForceModel() {
    }

    /**
     * The force at one sliding contact.
     *
     * @param g the contact geometry
     * @param hx hinge x at t = 0 of the run (mm)
     * @param hy hinge y at t = 0 of the run (mm)
     * @param vx root velocity x
     * @param vy root velocity y
     * @param kappa stiffness κ (N·mm/rad)
     * @param mu friction μ
     * @param t time
     * @param theta pawl angle θ (rad)
     * @param slipSign s, +1 or −1
     * @param unbounded true when D_s is exactly zero at this point (the force is then +∞ in magnitude)
     * @return the force, λ and kinematics
     */
    public static ContactForce contactForce(ContactGeometry g, double hx, double hy, double vx, double vy,
            double kappa, double mu, double t, double theta, int slipSign, boolean unbounded) {
        double c = Math.cos(theta);
        double s = Math.sin(theta);
        double rx;
        double ry;
        double nx;
        double ny;
        if (g.kind() == ContactKind.B) {
            rx = c * g.px() - s * g.py();
            ry = s * g.px() + c * g.py();
            double l = Math.hypot(g.nx(), g.ny());
            nx = g.nx() / l;
            ny = g.ny() / l;
        } else {
            rx = g.px() - (hx + vx * t);
            ry = g.py() - (hy + vy * t);
            double l = Math.hypot(g.nx(), g.ny());
            nx = -(c * g.nx() - s * g.ny()) / l;
            ny = -(s * g.nx() + c * g.ny()) / l;
        }
        double ex = ny;
        double ey = -nx;
        double re = rx * ex + ry * ey;
        double rn = rx * nx + ry * ny;
        double d = re + mu * slipSign * rn;
        double lambda = unbounded ? Double.POSITIVE_INFINITY : kappa * theta / d;
        double fx = lambda * (nx - mu * slipSign * ex);
        double fy = lambda * (ny - mu * slipSign * ey);
        double sp = Math.hypot(vx, vy);
        double ux = vx / sp;
        double uy = vy / sp;
        double w = -(fx * ux + fy * uy);
        double lat = -(fx * -uy + fy * ux);
        double thetaDot = -(vx * nx + vy * ny) / re;
        double slipRate = (vx * rx + vy * ry) / re;
        return new ContactForce(fx, fy, lambda, slipSign, w, lat, thetaDot, slipRate, d);
    }
}
