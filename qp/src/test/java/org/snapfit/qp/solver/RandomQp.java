package org.snapfit.qp.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;
import org.snapfit.qp.problem.SymmetricBandMatrix;

/** Seeded random convex QPs that are feasible by construction (a known point satisfies every row). */
final class RandomQp {
    private RandomQp() {
    }

    static QpProblem make(long seed, int n, int ineq, int eq, int halfBandwidth) {
        Random rnd = new Random(seed);
        int p = Math.min(halfBandwidth, n - 1);
        // K = A Aᵀ + n I restricted to the band: diagonally dominant, hence SPD
        SymmetricBandMatrix.Builder kb = SymmetricBandMatrix.builder(n, p);
        double[] rowSum = new double[n];
        double[][] off = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = Math.max(0, i - p); j < i; j++) {
                double v = rnd.nextGaussian();
                off[i][j] = v;
                rowSum[i] += Math.abs(v);
                rowSum[j] += Math.abs(v);
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = Math.max(0, i - p); j < i; j++) {
                kb.add(i, j, off[i][j]);
            }
            kb.add(i, i, rowSum[i] + 0.5 + rnd.nextDouble());
        }
        double[] b = new double[n];
        for (int i = 0; i < n; i++) {
            b[i] = 10 * rnd.nextGaussian();
        }
        double[] feasible = new double[n];
        for (int i = 0; i < n; i++) {
            feasible[i] = rnd.nextGaussian();
        }
        List<ConstraintRow> rows = new ArrayList<>();
        for (int r = 0; r < ineq + eq; r++) {
            int nnz = 1 + rnd.nextInt(Math.min(n, 6));
            int[] idx = rnd.ints(0, n).distinct().limit(nnz).toArray();
            double[] val = new double[idx.length];
            double dot = 0;
            for (int k = 0; k < idx.length; k++) {
                val[k] = rnd.nextGaussian();
                dot += val[k] * feasible[idx[k]];
            }
            boolean isEq = r >= ineq;
            double c = isEq ? dot : dot + rnd.nextDouble();
            rows.add(ConstraintRow.of((isEq ? "eq" : "ineq") + r, isEq ? ConstraintKind.EQUALITY
                    : ConstraintKind.INEQUALITY, idx, val, c, 0));
        }
        return QpProblem.of(kb.build(), b, rows);
    }
}
