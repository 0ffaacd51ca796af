package org.snapfit.qp.step;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.solver.QpStatus;

/**
 * Diagnostics of one time step, in mm, kg, s, N. Immutable and thread-safe; approximate.
 *
 * @param step the step number, from 1
 * @param time the time at the end of the step in s
 * @param status the status of the step's last QP solve
 * @param iterations active-set changes summed over the step's QP solves
 * @param passes QP solves in this step (&gt; 1 when strain rows were re-linearised)
 * @param constraints rows in the QP
 * @param activeConstraints rows active at the end
 * @param stationarity relative stationarity of the last QP (dimensionless)
 * @param primalViolation primal violation of the last QP in mm/s
 * @param complementarity complementarity of the last QP, max |&mu;<sub>i</sub> (c<sub>i</sub> &minus; J<sub>i</sub>x)|, in
 *     N&middot;s &middot; mm/s = mJ
 * @param minMultiplier smallest active inequality multiplier in N&middot;s, empty when none is active
 * @param maxPenetration max over contacts after the step of max(0, r &minus; g) in mm
 * @param maxStrainViolation max over strain-limited springs after the step of the strain beyond its limit
 *     (dimensionless)
 * @param kineticEnergy kinetic energy after the step in mJ (= N&middot;mm)
 * @param potentialEnergy potential energy (gravity and springs) after the step in mJ
 * @param dropped rows dropped by the watch list
 * @param infeasibleConstraint the infeasible row, when {@code status == INFEASIBLE}
 * @param contactImpulses per obstacle name, the total impulse its contacts gave the deformable during the step in
 *     N&middot;s (&Sigma; &minus;J<sub>i</sub>&#7488;&mu;<sub>i</sub> over its contact rows and over the step's QP
 *     solves, summed over the particles); divide by the time step for the mean contact force. Obstacles without an
 *     active contact are absent.
 * @param activeContacts the contact rows with a nonzero multiplier in the step's last QP solve
 */
public record StepReport(int step, double time, QpStatus status, int iterations, int passes, int constraints,
        int activeConstraints, double stationarity, double primalViolation, double complementarity,
        OptionalDouble minMultiplier, double maxPenetration, double maxStrainViolation, double kineticEnergy,
        double potentialEnergy, List<String> dropped, Optional<String> infeasibleConstraint,
        Map<String, Vec3> contactImpulses, int activeContacts) {

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
     * @param contactImpulses the impulse per obstacle
     * @param activeContacts the active contact rows
     */
    public StepReport {
        dropped = List.copyOf(dropped);
        contactImpulses = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(contactImpulses));
    }

    /**
     * Total mechanical energy.
     *
     * @return kinetic + potential in mJ
     */
    public double totalEnergy() {
        return kineticEnergy + potentialEnergy;
    }
}
