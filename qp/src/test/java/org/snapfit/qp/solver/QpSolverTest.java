package org.snapfit.qp.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;
import org.snapfit.qp.problem.SymmetricBandMatrix;

class QpSolverTest {

    private static SymmetricBandMatrix identity(int n) {
        SymmetricBandMatrix.Builder b = SymmetricBandMatrix.builder(n, 0);
        for (int i = 0; i < n; i++) {
            b.add(i, i, 1);
        }
        return b.build();
    }

    private static ConstraintRow ineq(String label, int[] idx, double[] val, double c) {
        return ConstraintRow.of(label, ConstraintKind.INEQUALITY, idx, val, c, 0);
    }

    @Test
    void solve_oneActiveBound_matchesProjection() {
        // min ½|x|² − b·x with b = (2, 1), x0 ≤ 1: closed form x = (1, 1), μ = b0 − 1 = 1
        QpProblem qp = QpProblem.of(identity(2), new double[] {2, 1},
                List.of(ineq("x0<=1", new int[] {0}, new double[] {1}, 1)));
        QpResult r = QpSolver.withDefaults().solve(qp);
        assertThat(r.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(r.solution()).containsExactly(new double[] {1, 1}, within(1e-15));
        assertThat(r.multipliers()[0]).isCloseTo(1, within(1e-15));
        assertThat(r.minMultiplier().getAsDouble()).isCloseTo(1, within(1e-15));
        assertThat(r.activeRows()).containsExactly(0);
    }

    @Test
    void solve_duplicateRows_finiteMultipliersSumToSingleRowValue() {
        // the same row three times (Fig. 1 taken to the limit): x = (1, 1); the total multiplier equals the
        // single-row value 1 (stationarity), each one finite and >= 0
        ConstraintRow r = ineq("a", new int[] {0}, new double[] {1}, 1);
        QpProblem qp = QpProblem.of(identity(2), new double[] {2, 1}, List.of(r,
                ineq("b", new int[] {0}, new double[] {1}, 1), ineq("c", new int[] {0}, new double[] {2}, 2)));
        for (Strategy s : Strategy.values()) {
            QpResult res = QpSolver.withDefaults().withStrategy(s).solve(qp);
            assertThat(res.status()).isIn(QpStatus.OPTIMAL, QpStatus.OPTIMAL_WITH_DROPPED);
            assertThat(res.solution()).containsExactly(new double[] {1, 1}, within(1e-14));
            double[] mu = res.multipliers();
            assertThat(mu[0] + mu[1] + 2 * mu[2]).isCloseTo(1, within(1e-14));
            for (double v : mu) {
                assertThat(v).isFinite().isGreaterThanOrEqualTo(-1e-15);
            }
        }
    }

    @Test
    void solve_figureOneDependentRows_optimalWithFiniteMultipliers() {
        // eq. (22): edge end points on two triangles plus the edge on the shared edge, normal n = (0, 0, 1);
        // the third row is a1·row1 + a2·row2. Each particle is pulled down by b = (0, 0, −3), K = I,
        // c = 0 (resting contact): the answer is Δv = 0 (closed form, the rows stop the fall)
        double a1 = 0.3;
        double a2 = 0.7;
        List<ConstraintRow> rows = List.of(
                ineq("vt0", new int[] {2}, new double[] {-1}, 0),
                ineq("vt1", new int[] {5}, new double[] {-1}, 0),
                ineq("ee", new int[] {2, 5}, new double[] {-a1, -a2}, 0));
        double[] b = {0, 0, -3, 0, 0, -3};
        QpResult r = QpSolver.withDefaults().solve(QpProblem.of(identity(6), b, rows));
        assertThat(r.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(r.solution()).containsExactly(new double[6], within(1e-15));
        double[] mu = r.multipliers();
        // stationarity closed form: mu0 + a1 mu2 = 3, mu1 + a2 mu2 = 3
        assertThat(mu[0] + a1 * mu[2]).isCloseTo(3, within(1e-13));
        assertThat(mu[1] + a2 * mu[2]).isCloseTo(3, within(1e-13));
        assertThat(r.stationarity()).isLessThanOrEqualTo(1e-15);
    }

    @Test
    void solve_fixedPairBeyondMaxLength_reportsInfeasibleNamingRow() {
        // two fixed particles (x0 = 1, x1 = −1 exactly) and a strain row x0 − x1 <= 1: infeasible, since
        // x0 − x1 = 2 is forced by the equalities
        List<ConstraintRow> rows = List.of(
                ConstraintRow.of("fixed 0", ConstraintKind.EQUALITY, new int[] {0}, new double[] {1}, 1, 0),
                ConstraintRow.of("fixed 1", ConstraintKind.EQUALITY, new int[] {1}, new double[] {1}, -1, 0),
                ineq("strain-max spring 0", new int[] {0, 1}, new double[] {1, -1}, 1));
        QpResult r = QpSolver.withDefaults().solve(QpProblem.of(identity(2), new double[2], rows));
        assertThat(r.status()).isEqualTo(QpStatus.INFEASIBLE);
        assertThat(r.infeasibleConstraint()).contains("strain-max spring 0");
        assertThat(r.solution()).containsExactly(new double[] {1, -1}, within(1e-15));
    }

    @Test
    void solve_inconsistentEqualities_reportsInfeasible() {
        // x0 = 1 and 2 x0 = 3 contradict each other
        List<ConstraintRow> rows = List.of(
                ConstraintRow.of("e1", ConstraintKind.EQUALITY, new int[] {0}, new double[] {1}, 1, 0),
                ConstraintRow.of("e2", ConstraintKind.EQUALITY, new int[] {0}, new double[] {2}, 3, 0));
        QpResult r = QpSolver.withDefaults().solve(QpProblem.of(identity(1), new double[1], rows));
        assertThat(r.status()).isEqualTo(QpStatus.INFEASIBLE);
        assertThat(r.infeasibleConstraint()).contains("e2");
    }

    @Test
    void solve_notPositiveDefinite_throwsNamingPivot() {
        SymmetricBandMatrix k = SymmetricBandMatrix.builder(2, 1).add(0, 0, 1).add(1, 1, 1).add(0, 1, 2).build();
        QpProblem qp = QpProblem.of(k, new double[2], List.of());
        // pivot 1 = 1 − 2² = −3 (closed form of the 2×2 Cholesky)
        assertThatThrownBy(() -> QpSolver.withDefaults().solve(qp)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("K is not positive definite: pivot 1 = -3.0");
    }

    @Test
    void solve_blockStrategyCycling_terminatesThroughWatchList() {
        // seed 6 makes Algorithm 1 as printed (BLOCK) cycle: without the watch list it hits the cap
        QpProblem qp = RandomQp.make(6, 2, 5, 0, 2);
        QpResult noWatch = QpSolver.withDefaults().withStrategy(Strategy.BLOCK).withMaxToggles(1000)
                .withMaxIterations(200).solve(qp);
        assertThat(noWatch.status()).isEqualTo(QpStatus.ITERATION_LIMIT);
        assertThat(noWatch.iterations()).isEqualTo(200);
        QpResult watched = QpSolver.withDefaults().withStrategy(Strategy.BLOCK).withMaxToggles(2).solve(qp);
        // §7.2: the toggling row is removed for good and named; the solve ends well before the cap
        assertThat(watched.status()).isEqualTo(QpStatus.OPTIMAL_WITH_DROPPED);
        assertThat(watched.dropped()).isNotEmpty();
        assertThat(watched.iterations()).isLessThan(3 * 2 + 5 + 1);
        // the dual ordering solves the same problem exactly (oracle: ojAlgo objective)
        QpResult dual = QpSolver.withDefaults().solve(qp);
        assertThat(dual.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(qp.objective(dual.solution())).isCloseTo(QpSolverOracleTest.ojalgoObjective(qp), within(1e-9));
    }

    @Test
    void solve_warmStartFromPreviousActiveSet_sameAnswerFewerIterations() {
        QpProblem qp = RandomQp.make(7, 40, 60, 0, 3);
        QpResult cold = QpSolver.withDefaults().solve(qp);
        Set<String> warm = new HashSet<>();
        for (int i : cold.activeRows()) {
            warm.add(qp.rows().get(i).label());
        }
        QpResult hot = QpSolver.withDefaults().solve(qp, warm);
        // the optimum of a strictly convex QP is unique: same x; the warm set is already optimal: no change
        assertThat(hot.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(hot.solution()).containsExactly(cold.solution(), within(1e-12));
        assertThat(cold.iterations()).isPositive();
        assertThat(hot.iterations()).isZero();
    }

    @Test
    void solve_regularisedRow_violatesByLTimesMu() {
        // §7.1 with our sign: the active row holds as x0 − 1 = L μ; with K = I, b0 = 2: x0 = 1 + Lμ and
        // stationarity x0 = 2 − μ give μ = 1/(1 + L)
        double l = 1e-3;
        QpProblem qp = QpProblem.of(identity(1), new double[] {2},
                List.of(ConstraintRow.of("r", ConstraintKind.INEQUALITY, new int[] {0}, new double[] {1}, 1, l)));
        QpResult r = QpSolver.withDefaults().solve(qp);
        assertThat(r.multipliers()[0]).isCloseTo(1 / (1 + l), within(1e-15));
        assertThat(r.primalViolation()).isCloseTo(l / (1 + l), within(1e-15));
    }

    @Test
    void withMaxIterations_zero_throws() {
        assertThatThrownBy(() -> QpSolver.withDefaults().withMaxIterations(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxIterations = 0");
    }

    @Test
    void withMaxToggles_negative_throws() {
        assertThatThrownBy(() -> QpSolver.withDefaults().withMaxToggles(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxToggles = -1");
    }

    @Test
    void withDependency_one_throws() {
        assertThatThrownBy(() -> QpSolver.withDefaults()
                .withDependency(Tolerance.of("dependencyTolerance", 1, Unit.DIMENSIONLESS)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dependencyTolerance = 1.0");
    }

    @Test
    void solve_iterationCapOne_reportsIterationLimit() {
        QpProblem qp = RandomQp.make(3, 20, 30, 0, 20);
        QpResult r = QpSolver.withDefaults().withMaxIterations(1).solve(qp);
        // a cap of one change cannot reach the optimum of a problem whose cold solve takes more
        assertThat(QpSolver.withDefaults().solve(qp).iterations()).isGreaterThan(1);
        assertThat(r.status()).isEqualTo(QpStatus.ITERATION_LIMIT);
        for (double v : r.solution()) {
            assertThat(v).isFinite();
        }
    }

    @Test
    void solve_warmStartWithEveryRow_fallsBackToSameOptimum() {
        QpProblem qp = RandomQp.make(11, 30, 45, 3, 3);
        QpResult cold = QpSolver.withDefaults().solve(qp);
        Set<String> all = new HashSet<>();
        for (ConstraintRow r : qp.rows()) {
            all.add(r.label());
        }
        QpResult warm = QpSolver.withDefaults().solve(qp, all);
        // a warm set that is not the optimal active set must not change the (unique) optimum
        assertThat(warm.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(warm.solution()).containsExactly(cold.solution(), within(1e-11));
        assertThat(warm.activeRows().length).isEqualTo(cold.activeRows().length);
    }
}
