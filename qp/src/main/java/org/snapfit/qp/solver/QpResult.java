package org.snapfit.qp.solver;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The outcome of one QP solve. Immutable and thread-safe; approximate. Residuals are computed from the problem
 * data after the solve (not from the solver's internal state), in the units of the problem: a QP has none of its
 * own (for the particle engine's QPs, in SI: x in m/s, &mu; in N&middot;s).
 *
 * @param status how the solve ended
 * @param solution x (defensively copied)
 * @param multipliers &mu;, one per row of the problem (0 for inactive rows; sign convention of
 *     {@link org.snapfit.qp.problem.QpProblem})
 * @param activeRows indices of the rows active at the end, in the order they entered
 * @param iterations active-set changes (a row entering or leaving counts one)
 * @param stationarity relative stationarity |K x &minus; b + J&#7488;&mu;|<sub>&infin;</sub> /
 *     max(|b|<sub>&infin;</sub>, |K x|<sub>&infin;</sub>, |J&#7488;&mu;|<sub>&infin;</sub>) (0 when all are 0)
 * @param primalViolation max over remaining rows of max(0, J<sub>i</sub>x &minus; c<sub>i</sub>) (inequalities) and
 *     |J<sub>i</sub>x &minus; c<sub>i</sub>| (equalities), in the unit of c
 * @param complementarity max over inequality rows of |&mu;<sub>i</sub> (c<sub>i</sub> &minus; J<sub>i</sub>x)|
 * @param minMultiplier the smallest multiplier of an active inequality row, empty when none is active
 * @param dropped labels of rows removed by the toggling watch list
 * @param infeasibleConstraint the label of the row that cannot be met, when {@code status == INFEASIBLE}
 */
public record QpResult(QpStatus status, double[] solution, double[] multipliers, int[] activeRows, int iterations,
        double stationarity, double primalViolation, double complementarity, OptionalDouble minMultiplier,
        List<String> dropped, Optional<String> infeasibleConstraint) {

    /**
     * Copies the arrays and lists.
     *
     * @param status how the solve ended
     * @param solution x
     * @param multipliers &mu;
     * @param activeRows the active row indices
     * @param iterations the active-set changes
     * @param stationarity the relative stationarity residual
     * @param primalViolation the primal violation
     * @param complementarity the complementarity residual
     * @param minMultiplier the smallest active inequality multiplier
     * @param dropped the rows dropped by the watch list
     * @param infeasibleConstraint the infeasible row's label
     */
    public QpResult {
        solution = solution.clone();
        multipliers = multipliers.clone();
        activeRows = activeRows.clone();
        dropped = List.copyOf(dropped);
    }

    /**
     * x (a copy).
     *
     * @return the solution
     */
    @Override
    public double[] solution() {
        return solution.clone();
    }

    /**
     * &mu; (a copy).
     *
     * @return the multipliers
     */
    @Override
    public double[] multipliers() {
        return multipliers.clone();
    }

    /**
     * The active rows (a copy).
     *
     * @return row indices
     */
    @Override
    public int[] activeRows() {
        return activeRows.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QpResult r && r.status == status && Arrays.equals(r.solution, solution)
                && Arrays.equals(r.multipliers, multipliers) && Arrays.equals(r.activeRows, activeRows)
                && r.iterations == iterations && Double.compare(r.stationarity, stationarity) == 0
                && Double.compare(r.primalViolation, primalViolation) == 0
                && Double.compare(r.complementarity, complementarity) == 0 && r.minMultiplier.equals(minMultiplier)
                && r.dropped.equals(dropped) && r.infeasibleConstraint.equals(infeasibleConstraint);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, Arrays.hashCode(solution), Arrays.hashCode(multipliers),
                Arrays.hashCode(activeRows), iterations, stationarity, primalViolation, complementarity,
                minMultiplier, dropped, infeasibleConstraint);
    }

    @Override
    public String toString() {
        return "QpResult[" + status + ", iterations=" + iterations + ", active=" + activeRows.length
                + ", stationarity=" + stationarity + ", primalViolation=" + primalViolation
                + ", complementarity=" + complementarity + "]";
    }
}
