package org.snapfit.sweep.force;

/**
 * The force an obstacle exerts on a pawl at one contact, and its kinematics. Immutable; approximate.
 *
 * @param fx force on the pawl, x (N)
 * @param fy force on the pawl, y (N)
 * @param lambda normal magnitude λ = κθ/D_s (N); infinite where D_s = 0
 * @param slipSign s = sign of the slip rate
 * @param w this contact's share of the insertion force, −F·v̂ (N)
 * @param lateral this contact's share of the lateral force, −F·(J v̂) (N)
 * @param thetaDot dθ/dt = −(v·n)/(r·e) (rad per unit t)
 * @param slipRate v_s = (v·r)/(r·e) (mm per unit t)
 * @param denominator D_s (mm)
 */
public record ContactForce(double fx, double fy, double lambda, int slipSign, double w, double lateral,
        double thetaDot, double slipRate, double denominator) {

    /** No contact: every quantity zero. */
    public static final ContactForce NONE = new ContactForce(0, 0, 0, 0, 0, 0, 0, 0, 0);
}
