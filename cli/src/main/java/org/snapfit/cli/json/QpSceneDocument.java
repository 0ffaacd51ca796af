package org.snapfit.cli.json;

import java.util.List;

/**
 * The {@code snapfit-qp-scene/1} document ({@code scene.json}) written by {@code snapfit scene cable-…}. SI units.
 *
 * @param format always {@code "snapfit-qp-scene/1"}
 * @param scene the scene name
 * @param parameters the run's parameters
 * @param steps one entry per time step
 * @param summary maxima over the run
 */
public record QpSceneDocument(String format, String scene, Parameters parameters, List<Step> steps,
        Summary summary) {

    /** The format name. */
    public static final String FORMAT = "snapfit-qp-scene/1";

    /**
     * Copies the list.
     *
     * @param format the format
     * @param scene the scene
     * @param parameters the parameters
     * @param steps the steps
     * @param summary the summary
     */
    public QpSceneDocument {
        steps = List.copyOf(steps);
    }

    /**
     * Run parameters.
     *
     * @param particles particle count
     * @param steps step count
     * @param dt time step in s
     * @param stiffness structural stiffness in N/m
     * @param thickness cable thickness in m
     * @param regularisation L of §7.1
     * @param units the unit system
     */
    public record Parameters(int particles, int steps, double dt, double stiffness, double thickness,
            double regularisation, String units) {
    }

    /**
     * Diagnostics of one step.
     *
     * @param step the step number
     * @param time the time in s
     * @param status the solver status
     * @param iterations active-set iterations
     * @param passes QP solves in the step
     * @param constraints rows in the QP
     * @param activeConstraints active rows
     * @param stationarity relative stationarity
     * @param primalViolation primal violation in m/s
     * @param complementarity complementarity
     * @param minMultiplier smallest active multiplier in N·s, null when none is active
     * @param maxPenetration max penetration in m
     * @param kineticEnergy kinetic energy in J
     * @param potentialEnergy potential energy in J
     * @param dropped rows dropped by the watch list
     * @param infeasibleConstraint the infeasible row, or null
     */
    public record Step(int step, double time, String status, int iterations, int passes, int constraints,
            int activeConstraints, double stationarity, double primalViolation, double complementarity,
            Double minMultiplier, double maxPenetration, double kineticEnergy, double potentialEnergy,
            List<String> dropped, String infeasibleConstraint) {
        /**
         * Copies the list.
         *
         * @param step the step number
         * @param time the time
         * @param status the status
         * @param iterations the iterations
         * @param passes the passes
         * @param constraints the rows
         * @param activeConstraints the active rows
         * @param stationarity the stationarity
         * @param primalViolation the primal violation
         * @param complementarity the complementarity
         * @param minMultiplier the smallest multiplier
         * @param maxPenetration the penetration
         * @param kineticEnergy the kinetic energy
         * @param potentialEnergy the potential energy
         * @param dropped the dropped rows
         * @param infeasibleConstraint the infeasible row
         */
        public Step {
            dropped = List.copyOf(dropped);
        }
    }

    /**
     * Maxima over the run.
     *
     * @param maxStationarity max relative stationarity
     * @param maxPrimalViolation max primal violation in m/s
     * @param maxComplementarity max complementarity
     * @param maxPenetration max penetration in m
     * @param maxIterations max active-set iterations in a step
     * @param nonOptimalSteps steps whose status was not OPTIMAL
     */
    public record Summary(double maxStationarity, double maxPrimalViolation, double maxComplementarity,
            double maxPenetration, int maxIterations, int nonOptimalSteps) {
    }
}
