package org.snapfit.impulse.sim;

import org.snapfit.impulse.solver.InversePath;

/**
 * One resolved collision state (Constantinescu et al., eqs. 15–16), in mm, kg, s, N.
 *
 * @param contacts the number of colliding contacts
 * @param rows the number of collision-Jacobian rows c (a self-contact counts once on each link)
 * @param rank the rank kept for A = J_c D⁻¹ J_cᵀ
 * @param path the inverse path taken
 * @param impulses the impulses p, one per row (N&middot;s)
 * @param kineticEnergyBefore the kinetic energy before the impulse (mJ = N&middot;mm)
 * @param kineticEnergyAfter the kinetic energy after the impulse (mJ)
 * @param relativeEnergyChange (KE after − KE before) / KE before, 0 when KE before is 0 (evaluated in the engine)
 * @param impulsiveForce F_col = J_cᵀ p / Δt, one entry per degree of freedom (N on a length coordinate,
 *     N&middot;mm on an angle)
 */
public record CollisionRecord(int contacts, int rows, int rank, InversePath path, double[] impulses,
        double kineticEnergyBefore, double kineticEnergyAfter, double relativeEnergyChange, double[] impulsiveForce) {

    /**
     * Validates and copies the record.
     *
     * @param contacts the contacts component
     * @param rows the rows component
     * @param rank the rank component
     * @param path the path component
     * @param impulses the impulses component (copied)
     * @param kineticEnergyBefore the energy-before component
     * @param kineticEnergyAfter the energy-after component
     * @param relativeEnergyChange the relative-change component
     * @param impulsiveForce the force component (copied)
     * @throws IllegalArgumentException if a count is negative or the impulses do not match the rows
     */
    public CollisionRecord {
        if (contacts < 0 || rows < contacts || impulses.length != rows) {
            throw new IllegalArgumentException("collision with " + contacts + " contacts, " + rows + " rows and "
                    + impulses.length + " impulses; rows must be >= contacts >= 0, one impulse per row");
        }
        impulses = impulses.clone();
        impulsiveForce = impulsiveForce.clone();
    }

    /**
     * The impulses.
     *
     * @return a copy of p (N&middot;s)
     */
    @Override
    public double[] impulses() {
        return impulses.clone();
    }

    /**
     * F_col = J_cᵀ p / Δt.
     *
     * @return a copy (N on a length coordinate, N&middot;mm on an angle)
     */
    @Override
    public double[] impulsiveForce() {
        return impulsiveForce.clone();
    }

    /**
     * Whether the pseudo-inverse path was taken (redundant contacts).
     *
     * @return {@code path == PSEUDO_INVERSE}
     */
    public boolean isPseudoInverse() {
        return path == InversePath.PSEUDO_INVERSE;
    }
}
