package org.snapfit.sweep.force;

import java.util.List;

/**
 * The forces on the root at one time (or one-sided limit). Immutable; approximate.
 *
 * @param t the time
 * @param s the travelled distance |v| t (mm)
 * @param side the one-sided limit this sample is (AT away from events)
 * @param w insertion force W = E·v̂ (N), summed over pawls
 * @param lateral lateral force E·(J v̂) (N), summed over pawls
 * @param pawls per-pawl θ and contact force
 */
public record RootForces(double t, double s, LimitSide side, double w, double lateral, List<PawlForce> pawls) {

    /**
     * Copies the list.
     *
     * @param t the time
     * @param s the distance
     * @param side the limit side
     * @param w insertion force
     * @param lateral lateral force
     * @param pawls per-pawl values
     */
    public RootForces {
        pawls = List.copyOf(pawls);
    }
}
