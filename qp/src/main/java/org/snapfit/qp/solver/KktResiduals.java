package org.snapfit.qp.solver;

import java.util.OptionalDouble;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;

/**
 * The KKT residuals of a candidate (x, &mu;) of a {@link QpProblem} (minimise &frac12; x&#7488;Kx &minus;
 * b&#7488;x subject to J x &le; c, equality rows with =), computed from the problem data alone, so they certify a
 * solution independently of how it was found. Immutable; {@link #of} is a pure function. Approximate (double).
 * Units: those of the problem, which has none of its own (pure numbers).
 *
 * @param stationarity relative stationarity |K x &minus; b + J&#7488;&mu;|<sub>&infin;</sub> /
 *     max(|b|<sub>&infin;</sub>, |K x|<sub>&infin;</sub>, |J&#7488;&mu;|<sub>&infin;</sub>) (0 when all are 0;
 *     dimensionless)
 * @param primalViolation max over the rows of max(0, J<sub>i</sub>x &minus; c<sub>i</sub>) (inequalities) and
 *     |J<sub>i</sub>x &minus; c<sub>i</sub>| (equalities), in the unit of c; never negative
 * @param complementarity max over the inequality rows of |&mu;<sub>i</sub> (c<sub>i</sub> &minus; J<sub>i</sub>x)|,
 *     in the unit of &mu; times that of c
 * @param minActiveMultiplier the smallest multiplier of a row flagged active that is an inequality, empty when
 *     there is none
 */
public record KktResiduals(double stationarity, double primalViolation, double complementarity,
        OptionalDouble minActiveMultiplier) {

    /**
     * Computes the residuals.
     *
     * @param problem the QP
     * @param x the primal candidate, length n
     * @param mu the multipliers, one per row (0 for inactive rows)
     * @param excluded per row, whether it is left out of the primal and complementarity residuals (rows dropped
     *     by a watch list); null for none
     * @param active per row, whether it is in the active set (only for {@code minActiveMultiplier}); null for none
     * @return the residuals
     */
    public static KktResiduals of(QpProblem problem, double[] x, double[] mu, boolean[] excluded, boolean[] active) {
        int n = problem.dimension();
        int m = problem.rows().size();
        double[] kx = problem.k().multiply(x);
        double[] jtmu = new double[n];
        for (int i = 0; i < m; i++) {
            ConstraintRow r = problem.rows().get(i);
            for (int k = 0; k < r.size(); k++) {
                jtmu[r.index(k)] += r.value(k) * mu[i];
            }
        }
        double stat = 0;
        double scale = 0;
        for (int j = 0; j < n; j++) {
            stat = Math.max(stat, Math.abs(kx[j] - problem.b(j) + jtmu[j]));
            scale = Math.max(scale, Math.max(Math.abs(problem.b(j)), Math.max(Math.abs(kx[j]), Math.abs(jtmu[j]))));
        }
        double primal = 0;
        double compl = 0;
        double minMu = Double.POSITIVE_INFINITY;
        for (int i = 0; i < m; i++) {
            if (excluded != null && excluded[i]) {
                continue;
            }
            ConstraintRow r = problem.rows().get(i);
            double g = r.dot(x) - r.rhs();
            if (r.kind() == ConstraintKind.EQUALITY) {
                primal = Math.max(primal, Math.abs(g));
            } else {
                primal = Math.max(primal, g);
                compl = Math.max(compl, Math.abs(mu[i] * g));
                if (active != null && active[i]) {
                    minMu = Math.min(minMu, mu[i]);
                }
            }
        }
        return new KktResiduals(scale == 0 ? 0 : stat / scale, Math.max(0, primal), compl,
                minMu == Double.POSITIVE_INFINITY ? OptionalDouble.empty() : OptionalDouble.of(minMu));
    }
}
