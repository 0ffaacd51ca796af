package org.snapfit.qp.solver;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ojalgo.matrix.store.R064Store;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.convex.ConvexSolver;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;

class QpSolverOracleTest {

    /** The objective ojAlgo reaches on the same problem (an independent active-set implementation). */
    static double ojalgoObjective(QpProblem qp) {
        int n = qp.dimension();
        R064Store q = R064Store.FACTORY.make(n, n);
        R064Store c = R064Store.FACTORY.make(n, 1);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                q.set(i, j, qp.k().get(i, j));
            }
            c.set(i, 0, qp.b(i));
        }
        ConvexSolver.Builder builder = ConvexSolver.newBuilder().objective(q, c);
        for (ConstraintRow r : qp.rows()) {
            double[] dense = new double[n];
            for (int k = 0; k < r.size(); k++) {
                dense[r.index(k)] = r.value(k);
            }
            if (r.kind() == ConstraintKind.EQUALITY) {
                builder.equality(r.rhs(), dense);
            } else {
                builder.inequality(r.rhs(), dense);
            }
        }
        Optimisation.Result res = builder.build().solve();
        assertThat(res.getState().isOptimal()).as("ojAlgo state %s", res.getState()).isTrue();
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = res.doubleValue(i);
        }
        return qp.objective(x);
    }

    private static void check(QpProblem qp, QpSolver solver) {
        QpResult r = solver.solve(qp);
        // KKT (QpProblem's sign convention) computed from the problem data
        assertThat(r.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(r.stationarity()).isLessThanOrEqualTo(1e-10);
        assertThat(r.primalViolation()).isLessThanOrEqualTo(1e-10);
        assertThat(r.complementarity()).isLessThanOrEqualTo(1e-9);
        assertThat(r.minMultiplier().orElse(0)).isGreaterThanOrEqualTo(-1e-10);
        // oracle: ojAlgo's optimum of the same strictly convex QP (unique), objective to 1e-9 relative
        double ours = qp.objective(r.solution());
        double theirs = ojalgoObjective(qp);
        assertThat(Math.abs(ours - theirs)).isLessThanOrEqualTo(1e-9 * Math.max(1, Math.abs(theirs)));
    }

    @Test
    void solve_randomInequalityQps_matchOjalgo() {
        for (int seed = 0; seed < 40; seed++) {
            int n = 2 + seed * 2;
            check(RandomQp.make(seed, n, n + seed % 7, 0, n), QpSolver.withDefaults());
        }
    }

    @Test
    void solve_randomBandedQpsWithEqualities_matchOjalgo() {
        for (int seed = 100; seed < 120; seed++) {
            int n = 10 + (seed % 10) * 9;
            check(RandomQp.make(seed, n, n, n / 10, 4), QpSolver.withDefaults());
        }
    }
}
