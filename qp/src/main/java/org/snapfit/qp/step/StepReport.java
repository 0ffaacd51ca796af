package org.snapfit.qp.step;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.snapfit.qp.solver.QpStatus;

/**
 * Diagnostics of one time step. Immutable and thread-safe; approximate; SI units.
 *
 * @param step the step number, from 1
 * @param time the time at the end of the step in s
 * @param status the status of the step's last QP solve
 * @param iterations active-set changes summed over the step's QP solves
 * @param passes QP solves in this step (&gt; 1 when strain rows were re-linearised)
 * @param constraints rows in the QP
 * @param activeConstraints rows active at the end
 * @param stationarity relative stationarity of the last QP
 * @param primalViolation primal violation of the last QP in m/s
 * @param complementarity complementarity of the last QP in N&middot;s&middot;m/s
 * @param minMultiplier smallest active inequality multiplier in N&middot;s, empty when none is active
 * @param maxPenetration max over contacts after the step of max(0, r &minus; g) in m
 * @param maxStrainViolation max over strain-limited springs after the step of the strain beyond its limit
 * @param kineticEnergy kinetic energy after the step in J
 * @param potentialEnergy potential energy (gravity and springs) after the step in J
 * @param dropped rows dropped by the watch list
 * @param infeasibleConstraint the infeasible row, when {@code status == INFEASIBLE}
 */
public record StepReport(int step, double time, QpStatus status, int iterations, int passes, int constraints,
        int activeConstraints, double stationarity, double primalViolation, double complementarity,
        OptionalDouble minMultiplier, double maxPenetration, double maxStrainViolation, double kineticEnergy,
        double potentialEnergy, List<String> dropped, Optional<String> infeasibleConstraint) {

    /**
     * Copies the list.
     *
     * @param step the step
     * @param time the time
     * @param status the status
     * @param iterations the iterations
     * @param passes the passes
     * @param constraints the row count
     * @param activeConstraints the active count
     * @param stationarity the stationarity
     * @param primalViolation the primal violation
     * @param complementarity the complementarity
     * @param minMultiplier the smallest multiplier
     * @param maxPenetration the penetration
     * @param maxStrainViolation the strain violation
     * @param kineticEnergy the kinetic energy
     * @param potentialEnergy the potential energy
     * @param dropped the dropped rows
     * @param infeasibleConstraint the infeasible row
     */
    public StepReport {
        dropped = List.copyOf(dropped);
    }

    /**
     * Total mechanical energy.
     *
     * @return kinetic + potential in J
     */
    public double totalEnergy() {
        return kineticEnergy + potentialEnergy;
    }
}
